/**
 * B2B or B2C from an idea's own words (issue 23): the one side reading the idea classifier and
 * the business-model classifier share. Cue words (lexicon.ts) count, doubled inside the clause
 * that names the customer ("for dental clinics", "lets pubs…", "sold to school districts", "per
 * bakery"); an organisation named there (the organisation nouns of fit.ts, or a trade's premises
 * such as a bakery or a boulangerie) counts for business buyers even when no cue lists it.
 */

import type { NicheMarketEntry } from "../knowledge";
import { getBuyerUnit } from "../knowledge";
import { type Cue, type CueMatch, PhraseMatcher, type Token, tokenise } from "../text";
import { isEstablishmentWord, namesSellers, readMarket } from "./buyer";
import { type Clause, customerClauses, inClause } from "./clauses";
import { ORGANISATION_STEMS } from "./fit";
import { B2B_CUES, B2C_CUES, type OrientationCue } from "./lexicon";

export type Orientation = "B2B" | "B2C";

/**
 * What a niche market the idea names adds to its buyers' side: more than one stray word and less
 * than a customer clause.
 */
export const NICHE_MARKET_WEIGHT = 2.5;

/** How much an organisation noun with no cue of its own counts in a customer clause. */
const ORGANISATION_WEIGHT = 1;

function orientationCue(cue: OrientationCue, target: Orientation): Cue<Orientation> {
  return { phrase: cue.phrase, target, weight: cue.weight };
}

const orientationMatcher = new PhraseMatcher<Orientation>([
  ...B2B_CUES.map((cue) => orientationCue(cue, "B2B")),
  ...B2C_CUES.map((cue) => orientationCue(cue, "B2C")),
]);

/** Customer nouns that mean B2B only as the customer ("for restaurants", not "a restaurant"). */
export const CLAUSE_ONLY_PHRASES: ReadonlySet<string> = new Set(
  B2B_CUES.filter((cue) => cue.clauseOnly === true).map((cue) => cue.phrase),
);

/** The B2B and B2C cue matches of an idea's tokens, in text order. */
export function orientationMatches(tokens: readonly Token[]): CueMatch<Orientation>[] {
  return orientationMatcher.match(tokens);
}

/** Words before people that make them someone else's: "their tenants", "its guests". */
const OWNER_WORDS = new Set(["their", "its"]);

/**
 * Words of the founder's language that make the noun after them a complement of the head before
 * it ("cavaliers de club", "genitori di alunni", "ouders van leerlingen").
 */
const COMPLEMENT_BEFORE = new Set([
  "de",
  "di",
  "da",
  "do",
  "del",
  "della",
  "des",
  "du",
  "van",
  "von",
]);

/** Organisation nouns too broad to name a buyer on their own ("per plan", "a group"). */
const TOO_BROAD = new Set(["plan", "system", "group", "provider", "team"]);

/**
 * Words that end like a trade's premises ("bakery", "brewery", "boulangerie", "pizzeria") but
 * are not one.
 */
const NOT_PREMISES = new Set([
  "every",
  "delivery",
  "battery",
  "machinery",
  "jewelry",
  "jewellery",
  "grocery",
  "surgery",
  "recovery",
  "discovery",
  "mystery",
  "lottery",
  "celery",
  "query",
  "cutlery",
  "stationery",
  "imagery",
  "scenery",
  "bravery",
  "slavery",
  "flattery",
  "artillery",
  "lingerie",
  "pottery",
  "archery",
  "mastery",
  "misery",
  "embroidery",
  "cookery",
  "confectionery",
  "crockery",
  "drapery",
  "greenery",
  "upholstery",
  "artery",
]);

/**
 * Whether a word (a stem) names an organisation: a listed organisation noun, a trade's premises
 * by the English and French suffix for one (bakery, winery, boulangerie, pizzeria), or any
 * establishment the buyer reader knows, in the founder's language.
 */
export function namesOrganisation(word: string): boolean {
  if (ORGANISATION_STEMS.has(word)) return !TOO_BROAD.has(word);
  if (NOT_PREMISES.has(word)) return false;
  if (word.length >= 6 && /(?:ery|erie|eria)$/u.test(word)) return true;
  // A trade, a premises or a body in the founder's language ("Nachhilfeinstitute",
  // "woningcorporaties", "ejidos"): the buyer reader's one list of them.
  return isEstablishmentWord(word);
}

/**
 * The side the idea's words point to, or undefined on a tie (no cue at all included). Whom the
 * founder says it is sold to pays, whoever it is for ("for parents, sold to school districts"):
 * the sale clauses decide alone when they decide.
 */
