/**
 * Reading the founder's words against the knowledge base (the business model is read by
 * src/engine/reading): which customer segments the target market names, which price range fits, and which competitor
 * archetype a named competitor belongs to. Word lists, no model: deterministic and explainable.
 */

import {
  type BusinessModelEntry,
  type IndustryEntry,
  KNOWLEDGE_BASE,
} from "../../engine/knowledge";
import type { PriceRange } from "../../engine/knowledge/schema";
import { contentStems, isContentStem, segmentOverlap } from "../../engine/reading";
import { stem, stemsOf } from "../../engine/text";

export type CustomerSegment = IndustryEntry["customerSegments"][number];
export type Archetype = IndustryEntry["competitorArchetypes"][number];
export type Orientation = "b2b" | "b2c";

// ---------------------------------------------------------------------------------------------
// Words
// ---------------------------------------------------------------------------------------------

// ---------------------------------------------------------------------------------------------
// Customer segments
// ---------------------------------------------------------------------------------------------

const B2B_CUES = new Set(
  (
    "business company firm enterprise smb sme b2b startup agency clinic restaurant retailer " +
    "store brand landlord school district employer organization organisation manufacturer " +
    "shipper fleet farm farmer hotel venue studio practice provider merchant seller corporate " +
    "office operator plant utility distributor contractor wholesaler hospital"
  )
    .split(" ")
    .map(stem),
);
const B2C_CUES = new Set(
  (
    "consumer person individual parent family student kid child teen teenager women woman men " +
    "man millennial gen adult senior retiree household homeowner renter traveller traveler " +
    "tourist player gamer fan shopper patient b2c mom mum dad learner athlete runner diner " +
    "reader listener viewer couple professional freelancer creator hobbyist subscriber member " +
    "nurse teacher worker employee commuter caregiver resident graduate nomad expat tenant driver"
  )
    .split(" ")
    .map(stem),
);

/** Words that end the first noun phrase of a target market ("nurses | in large cities"). */
const PHRASE_END =
  /[,;:()/]|\b(?:in|at|on|who|that|which|with|for|across|from|of|near|around|and|or|&)\b/u;

/**
 * The head of the target market's first noun phrase, its last word: "Hospital nurses in large
 * US cities" → "nurse" (people who work in hospitals), "pet stores" → "store".
 */
export function headStem(targetMarket: string): string | undefined {
  const phrase = targetMarket.toLowerCase().split(PHRASE_END)[0] ?? "";
  const words = stemsOf(phrase).filter(isContentStem);
  return words.at(-1);
}

/**
 * Counts of business-like and consumer-like words in the text; the head noun counts twice, so
 * "hospital nurses" reads as people and "fitness studios" as businesses.
 */
function orientationCues(
  stems: ReadonlySet<string>,
  head: string | undefined,
): { b2b: number; b2c: number } {
  let b2b = 0;
  let b2c = 0;
  for (const word of stems) {
    const weight = word === head ? 2 : 1;
    if (B2B_CUES.has(word)) b2b += weight;
    if (B2C_CUES.has(word)) b2c += weight;
  }
  return { b2b, b2c };
}

export interface SegmentMatch {
  /** One or two of the industry's segments, all of one orientation. */
  segments: CustomerSegment[];
  orientation: Orientation;
  /** "words": the target market shares words with the segment; "cues": B2B/B2C words only. */
  matchedBy: "words" | "cues" | "default";
}

/**
 * The industry's customer segments the target market names: the best word match (two when tied),
 * else the first segment of the orientation the founder's words suggest, else of the model's.
 * When the buyer is already known (`buyer`: a counted unit such as hospitals, or a role inside an
 * organisation), only segments of that orientation are considered.
 */
