import { lowerFirst } from "../../engine/text";
import { definePlanEngine } from "../_kit/plan/engine.server";
import { countShown } from "../_kit/plan/prose.server";
import { channelsSection, rankChannels } from "./channels.server";
import { buildContext, type GtmContext, joinWords, MOTION_LABEL } from "./context.server";
import { funnelNumbers, funnelSection, weeklyReviewSection } from "./funnel.server";
import { calendarSection, firstMonthSection } from "./launch.server";
import { GO_TO_MARKET_SECTIONS } from "./plan";
import { icpSection, messagingSection, pricingSection } from "./positioning.server";
import { goToMarketPrompt } from "./prompt.server";
import type { GoToMarketRequest } from "./schema";
import goToMarketTool from "./tool";

/**
 * The go-to-market engine (issue 13): the ideal customer, the message, the channels, the launch
 * price and offer, a dated calendar, the first month's content and outreach, the funnel with
 * month-one targets and the weekly review, written offline from the founder's answers, the
 * venture's earlier results and the knowledge base (every figure in the provenance), or by a
 * model told what each section must hold. Pure and deterministic; a regenerated section takes a
 * different angle per round while the others stay as they were.
 */
export const goToMarketEngine = definePlanEngine(GO_TO_MARKET_SECTIONS, {
  context: (request: GoToMarketRequest) => buildContext(request),
  sections: {
    icp: {
      guidance:
        "a paragraph naming the first buyers; a table { Attribute, Profile } (who buys, what hurts, where they gather, what they use today naming the competitors, how they buy, not a fit yet); a list of buying triggers, from customer discovery's journey and the founder's own description of the problem",
      write: icpSection,
    },
    messaging: {
      guidance:
        "the core message in one or two sentences in the customer's words, three proofs as a numbered list, and a table { Objection, Answer, Proof } built from customer discovery's adoption barriers",
      write: messagingSection,
    },
    channels: {
      guidance:
        "a paragraph stating the scoring method (reach, cost, fit each 1 to 5, and the formula); a table { Channel, Reach, Cost, Fit, Score } from the business model's channels, the sales motion and the budget; a list naming the primary pick, the secondary pick and why the rest wait",
      write: channelsSection,
    },
    pricing: {
      guidance:
        "the list price from the founder's price, else the market analysis' pricing (quote its figures with their sources), else the business model's usual range; a table { Item, Price, Basis }; the launch offer (founding-customer price, paid pilot or prepay) with its arithmetic",
      write: pricingSection,
    },
    "launch-calendar": {
      guidance:
        "a table { Week, Focus, Tasks, Owner } of six to eight weeks; dated from the launch date when given, else Week 1, Week 2…",
      write: calendarSection,
    },
    "first-30-days": {
      guidance:
        "a table { Days, Content, Outreach, Target } in four blocks of about a week, naming the primary and secondary channels and the customer",
      write: firstMonthSection,
    },
    funnel: {
      guidance:
        "a table { Stage, Target, Rate, Basis }: visitors, leads, customers and CAC for month one; every Basis cell starts with Sourced (publisher and year from the grounding's funnel benchmarks), Your input or Estimate (with the arithmetic); CAC = monthly budget ÷ customers when a budget is given, else the business model's CAC payback × price × gross margin",
      write: funnelSection,
    },
    "weekly-review": {
      guidance:
        "a table { Metric, Target, This week, Notes } with targets from the funnel and an empty This week column, then the review questions as a numbered list and a decision rule",
      write: weeklyReviewSection,
    },
  },
  summary: summaryOf,
  tool: goToMarketTool,
  prompt: goToMarketPrompt,
});

export const generateGoToMarket = goToMarketEngine.generate;
export const buildPrompt = goToMarketEngine.buildPrompt;

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
