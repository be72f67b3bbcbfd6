/**
 * Reads an idea-generation request into a founder profile the engine can reason with: the topics
 * the founder cares about (each tied to a knowledge-base industry), the crafts they can sell, the
 * business models' required skills their words cover, and the budget, time and location entries.
 */

import {
  type BudgetEntry,
  type BusinessModelEntry,
  getBudget,
  getIndustry,
  getLocation,
  getTimeCommitment,
  type IndustryEntry,
  KNOWLEDGE_BASE,
  type LocationEntry,
  type TimeCommitmentEntry,
} from "../../engine/knowledge";
import { findPhrases, type PhraseHit, singular, wordsOf } from "../../engine/text";
import type { BusinessModel, IdeaBusinessType, IdeaIndustry, Industry } from "../../shared/options";
import {
  adjunctOf,
  phrasesOf,
  sanitizeFounderText,
  stableHash,
  tidyCase,
} from "./founder-words.server";
import {
  CLINICAL_WORDS,
  INDUSTRY_AUDIENCES,
  INTEREST_CONCEPTS,
  type InterestConcept,
  NON_CLINICAL_WORK_WORDS,
  OWN_CRAFT_SKILLS,
  PARENT_CATEGORY,
  SKILL_CONCEPTS,
  type SkillConcept,
  WORK_BUYERS,
  WORK_INDUSTRIES,
  WORK_WORDS,
  type WorkBuyer,
} from "./lexicon.server";
import { memoByEntry } from "./memo.server";
import type { IdeaGenerationRequest } from "./schema";

/** Something the founder cares about, as the market an idea serves. */
export interface Topic {
  /** The founder's words, cleaned and short: "dog training", "3D printing". */
  phrase: string;
  /** The phrase before a noun, last word singular: "dog training", "board game". */
  adjunct: string;
  /** Before a product noun ("kitchen gear", "dog products"): the concept's goods word or the adjunct. */
  goods: string;
  /** The consumers: "dog owners". */
  people: string;
  /** The businesses serving them: "dog-care businesses". */
  trade: string;
  /** What a local service sells them. */
  service: string;
  /** The knowledge-base entry whose figures describe the market. */
  industry: IndustryEntry;
  /** One of the idea generator's fourteen. */
  category: IdeaIndustry;
  /** Where the words came from. */
  origin: "interests" | "skills" | "fallback";
  /** Narrower than its industry (a niche the founder named), which softens competition. */
  niche: boolean;
  /** The market buys physical products (dog gear, coffee), so product ideas make sense. */
  hasGoods: boolean;
  /** Named by the industry's generic wording ("yoga enthusiasts"), not by a lexicon concept. */
  generic: boolean;
  /**
   * A profession, clinical or work domain or business function ("ICU nursing", "payroll"), not a
   * pastime: `people` and `trade` name buyers at work, and only angles that sell to them fit.
   */
  work: boolean;
}

/** A phrase of the founder's that the profile does not build ideas on, and why. */
export interface UnreadPhrase {
  phrase: string;
  field: "interests" | "skills";
  /** "limit": past the topics or skills read; "same": the same market as `same`. */
  why: "limit" | "same";
  same?: string;
}

/** Which of a business model's required skills the founder's words cover. */
export interface SkillCoverage {
  covered: { skill: string; via: string }[];
  missing: string[];
  /** The founder's skill phrase the idea sells, when the model sells a craft. */
  craft: string;
}

