import * as z from "zod/mini";
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
  interests: requiredText("Interests", 1000).check(
    z.describe("What the founder cares about, free text."),
  ),
  skills: requiredText("Skills", 1000).check(z.describe("What the founder can do, free text.")),
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

const text = z.string().check(z.minLength(1));
const list = z.array(text).check(z.minLength(1));
/** One line of the n/10 rubric: each criterion is worth up to 2 points. */
export const scorePartSchema = z.object({
  criterion: z.enum(SCORE_CRITERIA),
  /** "Skill fit", "Budget fit", "Market growth", "Competition", "Time fit". */
  label: text,
  points: z.number().check(z.gte(0), z.lte(2)),
  maxPoints: z.literal(2),
  /** Why these points, naming the founder's input and the figure used. */
  reason: text,
});
export type ScorePart = z.infer<typeof scorePartSchema>;

/** A generated idea (spec §3), with the rubric behind its score and its provenance. */
export const ideaSchema = z
  .object({
    id: text,
    title: text,
    category: z
      .string()
      .check(z.minLength(1), z.describe("The industry, one of the idea generator's fourteen.")),
    difficulty: z.enum(DIFFICULTIES),
    /** Why this difficulty: capital, skills, regulation. */
    difficultyReason: text,
    /** Shown as "n/10"; equals the rubric's points rounded. */
    score: z.int().check(z.gte(0), z.lte(10)),
    scoreBreakdown: z.array(scorePartSchema).check(z.length(SCORE_CRITERIA.length)),
    description: text,
    /** The business model the idea runs on, one of the eighteen. */
    businessModel: z.enum(BUSINESS_MODELS),
    marketSize: text,
    /** Who buys it; kept with the idea when the founder develops it further. */
    targetMarket: text,
    timeToMarket: text,
    requiredSkills: list,
    keyBenefits: list,
    nextSteps: list,
    sources: provenanceShape.sources,
    assumptions: provenanceShape.assumptions,
  })
  .check(
    z.refine(
      (idea) =>
        idea.score === Math.round(idea.scoreBreakdown.reduce((sum, part) => sum + part.points, 0)),
      { message: "score must equal the rubric's points, rounded", path: ["score"] },
    ),
  );
export type Idea = z.infer<typeof ideaSchema>;

/** The endpoint's answer: `{ ideas: [...] }` (spec §7) plus the engine line. */
export const ideaGenerationResultSchema = z.object({
  ideas: z.array(ideaSchema).check(z.minLength(3), z.maxLength(6)),
  /** A note about the set itself, e.g. that Regenerate has shown every set and starts again. */
  regenerateNote: z.optional(z.string()),
  /**
   * Said when every idea in the set scores within one point and no candidate for the profile
   * scores two points lower: which parts of the rubric are equal and which differ.
   */
  spreadNote: z.optional(z.string()),
  /**
   * The founder's interests (pains) and skills no idea of the set uses, each with why (issue
   * 16: every stated skill and pain is used or explicitly set aside).
   */
  setAsideNote: z.optional(z.string()),
  dataSource: provenanceShape.dataSource,
});
export type IdeaGenerationResult = z.infer<typeof ideaGenerationResultSchema>;

// The saved idea lives in src/shared (a venture keeps one; src/shared/ventures.ts reads it).
export {
  SAVED_IDEA_STORAGE_KEY,
  type SavedIdea,
  savedIdeaSchema,
} from "../../shared/saved-idea";
