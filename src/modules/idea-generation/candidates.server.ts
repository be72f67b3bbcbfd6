/**
 * Candidate ideas (a topic × a business model × an angle), ranked by the rubric plus how well the
 * model matches the founder's choices, and dealt into disjoint sets: variant 0 gets the best set,
 * variants 1, 2, 3… the next ones, so Regenerate never repeats an earlier set for the same
 * profile until every set has been shown (issue 16); then it starts again from the first and the
 * result says so (`setsExhausted`).
 */

import type { BusinessModelEntry } from "../../engine/knowledge";
import { capitalise } from "../../engine/text";
import { BUSINESS_MODELS, type BusinessModel } from "../../shared/options";
import { allAngles, anglesFor, PLAYBOOKS } from "./angles.server";
import type { ModelPlan } from "./constraints.server";
import { continueHash, fractionOf, HASH_START } from "./founder-words.server";
import type { FounderProfile, Topic } from "./profile.server";
import {
  CRITERION_LABELS,
  listOf,
  type RubricPoints,
  rubricPoints,
  totalPoints,
} from "./rubric.server";
import type { ScoreCriterion } from "./schema";

export interface Candidate {
  topic: Topic;
  model: BusinessModelEntry;
  angleIndex: number;
  points: RubricPoints;
  /** Not one of the founder's chosen models; offered so Regenerate has enough to show. */
  alternative: boolean;
  /** Rubric total plus preference: the order ideas are dealt in. */
  rank: number;
  /** "topic|model|angle", for ids and tie-breaks. */
  key: string;
  /** The tie-break among equal ranks: a hash of the request and the key, in [0, 1). */
  tie: number;
  /** The topic's place in the profile and the model's in BUSINESS_MODELS, for cheap counting. */
  topicIndex: number;
  modelIndex: number;
}

/** Ideas per set (the schema allows 3 to 6). */
const SET_SIZE = 5;
/** Enough candidates for this many sets before alternatives are added. */
const MIN_SETS = 3;
/** The first interest the founder wrote leads, slightly. */
const TOPIC_BONUS = [0.3, 0.15, 0] as const;
/** The knowledge base lists the model among the industry's typical ones. */
const TYPICAL_MODEL_BONUS = 1;
const HYBRID_BONUS = 0.5;
const LOCATION_BONUS = 0.75;
/** Alternatives come only after every candidate on the founder's chosen models is dealt. */
const ALTERNATIVE_PENALTY = 100;
/** Within a topic and model, earlier angles come first. */
const ANGLE_STEP = 0.05;

/** Each business model's place in BUSINESS_MODELS. */
const MODEL_INDEX: ReadonlyMap<BusinessModel, number> = new Map(
  BUSINESS_MODELS.map((name, index) => [name, index]),
);

function preference(
  profile: FounderProfile,
  topicIndex: number,
  topic: Topic,
  model: BusinessModelEntry,
): number {
  let bonus = TOPIC_BONUS[topicIndex] ?? 0;
  if (topic.industry.typicalBusinessModels.includes(model.name)) bonus += TYPICAL_MODEL_BONUS;
  if (profile.businessType === "hybrid" && model.deliveryMode === "hybrid") bonus += HYBRID_BONUS;
  if (profile.locationApplies && profile.location?.suitableBusinessModels.includes(model.name)) {
    bonus += LOCATION_BONUS;
  }
  return bonus;
}

/**
 * Every topic × model × angle candidate. The tie-break hashes "request|topic|model|angle"; the
 * shared prefixes are hashed once (FNV-1a continues over the rest).
 */
function candidatesFor(
  profile: FounderProfile,
  models: readonly BusinessModelEntry[],
  alternative: boolean,
  pool: Candidate[],
): void {
  const requestHash = continueHash(HASH_START, `${profile.requestKey}|`);
  profile.topics.forEach((topic, topicIndex) => {
    const topicKey = `${topic.adjunct.toLowerCase()}|`;
    const topicHash = continueHash(requestHash, topicKey);
    for (const model of models) {
      const points = rubricPoints(profile, topic, model);
      const base =
        totalPoints(points) +
        preference(profile, topicIndex, topic, model) -
        (alternative ? ALTERNATIVE_PENALTY : 0);
      const modelKey = `${topicKey}${model.name}|`;
      const modelHash = continueHash(topicHash, `${model.name}|`);
      const modelIndex = MODEL_INDEX.get(model.name) ?? 0;
      for (const angleIndex of anglesOf(profile, topic, model)) {
        const angleKey = String(angleIndex);
        pool.push({
          topic,
          model,
          angleIndex,
          points,
          alternative,
          rank: base - ANGLE_STEP * angleIndex,
          key: modelKey + angleKey,
          tie: fractionOf(continueHash(modelHash, angleKey)),
          topicIndex,
          modelIndex,
        });
      }
    }
  });
}

