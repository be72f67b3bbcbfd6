import {
  type PostToolOptions,
  postTool,
  type SavedRun,
  savedRun,
  serverErrorOf,
} from "../../../web/lib/workspace/post-tool";
import type { ToolModule } from "../../define-module";
import { type IdeaGenerationResult, ideaGenerationResultSchema } from "../schema";
import type { IdeaRequestBody } from "./profile";

/** Spec §7: the idea generator's one call. */
export const GENERATE_IDEAS_PATH = "/api/generate-ideas";

/** Spec §8: a body with an error field, or without an ideas array (or ideas we can't read). */
export const INVALID_RESPONSE_MESSAGE = "Invalid response format";

/** Spec §8: the failure toast's text when there is no message worth showing. */
export const GENERATION_FALLBACK_MESSAGE = "Unable to generate ideas. Please try again.";

/** A failure whose message is one of spec §8's texts (or the server's own error field). */
export class IdeaGenerationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "IdeaGenerationError";
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export { serverErrorOf };

/**
 * Spec §5: a successful body must have no error field and must hold an ideas array; beyond the
 * spec, each idea must match the schema the server itself answers with, so a card never renders
 * half an idea. Anything else is 'Invalid response format'.
 */
export function readIdeasBody(body: unknown): IdeaGenerationResult {
  if (!isRecord(body) || "error" in body || !Array.isArray(body.ideas)) {
    throw new IdeaGenerationError(INVALID_RESPONSE_MESSAGE);
  }
  const parsed = ideaGenerationResultSchema.safeParse(body);
  if (!parsed.success) throw new IdeaGenerationError(INVALID_RESPONSE_MESSAGE);
  return parsed.data;
}

/**
 * POST /api/generate-ideas (spec §7, §8). A non-OK answer fails with the body's error field,
 * else 'HTTP error! status: {code}'; a malformed success body fails with 'Invalid response
 * format'. A network failure rejects with fetch's own error.
 */
export async function requestIdeas(
  module: Pick<ToolModule, "toolType" | "tool">,
  body: IdeaRequestBody,
  options: PostToolOptions = {},
): Promise<IdeaGenerationResult & SavedRun> {
  // Signed in: `project` (Edit) regenerates into that workspace project (issue 6).
  const reply = await postTool(module, body, options);
  if (!reply.ok) {
    throw new IdeaGenerationError(
      serverErrorOf(reply.body) ?? `HTTP error! status: ${reply.status}`,
    );
  }
  const result = readIdeasBody(reply.body);
  return { ...result, ...savedRun(reply) };
}

/** True for the rejection of a request we cancelled ourselves (the page was left). */
export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}

/**
 * The 'Generation Failed' toast's text (spec §8): the failure's message, or the fallback when
 * there is none a founder can use (a network failure's 'Failed to fetch' is not one).
 */
export function generationFailureMessage(error: unknown): string {
  if (error instanceof IdeaGenerationError) return error.message;
  if (error instanceof TypeError) return GENERATION_FALLBACK_MESSAGE;
  if (error instanceof Error && error.message.trim() !== "") return error.message;
  return GENERATION_FALLBACK_MESSAGE;
}

/** Spec §8's success toast text for n ideas. */
export function generationSuccessMessage(count: number): string {
  return `Generated ${count} personalized startup ideas using AI based on your profile.`;
}
