import { ALL_INDUSTRIES, type Industry } from "../../shared/options";
import {
  type BusinessModelEntry,
  type IndustryEntry,
  KNOWLEDGE_BASE,
  type NicheMarketEntry,
} from "../knowledge";
import {
  type Cue,
  type CueMatch,
  foldWord,
  PhraseMatcher,
  stem,
  type Token,
  tokenise,
} from "../text";
import { type Clause, customerClauses, inClause } from "./clauses";
import { founderExcerpt, numbersOf } from "./founder-text";
import {
  COMPOUND_INDUSTRY_ENDINGS,
  DELIVERY_WORD_WEIGHT,
  DELIVERY_WORDS,
  EXTRA_INDUSTRY_WORDS,
  FOREIGN_INDUSTRY_WORDS,
  FUNCTION_WORDS,
  JAPANESE_INDUSTRY,
  NOT_CUSTOMER_PHRASES,
} from "./lexicon";
import { modelFromWords, modelMatches, type Orientation, usualModel } from "./model";
import { CLAUSE_ONLY_PHRASES, ideaSide, NICHE_MARKET_WEIGHT, namesOrganisation } from "./side";

export type { Orientation } from "./model";

/**
 * Reads a business idea's text as an industry (the knowledge base's industries and keywords), a
 * B2B or B2C orientation, and a business model (spec §9), with the founder's words that decided
 * each. A hand-kept lexicon, no NLP package: the vocabulary of a one-line startup pitch is small.
 */

/** How a part of the classification was decided, so the text can say so honestly. */
export type ClassificationBasis = "idea" | "market-analysis" | "knowledge-base";

export interface IdeaClassification {
  industry: IndustryEntry;
  orientation: Orientation;
  model: BusinessModelEntry;
  /** The founder's words that decided it, in the order they appear (at most ten). */
  signals: string[];
  basis: {
    industry: ClassificationBasis;
    orientation: ClassificationBasis;
    model: ClassificationBasis;
  };
  /** Whom the idea names as its customer ("dental clinics", "busy parents"), if it does. */
  customers: string | undefined;
  /** The stems of the idea's words, for picking the knowledge-base entries closest to it. */
  stems: ReadonlySet<string>;
  /**
   * The market the idea is in, narrower than the industry (pet services, mobile games), when its
   * words name one and its customers are that market's buyers rather than its sellers.
   */
  market?: NicheMarketEntry;
}

export interface ClassifyOptions {
  /** The industry the founder's market analysis was run for, when it can be recovered. */
  marketIndustry?: IndustryEntry;
  /**
   * The trade of the buyer the founder names (pubs are food and drink), with the words that
   * named it: evidence for the industry as strong as a niche market's phrases.
   */
  buyer?: { industry: Industry; phrase: string };
}

/** Added to the market analysis's industry: it decides when the idea's own words do not. */
const MARKET_INDUSTRY_PRIOR = 1.5;
const MAX_SIGNALS = 10;
const MAX_SIGNAL_CHARS = 40;
const MAX_CUSTOMER_CHARS = 48;
/** Industries named by how a product is sold rather than whom it serves: they lose ties. */
const DELIVERY_INDUSTRIES = new Set<Industry>(["Technology", "E-commerce"]);

const industryMatcher = new PhraseMatcher<Industry>(industryCues());
const clauseOnlyPhrases = CLAUSE_ONLY_PHRASES;

