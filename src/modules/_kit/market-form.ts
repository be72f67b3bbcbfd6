import { isRecord } from "../define-module";

/**
 * What the founder stated on the venture's market analysis form (its industry, business type,
 * scope, target market and value proposition), as a later module's run in the venture carries it
 * beside that analysis' result (`founderInput`). The one reading of the founder
 * (src/engine/reading) takes a statement over inference, so customer discovery and the plans read
 * the venture's industry and model as the market analysis did (issue 22). Browser-safe: the tools'
 * `withEarlier` runs it.
 */
export function marketFormStatement(input: unknown): Record<string, unknown> {
  const form = isRecord(input) ? input : {};
  return {
    industry: form.industry,
    businessType: form.businessType,
    geographicScope: form.geographicScope,
    targetMarket: form.targetMarket,
    uniqueValueProposition: form.uniqueValueProposition,
  };
}
