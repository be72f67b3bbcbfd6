import { describe, expect, it } from "vitest";
import { BUSINESS_MODELS, IDEA_BUSINESS_TYPES } from "../../../shared/options";
import { toggleInOrder } from "../../../web/lib/toggle-in-order";
import { ideaGenerationRequestSchema } from "../schema";
import {
  canGenerate,
  EMPTY_PROFILE,
  hasRequiredProfile,
  type ProfileValues,
  showsLocation,
  toIdeaRequest,
} from "./profile";

const FILLED: ProfileValues = {
  ...EMPTY_PROFILE,
  interests: "  dogs, hiking ",
  skills: "python",
  businessType: "offline",
  location: "urban",
  businessModel: ["SaaS", "Local Services"],
};

describe("the Location select (spec §4)", () => {
  it("shows only for offline and hybrid", () => {
    const shown = IDEA_BUSINESS_TYPES.map((type) => type.value).filter(showsLocation);
    expect(shown).toEqual(["offline", "hybrid"]);
    expect(showsLocation("")).toBe(false);
  });
});

describe("Generate Ideas enabled (spec §5)", () => {
  it("needs interests and skills, and no request in flight", () => {
    expect(hasRequiredProfile(EMPTY_PROFILE)).toBe(false);
    expect(canGenerate({ ...FILLED, interests: "   " }, false)).toBe(false);
    expect(canGenerate({ ...FILLED, skills: "" }, false)).toBe(false);
    expect(canGenerate(FILLED, true)).toBe(false);
    expect(canGenerate(FILLED, false)).toBe(true);
  });
});

describe("toIdeaRequest (spec §3, §7)", () => {
  it("trims the text, sends the hidden fields empty and numbers the variant", () => {
    const body = toIdeaRequest(FILLED, 2);
    expect(body).toEqual({
      interests: "dogs, hiking",
      skills: "python",
      industry: "",
      budget: "",
      timeCommitment: "",
      businessModel: ["SaaS", "Local Services"],
      businessType: "offline",
      location: "urban",
      experience: "",
      targetMarket: "",
      challenges: "",
      variant: 2,
    });
    expect(toIdeaRequest(FILLED).variant).toBe(0);
  });

  it("drops the location when the business type has none", () => {
    expect(toIdeaRequest({ ...FILLED, businessType: "online" }).location).toBe("");
    expect(toIdeaRequest({ ...FILLED, businessType: "hybrid" }).location).toBe("urban");
  });

  it("builds a body the server's schema accepts", () => {
    const parsed = ideaGenerationRequestSchema.safeParse(toIdeaRequest(FILLED, 1));
    expect(parsed.success).toBe(true);
    expect(ideaGenerationRequestSchema.safeParse(toIdeaRequest(EMPTY_PROFILE)).success).toBe(false);
  });
});

describe("toggleInOrder", () => {
  it("adds and removes a model, keeping the option list's order", () => {
    const one = toggleInOrder([], "Franchise", true, BUSINESS_MODELS);
    const two = toggleInOrder(one, "SaaS", true, BUSINESS_MODELS);
    expect(two).toEqual(["SaaS", "Franchise"]);
    expect(toggleInOrder(two, "SaaS", true, BUSINESS_MODELS)).toEqual(two);
    expect(toggleInOrder(two, "Franchise", false, BUSINESS_MODELS)).toEqual(["SaaS"]);
  });
});
