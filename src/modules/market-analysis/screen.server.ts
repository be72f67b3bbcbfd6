import { hasMeaning } from "../../engine/text";
import { AppError } from "../../shared/errors";
import type { MarketAnalysisRequest } from "./schema";

/** The market analysis's answer to a business idea that says nothing (issue 16). */
export const UNCLEAR_MARKET_MESSAGE =
  "Tell us more about your business idea and target market: what you sell and to whom, in a " +
  "sentence or two.";

/** Refuses a request whose business idea and target market carry no readable word. */
export function screenMarketRequest(request: MarketAnalysisRequest): void {
  if (hasMeaning(request.businessIdea) || hasMeaning(request.targetMarket)) return;
  throw new AppError("input_unclear", UNCLEAR_MARKET_MESSAGE);
}
