import { describe, expect, it } from "vitest";
import type { Assumption } from "../../shared/provenance";
import { SAMPLE_VENTURES, sampleVenture } from "../_fixtures/ventures.server";
import { planRunner } from "../_kit/plan/testing.server";

const runPlan = await planRunner(["strategic-planning"]);

const WON = "Customers won within three years";

/** A sample venture whose market analysis counts its buyers (it states the customers won). */
const venture = SAMPLE_VENTURES.map(sampleVenture).find((sample) =>
  (sample.marketAnalysis.assumptions as Assumption[]).some((item) => item.label === WON),
);

function winning(won: string) {
  if (!venture) throw new Error("No sample venture counts its buyers");
  const market = venture.marketAnalysis;
  return {
    ...venture,
    marketAnalysis: {
      ...market,
      assumptions: (market.assumptions as Assumption[]).map((item) =>
        item.label === WON ? { ...item, value: won } : item,
      ),
    },
  };
}

const targetOf = (body: object) =>
  runPlan("strategic-planning", body).assumptions.find((item) =>
    item.label.startsWith("New paying customers in twelve months"),
  );

describe("the strategic plan's twelve-month target and the market analysis (issue 23)", () => {
  it("is measured on a sample venture that counts its buyers", () => {
    expect(venture).toBeDefined();
  });

  it("holds the year's target at the customers the market analysis wins in three years", () => {
    const target = targetOf(winning("1"));
    expect(target?.value).toMatch(/^1 new /u);
    expect(target?.basis.kind === "estimate" && target.basis.method).toContain(
      "the customers your market analysis expects to win within three years are 1",
    );
  });

  it("keeps the planning pace when the market allows it", () => {
    const target = targetOf(winning("50,000"));
    expect(target?.basis.kind === "estimate" && target.basis.method).not.toContain("held at");
  });
});
