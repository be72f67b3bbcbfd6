import type { PriceRange } from "../../../engine/knowledge/schema";
import type { ProvenanceBuilder } from "../../../engine/provenance-builder";
import {
  isRecurring,
  moneyIn,
  type Payments,
  type PricePeriod,
  paymentsOf,
  priceUnit,
  type StatedPrice,
  upfrontWords,
} from "../../../engine/reading/price";
import { spendAssumptionIndex } from "../../../shared/market-analysis-result";
import type { PlanResult } from "../../../shared/plan";
import type { Assumption } from "../../../shared/provenance";
import { carry, type EarlierPlanName, type VentureFacts } from "./facts.server";
import { EARLIER_PLAN_FIELDS } from "./meta";

/**
 * The venture's figures, each derived once (issue 23): the price, the runway, the hiring budget,
 * the MVP's length and the launch. Each lives in the founder's statement (the brief, their words)
 * or in the plan that owns it; a later plan reads it from there (with where it came from) instead
 * of computing its own, and where its own answer would disagree with an earlier plan, it says so
 * with both figures and what to change (`Disagreement`), never printing both silently.
 */

/** Where two of the venture's figures disagree: both, and what to change. */
export interface Disagreement {
  /** The figure ("Price", "Runway", "Hiring budget", "MVP and launch"). */
  figure: string;
  /** One sentence with both figures and where each comes from, then what to change. */
  text: string;
}

/** The label a figure's assumption may carry in an earlier plan, by figure. */
export const FIGURE_LABELS = {
  price: (label: string) =>
    label === "Your planned price" ||
    label === "List price a month" ||
    label === "Price per customer a month" ||
    label === "Price a customer pays a month" ||
    label === "Your price" ||
    label.endsWith(" list price"),
  runway: (label: string) => label === "Runway" || label === "Runway (strategic plan)",
  hiringBudget: (label: string) => label === "Hiring budget a month",
  mvpWeek: (label: string) => label === "Milestone: MVP to testers",
  targetWeeks: (label: string) => label === "Your target weeks to MVP",
  customersThisYear: (label: string) => label.startsWith("New paying customers in twelve months"),
} as const;

/** The earlier plans in the order a figure is looked for: the latest plan first. */
const LATEST_FIRST = (Object.keys(EARLIER_PLAN_FIELDS) as (keyof typeof EARLIER_PLAN_FIELDS)[])
  .filter(
    (field): field is EarlierPlanName =>
      field !== "marketAnalysis" && field !== "customerDiscovery",
  )
  .reverse();

/** An earlier plan's figure by its label: the plan, its field and the assumption. */
export function earlierFigure(
  facts: VentureFacts,
  test: (label: string) => boolean,
  only?: readonly EarlierPlanName[],
): { field: EarlierPlanName; plan: PlanResult; assumption: Assumption } | undefined {
  // The founder's own answer in a plan (an input) first, latest plan first; else any plan's.
  for (const own of [true, false])
    for (const field of LATEST_FIRST) {
      if (only && !only.includes(field)) continue;
      const plan = facts.plans[field];
      const assumption = plan?.assumptions.find(
        (item) => test(item.label) && (!own || item.basis.kind === "input"),
      );
      if (plan && assumption) return { field, plan, assumption };
    }
  return undefined;
}

/** An earlier plan's figure quoted with its basis (so the number stays explained). */
function carried(
  builder: ProvenanceBuilder,
  earlier: { plan: PlanResult; assumption: Assumption },
  label?: string,
): string {
  return (
    carry(builder, earlier.plan, (text) => text === earlier.assumption.label, label) ??
    earlier.assumption.value
  );
}

/** "your strategic plan", "your go-to-market plan". */
export function planName(field: EarlierPlanName): string {
  return `your ${EARLIER_PLAN_FIELDS[field].name.replace(/^IT/, "IT").toLowerCase().replace(/^it,/, "IT,")}`;
}

/** The first amount a figure shows: "$249" → 249, "$1,500 a month" → 1500, "18 months" → 18. */
export function amountOf(value: string): number | undefined {
  const match = /(\d[\d,]*(?:\.\d+)?)\s*([kKmM])?\b/.exec(value);
  if (!match?.[1]) return undefined;
  const scale = match[2]?.toLowerCase() === "k" ? 1000 : match[2]?.toLowerCase() === "m" ? 1e6 : 1;
  const amount = Number(match[1].replace(/,/g, "")) * scale;
  return Number.isFinite(amount) ? amount : undefined;
}

