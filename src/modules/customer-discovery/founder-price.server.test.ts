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
