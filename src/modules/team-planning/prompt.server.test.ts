import { describe, expect, it } from "vitest";
import { sampleVenture } from "../_fixtures/ventures.server";
import { buildPrompt } from "./generate.server";
import { TEAM_PLAN_SECTIONS } from "./plan";
import { teamPlanRequestSchema } from "./schema";

describe("the team-plan prompt", () => {
  const request = teamPlanRequestSchema.parse({
    ...sampleVenture("icu"),
    founderSkills: "backend developer and a former ICU nurse manager",
    founderCount: 2,
    location: "Canada",
    runwayMonths: 10,
    hiringBudget: 12000,
    openRoles: "a first salesperson",
  });
  const prompt = buildPrompt(request);

  it("asks for every section by id, with its guidance", () => {
    for (const spec of TEAM_PLAN_SECTIONS) expect(prompt.instructions).toContain(`id "${spec.id}"`);
    expect(prompt.instructions).toMatch(/Role, Equity range, Vesting, Basis/);
    expect(prompt.instructions).toMatch(/Do not read or assume a financial model/);
  });

  it("gives the founder's answers with their field names", () => {
    expect(prompt.founderInput).toContain('(runwayMonths): "10"');
    expect(prompt.founderInput).toContain('(hiringBudget): "12000"');
    expect(prompt.founderInput).toContain('(location): "Canada"');
    expect(prompt.founderText).toContain("a first salesperson");
  });

  it("grounds pay in the knowledge base's salary benchmarks, with their sources", () => {
    const salaries = prompt.grounding.find((section) =>
      section.title.startsWith("Salary benchmarks"),
    );
    const lines = salaries?.lines.map((line) => line.text).join("\n") ?? "";
    expect(lines).toMatch(/Software developers, U\.S\. median annual pay/);
    expect(lines).toMatch(/Pay factor for Canada/);
    expect(salaries?.lines.flatMap((line) => line.sourceIds ?? [])).toContain("bls-oews-may-2024");
  });

  it("asks for a different take on a regenerated section", () => {
    const again = buildPrompt({ ...request, regenerate: { section: "equity", round: 2 } });
    expect(again.instructions).toMatch(/regenerate the section "equity"/);
  });
});
