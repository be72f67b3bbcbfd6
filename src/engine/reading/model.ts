/**
 * The one business-model classifier (issue 22). Customer discovery's `pickModel` and the market
 * analysis' `inferBusinessModel` read the same idea two ways and disagreed; both now call
 * `readBusinessModel`: the model whose cue words (lexicon.ts `MODEL_CUES`, weighted) the idea
 * uses most, words inside the customer clause counting little ("an app for restaurants" is an
 * app, not a restaurant); ties go to a model the founder called by name, then to one that suits
 * the business type the founder stated (digital, offline…), then to the industry's usual models.
 * With no firm cue, the industry's first usual model that sells to the buyers' side and suits the
 * stated business type.
 */

import { BUSINESS_MODELS, type BusinessModel } from "../../shared/options";
import { type BusinessModelEntry, getBusinessModel, type IndustryEntry } from "../knowledge";
import { type CueMatch, PhraseMatcher, type Token, tokenise } from "../text";
import { type Clause, customerClauses, inClause } from "./clauses";
import { MODEL_CUES } from "./lexicon";

export type Orientation = "B2B" | "B2C";

/** The business types the market analysis form offers (src/shared/options MARKET_BUSINESS_TYPES). */
export type BusinessType = "digital" | "offline" | "hybrid" | "all";

/** Below this, the model cues are too faint ("online", "selling") and the industry decides. */
const MIN_MODEL_SCORE = 1;
/** How much a model cue counts inside the clause that names the customer. */
const CUSTOMER_CLAUSE_MODEL_FACTOR = 0.3;

const modelMatcher = new PhraseMatcher<BusinessModel>(
  BUSINESS_MODELS.flatMap((model) =>
    MODEL_CUES[model].map(([phrase, weight]) => ({ phrase, weight, target: model })),
  ),
);

/** The model cue matches of an idea's tokens, in text order. */
export function modelMatches(tokens: readonly Token[]): CueMatch<BusinessModel>[] {
  return modelMatcher.match(tokens);
}

/** Whether a model's delivery suits the business type the founder stated. */
export function fitsBusinessType(model: BusinessModelEntry, businessType?: BusinessType): boolean {
  if (businessType === "digital") return model.deliveryMode !== "offline";
  if (businessType === "offline") return model.deliveryMode !== "online";
  return true;
}

/**
 * The model the cue words point to, if they point firmly enough (see the file's comment), or
 * undefined when they do not.
 */
export function modelFromWords(
  matches: readonly CueMatch<BusinessModel>[],
  clauses: readonly Clause[],
  industry: IndustryEntry,
  businessType?: BusinessType,
): BusinessModelEntry | undefined {
  const scores = new Map<BusinessModel, number>();
  /** Models the founder called by name ("a marketplace"): they win a tie with what is sold. */
  const named = new Set<BusinessModel>();
  for (const match of matches) {
    const factor = inClause(match, clauses) ? CUSTOMER_CLAUSE_MODEL_FACTOR : 1;
    for (const vote of match.votes) {
      scores.set(vote.target, (scores.get(vote.target) ?? 0) + vote.weight * factor);
      if (vote.phrase === vote.target.toLowerCase()) named.add(vote.target);
    }
  }
  const typicalRank = (model: BusinessModel) => {
    const index = industry.typicalBusinessModels.indexOf(model);
    return index === -1 ? BUSINESS_MODELS.length : index;
  };
  const namedRank = (model: BusinessModel) => (named.has(model) ? 0 : 1);
  const fitRank = (model: BusinessModel) =>
    fitsBusinessType(getBusinessModel(model), businessType) ? 0 : 1;
  const ranked = [...scores.entries()]
    .filter(([, score]) => score >= MIN_MODEL_SCORE)
    .sort(
      ([a, scoreA], [b, scoreB]) =>
        scoreB - scoreA ||
        namedRank(a) - namedRank(b) ||
        fitRank(a) - fitRank(b) ||
        typicalRank(a) - typicalRank(b),
    );
  const top = ranked[0];
  return top === undefined ? undefined : getBusinessModel(top[0]);
}

/**
 * The industry's first usual model that sells to the buyers' side (when known) and suits the
 * stated business type; else the first that suits the type; else the industry's first.
 */
export function usualModel(
  industry: IndustryEntry,
  orientation?: Orientation,
  businessType?: BusinessType,
): BusinessModelEntry {
  const wanted = orientation === "B2B" ? "b2b" : "b2c";
  const typical = industry.typicalBusinessModels.map((model) => getBusinessModel(model));
  const sells = (model: BusinessModelEntry) =>
    orientation === undefined || model.orientation === wanted || model.orientation === "both";
  return (
    typical.find((model) => sells(model) && fitsBusinessType(model, businessType)) ??
    typical.find((model) => fitsBusinessType(model, businessType)) ??
    typical.find(sells) ??
    typical[0] ??
    getBusinessModel("Local Services")
  );
}

export interface ModelChoice {
  model: BusinessModelEntry;
  /** "words": the founder's text names it; "default": the industry's usual model. */
  reason: "words" | "default";
}

export interface ModelReadingOptions {
  /** The buyers' side, when known: it picks the usual model when the words name none. */
  orientation?: Orientation;
  /** The business type the founder stated (the market analysis form). */
  businessType?: BusinessType;
}

/** The business model an idea runs on, and whether its words or the industry decided it. */
export function readBusinessModel(
  text: string,
  industry: IndustryEntry,
  options: ModelReadingOptions = {},
): ModelChoice {
  const tokens = tokenise(text);
  const fromWords = modelFromWords(
    modelMatches(tokens),
    customerClauses(text, tokens),
    industry,
    options.businessType,
  );
  return fromWords !== undefined
    ? { model: fromWords, reason: "words" }
    : { model: usualModel(industry, options.orientation, options.businessType), reason: "default" };
}
