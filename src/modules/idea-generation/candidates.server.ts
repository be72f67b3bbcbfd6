/**
 * Candidate ideas (a topic × a business model × an angle), ranked by the rubric plus how well the
 * model matches the founder's choices, and dealt into disjoint sets: variant 0 gets the best set,
 * variants 1, 2, 3… cycle through the others (never back to the first), so Regenerate always
 * shows different titles from the first answer and from the previous variant.
 */
import type { BusinessModelEntry } from "../../server/ai/knowledge";
import { anglesFor, PLAYBOOKS } from "./angles.server";
import type { ModelPlan } from "./constraints.server";
import { hashFraction } from "./founder-words.server";
import type { FounderProfile, Topic } from "./profile.server";
import { type RubricPoints, rubricPoints, totalPoints } from "./rubric.server";

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

function candidatesFor(
  profile: FounderProfile,
  models: readonly BusinessModelEntry[],
  alternative: boolean,
): Candidate[] {
  const pool: Candidate[] = [];
  profile.topics.forEach((topic, topicIndex) => {
    for (const model of models) {
      const points = rubricPoints(profile, topic, model);
      const base =
        totalPoints(points) +
        preference(profile, topicIndex, topic, model) -
        (alternative ? ALTERNATIVE_PENALTY : 0);
      for (const angleIndex of anglesOf(profile, topic, model)) {
        const key = `${topic.adjunct.toLowerCase()}|${model.name}|${angleIndex}`;
        pool.push({
          topic,
          model,
          angleIndex,
          points,
          alternative,
          rank: base - ANGLE_STEP * angleIndex,
          key,
        });
      }
    }
  });
  return pool;
}

/** The angles that suit the topic; every angle of a model the founder picked by name. */
function anglesOf(profile: FounderProfile, topic: Topic, model: BusinessModelEntry): number[] {
  const playbook = PLAYBOOKS[model.name];
  const fitting = anglesFor(playbook, topic);
  if (fitting.length > 0 || !profile.chosenModels.includes(model.name)) return fitting;
  return playbook.angles.map((_angle, index) => index);
}

/** Every candidate for the profile, best first (ties broken by a hash of request and key). */
export function candidatePool(profile: FounderProfile, plan: ModelPlan): Candidate[] {
  const pool = candidatesFor(profile, plan.primary, false);
  if (pool.length < SET_SIZE * MIN_SETS) {
    pool.push(...candidatesFor(profile, plan.alternatives, true));
  }
  const tie = new Map(pool.map((c) => [c.key, hashFraction(`${profile.requestKey}|${c.key}`)]));
  return pool.sort((a, b) => b.rank - a.rank || (tie.get(a.key) ?? 0) - (tie.get(b.key) ?? 0));
}

/** How many ideas a set holds for a pool of this size: five, fewer only for a small pool. */
export function setSizeFor(poolSize: number): number {
  return Math.max(3, Math.min(SET_SIZE, Math.floor(poolSize / MIN_SETS)));
}

/** The set a variant shows: 0 → the first; others cycle through the rest, never the first. */
export function setIndexFor(variant: number, setCount: number): number {
  if (variant === 0 || setCount <= 1) return 0;
  return 1 + ((variant - 1) % (setCount - 1));
}

/** Regenerate cycles through at most this many sets, which bounds the work per request. */
const MAX_SETS = 12;

/** Penalties that spread a set over models and topics, and later sets over new pairings. */
const REPEAT_PAIR_EARLIER = 1.5;
const REPEAT_MODEL_EARLIER = 0.5;
const REPEAT_MODEL_IN_SET = 4;
const REPEAT_TOPIC_IN_SET = 0.75;
const REPEAT_PAIR_IN_SET = 10;

/** The pool with its topics, models and topic × model pairs numbered, for cheap counting. */
interface IndexedPool {
  candidates: readonly Candidate[];
  pair: Int32Array;
  model: Int32Array;
  topic: Int32Array;
  counts: { pairs: number; models: number; topics: number };
}

