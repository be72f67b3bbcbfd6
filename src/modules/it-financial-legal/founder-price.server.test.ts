import { describe, expect, it } from "vitest";
import { getCountry } from "../../engine/knowledge";
import { planRunner } from "../_kit/plan/testing.server";
import { firstYearCustomers } from "./context.server";
import { generateItFinancialLegal } from "./generate.server";
import { itFinancialLegalRequestSchema } from "./schema";

const runPlan = await planRunner(["strategic-planning"]);

const model = (body: Record<string, unknown>) =>
  generateItFinancialLegal(itFinancialLegalRequestSchema.parse(body));

describe("the financial model's price and customers agree with the venture (issue 23)", () => {
  it("converts a price in rupees to US dollars at the dated rate, the rupees beside it", () => {
    const result = model({
      businessIdea:
        "Appointment reminders over WhatsApp for small dental clinics in India, ₹1,499 a month per clinic",
    });
    const rate = getCountry("in").usdRate.perUsd;
    expect(result.financialModel.inputs.pricePerMonth).toBe(Math.round(1499 / rate));
    const converted = result.assumptions.find(
      (item) => item.label === "Price per customer a month in US dollars",
    );
    expect(converted?.value).toBe(`$${Math.round(1499 / rate)}`);
    expect(converted?.basis.kind === "estimate" && converted.basis.method).toMatch(
      /^₹1,499 ÷ ₹[\d.]+ per US dollar \(2023/u,
    );
    expect(result.assumptions.some((item) => item.label.startsWith("INR per US dollar"))).toBe(
      true,
    );
    // No "take your rupees as dollars" warning once the price is converted.
    expect(JSON.stringify(result)).not.toContain("as if both were dollars");
  });

  it("keeps a US price as it is", () => {
    const result = model({
      businessIdea: "Appointment reminders for small dental clinics, $149 a month per clinic",
    });
    expect(result.financialModel.inputs.pricePerMonth).toBe(149);
    expect(
      result.assumptions.some((item) => item.label === "Price per customer a month in US dollars"),
    ).toBe(false);
  });

  it("wins the strategic plan's twelve-month target in months 1–12", () => {
    const businessIdea = "Appointment reminders for small dental clinics, $149 a month per clinic";
    const strategicPlan = runPlan("strategic-planning", { businessIdea });
    const target = strategicPlan.assumptions.find((item) =>
      item.label.startsWith("New paying customers in twelve months"),
    );
    expect(target).toBeDefined();
    const goal = Number(/\d[\d,]*/u.exec(target?.value ?? "")?.[0].replace(/,/gu, ""));
    const result = model({ businessIdea, strategicPlan });
    const { newCustomersMonth1, monthlyCustomerGrowth } = result.financialModel.inputs;
    const year = firstYearCustomers(newCustomersMonth1, monthlyCustomerGrowth);
    expect(Math.abs(year - goal)).toBeLessThanOrEqual(0.1 * goal);
    const growth = result.assumptions.find(
      (item) => item.label === "Growth of new customers a month",
    );
    expect(growth?.basis.kind === "estimate" && growth.basis.method).toContain(
      `your strategic plan's twelve-month target of ${target?.value}`,
    );
  });
});

describe("firstYearCustomers", () => {
  it("adds up months 1–12 of a growing month", () => {
    expect(firstYearCustomers(1, 0)).toBe(12);
    expect(firstYearCustomers(2, 10)).toBeCloseTo(2 * ((1.1 ** 12 - 1) / 0.1), 6);
  });
});
