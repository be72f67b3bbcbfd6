/**
 * "$4.90T", "$187.7B", "$365.9M", "$12,500": how every engine and result view prints a dollar
 * amount, so a figure on the page matches the same figure in the engine's text.
 */
export function formatUsd(value: number): string {
  const abs = Math.abs(value);
  if (abs >= 1e12) return `$${(value / 1e12).toFixed(2)}T`;
  if (abs >= 1e9) return `$${(value / 1e9).toFixed(1)}B`;
  if (abs >= 1e6) return `$${(value / 1e6).toFixed(1)}M`;
  return `$${Math.round(value).toLocaleString("en-US")}`;
}

const SCALE: Readonly<Record<string, number>> = { T: 1e12, B: 1e9, M: 1e6 };

/** The dollars an amount written as `formatUsd` writes it stands for: "41.1", "M" → 41,100,000. */
export function dollarsOf(digits: string, scale: string | undefined): number {
  return Number(digits.replace(/,/gu, "")) * (scale === undefined ? 1 : (SCALE[scale] ?? 1));
}

/**
 * The dollars `formatUsd(value)` shows (41,170,000 → 41,100,000 for "$41.1M"): what a text that
 * quotes the figure converts to another currency, so a chart beside it converts the same.
 */
export function usdAsShown(value: number): number {
  const shown = /^\$([\d,.]+)([TBM])?$/u.exec(formatUsd(value));
  return shown === null ? value : dollarsOf(shown[1]!, shown[2]);
}
