import {
  postTool,
  type SavedRun,
  savedRun,
  serverErrorOf,
} from "../../../web/lib/workspace/post-tool";
import type { ToolModule } from "../../define-module";
import type { CustomerDiscoveryResult } from "../schema";

/** Spec §8, customer discovery: the messages of the 'Analysis Failed' toast. */
export const INVALID_RESPONSE_MESSAGE = "Invalid response format from server";
export const UNEXPECTED_ERROR_MESSAGE = "An unexpected error occurred during analysis.";

/** What POST /api/customer-discovery takes (spec §7). */
export interface DiscoveryRequest {
  businessIdea: string;
  marketData: Record<string, unknown>;
}

/**
 * The response schema, loaded when the founder first runs an analysis (in parallel with the
 * request), so the page's own JavaScript does not carry zod.
 */
function loadResponseSchema() {
  return import("../schema").then((module) => module.customerDiscoveryResponseSchema);
}

/**
 * Runs the analysis (spec §7) and returns analysis.CustomerDiscoveryResult. Throws an Error
 * whose message is spec §8's: the server's `error` field or 'Server error: {status}' on a
 * non-OK answer; 'Invalid response format from server' when the body is not JSON or has no
 * complete result; anything else (a network failure) as it was thrown.
 */
export async function requestCustomerDiscovery(
  module: Pick<ToolModule, "toolType" | "tool">,
  request: DiscoveryRequest,
): Promise<CustomerDiscoveryResult> {
  return (await requestSavedCustomerDiscovery(module, request)).result;
}

/**
 * The same request for a page that knows about the workspace (issues 6, 12): `project`
 * regenerates into that project, `venture` runs inside that venture, and a signed-in founder's
 * answer says where it was saved and what it was built on.
 */
export async function requestSavedCustomerDiscovery(
  module: Pick<ToolModule, "toolType" | "tool">,
  request: DiscoveryRequest,
  options: { project?: string; venture?: string } = {},
): Promise<{ result: CustomerDiscoveryResult } & SavedRun> {
  const schema = loadResponseSchema();
  // A failed request is reported below; a failed schema load only once the body is checked.
  schema.catch(() => undefined);
  const reply = await postTool(module, request, options);
  if (!reply.ok) throw new Error(serverErrorOf(reply.body) ?? `Server error: ${reply.status}`);
  const parsed = (await schema).safeParse(reply.body);
  if (!parsed.success) throw new Error(INVALID_RESPONSE_MESSAGE);
  const result = parsed.data.analysis.CustomerDiscoveryResult;
  return { result, ...savedRun(reply) };
}

/** The 'Analysis Failed' toast's description for any failure (spec §8). */
export function failureMessage(error: unknown): string {
  if (error instanceof Error && error.message.trim()) return error.message;
  return UNEXPECTED_ERROR_MESSAGE;
}