// ---------------------------------------------------------------------------------------------
// Price
// ---------------------------------------------------------------------------------------------

export type PriceFrom =
  | "your brief"
  | "your input"
  | "your words"
  | "an earlier plan"
  | "market analysis"
  | "knowledge base";

/** The venture's price, read once: what it is, what it buys, and where it came from. */
export interface VenturePrice {
  /** The amount, in the price's own currency, unit and period. */
  value: number;
  /** The amount a customer pays a month (for the funnel and the model). */
  perMonth: number;
  currency: string;
  /** As recorded: "$249". */
  shown: string;
  /** " per store a month", " per customer a month". */
  unit: string;
  /** True when the price recurs every month. */
  monthly: boolean;
  period: PricePeriod | null;
  from: PriceFrom;
  /** Where it came from, in words: "your words: “$249 a month per store”". */
  fromText: string;
  /** The price's own words when the founder stated it. */
  words?: string;
  /** Where this plan's price disagrees with another of the founder's figures. */
  disagreements: Disagreement[];
  /**
   * How often a customer pays it (the engine's one rule, `paymentsOf`): a price per use as often
   * as stated or assumed; a device or a kit once. Absent for a price already a month's or a year's.
   */
  payments?: Payments;
  /**
   * A one-off price beside the recurring one (the device of hardware sold with a subscription),
   * in the price's currency, as recorded: paid once by each new customer.
   */
  upfront?: { amount: number; per: string; shown: string };
}

export interface PriceOptions {
  /** The label the price is recorded under in this plan ("Price per customer a month"). */
  label?: string;
  /** This plan's own form field for the price, when the founder filled it. */
  own?: {
    value: number;
    field: string;
    label: string;
    period?: PricePeriod | null;
    /** The currency the form's price is entered in (the request's `currency`), when it names one. */
    currency?: string;
  };
  /** The plans whose price this plan may carry (default: any earlier plan). */
  earlier?: readonly EarlierPlanName[];
}

const PERIOD_MONTHS: Partial<Record<PricePeriod, number>> = {
  month: 1,
  year: 12,
  week: 12 / 52,
  day: 1 / 30,
};

/** A stated price's amount a month: a year's ÷ 12, a week's × 52 ÷ 12; per item, one a month. */
function roundMoney(value: number): number {
  return value >= 10 ? Math.round(value) : Math.round(value * 100) / 100;
}

function monthlyOf(amount: number, period: PricePeriod | null): number {
  const months = period === null ? undefined : PERIOD_MONTHS[period];
  if (months === undefined) return amount;
  const value = amount / months;
  return value >= 10 ? Math.round(value) : Math.round(value * 100) / 100;
}

/**
 * The venture's price, derived once for every plan: the brief's stated price, else this plan's
 * own field, else the price in the founder's words, else an earlier plan's price (carried with
 * its basis), else the market analysis' spend per customer a year ÷ 12, else the middle of the
 * business model's usual range. The founder's stated price wins over any benchmark; where this
 * plan's own field disagrees with the founder's words or an earlier plan, it says so.
 */
