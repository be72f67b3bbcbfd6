import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { KNOWLEDGE_BASE } from "../../engine/knowledge";
import { usdRateOf } from "../../engine/local-money";
import { ProvenanceBuilder } from "../../engine/provenance-builder";
import {
  DEFAULT_SCENARIOS,
  type FinancialInputs,
  financialInputsSchema,
  MODEL_MONTHS,
  runModel,
  runScenarios,
  SCENARIOS,
  usdRateSchema,
} from "./model";

const inputs = (overrides: Partial<FinancialInputs> = {}): FinancialInputs =>
  financialInputsSchema.parse({
    startingCash: 0,
    pricePerMonth: 0,
    newCustomersMonth1: 0,
    monthlyCustomerGrowth: 0,
    monthlyChurn: 0,
    grossMargin: 100,
    servingCostPerCustomer: 0,
    marketingPerMonth: 0,
    cac: null,
    team: [],
    toolsPerMonth: 0,
    otherPerMonth: 0,
    fundingBufferMonths: 3,
    scenarios: DEFAULT_SCENARIOS,
    ...overrides,
  });

describe("runModel, against hand-computed cases", () => {
  it("breaks even in month 3 with churn taken before the month's new customers", () => {
    // $5,000 cash; $100 a month at 80% margin → $80 gross profit a customer; 10 new customers a
    // month, no growth, 10% churn; costs: one $2,000 founder salary.
    //   m1: churned 0 × 10% = 0;      customers 0 − 0 + 10 = 10;          GP 10 × 80 = 800;
    //       net 800 − 2,000 = −1,200;  cash 5,000 − 1,200 = 3,800
    //   m2: churned 10 × 10% = 1;     customers 10 − 1 + 10 = 19;         GP 1,520; net −480; cash 3,320
    //   m3: churned 19 × 10% = 1.9;   customers 19 − 1.9 + 10 = 27.1;     GP 2,168; net 168;  cash 3,488
    //   m4: churned 2.71;             customers 27.1 − 2.71 + 10 = 34.39; GP 2,751.2; net 751.2; cash 4,239.2
    // Customers rise towards 10 ÷ 10% = 100, so net stays positive from month 3: break-even 3;
    // cash never below zero: no runway limit; lowest cash 3,320 (month 2); no funding need.
    const run = runModel(
      inputs({
        startingCash: 5000,
        pricePerMonth: 100,
        grossMargin: 80,
        newCustomersMonth1: 10,
        monthlyChurn: 10,
        team: [{ role: "Founder", monthlyCost: 2000, startMonth: 1 }],
      }),
      "base",
    );
    const [m1, m2, m3, m4] = run.rows;
    expect(m1).toEqual({
      month: 1,
      customers: 10,
      new: 10,
      churned: 0,
      revenue: 1000,
      grossProfit: 800,
      costs: 2000,
      net: -1200,
      cash: 3800,
      marketing: 0,
      cac: 0,
    });
    expect(m2?.churned).toBeCloseTo(1, 9);
    expect(m2?.customers).toBeCloseTo(19, 9);
    expect(m2?.net).toBeCloseTo(-480, 9);
    expect(m2?.cash).toBeCloseTo(3320, 9);
    expect(m3?.customers).toBeCloseTo(27.1, 9);
    expect(m3?.grossProfit).toBeCloseTo(2168, 9);
    expect(m3?.net).toBeCloseTo(168, 9);
    expect(m3?.cash).toBeCloseTo(3488, 9);
    expect(m4?.churned).toBeCloseTo(2.71, 9);
    expect(m4?.customers).toBeCloseTo(34.39, 9);
    expect(m4?.cash).toBeCloseTo(4239.2, 9);
    expect(run.rows).toHaveLength(MODEL_MONTHS);
    expect(run.summary.breakEvenMonth).toBe(3);
    expect(run.summary.runwayMonths).toBeNull();
    expect(run.summary.lowestCash).toBeCloseTo(3320, 9);
    expect(run.summary.fundingNeed).toBe(0);
  });

  it("never breaks even; the runway and the funding need are known", () => {
    // $10,000 cash; $50 a month at 50% margin → $25 a customer; 2 new a month, no churn, no
    // growth; costs $3,000 a month ($2,500 other + $500 tools).
    //   customers[m] = 2m; GP[m] = 2m × 25 = 50m; net[m] = 50m − 3,000 (≥ 0 only from m = 60 > 36)
    //   cash[m] = 10,000 + Σ(50k − 3,000) = 10,000 + 25·m·(m+1) − 3,000·m
    //   cash[3] = 10,000 + 300 − 9,000 = 1,300; cash[4] = 10,000 + 500 − 12,000 = −1,500
    //   → first month below zero 4, runway 4 − 1 = 3 months.
    //   cash[36] = 10,000 + 25 × 36 × 37 − 108,000 = 10,000 + 33,300 − 108,000 = −64,700, the lowest
    //   (net is negative every month). Funding need = 64,700 + 3 months × $3,000 = 73,700.
    const run = runModel(
      inputs({
        startingCash: 10_000,
        pricePerMonth: 50,
        grossMargin: 50,
        newCustomersMonth1: 2,
        otherPerMonth: 2500,
        toolsPerMonth: 500,
      }),
      "base",
    );
    expect(run.rows[2]?.cash).toBe(1300);
    expect(run.rows[3]?.cash).toBe(-1500);
    expect(run.rows[35]?.cash).toBe(-64_700);
    expect(run.rows[35]?.net).toBe(-1200);
    expect(run.summary.breakEvenMonth).toBeNull();
    expect(run.summary.runwayMonths).toBe(3);
    expect(run.summary.lowestCash).toBe(-64_700);
    expect(run.summary.fundingBuffer).toBe(9000);
    expect(run.summary.fundingNeed).toBe(73_700);
    // Churn 0: the lifetime is the five-year cap, LTV = $25 gross profit × 60 = $1,500; no
    // marketing and so no CAC, so LTV:CAC is not available.
    expect(run.summary.lifetimeMonths).toBe(60);
    expect(run.summary.lifetimeCapped).toBe(true);
    expect(run.summary.ltv).toBe(1500);
    expect(run.summary.ltvToCac).toBeNull();
  });

  it("computes LTV, a derived CAC, the payback and LTV:CAC", () => {
    // $100 a month × 80% margin = $80 gross profit a customer a month; churn 5%:
    //   LTV = 80 ÷ 0.05 = $1,600. CAC derived (blended; no growth, so every month's) = $1,000
    //   marketing ÷ 4 new customers = $250.
    //   Payback = 250 ÷ 80 = 3.125 months. LTV:CAC = 1,600 ÷ 250 = 6.4.
    const run = runModel(
      inputs({
        pricePerMonth: 100,
        grossMargin: 80,
        monthlyChurn: 5,
        newCustomersMonth1: 4,
        marketingPerMonth: 1000,
      }),
      "base",
    );
    expect(run.summary.arpu).toBe(100);
    expect(run.summary.grossProfitPerCustomer).toBe(80);
    expect(run.summary.ltv).toBeCloseTo(1600, 9);
    expect(run.summary.cac).toBe(250);
    expect(run.summary.cacDerived).toBe(true);
    expect(run.summary.cacPaybackMonths).toBe(3.125);
    expect(run.summary.ltvToCac).toBeCloseTo(6.4, 9);
    // A CAC the founder gives wins: $400 → payback 400 ÷ 80 = 5 months, LTV:CAC 1,600 ÷ 400 = 4.
    const given = runModel(
      inputs({ pricePerMonth: 100, grossMargin: 80, monthlyChurn: 5, cac: 400 }),
      "base",
    );
    expect(given.summary.cacDerived).toBe(false);
    expect(given.summary.cacPaybackMonths).toBe(5);
    expect(given.summary.ltvToCac).toBeCloseTo(4, 9);
  });

  it("works out CAC month by month and blended when new customers grow on a flat budget", () => {
    // $1,000 marketing every month; 4 new customers in month 1, 5% more each month after:
    //   month 1: 1,000 ÷ 4 = $250; month 36: new = 4 × 1.05^35 = 22.064, CAC 1,000 ÷ 22.064 = $45.32.
    //   36 months: Σ new = 4 × (1.05^36 − 1) ÷ 0.05 = 4 × 95.836 = 383.34; Σ marketing = $36,000;
    //   blended CAC = 36,000 ÷ 383.34 = $93.91, the figure payback and LTV:CAC use.
    //   $100 × 80% = $80 gross profit a month: payback 93.91 ÷ 80 = 1.174 months;
    //   churn 5%: LTV $1,600, LTV:CAC 1,600 ÷ 93.91 = 17.04.
    const run = runModel(
      inputs({
        pricePerMonth: 100,
        grossMargin: 80,
        monthlyChurn: 5,
        newCustomersMonth1: 4,
        monthlyCustomerGrowth: 5,
        marketingPerMonth: 1000,
      }),
      "base",
    );
    expect(run.rows[0]?.cac).toBe(250);
    expect(run.rows[35]?.cac).toBeCloseTo(1000 / (4 * 1.05 ** 35), 9);
    expect(run.rows[35]?.cac).toBeCloseTo(45.32, 2);
    expect(run.rows.every((row) => row.marketing === 1000)).toBe(true);
    const won = (4 * (1.05 ** 36 - 1)) / 0.05;
    expect(run.summary.cacFirstMonth).toBe(250);
    expect(run.summary.cacLastMonth).toBeCloseTo(45.32, 2);
    expect(run.summary.cacBlended).toBeCloseTo(36_000 / won, 9);
    expect(run.summary.cacBlended).toBeCloseTo(93.91, 2);
    expect(run.summary.cacBasis).toBe("blended");
    expect(run.summary.cac).toBe(run.summary.cacBlended);
    expect(run.summary.cacPaybackMonths).toBeCloseTo(36_000 / won / 80, 9);
    expect(run.summary.ltvToCac).toBeCloseTo(1600 / (36_000 / won), 9);
    // The founder's own CAC wins for payback and LTV:CAC; the blended figure is still shown.
    const given = runModel(
      inputs({
        pricePerMonth: 100,
        grossMargin: 80,
        newCustomersMonth1: 4,
        monthlyCustomerGrowth: 5,
        marketingPerMonth: 1000,
        cac: 160,
      }),
      "base",
    );
    expect(given.summary.cacBasis).toBe("input");
    expect(given.summary.cac).toBe(160);
    expect(given.summary.cacPaybackMonths).toBe(2);
    expect(given.summary.cacBlended).toBeCloseTo(93.91, 2);
    // No customers won: no CAC at all.
    const none = runModel(inputs({ marketingPerMonth: 1000 }), "base");
    expect(none.summary.cac).toBeNull();
    expect(none.summary.cacPaybackMonths).toBeNull();
    expect(none.rows[0]?.cac).toBeNull();
  });

  it("takes the inference or hosting cost of each customer from gross profit", () => {
    // $100 a month at 80% margin, $30 of compute a customer a month: gross profit a customer
    // 80 − 30 = $50. 10 new customers, no churn: month 1 GP 10 × 80 − 10 × 30 = $500; month 2,
    // 20 customers: $1,000. Churn 5%: LTV 50 × 20 = $1,000; CAC $1,000 ÷ 10 = $100, payback 2.
    const run = runModel(
      inputs({
        pricePerMonth: 100,
        grossMargin: 80,
        servingCostPerCustomer: 30,
        newCustomersMonth1: 10,
        marketingPerMonth: 1000,
      }),
      "base",
    );
    expect(run.rows[0]?.grossProfit).toBe(500);
    expect(run.rows[1]?.grossProfit).toBe(1000);
    expect(run.summary.grossProfitPerCustomer).toBe(50);
    expect(run.summary.cacPaybackMonths).toBe(2);
    const churning = runModel(
      inputs({ pricePerMonth: 100, grossMargin: 80, servingCostPerCustomer: 30, monthlyChurn: 5 }),
      "base",
    );
    expect(churning.summary.ltv).toBeCloseTo(1000, 9);
    // A model saved before the input existed reads as no serving cost.
    const { servingCostPerCustomer: _, ...old } = inputs();
    expect(financialInputsSchema.parse(old).servingCostPerCustomer).toBe(0);
  });

  it("counts a one-off price once per new customer, in revenue, LTV and payback", () => {
    // A device at $149 once plus $3 a month, 50% margin, 10 new customers a month, no churn:
    //   m1: 10 customers × $3 + 10 new × $149 = $1,520 revenue; GP $760.
    //   m2: 20 × $3 + 10 × $149 = $1,550.
    // One-off gross profit $74.50; churn 5%: LTV $1.50 × 20 + $74.50 = $104.50.
    // CAC $1,000 ÷ 10 = $100 in month 1, flat: payback (100 − 74.50) ÷ 1.50 = 17 months.
    const run = runModel(
      inputs({
        pricePerMonth: 3,
        upfrontPerNewCustomer: 149,
        grossMargin: 50,
        newCustomersMonth1: 10,
        marketingPerMonth: 1000,
        monthlyChurn: 5,
      }),
      "base",
    );
    expect(run.rows[0]?.revenue).toBe(1520);
    expect(run.rows[0]?.grossProfit).toBe(760);
    expect(run.rows[1]?.revenue).toBeCloseTo(19.5 * 3 + 1490, 9);
    expect(run.summary.upfrontGrossProfit).toBe(74.5);
    expect(run.summary.ltv).toBeCloseTo(1.5 * 20 + 74.5, 9);
    expect(run.summary.cacPaybackMonths).toBeCloseTo((100 - 74.5) / 1.5, 9);
    // A one-off price above the CAC pays it back at once.
    const paidAtOnce = runModel(
      inputs({
        pricePerMonth: 3,
        upfrontPerNewCustomer: 500,
        grossMargin: 50,
        newCustomersMonth1: 10,
        marketingPerMonth: 1000,
      }),
      "base",
    );
    expect(paidAtOnce.summary.cacPaybackMonths).toBe(0);
    // A model saved before the input existed has no one-off price.
    const { upfrontPerNewCustomer: _, ...old } = inputs();
    expect(financialInputsSchema.parse(old).upfrontPerNewCustomer).toBe(0);
  });

  it("caps a customer's lifetime at five years", () => {
    // Churn 1% would mean a 100-month customer; the cap counts 60: $80 × 60 = $4,800, not $8,000.
    const run = runModel(inputs({ pricePerMonth: 100, grossMargin: 80, monthlyChurn: 1 }), "base");
    expect(run.summary.lifetimeMonths).toBe(60);
    expect(run.summary.lifetimeCapped).toBe(true);
    expect(run.summary.ltv).toBe(4800);
    // Churn 2% is a 50-month customer, under the cap: $80 × 50 = $4,000.
    const under = runModel(
      inputs({ pricePerMonth: 100, grossMargin: 80, monthlyChurn: 2 }),
      "base",
    );
    expect(under.summary.lifetimeMonths).toBe(50);
    expect(under.summary.lifetimeCapped).toBe(false);
    expect(under.summary.ltv).toBe(4000);
  });

  it("grows new customers month on month and adds a hire from its start month", () => {
    // 10 new in month 1, growth 10%: new = 10, 11, 12.1; no churn → customers 10, 21, 33.1.
    // A $3,000 hire from month 3: costs 0, 0, 3,000.
    const run = runModel(
      inputs({
        newCustomersMonth1: 10,
        monthlyCustomerGrowth: 10,
        team: [{ role: "Engineer", monthlyCost: 3000, startMonth: 3 }],
      }),
      "base",
    );
    expect(run.rows.slice(0, 3).map((row) => row.new)).toEqual([10, 11, 12.100000000000001]);
    expect(run.rows[2]?.customers).toBeCloseTo(33.1, 9);
    expect(run.rows.slice(0, 3).map((row) => row.costs)).toEqual([0, 0, 3000]);
  });

  it("applies the scenario multipliers to acquisition and churn", () => {
    // Conservative: 10 × 0.5 = 5 new; churn 10% × 1.5 = 15%. Month 2: 5 − 0.75 + 5 = 9.25.
    // Optimistic: 10 × 1.5 = 15 new; churn 10% × 0.75 = 7.5%. Month 2: 15 − 1.125 + 15 = 28.875.
    const model = inputs({ newCustomersMonth1: 10, monthlyChurn: 10 });
    const all = runScenarios(model);
    expect(all.conservative.rows[1]?.customers).toBeCloseTo(9.25, 9);
    expect(all.optimistic.rows[1]?.customers).toBeCloseTo(28.875, 9);
    expect(all.base.rows[1]?.customers).toBeCloseTo(19, 9);
    expect(all.conservative.summary.churn).toBeCloseTo(15, 9);
  });
});

