/**
 * The descriptive sections of the analysis: market overview, target audience and market trends,
 * written for the founder's idea, target market and scope from the knowledge base.
 */

import { KNOWLEDGE_BASE } from "../../engine/knowledge";
import { formatUsd } from "../../engine/knowledge/schema";
import { quoteText } from "../../engine/reading";
import { capitalise, lowerFirst } from "../../engine/text";
import { growthRate, modelBenchmarks } from "./benchmarks.server";
import type { CustomerSegment } from "./classify.server";
import {
  type AnalysisContext,
  article,
  businessTypeLabel,
  buyerKind,
  industryName,
  nextSegment,
  optionalQuote,
  stageName,
  unitOutsideSegments,
} from "./context.server";
import type { Stage } from "./founder-input.server";
import { citedFact, kbText } from "./kb-prose.server";
import type { SizingOutcome } from "./sizing.server";

const STAGE_ADVICE: Record<Stage, string> = {
  validation: "treat every figure below as a hypothesis to test with customers, not as a plan.",
  building: "use the sizing to choose the first segment and the price you launch with.",
  launched:
    "compare your real customers and prices with the bottom-up figures below and replace our " +
    "assumptions with yours.",
  scaling:
    "the TAM shows the headroom; the obtainable share shows how fast incumbents " +
    "will let you take it.",
};

/** One sentence on the stage, quoting the founder's own words when they are not a form value. */
export function stageSentence(context: AnalysisContext): string {
  const { words, stage, provenance } = context;
  const advice = `At ${stageName(stage)}, ${STAGE_ADVICE[stage]}`;
  if (words.stageText === null) return advice;
  const quoted = provenance.input("Current stage", "currentStage", words.stageText);
  return `You describe your stage as “${quoted}”, which we read as ${stageName(stage)}: ${STAGE_ADVICE[stage]}`;
}

/** The saved idea's sentence for the overview, or "" when there is none. */
function savedIdeaSentence(context: AnalysisContext): string {
  const { savedIdea, provenance, industry, words } = context;
  if (savedIdea === null || words.savedTitle === null) return "";
  const title = provenance.input("Saved idea", "previousData", words.savedTitle);
  const category = optionalQuote(savedIdea.category, 40);
  if (category === null || category.toLowerCase() === industry.name.toLowerCase()) {
    return ` This analysis builds on your saved idea “${title}”.`;
  }
  const filed = provenance.input("Saved idea's category", "previousData", category);
  return (
    ` This analysis builds on your saved idea “${title}”, filed under “${filed}”; the figures ` +
    `use ${industryName(industry)}, the industry you chose here.`
  );
}

/** `marketOverview`: what the business is, how big and fast the market is, and the ratings. */
export function marketOverview(context: AnalysisContext, sizing: SizingOutcome): string {
  const { words, industry, request, provenance, model } = context;
  const scope = context.place;
  const type = businessTypeLabel(request.businessType);
  const growth = growthRate(context);
  const modelSummary = kbText(provenance, `${model.model.name} summary`, model.model.summary);
  const modelSentence =
    model.reason === "words"
      ? `Your description reads as ${model.model.name}: ${lowerFirst(modelSummary)}`
      : `You did not name a business model, so we used ${model.model.name}, the usual ` +
        `${industryName(industry)} model for ${article(type)} ${type} business: ${lowerFirst(modelSummary)}`;
  const summary = kbText(provenance, `${industryName(industry)} summary`, industry.summary);
  const uvp =
    words.uvp === null
      ? ` You have not written a unique value proposition yet; in a ${industry.competitionIntensity}-competition market that is the first gap to close.`
      : ` Your edge, in your words: “${words.uvp}”.`;
  return [
    `${capitalise(words.idea)} is ${article(type)} ${type} ${model.model.name}${/business$/i.test(model.model.name) ? "" : " business"} in ` +
      `${industryName(industry)}, aimed at ${words.target}${targetWithin(context)}. ${modelSentence}`,
    `${industryName(industry)}: ${summary} ${marketWorth(context, sizing, scope.within)} ` +
      `${growth.display} a year (${growth.pedigree}). Knowledge-base ratings for ${industryName(industry)}: competition ` +
      `${industry.competitionIntensity}, regulation ${industry.regulatoryIntensity}, capital ` +
      `needs ${industry.capitalIntensity.replace("-", " ")}.${uvp}${savedIdeaSentence(context)}`,
    stageSentence(context),
  ].join("\n\n");
}

