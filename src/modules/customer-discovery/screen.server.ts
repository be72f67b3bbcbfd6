import { hasMeaning } from "../../engine/text";
import { AppError } from "../../shared/errors";
import type { CustomerDiscoveryRequest } from "./schema";

/** Customer discovery's answer to a business idea that says nothing (issue 16). */
export const UNCLEAR_IDEA_MESSAGE =
  "Tell us more about your business idea: who it is for and what problem it solves, in a " +
  "sentence or two.";

/** Refuses a business idea with no readable word. */
export function screenDiscoveryRequest(request: CustomerDiscoveryRequest): void {
  if (hasMeaning(request.businessIdea)) return;
  throw new AppError("input_unclear", UNCLEAR_IDEA_MESSAGE);
}
