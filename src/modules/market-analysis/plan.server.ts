import { capitalise, lowerFirst } from "../../engine/text";
/**
 * The numbered lists that turn the analysis into work: market entry steps, key metrics and next
 * steps, shaped by the business type and stage and extended by the chosen research goals.
 */
import { growthRate, launchNeeds, modelBenchmarks } from "./benchmarks.server";
import {
  type AnalysisContext,
  industryName,
  nextSegment,
  scopePhrase,
  segmentPhrase,
} from "./context.server";
import type { Stage } from "./founder-input.server";
import { joinWords, kbText } from "./kb-prose.server";
import { sellingRules } from "./outlook.server";
import type { SizingOutcome } from "./sizing.server";

const STAGE_ENTRY: Record<Stage, (target: string) => string> = {
  validation: (target) =>
    `Before building, put a landing page with the price on it in front of ${target} and ` +
    "count sign-ups and pre-orders.",
  building: (target) =>
    `Recruit pilot customers from ${target} now and serve them before anyone else.`,
  launched: () =>
    "Double down on the channel that brought your first paying customers, and cut the ones " +
    "that did not.",
  scaling: () =>
    "Add one channel or one segment at a time, and stop any that misses the payback benchmark.",
};

function typeEntry(context: AnalysisContext): string {
  switch (context.request.businessType) {
    case "offline":
      return (
        `Pick the site where ${context.words.target} already pass by, and check zoning, ` +
        "permits and licences " +
        "before you sign a lease."
      );
    case "hybrid":
      return "Pre-sell online first, then open the physical side where orders cluster.";
    case "all":
      return "Run one online and one offline test side by side, then keep the cheaper channel per customer won.";
    default:
      return "Instrument the path from sign-up to first value from day one, and fix the biggest drop first.";
  }
}

function entryDetail(context: AnalysisContext): string[] {
  const { geography, provenance } = context;
  const model = context.model.model;
  const items: string[] = [];
  const third = model.channels[2];
  if (third !== undefined) {
    items.push(
      `Add a third channel once the first two work: ${lowerFirst(kbText(provenance, `${model.name} channel`, third))}.`,
    );
  }
  const currency = kbText(
    provenance,
    `${geography.scope} currency and tax`,
    geography.currencyNotes,
  );
  items.push(
    `Set prices and taxes for ${scopePhrase(geography.scope).name}: ${lowerFirst(currency)}`,
  );
  const note = geography.marketNotes[1] ?? geography.marketNotes[0];
  if (note !== undefined) {
    items.push(
      `Local conditions: ${lowerFirst(kbText(provenance, `${geography.scope} market note`, note))}`,
    );
  }
  const next = nextSegment(context);
  if (next !== null) {
    items.push(
      `Sequence: once ${context.words.target} pay and stay, take the same offer to the ${next.name} segment.`,
    );
  }
  return items;
}

/** `marketEntry`: beachhead, channels, offer, the stage's step and the business type's step. */
export function marketEntry(context: AnalysisContext, sizing: SizingOutcome): string[] {
  const { provenance, geography, goals, industry, words } = context;
  const model = context.model.model;
  const where = sizing.shown.oneLocation
    ? `around one location ${scopePhrase(geography.scope).within}`
    : scopePhrase(geography.scope).within;
  const [first, second] = model.channels
    .slice(0, 2)
    .map((channel) => lowerFirst(kbText(provenance, `${model.name} channel`, channel)));
  const items = [
    `Beachhead: ${words.target} ${where}, within ${segmentPhrase(context)} your sizing ` +
      "rests on.",
    `Reach them first through ${first}, then ${second}.`,
    `Launch offer: price within the ${sizing.shown.priceName} range, ${sizing.shown.priceRange}, ` +
      "and say plainly what " +
      `${words.idea} does better.`,
    STAGE_ENTRY[context.stage](words.target),
    typeEntry(context),
  ];
  if (goals.has("Market Entry Strategy")) items.push(...entryDetail(context));
  if (goals.has("Regulatory Environment")) {
    for (const note of sellingRules(context).slice(0, 2)) {
      items.push(
        `Before launch, check: ${lowerFirst(kbText(provenance, `${industryName(industry)} regulatory note`, note))}`,
      );
    }
  }
  if (goals.has("Investment Requirements")) {
    const needs = launchNeeds(context);
    items.push(
      `Budget the launch at ${needs.capital} (${model.name} benchmark) and plan for first ` +
        `revenue in ${needs.firstRevenue}.`,
    );
  }
  return items;
}