function describeSegment(context: AnalysisContext, segment: CustomerSegment): string {
  const description = kbText(
    context.provenance,
    `${segment.name} segment`,
    segment.description,
  ).replace(/\.$/u, "");
  return `${segment.name} (${description}; ${segment.orientation.toUpperCase()})`;
}

function segmentSentence(context: AnalysisContext): string {
  const { segments, industry } = context;
  const unit = unitOutsideSegments(context);
  if (unit !== null && unit.buys !== undefined) {
    const buys = kbText(context.provenance, `${unit.plural} as buyers`, unit.buys).replace(
      /\.$/u,
      "",
    );
    return (
      `That reads as ${buyerKind(unit.orientation)} buyers: ${unit.plural} (${lowerFirst(buys)}; ` +
      `${unit.orientation.toUpperCase()}). No ${industryName(industry)} segment of the knowledge ` +
      `base describes them, so the analysis counts ${unit.plural} themselves.`
    );
  }
  const described = segments.segments.map((segment) => describeSegment(context, segment));
  const list = described.join(" and ");
  if (segments.matchedBy === "words") {
    return `Among the knowledge base's ${industryName(industry)} segments that is ${list}.`;
  }
  if (segments.matchedBy === "cues") {
    return (
      `That reads as ${buyerKind(segments.orientation)} buyers; the closest ${industryName(industry)} ` +
      `segment is ${list}.`
    );
  }
  return (
    `That matches none of the knowledge base's ${industryName(industry)} segments by name, so we sized ` +
    `it as ${list}, the first that fits ${context.model.model.name}; say who pays, in a few ` +
    "words, to sharpen this."
  );
}

function orientationNote(context: AnalysisContext): string {
  const { model, segments } = context;
  const modelOrientation = model.model.orientation;
  if (modelOrientation === "both" || modelOrientation === segments.orientation) return "";
  return (
    ` Note: ${model.model.name} businesses usually sell to ${buyerKind(modelOrientation)} ` +
    `buyers, but your target market reads as ${buyerKind(segments.orientation)} buyers; ` +
    "decide who pays before you build."
  );
}

const BUYING_HABITS = {
  b2b:
    "Business buyers compare on time or money saved and often need a second person to sign " +
    "off, so expect a sales cycle of weeks and ask for a pilot, not a purchase.",
  b2c: (first: string) =>
    `Consumers decide fast and leave fast: the ${first} has to show the benefit, and they are ` +
    "more price-sensitive than they say in interviews.",
} as const;

function buyingHabits(context: AnalysisContext): string {
  if (context.segments.orientation === "b2b") return BUYING_HABITS.b2b;
  const type = context.request.businessType;
  return BUYING_HABITS.b2c(
    type === "offline"
      ? "first visit"
      : type === "digital"
        ? "first session"
        : "first visit or session",
  );
}

function segmentationDetail(context: AnalysisContext, sizing: SizingOutcome): string {
  const { industry, provenance, segments } = context;
  const all = industry.customerSegments;
  const each = Math.round(sizing.marketValue / all.length);
  const perSegment = provenance.estimate(
    `The ${sizing.shown.marketName} market per segment (equal split)`,
    formatUsd(each),
    `The ${sizing.shown.marketName} market ${sizing.shown.market} ÷ ${all.length} segments = ` +
      `${formatUsd(each)}.`,
  );
  const lines = all.map((segment) => {
    const mark = segments.segments.includes(segment) ? " (yours)" : "";
    return `${describeSegment(context, segment)}${mark}`;
  });
  const next = nextSegment(context);
  const nextLine =
    next === null
      ? ""
      : next.orientation === segments.orientation
        ? ` Test ${next.name} next: the same kind of buyer (${next.orientation.toUpperCase()}), ` +
          "so the offer and the way you sell change least."
        : ` Test ${next.name} next: a ${buyerKind(next.orientation)} segment, which needs its ` +
          "own pitch and channel.";
  return (
    `All ${industryName(industry)} segments in the knowledge base, each about ${perSegment} if the ` +
    `market split evenly: ${lines.join("; ")}. The even split is our assumption; the real ` +
    `split is the first thing to learn from interviews.${nextLine}`
  );
}

function savedTargetNote(context: AnalysisContext): string {
  const { savedIdea, request, provenance } = context;
  if (savedIdea === null) return "";
  const saved = optionalQuote(savedIdea.targetMarket, 60);
  if (saved === null || saved.toLowerCase() === quoteText(request.targetMarket, 60).toLowerCase()) {
    return "";
  }
  const quoted = provenance.input("Saved idea's target market", "previousData", saved);
  return (
    ` Your saved idea named “${quoted}” as its market; this analysis follows the target ` +
    "market you entered now, so check which one your interviews support."
  );
}

