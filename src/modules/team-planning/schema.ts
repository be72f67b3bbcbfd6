import * as z from "zod/mini";
import type { PlanResult } from "../../shared/plan";
import { optionalNumber } from "../_kit/plan/fields";
import { planRequestShape } from "../_kit/plan/tool";
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
import { TEAM_PLAN_READS } from "./reads";

const locationValues = TEAM_LOCATIONS.map((item) => item.value) as unknown as readonly [
  TeamLocation,
  ...TeamLocation[],
];

/** POST /api/team-planning: the plan fields, the earlier plans it reads and its own questions. */
export const teamPlanRequestSchema = z.object({
  ...planRequestShape(TEAM_PLAN_READS),
  /** What the founders do well, in their words. */
  founderSkills: optionalText("What the founders do well", FOUNDER_SKILLS_MAX),
  founderCount: optionalNumber("Founders", { min: 1, max: FOUNDER_COUNT_MAX, whole: true }),
  location: optionalChoice("Location", locationValues),
  runwayMonths: optionalNumber("Runway (months)", { max: RUNWAY_MONTHS_MAX, whole: true }),
  hiringBudget: optionalNumber("Hiring budget (US dollars a month)", { max: HIRING_BUDGET_MAX }),
  /** Roles the founder already plans, in their words. */
  openRoles: optionalText("Roles you already plan", OPEN_ROLES_MAX),
});
export type TeamPlanRequest = z.output<typeof teamPlanRequestSchema>;
export type TeamPlanRequestInput = z.input<typeof teamPlanRequestSchema>;

/** A team plan: the planning modules' shared result (src/shared/plan.ts). */
export type TeamPlanResult = PlanResult;