/** `keyMetrics`: the model's unit economics against benchmarks, and customers won against SOM. */
export function keyMetrics(context: AnalysisContext, sizing: SizingOutcome): string[] {
  const { goals, words } = context;
  const model = context.model.model;
  const benchmarks = modelBenchmarks(context);
  const { shown } = sizing;
  const items = [
    `CAC payback: under ${benchmarks.cacPayback}, the ${model.name} benchmark.`,
    `Gross margin: ${benchmarks.grossMargin} or better (${model.name} benchmark).`,
    `${capitalise(benchmarks.retentionLabel)}: ${benchmarks.retention} is the ${model.name} benchmark.`,
    shown.counted
      ? `Customers won: on track for ${shown.wonCustomers} ${shown.segmentNoun} within three years (bottom-up SOM, ` +
        `${shown.bottomUp.som} a year).`
      : `Customers won, against a target you set once you know how many ${shown.customerNoun} ` +
        `there are ${shown.within}.`,
  ];
  if (goals.has("Market Size Validation")) {
    items.push(
      `Conversion from prospects in ${segmentPhrase(context)} to paying customers: it decides ` +
        `whether ${shown.counted ? `${shown.wonCustomers} customers` : "a customer target"} is realistic.`,
      "Share of interviewees who already pay for a solution today: the real segment share.",
    );
  }
  if (goals.has("Pricing Strategy")) {
    items.push(`Revenue per customer a year, against the ${shown.annualSpend} the sizing assumes.`);
  }
  if (goals.has("Growth Opportunities")) {
    items.push(`Revenue growth, against the industry's ${growthRate(context).display} a year.`);
  }
  if (goals.has("Competitive Analysis")) {
    const rivals =
      words.competitors.length > 0 ? joinWords(words.competitors.slice(0, 3)) : "named rivals";
    items.push(`Win rate in deals against ${rivals}.`);
  }
  if (goals.has("Customer Segmentation")) {
    items.push("Revenue and retention by segment, to see which one deserves the next push.");
  }
  return items;
}

const STAGE_STEPS: Record<Stage, (context: AnalysisContext, sizing: SizingOutcome) => string[]> = {
  validation: (context, sizing) => [
    `Interview ${context.words.target} about how they handle the problem ` +
      `${context.words.idea} solves today and what they pay for it.`,
    `Show the price (${sizing.shown.priceName}, ${sizing.shown.priceRange}) on a landing page or in a pitch and count ` +
      "who commits.",
    `Replace our segment share (${sizing.shown.segmentShare}) and obtainable share ` +
      `(${sizing.shown.obtainableShare}) with what you learn, then rerun this analysis.`,
  ],
  building: (context) => [
    `Sign up pilot customers from ${context.words.target} before you launch.`,
    `Ship the smallest version that keeps the promise ${context.words.uvp === null ? `of ${context.words.idea}` : `“${context.words.uvp}”`}.`,
    "Set up tracking for the key metrics above before the first customer arrives.",
  ],
  launched: (_context, sizing) => [
    sizing.shown.counted
      ? `Compare your real price and customer count with the sizing's assumptions ` +
        `(${sizing.shown.annualSpend} a year; ${sizing.shown.wonCustomers} customers won).`
      : `Compare your real price with the sizing's ${sizing.shown.annualSpend} a year, and count ` +
        `${sizing.shown.customerNoun} ${sizing.shown.within} so the bottom-up sizing can be run.`,
    "Ask every customer who left why they left, and fix the most common reason first.",
    "Put the next month's budget into the channel with the shortest payback.",
  ],
  scaling: (context) => [
    `Test ${nextSegment(context)?.name ?? "a second segment"} with a small budget before committing.`,
    "Hire for the bottleneck that slows growth most, not for the org chart.",
    "Review payback by channel every month and stop any channel that misses the benchmark.",
  ],
};

