import * as z from "zod/mini";
import { CURRENCY_CODES } from "../../shared/currencies";
import {
  blendedCac,
  cacPaybackMonths,
  customerLifetime,
  LTV_LIFETIME_CAP_MONTHS,
  ltvToCac,
  monthCac,
} from "../../shared/unit-economics";

/**
 * The financial model of the IT, Financial and Legal Prep module (issue 14): a 36-month cash model
 * a founder can edit, pure and browser-safe (zod/mini, no server imports), so the page can rerun it
 * on every keystroke and the XLSX export (xlsx.ts) writes the same rules as spreadsheet formulas.
 *
 * The rules, month m = 1…36 (month 0 is the day the model starts: no customers, `startingCash`):
 *
 * - **New customers**: new[1] = newCustomersMonth1 × the scenario's acquisition multiplier;
 *   new[m] = new[m−1] × (1 + monthlyCustomerGrowth ÷ 100). Growth is growth of the customers won
 *   each month, not of the customer base.
 * - **Churn before growth**: churned[m] = customers[m−1] × churn ÷ 100, where churn is
 *   monthlyChurn × the scenario's churn multiplier, capped at 100%. It is taken from the customers
 *   at the start of the month, so a customer won in month m does not churn in month m.
 * - **Customers**: customers[m] = customers[m−1] − churned[m] + new[m]; customers[0] = 0. So month
 *   one's customers are exactly new[1].
 * - **Revenue**: revenue[m] = customers[m] × pricePerMonth (every customer at the month's end pays
 *   the month) + new[m] × upfrontPerNewCustomer (a one-off price each new customer pays when they
 *   start, such as a device sold with a subscription: issue 23; 0 without one). grossProfit[m] = revenue[m] × grossMargin ÷ 100 − customers[m] ×
 *   servingCostPerCustomer: the margin holds the usual cost of serving a customer for the business
 *   model, and the serving cost adds the compute a product that processes video, audio or models
 *   spends on each customer a month (issue 26; 0 for a product that does not).
 * - **Costs** (operating, outside the margin): marketingPerMonth + toolsPerMonth + otherPerMonth +
 *   the monthlyCost of every team member whose startMonth ≤ m.
 * - **Net and cash**: net[m] = grossProfit[m] − costs[m]; cash[m] = cash[m−1] + net[m].
 * - **No rounding inside the model**: customers are expected values and may be fractional (1.9
 *   customers), money keeps its cents. Whatever shows the figures rounds them (whole dollars, one
 *   decimal for customers); the XLSX holds the same unrounded values.
 *
 * The summary:
 *
 * - **Break-even month**: the first month from which net ≥ 0 in that month and every later month
 *   of the 36 (a sustained break-even: one good month before a new hire does not count); null when
 *   month 36's net is below zero.
 * - **Runway**: with k the first month whose cash < 0, runwayMonths = k − 1 (the months the cash
 *   pays for); null when cash never goes below zero within the 36 months.
 * - **Lowest cash**: the minimum of startingCash and cash[1…36].
 * - **Funding need**: when lowest cash < 0, −lowest cash plus a buffer of fundingBufferMonths ×
 *   the highest month's costs; 0 when the cash never goes below zero.
 * - **Unit economics** (per customer, scenario applied): ARPU = pricePerMonth; gross profit per
 *   customer a month = ARPU × grossMargin ÷ 100 − servingCostPerCustomer; lifetime = 100 ÷ churn months, capped at
 *   LTV_LIFETIME_CAP_MONTHS (five years; also when churn is 0); one-off gross profit per customer =
 *   upfrontPerNewCustomer × grossMargin ÷ 100; LTV = gross profit per customer a month × lifetime +
 *   the one-off gross profit.
 * - **CAC, month by month and blended** (issue 26): each row's CAC is that month's marketing ÷ that
 *   month's new customers (null when none were won). New customers grow while the budget is flat,
 *   so the monthly CAC falls; month 1's figure is not the model's CAC. The blended CAC is the 36
 *   months' marketing ÷ the 36 months' new customers. The CAC the payback and LTV:CAC use is the
 *   `cac` input when the founder gives one, else the blended CAC; both say which (`cacBasis`).
 *   CAC payback months = (CAC − the one-off gross profit, at least 0) ÷ gross profit per customer a
 *   month (null when that is 0): what the one-off price pays back on day one is not waited for; LTV:CAC =
 *   LTV ÷ CAC (null when CAC is null or 0). The rules are src/shared/unit-economics.ts's.
 */

