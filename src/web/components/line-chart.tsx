/**
 * A plain line chart (GUIDE §7 "data looks like data"): a few series over the same x steps on
 * one linear scale, with zero drawn as a thin solid grey line whenever a value falls below it
 * (otherwise zero is the chart's bottom edge). A dashed series is dashed in the legend too. SVG drawn by hand: two lines
 * do not need a chart library. The drawing is decoration for sighted readers; the caption and
 * `summary` carry the figures for everyone, and the page shows the table they come from.
 */

export interface ChartSeries {
  name: string;
  values: readonly number[];
  /** A CSS colour (a Tailwind theme variable or a hex). */
  colour: string;
  dashed?: boolean;
}

export interface ChartGeometry {
  paths: { name: string; d: string }[];
  /** The y of the zero line, when a value is below zero (else zero is the bottom edge). */
  zeroY: number | undefined;
  min: number;
  max: number;
}

/** The series as SVG paths in a `width` × `height` box (pure, for tests). */
export function chartGeometry(
  series: readonly ChartSeries[],
  width: number,
  height: number,
): ChartGeometry {
  const all = series.flatMap((line) => line.values).filter(Number.isFinite);
  const min = Math.min(0, ...all);
  const max = Math.max(0, ...all);
  const span = max - min || 1;
  const steps = Math.max(1, Math.max(...series.map((line) => line.values.length)) - 1);
  const x = (index: number) => (index / steps) * width;
  const y = (value: number) => height - ((value - min) / span) * height;
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    paths: series.map((line) => ({
      name: line.name,
      d: line.values
        .map((value, index) => `${index === 0 ? "M" : "L"}${round(x(index))},${round(y(value))}`)
        .join(" "),
    })),
    zeroY: min < 0 ? round(y(0)) : undefined,
    min,
    max,
  };
}

const WIDTH = 600;
const HEIGHT = 200;

export function LineChart({
  series,
  caption,
  summary,
  xLabels,
}: {
  series: readonly ChartSeries[];
  caption: string;
  /** One sentence with the figures that matter, read to assistive technology. */
  summary: string;
  /** The first and last x labels ("Month 1", "Month 36"). */
  xLabels: [string, string];
}) {
  const geometry = chartGeometry(series, WIDTH, HEIGHT);
  return (
    <figure className="rounded-card border border-border bg-muted p-4">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-48 w-full overflow-visible"
        preserveAspectRatio="none"
        aria-hidden="true"
      >
        {geometry.zeroY === undefined ? null : (
          <line
            x1={0}
            x2={WIDTH}
            y1={geometry.zeroY}
            y2={geometry.zeroY}
            stroke="currentColor"
            className="text-slate-400"
            strokeWidth={1.5}
            vectorEffect="non-scaling-stroke"
          />
        )}
        {geometry.paths.map((path, index) => (
          <path
            key={path.name}
            d={path.d}
            fill="none"
            stroke={series[index]?.colour}
            strokeWidth={2.5}
            strokeDasharray={series[index]?.dashed ? "6 4" : undefined}
            vectorEffect="non-scaling-stroke"
          />
        ))}
      </svg>
      <div className="mt-1 flex justify-between text-xs text-slate-600" aria-hidden="true">
        <span>{xLabels[0]}</span>
        <span>{xLabels[1]}</span>
      </div>
      <ul className="mt-2 flex flex-wrap gap-4 text-xs text-slate-700" aria-hidden="true">
        {series.map((line) => (
          <li key={line.name} className="flex items-center gap-1.5">
            <svg viewBox="0 0 20 4" className="h-1 w-5" aria-hidden="true">
              <line
                x1={0}
                x2={20}
                y1={2}
                y2={2}
                stroke={line.colour}
                strokeWidth={3}
                strokeDasharray={line.dashed ? "6 4" : undefined}
              />
            </svg>
            {line.name}
          </li>
        ))}
      </ul>
      <figcaption className="mt-2 text-xs leading-relaxed text-slate-600">
        {caption} <span className="sr-only">{summary}</span>
      </figcaption>
    </figure>
  );
}