export function venturePrice(
  facts: VentureFacts,
  builder: ProvenanceBuilder,
  options: PriceOptions = {},
): VenturePrice {
  const label = options.label ?? "Price per customer a month";
  const disagreements: Disagreement[] = [];
  const statedPrice = facts.stated.price;
  const words = facts.words.price;
  const earlier = earlierFigure(facts, FIGURE_LABELS.price, options.earlier);
  const earlierValue = earlier ? amountOf(earlier.assumption.value) : undefined;

  const fromStatement = (
    price: StatedPrice,
    from: "your brief" | "your words",
    field: string,
  ): VenturePrice => {
    // A label that says "a month" holds a month's amount: a price stated for another period is
    // recorded as stated beside it, and a price per item or per use keeps its own unit.
    const monthLabel = / a month$/u.test(label);
    const recurring = isRecurring(price.period);
    const statedLabel =
      !monthLabel || price.period === "month"
        ? label
        : recurring
          ? "Your price as stated"
          : label.replace(/ a month$/u, priceUnit(price) || " per purchase");
    const shown = builder.input(statedLabel, field, moneyIn(price.amount, price.currency));
    const each = moneyIn(price.amount, price.currency);
    // A price per item, per hour or paid once: how often it is paid is the engine's one rule,
    // said openly (an hourly rate is never a month's price).
    const payments = recurring ? undefined : paymentsOf(price, facts.reading.idea);
    const perMonth =
      payments === undefined || payments.once
        ? monthlyOf(price.amount, price.period)
        : roundMoney((price.amount * payments.count) / 12);
    if (payments?.once) {
      builder.estimate(
        "How often your price is paid",
        "once per customer",
        `Your price, ${price.words === each ? each : `${price.words} (${each})`}, is ${payments.why}: a plan counts it once for each new customer, in the month they buy.`,
      );
    } else if (payments) {
      builder.estimate(
        monthLabel ? label : `${label}, a month`,
        moneyIn(perMonth, price.currency),
        `Your price, ${price.words} (${each} each), × ${payments.why} ÷ 12 months = ${moneyIn(perMonth, price.currency)} a month.`,
      );
    }
    if (recurring && price.period !== "month") {
      builder.estimate(
        monthLabel ? label : `${label}, a month`,
        moneyIn(perMonth, price.currency),
        `Your price, ${price.words}, as a monthly amount: ${moneyIn(price.amount, price.currency)} ${price.period === "year" ? "÷ 12" : price.period === "week" ? "× 52 ÷ 12" : "× 30"} = ${moneyIn(perMonth, price.currency)} a month.`,
      );
    }
    const upfront = price.upfront
      ? {
          amount: price.upfront.amount,
          per: price.upfront.per,
          shown: builder.input(
            "One-off price per new customer",
            field,
            upfrontWords(price.upfront, price.currency),
          ),
        }
      : undefined;
    return {
      value: price.amount,
      perMonth,
      currency: price.currency,
      shown,
      ...(upfront ? { upfront } : {}),
      unit: priceUnit(price),
      monthly: price.period === "month",
      period: price.period,
      from,
      fromText: from === "your brief" ? "your brief" : `your words: “${price.words}”`,
      words: price.words,
      disagreements,
      ...(payments ? { payments } : {}),
    };
  };

  if (statedPrice) return fromStatement(statedPrice, "your brief", "brief.price");

  if (options.own && options.own.value > 0) {
    const own = options.own;
    const currency = own.currency ?? words?.currency ?? "USD";
    const period = own.period === undefined ? (words?.period ?? "month") : own.period;
    if (words && words.amount !== own.value)
      disagreements.push({
        figure: "Price",
        text: `Your idea states ${words.words}; this form's price is ${moneyIn(own.value, currency)}. This plan uses ${moneyIn(own.value, currency)}, the later answer: change the one that is wrong so the plans agree.`,
      });
    else if (!words && earlier && earlierValue !== undefined && earlierValue !== own.value)
      disagreements.push({
        figure: "Price",
        text: `${capital(planName(earlier.field))} prices at ${carried(builder, earlier)}; this form's price is ${moneyIn(own.value, currency)}. This plan uses ${moneyIn(own.value, currency)}: regenerate ${planName(earlier.field)} with it, or change this answer, so the plans agree.`,
      });
    return {
      value: own.value,
      perMonth: monthlyOf(own.value, period),
      currency,
      shown: builder.input(own.label, own.field, moneyIn(own.value, currency)),
      unit: words ? priceUnit(words) : priceUnit({ per: "", period }),
      monthly: period === "month",
      period,
      from: "your input",
      fromText: "your answer on this form",
      disagreements,
    };
  }

  if (words) {
    const field = facts.words.priceField ?? "businessIdea";
    return fromStatement(words, "your words", field);
  }

  if (earlier && earlierValue !== undefined && earlierValue > 0) {
    const shown =
      carry(builder, earlier.plan, (text) => text === earlier.assumption.label, label) ??
      earlier.assumption.value;
    const monthly = !/ a (?:year|week|day)\b/.test(earlier.assumption.value);
    return {
      value: earlierValue,
      perMonth: earlierValue,
      currency: "USD",
      shown,
      unit: " per customer a month",
      monthly,
      period: "month",
      from: "an earlier plan",
      fromText: `${planName(earlier.field)} (${earlier.assumption.label})`,
      disagreements,
    };
  }

  const spend = marketSpend(facts);
  const spendLabel = spend?.label ?? "Spend per customer a year";
  const spendValue = spend ? amountOf(spend.value) : undefined;
  if (spend && spendValue !== undefined && spendValue >= 12 && /^\$/.test(spend.value.trim())) {
    const annual = carry(builder, facts.market, spendLabel) ?? spend.value;
    // Cents kept under $10 a month: $17 a year is $1.42 a month, not $1.
    const exact = spendValue / 12;
    const monthly = exact >= 10 ? Math.round(exact) : Math.round(exact * 100) / 100;
    return {
      value: monthly,
      perMonth: monthly,
      currency: "USD",
      shown: builder.estimate(
        label,
        moneyIn(monthly, "USD"),
        `Spend per customer a year from the market analysis, ${annual}, ÷ 12 months = ${moneyIn(monthly, "USD")} a month.`,
      ),
      unit: " per customer a month",
      monthly: true,
      period: "month",
      from: "market analysis",
      fromText: "your market analysis' spend per customer a year ÷ 12",
      disagreements,
    };
  }

  const range = usdRange(facts.model.typicalPricePoints);
  const mid = Math.max(1, Math.round((range.low + range.high) / 2));
  const period = isPeriod(range.period) ? range.period : null;
  return {
    value: mid,
    perMonth: monthlyOf(mid, period),
    currency: "USD",
    shown: builder.estimate(
      label,
      moneyIn(mid, "USD"),
      `Midpoint of the knowledge base's ${range.label.toLowerCase()} range for ${facts.model.name}, ${moneyIn(range.low, "USD")}–${moneyIn(range.high, "USD")}: (${range.low} + ${range.high}) ÷ 2 ≈ ${mid}${period === "month" ? "" : ", read as one purchase per customer a month"}.`,
    ),
    unit: rangeUnit(range),
    monthly: period === "month",
    period,
    from: "knowledge base",
    fromText: `the middle of the usual ${facts.model.name} price range`,
    disagreements,
  };
}

