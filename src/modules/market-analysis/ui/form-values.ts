import {
  type GeographicScope,
  MARKET_BUSINESS_TYPES,
  MARKET_INDUSTRIES,
  type MarketBusinessType,
  type MarketIndustry,
  type ResearchGoal,
} from "../../../shared/options";
import { ideaAsBusinessIdea, type SavedIdea } from "../../../shared/saved-idea";
import type { MarketAnalysisRequestInput } from "../schema";

/**
 * The market analysis form's values and the pure steps around them (spec §3, §5, §7): the
 * defaults, the prefill from a saved idea, the checks of the three required fields and the
 * request body the form sends.
 */

export interface MarketFormValues {
  businessIdea: string;
  /** One of MARKET_INDUSTRIES, or "" while none is chosen. */
  industry: string;
  businessType: MarketBusinessType;
  targetMarket: string;
  geographicScope: GeographicScope;
  uniqueValueProposition: string;
  researchGoals: ResearchGoal[];
  competitorAnalysis: string;
}

/** What the form sends to POST /api/market-analysis (spec §3, §7), with concrete types. */
export interface MarketRequestBody {
  businessIdea: string;
  industry: MarketIndustry;
  businessType: MarketBusinessType;
  targetMarket: string;
  geographicScope: GeographicScope;
  uniqueValueProposition: string;
  researchGoals: ResearchGoal[];
  competitorAnalysis: string;
  marketSize: string;
  currentStage: string;
  previousData: string;
}

export type RequiredField = "businessIdea" | "industry" | "targetMarket";
export type FormErrors = Partial<Record<RequiredField, string>>;

/** The order the required fields appear in, so the first invalid one gets the focus. */
export const REQUIRED_FIELDS: readonly RequiredField[] = [
  "businessIdea",
  "industry",
  "targetMarket",
];

/** Length limits, the same as the request schema's. */
export const LIMITS = {
  businessIdea: 2000,
  targetMarket: 500,
  uniqueValueProposition: 1000,
  competitorAnalysis: 1000,
} as const;

/** Longest previousData the request schema accepts. */
export const PREVIOUS_DATA_MAX = 5000;

/** Spec §3's defaults: digital, United States, nothing else filled in. */
export const DEFAULT_VALUES: MarketFormValues = {
  businessIdea: "",
  industry: "",
  businessType: "digital",
  targetMarket: "",
  geographicScope: "United States",
  uniqueValueProposition: "",
  researchGoals: [],
  competitorAnalysis: "",
};

/** The display name of a business type value ("digital" → "Digital/Online"). */
export function businessTypeLabel(value: string): string {
  return MARKET_BUSINESS_TYPES.find((type) => type.value === value)?.label ?? value;
}

/** Whether text is one of the market tool's twenty industries. */
export function isMarketIndustry(value: string): value is MarketIndustry {
  return (MARKET_INDUSTRIES as readonly string[]).includes(value);
}

/**
 * The form prefilled from a saved idea (GUIDE §2): the business idea is its title and
 * description (said once when the description starts with the title), the industry its category when that is one of the twenty, the target market its
 * own. Everything else keeps its default.
 */
export function prefillFromIdea(idea: SavedIdea, base: MarketFormValues = DEFAULT_VALUES) {
  const businessIdea = ideaAsBusinessIdea(idea);
  return {
    ...base,
    businessIdea: businessIdea.slice(0, LIMITS.businessIdea),
    industry: isMarketIndustry(idea.category) ? idea.category : base.industry,
    targetMarket: idea.targetMarket.trim().slice(0, LIMITS.targetMarket) || base.targetMarket,
  } satisfies MarketFormValues;
}

const REQUIRED_MESSAGES: Record<RequiredField, string> = {
  businessIdea: "Describe your business idea.",
  industry: "Choose the industry you are entering.",
  targetMarket: "Say who you are selling to.",
};

/** Spec §5: business idea, industry and target market must be filled in (after trimming). */
export function validateForm(values: MarketFormValues): FormErrors {
  const errors: FormErrors = {};
  if (!values.businessIdea.trim()) errors.businessIdea = REQUIRED_MESSAGES.businessIdea;
  if (!isMarketIndustry(values.industry)) errors.industry = REQUIRED_MESSAGES.industry;
  if (!values.targetMarket.trim()) errors.targetMarket = REQUIRED_MESSAGES.targetMarket;
  return errors;
}

/** The first required field with an error, in the order they appear. */
export function firstInvalid(errors: FormErrors): RequiredField | undefined {
  return REQUIRED_FIELDS.find((field) => errors[field] !== undefined);
}

/**
 * The saved idea as the JSON string the request carries (spec §7), or "" without one. An idea
 * too long for the field loses its description first, then its market size, so the title (what
 * the analysis names) always goes through.
 */
export function previousDataFor(idea: SavedIdea | null): string {
  if (!idea) return "";
  const candidates: SavedIdea[] = [
    idea,
    { ...idea, description: idea.description.slice(0, 1500) },
    { ...idea, description: "", marketSize: "" },
  ];
  for (const candidate of candidates) {
    const json = JSON.stringify(candidate);
    if (json.length <= PREVIOUS_DATA_MAX) return json;
  }
  return JSON.stringify({ title: idea.title.slice(0, 300) });
}

/** The request body (spec §3, §7): the form's fields plus marketSize, currentStage, previousData. */
export function toRequest(
  values: MarketFormValues,
  savedIdea: SavedIdea | null,
): MarketRequestBody {
  const body: MarketRequestBody = {
    businessIdea: values.businessIdea.trim(),
    industry: values.industry as MarketIndustry,
    businessType: values.businessType,
    targetMarket: values.targetMarket.trim(),
    geographicScope: values.geographicScope,
    uniqueValueProposition: values.uniqueValueProposition.trim(),
    researchGoals: [...values.researchGoals],
    competitorAnalysis: values.competitorAnalysis.trim(),
    marketSize: "",
    currentStage: "idea-validation",
    previousData: previousDataFor(savedIdea),
  };
  // The request schema must accept what the form sends.
  return body satisfies MarketAnalysisRequestInput;
}