export interface FounderProfile {
  request: IdeaGenerationRequest;
  /** A hash of the normalised request without its variant: stable ids and tie-breaks. */
  requestKey: string;
  topics: Topic[];
  /** Short phrases from the skills field: "python", "data analysis". */
  crafts: string[];
  /** Every phrase of the skills field (up to ten), to say which ones an idea sets aside. */
  skillPhrases: string[];
  /**
   * The founder's interests (and pains) and skills that no idea is built on, with why (issue 16:
   * every stated skill and pain is used or explicitly set aside).
   */
  unread: UnreadPhrase[];
  /** Whether one skills phrase covers any skill the model needs. */
  phraseServes: (model: BusinessModelEntry, phrase: string) => boolean;
  budget: BudgetEntry | undefined;
  time: TimeCommitmentEntry | undefined;
  location: LocationEntry | undefined;
  /** Location matters unless the founder wants an online business (spec §3). */
  locationApplies: boolean;
  businessType: IdeaBusinessType | undefined;
  chosenModels: BusinessModel[];
  /** The founder's industry choice, when one of the fourteen was picked. */
  chosenIndustry: IdeaIndustry | undefined;
  /** Skill coverage by business model, computed on demand and kept. */
  coverage: (model: BusinessModelEntry) => SkillCoverage;
}

const MAX_TOPICS = 3;
const MAX_CRAFTS = 3;
const MAX_SKILL_PHRASES = 10;
/** How many phrases of a field are read at all (the fields hold up to 1,000 characters). */
const MAX_FIELD_PHRASES = 24;

// ---------------------------------------------------------------------------------------------
// Term indexes: founder words → interest concepts, industries, skill concepts
// ---------------------------------------------------------------------------------------------

type InterestHit =
  | { kind: "concept"; concept: InterestConcept; term: string }
  | { kind: "industry"; industry: IndustryEntry; term: string };

/** Index keys: the term as listed and with its last word singular. */
function keysOf(term: string): string[] {
  const lower = term.toLowerCase();
  const single = adjunctOf(lower);
  return single === lower ? [lower] : [lower, single];
}

function buildInterestIndex(): Map<string, InterestHit> {
  const index = new Map<string, InterestHit>();
  for (const industry of Object.values(KNOWLEDGE_BASE.industries)) {
    for (const keyword of industry.keywords) {
      for (const key of keysOf(keyword)) index.set(key, { kind: "industry", industry, term: key });
    }
  }
  for (const concept of INTEREST_CONCEPTS) {
    for (const word of concept.words) {
      for (const key of keysOf(word)) index.set(key, { kind: "concept", concept, term: key });
    }
  }
  return index;
}

function buildSkillIndex(): Map<string, SkillConcept> {
  const index = new Map<string, SkillConcept>();
  for (const concept of SKILL_CONCEPTS) {
    for (const word of concept.words) {
      for (const key of keysOf(word)) if (!index.has(key)) index.set(key, concept);
    }
  }
  return index;
}

const INTEREST_INDEX = buildInterestIndex();
const SKILL_INDEX = buildSkillIndex();
const MAX_TERM_WORDS = 4;

/** Known terms in a token list, longest first at each position, left to right, no overlaps. */
function findTerms<T>(tokens: readonly string[], index: ReadonlyMap<string, T>): PhraseHit<T>[] {
  return findPhrases(
    tokens,
    (text) => index.get(text) ?? index.get(adjunctOf(text)),
    MAX_TERM_WORDS,
  );
}

/** In a long part of free text, the span naming a known term (used by `phrasesOf`). */
function knownSpan(words: string[]): string[] | undefined {
  const tokens = words.map((word) => wordsOf(word).join(" "));
  const [match] = findTerms(tokens, INTEREST_INDEX);
  const [skill] = findTerms(tokens, SKILL_INDEX);
  const first = [match, skill]
    .filter((hit) => hit !== undefined)
    .sort((a, b) => a.start - b.start)[0];
  return first === undefined ? undefined : words.slice(first.start, first.start + first.length);
}

// ---------------------------------------------------------------------------------------------
// Topics
// ---------------------------------------------------------------------------------------------

/** Industries whose customers buy physical products an idea can make, stock or ship. */
const GOODS_INDUSTRIES: ReadonlySet<Industry> = new Set<Industry>([
  "Food & Beverage",
  "E-commerce",
  "Retail",
  "Fashion",
  "Manufacturing",
  "Agriculture",
  "Sports & Fitness",
  "Gaming",
  "Energy",
  "Other",
]);

