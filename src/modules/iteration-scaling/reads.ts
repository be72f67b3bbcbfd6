import { planReads } from "../_kit/plan/meta";

/**
 * The earlier results the iteration plan reads, declared once (issue 22): index.ts takes its `reads` and
 * `refill` from it, schema.ts its earlier-result fields and tool.ts how a run in a venture fills
 * them; the engine and the model prompt are grounded on what the request then carries.
 */
export const ITERATION_SCALING_READS = planReads([
  "marketAnalysis",
  "customerDiscovery",
  "strategicPlan",
  "productPlan",
  "goToMarketPlan",
  "teamPlan",
  "financialPlan",
]);
