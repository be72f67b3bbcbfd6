import * as z from "zod/mini";
import {
  GEOGRAPHIC_SCOPES,
  MARKET_BUSINESS_TYPES,
  MARKET_INDUSTRIES,
  RESEARCH_GOALS,
} from "../../shared/options";
import { briefField } from "../../shared/venture-brief";
import {
  choiceList,
  optionalChoice,
  optionalText,
  requiredChoice,
  requiredText,
} from "../request-fields";

const businessTypes = MARKET_BUSINESS_TYPES.map((type) => type.value) as [
  (typeof MARKET_BUSINESS_TYPES)[number]["value"],
  ...(typeof MARKET_BUSINESS_TYPES)[number]["value"][],
];

/** POST /api/market-analysis (spec §3, §5, §7). */
export const marketAnalysisRequestSchema = z.object({
  businessIdea: requiredText("Business idea", 2000),
  industry: requiredChoice("Industry", MARKET_INDUSTRIES),
  businessType: z.pipe(
    optionalChoice("businessType", businessTypes),
    z.transform((value) => value ?? "digital"),
  ),
  targetMarket: requiredText("Target market", 500),
  geographicScope: z.pipe(
    optionalChoice("geographicScope", GEOGRAPHIC_SCOPES),
    z.transform((value) => value ?? "United States"),
  ),
  uniqueValueProposition: optionalText("uniqueValueProposition", 1000),
  researchGoals: choiceList("researchGoals", RESEARCH_GOALS),
  /** Known competitors, free text (spec §3 competitorAnalysis). */
  competitorAnalysis: optionalText("competitorAnalysis", 1000),
  marketSize: optionalText("marketSize", 200),
  currentStage: z.pipe(
    optionalText("currentStage", 100),
    z.transform((stage) => stage || "idea-validation"),
  ),
  /** A JSON string of the saved idea the founder is developing (spec §7); ignored if unparsable. */
  previousData: optionalText("previousData", 5000),
  /** The venture's brief, attached by the server to a run in the venture (issue 23). */
  brief: briefField,
  /**
   * The founder's own count of the buyers who pay, where they sell (issue 23): used and cited as
   * theirs instead of the knowledge base's count. Optional; the spec's form does not send it.
   */
  buyerCount: z.optional(
    z
      .number({ error: "buyerCount must be a number." })
      .check(
        z.int("buyerCount must be a whole number."),
        z.positive("buyerCount must be positive."),
        z.maximum(1e10, "buyerCount can be at most 10,000,000,000."),
      ),
  ),
});
export type MarketAnalysisRequest = z.output<typeof marketAnalysisRequestSchema>;
export type MarketAnalysisRequestInput = z.input<typeof marketAnalysisRequestSchema>;

export {
  type MarketAnalysisResult,
  type MarketSizing,
  marketAnalysisResultSchema,
  marketSizingSchema,
} from "../../shared/market-analysis-result";

import { marketAnalysisResultSchema } from "../../shared/market-analysis-result";

/** The endpoint's answer (spec §7): `{ analysis: {...} }`. */
export const marketAnalysisResponseSchema = z.object({ analysis: marketAnalysisResultSchema });
export type MarketAnalysisResponse = z.infer<typeof marketAnalysisResponseSchema>;

/** The browser keeps the latest analysis under this key (spec §3). */
export const MARKET_ANALYSIS_STORAGE_KEY = "marketAnalysisResult";
