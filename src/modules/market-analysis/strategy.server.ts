/**
 * The advice sections: recommended strategy (shaped by stage, business type, competition and the
 * value proposition; deeper for investment, growth and entry goals) and pricing analysis (deeper
 * for the Pricing Strategy goal).
 */

import { capitalise, lowerFirst } from "../../engine/text";
import { launchNeeds, modelBenchmarks } from "./benchmarks.server";
import {
  type AnalysisContext,
  alternativeModel,
  article,
  industryName,
  nextSegment,
  scopePhrase,
  segmentPhrase,
} from "./context.server";
import type { Stage } from "./founder-input.server";
import { formatMoney, joinWords, kbText, priceRangeText } from "./kb-prose.server";
import type { MarketAnalysisRequest } from "./schema";
import type { SizingOutcome } from "./sizing.server";

const POSITIONING = {
  high: (segment: string, within: string) =>
    `Niche down: in a high-competition market, win ${segment} ${within} before you widen the ` +
    "offer; a narrow segment is one incumbents do not defend.",
  medium: (segment: string, within: string) =>
    `Move early but narrow: competition is moderate, so own ${segment} ${within} while the ` +
    "leaders are busy elsewhere.",
  low: (segment: string, within: string) =>
    `Competition is low, so speed matters more than differentiation: reach ${segment} ` +
    `${within} before others notice the gap.`,
} as const;

const STAGE_PLANS: Record<Stage, string> = {
  validation:
    "Validate before you build: talk to buyers, show them the price, and count who pre-orders " +
    "or joins a waitlist.",
  building:
    "Build for your first customers: ship the smallest version that keeps the promise, and let " +
    "them shape the rest.",
  launched:
    "Fix retention before you buy growth: find out why customers stay or leave, then spend " +
    "on the channel that brought the ones who stayed.",
  scaling:
    "Scale one lever at a time: add a channel, a segment or a region only when the current one " +
    "pays back within the benchmark.",
};

function channelPlan(
  context: AnalysisContext,
  type: MarketAnalysisRequest["businessType"],
): string {
  const { provenance } = context;
  const model = context.model.model;
  const [first, second] = model.channels
    .slice(0, 2)
    .map((channel) => lowerFirst(kbText(provenance, `${model.name} channel`, channel)));
  const lead =
    `Lead with ${first}, then ${second}: the channels that usually work for ${model.name} ` +
    "businesses.";
  switch (type) {
    case "offline":
      return (
        `${lead} Choose one location where ${context.words.target} already go: the sizing assumes one ` +
        "location's catchment, and a second site should wait until the first is profitable."
      );
    case "hybrid":
      return (
        `${lead} Start with the side that proves demand for less money, usually online ` +
        "pre-orders, and open the physical side where those orders cluster."
      );
    case "all":
      return (
        `${lead} You chose all business types: run one online and one offline test side by ` +
        "side and keep the one that wins customers for less."
      );
    default:
      return `${lead} Measure the time from sign-up to first value from day one; it predicts retention.`;
  }
}

function uvpPlan(context: AnalysisContext): string {
  const { words } = context;
  if (words.uvp !== null) {
    return (
      `Make “${words.uvp}” the first line of every page and pitch, and drop features that do ` +
      "not serve it."
    );
  }
  return (
    `Write one sentence saying why ${context.words.target} should switch from what they use ` +
    "today; everything else in this plan hangs on it."
  );
}

function investmentPlan(context: AnalysisContext): string {
  const { industry, stage } = context;
  const model = context.model.model;
  const needs = launchNeeds(context);
  const benchmarks = modelBenchmarks(context);
  const stageMoney: Record<Stage, string> = {
    validation: "Spend on learning before building: keep the first outlay near the low end.",
    building: "Fund the build to first revenue, not beyond: raise or spend in steps tied to proof.",
    launched: "Spend on acquisition only as fast as customers pay back their cost.",
    scaling: "Raise for growth once payback is proven; capital then buys speed, not learning.",
  };
  return (
    `Investment: ${model.name} businesses typically need ${needs.capital} to launch, ` +
    `excluding founders' salaries, and reach first revenue in ${needs.firstRevenue}. ` +
    `${industryName(industry)} is rated ${industry.capitalIntensity.replace("-", " ")} in capital ` +
    `intensity. With a CAC payback of ${benchmarks.cacPayback} and ${benchmarks.grossMargin} ` +
    `gross margin, every customer ties up cash for months before it comes back. ${stageMoney[stage]}`
  );
}

function growthPlan(context: AnalysisContext): string {
  const { geography } = context;
  const next = nextSegment(context);
  const alternative = alternativeModel(context);
  const parts = [`Growth path: win ${segmentPhrase(context)} first`];
  if (next !== null) parts.push(`then the ${next.name} segment`);
  if (alternative !== null) {
    parts.push(`then add ${article(alternative.name)} ${alternative.name} line`);
  }
  const widen =
    geography.scope === "Global"
      ? "and only then add countries one by one"
      : `and only then widen beyond ${scopePhrase(geography.scope).name}`;
  return `${parts.join(", ")}, ${widen}.`;
}

