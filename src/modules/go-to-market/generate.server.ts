import { OFFLINE_DATA_SOURCE, type OfflineGenerator } from "../../engine/offline";
import { lowerFirst } from "../../engine/text";
import type { PlanBlock, PlanSection } from "../../shared/plan";
import { countShown } from "../_kit/plan/prose.server";
import { channelsSection, rankChannels } from "./channels.server";
import { buildContext, type GtmContext, joinWords, MOTION_LABEL } from "./context.server";
import { funnelNumbers, funnelSection, weeklyReviewSection } from "./funnel.server";
import { calendarSection, firstMonthSection } from "./launch.server";
import { GO_TO_MARKET_SECTIONS } from "./plan";
import { icpSection, messagingSection, pricingSection } from "./positioning.server";
import type { GoToMarketRequest, GoToMarketResult } from "./schema";

/**
 * The offline go-to-market engine (issue 13): the ideal customer, the message, the channels, the
 * launch price and offer, a dated calendar, the first month's content and outreach, the funnel
 * with month-one targets and the weekly review, written from the founder's answers, the venture's
 * earlier results and the knowledge base, every figure in the provenance. Pure and deterministic;
 * a regenerated section takes a different angle per round while the others stay as they were.
 */
const WRITERS: Record<string, (ctx: GtmContext) => PlanBlock[]> = {
  icp: icpSection,
  messaging: messagingSection,
  channels: channelsSection,
  pricing: pricingSection,
  "launch-calendar": calendarSection,
  "first-30-days": firstMonthSection,
  funnel: funnelSection,
  "weekly-review": weeklyReviewSection,
};

export const generateGoToMarket: OfflineGenerator<GoToMarketRequest, GoToMarketResult> = (
  request,
) => {
  const ctx = buildContext(request);
  const summary = summaryOf(ctx);
  const sections: PlanSection[] = GO_TO_MARKET_SECTIONS.map((spec) => {
    const write = WRITERS[spec.id];
    if (!write) throw new Error(`No writer for the go-to-market section ${spec.id}`);
    return { id: spec.id, heading: spec.heading, blocks: write(ctx), round: ctx.roundFor(spec.id) };
  });
  return {
    summary,
    sections,
    builtOn: ctx.facts.builtOn,
    dataSource: OFFLINE_DATA_SOURCE,
    ...ctx.builder.build(),
  };
};

/** Three to five sentences from the plan's first take, so a regenerated section leaves it alone. */
function summaryOf(ctx: GtmContext): string {
  const [primary, secondary] = rankChannels(ctx, 0);
  const numbers = funnelNumbers(ctx, 0);
  const channels = [primary, secondary]
    .filter((channel) => channel !== undefined)
    .map((channel) => lowerFirst(channel.name));
  const [first, second] = channels;
  const sentences = [
    `This plan launches ${ctx.product} to ${ctx.customerFull} on a ${MOTION_LABEL[ctx.motion]} motion${first ? `, with ${first} as the primary channel${second ? ` and ${second} as the secondary` : ""}` : ""}.`,
    `It lists at ${ctx.price.shown}${ctx.price.unit} with a launch offer for the first customers, and aims for ${countShown(numbers.leads)} leads and ${customersPhrase(numbers.customers)} in month one.`,
  ];
  if (ctx.lacks.length > 0)
    sentences.push(
      `It has no ${joinWords(ctx.lacks.map((lack) => lack.replace(/^an? /, "")))}; run ${ctx.lacks.length > 1 ? "those modules" : "that module"} to sharpen it.`,
    );
  else sentences.push("It builds on your market analysis, customer discovery and strategic plan.");
  return sentences.join(" ");
}

/** Month one's customers as a founder reads them: "about one customer (0.9 at these rates)". */
function customersPhrase(customers: number): string {
  const shown = countShown(customers);
  if (customers < 1) return `about one customer at most (${shown} at these rates)`;
  if (customers < 1.5) return `about one customer (${shown} at these rates)`;
  return Number.isInteger(customers) ? `${shown} customers` : `about ${shown} customers`;
}
