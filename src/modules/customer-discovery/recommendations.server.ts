import { capitalise, lowerFirst } from "../../engine/text";
import { timeToFirstRevenue } from "../_kit/kb-prose.server";
import {
  type DiscoveryContext,
  modelBusinesses,
  oneCustomer,
  startChannel,
  trafficChannel,
} from "./discovery-context.server";
import {
  foundersPrice,
  marketPrice,
  modelPrice,
  priceToTest,
  regulatoryNote,
} from "./kb-phrases.server";
import { retentionPhrase } from "./kb-prose.server";
import { marketFigure, marketQuote } from "./market-quote.server";
import type { CustomerDiscoveryResult } from "./schema";

/** The recommendations section: what to do this week, what is unknown, how to test, milestones. */
export function recommendations(ctx: DiscoveryContext): CustomerDiscoveryResult["recommendations"] {
  const interviews = interviewPlan(ctx);
  return {
    immediateActions: immediateActions(ctx, interviews),
    researchGaps: researchGaps(ctx),
    validationSteps: validationSteps(ctx, interviews),
    nextMilestones: nextMilestones(ctx, interviews),
  };
}

/** Interviews per persona: enough for patterns in the first group, a first read on the others. */
const PRIMARY_INTERVIEWS = 10;
const SECONDARY_INTERVIEWS = 5;

interface InterviewPlan {
  /** "20 interviews", recorded as our estimate with its arithmetic. */
  total: string;
}

/** The number of discovery interviews to book, with the arithmetic in the assumptions. */
export function interviewPlan(ctx: DiscoveryContext): InterviewPlan {
  const secondary = ctx.secondary.length;
  const total = PRIMARY_INTERVIEWS + SECONDARY_INTERVIEWS * secondary;
  return {
    total: ctx.builder.estimate(
      "Discovery interviews to run",
      `${total} interviews`,
      `${PRIMARY_INTERVIEWS} interviews with the primary persona + ${SECONDARY_INTERVIEWS} × ` +
        `${secondary} secondary personas = ${total}. Rule of thumb: about ${PRIMARY_INTERVIEWS} ` +
        `conversations show whether a problem repeats; ${SECONDARY_INTERVIEWS} give a first read ` +
        "on another group.",
    ),
  };
}

function immediateActions(ctx: DiscoveryContext, plan: InterviewPlan): string[] {
  const channel = startChannel(ctx).channel;
  const secondary =
    ctx.secondary.length === 0 ? "" : `, and ${SECONDARY_INTERVIEWS} with each secondary persona`;
  const actions = [
    `Write down the three riskiest assumptions behind ${ctx.product}: that ${ctx.customers} ` +
      `meet the problem often, that they pay to solve it, and that ${channel} reaches them`,
    `Book ${plan.total}: ${PRIMARY_INTERVIEWS} with ${primaryInterviewees(ctx)}${secondary}. Ask ` +
      "about the last time the problem happened, not about your idea",
    recruiting(ctx),
  ];
  const audience = ctx.market?.targetAudience;
  actions.push(
    audience === undefined
      ? "Run the market analysis tool for this idea, so its sizing and competitors sit next to these interviews"
      : `Recruit from the audience your market analysis named (“${marketQuote(ctx, "targetAudience", audience)}”) and note where it was wrong`,
  );
  return actions;
}

/**
 * Whom the primary interviews are with: for a role inside an organisation, that role at ten
 * different organisations (one buying decision each); else the customers.
 */
function primaryInterviewees(ctx: DiscoveryContext): string {
  const { buyer } = ctx;
  if (buyer.unit?.kind === "organisation") {
    const who = buyer.role === null ? "the people who own the problem" : plural(buyer.role);
    return `${who}, each at a different ${oneCustomer(ctx)} (one buying decision each)`;
  }
  return ctx.customers;
}

/** "quality and patient safety manager" → "quality and patient safety managers". */
const plural = (role: string) => (/(?:s|sh|ch|x)$/u.test(role) ? `${role}es` : `${role}s`);