/** `recommendedStrategy`: positioning, stage plan, channels and the founder's edge. */
export function recommendedStrategy(context: AnalysisContext): string {
  const { industry, geography, stage, request, goals } = context;
  const within = scopePhrase(geography.scope).within;
  const paragraphs = [
    `${POSITIONING[industry.competitionIntensity](context.words.target, within)} ` +
      `${STAGE_PLANS[stage]}`,
    `${channelPlan(context, request.businessType)} ${uvpPlan(context)}`,
  ];
  if (goals.has("Investment Requirements")) paragraphs.push(investmentPlan(context));
  if (goals.has("Growth Opportunities")) paragraphs.push(growthPlan(context));
  if (goals.has("Market Entry Strategy")) {
    paragraphs.push(
      "Entry order: one segment, one channel and one price first; the Market Entry steps " +
        "below say what each step must prove before the next.",
    );
  }
  return paragraphs.join("\n\n");
}

function positionOnPrice(context: AnalysisContext): string {
  const { words, industry } = context;
  if (words.uvp !== null) {
    return (
      `With your edge (“${words.uvp}”), price at or above the midpoint and defend the price ` +
      `with that claim; discounting in a ${industry.competitionIntensity}-competition market ` +
      "invites a price war."
    );
  }
  return (
    "Without a stated edge you will be compared on price alone; decide what you do better " +
    "before you set the number."
  );
}

function pricingDetail(context: AnalysisContext, sizing: SizingOutcome): string {
  const { provenance, price, words } = context;
  const model = context.model.model;
  const benchmarks = modelBenchmarks(context);
  const range = price.range;
  const middle = (range.low + range.high) / 2;
  const tests = provenance.estimate(
    "Test prices",
    `${formatMoney(range.low)}, ${formatMoney(middle)} and ${formatMoney(range.high)}`,
    `Bottom, midpoint and top of the ${range.label} range (${formatMoney(range.low)}–` +
      `${formatMoney(range.high)}): midpoint = (${formatMoney(range.low)} + ` +
      `${formatMoney(range.high)}) ÷ 2 = ${formatMoney(middle)}.`,
  );
  const competitors =
    words.competitors.length > 0
      ? ` Before you fix it, write down what ${joinWords(words.competitors.slice(0, 3))} charge ` +
        "and for what."
      : "";
  return (
    `Pricing strategy: test ${tests} per ${range.per} with real buyers (the bottom, middle and ` +
    `top of the range) and keep the highest price at which most still say yes. A customer ` +
    `must stay ${benchmarks.cacPayback} to repay what it cost to win them (CAC payback), and ` +
    `${model.name} businesses see ${benchmarks.retention} ${benchmarks.retentionLabel}: ` +
    `price so that a customer who stays that long has paid back, and sell annual plans ` +
    `where you can. The sizing assumes ${sizing.shown.annualSpend} a year per customer; every ` +
    `price change moves the SOM in proportion.${competitors}`
  );
}

/** `pricingAnalysis`: the knowledge base's price ranges, the price used and how to position. */
export function pricingAnalysis(context: AnalysisContext, sizing: SizingOutcome): string {
  const { industry, provenance, goals } = context;
  const model = context.model.model;
  const deep = goals.has("Pricing Strategy");
  const used = context.price.range;
  const shownRanges = deep
    ? industry.pricingModels
    : [
        ...industry.pricingModels.filter((range) => range === used),
        ...industry.pricingModels.filter((range) => range !== used),
      ].slice(0, 2);
  const industryRanges = shownRanges.map((range) =>
    priceRangeText(provenance, industry.name, range),
  );
  const modelRanges = model.typicalPricePoints.map((range) =>
    priceRangeText(provenance, `${model.name} businesses`, range),
  );
  const benchmarks = modelBenchmarks(context);
  const paragraphs = [
    `Typical ${industryName(industry)} prices: ${industryRanges.join("; ")}. ${model.name} benchmarks: ` +
      `${modelRanges.join("; ")}.`,
    `For the bottom-up sizing we used ${sizing.shown.spendBasis}: ${sizing.shown.annualSpend} ` +
      `a year per customer. ${positionOnPrice(context)} ` +
      `${capitalise(model.name)} businesses run at about ${benchmarks.grossMargin} gross margin ` +
      `(${benchmarks.marginPedigree}); set prices that keep you near it, or each new customer ` +
      "costs more to serve than the plan assumes.",
  ];
  if (deep) paragraphs.push(pricingDetail(context, sizing));
  return paragraphs.join("\n\n");
}
