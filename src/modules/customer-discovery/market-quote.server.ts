import { formatUsd } from "../../engine/knowledge/schema";
import type { MarketFigure } from "../_kit/market-data.server";
import type { DiscoveryContext } from "./discovery-context.server";

/**
 * Quoting the founder's market analysis in the prose. Its text and figures are the founder's
 * input: an excerpt that shows a number is recorded as an `input` assumption naming the
 * `marketData` field it came from, so the number check can trace it.
 */

const FIELD_LABELS: Record<string, string> = {
  marketOverview: "overview",
  targetAudience: "target audience",
  marketSize: "market size",
  competitiveLandscape: "competitive landscape",
  pricingAnalysis: "pricing analysis",
  opportunities: "opportunities",
  threats: "threats",
};

/** An excerpt of the market analysis, recorded when it shows a figure. */
export function marketQuote(ctx: DiscoveryContext, field: string, excerpt: string): string {
  if (/\d/.test(excerpt)) {
    ctx.builder.input(
      `Quoted from your market analysis (${FIELD_LABELS[field] ?? field})`,
      `marketData.${field}`,
      excerpt,
    );
  }
  return excerpt;
}

/** A sizing figure of the market analysis as dollars, e.g. "$1.2B", recorded as input. */
export function marketFigure(
  ctx: DiscoveryContext,
  label: string,
  figure: MarketFigure,
  year?: number,
): string {
  const fullLabel =
    year === undefined
      ? `${label} from your market analysis`
      : `${label} from your market analysis (${year})`;
  return ctx.builder.input(fullLabel, figure.field, formatUsd(figure.value));
}
