/**
 * The competitors the founder names, read once (issue 22): the list split into names, and each
 * name typed against the knowledge base's competitor archetypes (see `typeCompetitors`).
 */

import type { Industry } from "../../shared/options";
import { type BuyerUnitEntry, type IndustryEntry, KNOWLEDGE_BASE } from "../knowledge";
import { unitAndHolders } from "./buyer";
import { contentStems } from "./fit";
import { quoteText } from "./quote";

export type Archetype = IndustryEntry["competitorArchetypes"][number];

const LIST_SEPARATOR = /\r?\n|;|(?<!\d),|,(?!\d)|\s+(?:and|&)\s+|\s+\|\s+/iu;
const BULLET = /^(?:[-*•·–]+|\d{1,2}[.)])\s+/u;

/**
 * The founder's competitors (`competitorAnalysis`), split on newlines, commas, semicolons and
 * "and"; bullets stripped, repeats dropped, each name quoted short. A comma inside a number
 * ("1,200") does not split.
 */
export function splitCompetitors(text: string): string[] {
  const seen = new Set<string>();
  const names: string[] = [];
  for (const part of text.split(LIST_SEPARATOR)) {
    const bare = part.replace(BULLET, "").replace(/^[\s"'“”‘’]+|[\s"'“”‘’.]+$/gu, "");
    const name = quoteText(bare, 60, text);
    const key = name.toLowerCase();
    if (name.length < 2 || !/[\p{L}\p{N}]/u.test(name) || seen.has(key)) continue;
    seen.add(key);
    names.push(name);
  }
  return names;
}

export interface KnownCompany {
  industry: Industry;
  archetype: Archetype;
  example: string;
}

/** "Zara (Inditex)" is known as "zara (inditex)", "zara" and "inditex". */
function namesOf(example: string): string[] {
  const lower = example.toLowerCase().trim();
  const inner = /\(([^)]+)\)/u.exec(lower)?.[1]?.trim();
  const outer = lower.replace(/\([^)]*\)/gu, "").trim();
  return [lower, outer, inner].filter((name): name is string => name !== undefined && name !== "");
}

const KNOWN_COMPANIES: ReadonlyMap<string, KnownCompany> = (() => {
  const known = new Map<string, KnownCompany>();
  for (const entry of Object.values(KNOWLEDGE_BASE.industries)) {
    for (const archetype of entry.competitorArchetypes) {
      for (const example of archetype.examples) {
        for (const name of namesOf(example)) {
          if (!known.has(name)) known.set(name, { industry: entry.name, archetype, example });
        }
      }
    }
  }
  return known;
})();

export type CompetitorPlacement =
  | { kind: "known"; company: KnownCompany }
  | { kind: "resembles"; archetype: Archetype }
  | { kind: "unknown" };

/**
 * Where a competitor the founder named sits: a company the knowledge base lists (in this industry
 * first), an archetype whose words its description shares, or unknown.
 */
export function placeCompetitor(name: string, industry: IndustryEntry): CompetitorPlacement {
  const key = name
    .toLowerCase()
    .replace(/\([^)]*\)/gu, "")
    .trim();
  const local = industry.competitorArchetypes.find((archetype) =>
    archetype.examples.some((example) => namesOf(example).includes(key)),
  );
  if (local !== undefined) {
    const example = local.examples.find((candidate) => namesOf(candidate).includes(key))!;
    return { kind: "known", company: { industry: industry.name, archetype: local, example } };
  }
  const company = KNOWN_COMPANIES.get(key);
  if (company !== undefined) return { kind: "known", company };
  const stems = contentStems(name);
  let best: { archetype: Archetype; score: number } | null = null;
  for (const archetype of industry.competitorArchetypes) {
    const score = segmentLikeScore(archetype, stems);
    if (score > 0 && (best === null || score > best.score)) best = { archetype, score };
  }
  return best === null ? { kind: "unknown" } : { kind: "resembles", archetype: best.archetype };
}

function segmentLikeScore(archetype: Archetype, stems: ReadonlySet<string>): number {
  let score = 0;
  for (const word of contentStems(archetype.name)) if (stems.has(word)) score += 2;
  for (const word of contentStems(archetype.description)) if (stems.has(word)) score += 1;
  return score;
}

/** A competitor the founder named, with where the knowledge base places it. */
export interface TypedCompetitor {
  name: string;
  placement: CompetitorPlacement;
}