export const MODEL_MONTHS = 36;
export const MONEY_MAX = 1_000_000_000;
export const TEAM_MAX = 30;
/** The longest customer lifetime LTV counts (five years; the iteration plan uses the same cap). */
export { LTV_LIFETIME_CAP_MONTHS };

export const SCENARIOS = ["conservative", "base", "optimistic"] as const;
export type Scenario = (typeof SCENARIOS)[number];
export const scenarioSchema = z.enum(SCENARIOS);

const money = (label: string, max = MONEY_MAX) =>
  z
    .number({ error: `${label} must be an amount of money.` })
    .check(
      z.gte(0, `${label} cannot be negative.`),
      z.lte(max, `${label} can be at most ${max.toLocaleString("en-US")}.`),
    );
const percent = (label: string) =>
  z
    .number({ error: `${label} must be a percentage.` })
    .check(z.gte(0, `${label} cannot be negative.`), z.lte(100, `${label} can be at most 100%.`));
const multiplier = z
  .number({ error: "A scenario multiplier must be a number." })
  .check(
    z.gte(0, "A scenario multiplier cannot be negative."),
    z.lte(10, "A scenario multiplier can be at most 10."),
  );

export const teamMemberSchema = z.object({
  role: z
    .string()
    .check(
      z.minLength(1, "A role needs a name."),
      z.maxLength(80, "A role's name can be at most 80 characters."),
    ),
  monthlyCost: money("A team member's monthly cost", 1_000_000),
  startMonth: z
    .int({ error: "A start month is a whole month, 1 to 36." })
    .check(
      z.gte(1, "A start month is a whole month, 1 to 36."),
      z.lte(MODEL_MONTHS, "A start month is a whole month, 1 to 36."),
    ),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const scenarioMultipliersSchema = z.object({
  /** Multiplies the new customers of every month. */
  acquisition: multiplier,
  /** Multiplies the monthly churn (the result is capped at 100%). */
  churn: multiplier,
});
export type ScenarioMultipliers = z.infer<typeof scenarioMultipliersSchema>;

/**
 * The dated rate US-dollar benchmarks were converted at into the model's currency, stated once
 * (the workbook's Inputs sheet, the page): "£0.80 per US dollar", "2023 annual average", its source.
 */
export const usdRateSchema = z.object({
  perUsd: z.number().check(z.gt(0)),
  rate: z.string().check(z.maxLength(60)),
  date: z.string().check(z.maxLength(60)),
  source: z.string().check(z.maxLength(300)),
});

/**
 * Every input of the model: each editable by the founder. Money in `currency`, the venture's
 * (issue 23); a model saved before the field existed is in US dollars.
 */
export const financialInputsSchema = z.object({
  currency: z._default(z.enum(CURRENCY_CODES), "USD"),
  /** The rate the model's US-dollar benchmarks were converted at; absent in US dollars. */
  usdRate: z.optional(usdRateSchema),
  startingCash: money("Starting cash"),
  /** Price per customer a month. */
  pricePerMonth: money("Price a month", 1_000_000),
  newCustomersMonth1: z
    .number({ error: "New customers must be a number." })
    .check(
      z.gte(0, "New customers cannot be negative."),
      z.lte(1_000_000, "New customers in month 1 can be at most 1,000,000."),
    ),
  /** Monthly growth of the customers won each month, in %. */
  monthlyCustomerGrowth: percent("Monthly customer growth"),
  monthlyChurn: percent("Monthly churn"),
  grossMargin: percent("Gross margin"),
  /**
   * Inference or hosting per customer a month (compute for video, audio or models), taken from
   * gross profit; absent in models saved before it existed, so 0.
   */
  servingCostPerCustomer: z._default(money("Inference or hosting per customer", 1_000_000), 0),
  /**
   * A one-off price each new customer pays when they start (a device sold with a subscription),
   * counted as revenue in the month they join; absent in models saved before it existed, so 0.
   */
  upfrontPerNewCustomer: z._default(money("One-off price per new customer", 1_000_000), 0),
  marketingPerMonth: money("Marketing a month"),
  /** Acquisition cost per customer; null derives it (the blended CAC: marketing ÷ new customers, 36 months). */
  cac: z.nullable(money("CAC", 10_000_000)),
  team: z.array(teamMemberSchema).check(z.maxLength(TEAM_MAX)),
  toolsPerMonth: money("Tools a month"),
  otherPerMonth: money("Other costs a month"),
  /** Months of peak costs added to the shortfall as the funding need's buffer. */
  fundingBufferMonths: z
    .int({ error: "The funding buffer is a whole number of months, 0 to 24." })
    .check(
      z.gte(0, "The funding buffer is a whole number of months, 0 to 24."),
      z.lte(24, "The funding buffer is a whole number of months, 0 to 24."),
    ),
  scenarios: z.object({
    conservative: scenarioMultipliersSchema,
    optimistic: scenarioMultipliersSchema,
  }),
});
export type FinancialInputs = z.infer<typeof financialInputsSchema>;

/** The default scenario multipliers: half the acquisition and half again the churn, and back. */
export const DEFAULT_SCENARIOS: FinancialInputs["scenarios"] = {
  conservative: { acquisition: 0.5, churn: 1.5 },
  optimistic: { acquisition: 1.5, churn: 0.75 },
};

export interface ModelRow {
  month: number;
  customers: number;
  new: number;
  churned: number;
  revenue: number;
  /** Revenue × gross margin − customers × the serving cost a customer. */
  grossProfit: number;
  costs: number;
  net: number;
  cash: number;
  /** The month's marketing spend (inside costs). */
  marketing: number;
  /** The month's acquisition cost: marketing ÷ new customers; null when none were won. */
  cac: number | null;
}

export interface ModelSummary {
  breakEvenMonth: number | null;
  runwayMonths: number | null;
  lowestCash: number;
  fundingBuffer: number;
  fundingNeed: number;
  arpu: number;
  grossProfitPerCustomer: number;
  /** The gross profit of the one-off price a new customer pays: upfront × gross margin. */
  upfrontGrossProfit: number;
  /** The scenario's churn, in % a month. */
  churn: number;
  /** Months a customer stays: 100 ÷ churn, at most LTV_LIFETIME_CAP_MONTHS. */
  lifetimeMonths: number;
  /** True when the cap, not the churn, set the lifetime. */
  lifetimeCapped: boolean;
  ltv: number;
  /** The CAC payback and LTV:CAC use: the founder's `cac` input, else the blended CAC. */
  cac: number | null;
  cacDerived: boolean;
  /** Where `cac` comes from: the founder's input or the 36 months' blended figure. */
  cacBasis: "input" | "blended";
  /** The 36 months' marketing ÷ their new customers (null when none were won). */
  cacBlended: number | null;
  /** Month 1's and month 36's own CAC (marketing ÷ that month's new customers). */
  cacFirstMonth: number | null;
  cacLastMonth: number | null;
  cacPaybackMonths: number | null;
  ltvToCac: number | null;
}

export interface ModelRun {
  scenario: Scenario;
  rows: ModelRow[];
  summary: ModelSummary;
}

/** The multipliers a scenario applies (base: 1 and 1). */
export function scenarioMultipliers(
  inputs: FinancialInputs,
  scenario: Scenario,
): ScenarioMultipliers {
  return scenario === "base" ? { acquisition: 1, churn: 1 } : inputs.scenarios[scenario];
}

/** The team's cost in month m: every member who has started by then. */
export function teamCost(team: readonly TeamMember[], month: number): number {
  let sum = 0;
  for (const member of team) if (member.startMonth <= month) sum += member.monthlyCost;
  return sum;
}

/** Runs the model for one scenario: 36 monthly rows and the summary (rules above). */
export function runModel(inputs: FinancialInputs, scenario: Scenario): ModelRun {
  const factors = scenarioMultipliers(inputs, scenario);
  const churn = Math.min(100, inputs.monthlyChurn * factors.churn);
  const growth = 1 + inputs.monthlyCustomerGrowth / 100;
  const margin = inputs.grossMargin / 100;
  const fixed = inputs.marketingPerMonth + inputs.toolsPerMonth + inputs.otherPerMonth;
  const rows: ModelRow[] = [];
  let customers = 0;
  let cash = inputs.startingCash;
  let newCustomers = 0;
  for (let month = 1; month <= MODEL_MONTHS; month++) {
    newCustomers =
      month === 1 ? inputs.newCustomersMonth1 * factors.acquisition : newCustomers * growth;
    const churned = (customers * churn) / 100;
    customers = customers - churned + newCustomers;
    const revenue = customers * inputs.pricePerMonth + newCustomers * inputs.upfrontPerNewCustomer;
    const serving = customers * inputs.servingCostPerCustomer;
    const grossProfit = revenue * margin - serving;
    const costs = fixed + teamCost(inputs.team, month);
    const net = grossProfit - costs;
    cash += net;
    rows.push({
      month,
      customers,
      new: newCustomers,
      churned,
      revenue,
      grossProfit,
      costs,
      net,
      cash,
      marketing: inputs.marketingPerMonth,
      cac: monthCac(inputs.marketingPerMonth, newCustomers),
    });
  }
  return { scenario, rows, summary: summarise(inputs, rows, churn) };
}

function summarise(
  inputs: FinancialInputs,
  rows: readonly ModelRow[],
  churn: number,
): ModelSummary {
  let breakEvenMonth: number | null = null;
  for (let i = rows.length - 1; i >= 0; i--) {
    const row = rows[i] as ModelRow;
    if (row.net < 0) break;
    breakEvenMonth = row.month;
  }
  const cashOut = rows.find((row) => row.cash < 0);
  const lowestCash = Math.min(inputs.startingCash, ...rows.map((row) => row.cash));
  const peakCosts = Math.max(...rows.map((row) => row.costs));
  const fundingBuffer = inputs.fundingBufferMonths * peakCosts;
  const arpu = inputs.pricePerMonth;
  const grossProfitPerCustomer = (arpu * inputs.grossMargin) / 100 - inputs.servingCostPerCustomer;
  const { months: lifetimeMonths, capped: lifetimeCapped } = customerLifetime(churn);
  const upfrontGrossProfit = (inputs.upfrontPerNewCustomer * inputs.grossMargin) / 100;
  const ltv = grossProfitPerCustomer * lifetimeMonths + upfrontGrossProfit;
  const cacDerived = inputs.cac === null;
  const cacBlended = blendedCac(rows.map((row) => ({ marketing: row.marketing, won: row.new })));
  const cac = inputs.cac ?? cacBlended;
  return {
    breakEvenMonth,
    runwayMonths: cashOut ? cashOut.month - 1 : null,
    lowestCash,
    fundingBuffer,
    fundingNeed: lowestCash < 0 ? -lowestCash + fundingBuffer : 0,
    arpu,
    grossProfitPerCustomer,
    upfrontGrossProfit,
    churn,
    lifetimeMonths,
    lifetimeCapped,
    ltv,
    cac,
    cacDerived,
    cacBasis: cacDerived ? "blended" : "input",
    cacBlended,
    cacFirstMonth: rows[0]?.cac ?? null,
    cacLastMonth: rows.at(-1)?.cac ?? null,
    cacPaybackMonths: cacPaybackMonths(
      cac === null ? null : Math.max(0, cac - upfrontGrossProfit),
      grossProfitPerCustomer,
    ),
    ltvToCac: ltvToCac(ltv, cac),
  };
}

/** All three scenarios, conservative first. */
export function runScenarios(inputs: FinancialInputs): Record<Scenario, ModelRun> {
  return {
    conservative: runModel(inputs, "conservative"),
    base: runModel(inputs, "base"),
    optimistic: runModel(inputs, "optimistic"),
  };
}
