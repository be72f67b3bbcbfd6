/**
 * Opportunities and threats: growth, trends, the founder's segment and edge on one side; the
 * field, the industry's key risks and its rules on the other. Growth Opportunities, Risk
 * Assessment and Regulatory Environment add the knowledge base's full lists.
 */
import { getGeography, regulatoryNotesFor } from "../../engine/knowledge";
import { alternativesFor } from "../../engine/reading";
import { lowerFirst } from "../../engine/text";
import { growthRate, modelBenchmarks } from "./benchmarks.server";
import {
  type AnalysisContext,
  alternativeModel,
  industryName,
  nextSegment,
  scopePhrase,
  segmentPhrase,
} from "./context.server";
import { citedFact, joinWords, kbText } from "./kb-prose.server";
import type { SizingOutcome } from "./sizing.server";

function growthOpportunities(context: AnalysisContext): string[] {
  const { industry, provenance, geography, words } = context;
  const items: string[] = [];
  const next = nextSegment(context);
  if (next !== null) {
    const description = kbText(provenance, `${next.name} segment`, next.description);
    items.push(
      `Adjacent segment: ${next.name}. ${description} The same offer with a different pitch ` +
        "can reach it once the first segment pays.",
    );
  }
  const alternative = alternativeModel(context);
  if (alternative !== null) {
    const summary = kbText(provenance, `${alternative.name} summary`, alternative.summary);
    items.push(`A second revenue line as ${alternative.name}: ${lowerFirst(summary)}`);
  }
  for (const trend of industry.trends.slice(1, 3)) {
    items.push(
      `${citedFact(provenance, `${industryName(industry)} trend`, trend)} Ask ${words.target} how ` +
        `this changes what they need: the answer is where ${words.idea} fits.`,
    );
  }
  if (geography.scope !== "United States" && geography.scope !== "Global") {
    const us = getGeography("United States").industryShares[industry.name];
    const share = provenance.figure(
      `United States share of the ${industryName(industry)} market (${us.year})`,
      us,
    );
    items.push(
      `Beyond ${scopePhrase(geography.scope).name}: the United States is ${share} of the global ` +
        `${industryName(industry)} market, the largest single market once your home base pays.`,
    );
  }
  const note = geography.marketNotes[0];
  if (note !== undefined) {
    items.push(`${kbText(provenance, `${geography.scope} market note`, note)}`);
  }
  return items;
}

/** `opportunities`: growth, a trend, the reachable segment and the founder's edge. */
export function opportunities(context: AnalysisContext, sizing: SizingOutcome): string[] {
  const { industry, provenance, words } = context;
  const { shown } = sizing;
  const growth = growthRate(context);
  const trend = industry.trends[0]!;
  const items = [
    `${industryName(industry)} grows ${growth.display} a year (${growth.pedigree}): a growing market ` +
      "lets a newcomer win customers who are new to the category instead of taking them from " +
      "incumbents.",
    `${citedFact(provenance, `${industryName(industry)} trend`, trend)} Ask ${words.target} how this changes what they need: the answer is where ${words.idea} fits.`,
    shown.counted
      ? `${shown.segmentCustomers} ${shown.payingShare === null ? "" : "paying "}${shown.segmentNoun} ` +
        `${shown.segmentIsUnit ? "" : `in ${segmentPhrase(context)} `}${shown.within} are ` +
        `within reach${shown.oneLocation ? " of one location" : ""}; winning ${shown.wonCustomers} of them is worth ${shown.bottomUp.som} a year.`
      : `Counting ${shown.customerNoun} ${shown.within} is the first job: with that count the ` +
        "bottom-up sizing shows how many are within reach and what winning them is worth.",
  ];
  if (words.uvp !== null) {
    items.push(`An edge incumbents do not claim: “${words.uvp}”.`);
  } else {
    const benchmarks = modelBenchmarks(context);
    items.push(
      `${context.model.model.name} businesses run at about ${benchmarks.grossMargin} gross margin, ` +
        "which leaves room to win early customers with service rather than discounts.",
    );
  }
  if (context.goals.has("Growth Opportunities")) items.push(...growthOpportunities(context));
  return items;
}