/** " in Ireland" after the target market, unless its own words already place it there. */
function targetWithin(context: AnalysisContext): string {
  const target = context.words.target.toLowerCase();
  const named = context.reading.place.phrases.some((phrase) =>
    target.includes(phrase.toLowerCase()),
  );
  return named && context.place.country !== null ? "" : ` ${context.place.within}`;
}

/** `targetAudience`: who the founder is aiming at, in the knowledge base's segments and counts. */
export function targetAudience(context: AnalysisContext, sizing: SizingOutcome): string {
  const { words } = context;
  const { shown } = sizing;
  const reach = shown.oneLocation ? ` within reach of one location (${shown.reachShare})` : "";
  const paragraphs = [
    `You are aiming at ${words.target}${targetWithin(context)}. ${segmentSentence(context)}` +
      orientationNote(context),
    (shown.counted
      ? `There are ${shown.customers} ${shown.customerNoun} ${shown.within}` +
        `${shown.fromPeers ? " (an estimate from peer countries: the market size section shows its arithmetic and asks for your count)" : ""}; your segment${reach} ` +
        `holds about ${shown.segmentCustomers}${shown.segmentNoun === shown.customerNoun ? "" : ` ${shown.segmentNoun}`}, and winning ${shown.wonCustomers} of them within ` +
        "three years is the bottom-up SOM. "
      : `How many ${shown.customerNoun} there are ${shown.within} is not in the knowledge base; ` +
        "the market size section says what count it needs and where to find it. ") +
      buyingHabits(context) +
      savedTargetNote(context),
  ];
  if (context.goals.has("Customer Segmentation")) {
    paragraphs.push(segmentationDetail(context, sizing));
  }
  return paragraphs.join("\n\n");
}

/** Technology trends worth adding for a non-technology industry: the AI-related ones. */
function crossIndustryTechTrends(context: AnalysisContext): string[] {
  if (context.industry.name === "Technology") return [];
  return KNOWLEDGE_BASE.industries.Technology.trends
    .filter((trend) => /\bAI\b/u.test(trend.text) && !/spending/iu.test(trend.text))
    .slice(0, 2)
    .map((trend) => citedFact(context.provenance, "Technology trend", trend));
}

/** `marketTrends`: growth and the knowledge base's trends, cited; deeper for Technology Trends. */
export function marketTrends(context: AnalysisContext): string {
  const { industry, provenance, words, goals } = context;
  const growth = growthRate(context);
  const deep = goals.has("Technology Trends");
  const trends = (deep ? industry.trends : industry.trends.slice(0, 3)).map((trend) =>
    citedFact(provenance, `${industryName(industry)} trend`, trend),
  );
  const paragraphs = [
    `${industryName(industry)} grows ${growth.display} a year (${growth.pedigree}). ${trends.join(" ")}`,
  ];
  if (deep) {
    const model = context.model.model;
    const facts = model.facts.map((fact) => citedFact(provenance, `${model.name} fact`, fact));
    const cross = crossIndustryTechTrends(context);
    const benchmarks = modelBenchmarks(context);
    const extra = [...facts, ...cross];
    paragraphs.push(
      (extra.length > 0 ? `Technology behind ${model.name} businesses: ${extra.join(" ")} ` : "") +
        `How to use them for ${words.idea}: build on the trend that makes your promise ` +
        "easier to believe, and watch the one that helps incumbents most, because it is your " +
        `main threat. Keep the margin in view: ${model.name} businesses run at about ` +
        `${benchmarks.grossMargin} gross margin, and new technology that raises serving costs ` +
        "eats it first.",
    );
  } else {
    paragraphs.push(
      `For ${words.idea}, pick the trend your customers already feel and ask about it in every ` +
        "interview: it is the easiest way to show why now.",
    );
  }
  return paragraphs.join("\n\n");
}

/**
 * "The market in the United States is worth $X (2024) and grows", or, for the niche the idea is
 * in, "The pet services market, where your idea is, is worth $X (2023) in the United States;
 * Technology as a whole grows".
 */
function marketWorth(context: AnalysisContext, sizing: SizingOutcome, within: string): string {
  const { marketName, market, year } = sizing.shown;
  const industry = industryName(context.industry);
  if (marketName === industry) {
    return `The ${industry} market ${within} is worth ${market} (${year}) and grows`;
  }
  return (
    `The ${marketName} market, where your idea is, is worth ${market} (${year}) ` +
    `${within}; ${industry} as a whole grows`
  );
}