function isPeriod(value: string | undefined): value is PricePeriod {
  return value === "month" || value === "year" || value === "week" || value === "day";
}

/** The business model's first price range in US dollars (a $10–$50 a month default). */
export function usdRange(ranges: readonly PriceRange[]): PriceRange {
  return (
    ranges.find((range) => range.unit === "USD") ??
    ({
      label: "Price",
      low: 10,
      high: 50,
      unit: "USD",
      per: "customer",
      period: "month",
    } as PriceRange)
  );
}

/** " per user a month", " per order", " per hour". */
export function rangeUnit(range: PriceRange): string {
  switch (range.period) {
    case "month":
    case "year":
    case "week":
    case "day":
      return ` per ${range.per} a ${range.period}`;
    case "hour":
      return range.per === "hour" ? " per hour" : ` per ${range.per} an hour`;
    default:
      return ` per ${range.per}`;
  }
}

// ---------------------------------------------------------------------------------------------
// Runway
// ---------------------------------------------------------------------------------------------

export interface VentureRunway {
  months: number;
  shown: string;
  from: "your input" | "your brief" | "an earlier plan";
  /** "your strategic plan" when carried. */
  fromText: string;
  disagreements: Disagreement[];
}

/**
 * The venture's runway in months, derived once: this plan's own answer, else the brief's, else
 * the latest earlier plan's (carried). Where this plan's answer differs from an earlier plan's,
 * it says so.
 */
