import * as z from "zod/mini";
import { provenanceShape } from "./provenance";

/**
 * The market analysis' result (spec §3), a contract between modules: the market analysis writes
 * it, customer discovery and the plans read it. Its home is here, below the modules, as the
 * plans' results are in plan.ts; src/modules/market-analysis/schema.ts re-exports it.
 */

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
  /**
   * The buyers' spending on this kind of product (decision 046): the niche market's own figure
   * × segment × reach, or the counted buyers × what one spends on it. Zeros when not made.
   */
  topDown: sizingSchema,
  /**
   * What the top-down figures are: a market's own ("market"), the buyers' spending
   * ("buyers-spending") or not made ("none", zeros above; the text says what it needs). Optional
   * so results saved before it still parse; absent reads as "market".
   */
  topDownBasis: z.optional(z.enum(["market", "buyers-spending", "none"])),
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
      /**
       * Set when the count is estimated from peer countries' count per person (decision 031):
       * shown as an estimate with its arithmetic, and the founder is asked for their own.
       */
      estimatedFrom: z.optional(z.enum(["peer-countries"])),
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

/**
 * The labels the market analysis gives its spend per customer a year, in the order a later
 * module takes them: held to the market's total when it was, else the price range's spend. The
 * spend of the whole market the idea is in ("Spend per paying community hospital on hospital
 * clinical software a year") is a category's budget, not one product's price: no plan prices
 * from it. Every module reads the spend through `spendAssumptionIndex`.
 */
const SPEND_LABELS: readonly ((label: string) => boolean)[] = [
  (label) => label.startsWith("Spend per paying customer a year, held"),
  (label) => label === "Spend per customer a year",
];

/** The index of the analysis' spend per customer a year among its assumptions, or -1. */
export function spendAssumptionIndex(assumptions: readonly { label: string }[]): number {
  for (const matches of SPEND_LABELS) {
    const index = assumptions.findIndex((item) => matches(item.label));
    if (index >= 0) return index;
  }
  return -1;
}
