import { formatNumber } from "../../engine/provenance-builder";
import { capitalise, lowerFirst, shorten } from "../../engine/text";
import { timeToFirstRevenue } from "../_kit/kb-prose.server";
import { carry } from "../_kit/plan/facts.server";
import { amountOf } from "../_kit/plan/figures.server";
import { rotate } from "../_kit/plan/prose.server";
import {
  afterLabel,
  beforeLabel,
  type PlanContext,
  pick,
  quoted,
  stripEnd,
} from "./context.server";

/**
 * The plan's choices that several sections share (issue 13): the goals' figures, the bets and the
 * deferred segments. Each takes a round: the section being regenerated reads its own round, the
 * others the first draft's choices (round 0), so a regenerated section changes only itself.
 */

// ---------------------------------------------------------------------------------------------
// Goals
// ---------------------------------------------------------------------------------------------

export interface GoalFigures {
  /** "3 paying clinics, $1,200 MRR" (founder) or "0 (pre-launch)". */
  baseline: string;
  /** True when the founder gave their traction. */
  baselineGiven: boolean;
  /** True when that traction speaks of paying customers or revenue: selling has started. */
  selling: boolean;
  /** `disagreement`: said beside the goal when the market analysis wins fewer than one customer. */
  customers: { value: number; display: string; pace: string; disagreement?: string };
  /** "Q2": the quarter the first (or next) paying customers are due. */
  firstRevenueQuarter: string;
  retention: { metric: string; target: string };
  payback: string;
  margin: string;
  interviews: string;
  /** The pace's name for prose: "planning", "conservative", "stretch". */
  take: string;
}

const TAKES = [
  { name: "planning", factor: 1, words: "the planning pace" },
  { name: "conservative", factor: 0.5, words: "a conservative take, half the planning pace" },
  { name: "stretch", factor: 1.5, words: "a stretch take, one and a half times the planning pace" },
] as const;

/** What a B2C model calls a paying customer. */
const CUSTOMER_WORD: Record<string, string> = {
  Subscription: "paying subscribers",
  Freemium: "paying users",
  "Mobile App": "paying users",
  Marketplace: "paying buyers or sellers",
};

/** Selling is under way when the founder's traction speaks of paying customers or revenue. */
const SELLING =
  /\b(pay|paid|paying|customers?|clients?|revenue|mrr|arr|sales|subscribers?|orders?)\b|\$/i;