export function ventureRunway(
  facts: VentureFacts,
  builder: ProvenanceBuilder,
  own?: { months: number; field: string },
): VentureRunway | undefined {
  const disagreements: Disagreement[] = [];
  const earlier = earlierFigure(facts, FIGURE_LABELS.runway);
  const earlierMonths = earlier ? amountOf(earlier.assumption.value) : undefined;
  const months = (n: number) => `${n} month${n === 1 ? "" : "s"}`;
  if (own) {
    if (earlier && earlierMonths !== undefined && earlierMonths !== own.months)
      disagreements.push({
        figure: "Runway",
        text: `${capital(planName(earlier.field))} counts on a runway of ${carried(builder, earlier, `Runway (${EARLIER_PLAN_FIELDS[earlier.field].name.toLowerCase()})`)}; you answer ${months(own.months)} here. This plan uses ${months(own.months)}: regenerate ${planName(earlier.field)} with it, or change this answer, so the plans agree.`,
      });
    return {
      months: own.months,
      shown: builder.input("Runway", own.field, months(own.months)),
      from: "your input",
      fromText: "your input",
      disagreements,
    };
  }
  if (facts.stated.runwayMonths !== undefined)
    return {
      months: facts.stated.runwayMonths,
      shown: builder.input("Runway", "brief.runwayMonths", months(facts.stated.runwayMonths)),
      from: "your brief",
      fromText: "your brief",
      disagreements,
    };
  if (!earlier || earlierMonths === undefined) return undefined;
  const name = EARLIER_PLAN_FIELDS[earlier.field].name.toLowerCase();
  const shown =
    carry(builder, earlier.plan, (text) => text === earlier.assumption.label, `Runway (${name})`) ??
    earlier.assumption.value;
  return {
    months: earlierMonths,
    shown,
    from: "an earlier plan",
    fromText: planName(earlier.field),
    disagreements,
  };
}

/**
 * A model's runway against the venture's: when the cash in the model runs out well before the
 * runway an earlier plan counted on, both are said with what to change.
 */
export function runwayAgainstModel(
  runway: VentureRunway | undefined,
  model: { months: number | null; shown: string; what: string },
): Disagreement | undefined {
  if (!runway || runway.from === "your input") return undefined;
  const lasts = model.months;
  // null: the cash lasts the whole model.
  if (lasts === null || lasts >= runway.months) return undefined;
  return {
    figure: "Runway",
    text: `${capital(runway.fromText)} counts on a runway of ${runway.shown}; this model's cash lasts ${model.shown} (${model.what}). Both cannot hold: raise the starting cash, delay hires or lower the spending until the model lasts ${runway.shown}, or correct the runway in ${runway.fromText} to what the cash allows.`,
  };
}

// ---------------------------------------------------------------------------------------------
// Hiring budget against payroll
// ---------------------------------------------------------------------------------------------

/** The venture's hiring budget a month from the team plan (or this plan's own answer). */
export function ventureHiringBudget(
  facts: VentureFacts,
  builder: ProvenanceBuilder,
  own?: { value: number; field: string; beside?: string },
): { value: number; shown: string; fromText: string } | undefined {
  if (own && own.value > 0)
    return {
      value: own.value,
      shown: builder.input(
        "Hiring budget a month",
        own.field,
        `${moneyIn(own.value, "USD")}${own.beside ?? ""}`,
      ),
      fromText: "your answer",
    };
  if (facts.stated.hiringBudget !== undefined && facts.stated.hiringBudget > 0)
    return {
      value: facts.stated.hiringBudget,
      shown: builder.input(
        "Hiring budget a month",
        "brief.hiringBudget",
        moneyIn(facts.stated.hiringBudget, "USD"),
      ),
      fromText: "your brief",
    };
  const earlier = earlierFigure(facts, FIGURE_LABELS.hiringBudget);
  const value = earlier ? amountOf(earlier.assumption.value) : undefined;
  if (!earlier || value === undefined || value <= 0) return undefined;
  const shown =
    carry(
      builder,
      earlier.plan,
      (text) => text === earlier.assumption.label,
      `Hiring budget a month (${EARLIER_PLAN_FIELDS[earlier.field].name.toLowerCase()})`,
    ) ?? earlier.assumption.value;
  return { value, shown, fromText: planName(earlier.field) };
}

/** A payroll over the hiring budget, said with both figures and what to change. */
export function payrollAgainstBudget(
  budget: { value: number; shown: string; fromText: string } | undefined,
  payroll: { value: number; shown: string; what: string },
): Disagreement | undefined {
  if (!budget || payroll.value <= budget.value) return undefined;
  return {
    figure: "Hiring budget",
    text: `Your hiring budget (${budget.fromText === "your answer" ? "your answer here" : budget.fromText}) is ${budget.shown} a month; ${payroll.what} cost ${payroll.shown} a month at full size. Both cannot hold: hire fewer people, later or part-time, or raise the budget (and the cash behind it) to the payroll.`,
  };
}

// ---------------------------------------------------------------------------------------------
// The MVP and the launch
// ---------------------------------------------------------------------------------------------

