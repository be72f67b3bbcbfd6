/**
 * The idea generator's offline engine (issue 4): reads the founder's profile, keeps only the
 * business models their budget, time and location allow, ranks topic × model × angle candidates
 * by the n/10 rubric, deals a different set per `variant`, and writes each idea with its own
 * sources and assumptions. Pure and deterministic: the same request gives the same result.
 */
import { OFFLINE_DATA_SOURCE, type OfflineGenerator } from "../../engine/offline";
import {
  candidatePool,
  selectForVariant,
  setsExhausted,
  spreadNote,
  widenSpread,
} from "./candidates.server";
import { composeIdea } from "./compose.server";
import { planModels } from "./constraints.server";
import { buildProfile } from "./profile.server";
import type { IdeaGenerationRequest, IdeaGenerationResult } from "./schema";
import { setAsideNote } from "./set-aside.server";

/** Said once Regenerate has shown every set for this profile and starts again. */
export const SETS_EXHAUSTED_NOTE =
  "You have seen every set of ideas for this profile, so Regenerate is starting again from " +
  "the first. Change your interests, skills or choices for new ones.";

/** Generates three to six ideas for a validated request (see the module comment). */
export const generateIdeas: OfflineGenerator<IdeaGenerationRequest, IdeaGenerationResult> = (
  request,
) => {
  const profile = buildProfile(request);
  const plan = planModels(profile);
  const pool = candidatePool(profile, plan);
  const chosen = widenSpread(selectForVariant(pool, request.variant), pool);
  const narrow = spreadNote(chosen);
  const setAside = setAsideNote(profile, chosen);
  return {
    ideas: chosen.map((candidate, index) => composeIdea(profile, plan, candidate, index)),
    ...(setsExhausted(pool.length, request.variant) ? { regenerateNote: SETS_EXHAUSTED_NOTE } : {}),
    ...(narrow === undefined ? {} : { spreadNote: narrow }),
    ...(setAside === undefined ? {} : { setAsideNote: setAside }),
    dataSource: OFFLINE_DATA_SOURCE,
  };
};