/** The angles that suit the topic; every angle of a model the founder picked by name. */
function anglesOf(
  profile: FounderProfile,
  topic: Topic,
  model: BusinessModelEntry,
): readonly number[] {
  const playbook = PLAYBOOKS[model.name];
  const fitting = anglesFor(playbook, topic);
  if (fitting.length > 0 || !profile.chosenModels.includes(model.name)) return fitting;
  return allAngles(playbook);
}

/** Every candidate for the profile, best first (ties broken by a hash of request and key). */
export function candidatePool(profile: FounderProfile, plan: ModelPlan): Candidate[] {
  const pool: Candidate[] = [];
  candidatesFor(profile, plan.primary, false, pool);
  if (pool.length < SET_SIZE * MIN_SETS) {
    candidatesFor(profile, plan.alternatives, true, pool);
  }
  return pool.sort((a, b) => b.rank - a.rank || a.tie - b.tie);
}

/** How many ideas a set holds for a pool of this size: five, fewer only for a small pool. */
export function setSizeFor(poolSize: number): number {
  return Math.max(3, Math.min(SET_SIZE, Math.floor(poolSize / MIN_SETS)));
}

/** The set a variant shows: variant n → set n, and round again once every set was shown. */
export function setIndexFor(variant: number, setCount: number): number {
  return setCount <= 1 ? 0 : variant % setCount;
}

/** How many distinct sets Regenerate can show for a pool of this size. */
export function setCountFor(poolSize: number): number {
  return Math.max(1, Math.min(MAX_SETS, Math.floor(poolSize / setSizeFor(poolSize))));
}

/** True when this variant repeats a set an earlier variant of the same profile showed. */
export function setsExhausted(poolSize: number, variant: number): boolean {
  return variant >= setCountFor(poolSize);
}

/** Regenerate cycles through at most this many sets, which bounds the work per request. */
const MAX_SETS = 12;

/** Penalties that spread a set over models and topics, and later sets over new pairings. */
const REPEAT_PAIR_EARLIER = 1.5;
const REPEAT_MODEL_EARLIER = 0.5;
const REPEAT_MODEL_IN_SET = 4;
const REPEAT_TOPIC_IN_SET = 0.75;
const REPEAT_PAIR_IN_SET = 10;

const MODEL_COUNT = BUSINESS_MODELS.length;

/** A number per topic × model pair, for counting repeats. */
const pairOf = (candidate: Candidate) => candidate.topicIndex * MODEL_COUNT + candidate.modelIndex;

const zeros = (length: number): number[] => new Array<number>(length).fill(0);

/**
 * Deals sets in turn until the wanted one; each set takes the best remaining candidates. Counts
 * are plain arrays indexed by topic, model and pair number (small, and cheaper to make than
 * typed arrays for a pool this size).
 */
class Dealer {
  private readonly taken: boolean[];
  private readonly pairsUsed: number[];
  private readonly modelsUsed: number[];
  private readonly inSetPair: number[];
  private readonly inSetModel: number[];
  private readonly inSetTopic: number[];

  constructor(private readonly candidates: readonly Candidate[]) {
    let topics = 1;
    for (const candidate of candidates) topics = Math.max(topics, candidate.topicIndex + 1);
    this.taken = new Array<boolean>(candidates.length).fill(false);
    this.pairsUsed = zeros(topics * MODEL_COUNT);
    this.modelsUsed = zeros(MODEL_COUNT);
    this.inSetPair = zeros(topics * MODEL_COUNT);
    this.inSetModel = zeros(MODEL_COUNT);
    this.inSetTopic = zeros(topics);
  }

  deal(size: number): Candidate[] {
    const { inSetPair, inSetModel, inSetTopic } = this;
    inSetPair.fill(0);
    inSetModel.fill(0);
    inSetTopic.fill(0);
    const set: Candidate[] = [];
    while (set.length < size) {
      const best = this.best();
      const chosen = this.candidates[best];
      if (chosen === undefined) break;
      this.taken[best] = true;
      inSetPair[pairOf(chosen)] = 1;
      inSetModel[chosen.modelIndex] = (inSetModel[chosen.modelIndex] ?? 0) + 1;
      inSetTopic[chosen.topicIndex] = (inSetTopic[chosen.topicIndex] ?? 0) + 1;
      set.push(chosen);
    }
    inSetPair.forEach((count, index) => {
      this.pairsUsed[index] = (this.pairsUsed[index] ?? 0) + count;
    });
    inSetModel.forEach((count, index) => {
      this.modelsUsed[index] = (this.modelsUsed[index] ?? 0) + count;
    });
    return set;
  }

