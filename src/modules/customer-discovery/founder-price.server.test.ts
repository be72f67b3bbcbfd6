import { describe, expect, it } from "vitest";
import { proseOf, unexplainedNumbers } from "../../shared/provenance";
import { generateCustomerDiscovery } from "./generate.server";
import { customerDiscoveryRequestSchema } from "./schema";
import customerDiscoveryTool from "./tool";

const discover = (businessIdea: string) => {
  const request = customerDiscoveryRequestSchema.parse({ businessIdea, marketData: {} });
  return { request, result: generateCustomerDiscovery(request) };
};

describe("customer discovery tests the founder's own price (issue 23)", () => {
  it("puts their price, in their currency, in the smoke test and the willingness gap", () => {
    const { request, result } = discover(
      "Appointment reminders over WhatsApp for small dental clinics in India, ₹1,499 a month per clinic",
    );
    const smoke = result.recommendations.validationSteps.find((step) =>
      step.includes("with a price ("),
    );
    expect(smoke).toContain("with a price (₹1,499 a month per clinic)");
    const gap = result.recommendations.researchGaps.find((text) =>
      text.startsWith("Willingness to pay"),
    );
    expect(gap).toContain("Willingness to pay your price, ₹1,499 a month per clinic");
    expect(gap).toContain("is only a comparison");
    const price = result.assumptions.find((item) => item.label === "Your price");
    expect(price?.basis).toEqual({ kind: "input", field: "businessIdea" });
    expect(
      unexplainedNumbers(result, result.assumptions, customerDiscoveryTool.founderText(request)),
    ).toEqual([]);
  });

  it("keeps the model's range when the founder states no price, and not a saving", () => {
    const { result } = discover(
      "Appointment reminders that save small dental clinics $3,000 a year in no-shows",
    );
    const gap = result.recommendations.researchGaps.find((text) =>
      text.startsWith("Willingness to pay"),
    );
    expect(gap).toMatch(/^Willingness to pay around /u);
    expect(proseOf(result).join("\n")).not.toContain("Your price is");
  });
});

describe("without the founder's price, discovery tests the market analysis' spend (issue 23)", () => {
  const idea = "Monthly hands-on science kits for homeschooling families, grade K–8";
  const withSpend = (value: unknown) =>
    customerDiscoveryRequestSchema.parse({
      businessIdea: idea,
      marketData: {
        marketOverview: "The Education market is growing.",
        assumptions: [
          { label: "Buyers", value: "3.1 million" },
          { label: "Spend per customer a year", value, basis: { kind: "estimate", method: "…" } },
        ],
      },
    });

  it("uses the spend the later plans price from, recorded as the analysis' figure", () => {
    const request = withSpend("$275");
    const result = generateCustomerDiscovery(request);
    const smoke = result.recommendations.validationSteps.find((step) =>
      step.includes("with a price ("),
    );
    expect(smoke).toContain("with a price ($275 a year)");
    const gap = result.recommendations.researchGaps.find((text) =>
      text.startsWith("Willingness to pay"),
    );
    expect(gap).toContain("around $275 a year, your market analysis' spend per customer");
    expect(result.assumptions).toContainEqual({
      label: "Spend per customer a year from your market analysis",
      value: "$275",
      basis: { kind: "input", field: "marketData.assumptions.1.value" },
    });
    expect(
      unexplainedNumbers(result, result.assumptions, customerDiscoveryTool.founderText(request)),
    ).toEqual([]);
  });

  it("takes the spend under any label the analysis gives it, and from an analysis run for Other", () => {
    const request = customerDiscoveryRequestSchema.parse({
      businessIdea: "Online services for parish councils: certificates, bookings and reports",
      marketData: {
        industry: "Other",
        founderInput: { industry: "Other" },
        marketOverview: "The Real Estate market is growing.",
        assumptions: [
          { label: "Spend per paying customer a year, held to the market's total", value: "$420" },
        ],
      },
    });
    const result = generateCustomerDiscovery(request);
    const smoke = result.recommendations.validationSteps.find((step) =>
      step.includes("with a price ("),
    );
    expect(smoke).toContain("with a price ($420 a year)");
  });

  it("keeps the founder's own price over the analysis' spend", () => {
    const request = customerDiscoveryRequestSchema.parse({
      ...withSpend("$275"),
      businessIdea: `${idea}, $29 a month`,
    });
    const smoke = generateCustomerDiscovery(request).recommendations.validationSteps.find((step) =>
      step.includes("with a price ("),
    );
    expect(smoke).toContain("with a price ($29 a month)");
  });

  it.each([["275 dollars"], ["$5"], [275], ["$275".repeat(20)]])(
    "ignores a spend it cannot read as the plans do (%s)",
    (value) => {
      const smoke = generateCustomerDiscovery(
        withSpend(value),
      ).recommendations.validationSteps.find((step) => step.includes("with a price ("));
      expect(smoke).not.toContain("a year)");
      expect(smoke).not.toContain("$275");
    },
  );
});
