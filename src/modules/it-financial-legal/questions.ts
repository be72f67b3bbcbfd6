import type { PlanQuestion } from "../_kit/plan/meta";

/**
 * The IT, financial and legal module's own questions (issue 14), as its page asks them. Light (no
 * zod): schema.ts checks the same fields with the same limits. All optional: the engine says what
 * it assumed.
 */
export const COUNTRIES = [
  { value: "us", label: "United States" },
  { value: "uk", label: "United Kingdom" },
  { value: "ca", label: "Canada" },
  { value: "de", label: "Germany" },
  { value: "au", label: "Australia" },
  { value: "other", label: "Another country" },
] as const;
export type Country = (typeof COUNTRIES)[number]["value"];

export const CASH_MAX = 100_000_000;
export const PRICE_MAX = 1_000_000;
export const MONTHLY_BUDGET_MAX = 1_000_000;
export const SALARY_MAX = 1_000_000;
export const FOUNDERS_MAX = 10;
export const CURRENT_TOOLS_MAX = 500;

export const IT_FINANCIAL_LEGAL_QUESTIONS: readonly PlanQuestion[] = [
  {
    kind: "select",
    name: "country",
    label: "Where the company is (or will be) registered",
    help: "The legal checklist and the calendar follow this country's usual steps; leave empty for the general list.",
    options: COUNTRIES,
  },
  {
    kind: "number",
    name: "startingCash",
    label: "Cash you start with",
    placeholder: "e.g. 50000",
    help: "Savings, grants or funding the company can spend, in US dollars.",
    min: 0,
    max: CASH_MAX,
    unit: "USD",
    money: true,
  },
  {
    kind: "number",
    name: "pricePerMonth",
    label: "Price per customer a month",
    placeholder: "e.g. 49",
    help: "Leave empty and the model takes the price from your go-to-market plan or market analysis.",
    min: 0,
    max: PRICE_MAX,
    unit: "USD a month",
    money: true,
  },
  {
    kind: "number",
    name: "monthlyBudget",
    label: "Marketing budget a month",
    placeholder: "e.g. 1500",
    help: "Leave empty and the model uses your go-to-market plan's budget, or none.",
    min: 0,
    max: MONTHLY_BUDGET_MAX,
    unit: "USD a month",
    money: true,
  },
  {
    kind: "number",
    name: "founders",
    label: "Number of founders",
    placeholder: "e.g. 2",
    help: "Used for the team's costs when there is no team plan, and for per-seat tools.",
    min: 1,
    max: FOUNDERS_MAX,
  },
  {
    kind: "number",
    name: "founderPay",
    label: "What each founder draws a month",
    placeholder: "e.g. 2500",
    help: "Salary or drawings per founder. Leave empty if you take nothing yet.",
    min: 0,
    max: SALARY_MAX,
    unit: "USD a month",
    money: true,
  },
  {
    kind: "textarea",
    name: "currentTools",
    label: "Tools and accounts you use today",
    placeholder: "e.g. Gmail, a shared Dropbox, Stripe, Notion",
    help: "The inventory starts from what you already run.",
    maxLength: CURRENT_TOOLS_MAX,
  },
];
