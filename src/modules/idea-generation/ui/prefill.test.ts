import { describe, expect, it } from "vitest";
import { ideaProfileFromInput } from "./prefill";
import { EMPTY_PROFILE } from "./profile";

describe("Edit: a project's inputs back into its tool's form", () => {
  it("refills the idea profile, dropping values the form no longer offers", () => {
    expect(
      ideaProfileFromInput({
        interests: "dogs",
        skills: "python",
        industry: "Healthcare",
        budget: "10k-50k",
        timeCommitment: "nonsense",
        businessModel: ["Marketplace", "Teleportation", "SaaS"],
        businessType: "offline",
        location: "urban",
        variant: 3,
      }),
    ).toEqual({
      ...EMPTY_PROFILE,
      interests: "dogs",
      skills: "python",
      industry: "Healthcare",
      budget: "10k-50k",
      businessModel: ["SaaS", "Marketplace"],
      businessType: "offline",
      location: "urban",
    });
    expect(ideaProfileFromInput(null)).toEqual(EMPTY_PROFILE);
  });
});