/** The knowledge-base entry and category for a topic, honouring the founder's industry choice. */
function placeTopic(
  found: Industry | undefined,
  foundCategory: IdeaIndustry | undefined,
  chosen: IdeaIndustry | undefined,
  skillIndustry: Industry | undefined,
): { industry: IndustryEntry; category: IdeaIndustry } {
  if (chosen !== undefined) {
    const specific = found !== undefined && PARENT_CATEGORY[found] === chosen ? found : chosen;
    return { industry: getIndustry(specific), category: chosen };
  }
  const name = found ?? skillIndustry ?? "Other";
  return { industry: getIndustry(name), category: foundCategory ?? PARENT_CATEGORY[name] };
}

/** What the founder's words say about work topics: clinical context and their skill words. */
interface WorkContext {
  /** Some interest or skill places the founder in a hospital or clinic ("ICU nursing"). */
  clinical: boolean;
  /** The founder's skill phrases as token strings ("icu nursing", "sql"). */
  skills: ReadonlySet<string>;
}

function workContextOf(request: IdeaGenerationRequest): WorkContext {
  const phrases = [
    ...phrasesOf(request.interests, MAX_FIELD_PHRASES, knownSpan),
    ...phrasesOf(request.skills, MAX_FIELD_PHRASES, knownSpan),
  ];
  const skills = new Set(
    phrasesOf(request.skills, MAX_FIELD_PHRASES, knownSpan).map((phrase) =>
      wordsOf(phrase).join(" "),
    ),
  );
  const clinical = phrases.some((phrase) =>
    wordsOf(phrase).some((token) => CLINICAL_WORDS.has(token)),
  );
  return { clinical, skills };
}

/**
 * True when a topic the lexicon does not know as a pastime is work: its words name a profession,
 * a clinical or work domain or a business function, its industry is a professional one, or it
 * is one of the founder's own skills.
 */
function isWorkTopic(
  tokens: readonly string[],
  industry: Industry | undefined,
  context: WorkContext,
): boolean {
  return (
    tokens.some((token) => WORK_WORDS.has(token) || WORK_WORDS.has(singular(token))) ||
    (industry !== undefined && WORK_INDUSTRIES.has(industry)) ||
    context.skills.has(tokens.join(" "))
  );
}

/** The buyer (a role and an organisation) of a work topic. */
function workBuyerOf(tokens: readonly string[], clinical: boolean): WorkBuyer {
  const fits = (buyer: WorkBuyer) => buyer.clinical === undefined || buyer.clinical === clinical;
  const named = WORK_BUYERS.find(
    (buyer) => fits(buyer) && buyer.words.some((word) => tokens.includes(word)),
  );
  const fallback = WORK_BUYERS.find((buyer) => fits(buyer) && buyer.words.length === 0);
  // The list ends with a fallback for either context, so one is always found.
  return named ?? fallback ?? (WORK_BUYERS[WORK_BUYERS.length - 1] as WorkBuyer);
}