export function goalFigures(ctx: PlanContext, round: number): GoalFigures {
  const { builder, facts, request } = ctx;
  const { model } = facts;
  const take = TAKES[round % TAKES.length] ?? TAKES[0];
  const traction = request.traction.trim();
  const baseline =
    traction ||
    builder.estimate(
      "Baseline: paying customers today",
      "0 (pre-launch)",
      "No traction was given, so the plan starts from a pre-launch baseline of 0 paying customers; enter your traction to replace it.",
    );
  const selling = traction !== "" && SELLING.test(traction);
  const range = timeToFirstRevenue(builder, model);
  const { low, high } = model.timeToFirstRevenueMonths;
  const start = selling ? 0 : Math.round((low + high) / 2);
  const sellingMonths = Math.max(1, 12 - start);
  const basePace = facts.orientation === "B2B" ? 2 : 30;
  const pace = basePace * take.factor;
  const paced = Math.max(1, Math.round(sellingMonths * pace));
  // The year's target is never above the customers the market analysis expects to win in three
  // years: held there, and said so (issue 23).
  const wonItem = facts.market?.assumptions.find(
    (item) => item.label === "Customers won within three years",
  );
  const won = wonItem ? amountOf(wonItem.value) : undefined;
  const held = won !== undefined && won >= 1 && won < paced ? Math.floor(won) : undefined;
  // Under one customer in three years: no target to hold at, so the disagreement is said.
  const belowOne = won !== undefined && won < 1;
  const value = held ?? paced;
  const unit =
    facts.orientation === "B2B"
      ? "paying customers"
      : (CUSTOMER_WORD[model.name] ?? "paying customers");
  const display = builder.estimate(
    `New paying customers in twelve months (${take.name} take)`,
    `${formatNumber(value)} new ${unit}`,
    `${
      selling
        ? "You already sell (your traction), so all 12 months count"
        : `${model.name} reaches first revenue in ${range} (Ninefold knowledge-base range); at its midpoint, ${start} months, ${sellingMonths} of the 12 months are spent selling`
    }. Founder-led selling at ${formatNumber(basePace)} new ${unit} a month is our planning assumption for a ${facts.orientation} ${model.name} venture (${take.words}: ${formatNumber(pace)} a month): ${sellingMonths} × ${formatNumber(pace)} ≈ ${formatNumber(paced)}${
      held === undefined
        ? "."
        : `, held at ${formatNumber(held)}: the customers your market analysis expects to win within three years are ${carry(builder, facts.market, "Customers won within three years") ?? wonItem?.value}, and a year cannot win more. Count more buyers there, or widen your segment, to raise it.`
    }`,
  );
  const retentionFigure = model.retention.figure;
  const retention = (() => {
    switch (model.retention.metric) {
      case "monthly-customer-churn":
        return {
          metric: "Monthly customer churn",
          target: `at most ${builder.figure(`${model.name} monthly customer churn`, retentionFigure)} a month`,
        };
      case "annual-gross-revenue-retention":
        return {
          metric: "Gross revenue retention",
          target: `${builder.figure(`${model.name} annual gross revenue retention`, retentionFigure)} a year or better`,
        };
      case "annual-client-retention":
        return {
          metric: "Client retention",
          target: `${builder.figure(`${model.name} annual client retention`, retentionFigure)} of clients kept a year`,
        };
      case "annual-repeat-customer-rate":
        return {
          metric: "Repeat-customer rate",
          target: `${builder.figure(`${model.name} annual repeat-customer rate`, retentionFigure)} buying again within a year`,
        };
    }
  })();
  const interviews =
    carry(builder, facts.discovery, "Discovery interviews to run") ??
    builder.estimate(
      "Discovery interviews to run",
      "20 interviews",
      "Ten with the first segment and five with each of two other segments: 10 + 5 + 5 = 20, enough to hear a pain repeat before building more.",
    );
  return {
    baseline,
    baselineGiven: traction !== "",
    selling,
    customers: {
      value,
      display,
      pace: formatNumber(pace),
      // Said beside the goal where the market analysis wins fewer than one customer in three years.
      ...(belowOne
        ? {
            disagreement: `Your market analysis expects ${carry(builder, facts.market, "Customers won within three years") ?? wonItem?.value} customers won within three years, fewer than this year's target: both cannot hold, so recount the buyers or widen the segment in the market analysis, or lower the target.`,
          }
        : {}),
    },
    firstRevenueQuarter: `Q${Math.min(4, Math.floor(start / 3) + 1)}`,
    retention,
    payback: builder.figure(`${model.name} CAC payback`, model.cacPaybackMonths),
    margin: builder.figure(`${model.name} gross margin`, model.grossMargin),
    interviews,
    take: take.name,
  };
}

// ---------------------------------------------------------------------------------------------
// Bets
// ---------------------------------------------------------------------------------------------

export interface Bet {
  key: "focus" | "channel" | "edge" | "retention" | "pricing";
  name: string;
  what: string;
  assumption: string;
  stop: string;
}

/** Every bet the plan could make, in the first draft's order of priority. */
export function betPool(ctx: PlanContext): Bet[] {
  const { facts, customerShort, product } = ctx;
  const goals = goalFigures(ctx, 0);
  const channel = quoted(
    ctx.builder,
    stripEnd(facts.model.channels[0] ?? "founder-led outreach"),
    `knowledge-base entry for ${facts.model.name} (channels)`,
  );
  const alternative = ctx.alternatives[0] ?? "today's workaround";
  const need = ctx.needs[0] ?? "a switch that costs little to try";
  const keeper = ctx.features[1] ?? ctx.features[0] ?? "the one workflow they repeat every week";
  const price = facts.model.typicalPricePoints[0];
  return [
    {
      key: "focus",
      name: `Win ${customerShort} first`,
      what: `Sell ${product} only to ${customerShort} until the twelve-month customer goal is in sight; every feature request is judged by whether they asked for it.`,
      assumption: `${capitalise(customerShort)} meet the pain often enough to pay for a fix, not just to agree it exists.`,
      stop: `At the Q1 review, fewer than half of the ${customerShort} interviewed name the pain unprompted.`,
    },
    {
      key: "channel",
      name: `One channel: ${lowerFirst(channel)}`,
      what: `Put the acquisition effort into ${lowerFirst(channel)} and measure cost per paying customer from the first week.`,
      assumption: `It reaches ${customerShort} at a cost the ${facts.model.name} CAC payback benchmark (${goals.payback}) allows.`,
      stop: `After a full quarter, ${lowerFirst(shorten(channel, 60))} has produced no paying ${customerShort} inside the ${goals.payback} payback target.`,
    },
    {
      key: "edge",
      name: `Beat ${ctx.alternativeShort(alternative)} on ${shorten(need, 70)}`,
      what: `Make ${need} the reason ${customerShort} switch from ${shorten(alternative, 80)}, and say it in every demo and page.`,
      assumption: `${capitalise(customerShort)} would switch from ${shorten(alternative, 80)} for it; they are not locked in by contracts or habit.`,
      stop: `Most prospects who use ${shorten(alternative, 80)} say it is nice but not worth switching.`,
    },
    {
      key: "retention",
      name: "Make them stay before making them many",
      what: `Build ${keeper} into the weekly routine of the first customers before spending on growth.`,
      assumption: `Customers who use ${shorten(keeper, 80)} every week renew; usage predicts retention.`,
      stop: `${goals.retention.metric} misses its target (${goals.retention.target}) two reviews running.`,
    },
    {
      key: "pricing",
      name: "Charge from the first customer",
      what: ctx.price
        ? `Charge your price, ${ctx.price.shown}${ctx.price.unit}, from the first deal; no free pilots longer than a month.`
        : price
          ? `Price within the ${facts.model.name} range for a ${price.label.toLowerCase()} from the first deal; no free pilots longer than a month.`
          : "Ask for money from the first deal; no free pilots longer than a month.",
      assumption: `${capitalise(customerShort)} see enough value to pay before the product is complete.`,
      stop: `Most ${customerShort} who reach the price ask for ${product} free or walk away.`,
    },
  ];
}