const inputsArbitrary = fc.record({
  startingCash: fc.integer({ min: 0, max: 2_000_000 }),
  pricePerMonth: fc.double({ min: 0, max: 5000, noNaN: true }),
  newCustomersMonth1: fc.double({ min: 0, max: 500, noNaN: true }),
  monthlyCustomerGrowth: fc.double({ min: 0, max: 30, noNaN: true }),
  monthlyChurn: fc.double({ min: 0, max: 100, noNaN: true }),
  grossMargin: fc.double({ min: 0, max: 100, noNaN: true }),
  marketingPerMonth: fc.integer({ min: 0, max: 50_000 }),
  cac: fc.option(fc.integer({ min: 0, max: 20_000 }), { nil: null }),
  team: fc.array(
    fc.record({
      role: fc.constantFrom("Founder", "Engineer", "Designer"),
      monthlyCost: fc.integer({ min: 0, max: 20_000 }),
      startMonth: fc.integer({ min: 1, max: 36 }),
    }),
    { maxLength: 6 },
  ),
  toolsPerMonth: fc.integer({ min: 0, max: 5000 }),
  otherPerMonth: fc.integer({ min: 0, max: 5000 }),
  fundingBufferMonths: fc.integer({ min: 0, max: 12 }),
  scenarios: fc.constant(DEFAULT_SCENARIOS),
});