export function pickOrientation(
  tokens: readonly Token[],
  matches: readonly CueMatch<Orientation>[],
  clauses: readonly Clause[],
  niche?: NicheMarketEntry,
  /** True when the customers named are a niche market's own sellers ("for dog groomers"). */
  sellsToSellers = false,
): Orientation | undefined {
  const sales = clauses.filter((clause) => clause.sale);
  const sold =
    sales.length === 0
      ? undefined
      : weighSides(
          tokens,
          matches.filter((match) => inClause(match, sales)),
          sales,
        );
  if (sold !== undefined) return sold;
  const nicheBuyers = sellsToSellers
    ? "b2b"
    : niche === undefined
      ? undefined
      : getBuyerUnit(niche.buyer).orientation;
  return weighSides(tokens, matches, clauses, {
    b2b: nicheBuyers === "b2b" ? NICHE_MARKET_WEIGHT : 0,
    b2c: nicheBuyers === "b2c" ? NICHE_MARKET_WEIGHT : 0,
  });
}

/** The side the cue matches and the organisations named in the clauses weigh for. */
function weighSides(
  tokens: readonly Token[],
  matches: readonly CueMatch<Orientation>[],
  clauses: readonly Clause[],
  prior: { b2b: number; b2c: number } = { b2b: 0, b2c: 0 },
): Orientation | undefined {
  let { b2b, b2c } = prior;
  const covered = new Set<number>();
  /** The side of the last cue read: "parents and their kids" are the parents' own. */
  let previous: Orientation | undefined;
  for (const match of matches) {
    for (let index = match.first; index <= match.last; index += 1) covered.add(index);
    // "pour cavaliers de club": a complement in the clause is not whom it is for.
    const clause =
      inClause(match, clauses) && !COMPLEMENT_BEFORE.has(tokens[match.first - 1]?.stem ?? "");
    // "for their tenants", "its guests": people the buyer serves, so the buyer is an organisation.
    const served = previous !== "B2C" && OWNER_WORDS.has(tokens[match.first - 1]?.stem ?? "");
    for (const vote of match.votes) {
      if (!clause && CLAUSE_ONLY_PHRASES.has(vote.phrase)) continue;
      const weight = vote.weight * (clause ? 2 : 1);
      if (vote.target === "B2B" || served) b2b += weight;
      else b2c += weight;
    }
    previous = match.votes[0]?.target ?? previous;
  }
  // An organisation named as the customer that no cue lists ("lets funeral homes…", "per pub").
  for (const clause of clauses) {
    for (let index = clause.from; index <= clause.to; index += 1) {
      const token = tokens[index];
      if (token === undefined || covered.has(index) || !namesOrganisation(token.stem)) continue;
      // Only the clause's head counts: "for bakery owners" names the owners, a cue of its own;
      // "pour cavaliers de club" the riders, the club being what they belong to.
      if (index < clause.to && covered.has(index + 1)) continue;
      if (index > clause.from && COMPLEMENT_BEFORE.has(tokens[index - 1]?.stem ?? "")) continue;
      b2b += ORGANISATION_WEIGHT * 2;
    }
  }
  if (b2b === b2c) return undefined;
  return b2b > b2c ? "B2B" : "B2C";
}

export interface IdeaSide {
  /** The side the words decide, or undefined when they do not. */
  orientation: Orientation | undefined;
  /** The B2B and B2C cue matches, in text order. */
  matches: CueMatch<Orientation>[];
  /** The niche market the idea is in, unless its customers are that market's sellers. */
  market: NicheMarketEntry | undefined;
  /** True when the customers named are a niche market's own sellers ("for dog groomers"). */
  sellsToSellers: boolean;
}

/**
 * The side an idea's own words point to, with the niche market they name: the one reading the
 * idea classifier and the business-model classifier share.
 */
export function ideaSide(
  text: string,
  tokens: readonly Token[] = tokenise(text),
  clauses: readonly Clause[] = customerClauses(text, tokens),
): IdeaSide {
  const reading = readMarket(text);
  const sellsToSellers = reading !== null && namesSellers("", text, reading.market);
  const market = reading !== null && !sellsToSellers ? reading.market : undefined;
  const matches = orientationMatches(tokens);
  return {
    orientation: pickOrientation(tokens, matches, clauses, market, sellsToSellers),
    matches,
    market,
    sellsToSellers,
  };
}

/** The side an idea's own words point to, if they decide it. */
export function readSide(text: string): Orientation | undefined {
  return ideaSide(text).orientation;
}