function riskItems(context: AnalysisContext): string[] {
  const { industry, provenance } = context;
  const model = context.model.model;
  const industryRisks = industry.keyRisks
    .slice(1)
    .map((risk) => kbText(provenance, `${industryName(industry)} key risk`, risk));
  const modelRisks = model.keyRisks.map(
    (risk) =>
      `${model.name} risk: ${lowerFirst(kbText(provenance, `${model.name} key risk`, risk))}`,
  );
  const capital =
    industry.capitalIntensity === "high" || industry.capitalIntensity === "very-high"
      ? [
          `${industryName(industry)} is rated ${industry.capitalIntensity.replace("-", " ")} in capital ` +
            "intensity: running out of cash before the market proves itself is the likeliest way to fail.",
        ]
      : [];
  return [...industryRisks, ...modelRisks, ...capital];
}

function regulatoryItems(context: AnalysisContext): string[] {
  const { industry, provenance, geography } = context;
  const notes = sellingRules(context)
    .slice(1)
    .map(
      (note) =>
        `Regulation: ${lowerFirst(kbText(provenance, `${industryName(industry)} regulatory note`, note))}`,
    );
  const local = geography.marketNotes.map(
    (note) =>
      `${geography.scope}: ${lowerFirst(kbText(provenance, `${geography.scope} market note`, note))}`,
  );
  const currency = kbText(
    provenance,
    `${geography.scope} currency and tax`,
    geography.currencyNotes,
  );
  return [
    ...notes,
    ...local,
    `Money and tax ${scopePhrase(geography.scope).within}: ${lowerFirst(currency)}`,
    `Regulation in ${industryName(industry)} is rated ${industry.regulatoryIntensity}; for ` +
      `${context.model.model.name} businesses it is ${context.model.model.regulatoryIntensity}.`,
  ];
}

/** `threats`: the field, the first key risk, the first rule, and the named competitors. */
export function threats(context: AnalysisContext, sizing: SizingOutcome): string[] {
  const { industry, provenance, words, goals } = context;
  // The rival to fear is one that already sells to the buyers, never an industry player they
  // do not buy from (a pub does not buy from McDonald's).
  const leader = alternativesFor(
    industry,
    context.buyer.unit,
    context.segments.orientation === "b2b",
  )[0];
  const field =
    leader === undefined
      ? `suppliers already selling to ${context.buyer.unit?.plural ?? "your buyers"}`
      : `${lowerFirst(leader.name)} such as ${kbText(
          provenance,
          `${leader.name} examples`,
          joinWords(leader.examples.slice(0, 2)),
        )}`;
  const items = [
    `Competition is ${industry.competitionIntensity}: ${field} could add what you sell to ` +
      "what they already offer.",
    kbText(provenance, `${industryName(industry)} key risk`, industry.keyRisks[0]!),
    `Regulation: ${lowerFirst(kbText(provenance, `${industryName(industry)} regulatory note`, sellingRules(context)[0]!))}`,
  ];
  if (words.competitors.length > 0) {
    items.push(
      `${joinWords(words.competitors.slice(0, 3))} already ` +
        `${words.competitors.length === 1 ? "serves" : "serve"} the customers you want; expect ` +
        `${words.competitors.length === 1 ? "it" : "them"} to answer on price or features once ` +
        "you start winning deals.",
    );
  }
  if (!sizing.shown.counted) {
    items.push(
      `No one has counted ${sizing.shown.customerNoun} ${sizing.shown.within} for this analysis: ` +
        (sizing.shown.topDownBasis === "market"
          ? "until you do, the market size is the top-down ceiling alone"
          : "until you do, it has no market size of its own") +
        ", and investors will ask how many buyers there are.",
    );
  } else if (sizing.shown.topDownBasis === "buyers-spending") {
    items.push(
      `What ${sizing.shown.customerNoun} spend on tools like yours is estimated from an average ` +
        "revenue and a share spent on IT, not from their answers; investors will ask what they " +
        "pay for them today.",
    );
  } else if (sizing.sizing.divergence.warning !== null) {
    items.push(
      `Your market size rests on assumptions the two sizing methods disagree on ` +
        `(${sizing.shown.ratio}); investors will ask which one you believe and why.`,
    );
  }
  if (goals.has("Risk Assessment")) items.push(...riskItems(context));
  if (goals.has("Regulatory Environment")) items.push(...regulatoryItems(context));
  return items;
}

/** The sector's rules where this founder sells (their country, else the scope), theirs first. */
export function sellingRules(context: AnalysisContext): string[] {
  return regulatoryNotesFor(context.industry, {
    country: context.place.country,
    scope: context.geography.scope,
  });
}