export interface VentureBuild {
  /** The build week the product plan puts the MVP in testers' hands. */
  mvpWeek?: { week: number; shown: string };
  /** The founder's target weeks to the MVP, from the product plan. */
  targetWeeks?: { weeks: number; shown: string };
  disagreements: Disagreement[];
}

/**
 * The product plan's MVP week and the founder's target, carried once; where the target is
 * shorter than the build the product plan costs, said.
 */
export function ventureBuild(facts: VentureFacts, builder: ProvenanceBuilder): VentureBuild {
  const disagreements: Disagreement[] = [];
  const plan = facts.plans.productPlan;
  if (!plan) return { disagreements };
  const mvp = plan.assumptions.find((item) => FIGURE_LABELS.mvpWeek(item.label));
  const target = plan.assumptions.find((item) => FIGURE_LABELS.targetWeeks(item.label));
  const mvpWeek = mvp ? amountOf(mvp.value) : undefined;
  const targetWeeks = target ? amountOf(target.value) : undefined;
  const result: VentureBuild = { disagreements };
  if (mvp && mvpWeek !== undefined)
    result.mvpWeek = {
      week: mvpWeek,
      shown: carry(builder, plan, (text) => text === mvp.label) ?? mvp.value,
    };
  if (target && targetWeeks !== undefined)
    result.targetWeeks = {
      weeks: targetWeeks,
      shown: carry(builder, plan, (text) => text === target.label) ?? target.value,
    };
  if (result.mvpWeek && result.targetWeeks && result.targetWeeks.weeks < result.mvpWeek.week)
    disagreements.push({
      figure: "MVP and launch",
      text: `Your product plan costs the MVP at ${result.mvpWeek.shown} of the build, but your target is ${result.targetWeeks.shown}. A launch planned on the target comes before the product exists: cut the must list, add build hours or a freelancer in the product plan, or move the target to ${result.mvpWeek.shown}.`,
    });
  return result;
}

/**
 * A launch date against the MVP: the latest day the build can start for the MVP (and its two
 * test rounds, `testWeeks`) to be ready by launch, said whenever both are known.
 */
export function launchAgainstBuild(
  builder: ProvenanceBuilder,
  build: VentureBuild,
  launch: { date: string; shown: string; launchWeek: number },
  testWeeks = 2,
): Disagreement | undefined {
  if (!build.mvpWeek) return undefined;
  const before = launch.launchWeek - 1;
  const weeks = build.mvpWeek.week + testWeeks + before;
  const weeksShown = builder.estimate(
    "Weeks from build start to launch day",
    `${weeks} weeks`,
    `The product plan's MVP in ${build.mvpWeek.shown} + ${testWeeks} weeks for two rounds of testers + ${before} weeks of launch preparation = ${weeks} weeks.`,
  );
  const start = builder.estimate(
    "Latest build start for the launch date",
    addDays(launch.date, -7 * weeks),
    `Launch date ${launch.date} − 7 × ${weeks} days = ${addDays(launch.date, -7 * weeks)}.`,
  );
  return {
    figure: "MVP and launch",
    text: `Your product plan puts the MVP in testers' hands in ${build.mvpWeek.shown} of the build; a launch on ${launch.shown} needs the build started by ${start} (${weeksShown} before, testing and preparation included). If the build starts later, move the launch date or shorten the build in the product plan; never launch before the MVP has passed its tests.`,
  };
}

function addDays(iso: string, days: number): string {
  const [year, month, day] = iso.split("-").map(Number);
  const date = new Date(Date.UTC(year ?? 2000, (month ?? 1) - 1, (day ?? 1) + days));
  return date.toISOString().slice(0, 10);
}

// ---------------------------------------------------------------------------------------------
// Saying it
// ---------------------------------------------------------------------------------------------

