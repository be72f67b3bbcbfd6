import { capitalise, lowerFirst } from "../../engine/text";
import {
  type DiscoveryContext,
  listJoin,
  modelBusinesses,
  startChannel,
} from "./discovery-context.server";
import {
  archetypeAt,
  archetypeWithExamples,
  foundersPrice,
  industryPrice,
  modelPrice,
  trendAt,
} from "./kb-phrases.server";
import {
  cacPayback,
  globalMarket,
  marketGrowth,
  retentionPhrase,
  usMarket,
} from "./kb-prose.server";
import { marketFigure, marketQuote } from "./market-quote.server";
import type { CustomerDiscoveryResult } from "./schema";

/** The market-insights section: segments, timing, acquisition, pricing and where to grow. */
export function marketInsights(ctx: DiscoveryContext): CustomerDiscoveryResult["marketInsights"] {
  return {
    segmentAnalysis: segmentAnalysis(ctx),
    marketTiming: marketTiming(ctx),
    customerAcquisition: customerAcquisition(ctx),
    pricingSensitivity: pricingSensitivity(ctx),
    growthOpportunities: growthOpportunities(ctx),
  };
}

/** Growth rates (percent a year) that separate a tailwind from a steady or slow market. */
const FAST_GROWTH = 7;
const SLOW_GROWTH = 4;

function segmentAnalysis(ctx: DiscoveryContext): string {
  const next = ctx.secondary.map(
    (segment) => `${lowerFirst(segment.name)} (${segment.orientation.toUpperCase()})`,
  );
  const then = next.length === 0 ? "" : ` Then ${listJoin(next)}.`;
  const tag = ctx.primaryFromUnit ? "" : `${ctx.primary.name}, `;
  return (
    `Start with ${ctx.customers} (${tag}${ctx.primary.orientation.toUpperCase()}): ` +
    `${lowerFirst(ctx.primary.description)}${then} The wider market (${ctx.industryLabel}) is ` +
    // The US figure only for a founder there or with no country: another country's founder is
    // not given the US market as theirs (issue 23).
    `${globalMarket(ctx.builder, ctx.industry)}` +
    `${ctx.country === null || ctx.country.id === "us" ? ` and ${usMarket(ctx.builder, ctx.industry)}` : ""}; ` +
    `that total is context, not your market.${marketSizing(ctx)}`
  );
}

function marketSizing(ctx: DiscoveryContext): string {
  const sizing = ctx.market?.sizing;
  if (sizing !== undefined) {
    const tam = marketFigure(ctx, `TAM (${sizing.method})`, sizing.tam, sizing.year);
    const sam = marketFigure(ctx, `SAM (${sizing.method})`, sizing.sam, sizing.year);
    const som = marketFigure(ctx, `SOM (${sizing.method})`, sizing.som, sizing.year);
    return (
      ` Your market analysis sizes it ${sizing.method} at a TAM of ${tam}, a SAM of ${sam} and a SOM ` +
      `of ${som}: the SOM is the slice your interviews with ${ctx.customers} should confirm.`
    );
  }
  const size = ctx.market?.marketSize;
  if (size !== undefined) {
    return ` Your market analysis puts the size as “${marketQuote(ctx, "marketSize", size)}”.`;
  }
  return ` Size the segment of ${ctx.customers} itself with the market analysis tool.`;
}

function marketTiming(ctx: DiscoveryContext): string {
  const growth = ctx.industry.growthRate.value;
  const verdict =
    growth >= FAST_GROWTH
      ? `A growing market forgives a slow start, but incumbents are investing too: move while ${ctx.customers} are still choosing.`
      : growth >= SLOW_GROWTH
        ? "Growth is steady: timing is neither a tailwind nor a reason to wait, so the trends above are what make now different."
        : `Overall growth is slow, so ${ctx.product} must win customers from incumbents: make switching easy.`;
  return (
    `${capitalise(ctx.industryLabel)} ${ctx.industry.name === "Other" ? "are" : "is"} growing ${marketGrowth(ctx.builder, ctx.industry)}. ` +
    `${trendAt(ctx, 2)} ${trendAt(ctx, 3)} ${verdict}`
  );
}

function customerAcquisition(ctx: DiscoveryContext): string {
  const channels = ctx.model.channels.slice(0, 3).map((text) => lowerFirst(text));
  const { channel: first, founderLed } = startChannel(ctx);
  const start = founderLed
    ? "conversations cost time rather than ad money, and teach you the most"
    : `it is the channel ${modelBusinesses(ctx)} usually start with`;
  return (
    `Channels that work for ${ctx.model.name}: ${listJoin(channels)}. For ${ctx.customers}, ` +
    `start with ${first}: ${start}. ${modelBusinesses(ctx)} typically earn back acquisition ` +
    `cost in ${cacPayback(ctx.builder, ctx.model)} and ${retentionPhrase(ctx.builder, ctx.model)}; ` +
    `keep what you spend to win each customer below what they pay you in that time.`
  );
}

function pricingSensitivity(ctx: DiscoveryContext): string {
  const industry = industryPrice(ctx);
  const compare =
    ctx.orientation === "B2B"
      ? `${capitalise(ctx.customers)} compare the price with the hours and errors it saves; a price that pays for itself within a month or two is an easy yes.`
      : `${capitalise(ctx.customers)} compare it with ${archetypeWithExamples(ctx, archetypeAt(ctx, 1))}, and notice every dollar above what they know.`;
  const analysis = ctx.market?.pricingAnalysis;
  const fromMarket =
    analysis === undefined
      ? ""
      : ` Your market analysis notes: “${marketQuote(ctx, "pricingAnalysis", analysis)}”.`;
  return (
    `${yourPrice(ctx)}Benchmarks: ${ctx.model.name} prices typically run ${modelPrice(ctx)}, and benchmarks in ` +
    `${ctx.industryLabel} put ${industry.label} at ${industry.display}. ${compare}${fromMarket} ` +
    "In interviews, name a price and watch the reaction rather than asking what they would pay."
  );
}

function growthOpportunities(ctx: DiscoveryContext): string[] {
  const list = ctx.secondary.map(
    (segment) =>
      `Expand to ${lowerFirst(segment.name)} once ${ctx.customers} pay: ` +
      `${lowerFirst(segment.description).replace(/\.$/, "")}`,
  );
  const opportunities = ctx.market?.opportunities ?? [];
  const opportunity = opportunities[1] ?? opportunities[0];
  if (opportunity !== undefined) {
    list.push(`From your market analysis: ${marketQuote(ctx, "opportunities", opportunity)}`);
  }
  list.push(`Ride a trend in ${ctx.industryLabel}: ${trendAt(ctx, 4)}`);
  return list;
}

/** "Your price is ₹999 a month; the benchmarks below are a comparison. ", or "". */
function yourPrice(ctx: DiscoveryContext): string {
  const own = foundersPrice(ctx);
  return own === null ? "" : `Your price is ${own}; the benchmarks are a comparison only. `;
}
