import * as z from "zod/mini";
import type { PlanResult } from "../../shared/plan";
import { optionalNumber } from "../_kit/plan/fields";
import { planRequestShape } from "../_kit/plan/tool";
import { optionalChoice, optionalText } from "../request-fields";
import { PLATFORMS, PRODUCT_LIMITS, TECHNICAL_SKILLS } from "./questions";
import { PRODUCT_PLAN_READS } from "./reads";

/** POST /api/product-development (issue 13): the plan fields and the module's own questions. */
export const productPlanRequestSchema = z.object({
  ...planRequestShape(PRODUCT_PLAN_READS),
  /** USD the founder can spend building the MVP. */
  budget: optionalNumber("Budget", { ...PRODUCT_LIMITS.budget, unit: "US dollars" }),
  technicalSkills: optionalChoice("Technical skills", TECHNICAL_SKILLS),
  hoursPerWeek: optionalNumber("Hours per week", PRODUCT_LIMITS.hoursPerWeek),
  platform: optionalChoice("Platform", PLATFORMS),
  /** Weeks until the founder wants the MVP in testers' hands. */
  targetWeeks: optionalNumber("Target weeks", { ...PRODUCT_LIMITS.targetWeeks, whole: true }),
  mustHave: optionalText("Must-have features", PRODUCT_LIMITS.mustHave),
});
export type ProductPlanRequest = z.output<typeof productPlanRequestSchema>;
export type ProductPlanRequestInput = z.input<typeof productPlanRequestSchema>;
export type ProductPlanResult = PlanResult;
