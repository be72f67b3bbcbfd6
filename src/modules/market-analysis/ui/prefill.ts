import {
  GEOGRAPHIC_SCOPES,
  MARKET_BUSINESS_TYPES,
  MARKET_INDUSTRIES,
  RESEARCH_GOALS,
  type ResearchGoal,
} from "../../../shared/options";
import { listOf, oneOf, type ProjectInput, text } from "../../../web/lib/workspace/input-fields";
import { DEFAULT_VALUES, LIMITS, type MarketFormValues } from "./form-values";

/** The market analysis form from a project's inputs. */
export function marketValuesFromInput(input: ProjectInput): MarketFormValues {
  return {
    businessIdea: text(input, "businessIdea", LIMITS.businessIdea),
    industry: oneOf(input, "industry", MARKET_INDUSTRIES) ?? DEFAULT_VALUES.industry,
    businessType:
      oneOf(
        input,
        "businessType",
        MARKET_BUSINESS_TYPES.map((type) => type.value),
      ) ?? DEFAULT_VALUES.businessType,
    targetMarket: text(input, "targetMarket", LIMITS.targetMarket),
    geographicScope:
      oneOf(input, "geographicScope", GEOGRAPHIC_SCOPES) ?? DEFAULT_VALUES.geographicScope,
    uniqueValueProposition: text(input, "uniqueValueProposition", LIMITS.uniqueValueProposition),
    researchGoals: listOf<ResearchGoal>(input, "researchGoals", RESEARCH_GOALS),
    competitorAnalysis: text(input, "competitorAnalysis", LIMITS.competitorAnalysis),
  };
}
