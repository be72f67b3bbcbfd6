import { describe, expect, it } from "vitest";
import { type PlanResult, shownBlocks } from "../shared/plan";
import { unexplainedNumbers } from "../shared/provenance";
import { SAMPLE_VENTURES, sampleVenture } from "./_fixtures/ventures.server";
import { generateGoToMarket } from "./go-to-market/generate.server";
import goToMarketTool from "./go-to-market/tool";
import { generateItFinancialLegal } from "./it-financial-legal/generate.server";
import financialTool from "./it-financial-legal/tool";
import { generateProductPlan } from "./product-development/generate.server";
import productTool from "./product-development/tool";
import { generateStrategicPlan } from "./strategic-planning/generate.server";
import strategicTool from "./strategic-planning/tool";
import { generateTeamPlan } from "./team-planning/generate.server";
import teamTool from "./team-planning/tool";

/**
 * The planning modules chained as a venture runs them (issues 13 and 14): the strategic plan on the
 * venture's market analysis and discovery, the product plan on those and the strategic plan, the
 * go-to-market plan on all four, the team plan on all five. Each later plan quotes the earlier one's choices, not its
 * tables' first cells, and every number in each stays explained.
 */

const text = (plan: PlanResult, id: string) => {
  const section = plan.sections.find((candidate) => candidate.id === id);
  return section ? JSON.stringify(shownBlocks(section)) : "";
};

const firstSentence = (plan: PlanResult, id: string) => {
  const section = plan.sections.find((candidate) => candidate.id === id)!;
  const paragraph = shownBlocks(section).find((block) => block.kind === "paragraph");
  return paragraph?.kind === "paragraph" ? (paragraph.text.split(/(?<=[.!?])\s/)[0] ?? "") : "";
};

describe.each(SAMPLE_VENTURES)("the %s venture through the three plans", (name) => {
  const venture = sampleVenture(name);
  const strategicRequest = strategicTool.request.parse(venture);
  const strategic = generateStrategicPlan(strategicRequest);
  const productRequest = productTool.request.parse({ ...venture, strategicPlan: strategic });
  const product = generateProductPlan(productRequest);
  const goToMarketRequest = goToMarketTool.request.parse({
    ...venture,
    strategicPlan: strategic,
    productPlan: product,
  });
  const goToMarket = generateGoToMarket(goToMarketRequest);
  const teamRequest = teamTool.request.parse({
    ...venture,
    strategicPlan: strategic,
    productPlan: product,
    goToMarketPlan: goToMarket,
  });
  const team = generateTeamPlan(teamRequest);
  const financialRequest = financialTool.request.parse({
    ...venture,
    strategicPlan: strategic,
    productPlan: product,
    goToMarketPlan: goToMarket,
    teamPlan: team,
  });
  const financial = generateItFinancialLegal(financialRequest);

  it("explains every number of each plan", () => {
    expect(
      unexplainedNumbers(
        strategic,
        strategic.assumptions,
        strategicTool.founderText(strategicRequest),
      ),
    ).toEqual([]);
    expect(
      unexplainedNumbers(product, product.assumptions, productTool.founderText(productRequest)),
    ).toEqual([]);
    expect(
      unexplainedNumbers(
        goToMarket,
        goToMarket.assumptions,
        goToMarketTool.founderText(goToMarketRequest),
      ),
    ).toEqual([]);
    expect(unexplainedNumbers(team, team.assumptions, teamTool.founderText(teamRequest))).toEqual(
      [],
    );
  });

  it("says what each plan was built on", () => {
    expect(product.builtOn.join("\n")).toMatch(/^Strategic plan: /m);
    expect(goToMarket.builtOn.join("\n")).toMatch(/^Strategic plan: /m);
    expect(goToMarket.builtOn.join("\n")).toMatch(/^Product development plan: /m);
    for (const line of [
      /^Strategic plan: /m,
      /^Product development plan: /m,
      /^Go-to-market plan: /m,
    ])
      expect(team.builtOn.join("\n")).toMatch(line);
  });

  it("ties the team plan's hires to the roadmap's quarters", () => {
    expect(text(team, "hiring-sequence")).toMatch(/the roadmap's Q1: /);
  });

  it("carries the strategic plan's first segment and positioning, not a table's first cells", () => {
    const segment = firstSentence(strategic, "segments");
    expect(segment.length).toBeGreaterThan(20);
    // The strategic plan puts the founder's customer first: the ICP says so in a sentence of its
    // own rather than quoting that plan's paragraph.
    expect(segment).toMatch(/ come first: /);
    expect(text(goToMarket, "icp")).toContain(
      "They are also the first segment of your strategic plan.",
    );
    expect(text(goToMarket, "messaging")).toContain(
      firstSentence(strategic, "positioning").slice(0, 40),
    );
  });

  it("ties the product roadmap to the strategic plan's customer goal", () => {
    expect(text(product, "roadmap")).toMatch(/strategic plan's goal: New paying customers/);
  });

  it("costs the team plan's hires in the financial model from the month each starts", () => {
    expect(
      unexplainedNumbers(
        financial,
        financial.assumptions,
        financialTool.founderText(financialRequest),
      ),
    ).toEqual([]);
    const members = (
      financial as unknown as {
        financialModel: { inputs: { team: { role: string; startMonth: number }[] } };
      }
    ).financialModel.inputs.team;
    const hires = members.filter((member) => member.role !== "Founder");
    expect(hires.length).toBeGreaterThan(0);
    expect(new Set(hires.map((hire) => hire.startMonth)).size).toBeGreaterThan(1);
    expect(financial.builtOn.join("\n")).toMatch(/^Team plan: /m);
  });
});