/** The three bets of a round: a rotation of the pool, so a regenerated list differs. */
export function chosenBets(ctx: PlanContext, round: number): Bet[] {
  return rotate(betPool(ctx), round).slice(0, 3);
}

/** The share of the team's time each of the three bets takes, and its cost in person-months. */
export const BET_SHARES = [50, 30, 20] as const;

export function betCost(ctx: PlanContext, index: number): string {
  const share = BET_SHARES[index] ?? 20;
  const value = Math.round((ctx.capacity.value * share) / 10) / 10;
  return ctx.builder.estimate(
    `Cost of bet ${index + 1} in team time`,
    `${formatNumber(value)} person-months`,
    `${share}% of the team's ${ctx.capacity.display} this year: ${share}% × ${formatNumber(ctx.capacity.value)} = ${formatNumber(value)} person-months.`,
  );
}

// ---------------------------------------------------------------------------------------------
// Segments
// ---------------------------------------------------------------------------------------------

export interface Segment {
  name: string;
  why: string;
  reopen: string;
}

/** The segments the plan defers: discovery's secondary personas, then the KB's other segments. */
export function deferredSegments(ctx: PlanContext, round: number): Segment[] {
  const { facts, customerShort } = ctx;
  const seen = new Set<string>();
  const segments: Segment[] = [];
  const add = (name: string, description: string, otherSide: boolean) => {
    const key = name.toLowerCase();
    if (seen.has(key) || customerShort.toLowerCase().includes(key)) return;
    seen.add(key);
    segments.push({
      name,
      why: otherSide
        ? `${description}: the other side of the market, a different sale and a different product message.`
        : `${description}: a budget like your first segment's, but each new segment splits the team's time and the product's focus.`,
      reopen: otherSide
        ? `Three or more of them ask for ${ctx.product} without being pitched, or the first segment's customers ask to bring them in.`
        : `${ctx.product} meets its goal with ${customerShort}, and interviews with this group show the same pain in the same words.`,
    });
  };
  for (const persona of facts.discovery?.customerPersonas.secondaryPersonas ?? []) {
    const name = beforeLabel(persona);
    const description = afterLabel(persona).split(". ")[0] ?? "";
    const otherSide = /other side|different sale/.test(persona);
    add(
      name,
      quoted(ctx.builder, shorten(stripEnd(description), 160), "customer discovery (personas)"),
      otherSide,
    );
  }
  // The segment the market analysis sized the first customer as is theirs, not a deferred one.
  const sized = sizedSegment(ctx);
  if (sized) seen.add(sized.toLowerCase());
  const orientation = facts.orientation.toLowerCase();
  for (const segment of facts.industry.customerSegments) {
    add(
      segment.name,
      quoted(
        ctx.builder,
        stripEnd(segment.description),
        `knowledge-base entry for ${facts.industry.name} (segments)`,
      ),
      segment.orientation !== orientation,
    );
  }
  return rotate(segments, round).slice(0, 3);
}

/** The knowledge-base segment the market analysis sized the customer as, if it says. */
export function sizedSegment(ctx: PlanContext): string | undefined {
  const audience = ctx.facts.market?.targetAudience;
  const match = audience ? /so we sized it as ([^(]+?) \(/.exec(audience) : null;
  return match?.[1];
}

/** The knowledge base's segment nearest the customer: the market analysis' choice, else its first. */
export function nearestSegment(ctx: PlanContext): string | undefined {
  return sizedSegment(ctx) ?? pick(ctx.facts.industry.customerSegments, 0)?.name;
}
