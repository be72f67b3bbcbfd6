import {
  getBudget,
  getBusinessModel,
  getIndustry,
  getLocation,
  getTimeCommitment,
  type IndustryEntry,
} from "../../engine/knowledge";
import { type FounderField, renderFounderInput } from "../../engine/prompt/founder-input";
import {
  budgetSection,
  businessModelOverviewSection,
  businessModelSection,
  industriesMentioned,
  industryOverviewSection,
  industrySection,
  locationSection,
  timeCommitmentSection,
} from "../../engine/prompt/grounding";
import type { GroundingSection, ModelPrompt } from "../../engine/prompt/prompt";
import {
  BUDGETS,
  BUSINESS_MODELS,
  IDEA_BUSINESS_TYPES,
  IDEA_INDUSTRIES,
  LOCATIONS,
  TIME_COMMITMENTS,
} from "../../shared/options";
import { type IdeaGenerationRequest, SCORE_CRITERIA } from "./schema";
import ideaGenerationTool from "./tool";

/** Business models described in full when the founder chose them; the rest get one line. */
const FULL_MODEL_SECTIONS = 3;
/** Industries described in full when the founder chose none but their text names some. */
const MENTIONED_INDUSTRIES = 2;

/**
 * The idea generator's prompt for a language model (issue 4): the task and the n/10 rubric; the
 * chosen (or mentioned) industry's full entry, the founder's budget, time and location, the
 * chosen business models' economics, and one line on each of the fourteen industries and the
 * eighteen business models; and the founder's profile.
 */
export function buildPrompt(request: IdeaGenerationRequest): ModelPrompt {
  return {
    instructions: [INSTRUCTIONS, variantGuidance(request.variant)]
      .filter((part) => part !== "")
      .join("\n\n"),
    founderInput: renderFounderInput(founderFields(request)),
    founderText: ideaGenerationTool.founderText(request),
    grounding: groundingFor(request),
  };
}

function groundingFor(request: IdeaGenerationRequest): GroundingSection[] {
  const sections: GroundingSection[] = focusIndustries(request).map(industrySection);
  if (request.budget !== undefined) sections.push(budgetSection(getBudget(request.budget)));
  if (request.timeCommitment !== undefined) {
    sections.push(timeCommitmentSection(getTimeCommitment(request.timeCommitment)));
  }
  if (request.location !== undefined && request.businessType !== "online") {
    sections.push(locationSection(getLocation(request.location)));
  }
  const inFull = request.businessModel.slice(0, FULL_MODEL_SECTIONS);
  sections.push(...inFull.map((model) => businessModelSection(getBusinessModel(model))));
  sections.push(
    industryOverviewSection(
      "The fourteen industries (category must be one of them)",
      IDEA_INDUSTRIES.map(getIndustry),
    ),
  );
  sections.push(
    businessModelOverviewSection(
      inFull.length === 0 ? "The eighteen business models" : "Other business models",
      BUSINESS_MODELS.filter((model) => !inFull.includes(model)).map(getBusinessModel),
    ),
  );
  return sections;
}

/** The chosen industry, or the industries the founder's own words point to. */
function focusIndustries(request: IdeaGenerationRequest): IndustryEntry[] {
  if (request.industry !== undefined && request.industry !== "Other") {
    return [getIndustry(request.industry)];
  }
  const text = [request.interests, request.skills, request.experience, request.targetMarket].join(
    " ",
  );
  const named = IDEA_INDUSTRIES.filter((industry) => industry !== "Other").map(getIndustry);
  return industriesMentioned(text, named, MENTIONED_INDUSTRIES);
}

const RUBRIC_LABELS: Record<(typeof SCORE_CRITERIA)[number], string> = {
  "skill-fit": "Skill fit",
  "budget-fit": "Budget fit",
  "market-growth": "Market growth",
  competition: "Competition",
  "time-fit": "Time fit",
};

const INSTRUCTIONS = `Task: three or four startup ideas for this founder (never fewer than three, never more than six), each built on their interests and skills and workable within their budget, weekly time, chosen business models, business type and location. Different ideas, not variations of one.

For each idea:
- id: a short kebab-case slug, unique among the ideas. title: a concrete product name and what it is.
- category: exactly one of ${IDEA_INDUSTRIES.join(", ")}.
- businessModel: exactly one of ${BUSINESS_MODELS.join(", ")}; one the founder chose when they chose any.
- difficulty: Low, Medium or High, from the business model's launch capital against the founder's budget, the skills it needs that the founder did not name, and the industry's regulation; difficultyReason says which of these decided it.
- scoreBreakdown: exactly five parts in this order: ${SCORE_CRITERIA.map((criterion) => `${criterion} "${RUBRIC_LABELS[criterion]}"`).join(", ")}. Each has points from 0 to 2 (halves allowed), maxPoints 2, and a reason naming the founder's input and the figure it used (growth rate, launch capital, hours a week; time fit also counts the wait for first revenue at the founder's pace). score = the sum of the five points, rounded to a whole number (halves round up).
- description: what the product does, for whom, and why this founder can build it (name their skills).
- marketSize: the category's market figure from the grounding with its year, and the slice this idea addresses.
- targetMarket: the first customers, specific enough to find them this week.
- timeToMarket: months to first revenue from the business model's grounding figure, stretched by the founder's time commitment when the grounding gives a factor; show the arithmetic in the assumption.
- requiredSkills, keyBenefits: short items; nextSteps: three concrete first steps for this founder.
- assumptions: every number in this idea's texts (each idea has its own list), as the rules say.`;

/** Regenerate sends a new variant and expects a different set of ideas. */
function variantGuidance(variant: number): string {
  if (variant === 0) return "";
  return `The founder asked for a fresh set (regeneration ${variant}). Propose ideas different from the most obvious ones for this profile: other customers, other business models or other categories the grounding supports.`;
}

function founderFields(request: IdeaGenerationRequest): FounderField[] {
  return [
    { label: "Interests", field: "interests", value: request.interests },
    { label: "Skills", field: "skills", value: request.skills },
    { label: "Industry they prefer", field: "industry", value: request.industry },
    { label: "Budget", field: "budget", value: labelOf(BUDGETS, request.budget) },
    {
      label: "Time commitment",
      field: "timeCommitment",
      value: labelOf(TIME_COMMITMENTS, request.timeCommitment),
    },
    {
      label: "Business models they consider",
      field: "businessModel",
      value: request.businessModel,
    },
    {
      label: "Business type",
      field: "businessType",
      value: labelOf(IDEA_BUSINESS_TYPES, request.businessType),
    },
    { label: "Location", field: "location", value: labelOf(LOCATIONS, request.location) },
    { label: "Experience", field: "experience", value: request.experience },
    { label: "Target market", field: "targetMarket", value: request.targetMarket },
    { label: "Challenges", field: "challenges", value: request.challenges },
  ];
}

/** The label a person reads for an option value ("under-10k" → "Under $10,000"). */
function labelOf(
  options: readonly { value: string; label: string }[],
  value: string | undefined,
): string | undefined {
  return value === undefined
    ? undefined
    : (options.find((option) => option.value === value)?.label ?? value);
}
