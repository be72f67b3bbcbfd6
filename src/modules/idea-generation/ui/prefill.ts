import {
  BUDGETS,
  BUSINESS_MODELS,
  type BusinessModel,
  IDEA_BUSINESS_TYPES,
  IDEA_INDUSTRIES,
  LOCATIONS,
  TIME_COMMITMENTS,
} from "../../../shared/options";
import {
  listOf,
  oneOf,
  type ProjectInput,
  text,
  valuesOf,
} from "../../../web/lib/workspace/input-fields";
import { EMPTY_PROFILE, PROFILE_TEXT_MAX, type ProfileValues } from "./profile";

/** The idea generator's profile from a project's inputs. */
export function ideaProfileFromInput(input: ProjectInput): ProfileValues {
  return {
    interests: text(input, "interests", PROFILE_TEXT_MAX),
    skills: text(input, "skills", PROFILE_TEXT_MAX),
    industry: oneOf(input, "industry", IDEA_INDUSTRIES) ?? EMPTY_PROFILE.industry,
    budget: oneOf(input, "budget", valuesOf(BUDGETS) as ProfileValues["budget"][]) ?? "",
    timeCommitment:
      oneOf(
        input,
        "timeCommitment",
        valuesOf(TIME_COMMITMENTS) as ProfileValues["timeCommitment"][],
      ) ?? "",
    businessModel: listOf<BusinessModel>(input, "businessModel", BUSINESS_MODELS),
    businessType:
      oneOf(
        input,
        "businessType",
        valuesOf(IDEA_BUSINESS_TYPES) as ProfileValues["businessType"][],
      ) ?? "",
    location: oneOf(input, "location", valuesOf(LOCATIONS) as ProfileValues["location"][]) ?? "",
  };
}