/** Classifies a business idea; pure and deterministic. */
export function classifyIdea(idea: string, options: ClassifyOptions = {}): IdeaClassification {
  const tokens = tokenise(idea);
  const clauses = customerClauses(idea, tokens);
  const founderNumbers = numbersOf([idea]);

  const side = ideaSide(idea, tokens, clauses);
  const market = side.market;
  const industryVote = voteIndustry(
    [...industryMatcher.match(tokens), ...foreignIndustryMatches(idea, tokens)],
    options.marketIndustry,
    market,
    options.buyer?.industry,
  );
  const modelCueMatches = modelMatches(tokens);
  const orientationMatches = side.matches;
  const industry = KNOWLEDGE_BASE.industries[industryVote.winner];

  const cueOrientation = side.orientation;
  const cueModel = modelFromWords(idea, tokens, modelCueMatches, clauses, industry, {
    ...(cueOrientation === undefined ? {} : { orientation: cueOrientation }),
  });
  const orientation =
    cueOrientation ?? orientationFromModel(cueModel) ?? orientationFromSegments(industry);
  const model = cueModel ?? usualModel(industry, orientation);

  const deciding: CueMatch<string>[] = [
    ...industryVote.matches.filter((match) => votesFor(match, industry.name)),
    ...orientationMatches.filter((match) => votesFor(match, orientation)),
    ...modelCueMatches.filter((match) => votesFor(match, model.name)),
  ];
  const signals = signalTexts(idea, tokens, deciding, founderNumbers);
  if (industryVote.fromMarket) signals.push(`${industry.name} (your market analysis)`);
  else if (
    options.buyer !== undefined &&
    options.buyer.industry === industry.name &&
    !industryVote.matches.some((match) => votesFor(match, industry.name))
  ) {
    signals.push(`${options.buyer.phrase} (your buyers' trade)`);
  }

  return {
    industry,
    orientation,
    model,
    signals: signals.slice(0, MAX_SIGNALS),
    basis: {
      industry: industryVote.fromMarket
        ? "market-analysis"
        : industryVote.matches.length > 0
          ? "idea"
          : "knowledge-base",
      orientation: cueOrientation !== undefined ? "idea" : "knowledge-base",
      model: cueModel !== undefined ? "idea" : "knowledge-base",
    },
    customers: customerPhrase(idea, tokens, clauses, orientationMatches, founderNumbers),
    stems: new Set(tokens.map((token) => token.stem)),
    ...(market === undefined ? {} : { market }),
  };
}

// ---------------------------------------------------------------------------------------------
// Lexicons
// ---------------------------------------------------------------------------------------------

/** Knowledge-base keywords plus the extra words, phrases weighted above single words. */
function industryCues(): Cue<Industry>[] {
  return ALL_INDUSTRIES.flatMap((name) => {
    const words = [
      ...KNOWLEDGE_BASE.industries[name].keywords,
      ...(EXTRA_INDUSTRY_WORDS[name] ?? []),
      ...(FOREIGN_INDUSTRY_WORDS[name] ?? []),
    ];
    return words.map((phrase) => ({ phrase, target: name, weight: industryWeight(phrase) }));
  });
}

/**
 * Industry votes the phrase matcher cannot make: a German, Dutch or Scandinavian compound read
 * by its last part ("Zahnarztpraxen"), a long first part ("Versicherungsvergleich") or a
 * longer part anywhere ("Hausratversicherungsvergleich"), and Japanese words (no spaces between them). Each
 * counts as one word, once per industry and token.
 */
function foreignIndustryMatches(idea: string, tokens: readonly Token[]): CueMatch<Industry>[] {
  const found: CueMatch<Industry>[] = [];
  tokens.forEach((token, index) => {
    const word = foldWord(idea.slice(token.start, token.end).toLowerCase());
    for (const [industry, endings] of COMPOUND_INDUSTRY_ENDINGS) {
      const ending = endings.find(
        (end) =>
          (word.length >= end.length + 3 && word.endsWith(end)) ||
          (end.length >= 6 && word.length >= end.length + 4 && word.startsWith(end)) ||
          (end.length >= 9 && word.includes(end)),
      );
      if (ending !== undefined) {
        found.push({
          first: index,
          last: index,
          votes: [{ phrase: word, target: industry, weight: 1 }],
        });
      }
    }
  });
  if (/[\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}]/u.test(idea)) {
    for (const [pattern, industry] of JAPANESE_INDUSTRY) {
      const hit = pattern.exec(idea);
      if (hit === null) continue;
      const at = tokens.findIndex((token) => token.start <= hit.index && hit.index < token.end);
      const position = at === -1 ? 0 : at;
      found.push({
        first: position,
        last: position,
        votes: [{ phrase: hit[0], target: industry, weight: 1 }],
      });
    }
  }
  return found;
}

