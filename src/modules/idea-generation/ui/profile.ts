import type {
  Budget,
  BusinessModel,
  IdeaBusinessType,
  IdeaIndustry,
  Location,
  TimeCommitment,
} from "../../../shared/options";
import type { IdeaGenerationRequestInput } from "../schema";

/** Most characters the server accepts for interests and for skills (the request schema's max). */
export const PROFILE_TEXT_MAX = 1000;

/**
 * The 'Tell Us About You' form as the founder fills it (spec §3): free text for interests and
 * skills, "" for a select left unchosen, and the business models ticked.
 */
export interface ProfileValues {
  interests: string;
  skills: string;
  industry: IdeaIndustry | "";
  budget: Budget | "";
  timeCommitment: TimeCommitment | "";
  businessModel: BusinessModel[];
  businessType: IdeaBusinessType | "";
  location: Location | "";
}

export const EMPTY_PROFILE: ProfileValues = {
  interests: "",
  skills: "",
  industry: "",
  budget: "",
  timeCommitment: "",
  businessModel: [],
  businessType: "",
  location: "",
};

/** The request body of POST /api/generate-ideas, with the fields the form never shows. */
export interface IdeaRequestBody extends ProfileValues {
  experience: "";
  targetMarket: "";
  challenges: "";
  variant: number;
}

/** Spec §4: the Location select appears only for an offline or hybrid business. */
export function showsLocation(businessType: ProfileValues["businessType"]): boolean {
  return businessType === "offline" || businessType === "hybrid";
}

/** Spec §5: interests and skills must both hold something other than spaces. */
export function hasRequiredProfile(values: Pick<ProfileValues, "interests" | "skills">): boolean {
  return values.interests.trim() !== "" && values.skills.trim() !== "";
}

/** Spec §5: Generate Ideas is disabled while loading or while interests or skills is empty. */
export function canGenerate(values: ProfileValues, loading: boolean): boolean {
  return !loading && hasRequiredProfile(values);
}

/**
 * The form's values as the request body (spec §3, §7): location only where it applies;
 * experience, targetMarket and challenges have no input and go empty; `variant` numbers the
 * set of ideas (Regenerate asks for the next one).
 */
export function toIdeaRequest(values: ProfileValues, variant = 0): IdeaRequestBody {
  const body: IdeaRequestBody = {
    interests: values.interests.trim(),
    skills: values.skills.trim(),
    industry: values.industry,
    budget: values.budget,
    timeCommitment: values.timeCommitment,
    businessModel: [...values.businessModel],
    businessType: values.businessType,
    location: showsLocation(values.businessType) ? values.location : "",
    experience: "",
    targetMarket: "",
    challenges: "",
    variant,
  };
  return body satisfies IdeaGenerationRequestInput;
}
