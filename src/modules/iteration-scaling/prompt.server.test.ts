import { describe, expect, it } from "vitest";
import { sampleVenture } from "../_fixtures/ventures.server";
import { buildPrompt } from "./generate.server";
import { ITERATION_SCALING_SECTIONS } from "./plan";
import { iterationScalingRequestSchema } from "./schema";

describe("the iteration and scaling prompt", () => {
  const request = iterationScalingRequestSchema.parse({
    ...sampleVenture("icu"),
    signups: 120,
    activationRate: 12,
    startDate: "2026-03-02",
    biggestProblem: "Managers sign up but never set up their first rota",
  });
  const prompt = buildPrompt(request);

  it("asks for every section by id, with its guidance", () => {
    for (const spec of ITERATION_SCALING_SECTIONS)
      expect(prompt.instructions).toContain(`id "${spec.id}"`);
    expect(prompt.instructions).toMatch(
      /Rank, Experiment, Stage, Impact, Confidence, Ease, ICE score/,
    );
    expect(prompt.instructions).toMatch(/LTV = ARPU × gross margin ÷ monthly churn/);
  });

  it("gives the founder's numbers with their field names, and only those entered", () => {
    expect(prompt.founderInput).toContain('(signups): "120"');
    expect(prompt.founderInput).toContain('(activationRate): "12"');
    expect(prompt.founderInput).toContain('(startDate): "2026-03-02"');
    expect(prompt.founderInput).not.toContain("(monthlyChurn)");
    expect(prompt.founderText).toContain("Managers sign up but never set up their first rota");
  });

  it("grounds the growth yardsticks in the knowledge base, with their sources", () => {
    const growth = prompt.grounding.find((section) =>
      section.title.startsWith("Growth benchmarks"),
    );
    const lines = growth?.lines.map((line) => line.text).join("\n") ?? "";
    expect(lines).toMatch(/Activation rate yardstick/);
    expect(growth?.lines.flatMap((line) => line.sourceIds ?? [])).toContain("skok-saas-metrics-2");
  });

  it("asks for a different take on a regenerated section", () => {
    const again = buildPrompt({ ...request, regenerate: { section: "backlog", round: 2 } });
    expect(again.instructions).toMatch(/regenerate the section "backlog"/);
  });
});