function industryWeight(phrase: string): number {
  if (DELIVERY_WORDS.has(phrase) || FUNCTION_WORDS.has(phrase)) return DELIVERY_WORD_WEIGHT;
  return /[\s-]/.test(phrase.trim()) ? 2 : 1;
}

function votesFor(match: CueMatch<string>, target: string): boolean {
  return match.votes.some((vote) => vote.target === target);
}

// ---------------------------------------------------------------------------------------------
// Industry
// ---------------------------------------------------------------------------------------------

interface IndustryVote {
  winner: Industry;
  matches: CueMatch<Industry>[];
  fromMarket: boolean;
}

function voteIndustry(
  matches: CueMatch<Industry>[],
  marketIndustry?: IndustryEntry,
  niche?: NicheMarketEntry,
  buyerIndustry?: Industry,
): IndustryVote {
  const scores = new Map<Industry, number>();
  for (const match of matches) {
    for (const vote of match.votes)
      scores.set(vote.target, (scores.get(vote.target) ?? 0) + vote.weight);
  }
  if (niche !== undefined) {
    scores.set(niche.industry, (scores.get(niche.industry) ?? 0) + NICHE_MARKET_WEIGHT);
  }
  if (buyerIndustry !== undefined) {
    scores.set(buyerIndustry, (scores.get(buyerIndustry) ?? 0) + NICHE_MARKET_WEIGHT);
  }
  const textWinner = bestIndustry(scores);
  if (marketIndustry !== undefined && marketIndustry.name !== "Other") {
    scores.set(marketIndustry.name, (scores.get(marketIndustry.name) ?? 0) + MARKET_INDUSTRY_PRIOR);
  }
  const winner = bestIndustry(scores) ?? "Other";
  return { winner, matches, fromMarket: marketIndustry !== undefined && winner !== textWinner };
}

/** Highest score; ties go to a customer industry over a delivery one, then to list order. */
function bestIndustry(scores: ReadonlyMap<Industry, number>): Industry | undefined {
  let best: Industry | undefined;
  let bestScore = 0;
  for (const name of ALL_INDUSTRIES) {
    const score = scores.get(name) ?? 0;
    if (score <= 0) continue;
    const beats =
      best === undefined ||
      score > bestScore ||
      (score === bestScore && DELIVERY_INDUSTRIES.has(best) && !DELIVERY_INDUSTRIES.has(name));
    if (beats) {
      best = name;
      bestScore = score;
    }
  }
  return best;
}

// ---------------------------------------------------------------------------------------------
// B2B or B2C
// ---------------------------------------------------------------------------------------------

export function orientationFromModel(
  model: BusinessModelEntry | undefined,
): Orientation | undefined {
  if (model === undefined || model.orientation === "both") return undefined;
  return model.orientation === "b2b" ? "B2B" : "B2C";
}

/** The side most of the industry's customer segments sit on; B2C on a tie. */
export function orientationFromSegments(industry: IndustryEntry): Orientation {
  const b2b = industry.customerSegments.filter((segment) => segment.orientation === "b2b").length;
  return b2b * 2 > industry.customerSegments.length ? "B2B" : "B2C";
}

// ---------------------------------------------------------------------------------------------
// The founder's words
// ---------------------------------------------------------------------------------------------

function sliceOf(idea: string, tokens: readonly Token[], first: number, last: number): string {
  const start = tokens[first]?.start ?? 0;
  const end = tokens[last]?.end ?? start;
  return idea.slice(start, end);
}

/** The matched words as the founder wrote them, lowercased, in text order, without repeats. */
function signalTexts(
  idea: string,
  tokens: readonly Token[],
  matches: readonly CueMatch<string>[],
  founderNumbers: ReadonlySet<string>,
): string[] {
  const ordered = [...matches].sort((a, b) => a.first - b.first);
  const texts = ordered.map((match) =>
    founderExcerpt(
      sliceOf(idea, tokens, match.first, match.last).toLowerCase(),
      MAX_SIGNAL_CHARS,
      founderNumbers,
    ),
  );
  return [...new Set(texts.filter((text) => text.length > 0))];
}

