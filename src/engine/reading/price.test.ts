import { describe, expect, it } from "vitest";
import { moneyIn, priceUnit, priceWords, readPrice, yearlyOf } from "./price";

describe("readPrice", () => {
  it("reads each currency's sign and code", () => {
    expect(readPrice("Rota software for cafés, £30 per seat a month")).toMatchObject({
      amount: 30,
      currency: "GBP",
      per: "seat",
      period: "month",
    });
    expect(readPrice("A tutoring app, A$79 a month")).toMatchObject({
      amount: 79,
      currency: "AUD",
      period: "month",
    });
    expect(readPrice("Billing for clinics at ₹1,499 a month per clinic")).toMatchObject({
      amount: 1499,
      currency: "INR",
      per: "clinic",
      period: "month",
    });
    expect(readPrice("Snow clearing, C$45 per visit")).toMatchObject({
      amount: 45,
      currency: "CAD",
      per: "visit",
      period: null,
    });
    expect(readPrice("Plans from USD 49 monthly")).toMatchObject({
      amount: 49,
      currency: "USD",
      period: "month",
    });
    expect(readPrice("It costs 1,200 euros a year")).toMatchObject({
      amount: 1200,
      currency: "EUR",
      period: "year",
    });
    expect(readPrice("Rs. 999 a month for shopkeepers")).toMatchObject({
      amount: 999,
      currency: "INR",
    });
  });

  it("reads periods, units and their order", () => {
    expect(readPrice("$249 a month per store")).toMatchObject({ per: "store", period: "month" });
    expect(readPrice("$249 per store a month")).toMatchObject({ per: "store", period: "month" });
    expect(readPrice("€12/month")).toMatchObject({ amount: 12, period: "month", per: "" });
    expect(readPrice("€12 per worker-day")).toMatchObject({ per: "worker-day", period: null });
    expect(readPrice("$89 a week")).toMatchObject({ period: "week" });
    expect(readPrice("$6,000 a year per district")).toMatchObject({
      amount: 6000,
      per: "district",
      period: "year",
    });
    expect(readPrice("$95 an hour")).toMatchObject({ period: "hour" });
    expect(readPrice("$1.2k annually")).toMatchObject({ amount: 1200, period: "year" });
    expect(readPrice("€599 one-off")).toMatchObject({ amount: 599, period: "one-time" });
    expect(readPrice("$249 a month per store")?.words).toBe("$249 a month per store");
  });

  it("does not read amounts that are not a price", () => {
    expect(readPrice("We are raising $500k to build it")).toBeNull();
    expect(readPrice("It saves shops $2,000 a year in shrink")).toBeNull();
    expect(readPrice("Grocers lose $3,000 a month to theft")).toBeNull();
    expect(readPrice("Take 10% off the first order")).toBeNull();
    expect(readPrice("A $40 billion market")).toBeNull();
    expect(readPrice("The founder has $20,000 in savings")).toBeNull();
  });

  it("skips a saving to find the price after it", () => {
    expect(
      readPrice("It saves grocers $2,000 a year in theft. Price: $249 a month per store."),
    ).toMatchObject({ amount: 249, per: "store", period: "month" });
    expect(readPrice("$49 a month, with 10% off for a year paid upfront")).toMatchObject({
      amount: 49,
      period: "month",
    });
  });

  it("reads a bare amount only when asked", () => {
    expect(readPrice("A balcony solar kit for €599")).toBeNull();
    expect(readPrice("A balcony solar kit for €599", { bare: true })).toMatchObject({
      amount: 599,
      currency: "EUR",
      period: null,
      per: "",
    });
  });
});

describe("price arithmetic and words", () => {
  it("annualises recurring prices only", () => {
    expect(yearlyOf({ amount: 79, period: "month" })).toBe(948);
    expect(yearlyOf({ amount: 89, period: "week" })).toBe(4628);
    expect(yearlyOf({ amount: 600, period: "year" })).toBe(600);
    expect(yearlyOf({ amount: 45, period: null })).toBeNull();
    expect(yearlyOf({ amount: 95, period: "hour" })).toBeNull();
  });

  it("shows an amount in its currency", () => {
    expect(moneyIn(999, "INR")).toBe("₹999");
    expect(moneyIn(4.5, "GBP")).toBe("£4.50");
    expect(moneyIn(1200, "EUR")).toBe("€1,200");
    expect(priceWords({ amount: 79, currency: "AUD", per: "store", period: "month" })).toBe(
      "A$79 per store a month",
    );
    expect(priceUnit({ per: "", period: "month" })).toBe(" per customer a month");
    expect(priceUnit({ per: "visit", period: null })).toBe(" per visit");
  });
});

describe("readPrice: sizes and bounds are not prices", () => {
  it("skips market sizes and bounds, even when bare amounts are read", () => {
    expect(readPrice("Shops lose the $50 billion a year to theft", { bare: true })).toBeNull();
    expect(readPrice("For firms with under $1M in sales", { bare: true })).toBeNull();
    expect(readPrice("A $40 billion market, €599 a kit", { bare: true })).toMatchObject({
      amount: 599,
      per: "kit",
    });
  });
});

describe("readPrice: a saving said far from its amount", () => {
  it("skips the saving, keeps a price said again after it", () => {
    expect(readPrice("Alerts that save independent hardware stores $2,000 a year")).toBeNull();
    expect(readPrice("Spend less time on rotas and pay $49 a month")).toMatchObject({
      amount: 49,
      period: "month",
    });
  });
});