/** The founder's competitors, split and each placed against the industry (at most `max`). */
export function typeCompetitors(
  text: string,
  industry: IndustryEntry,
  max = Number.POSITIVE_INFINITY,
): TypedCompetitor[] {
  return splitCompetitors(text)
    .slice(0, max)
    .map((name) => ({ name, placement: placeCompetitor(name, industry) }));
}

// ---------------------------------------------------------------------------------------------
// Archetypes against the founder's buyer (issue 16; shared by every module since stop 35)
// ---------------------------------------------------------------------------------------------

/** The words a buyer unit goes by (its names and keywords), as plain lowercase phrases. */
function unitPhrases(units: readonly BuyerUnitEntry[]): string[] {
  return units
    .flatMap((unit) => [unit.singular, unit.plural, ...unit.keywords])
    .filter((phrase) => /^[a-z][a-z -]+$/u.test(phrase));
}

/**
 * Whether `text` holds any of the phrases as whole words, not as part of a compound
 * ("farm-management" software does not name farms).
 */
function namesAny(text: string, phrases: readonly string[]): boolean {
  return phrases.some((phrase) => new RegExp(`(?<![\\w-])${phrase}(?![\\w-])`, "u").test(text));
}

/**
 * Whether an archetype is the founder's buyers themselves (customers are never listed as
 * competitors): its name, or its description up to "that/who/which…", uses a phrase of the
 * organisation buyer unit or of a unit holding it ("health systems", "hospital networks" for
 * community hospitals under 200 beds).
 */
export function archetypeIsBuyer(archetype: Archetype, unit: BuyerUnitEntry | null): boolean {
  if (unit === null || unit.kind !== "organisation") return false;
  const head = ` ${archetype.name} ${
    archetype.description.split(
      /\b(?:that|who|which|with|paid|selling|sold|serving|used|bought|for|to)\b/u,
    )[0] ?? ""
  } `.toLowerCase();
  // Employer firms hold almost every organisation: their words ("companies", "employers")
  // would make every rival that sells to businesses look like the founder's buyers.
  const units = unitAndHolders(unit).filter((holder) => holder.id !== "employer-firms");
  return namesAny(
    head,
    unitPhrases(units).filter((phrase) => !/^(?:under|fewer|over)\b/u.test(phrase)),
  );
}

/**
 * Whether an archetype sells to the founder's kind of buyer: its description names the buyer
 * unit or any unit holding it, employer firms included ("sold to employers" for hotels) unless
 * `employers` is false.
 */
export function archetypeSellsTo(
  archetype: Archetype,
  unit: BuyerUnitEntry | null,
  employers = true,
): boolean {
  if (unit === null) return false;
  const holders = unitAndHolders(unit).filter(
    (holder) => employers || holder.id === unit.id || !GENERAL_EMPLOYERS.has(holder.id),
  );
  return namesAny(` ${archetype.description} `.toLowerCase(), unitPhrases(holders));
}

/**
 * What an organisation buyer might use today instead of the founder's product, from the
 * industry's archetypes: those whose description names that kind of buyer first, then the
 * vendors that sell tools, systems or services to organisations; never the buyers themselves nor
 * the industry's players that sell to consumers (a pub does not use McDonald's or PepsiCo
 * instead of a keg sensor). Empty when none fits: the plan then names no company. For people and
 * households, the industry's archetypes, which sell to them.
 */
export function alternativesFor(
  industry: IndustryEntry,
  unit: BuyerUnitEntry | null,
  b2b: boolean,
): Archetype[] {
  if (!b2b) return [...industry.competitorArchetypes];
  const candidates = industry.competitorArchetypes.filter(
    (archetype) => !archetypeIsBuyer(archetype, unit),
  );
  // "Paid by cash or employers" sells to employers as payers of a benefit, not to a vet practice
  // because it employs staff: employers in general do not count here.
  const own = (archetype: Archetype) => archetypeSellsTo(archetype, unit, false);
  return [
    ...candidates.filter(own),
    ...candidates.filter((archetype) => !own(archetype) && archetype.vendor === true),
  ];
}

/** Units that hold almost every organisation: businesses and employers in general. */
export const GENERAL_EMPLOYERS: ReadonlySet<string> = new Set([
  "employer-firms",
  "small-employer-firms",
]);
