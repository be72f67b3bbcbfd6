/**
 * Everything the market-analysis sections share, read once from the request: the knowledge-base
 * entries, the founder's words as short quotes, the saved idea, the stage and the chosen research
 * goals, with the one ProvenanceBuilder every section records its figures in.
 */

import {
  type BusinessModelEntry,
  type BuyerUnitEntry,
  type CountryEntry,
  type Figure,
  type GeographyEntry,
  getBusinessModel,
  getBuyerUnit,
  getGeography,
  type IndustryEntry,
} from "../../engine/knowledge";
import { ProvenanceBuilder } from "../../engine/provenance-builder";
import {
  type BuyerReading,
  type FounderInput,
  type FounderReading,
  isWithin,
  type MarketReading,
  type ModelChoice,
  quoteText,
  readFounder,
  segmentDescribes,
  splitCompetitors,
  wholeQuote,
} from "../../engine/reading";
import { briefAsStatements } from "../../engine/reading/brief";
import type { GeographicScope, ResearchGoal } from "../../shared/options";
import type { SavedIdea } from "../../shared/saved-idea";
import {
  type CustomerSegment,
  choosePrice,
  matchSegments,
  type PriceChoice,
  type SegmentMatch,
} from "./classify.server";
import {
  IDEA_QUOTE_LENGTH,
  KNOWN_STAGE_TEXTS,
  MAX_COMPETITORS,
  parseSavedIdea,
  readStage,
  type Stage,
} from "./founder-input.server";
import { kbName } from "./kb-prose.server";
import type { MarketAnalysisRequest } from "./schema";

/** The founder's words as prose quotes them; a quote left empty by cleaning counts as absent. */
export interface FounderWords {
  /** The business idea, quoted short with its quotation marks: “…” (or "your idea"). */
  idea: string;
  /** The target market, quoted the same way (or "your target customers"). */
  target: string;
  /** The unique value proposition, quoted (no marks), or null when left empty. */
  uvp: string | null;
  /** The founder's own market-size note, quoted (no marks), or null. */
  marketSize: string | null;
  /** The saved idea's title, quoted (no marks), or null without a saved idea. */
  savedTitle: string | null;
  competitors: string[];
  /** True when more competitors were listed than are named. */
  moreCompetitors: boolean;
  /** The stage as typed, when it is not one of the form's own values. */
  stageText: string | null;
}

export interface AnalysisContext {
  request: MarketAnalysisRequest;
  /** The one reading of the founder this analysis is written from. */
  reading: FounderReading;
  industry: IndustryEntry;
  geography: GeographyEntry;
  /** Where buyers are counted and money is shown: the founder's country, else the scope. */
  place: AnalysisPlace;
  model: ModelChoice;
  segments: SegmentMatch;
  /** The buyer unit the target market names, and whether its words make the buyer a business. */
  buyer: BuyerReading;
  /** The market the idea is in, narrower than the form's industry, when the idea names one. */
  market: MarketReading | null;
  price: PriceChoice;
  stage: Stage;
  goals: ReadonlySet<ResearchGoal>;
  savedIdea: SavedIdea | null;
  words: FounderWords;
  provenance: ProvenanceBuilder;
}

/**
 * Where the founder sells (issue 23): their country when their words or scope name one inside
 * the scope they chose, else the scope itself, with the names prose and labels use.
 */
export interface AnalysisPlace {
  country: CountryEntry | null;
  /** "Ireland", "the United States", "Europe": mid-sentence. */
  name: string;
  /** "in Ireland", "in the United States", "worldwide". */
  within: string;
  /** "Ireland", "United States", "Europe": in assumption labels. */
  label: string;
  /** The people there (the country's, else the scope's). */
  population: Figure;
}

/** The place of one analysis, from the reading's country or the scope. */
export function analysisPlace(reading: FounderReading, geography: GeographyEntry): AnalysisPlace {
  const country = reading.place.country;
  if (country === null || country.id === "us") {
    const phrase = scopePhrase(country === null ? geography.scope : "United States");
    return {
      country,
      name: phrase.name,
      within: phrase.within,
      label: country === null ? geography.scope : "United States",
      population: country === null ? geography.population : country.population,
    };
  }
  return {
    country,
    name: country.prose,
    within: `in ${country.prose}`,
    label: country.name,
    population: country.population,
  };
}

