import type { PlanQuestion } from "../_kit/plan/meta";

/**
 * The iteration and scaling module's own questions (issue 14): the founder's current numbers, as
 * its page asks them. Every one is optional: a metric left empty is taken from the go-to-market
 * plan's funnel targets or a knowledge-base benchmark, and the baseline says which. Light (no
 * zod): schema.ts checks the same fields with the same limits.
 */
export const METRIC_LIMITS = {
  monthlyVisitors: 100_000_000,
  signups: 10_000_000,
  payingCustomers: 10_000_000,
  monthlyRevenue: 1_000_000_000,
  cac: 1_000_000,
} as const;
export const BIGGEST_PROBLEM_MAX = 500;

export const ITERATION_SCALING_QUESTIONS: readonly PlanQuestion[] = [
  {
    kind: "number",
    name: "monthlyVisitors",
    label: "Visitors last month",
    placeholder: "e.g. 2400",
    help: "People who reached your site or app page in the last month.",
    min: 0,
    max: METRIC_LIMITS.monthlyVisitors,
    unit: "a month",
  },
  {
    kind: "number",
    name: "signups",
    label: "Sign-ups last month",
    placeholder: "e.g. 120",
    help: "New accounts, trials or demo requests in the same month.",
    min: 0,
    max: METRIC_LIMITS.signups,
    unit: "a month",
  },
  {
    kind: "number",
    name: "activationRate",
    label: "Activation rate",
    placeholder: "e.g. 30",
    help: "The share of those sign-ups who reached the first real use of your product (your own definition of it).",
    min: 0,
    max: 100,
    unit: "%",
  },
  {
    kind: "number",
    name: "payingCustomers",
    label: "Paying customers",
    placeholder: "e.g. 25",
    help: "Customers paying you today.",
    min: 0,
    max: METRIC_LIMITS.payingCustomers,
  },
  {
    kind: "number",
    name: "monthlyRevenue",
    label: "Revenue last month",
    placeholder: "e.g. 3000",
    help: "In US dollars: monthly recurring revenue, or last month's sales.",
    min: 0,
    max: METRIC_LIMITS.monthlyRevenue,
    unit: "USD a month",
    money: true,
  },
  {
    kind: "number",
    name: "monthlyChurn",
    label: "Monthly churn",
    placeholder: "e.g. 4",
    help: "The share of paying customers who left last month.",
    min: 0,
    max: 100,
    unit: "%",
  },
  {
    kind: "number",
    name: "cac",
    label: "Customer acquisition cost",
    placeholder: "e.g. 180",
    help: "What winning one paying customer costs you, in US dollars: marketing and sales spend ÷ new customers.",
    min: 0,
    max: METRIC_LIMITS.cac,
    unit: "USD",
    money: true,
  },
  {
    kind: "number",
    name: "retentionDay30",
    label: "Day-30 retention",
    placeholder: "e.g. 40",
    help: "The share of new users still active 30 days after signing up.",
    min: 0,
    max: 100,
    unit: "%",
  },
  {
    kind: "textarea",
    name: "biggestProblem",
    label: "Your biggest growth problem",
    placeholder: "e.g. people sign up but never set up their first rota",
    help: "In your own words; the diagnosis checks it against the numbers.",
    maxLength: BIGGEST_PROBLEM_MAX,
  },
  {
    kind: "text",
    name: "startDate",
    label: "Start date",
    placeholder: "YYYY-MM-DD",
    help: "The day the 90 days start; the roadmap and the results log are dated from it. Leave empty for Week 1, Week 2…",
    maxLength: 10,
  },
];
