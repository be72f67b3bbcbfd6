import { hasMeaning } from "../../engine/text";
import { AppError } from "../../shared/errors";
import type { IdeaGenerationRequest } from "./schema";

/** The idea generator's answer to interests and skills that say nothing (issue 16). */
export const UNCLEAR_PROFILE_MESSAGE =
  "Tell us more about your interests and skills: a few real words, such as “pet care, " +
  "running” and “bookkeeping, Instagram marketing”, are enough to suggest ideas.";

/** Refuses a profile whose interests and skills carry no readable word. */
export function screenIdeaRequest(request: IdeaGenerationRequest): void {
  if (hasMeaning(request.interests) || hasMeaning(request.skills)) return;
  throw new AppError("input_unclear", UNCLEAR_PROFILE_MESSAGE);
}