function goalSteps(context: AnalysisContext, sizing: SizingOutcome): string[] {
  const { goals, industry, provenance, words } = context;
  const segment = segmentPhrase(context);
  const target = words.target;
  const steps: string[] = [];
  if (goals.has("Market Size Validation")) {
    const { customerNoun, customerKind, segmentCustomers } = sizing.shown;
    const counted =
      customerNoun === "people" || customerNoun === "businesses" ? target : customerNoun;
    steps.push(
      !sizing.shown.counted
        ? `Count ${customerNoun} ${sizing.shown.within}: the market size section says where the ` +
            "count is published; enter it as your buyer count and rerun this analysis."
        : customerKind === "b2b"
          ? `Count ${counted} in one state or city from a public directory or registry and scale ` +
            `it up: compare with our ${segmentCustomers} to check the segment share.`
          : `Check how many ${counted} ${customerNoun === "people" ? "live" : "there are"} in one ` +
            "city from census or local statistics, scale it up and compare with our " +
            `${segmentCustomers} to check the segment share.`,
      "Run a price test at the bottom and the top of the range to see how the SOM moves.",
    );
  }
  if (goals.has("Competitive Analysis")) {
    steps.push(
      words.competitors.length > 0
        ? `Sign up for or buy from ${joinWords(words.competitors.slice(0, 3))} and note their price, onboarding and reviews.`
        : `Find the three competitors ${target} mention most and sign up for each.`,
    );
  }
  if (goals.has("Customer Segmentation")) {
    const next = nextSegment(context);
    steps.push(
      next === null
        ? `Split your interviews within ${segment} by size or need and compare willingness to pay.`
        : `Interview buyers in both ${segment} and the ${next.name} segment and compare willingness to pay.`,
    );
  }
  if (goals.has("Pricing Strategy")) {
    steps.push("Run the three-price test in the Pricing Analysis with real buyers.");
  }
  if (goals.has("Investment Requirements")) {
    const needs = launchNeeds(context);
    steps.push(
      `Build a month-by-month budget to first revenue from the ${needs.capital} benchmark.`,
    );
  }
  if (goals.has("Regulatory Environment")) {
    steps.push(
      `Ask a lawyer or accountant which of the ${industryName(industry)} rules listed under threats apply to you, before you launch.`,
    );
  }
  if (goals.has("Risk Assessment")) {
    const risk = kbText(provenance, `${industryName(industry)} key risk`, industry.keyRisks[0]!);
    steps.push(`Write down how you would survive the top risk: ${lowerFirst(risk)}`);
  }
  if (goals.has("Technology Trends")) {
    steps.push(
      "Pick the one trend that makes your offer easier to believe and test it in your pitch.",
    );
  }
  if (goals.has("Growth Opportunities")) {
    steps.push(
      "List the adjacent segment's top three objections and whether your offer answers them.",
    );
  }
  if (goals.has("Market Entry Strategy")) {
    steps.push(
      "Set the proof each entry step must show (customers, payback) before the next begins.",
    );
  }
  return steps;
}

/** `nextSteps`: the stage's three steps, each goal's step, and the saved idea's update. */
export function nextSteps(context: AnalysisContext, sizing: SizingOutcome): string[] {
  const steps = [...STAGE_STEPS[context.stage](context, sizing), ...goalSteps(context, sizing)];
  const { savedTitle } = context.words;
  if (savedTitle !== null) {
    const title = context.provenance.input("Saved idea", "previousData", savedTitle);
    steps.push(`Update your saved idea “${title}” with this analysis's SOM and segment.`);
  }
  return steps;
}
