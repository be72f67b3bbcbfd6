import type { PlanQuestion } from "../_kit/plan/meta";

/** The founder's answers a product plan uses (schema.ts checks them); each one is optional. */
export const TECHNICAL_SKILLS = ["none", "no-code", "some-code", "developer"] as const;
export type TechnicalSkills = (typeof TECHNICAL_SKILLS)[number];

export const PLATFORMS = ["web", "mobile", "both", "undecided"] as const;
export type Platform = (typeof PLATFORMS)[number];

/** Limits shared by the schema and the form. */
export const PRODUCT_LIMITS = {
  budget: { min: 0, max: 10_000_000 },
  hoursPerWeek: { min: 1, max: 100 },
  targetWeeks: { min: 1, max: 104 },
  mustHave: 500,
} as const;

/** The module's own questions on its page (light: no schema, so the form can ship it). */
export const PRODUCT_PLAN_QUESTIONS: readonly PlanQuestion[] = [
  {
    kind: "number",
    name: "budget",
    label: "Budget to build the MVP",
    placeholder: "15000",
    help: "Cash you can spend on building the first version, excluding your own time.",
    min: PRODUCT_LIMITS.budget.min,
    max: PRODUCT_LIMITS.budget.max,
    unit: "USD",
    money: true,
  },
  {
    kind: "select",
    name: "technicalSkills",
    label: "Your technical skills",
    help: "Decides whether the build plan leans on no-code tools, a freelancer or your own code.",
    options: [
      { value: "none", label: "None: I don't build software" },
      { value: "no-code", label: "No-code tools (Bubble, Glide, Airtable…)" },
      { value: "some-code", label: "Some code (scripts, simple websites)" },
      { value: "developer", label: "I'm a developer" },
    ],
  },
  {
    kind: "number",
    name: "hoursPerWeek",
    label: "Hours a week you can give the build",
    placeholder: "15",
    min: PRODUCT_LIMITS.hoursPerWeek.min,
    max: PRODUCT_LIMITS.hoursPerWeek.max,
    unit: "hours a week",
  },
  {
    kind: "select",
    name: "platform",
    label: "Platform",
    options: [
      { value: "web", label: "Web app" },
      { value: "mobile", label: "Mobile app" },
      { value: "both", label: "Both web and mobile" },
      // No "undecided" option: the form's blank choice, "Not sure yet", says it (issue 26: one
      // list held both). PLATFORMS keeps "undecided" for requests saved with it; the plan reads
      // it as no platform given, as it reads a blank.
    ],
  },
  {
    kind: "number",
    name: "targetWeeks",
    label: "Weeks until you want the MVP in testers' hands",
    placeholder: "12",
    min: PRODUCT_LIMITS.targetWeeks.min,
    max: PRODUCT_LIMITS.targetWeeks.max,
    unit: "weeks",
  },
  {
    kind: "textarea",
    name: "mustHave",
    label: "Features you insist on",
    placeholder: "e.g. Shift swaps approved from a text message, a weekly rota export",
    help: "Separate features with commas or new lines. Each one is scored like the others and kept in the MVP.",
    maxLength: PRODUCT_LIMITS.mustHave,
  },
];
