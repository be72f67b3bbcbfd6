import { describe, expect, it } from "vitest";
import { DEFAULT_VALUES } from "./form-values";
import { marketValuesFromInput } from "./prefill";

describe("Edit: a project's inputs back into its tool's form", () => {
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
});
