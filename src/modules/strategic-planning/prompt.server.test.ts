import { describe, expect, it } from "vitest";
import { sampleVenture } from "../_fixtures/ventures.server";
import { buildPrompt } from "./generate.server";
import { STRATEGIC_PLAN_SECTIONS } from "./plan";
import { strategicPlanRequestSchema } from "./schema";

describe("the strategic plan's model prompt", () => {
  it("asks for every section and carries the founder's answers and earlier results", () => {
    const request = strategicPlanRequestSchema.parse({
      ...sampleVenture("icu"),
      runwayMonths: 8,
      teamSize: 3,
      traction: "3 paying clinics, $1,200 MRR",
      yearGoal: "Reach 25 hospitals",
    });
    const prompt = buildPrompt(request);
    for (const spec of STRATEGIC_PLAN_SECTIONS) {
      expect(prompt.instructions).toContain(`id "${spec.id}"`);
      expect(prompt.instructions).toContain(spec.deliverable);
    }
    expect(prompt.founderInput).toContain('Runway (months) (runwayMonths): "8"');
    expect(prompt.founderInput).toContain("3 paying clinics, $1,200 MRR");
    expect(prompt.founderInput).toContain("QGenda");
    expect(prompt.founderText).toContain("Reach 25 hospitals");
    const titles = prompt.grounding.map((section) => section.title);
    expect(titles.some((title) => title.includes("market analysis"))).toBe(true);
    expect(titles.some((title) => title.includes("customer discovery"))).toBe(true);
    expect(JSON.stringify(prompt.grounding)).toContain("Bottom-up SOM");
  });

  it("works from the idea alone and names a regenerated section", () => {
    const prompt = buildPrompt(
      strategicPlanRequestSchema.parse({
        businessIdea: "A meal-planning app for busy parents",
        regenerate: { section: "bets", round: 2 },
      }),
    );
    expect(prompt.instructions).toContain('regenerate the section "bets"');
    expect(prompt.founderInput).not.toContain("runwayMonths");
    expect(prompt.grounding.some((section) => section.title.includes("market analysis"))).toBe(
      false,
    );
  });
});
