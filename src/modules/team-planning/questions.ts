import type { PlanQuestion } from "../_kit/plan/meta";

/**
 * The team plan's own questions (issue 14), as its page asks them. Light (no zod): schema.ts
 * checks the same fields with the same limits. Every one is optional; the plan says what it
 * assumed for those left empty.
 */

/** Where the first hires will work: the places the knowledge base has salary factors for. */
export const TEAM_LOCATIONS = [
  { value: "United States", label: "United States" },
  { value: "United Kingdom", label: "United Kingdom" },
  { value: "Canada", label: "Canada" },
  { value: "Germany", label: "Germany" },
  { value: "Remote / other", label: "Remote / other" },
] as const;
export type TeamLocation = (typeof TEAM_LOCATIONS)[number]["value"];

export const FOUNDER_SKILLS_MAX = 500;
export const OPEN_ROLES_MAX = 500;
export const FOUNDER_COUNT_MAX = 10;
export const RUNWAY_MONTHS_MAX = 120;
export const HIRING_BUDGET_MAX = 1_000_000;

export const TEAM_PLAN_QUESTIONS: readonly PlanQuestion[] = [
  {
    kind: "textarea",
    name: "founderSkills",
    label: "What the founders do well",
    placeholder: "e.g. I am a backend developer; my co-founder ran a hospital ward",
    help: "Skills and experience of each founder; the skills gap map starts from them.",
    maxLength: FOUNDER_SKILLS_MAX,
  },
  {
    kind: "number",
    name: "founderCount",
    label: "Founders",
    placeholder: "2",
    help: "How many founders work on the venture.",
    min: 1,
    max: FOUNDER_COUNT_MAX,
    unit: "people",
  },
  {
    kind: "select",
    name: "location",
    label: "Where the first hires work",
    help: "Compensation ranges are adjusted for it. Leave empty for the United States.",
    options: TEAM_LOCATIONS,
  },
  {
    kind: "number",
    name: "runwayMonths",
    label: "Runway",
    placeholder: "12",
    help: "How many months your cash lasts at today's spending. Leave empty to use your strategic plan's.",
    min: 0,
    max: RUNWAY_MONTHS_MAX,
    unit: "months",
  },
  {
    kind: "number",
    name: "hiringBudget",
    label: "Hiring budget a month",
    placeholder: "e.g. 8000",
    help: "What you can spend on salaries each month, in US dollars, founders' pay excluded.",
    min: 0,
    max: HIRING_BUDGET_MAX,
    unit: "USD a month",
    money: true,
  },
  {
    kind: "textarea",
    name: "openRoles",
    label: "Roles you already plan",
    placeholder: "e.g. a part-time designer, a first salesperson",
    help: "Roles you have in mind; the plan places them in the sequence.",
    maxLength: OPEN_ROLES_MAX,
  },
];