/** The disagreements as one paragraph's text: "Where your figures disagree: …", or undefined. */
export function disagreementText(items: readonly (Disagreement | undefined)[]): string | undefined {
  const found = items.filter((item): item is Disagreement => item !== undefined);
  if (found.length === 0) return undefined;
  return `Where your figures disagree: ${found.map((item) => item.text).join(" ")}`;
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

// ---------------------------------------------------------------------------------------------
// Customers: the strategic plan's target against a later plan's count
// ---------------------------------------------------------------------------------------------

/**
 * The strategic plan's new paying customers for the year against a later plan's count for the
 * same twelve months: when they differ by more than a tenth either way, both are said with what
 * to change (the target there or the funnel here).
 */
export function customersAgainstTarget(
  facts: VentureFacts,
  builder: ProvenanceBuilder,
  counted: { value: number; shown: string; what: string; change: string },
): Disagreement | undefined {
  const earlier = earlierFigure(facts, FIGURE_LABELS.customersThisYear, ["strategicPlan"]);
  const target = earlier ? amountOf(earlier.assumption.value) : undefined;
  if (!earlier || target === undefined || target <= 0) return undefined;
  // Within a tenth either way the two agree; beyond it both figures are said.
  if (counted.value >= target * 0.9 && counted.value <= target * 1.1) return undefined;
  const shown = carried(builder, earlier, "New paying customers this year (strategic plan)");
  return {
    figure: "Customers",
    text: `Your strategic plan targets ${shown} this year; ${counted.what} ${counted.shown}. Both cannot hold: ${counted.change}, or lower the strategic plan's target to what the funnel supports.`,
  };
}

// ---------------------------------------------------------------------------------------------
// Founders
// ---------------------------------------------------------------------------------------------

/**
 * How many founders the venture has, derived once: this plan's answer, else an earlier plan's
 * (the team plan's founders, the strategic plan's team size), carried; undefined when no plan
 * says, so the plan assumes its own default and says so.
 */
export function ventureFounders(
  facts: VentureFacts,
  builder: ProvenanceBuilder,
  own?: { count: number; field: string },
): { count: number; shown: string; fromText: string } | undefined {
  if (own) {
    return {
      count: own.count,
      shown: builder.input("Founders", own.field, String(own.count)),
      fromText: "your input",
    };
  }
  const earlier = earlierFigure(facts, (label) => label === "Founders" || label === "Team size", [
    "teamPlan",
    "strategicPlan",
  ]);
  if (earlier?.assumption.basis.kind !== "input") return undefined;
  const count = amountOf(earlier.assumption.value);
  if (count === undefined || count < 1) return undefined;
  const name = EARLIER_PLAN_FIELDS[earlier.field].name.toLowerCase();
  // "1 person" in the strategic plan's team size: carried as a count.
  carried(builder, earlier, `Founders (${name})`);
  return { count, shown: String(count), fromText: planName(earlier.field) };
}

// ---------------------------------------------------------------------------------------------
// The founder's price against the market analysis' spend per customer
// ---------------------------------------------------------------------------------------------

/**
 * The market analysis sizes the market at its own spend per customer a year; when the founder
 * states a price a year more than a quarter away from it, the market's money figures do not
 * hold for this venture: said, with both figures and what to change.
 */
export function priceAgainstMarket(
  facts: VentureFacts,
  builder: ProvenanceBuilder,
  price: VenturePrice | undefined,
): Disagreement | undefined {
  if (!price || (price.from !== "your words" && price.from !== "your brief")) return undefined;
  if (price.currency !== "USD") return undefined;
  const spend = marketSpend(facts);
  const label = spend?.label ?? "Spend per customer a year";
  const spendValue = spend ? amountOf(spend.value) : undefined;
  if (!spend || spendValue === undefined || spendValue <= 0 || !/^\$/.test(spend.value.trim()))
    return undefined;
  const yearly = Math.round(price.perMonth * 12);
  if (yearly >= spendValue * 0.75 && yearly <= spendValue * 1.25) return undefined;
  const market =
    carry(builder, facts.market, label, "Spend per customer a year, from your market analysis") ??
    spend.value;
  const yours = builder.estimate(
    "Your price a year",
    moneyIn(yearly, "USD"),
    `Your price ${price.shown}${price.unit}${price.period === null ? ", one purchase a month assumed," : ""} as a yearly amount: ${moneyIn(price.perMonth, "USD")} × 12 months = ${moneyIn(yearly, "USD")}.`,
  );
  return {
    figure: "Price",
    text: `Your market analysis counts each customer at ${market} a year; your own price comes to ${yours} a year. Its market sizes (SAM, SOM) are at its figure, not yours: run the market analysis again with your price before quoting them, and plan on your price here.`,
  };
}

/** The market analysis' spend per customer a year, under whichever label it wrote it. */
function marketSpend(facts: VentureFacts) {
  const assumptions = facts.market?.assumptions ?? [];
  return assumptions[spendAssumptionIndex(assumptions)];
}
