import { apiRequest } from "../../../web/lib/api";
import { generatePath, savedProjectId } from "../../../web/lib/workspace/saved-project";
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
  request: MarketRequestBody,
): Promise<MarketAnalysisResult> {
  return (await requestSavedMarketAnalysis(request)).result;
}

/**
 * The same request for a page that knows about the workspace (issue 6): `project` regenerates
 * into that project, and a signed-in founder's answer names the project it was saved to.
 */
export async function requestSavedMarketAnalysis(
  request: MarketRequestBody,
  project?: string,
): Promise<{ result: MarketAnalysisResult; projectId?: string }> {
  const response = await apiRequest("POST", generatePath("/api/market-analysis", project), request);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new MalformedAnalysisError();
  }
  const parsed = marketAnalysisResponseSchema.safeParse(body);
  if (!parsed.success) throw new MalformedAnalysisError();
  const projectId = savedProjectId(body);
  return projectId ? { result: parsed.data.analysis, projectId } : { result: parsed.data.analysis };
}
