import * as z from "zod/mini";
import type { PlanResult } from "../../shared/plan";
import { earlierResultField, planRequestShape } from "../plan-kit";
import { optionalChoice, optionalText } from "../request-fields";
import { PLATFORMS, PRODUCT_LIMITS, TECHNICAL_SKILLS } from "./questions";

/**
 * An optional number between `min` and `max`: a number or numeric text from a form; "" and
 * null (a field left empty) count as absent.
 */
function optionalNumber(label: string, min: number, max: number, whole: boolean) {
  const number = z.number({ error: `${label} must be a number.` }).check(
    z.gte(min, `${label} must be at least ${min}.`),
    z.lte(max, `${label} can be at most ${max}.`),
    z.refine((value) => !whole || Number.isInteger(value), `${label} must be a whole number.`),
  );
  return z.optional(
    z.pipe(
      z.transform((value: unknown) => {
        if (value === "" || value === null) return undefined;
        if (typeof value === "string" && value.trim() !== "" && Number.isFinite(Number(value)))
          return Number(value);
        return value;
      }),
      z.optional(number),
    ),
  );
}

/** POST /api/product-development (issue 13): the plan fields and the module's own questions. */
export const productPlanRequestSchema = z.object({
  ...planRequestShape,
  strategicPlan: earlierResultField,
  /** USD the founder can spend building the MVP. */
  budget: optionalNumber("Budget", PRODUCT_LIMITS.budget.min, PRODUCT_LIMITS.budget.max, false),
  technicalSkills: optionalChoice("Technical skills", TECHNICAL_SKILLS),
  hoursPerWeek: optionalNumber(
    "Hours per week",
    PRODUCT_LIMITS.hoursPerWeek.min,
    PRODUCT_LIMITS.hoursPerWeek.max,
    false,
  ),
  platform: optionalChoice("Platform", PLATFORMS),
  /** Weeks until the founder wants the MVP in testers' hands. */
  targetWeeks: optionalNumber(
    "Target weeks",
    PRODUCT_LIMITS.targetWeeks.min,
    PRODUCT_LIMITS.targetWeeks.max,
    true,
  ),
  mustHave: optionalText("Must-have features", PRODUCT_LIMITS.mustHave),
});
export type ProductPlanRequest = z.output<typeof productPlanRequestSchema>;
export type ProductPlanRequestInput = z.input<typeof productPlanRequestSchema>;
export type ProductPlanResult = PlanResult;
