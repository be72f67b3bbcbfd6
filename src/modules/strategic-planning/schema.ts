import * as z from "zod/mini";
import type { PlanResult } from "../../shared/plan";
import { optionalNumber } from "../_kit/plan/fields";
import { planRequestShape } from "../_kit/plan/tool";
import { optionalText } from "../request-fields";
import { STRATEGIC_PLAN_READS } from "./reads";

/** POST /api/strategic-planning (issue 13): the plan kit's fields plus the module's questions. */
export const strategicPlanRequestSchema = z.object({
  ...planRequestShape(STRATEGIC_PLAN_READS),
  /** Months of cash at today's spending (0–120). */
  runwayMonths: optionalNumber("Runway (months)", { max: 120, whole: true }),
  /** People on the venture, founders included (1–500). */
  teamSize: optionalNumber("Team size", { min: 1, max: 500, whole: true }),
  /** What the venture has today: "3 paying clinics, $1,200 MRR". */
  traction: optionalText("Traction", 500),
  /** What this year must achieve. */
  yearGoal: optionalText("This year's goal", 500),
  /** Money, people, time or commitments that limit the plan. */
  constraints: optionalText("Constraints", 500),
});
export type StrategicPlanRequest = z.output<typeof strategicPlanRequestSchema>;
export type StrategicPlanRequestInput = z.input<typeof strategicPlanRequestSchema>;

/** A strategic plan: the plan kit's result with this module's sections (plan.ts). */
export type StrategicPlanResult = PlanResult;