export function matchSegments(
  targetMarket: string,
  industry: IndustryEntry,
  model: BusinessModelEntry,
  buyer: Orientation | null = null,
): SegmentMatch {
  const stems = contentStems(targetMarket);
  const eligible =
    buyer === null
      ? industry.customerSegments
      : industry.customerSegments.filter((segment) => segment.orientation === buyer);
  if (buyer !== null && eligible.length > 0) {
    const scored = eligible.map((segment) => ({ segment, score: segmentOverlap(segment, stems) }));
    const best = Math.max(...scored.map((entry) => entry.score));
    const top =
      best > 1 ? scored.filter((entry) => entry.score === best).map((entry) => entry.segment) : [];
    return top.length > 0
      ? { segments: top.slice(0, 2), orientation: buyer, matchedBy: "words" }
      : { segments: [eligible[0]!], orientation: buyer, matchedBy: "cues" };
  }
  const scored = industry.customerSegments.map((segment) => ({
    segment,
    score: segmentOverlap(segment, stems),
  }));
  const best = Math.max(...scored.map((entry) => entry.score));
  if (best > 1) {
    const top = scored.filter((entry) => entry.score === best).map((entry) => entry.segment);
    const orientation = top[0]!.orientation;
    const segments = top.filter((segment) => segment.orientation === orientation).slice(0, 2);
    return { segments, orientation, matchedBy: "words" };
  }
  const cues = orientationCues(stems, headStem(targetMarket));
  const byCues: Orientation | null =
    cues.b2b > cues.b2c ? "b2b" : cues.b2c > cues.b2b ? "b2c" : null;
  const fallback: Orientation =
    model.orientation === "both" ? industry.customerSegments[0]!.orientation : model.orientation;
  const orientation = byCues ?? fallback;
  const segment =
    industry.customerSegments.find((candidate) => candidate.orientation === orientation) ??
    industry.customerSegments[0]!;
  return {
    segments: [segment],
    orientation: segment.orientation,
    matchedBy: byCues === null ? "default" : "cues",
  };
}

// ---------------------------------------------------------------------------------------------
// Price
// ---------------------------------------------------------------------------------------------

/** Prices per unit of volume (a watt, an acre, a mile…), not per customer: no good for counting. */
function isPerCustomer(range: PriceRange): boolean {
  if (range.unit !== "USD" || range.high <= 0) return false;
  if (/watt|kwh|acre|mile|impression|parcel/iu.test(range.per)) return false;
  return !(range.per === "unit" && range.period === "month");
}

/** Who a price is per: a business-like unit or a consumer-like one. */
const PER_ORIENTATION: Readonly<Record<string, Orientation>> = Object.fromEntries([
  ...(
    "business client customer site provider store seller contract project engagement campaign " +
    "location vehicle team seat company practice retainer"
  )
    .split(" ")
    .map((word) => [word, "b2b"] as const),
  ...(
    "user member subscriber learner guest person visit item ticket player copy home household " +
    "trip session class serving box course purchase patient"
  )
    .split(" ")
    .map((word) => [word, "b2c"] as const),
]);

function perOrientation(range: PriceRange): Orientation | undefined {
  const first = stemsOf(range.per)[0];
  return first === undefined ? undefined : PER_ORIENTATION[first];
}

export interface PriceChoice {
  range: PriceRange;
  /** Whose range it is: the industry's or the business model's. */
  owner: string;
}

/**
 * The price range for bottom-up sizing: among the industry's and the model's per-customer dollar
 * ranges, the one whose words the founder's text uses most (two points a word) and whose unit
 * suits the buyers (one point); ties go to the model's ranges, then the industry's, in
 * knowledge-base order.
 */
export function choosePrice(
  text: string,
  industry: IndustryEntry,
  model: BusinessModelEntry,
  orientation: Orientation,
): PriceChoice {
  const stems = contentStems(text);
  const candidates: PriceChoice[] = [
    ...model.typicalPricePoints.map((range) => ({ range, owner: `${model.name} businesses` })),
    ...industry.pricingModels.map((range) => ({ range, owner: industry.name })),
  ].filter((candidate) => isPerCustomer(candidate.range));
  let best: { choice: PriceChoice; score: number } | null = null;
  for (const choice of candidates) {
    const words = contentStems(`${choice.range.label} ${choice.range.per}`);
    const overlap = [...words].filter((word) => stems.has(word)).length;
    const score = overlap * 2 + (perOrientation(choice.range) === orientation ? 1 : 0);
    if (best === null || score > best.score) best = { choice, score };
  }
  if (best !== null) return best.choice;
  const other = KNOWLEDGE_BASE.industries.Other;
  return { range: other.pricingModels[0]!, owner: other.name };
}
