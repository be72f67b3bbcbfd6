import * as z from "zod/mini";
import type { PlanResult } from "../../shared/plan";
import { planRequestShape } from "../plan-kit";
import { optionalText } from "../request-fields";

/**
 * An optional whole number: absent, "" or null is absent; numeric text is read as a number
 * (a form's field); anything else is refused with a sentence naming the field.
 */
function optionalWholeNumber(label: string, min: number, max: number) {
  return z.optional(
    z.pipe(
      z.transform((value: unknown) => {
        if (value === "" || value === null) return undefined;
        if (typeof value === "string") return Number(value.trim());
        return value;
      }),
      z.optional(
        z
          .number({ error: `${label} must be a number.` })
          .check(
            z.int(`${label} must be a whole number.`),
            z.gte(min, `${label} must be at least ${min}.`),
            z.lte(max, `${label} can be at most ${max}.`),
          ),
      ),
    ),
  );
}

/** POST /api/strategic-planning (issue 13): the plan kit's fields plus the module's questions. */
export const strategicPlanRequestSchema = z.object({
  ...planRequestShape,
  /** Months of cash at today's spending (0–120). */
  runwayMonths: optionalWholeNumber("Runway (months)", 0, 120),
  /** People on the venture, founders included (1–500). */
  teamSize: optionalWholeNumber("Team size", 1, 500),
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
