import {
  type MarketAnalysisResult,
  marketAnalysisResponseSchema,
} from "../../../modules/market-analysis/schema";
import { apiRequest } from "../../lib/api";
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
  const response = await apiRequest("POST", "/api/market-analysis", request);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new MalformedAnalysisError();
  }
  const parsed = marketAnalysisResponseSchema.safeParse(body);
  if (!parsed.success) throw new MalformedAnalysisError();
  return parsed.data.analysis;
}