/** Where the counted unit's buyers can be found, for units the generic advice misses. */
const GATHERING_PLACES: Readonly<Record<string, string>> = {
  "dog-households": "dog parks, vet waiting rooms, pet shops, and neighbourhood or building groups",
  "pet-households": "vet waiting rooms, pet shops, and neighbourhood or building groups",
  "community-hospitals":
    "state hospital associations, quality and patient-safety networks and their conferences, and LinkedIn searched by job title",
  "small-community-hospitals":
    "state and rural hospital associations, critical-access hospital networks, quality and patient-safety conferences, and LinkedIn searched by job title",
};

function recruiting(ctx: DiscoveryContext): string {
  const { buyer } = ctx;
  const who =
    buyer.role !== null && buyer.unit?.kind === "organisation" ? plural(buyer.role) : ctx.customers;
  const places =
    (buyer.unit === null ? undefined : GATHERING_PLACES[buyer.unit.id]) ??
    (buyer.role !== null
      ? "their professional association and its conferences, and LinkedIn searched by job title"
      : ctx.orientation === "B2B"
        ? "trade associations, industry groups, the suppliers they all use"
        : "online communities, local groups, the places they already shop");
  return `Find the first ${who} where they already gather (${places}) and ask each person you interview for two more names`;
}

/** What customers would pay: the founder's price tested, the model's range beside it. */
function willingness(ctx: DiscoveryContext): string {
  const own = foundersPrice(ctx);
  const market = own === null ? marketPrice(ctx) : null;
  if (market !== null)
    return (
      `Willingness to pay around ${market}, your market analysis' spend per customer: an ` +
      `estimate to test, not your customers' answer (the typical ${ctx.model.name} range, ` +
      `${modelPrice(ctx)}, is only a comparison)`
    );
  if (own === null)
    return `Willingness to pay around ${modelPrice(ctx)}: a typical ${ctx.model.name} range, not your customers' answer`;
  return (
    `Willingness to pay your price, ${own}: yours to test in interviews (the typical ` +
    `${ctx.model.name} range, ${modelPrice(ctx)}, is only a comparison)`
  );
}

function researchGaps(ctx: DiscoveryContext): string[] {
  const gaps = [
    `What ${ctx.customers} spend today, in money and hours, on the problem: the knowledge base ` +
      `holds market totals for ${ctx.industryLabel}, not the budget of your niche`,
    willingness(ctx),
    `How many ${ctx.customers} there are in your first market: a count from directories, ` +
      "associations or census tables",
    `Which rules apply to ${ctx.product}, starting with this one: ${lowerFirst(regulatoryNote(ctx))}`,
  ];
  const sizing = ctx.market?.sizing;
  if (sizing !== undefined) {
    const sam = marketFigure(ctx, `SAM (${sizing.method})`, sizing.sam, sizing.year);
    gaps.push(
      `Whether the ${sam} SAM in your market analysis holds for ${ctx.customers} specifically, ` +
        "or counts buyers who will never need this",
    );
  }
  return gaps.map((gap) => gap.replace(/\.$/, ""));
}

function validationSteps(ctx: DiscoveryContext, plan: InterviewPlan): string[] {
  return [
    `Problem interviews: ${plan.total} about past behaviour. The problem is real if most ` +
      "describe a recent, costly example without prompting",
    `Smoke test: a one-page site for ${ctx.product} with a price (${priceToTest(ctx)}) and a ` +
      `sign-up or deposit button, with traffic from ${trafficChannel(ctx)}`,
    `Pilot: ${ctx.playbook.pilot(ctx.customers)}`,
    `Commitment: count ${ctx.playbook.commitment}. If nobody commits, change the customer or ` +
      "the offer before writing more code or signing anything",
  ];
}

function nextMilestones(ctx: DiscoveryContext, plan: InterviewPlan): string[] {
  return [
    `${capitalise(plan.total)} done, with a one-page summary of the problems ${ctx.customers} ` +
      "ranked highest, in their words",
    `First commitment: ${ctx.playbook.commitment}`,
    `First revenue: ${modelBusinesses(ctx)} typically take ` +
      `${timeToFirstRevenue(ctx.builder, ctx.model)} to reach it; plan your runway for the upper end`,
    `Retention proof: track ${ctx.playbook.metric} against the benchmark, where ` +
      `${modelBusinesses(ctx)} ${retentionPhrase(ctx.builder, ctx.model)}`,
  ];
}