describe("runModel's invariants (property)", () => {
  it("keeps cash[m] = cash[m−1] + net[m], customers ≥ 0, and a break-even consistent with net", () => {
    fc.assert(
      fc.property(inputsArbitrary, fc.constantFrom(...SCENARIOS), (raw, scenario) => {
        const model = financialInputsSchema.parse(raw);
        const { rows, summary } = runModel(model, scenario);
        expect(rows).toHaveLength(MODEL_MONTHS);
        let previous = model.startingCash;
        for (const row of rows) {
          expect(row.cash).toBeCloseTo(previous + row.net, 6);
          expect(row.customers).toBeGreaterThanOrEqual(0);
          expect(row.net).toBeCloseTo(row.grossProfit - row.costs, 6);
          previous = row.cash;
        }
        if (summary.breakEvenMonth === null) {
          expect(rows[MODEL_MONTHS - 1]?.net).toBeLessThan(0);
        } else {
          for (const row of rows.slice(summary.breakEvenMonth - 1))
            expect(row.net).toBeGreaterThanOrEqual(0);
          if (summary.breakEvenMonth > 1)
            expect(rows[summary.breakEvenMonth - 2]?.net).toBeLessThan(0);
        }
        if (summary.runwayMonths === null) {
          expect(rows.every((row) => row.cash >= 0)).toBe(true);
          expect(summary.fundingNeed).toBe(0);
        } else {
          expect(rows[summary.runwayMonths]?.cash).toBeLessThan(0);
          expect(rows.slice(0, summary.runwayMonths).every((row) => row.cash >= 0)).toBe(true);
          expect(summary.fundingNeed).toBeGreaterThan(0);
        }
        expect(runModel(model, scenario)).toEqual({ scenario, rows, summary });
      }),
      { numRuns: 300, seed: 20261126 },
    );
  });
});

describe("the dated rate a model states", () => {
  it("fits the model's schema for every country's currency, sourced or estimated", () => {
    // An estimate's method (the naira's, the złoty's) is long; the model states it shortened.
    for (const country of KNOWLEDGE_BASE.countries) {
      if (country.currency.code === "USD") continue;
      const rate = usdRateOf(country.currency.code, country, new ProvenanceBuilder());
      expect(usdRateSchema.safeParse(rate).success, country.id).toBe(true);
    }
  });
});