/** What the market analysis request tells about the founder, for the one reading. */
export function founderInputOf(request: MarketAnalysisRequest): FounderInput {
  const savedIdea = parseSavedIdea(request.previousData);
  return {
    idea: request.businessIdea,
    details: [
      request.uniqueValueProposition,
      savedIdea?.title ?? "",
      savedIdea?.description ?? "",
    ].join(" "),
    targetMarket: request.targetMarket,
    competitors: request.competitorAnalysis,
    industry: request.industry,
    businessType: request.businessType,
    geography: request.geographicScope,
    // The venture's brief (issue 23): its buyer, count, model and side are the founder's.
    stated: briefAsStatements(request.brief),
  };
}

/**
 * Builds the shared context of one analysis from a validated request and the one reading of the
 * founder (src/engine/reading), read once per request.
 */
export function buildContext(
  request: MarketAnalysisRequest,
  reading: FounderReading = readFounder(founderInputOf(request)),
): AnalysisContext {
  const industry = reading.industry;
  const geography = getGeography(request.geographicScope);
  const savedIdea = parseSavedIdea(request.previousData);
  const ideaText = [
    request.businessIdea,
    request.uniqueValueProposition,
    savedIdea?.title ?? "",
    savedIdea?.description ?? "",
  ].join(" ");
  const model = reading.model;
  // The founder sells to a market's sellers ("for dog groomers"): business buyers.
  const sellers = reading.sellsToSellers;
  const read = reading.buyer.reading;
  const buyer =
    sellers && read.orientation === null ? { ...read, orientation: "b2b" as const } : read;
  const byWords = matchSegments(request.targetMarket, industry, model.model, buyer.orientation);
  const market = sellers ? null : fittingMarket(reading.market, buyer, byWords);
  const marketBuyers = market === null ? null : getBuyerUnit(market.market.buyer).orientation;
  const segments =
    marketBuyers === null || marketBuyers === byWords.orientation
      ? byWords
      : matchSegments(request.targetMarket, industry, model.model, marketBuyers);
  const price = choosePrice(
    `${ideaText} ${request.targetMarket}`,
    industry,
    model.model,
    segments.orientation,
  );
  const provenance = new ProvenanceBuilder();
  for (const { name } of [...industry.customerSegments, ...industry.competitorArchetypes]) {
    kbName(provenance, name);
  }
  return {
    request,
    reading,
    industry,
    geography,
    place: analysisPlace(reading, geography),
    model,
    segments,
    buyer,
    market,
    price,
    stage: readStage(request.currentStage),
    goals: new Set(request.researchGoals),
    savedIdea,
    words: founderWords(request, savedIdea),
    provenance,
  };
}

/** The target market is quoted whole up to this length, else by its opening phrase. */
const TARGET_QUOTE_LENGTH = 90;

/**
 * The idea's market, unless its customers are buyers of the other kind: software for restaurant
 * owners is not sized as diners' spending (its sellers, "for dog groomers", are dropped earlier).
 */
function fittingMarket(
  reading: MarketReading | null,
  buyer: BuyerReading,
  segments: SegmentMatch,
): MarketReading | null {
  if (reading === null) return null;
  const marketBuyer = getBuyerUnit(reading.market.buyer);
  // The words narrow the buyer out of a unit ("homeschooling families" out of households with
  // children): a market whose buyer is that unit, or holds it, never counts them whole; a
  // narrower unit it names ("homeowners" for households with rooftop solar) may.
  const narrowed = buyer.unit === null ? buyer.narrowed : undefined;
  if (narrowed !== undefined && isWithin(narrowed, marketBuyer)) return null;
  const orientation = marketBuyer.orientation;
  if (buyer.orientation !== null) return buyer.orientation === orientation ? reading : null;
  // Business words ("restaurant", "firm") veto it; a word shared with one of the form
  // industry's segments ("apartment owners" → landlords) does not: the idea names its market.
  if (segments.matchedBy !== "cues") return reading;
  return segments.orientation === orientation ? reading : null;
}

/** A quote of the founder's text, or null when nothing readable is left. */
export function optionalQuote(text: string, max: number): string | null {
  const quote = quoteText(text, max);
  return quote === "" ? null : quote;
}

function founderWords(request: MarketAnalysisRequest, savedIdea: SavedIdea | null): FounderWords {
  const competitors = splitCompetitors(request.competitorAnalysis);
  const stage = request.currentStage.trim();
  // Quoted whole or not at all: a cut-off quote repeated through the report reads as a bug.
  const idea = wholeQuote(request.businessIdea, IDEA_QUOTE_LENGTH, false);
  const target = wholeQuote(request.targetMarket, TARGET_QUOTE_LENGTH);
  return {
    idea: idea === null ? "your idea" : `“${idea}”`,
    target: target === null ? "your target customers" : `“${target}”`,
    uvp: optionalQuote(request.uniqueValueProposition, 90),
    marketSize: optionalQuote(request.marketSize, 80),
    savedTitle: savedIdea === null ? null : (optionalQuote(savedIdea.title, 80) ?? "Untitled idea"),
    competitors: competitors.slice(0, MAX_COMPETITORS),
    moreCompetitors: competitors.length > MAX_COMPETITORS,
    stageText: KNOWN_STAGE_TEXTS.has(stage.toLowerCase()) ? null : optionalQuote(stage, 40),
  };
}

