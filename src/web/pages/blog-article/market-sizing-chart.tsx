import { useId } from "react";

/**
 * The guide's chart (`<!-- chart:market-sizing -->`): the worked example's four sizing figures,
 * US$ millions a year, as an inline SVG bar chart. The table that follows it in the article
 * carries the same figures as text; the SVG has its own text alternative too.
 */

export const MARKET_SIZING = [
  { label: "TAM", detail: "100,000 firms", value: 120, color: "#3730a3" },
  { label: "SAM", detail: "40,000 firms", value: 48, color: "#6366f1" },
  { label: "Top-down check", detail: "current spending", value: 40, color: "#94a3b8" },
  { label: "SOM", detail: "750 customers, year 3", value: 0.9, color: "#059669" },
] as const;

const MAX = 120;

export const MARKET_SIZING_SUMMARY = `Market sizing for the illustrative example, in US$ millions a year: ${MARKET_SIZING.map(
  (bar) => `${bar.label} (${bar.detail}) ${bar.value}`,
).join("; ")}.`;

/**
 * Two drawings of the same bars: "wide" (labels beside the bars) from the sm breakpoint up, and
 * "narrow" (labels above the bars) on phones, so the text stays readable when the SVG scales.
 * CSS shows one; the hidden one is out of the accessibility tree.
 */
const LAYOUTS = {
  wide: { width: 640, labelWidth: 170, barArea: 390, row: 56, top: 16, barTop: 6, labelLine: 17 },
  narrow: { width: 340, labelWidth: 0, barArea: 260, row: 64, top: 4, barTop: 24, labelLine: 15 },
} as const;

function Chart({ layout, className }: { layout: keyof typeof LAYOUTS; className: string }) {
  const titleId = useId();
  const descId = useId();
  const g = LAYOUTS[layout];
  const height = g.top + g.row * MARKET_SIZING.length + 8;
  const wide = layout === "wide";
  return (
    <svg
      viewBox={`0 0 ${g.width} ${height}`}
      width={g.width}
      height={height}
      role="img"
      aria-labelledby={titleId}
      aria-describedby={descId}
      className={className}
    >
      <title id={titleId}>Illustrative market sizing: TAM, SAM, top-down check and SOM</title>
      <desc id={descId}>{MARKET_SIZING_SUMMARY}</desc>
      {[0, 30, 60, 90, 120].map((tick) => {
        const x = g.labelWidth + (tick / MAX) * g.barArea;
        return <line key={tick} x1={x} x2={x} y1={g.top} y2={height - 8} stroke="#e2e8f0" />;
      })}
      {MARKET_SIZING.map((bar, index) => {
        const y = g.top + index * g.row;
        const width = Math.max((bar.value / MAX) * g.barArea, 3);
        const barHeight = wide ? 28 : 22;
        return (
          <g key={bar.label}>
            <text x={0} y={y + g.labelLine} fontSize="15" fontWeight="600" fill="#0f172a">
              {bar.label}
              {wide ? null : (
                <tspan fontSize="13" fontWeight="400" fill="#475569">
                  {` · ${bar.detail}`}
                </tspan>
              )}
            </text>
            {wide ? (
              <text x={0} y={y + 36} fontSize="12.5" fill="#475569">
                {bar.detail}
              </text>
            ) : null}
            <rect
              x={g.labelWidth}
              y={y + g.barTop}
              width={width}
              height={barHeight}
              rx={4}
              fill={bar.color}
            />
            <text
              x={g.labelWidth + width + 8}
              y={y + g.barTop + barHeight / 2 + 5}
              fontSize="14"
              fontWeight="600"
              fill="#0f172a"
            >
              ${bar.value}M
            </text>
          </g>
        );
      })}
    </svg>
  );
}

export function MarketSizingChart() {
  return (
    <figure className="mt-8 rounded-card border border-border bg-muted p-4 sm:p-6">
      <Chart layout="wide" className="hidden h-auto w-full sm:block" />
      <Chart layout="narrow" className="h-auto w-full sm:hidden" />
      <figcaption className="mt-3 text-sm leading-relaxed text-slate-600">
        The worked example's market, sized four ways, in US$ millions a year. SOM ($0.9M) is under
        1% of TAM, which is why it barely shows. All figures are illustrative, for the worked
        example only.
      </figcaption>
    </figure>
  );
}
