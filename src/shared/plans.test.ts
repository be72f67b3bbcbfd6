import { describe, expect, it } from "vitest";
import {
  ANNUAL_PRICE_USD,
  annualSavingsUsd,
  formatUsd,
  MONTHLY_PRICE_USD,
  PLAN_TERMS,
  plansFor,
  TRIAL_DAYS,
} from "./plans";

/** The product's plans: its nine modules (spec §1; the pages pass the registry's count). */
const PLANS = plansFor(9);

const byId = (id: string) => {
  const plan = PLANS.find((p) => p.id === id);
  if (!plan) throw new Error(`no plan ${id}`);
  return plan;
};

describe("plans (spec §9)", () => {
  it("lists the three plans in order", () => {
    expect(PLANS.map((p) => p.name)).toEqual(["Free Trial", "Monthly Plan", "Annual Plan"]);
  });

  it("prices the trial at $0 for 7 days with no card and all 9 modules", () => {
    const trial = byId("trial");
    expect(TRIAL_DAYS).toBe(7);
    expect(trial.priceUsd).toBe(0);
    expect(trial.period).toBe("for 7 days");
    expect(trial.note).toBe("No credit card required");
    expect(trial.features).toContain("All 9 modules for 7 days");
    // The FAQ promises Excel with a plan, and the trial opens the model's workbook too.
    expect(trial.features).toContain("PDF and Word exports, the financial model in Excel");
    expect(trial.badge).toBeUndefined();
  });

  it("prices the monthly plan at $69 per month, badged 'Most Popular'", () => {
    const monthly = byId("monthly");
    expect(MONTHLY_PRICE_USD).toBe(69);
    expect(monthly.priceUsd).toBe(69);
    expect(monthly.period).toBe("per month");
    expect(monthly.badge).toBe("Most Popular");
    expect(monthly.features).toEqual([
      "Full access to all 9 modules",
      "Unlimited AI analysis",
      "Downloads in PDF and Word, the financial model in Excel",
      "Email support",
    ]);
  });

  it("prices the annual plan at $490 per year, badged 'Best Value'", () => {
    const annual = byId("annual");
    expect(ANNUAL_PRICE_USD).toBe(490);
    expect(annual.priceUsd).toBe(490);
    expect(annual.period).toBe("per year");
    expect(annual.badge).toBe("Best Value");
    expect(annual.features).toEqual(
      expect.arrayContaining([
        "Everything in Monthly",
        "Priority support",
        "Early access to new features",
        "Exclusive founder resources",
      ]),
    );
  });

  it("saves $338 a year on the annual plan: $69 × 12 − $490", () => {
    expect(annualSavingsUsd()).toBe(69 * 12 - 490);
    expect(annualSavingsUsd()).toBe(338);
    expect(byId("annual").note).toBe("Save $338 annually");
  });

  it("sends every plan's button to /api/login: sign-up, and back to /pricing for a paid plan", () => {
    for (const plan of PLANS)
      expect(new URL(plan.cta.href, "http://x").pathname).toBe("/api/login");
    expect(PLANS.map((p) => p.cta.href)).toEqual([
      "/api/login?view=signup",
      "/api/login?view=signup&next=/pricing",
      "/api/login?view=signup&next=/pricing",
    ]);
  });

  it("features only the monthly plan", () => {
    expect(PLANS.filter((p) => p.featured).map((p) => p.id)).toEqual(["monthly"]);
  });

  it("formats whole dollars with separators", () => {
    expect(formatUsd(0)).toBe("$0");
    expect(formatUsd(69)).toBe("$69");
    expect(formatUsd(1490)).toBe("$1,490");
  });

  it("states the shared terms: cancel any time, no partial refunds", () => {
    expect(PLAN_TERMS).toContain(
      "Cancel any time; access continues to the end of the paid period.",
    );
    expect(PLAN_TERMS).toContain("No refunds for partial months or periods.");
  });
});