function topicFromPhrase(
  phrase: string,
  origin: Topic["origin"],
  chosen: IdeaIndustry | undefined,
  skillIndustry: Industry | undefined,
  context: WorkContext,
): Topic {
  const tokens = wordsOf(phrase);
  const [hit] = findTerms(tokens, INTEREST_INDEX);
  const [skillHit] = findTerms(tokens, SKILL_INDEX);
  const adjunct = adjunctOf(phrase);
  const concept = hit?.value.kind === "concept" ? hit.value.concept : undefined;
  const industryHit = hit?.value.kind === "industry" ? hit.value.industry : undefined;
  const matched = hit?.text.split(" ").map(tidyCase).join(" ");
  const wordAdjunct = concept?.adjunct ?? (matched === undefined ? adjunct : adjunctOf(matched));
  const found = concept?.industry ?? industryHit?.name ?? skillHit?.value.industry;
  const place = placeTopic(found, concept?.category, chosen, skillIndustry);
  const broad = industryHit !== undefined && hit !== undefined && hit.length === tokens.length;
  const audience = INDUSTRY_AUDIENCES[industryHit?.name ?? chosen ?? "Other"];
  const work = concept === undefined && isWorkTopic(tokens, industryHit?.name ?? found, context);
  const clinical =
    tokens.some((token) => CLINICAL_WORDS.has(token)) ||
    industryHit?.name === "Healthcare" ||
    (context.clinical && !tokens.some((token) => NON_CLINICAL_WORK_WORDS.has(token)));
  const buyer = work ? workBuyerOf(tokens, clinical) : undefined;
  const rest = wordsOf(adjunct)
    .filter((token) => !WORK_WORDS.has(token))
    .join(" ");
  return {
    phrase,
    adjunct:
      concept?.adjunct !== undefined && hit?.length === tokens.length ? concept.adjunct : adjunct,
    goods: concept === undefined ? adjunct : (concept.goods ?? wordAdjunct),
    people:
      concept?.people(wordAdjunct) ?? buyer?.people(adjunct, rest) ?? audience.people(adjunct),
    trade: concept?.trade(wordAdjunct) ?? buyer?.trade(adjunct, rest) ?? audience.trade(adjunct),
    service:
      concept?.service(wordAdjunct) ??
      (work ? `${adjunct} support` : undefined) ??
      audience.service(adjunct),
    ...place,
    origin,
    niche: !broad,
    hasGoods: !work && (concept?.hasGoods ?? GOODS_INDUSTRIES.has(place.industry.name)),
    generic: concept === undefined,
    work,
  };
}

/** Used when the founder's words name nothing quotable (only symbols or emoji, say). */
function fallbackTopic(chosen: IdeaIndustry | undefined): Topic {
  const place = placeTopic(undefined, undefined, chosen, undefined);
  return {
    phrase: "local",
    adjunct: "local",
    goods: "local",
    people: "local households",
    trade: "local small businesses",
    service: "hands-on local help",
    ...place,
    origin: "fallback",
    niche: false,
    hasGoods: true,
    generic: false,
    work: false,
  };
}

/** Topics from interests (skills that name a market only when the interests name none). */
function topicsOf(
  request: IdeaGenerationRequest,
  skillIndustry: Industry | undefined,
): { topics: Topic[]; unread: UnreadPhrase[] } {
  const chosen = request.industry;
  const context = workContextOf(request);
  const topics: Topic[] = [];
  const unread: UnreadPhrase[] = [];
  const seen = new Map<string, string>();
  const add = (topic: Topic): boolean => {
    // Work topics that share a buyer ("patient safety", "hospital quality improvement") are
    // still different offers to it, so only their own words make them the same market.
    const keys = topic.work
      ? [topic.adjunct.toLowerCase()]
      : [topic.adjunct.toLowerCase(), topic.people, topic.trade];
    const same = keys.map((key) => seen.get(key)).find((phrase) => phrase !== undefined);
    if (same !== undefined) {
      if (topic.origin === "interests") {
        unread.push({ phrase: topic.phrase, field: "interests", why: "same", same });
      }
      return false;
    }
    if (topics.length >= MAX_TOPICS) {
      if (topic.origin === "interests") {
        unread.push({ phrase: topic.phrase, field: "interests", why: "limit" });
      }
      return false;
    }
    for (const key of keys) seen.set(key, topic.phrase);
    topics.push(topic);
    return true;
  };
  for (const phrase of phrasesOf(request.interests, MAX_FIELD_PHRASES, knownSpan)) {
    add(topicFromPhrase(phrase, "interests", chosen, skillIndustry, context));
  }
  if (topics.length === 0) {
    for (const phrase of phrasesOf(request.skills, 6, knownSpan)) {
      const tokens = wordsOf(phrase);
      if (findTerms(tokens, INTEREST_INDEX).length > 0) {
        add(topicFromPhrase(phrase, "skills", chosen, skillIndustry, context));
      }
    }
  }
  if (topics.length === 0) add(fallbackTopic(chosen));
  return { topics, unread };
}

