import { describe, expect, it } from "vitest";
import { RESEARCH_GOALS } from "../../../shared/options";
import { toggleInOrder } from "../../../web/lib/toggle-in-order";
import { marketAnalysisRequestSchema } from "../schema";
import {
  businessTypeLabel,
  DEFAULT_VALUES,
  firstInvalid,
  PREVIOUS_DATA_MAX,
  prefillFromIdea,
  previousDataFor,
  toRequest,
  validateForm,
} from "./form-values";

const idea = {
  title: "GroomBook",
  description: "Booking and deposits for dog groomers.",
  category: "Technology",
  marketSize: "$1.8B",
  targetMarket: "Independent dog groomers",
};

describe("defaults (spec §3)", () => {
  it("starts digital, United States, nothing chosen", () => {
    expect(DEFAULT_VALUES.businessType).toBe("digital");
    expect(DEFAULT_VALUES.geographicScope).toBe("United States");
    expect(DEFAULT_VALUES.researchGoals).toEqual([]);
    expect(businessTypeLabel("hybrid")).toBe("Hybrid (Online + Offline)");
  });
});

describe("prefillFromIdea", () => {
  it("uses title and description, the category when it is a market industry, the target market", () => {
    const values = prefillFromIdea(idea);
    expect(values.businessIdea).toBe("GroomBook: Booking and deposits for dog groomers.");
    expect(values.industry).toBe("Technology");
    expect(values.targetMarket).toBe("Independent dog groomers");
    expect(values.businessType).toBe("digital");
  });

  it("leaves the industry unchosen for a category outside the twenty", () => {
    expect(prefillFromIdea({ ...idea, category: "Consulting" }).industry).toBe("");
  });

  it("uses the title alone when there is no description", () => {
    expect(prefillFromIdea({ ...idea, description: "" }).businessIdea).toBe("GroomBook");
  });
});

describe("validateForm (spec §5)", () => {
  it("requires business idea, industry and target market", () => {
    const errors = validateForm({ ...DEFAULT_VALUES, businessIdea: "   " });
    expect(Object.keys(errors)).toEqual(["businessIdea", "industry", "targetMarket"]);
    expect(firstInvalid(errors)).toBe("businessIdea");
    expect(firstInvalid(validateForm({ ...DEFAULT_VALUES, businessIdea: "x" }))).toBe("industry");
  });

  it("passes a form with the three filled in", () => {
    expect(validateForm(prefillFromIdea(idea))).toEqual({});
    expect(firstInvalid({})).toBeUndefined();
  });
});

describe("toRequest (spec §3, §7)", () => {
  it("sends every field, marketSize empty, idea-validation, the saved idea as JSON", () => {
    const body = toRequest(
      {
        ...prefillFromIdea(idea),
        businessIdea: "  GroomBook  ",
        researchGoals: ["Pricing Strategy"],
      },
      idea,
    );
    expect(body).toEqual({
      businessIdea: "GroomBook",
      industry: "Technology",
      businessType: "digital",
      targetMarket: "Independent dog groomers",
      geographicScope: "United States",
      uniqueValueProposition: "",
      researchGoals: ["Pricing Strategy"],
      competitorAnalysis: "",
      marketSize: "",
      currentStage: "idea-validation",
      previousData: JSON.stringify(idea),
    });
    expect(marketAnalysisRequestSchema.safeParse(body).success).toBe(true);
  });

  it("sends previousData empty without a saved idea", () => {
    const body = toRequest({ ...prefillFromIdea(idea) }, null);
    expect(body.previousData).toBe("");
  });
});

describe("previousDataFor", () => {
  it("fits the schema's limit, keeping the title", () => {
    const long = {
      ...idea,
      title: "T".repeat(300),
      description: 'é"'.repeat(1500),
      marketSize: "m".repeat(1000),
    };
    const json = previousDataFor(long);
    expect(json.length).toBeLessThanOrEqual(PREVIOUS_DATA_MAX);
    expect(JSON.parse(json).title).toBe(long.title);
  });
});

describe("toggleInOrder", () => {
  it("switches goals on and off in the list's order", () => {
    const on = toggleInOrder(["Risk Assessment"], "Market Size Validation", true, RESEARCH_GOALS);
    expect(on).toEqual(["Market Size Validation", "Risk Assessment"]);
    expect(toggleInOrder(on, "Risk Assessment", false, RESEARCH_GOALS)).toEqual([
      "Market Size Validation",
    ]);
  });
});
