import { describe, expect, it } from "vitest";
import { serviceContent } from "./content";
import { STRATEGIC_PLAN_SECTIONS } from "./plan";
import { STRATEGIC_PLAN_QUESTIONS } from "./questions";
import { strategicPlanRequestSchema } from "./schema";

describe("the strategic plan's sections and questions", () => {
  it("deliver the service page's checklist word for word, in order, plus the SWOT and lean canvas", () => {
    expect(STRATEGIC_PLAN_SECTIONS.map((spec) => spec.deliverable)).toEqual([
      ...serviceContent.framework.deliverables,
      "SWOT built from your market analysis and customer discovery",
      "One-page lean canvas",
    ]);
    const ids = STRATEGIC_PLAN_SECTIONS.map((spec) => spec.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const spec of STRATEGIC_PLAN_SECTIONS) expect(spec.heading).not.toMatch(/\d/);
  });

  it("ask only for fields the request schema takes, with the same limits", () => {
    for (const question of STRATEGIC_PLAN_QUESTIONS) {
      if (question.kind === "number") {
        expect(
          strategicPlanRequestSchema.safeParse({ businessIdea: "x", [question.name]: question.min })
            .success,
        ).toBe(true);
        expect(
          strategicPlanRequestSchema.safeParse({
            businessIdea: "x",
            [question.name]: question.max + 1,
          }).success,
        ).toBe(false);
      } else if (question.kind === "text" || question.kind === "textarea") {
        const ok = strategicPlanRequestSchema.safeParse({
          businessIdea: "x",
          [question.name]: "a".repeat(question.maxLength),
        });
        expect(ok.success).toBe(true);
        const long = strategicPlanRequestSchema.safeParse({
          businessIdea: "x",
          [question.name]: "a".repeat(question.maxLength + 1),
        });
        expect(long.success).toBe(false);
      }
    }
  });

  it("reads form values leniently and answers a bad one with a sentence", () => {
    const parsed = strategicPlanRequestSchema.parse({
      businessIdea: "A plan",
      runwayMonths: "9",
      teamSize: "",
    });
    expect(parsed.runwayMonths).toBe(9);
    expect(parsed.teamSize).toBeUndefined();
    expect(parsed.traction).toBe("");
    expect(parsed.marketAnalysis).toEqual({});
    const bad = strategicPlanRequestSchema.safeParse({ businessIdea: "A plan", runwayMonths: 2.5 });
    expect(bad.error?.issues[0]?.message).toBe("Runway (months) must be a whole number.");
    const big = strategicPlanRequestSchema.safeParse({ businessIdea: "A plan", teamSize: 900 });
    expect(big.error?.issues[0]?.message).toBe("Team size can be at most 500.");
    const word = strategicPlanRequestSchema.safeParse({
      businessIdea: "A plan",
      teamSize: "three",
    });
    expect(word.success).toBe(false);
    expect(
      strategicPlanRequestSchema.safeParse({ runwayMonths: 3 }).error?.issues[0]?.message,
    ).toBe("Business idea is required.");
  });
});