// ---------------------------------------------------------------------------------------------
// Skills
// ---------------------------------------------------------------------------------------------

/** Words too vague to count as a skill match on their own. */
const VAGUE_SKILL_WORDS = new Set([
  "and",
  "the",
  "with",
  "itself",
  "skill",
  "skills",
  "experience",
  "work",
  "basic",
  "deep",
  "craft",
  "trade",
  "expertise",
  "service",
  "product",
  "management",
  "business",
  "good",
]);

interface SkillEvidence {
  concepts: { concept: SkillConcept; via: string }[];
  words: Map<string, string>;
  /** Each required skill the concepts cover, with the founder's words of the first that does. */
  coveredByConcept: Map<string, string>;
  /** `coverSkill(skill, evidence, "")` for the skills seen so far (null: not covered). */
  seen: Map<string, string | null>;
}

/**
 * The founder's own casing for a lowercased phrase of their text ("sql" → "SQL"), word by word;
 * a word not found as typed stays as it is.
 */
function casedAs(text: string): (phrase: string) => string {
  const typed = new Map<string, string>();
  for (const word of text.match(/[\p{L}\p{N}][\p{L}\p{N}'’+#.-]*/gu) ?? []) {
    const key = word.toLowerCase();
    if (!typed.has(key)) typed.set(key, word);
  }
  return (phrase) =>
    phrase
      .split(" ")
      .map((word) => typed.get(word) ?? word)
      .join(" ");
}

function skillEvidence(text: string): SkillEvidence {
  const clean = sanitizeFounderText(text);
  const tokens = wordsOf(clean);
  const cased = casedAs(clean);
  const concepts = findTerms(tokens, SKILL_INDEX).map((match) => ({
    concept: match.value,
    via: cased(match.text),
  }));
  const words = new Map<string, string>();
  for (const token of tokens) {
    const key = singular(token);
    if (key.length >= 4 && !VAGUE_SKILL_WORDS.has(key) && !words.has(key)) {
      words.set(key, cased(token));
    }
  }
  const coveredByConcept = new Map<string, string>();
  for (const { concept, via } of concepts) {
    for (const skill of concept.covers) {
      if (!coveredByConcept.has(skill)) coveredByConcept.set(skill, via);
    }
  }
  return { concepts, words, coveredByConcept, seen: new Map() };
}

const SKILL_TOKENS = new Map<string, string[]>();

/** A required skill's words in the singular, computed once per skill. */
function skillTokens(skill: string): string[] {
  let tokens = SKILL_TOKENS.get(skill);
  if (tokens === undefined) {
    tokens = wordsOf(skill).map(singular);
    SKILL_TOKENS.set(skill, tokens);
  }
  return tokens;
}

/** The founder's words covering a skill: a skill concept first, then a shared word. */
function evidenceFor(skill: string, evidence: SkillEvidence): string | undefined {
  const byConcept = evidence.coveredByConcept.get(skill);
  if (byConcept !== undefined) return byConcept;
  for (const token of skillTokens(skill)) {
    const via = evidence.words.get(token);
    if (via !== undefined) return via;
  }
  return undefined;
}

function coverSkill(skill: string, evidence: SkillEvidence, craft: string): string | undefined {
  let via = evidence.seen.get(skill);
  if (via === undefined) {
    via = evidenceFor(skill, evidence) ?? null;
    evidence.seen.set(skill, via);
  }
  if (via !== null) return via;
  if (OWN_CRAFT_SKILLS.has(skill) && craft.length > 0) return craft;
  return undefined;
}

/** A founder skill phrase with its evidence, matched once per request. */
interface CraftEvidence {
  phrase: string;
  evidence: SkillEvidence;
}

function coverageFor(
  model: BusinessModelEntry,
  evidence: SkillEvidence,
  crafts: readonly CraftEvidence[],
): SkillCoverage {
  const craft = bestCraft(model, crafts) ?? crafts[0]?.phrase ?? "";
  const covered: SkillCoverage["covered"] = [];
  const missing: string[] = [];
  for (const skill of model.requiredSkills) {
    const via = coverSkill(skill, evidence, craft);
    if (via === undefined) missing.push(skill);
    else covered.push({ skill, via });
  }
  return { covered, missing, craft };
}

/** A model's required skills other than its own craft, which any craft phrase covers. */
const ownlessSkills = memoByEntry((model: BusinessModelEntry) =>
  model.requiredSkills.filter((skill) => !OWN_CRAFT_SKILLS.has(skill)),
);

/** The founder's skill phrase that covers most of a model's required skills. */
function bestCraft(
  model: BusinessModelEntry,
  crafts: readonly CraftEvidence[],
): string | undefined {
  let best: string | undefined;
  let bestCount = 0;
  for (const { phrase, evidence } of crafts) {
    let count = 0;
    for (const skill of ownlessSkills(model)) {
      if (coverSkill(skill, evidence, "") !== undefined) count += 1;
    }
    if (count > bestCount) {
      best = phrase;
      bestCount = count;
    }
  }
  return best;
}

// ---------------------------------------------------------------------------------------------
// The profile
// ---------------------------------------------------------------------------------------------

/** The request without its variant, in a fixed order, for stable hashing. */
function requestKeyOf(request: IdeaGenerationRequest): string {
  const { variant: _variant, businessModel, ...rest } = request;
  return stableHash(JSON.stringify({ ...rest, businessModel: [...businessModel].sort() }));
}

/** Builds the founder profile for a validated request. */
export function buildProfile(request: IdeaGenerationRequest): FounderProfile {
  const skillText = [request.skills, request.experience].join("\n");
  const evidence = skillEvidence(skillText);
  const skillIndustry = evidence.concepts[0]?.concept.industry;
  const crafts = phrasesOf(request.skills, MAX_CRAFTS, knownSpan);
  const craftEvidence = crafts.map((phrase) => ({ phrase, evidence: skillEvidence(phrase) }));
  const coverageCache = new Map<string, SkillCoverage>();
  const phraseCache = new Map<string, boolean>();
  const { topics, unread } = topicsOf(request, skillIndustry);
  const allSkills = phrasesOf(request.skills, MAX_FIELD_PHRASES, knownSpan);
  for (const phrase of allSkills.slice(MAX_SKILL_PHRASES)) {
    unread.push({ phrase, field: "skills", why: "limit" });
  }
  return {
    request,
    requestKey: requestKeyOf(request),
    topics,
    crafts,
    skillPhrases: allSkills.slice(0, MAX_SKILL_PHRASES),
    unread,
    phraseServes: (model, phrase) => {
      const key = `${model.name}|${phrase}`;
      let serves = phraseCache.get(key);
      if (serves === undefined) {
        serves = coverageFor(model, skillEvidence(phrase), []).covered.length > 0;
        phraseCache.set(key, serves);
      }
      return serves;
    },
    budget: request.budget === undefined ? undefined : getBudget(request.budget),
    time:
      request.timeCommitment === undefined ? undefined : getTimeCommitment(request.timeCommitment),
    location: request.location === undefined ? undefined : getLocation(request.location),
    locationApplies: request.location !== undefined && request.businessType !== "online",
    businessType: request.businessType,
    chosenModels: request.businessModel,
    chosenIndustry: request.industry,
    coverage: (model) => {
      const cached = coverageCache.get(model.name);
      if (cached !== undefined) return cached;
      const coverage = coverageFor(model, evidence, craftEvidence);
      coverageCache.set(model.name, coverage);
      return coverage;
    },
  };
}
