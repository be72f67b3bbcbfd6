import { describe, expect, it } from "vitest";
import { sampleVenture } from "../_fixtures/ventures.server";
import { buildPrompt } from "./generate.server";
import { PRODUCT_PLAN_SECTIONS } from "./plan";
import tool from "./tool";

describe("product development prompt", () => {
  it("asks for every section and carries the founder's answers and earlier results", () => {
    const request = tool.request.parse({
      ...sampleVenture("icu"),
      budget: 20000,
      technicalSkills: "developer",
      platform: "web",
      mustHave: "Shift swaps by text",
    });
    const prompt = buildPrompt(request);
    for (const spec of PRODUCT_PLAN_SECTIONS) {
      expect(prompt.instructions).toContain(`id "${spec.id}"`);
    }
    expect(prompt.instructions).toMatch(/RICE = reach × impact × confidence ÷ effort/);
    expect(prompt.founderInput).toContain('- Budget to build the MVP (USD) (budget): "20000"');
    expect(prompt.founderInput).toContain('- Technical skills (technicalSkills): "developer"');
    expect(prompt.founderInput).toContain("Shift swaps by text");
    expect(prompt.founderText).toContain("Shift swaps by text");
    const titles = prompt.grounding.map((section) => section.title);
    expect(titles).toContain("The founder's market analysis (field marketAnalysis)");
    expect(titles).toContain("The founder's customer discovery (field customerDiscovery)");
  });

  it("works from the idea alone and passes on a regenerate request", () => {
    const prompt = buildPrompt(
      tool.request.parse({
        businessIdea: "Bookkeeping for dog groomers",
        regenerate: { section: "features", round: 2 },
      }),
    );
    expect(prompt.instructions).toMatch(/regenerate the section "features"/);
    expect(prompt.founderInput).not.toMatch(/budget/);
  });
});