const SCOPE_PHRASES: Record<GeographicScope, { name: string; within: string }> = {
  "United States": { name: "the United States", within: "in the United States" },
  "North America": { name: "North America", within: "in North America" },
  Europe: { name: "Europe", within: "in Europe" },
  "Asia-Pacific": { name: "Asia-Pacific", within: "in Asia-Pacific" },
  Global: { name: "the whole world", within: "worldwide" },
  "Latin America": { name: "Latin America", within: "in Latin America" },
  "Middle East & Africa": {
    name: "the Middle East & Africa",
    within: "in the Middle East & Africa",
  },
  "Specific Country/Region": {
    name: "your chosen country or region",
    within: "in your chosen country or region",
  },
};

/** "the United States" / "in the United States", "the whole world" / "worldwide". */
export function scopePhrase(scope: GeographicScope): { name: string; within: string } {
  return SCOPE_PHRASES[scope];
}

const BUSINESS_TYPE_LABELS: Record<MarketAnalysisRequest["businessType"], string> = {
  digital: "digital",
  offline: "physical",
  hybrid: "hybrid online-and-offline",
  all: "multi-channel",
};

/** "digital", "physical", "hybrid online-and-offline", "multi-channel". */
export function businessTypeLabel(type: MarketAnalysisRequest["businessType"]): string {
  return BUSINESS_TYPE_LABELS[type];
}

/** "a" or "an" for the word that follows. */
export function article(word: string): string {
  return /^[aeiou]/iu.test(word) ? "an" : "a";
}

/** "Small and medium businesses" or "A and B": the segments the analysis is sized on. */
export function segmentNames(context: AnalysisContext): string {
  const names = context.segments.segments.map((segment) => segment.name);
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/** The segment to test next: the first one not chosen, of the same orientation when possible. */
export function nextSegment(context: AnalysisContext): CustomerSegment | null {
  const chosen = new Set(context.segments.segments);
  const others = context.industry.customerSegments.filter((segment) => !chosen.has(segment));
  return (
    others.find((segment) => segment.orientation === context.segments.orientation) ??
    others[0] ??
    null
  );
}

/** The industry's most usual business model other than the one the idea runs on. */
export function alternativeModel(context: AnalysisContext): BusinessModelEntry | null {
  const current = context.model.model.name;
  const other = context.industry.typicalBusinessModels.find((model) => model !== current);
  return other === undefined ? null : getBusinessModel(other);
}

const STAGE_NAMES: Record<Stage, string> = {
  validation: "the idea-validation stage",
  building: "the building stage",
  launched: "the post-launch stage",
  scaling: "the scaling stage",
};

/** "the idea-validation stage", "the building stage", … */
export function stageName(stage: Stage): string {
  return STAGE_NAMES[stage];
}

/** "business" or "consumer", for the segment's orientation. */
export function buyerKind(orientation: "b2b" | "b2c"): string {
  return orientation === "b2b" ? "business" : "consumer";
}

/**
 * The organisation the target market names when no chosen segment of the industry describes it
 * (community hospitals among "clinics and provider groups … practices"), else null (issue 16).
 */
export function unitOutsideSegments(context: AnalysisContext): BuyerUnitEntry | null {
  const unit = context.buyer.unit;
  if (unit === null || unit.kind !== "organisation" || unit.buys === undefined) return null;
  if (context.segments.orientation !== unit.orientation) return null;
  return context.segments.segments.some((segment) => segmentDescribes(segment, unit)) ? null : unit;
}

/** "the Small and medium businesses segment", "the A and B segments", or the unit named. */
export function segmentPhrase(context: AnalysisContext): string {
  const unit = unitOutsideSegments(context);
  if (unit !== null) return unit.plural;
  const plural = context.segments.segments.length > 1 ? "segments" : "segment";
  return `the ${segmentNames(context)} ${plural}`;
}

/** The industry as prose names it: "Other" reads as "Other (niche)". */
export function industryName(industry: IndustryEntry): string {
  return industry.name === "Other" ? "Other (niche)" : industry.name;
}