function numbered(values: readonly string[]): { ids: Int32Array; count: number } {
  const seen = new Map<string, number>();
  const ids = Int32Array.from(values, (value) => {
    let id = seen.get(value);
    if (id === undefined) {
      id = seen.size;
      seen.set(value, id);
    }
    return id;
  });
  return { ids, count: seen.size };
}

function indexPool(candidates: readonly Candidate[]): IndexedPool {
  const pair = numbered(candidates.map((c) => `${c.topic.adjunct}|${c.model.name}`));
  const model = numbered(candidates.map((c) => c.model.name));
  const topic = numbered(candidates.map((c) => c.topic.adjunct));
  return {
    candidates,
    pair: pair.ids,
    model: model.ids,
    topic: topic.ids,
    counts: { pairs: pair.count, models: model.count, topics: topic.count },
  };
}

/** Deals sets in turn until the wanted one; each set takes the best remaining candidates. */
class Dealer {
  private readonly taken: Uint8Array;
  private readonly pairsUsed: Float64Array;
  private readonly modelsUsed: Float64Array;

  constructor(private readonly pool: IndexedPool) {
    this.taken = new Uint8Array(pool.candidates.length);
    this.pairsUsed = new Float64Array(pool.counts.pairs);
    this.modelsUsed = new Float64Array(pool.counts.models);
  }

  deal(size: number): Candidate[] {
    const { candidates, pair, model, topic, counts } = this.pool;
    const inSetPair = new Uint8Array(counts.pairs);
    const inSetModel = new Float64Array(counts.models);
    const inSetTopic = new Float64Array(counts.topics);
    const set: Candidate[] = [];
    while (set.length < size) {
      let best = -1;
      let bestScore = Number.NEGATIVE_INFINITY;
      for (let index = 0; index < candidates.length; index += 1) {
        if (this.taken[index] === 1) continue;
        const p = pair[index] ?? 0;
        const m = model[index] ?? 0;
        const score =
          (candidates[index]?.rank ?? 0) -
          REPEAT_PAIR_EARLIER * (this.pairsUsed[p] ?? 0) -
          REPEAT_MODEL_EARLIER * (this.modelsUsed[m] ?? 0) -
          REPEAT_MODEL_IN_SET * (inSetModel[m] ?? 0) -
          REPEAT_TOPIC_IN_SET * (inSetTopic[topic[index] ?? 0] ?? 0) -
          REPEAT_PAIR_IN_SET * (inSetPair[p] ?? 0);
        if (score > bestScore) {
          best = index;
          bestScore = score;
        }
      }
      const chosen = candidates[best];
      if (chosen === undefined) break;
      this.taken[best] = 1;
      inSetPair[pair[best] ?? 0] = 1;
      inSetModel[model[best] ?? 0] = (inSetModel[model[best] ?? 0] ?? 0) + 1;
      inSetTopic[topic[best] ?? 0] = (inSetTopic[topic[best] ?? 0] ?? 0) + 1;
      set.push(chosen);
    }
    for (let index = 0; index < counts.pairs; index += 1) {
      this.pairsUsed[index] = (this.pairsUsed[index] ?? 0) + (inSetPair[index] ?? 0);
    }
    for (let index = 0; index < counts.models; index += 1) {
      this.modelsUsed[index] = (this.modelsUsed[index] ?? 0) + (inSetModel[index] ?? 0);
    }
    return set;
  }
}

/** The candidates a variant shows: alternatives last, then by score, best first. */
export function selectForVariant(pool: readonly Candidate[], variant: number): Candidate[] {
  const size = setSizeFor(pool.length);
  const setCount = Math.min(MAX_SETS, Math.floor(pool.length / size));
  const target = setIndexFor(variant, setCount);
  const dealer = new Dealer(indexPool(pool));
  let set: Candidate[] = [];
  for (let index = 0; index <= target; index += 1) set = dealer.deal(size);
  const score = (candidate: Candidate) => Math.round(totalPoints(candidate.points));
  return [...set].sort(
    (a, b) =>
      Number(a.alternative) - Number(b.alternative) || score(b) - score(a) || b.rank - a.rank,
  );
}
