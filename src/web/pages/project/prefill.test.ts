import { describe, expect, it } from "vitest";
import { generatePath, savedProjectId } from "../../lib/workspace/saved-project";
import { EMPTY_PROFILE } from "../idea-generation-tool/profile";
import { DEFAULT_VALUES } from "../market-analysis-tool/form-values";
import { discoveryFromInput, ideaProfileFromInput, marketValuesFromInput } from "./prefill";

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

  it("refills the market analysis form, defaults where a value is missing", () => {
    expect(
      marketValuesFromInput({
        businessIdea: "Dog walking",
        industry: "Healthcare",
        targetMarket: "Busy owners",
        researchGoals: ["Pricing Strategy", 7],
        geographicScope: "Mars",
      }),
    ).toEqual({
      ...DEFAULT_VALUES,
      businessIdea: "Dog walking",
      industry: "Healthcare",
      targetMarket: "Busy owners",
      researchGoals: ["Pricing Strategy"],
    });
  });

  it("refills the customer discovery idea and its market data", () => {
    expect(discoveryFromInput({ businessIdea: "Idea", marketData: { a: 1 } })).toEqual({
      businessIdea: "Idea",
      marketData: { a: 1 },
    });
    expect(discoveryFromInput({ businessIdea: "Idea", marketData: {} })).toEqual({
      businessIdea: "Idea",
      marketData: undefined,
    });
  });
});

describe("generate endpoints and the workspace", () => {
  it("aims a generation at the project being edited", () => {
    expect(generatePath("/api/market-analysis", undefined)).toBe("/api/market-analysis");
    expect(generatePath("/api/market-analysis", "a/b")).toBe("/api/market-analysis?project=a%2Fb");
  });

  it("reads the saved project id, only when there is one", () => {
    expect(savedProjectId({ ideas: [], projectId: "p1" })).toBe("p1");
    expect(savedProjectId({ ideas: [] })).toBeUndefined();
    expect(savedProjectId({ projectId: 5 })).toBeUndefined();
    expect(savedProjectId(null)).toBeUndefined();
  });
});
