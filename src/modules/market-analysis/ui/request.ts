import { HttpError } from "../../../web/lib/api";
import { postTool, type SavedRun, savedRun } from "../../../web/lib/workspace/post-tool";
import type { ToolModule } from "../../define-module";
import { type MarketAnalysisResult, marketAnalysisResponseSchema } from "../schema";
import type { MarketRequestBody } from "./form-values";

/** A success body that is not `{ analysis }` in the result's shape. */
export class MalformedAnalysisError extends Error {
  constructor() {
    super("Invalid response format");
    this.name = "MalformedAnalysisError";
  }
}

/**
 * POST /api/market-analysis (spec §7) and the analysis it answers with. Throws on a network
 * failure, a non-2xx answer (HttpError) and a body that is not JSON or not a valid analysis
 * (MalformedAnalysisError); the page turns every one into the same 'Analysis Failed' toast.
 */
export async function requestMarketAnalysis(
  module: Pick<ToolModule, "toolType" | "tool">,
  request: MarketRequestBody,
): Promise<MarketAnalysisResult> {
  return (await requestSavedMarketAnalysis(module, request)).result;
}

/**
 * The same request for a page that knows about the workspace (issues 6, 12): `project`
 * regenerates into that project, `venture` runs inside that venture, and a signed-in founder's
 * answer says where it was saved and what it was built on.
 */
export async function requestSavedMarketAnalysis(
  module: Pick<ToolModule, "toolType" | "tool">,
  request: MarketRequestBody,
  options: { project?: string; venture?: string } = {},
): Promise<{ result: MarketAnalysisResult } & SavedRun> {
  const reply = await postTool(module, request, options);
  if (!reply.ok) throw new HttpError(reply.status, reply.text, reply.statusText);
  const parsed = marketAnalysisResponseSchema.safeParse(reply.body);
  if (!parsed.success) throw new MalformedAnalysisError();
  return { result: parsed.data.analysis, ...savedRun(reply) };
}
