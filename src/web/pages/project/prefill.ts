import {
  BUDGETS,
  BUSINESS_MODELS,
  type BusinessModel,
  GEOGRAPHIC_SCOPES,
  IDEA_BUSINESS_TYPES,
  IDEA_INDUSTRIES,
  LOCATIONS,
  MARKET_BUSINESS_TYPES,
  MARKET_INDUSTRIES,
  RESEARCH_GOALS,
  type ResearchGoal,
  TIME_COMMITMENTS,
} from "../../../shared/options";
import { EMPTY_PROFILE, type ProfileValues } from "../idea-generation-tool/profile";
import { DEFAULT_VALUES, type MarketFormValues } from "../market-analysis-tool/form-values";

/**
 * 'Edit' (GUIDE §2): a saved project's inputData back into its tool's form. The inputs were
 * checked by the server when they were sent, but a project outlives form changes, so each field
 * is taken only when it is still one the form accepts; anything else keeps the form's default.
 */

type Input = Record<string, unknown> | null | undefined;

function text(input: Input, key: string, max: number): string {
  const value = input?.[key];
  return typeof value === "string" ? value.slice(0, max) : "";
}

function oneOf<T extends string>(input: Input, key: string, allowed: readonly T[]): T | undefined {
  const value = input?.[key];
  return typeof value === "string" && (allowed as readonly string[]).includes(value)
    ? (value as T)
    : undefined;
}

function listOf<T extends string>(input: Input, key: string, allowed: readonly T[]): T[] {
  const value = input?.[key];
  if (!Array.isArray(value)) return [];
  const chosen = new Set(value.filter((item): item is string => typeof item === "string"));
  return allowed.filter((item) => chosen.has(item));
}

const values = <T extends { value: string }>(list: readonly T[]) => list.map((item) => item.value);

/** The idea generator's profile from a project's inputs. */
export function ideaProfileFromInput(input: Input): ProfileValues {
  return {
    interests: text(input, "interests", 1000),
    skills: text(input, "skills", 1000),
    industry: oneOf(input, "industry", IDEA_INDUSTRIES) ?? EMPTY_PROFILE.industry,
    budget: oneOf(input, "budget", values(BUDGETS) as ProfileValues["budget"][]) ?? "",
    timeCommitment:
      oneOf(
        input,
        "timeCommitment",
        values(TIME_COMMITMENTS) as ProfileValues["timeCommitment"][],
      ) ?? "",
    businessModel: listOf<BusinessModel>(input, "businessModel", BUSINESS_MODELS),
    businessType:
      oneOf(
        input,
        "businessType",
        values(IDEA_BUSINESS_TYPES) as ProfileValues["businessType"][],
      ) ?? "",
    location: oneOf(input, "location", values(LOCATIONS) as ProfileValues["location"][]) ?? "",
  };
}

/** The market analysis form from a project's inputs. */
export function marketValuesFromInput(input: Input): MarketFormValues {
  return {
    businessIdea: text(input, "businessIdea", 2000),
    industry: oneOf(input, "industry", MARKET_INDUSTRIES) ?? DEFAULT_VALUES.industry,
    businessType:
      oneOf(
        input,
        "businessType",
        MARKET_BUSINESS_TYPES.map((type) => type.value),
      ) ?? DEFAULT_VALUES.businessType,
    targetMarket: text(input, "targetMarket", 500),
    geographicScope:
      oneOf(input, "geographicScope", GEOGRAPHIC_SCOPES) ?? DEFAULT_VALUES.geographicScope,
    uniqueValueProposition: text(input, "uniqueValueProposition", 1000),
    researchGoals: listOf<ResearchGoal>(input, "researchGoals", RESEARCH_GOALS),
    competitorAnalysis: text(input, "competitorAnalysis", 1000),
  };
}

/** The customer discovery tool's idea, and the market data it was run with (if an object). */
export function discoveryFromInput(input: Input): {
  businessIdea: string;
  marketData: Record<string, unknown> | undefined;
} {
  const marketData = input?.marketData;
  const usable =
    typeof marketData === "object" &&
    marketData !== null &&
    !Array.isArray(marketData) &&
    Object.keys(marketData).length > 0;
  return {
    businessIdea: text(input, "businessIdea", 2000),
    marketData: usable ? (marketData as Record<string, unknown>) : undefined,
  };
}
