import * as z from "zod/mini";
import type { PlanResult } from "../../shared/plan";
import { earlierResultField, planRequestShape } from "../plan-kit";
import { optionalChoice, optionalText } from "../request-fields";
import {
  FOUNDER_COUNT_MAX,
  FOUNDER_SKILLS_MAX,
  HIRING_BUDGET_MAX,
  OPEN_ROLES_MAX,
  RUNWAY_MONTHS_MAX,
  TEAM_LOCATIONS,
  type TeamLocation,
} from "./questions";

/**
 * An optional number between `min` and `max`: absent, "" or null is absent; numeric text is read
 * as a number (a form's field); anything else is refused with a sentence naming the field.
 */
function optionalNumber(label: string, min: number, max: number, options: { whole: boolean }) {
  const checks = [
    z.gte(min, `${label} must be at least ${min.toLocaleString("en-US")}.`),
    z.lte(max, `${label} can be at most ${max.toLocaleString("en-US")}.`),
  ];
  return z.optional(
    z.pipe(
      z.transform((value: unknown) => {
        if (value === "" || value === null) return undefined;
        if (typeof value === "string" && value.trim() !== "") return Number(value.trim());
        return value;
      }),
      z.optional(
        options.whole
          ? z
              .number({ error: `${label} must be a number.` })
              .check(z.int(`${label} must be a whole number.`), ...checks)
          : z.number({ error: `${label} must be a number.` }).check(...checks),
      ),
    ),
  );
}

const locationValues = TEAM_LOCATIONS.map((item) => item.value) as unknown as readonly [
  TeamLocation,
  ...TeamLocation[],
];

/** POST /api/team-planning: the plan fields, the earlier plans it reads and its own questions. */
export const teamPlanRequestSchema = z.object({
  ...planRequestShape,
  strategicPlan: earlierResultField,
  productPlan: earlierResultField,
  goToMarketPlan: earlierResultField,
  /** What the founders do well, in their words. */
  founderSkills: optionalText("What the founders do well", FOUNDER_SKILLS_MAX),
  founderCount: optionalNumber("Founders", 1, FOUNDER_COUNT_MAX, { whole: true }),
  location: optionalChoice("Location", locationValues),
  runwayMonths: optionalNumber("Runway (months)", 0, RUNWAY_MONTHS_MAX, { whole: true }),
  hiringBudget: optionalNumber("Hiring budget (US dollars a month)", 0, HIRING_BUDGET_MAX, {
    whole: false,
  }),
  /** Roles the founder already plans, in their words. */
  openRoles: optionalText("Roles you already plan", OPEN_ROLES_MAX),
});
export type TeamPlanRequest = z.output<typeof teamPlanRequestSchema>;
export type TeamPlanRequestInput = z.input<typeof teamPlanRequestSchema>;

/** A team plan: the planning modules' shared result (src/shared/plan.ts). */
export type TeamPlanResult = PlanResult;
