import * as z from "zod/mini";
import {
  GEOGRAPHIC_SCOPES,
  MARKET_BUSINESS_TYPES,
  MARKET_INDUSTRIES,
  RESEARCH_GOALS,
} from "../../shared/options";
import { provenanceShape } from "../../shared/provenance";
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

const usd = z.number().check(z.nonnegative());
const text0 = z.string().check(z.minLength(1));
const sizingSchema = z.object({ tam: usd, sam: usd, som: usd }).check(
  z.refine((size) => size.som <= size.sam && size.sam <= size.tam, {
    message: "SOM ≤ SAM ≤ TAM",
  }),
);

/** TAM, SAM and SOM worked out two ways, in US dollars a year, for charts and checks. */
export const marketSizingSchema = z.object({
  currency: z.literal("USD"),
  /** The year the market figures describe. */
  year: z.int(),
  /** Knowledge-base market × geographic share × segment share. */
  topDown: sizingSchema,
  /** Customers × price × reachable share. */
  bottomUp: sizingSchema,
  /** max(topDown.tam, bottomUp.tam) ÷ min(...), and the warning shown when it exceeds 3. */
  divergence: z.object({ ratio: z.number().check(z.positive()), warning: z.nullable(z.string()) }),
  /**
   * What bottom-up sizing counted (issue 23): the buyer unit, business or consumer, how many
   * where (null when the analysis asks the founder for the count), and whether that count is
   * sourced, estimated, the founder's own or asked for. `fallback` is set only when a consumer
   * product falls back to a whole population; an organisational buyer never does. Optional so
   * results saved before it still parse.
   */
  buyers: z.optional(
    z.object({
      noun: text0,
      orientation: z.enum(["b2b", "b2c"]),
      count: z.nullable(z.number().check(z.nonnegative())),
      place: text0,
      status: z.enum(["counted", "estimated", "founder", "asked"]),
      fallback: z.nullable(z.enum(["population", "all-businesses"])),
    }),
  ),
  /**
   * The founder's currency when they sell outside the United States: the sizing text shows money
   * in it, at this rate, with US dollars beside it. The numbers above stay in US dollars.
   */
  local: z.optional(
    z.object({
      currency: z.string().check(z.length(3)),
      perUsd: z.number().check(z.positive()),
      rateDate: text0,
      source: text0,
    }),
  ),
});
export type MarketSizing = z.infer<typeof marketSizingSchema>;

const text = z.string().check(z.minLength(1));
const list = z.array(text).check(z.minLength(1));

/** The analysis (spec §3 "Market analysis result") plus sizing and provenance. */
export const marketAnalysisResultSchema = z.object({
  marketOverview: text,
  marketSize: text,
  targetAudience: text,
  competitiveLandscape: text,
  marketTrends: text,
  recommendedStrategy: text,
  pricingAnalysis: text,
  opportunities: list,
  threats: list,
  marketEntry: list,
  keyMetrics: list,
  nextSteps: list,
  sizing: marketSizingSchema,
  /** Earlier results this analysis read, as readable lines (e.g. the saved idea's title). */
  builtOn: z.array(text),
  ...provenanceShape,
});
export type MarketAnalysisResult = z.infer<typeof marketAnalysisResultSchema>;

/** The endpoint's answer (spec §7): `{ analysis: {...} }`. */
export const marketAnalysisResponseSchema = z.object({ analysis: marketAnalysisResultSchema });
export type MarketAnalysisResponse = z.infer<typeof marketAnalysisResponseSchema>;

/** The browser keeps the latest analysis under this key (spec §3). */
export const MARKET_ANALYSIS_STORAGE_KEY = "marketAnalysisResult";
