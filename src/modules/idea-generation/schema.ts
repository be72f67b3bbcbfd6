import { z } from "zod";
import {
  BUDGETS,
  BUSINESS_MODELS,
  DIFFICULTIES,
  IDEA_BUSINESS_TYPES,
  IDEA_INDUSTRIES,
  LOCATIONS,
  TIME_COMMITMENTS,
} from "../../shared/options";
import { provenanceShape } from "../../shared/provenance";
import {
  choiceList,
  optionalChoice,
  optionalText,
  requiredText,
  variantField,
} from "../request-fields";

const values = <T extends { value: string }>(list: readonly T[]) =>
  list.map((item) => item.value) as [T["value"], ...T["value"][]];

/** POST /api/generate-ideas: the idea generator's profile (spec §3, §5). */
export const ideaGenerationRequestSchema = z.object({
  interests: requiredText("Interests", 1000).describe("What the founder cares about, free text."),
  skills: requiredText("Skills", 1000).describe("What the founder can do, free text."),
  industry: optionalChoice("industry", IDEA_INDUSTRIES),
  budget: optionalChoice("budget", values(BUDGETS)),
  timeCommitment: optionalChoice("timeCommitment", values(TIME_COMMITMENTS)),
  businessModel: choiceList("businessModel", BUSINESS_MODELS),
  businessType: optionalChoice("businessType", values(IDEA_BUSINESS_TYPES)),
  /** Only meaningful for offline or hybrid businesses (spec §4). */
  location: optionalChoice("location", values(LOCATIONS)),
  /** Sent empty by the form (spec §3); used when present. */
  experience: optionalText("experience", 1000),
  targetMarket: optionalText("targetMarket", 500),
  challenges: optionalText("challenges", 1000),
  /** Regenerate sends a new variant and gets a different set of ideas. */
  variant: variantField,
});
export type IdeaGenerationRequest = z.output<typeof ideaGenerationRequestSchema>;
export type IdeaGenerationRequestInput = z.input<typeof ideaGenerationRequestSchema>;

export const SCORE_CRITERIA = [
  "skill-fit",
  "budget-fit",
  "market-growth",
  "competition",
  "time-fit",
] as const;
export type ScoreCriterion = (typeof SCORE_CRITERIA)[number];

/** One line of the n/10 rubric: each criterion is worth up to 2 points. */
export const scorePartSchema = z.object({
  criterion: z.enum(SCORE_CRITERIA),
  /** "Skill fit", "Budget fit", "Market growth", "Competition", "Time fit". */
  label: z.string().min(1),
  points: z.number().min(0).max(2),
  maxPoints: z.literal(2),
  /** Why these points, naming the founder's input and the figure used. */
  reason: z.string().min(1),
});
export type ScorePart = z.infer<typeof scorePartSchema>;

/** A generated idea (spec §3), with the rubric behind its score and its provenance. */
export const ideaSchema = z
  .object({
    id: z.string().min(1),
    title: z.string().min(1),
    category: z.string().min(1).describe("The industry, one of the idea generator's fourteen."),
    difficulty: z.enum(DIFFICULTIES),
    /** Why this difficulty: capital, skills, regulation. */
    difficultyReason: z.string().min(1),
    /** Shown as "n/10"; equals the rubric's points rounded. */
    score: z.number().int().min(0).max(10),
    scoreBreakdown: z.array(scorePartSchema).length(SCORE_CRITERIA.length),
    description: z.string().min(1),
    /** The business model the idea runs on, one of the eighteen. */
    businessModel: z.enum(BUSINESS_MODELS),
    marketSize: z.string().min(1),
    /** Who buys it; kept with the idea when the founder develops it further. */
    targetMarket: z.string().min(1),
    timeToMarket: z.string().min(1),
    requiredSkills: z.array(z.string().min(1)).min(1),
    keyBenefits: z.array(z.string().min(1)).min(1),
    nextSteps: z.array(z.string().min(1)).min(1),
    sources: provenanceShape.sources,
    assumptions: provenanceShape.assumptions,
  })
  .refine(
    (idea) =>
      idea.score === Math.round(idea.scoreBreakdown.reduce((sum, part) => sum + part.points, 0)),
    { message: "score must equal the rubric's points, rounded", path: ["score"] },
  );
export type Idea = z.infer<typeof ideaSchema>;

/** The endpoint's answer: `{ ideas: [...] }` (spec §7) plus the engine line. */
export const ideaGenerationResultSchema = z.object({
  ideas: z.array(ideaSchema).min(3).max(6),
  dataSource: provenanceShape.dataSource,
});
export type IdeaGenerationResult = z.infer<typeof ideaGenerationResultSchema>;

/**
 * The idea 'Develop This Idea Further' keeps in browser storage under `selectedStartupIdea`
 * (spec §3, GUIDE §2) and the market analysis request carries as `previousData`.
 */
export const savedIdeaSchema = z.object({
  title: z.string().trim().min(1).max(300),
  description: z.string().max(3000).optional().default(""),
  category: z.string().max(100).optional().default(""),
  marketSize: z.string().max(1000).optional().default(""),
  targetMarket: z.string().max(500).optional().default(""),
});
export type SavedIdea = z.infer<typeof savedIdeaSchema>;
export const SAVED_IDEA_STORAGE_KEY = "selectedStartupIdea";
