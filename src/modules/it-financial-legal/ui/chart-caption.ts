/**
 * The model chart's caption, saying what the chart draws (issue 26): cash is the solid line,
 * revenue a month the dashed one, and zero is a thin grey line only when cash falls below it
 * (src/web/components/line-chart.tsx); otherwise zero is the chart's bottom edge.
 * `runwayMonths` is the model's: null when cash lasts all 36 months, else the months before the
 * first month whose cash is below zero. `currencyName` is the model's money ("pounds sterling").
 */
export function chartCaption(
  scenarioName: string,
  runwayMonths: number | null,
  currencyName = "US dollars",
): string {
  const lines = `${scenarioName} case, ${currencyName}, 36 months: cash is the solid line, revenue a month the dashed one.`;
  if (runwayMonths === null) {
    return `${lines} Cash stays above zero, the chart's bottom edge, in every month.`;
  }
  return `${lines} Cash runs out where it falls below the grey line at zero, in month ${runwayMonths + 1}.`;
}
