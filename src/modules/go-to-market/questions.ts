import type { PlanQuestion } from "../_kit/plan/meta";

/**
 * The go-to-market module's own questions (issue 13), as its page asks them. Light (no zod):
 * schema.ts checks the same fields with the same limits.
 */
export const SALES_MOTIONS = [
  { value: "self-serve", label: "Self-serve: customers sign up and pay on their own" },
  { value: "sales-led", label: "Sales-led: demos, calls and a signed order" },
  { value: "community-led", label: "Community-led: a group of users spreads the word" },
  { value: "partner-led", label: "Partner-led: resellers, associations or other products sell it" },
] as const;
export type SalesMotion = (typeof SALES_MOTIONS)[number]["value"];

export const MONTHLY_BUDGET_MAX = 1_000_000;
export const PRICE_MAX = 1_000_000;
export const CHANNELS_TRIED_MAX = 500;

export const GO_TO_MARKET_QUESTIONS: readonly PlanQuestion[] = [
  {
    kind: "number",
    name: "monthlyBudget",
    label: "Marketing budget a month",
    placeholder: "e.g. 1500",
    help: "What you can spend on marketing each month, in US dollars. Leave empty if you have no budget yet.",
    min: 0,
    max: MONTHLY_BUDGET_MAX,
    unit: "USD a month",
    money: true,
  },
  {
    kind: "text",
    name: "launchDate",
    label: "Launch date",
    placeholder: "YYYY-MM-DD",
    help: "The day you open to customers; the calendar is dated from it. Leave empty for Week 1, Week 2…",
    maxLength: 10,
  },
  {
    kind: "number",
    name: "price",
    label: "Planned price",
    placeholder: "e.g. 49",
    help: "Your planned price in US dollars, if you have one; otherwise the plan proposes one.",
    min: 0,
    max: PRICE_MAX,
    unit: "USD",
    money: true,
  },
  {
    kind: "select",
    name: "salesMotion",
    label: "How you plan to sell",
    help: "Leave empty and the plan picks the motion that fits your customer.",
    options: SALES_MOTIONS,
  },
  {
    kind: "textarea",
    name: "channelsTried",
    label: "Channels you have tried",
    placeholder: "e.g. posted in two Facebook groups, ran Google Ads for a week",
    help: "What you tried and how it went; the plan builds on what worked.",
    maxLength: CHANNELS_TRIED_MAX,
  },
];
