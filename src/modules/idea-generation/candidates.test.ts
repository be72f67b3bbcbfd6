import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  BUDGETS,
  BUSINESS_MODELS,
  IDEA_BUSINESS_TYPES,
  LOCATIONS,
  TIME_COMMITMENTS,
} from "../../shared/options";
import { type Candidate, candidatePool, selectForVariant, setSizeFor } from "./candidates.server";
import { planModels } from "./constraints.server";
import { hashFraction } from "./founder-words.server";
import { buildProfile } from "./profile.server";
import { totalPoints } from "./rubric.server";
import { ideaGenerationRequestSchema } from "./schema";

/**
 * The dealing rule written plainly: every set scans the whole pool, topics, models and pairs are
 * numbered by name. The engine's dealer stops its scan early and counts by index; both must
 * pick the same ideas in the same order.
 */
function plainSelect(pool: readonly Candidate[], variant: number): Candidate[] {
  const size = setSizeFor(pool.length);
  const setCount = Math.max(1, Math.min(12, Math.floor(pool.length / size)));
  const target = setCount <= 1 ? 0 : variant % setCount;
  const pairOf = (c: Candidate) => `${c.topic.adjunct}|${c.model.name}`;
  const taken = new Set<Candidate>();
  const pairsUsed = new Map<string, number>();
  const modelsUsed = new Map<string, number>();
  const bump = (map: Map<string, number>, key: string, by = 1) =>
    map.set(key, (map.get(key) ?? 0) + by);
  let set: Candidate[] = [];
  for (let index = 0; index <= target; index += 1) {
    const inPair = new Map<string, number>();
    const inModel = new Map<string, number>();
    const inTopic = new Map<string, number>();
    set = [];
    while (set.length < size) {
      let best: Candidate | undefined;
      let bestScore = Number.NEGATIVE_INFINITY;
      for (const c of pool) {
        if (taken.has(c)) continue;
        const score =
          c.rank -
          1.5 * (pairsUsed.get(pairOf(c)) ?? 0) -
          0.5 * (modelsUsed.get(c.model.name) ?? 0) -
          4 * (inModel.get(c.model.name) ?? 0) -
          0.75 * (inTopic.get(c.topic.adjunct) ?? 0) -
          10 * (inPair.get(pairOf(c)) ?? 0);
        if (score > bestScore) {
          best = c;
          bestScore = score;
        }
      }
      if (best === undefined) break;
      taken.add(best);
      inPair.set(pairOf(best), 1);
      bump(inModel, best.model.name);
      bump(inTopic, best.topic.adjunct);
      set.push(best);
    }
    for (const [key, count] of inPair) bump(pairsUsed, key, count);
    for (const [key, count] of inModel) bump(modelsUsed, key, count);
  }
  const score = (c: Candidate) => Math.round(totalPoints(c.points));
  return set.sort(
    (a, b) =>
      Number(a.alternative) - Number(b.alternative) || score(b) - score(a) || b.rank - a.rank,
  );
}

const opt = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });
const requestArbitrary = fc.record({
  interests: fc.constantFrom("dogs, hiking", "cooking", "3D printing, board games, yoga", "🐶"),
  skills: fc.constantFrom("python, data analysis", "marketing", "woodworking and sales"),
  budget: opt(fc.constantFrom(...BUDGETS.map((b) => b.value))),
  timeCommitment: opt(fc.constantFrom(...TIME_COMMITMENTS.map((t) => t.value))),
  businessModel: fc.uniqueArray(fc.constantFrom(...BUSINESS_MODELS), { maxLength: 4 }),
  businessType: opt(fc.constantFrom(...IDEA_BUSINESS_TYPES.map((t) => t.value))),
  location: opt(fc.constantFrom(...LOCATIONS.map((l) => l.value))),
});

describe("candidate pool and dealing", () => {
  it("ranks best first, ties broken by the hash of request and key", () => {
    fc.assert(
      fc.property(requestArbitrary, (body) => {
        const profile = buildProfile(ideaGenerationRequestSchema.parse(body));
        const pool = candidatePool(profile, planModels(profile));
        for (const candidate of pool) {
          expect(candidate.tie).toBe(hashFraction(`${profile.requestKey}|${candidate.key}`));
        }
        for (let index = 1; index < pool.length; index += 1) {
          const [a, b] = [pool[index - 1], pool[index]];
          if (a === undefined || b === undefined) continue;
          expect(a.rank > b.rank || (a.rank === b.rank && a.tie <= b.tie)).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
  });

  it("deals the same sets as the plain full-scan rule, for any variant", () => {
    fc.assert(
      fc.property(requestArbitrary, fc.integer({ min: 0, max: 40 }), (body, variant) => {
        const profile = buildProfile(ideaGenerationRequestSchema.parse(body));
        const pool = candidatePool(profile, planModels(profile));
        const keys = (set: Candidate[]) => set.map((candidate) => candidate.key);
        expect(keys(selectForVariant(pool, variant))).toEqual(keys(plainSelect(pool, variant)));
      }),
      { numRuns: 150 },
    );
  });
});
