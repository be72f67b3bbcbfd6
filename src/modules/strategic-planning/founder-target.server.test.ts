import { describe, expect, it } from "vitest";
import { planRunner } from "../_kit/plan/testing.server";
import { generateMarketAnalysis } from "../market-analysis/generate.server";
import { marketAnalysisRequestSchema } from "../market-analysis/schema";

const runPlan = await planRunner(["strategic-planning"]);

const businessIdea = "Appointment reminders for dental practices, $149 a month";

function marketWinning(won: string) {
  const market = generateMarketAnalysis(
    marketAnalysisRequestSchema.parse({
      businessIdea,
      industry: "Healthcare",
      targetMarket: "Dental practices in the United States",
      geographicScope: "United States",
    }),
  );
  return {
    ...market,
    assumptions: market.assumptions.map((item) =>
      item.label === "Customers won within three years" ? { ...item, value: won } : item,
    ),
  };
}

const targetOf = (marketAnalysis: unknown) =>
  runPlan("strategic-planning", { businessIdea, marketAnalysis }).assumptions.find((item) =>
    item.label.startsWith("New paying customers in twelve months"),
  );

describe("the strategic plan's twelve-month target and the market analysis (issue 23)", () => {
  it("holds the year's target at the customers the market analysis wins in three years", () => {
    const target = targetOf(marketWinning("3"));
    expect(target?.value).toBe("3 new paying customers");
    expect(target?.basis.kind === "estimate" && target.basis.method).toContain(
      "your market analysis expects to win 3 customers within three years",
    );
  });

  it("keeps the planning pace when the market allows it", () => {
    const target = targetOf(marketWinning("5,000"));
    expect(target?.basis.kind === "estimate" && target.basis.method).not.toContain("held at");
  });
});

it("is measured on a market analysis that counts its buyers", () => {
  const labels = marketWinning("3").assumptions.map((item) => item.label);
  expect(labels).toContain("Customers won within three years");
});