  /**
   * The untaken candidate with the highest score (rank minus penalties), the earliest on a tie;
   * -1 when none is left. Penalties are never negative and the pool is sorted by rank, so once
   * a rank is no better than the best score so far, no later candidate can beat it.
   */
  private best(): number {
    const { candidates, taken, pairsUsed, modelsUsed, inSetPair, inSetModel, inSetTopic } = this;
    let best = -1;
    let bestScore = Number.NEGATIVE_INFINITY;
    for (let index = 0; index < candidates.length; index += 1) {
      const candidate = candidates[index];
      if (candidate === undefined || candidate.rank <= bestScore) break;
      if (taken[index]) continue;
      const p = pairOf(candidate);
      const m = candidate.modelIndex;
      const score =
        candidate.rank -
        REPEAT_PAIR_EARLIER * (pairsUsed[p] ?? 0) -
        REPEAT_MODEL_EARLIER * (modelsUsed[m] ?? 0) -
        REPEAT_MODEL_IN_SET * (inSetModel[m] ?? 0) -
        REPEAT_TOPIC_IN_SET * (inSetTopic[candidate.topicIndex] ?? 0) -
        REPEAT_PAIR_IN_SET * (inSetPair[p] ?? 0);
      if (score > bestScore) {
        best = index;
        bestScore = score;
      }
    }
    return best;
  }
}

/** The candidates a variant shows: alternatives last, then by score, best first. */
export function selectForVariant(pool: readonly Candidate[], variant: number): Candidate[] {
  const size = setSizeFor(pool.length);
  const target = setIndexFor(variant, setCountFor(pool.length));
  const dealer = new Dealer(pool);
  let set: Candidate[] = [];
  for (let index = 0; index <= target; index += 1) set = dealer.deal(size);
  const score = (candidate: Candidate) => Math.round(totalPoints(candidate.points));
  return set.sort(
    (a, b) =>
      Number(a.alternative) - Number(b.alternative) || score(b) - score(a) || b.rank - a.rank,
  );
}

/**
 * A set whose scores all sit within one point tells the founder nothing about what fits them
 * better (issue 16): its lowest idea gives way to the best-ranked candidate of another business
 * model scoring at least two points below the top, a contrast the rubric explains. Sets that
 * already spread, and pools with no such candidate, are returned as they are.
 */
export function widenSpread(set: readonly Candidate[], pool: readonly Candidate[]): Candidate[] {
  const score = (candidate: Candidate) => Math.round(totalPoints(candidate.points));
  const scores = set.map(score);
  const top = Math.max(...scores);
  if (set.length < 3 || top - Math.min(...scores) >= 2) return [...set];
  const keys = new Set(set.map((candidate) => candidate.key));
  const models = new Set(set.slice(0, -1).map((candidate) => candidate.modelIndex));
  const contrast =
    pool.find(
      (candidate) =>
        !keys.has(candidate.key) &&
        !models.has(candidate.modelIndex) &&
        score(candidate) <= top - 2,
    ) ?? pool.find((candidate) => !keys.has(candidate.key) && score(candidate) <= top - 2);
  return contrast === undefined ? [...set] : [...set.slice(0, -1), contrast];
}

/**
 * When a set still sits within one point after `widenSpread` (no candidate in the pool scores
 * two points below its best), the set says so and says why: which parts of the rubric score
 * the same for every idea and which differ, and by how much. Undefined for a set that spreads.
 */
export function spreadNote(set: readonly Candidate[]): string | undefined {
  const score = (candidate: Candidate) => Math.round(totalPoints(candidate.points));
  const scores = set.map(score);
  const top = Math.max(...scores);
  const bottom = Math.min(...scores);
  if (set.length === 0 || top - bottom >= 2) return undefined;
  const same: string[] = [];
  const differ: string[] = [];
  let widest = 0;
  for (const criterion of Object.keys(CRITERION_LABELS) as ScoreCriterion[]) {
    const points = set.map((candidate) => candidate.points[criterion]);
    const gap = Math.max(...points) - Math.min(...points);
    const label = CRITERION_LABELS[criterion].toLowerCase();
    if (gap === 0) same.push(label);
    else {
      differ.push(label);
      widest = Math.max(widest, gap);
    }
  }
  const range = top === bottom ? `${top}/10` : `${bottom}–${top}/10`;
  const sameText =
    same.length > 0
      ? ` ${capitalise(listOf(same))} ${same.length === 1 ? "scores" : "score"} the same for every idea here`
      : "";
  const differText =
    differ.length > 0
      ? `${sameText ? "; " : " "}${sameText ? listOf(differ) : capitalise(listOf(differ))} ` +
        `${differ.length === 1 ? "differs" : "differ"} by at most ${pointsText(widest)}`
      : "";
  return (
    `These ideas score within one point of each other (${range}): no other idea for your ` +
    `profile scores two points below the best of them.${sameText}${differText}. Compare them ` +
    "part by part, not by the total."
  );
}

const pointsText = (points: number) =>
  points === 0.5 ? "half a point" : points === 1 ? "one point" : `${points} points`;