/**
 * The words after "for …" up to the last customer noun: "busy parents", "dental clinics". A
 * clause that names who it is sold to comes first ("…for parents, sold to school districts"); an
 * organisation no cue lists counts as a customer noun ("for boulangeries"), except in a price.
 */
function customerPhrase(
  idea: string,
  tokens: readonly Token[],
  clauses: readonly Clause[],
  matches: readonly CueMatch<Orientation>[],
  founderNumbers: ReadonlySet<string>,
): string | undefined {
  const covered = new Set(
    matches.flatMap((match) =>
      Array.from({ length: match.last - match.first + 1 }, (_, offset) => match.first + offset),
    ),
  );
  const ordered = [...clauses].sort((a, b) => Number(b.sale) - Number(a.sale));
  for (const clause of ordered) {
    const cues = matches.filter(
      (match) =>
        inClause(match, [clause]) &&
        match.votes.some((vote) => !NOT_CUSTOMER_PHRASES.has(vote.phrase)),
    );
    const last = cues.at(-1);
    let organisation = -1;
    if (tokens[clause.opener]?.stem !== "per") {
      for (let index = clause.from; index <= clause.to; index += 1) {
        const stem = tokens[index]?.stem ?? "";
        if (!covered.has(index) && namesOrganisation(stem)) organisation = index;
      }
    }
    const end = Math.max(last?.last ?? -1, organisation);
    if (end < 0) continue;
    const cueEnds = last !== undefined && last.last === end;
    const phrase = founderExcerpt(
      sliceOf(idea, tokens, clause.from, Math.max(end, clause.from)),
      MAX_CUSTOMER_CHARS,
      founderNumbers,
    );
    // A phrase too long to quote whole gives way to the customer words themselves.
    if (phrase.length > 0 && !phrase.endsWith("…")) {
      return cueEnds ? pluralAsCue(phrase, last) : phrase;
    }
    const words = founderExcerpt(
      cueEnds ? sliceOf(idea, tokens, last.first, last.last) : sliceOf(idea, tokens, end, end),
      MAX_CUSTOMER_CHARS,
      founderNumbers,
    );
    if (words.length > 0 && !words.endsWith("…")) return cueEnds ? pluralAsCue(words, last) : words;
  }
  const named = matches.find((match) =>
    match.votes.some(
      (vote) => !NOT_CUSTOMER_PHRASES.has(vote.phrase) && !clauseOnlyPhrases.has(vote.phrase),
    ),
  );
  if (named === undefined) return undefined;
  const phrase = founderExcerpt(
    sliceOf(idea, tokens, named.first, named.last),
    MAX_CUSTOMER_CHARS,
    founderNumbers,
  );
  return phrase.length > 0 && !phrase.endsWith("…") ? pluralAsCue(phrase, named) : undefined;
}

/**
 * Customers are a group: a cue written in the singular ("hospital quality") is named in the
 * cue's plural ("hospitals"), so the prose reads "do hospitals meet…" (issue 16).
 */
function pluralAsCue(phrase: string, match: CueMatch<Orientation>): string {
  const cue = match.votes.find((vote) => !NOT_CUSTOMER_PHRASES.has(vote.phrase))?.phrase;
  const cueLast = cue?.split(" ").at(-1);
  const last = /(\S+)$/u.exec(phrase);
  if (cueLast === undefined || last === null || !cueLast.endsWith("s")) return phrase;
  const word = last[1] ?? "";
  const lower = word.toLowerCase();
  // Only a singular word ("hospital") for a plural cue ("hospitals") changes.
  if (stem(lower) !== lower || stem(cueLast) === cueLast || stem(cueLast) !== lower) return phrase;
  const plural = /^\p{Lu}/u.test(word)
    ? cueLast.charAt(0).toUpperCase() + cueLast.slice(1)
    : cueLast;
  return phrase.slice(0, last.index) + plural;
}
