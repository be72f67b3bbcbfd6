import * as z from "zod/mini";
import { type PlanResult, planResultSchema } from "../../shared/plan";
import { earlierResultField, planRequestShape } from "../plan-kit";
import { optionalText } from "../request-fields";
import { ITERATION_SCALING_SECTIONS } from "./plan";
import { BIGGEST_PROBLEM_MAX, METRIC_LIMITS } from "./questions";

/**
 * An optional number from a form: "" or null is absent, numeric text is read as a number, and
 * anything else is refused with a sentence naming the field and its unit.
 */
function optionalMetric(label: string, max: number, kind: "count" | "percent" | "usd") {
  const unit = kind === "percent" ? "percent" : kind === "usd" ? "US dollars" : "";
  const number = z
    .number({
      error:
        kind === "count" ? `${label} must be a number.` : `${label} must be a number of ${unit}.`,
    })
    .check(
      z.gte(0, `${label} cannot be negative.`),
      z.lte(
        max,
        kind === "percent"
          ? `${label} is a percentage: at most 100.`
          : `${label} can be at most ${max.toLocaleString("en-US")}${unit ? ` ${unit}` : ""}.`,
      ),
      ...(kind === "count" ? [z.int(`${label} must be a whole number.`)] : []),
    );
  return z.optional(
    z.pipe(
      z.transform((value: unknown) => {
        if (value === "" || value === null) return undefined;
        if (typeof value === "string" && value.trim() !== "") return Number(value.trim());
        return value;
      }),
      z.optional(number),
    ),
  );
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

const startDateField = z.optional(
  z.pipe(
    z.transform((value: unknown) =>
      value === null || (typeof value === "string" && value.trim() === "")
        ? undefined
        : typeof value === "string"
          ? value.trim()
          : value,
    ),
    z.optional(
      z
        .string({ error: "Start date must be a date written YYYY-MM-DD." })
        .check(
          z.refine(
            isIsoDate,
            "Start date must be a real date written YYYY-MM-DD, e.g. 2026-03-02.",
          ),
        ),
    ),
  ),
);

/** POST /api/iteration-scaling: the plan fields, every earlier plan, and the founder's numbers. */
export const iterationScalingRequestSchema = z.object({
  ...planRequestShape,
  strategicPlan: earlierResultField,
  productPlan: earlierResultField,
  goToMarketPlan: earlierResultField,
  teamPlan: earlierResultField,
  financialPlan: earlierResultField,
  monthlyVisitors: optionalMetric("Visitors last month", METRIC_LIMITS.monthlyVisitors, "count"),
  signups: optionalMetric("Sign-ups last month", METRIC_LIMITS.signups, "count"),
  activationRate: optionalMetric("Activation rate", 100, "percent"),
  payingCustomers: optionalMetric("Paying customers", METRIC_LIMITS.payingCustomers, "count"),
  monthlyRevenue: optionalMetric("Revenue last month", METRIC_LIMITS.monthlyRevenue, "usd"),
  monthlyChurn: optionalMetric("Monthly churn", 100, "percent"),
  cac: optionalMetric("Customer acquisition cost", METRIC_LIMITS.cac, "usd"),
  retentionDay30: optionalMetric("Day-30 retention", 100, "percent"),
  biggestProblem: optionalText("Your biggest growth problem", BIGGEST_PROBLEM_MAX),
  startDate: startDateField,
});
export type IterationScalingRequest = z.output<typeof iterationScalingRequestSchema>;
export type IterationScalingRequestInput = z.input<typeof iterationScalingRequestSchema>;

// ---------------------------------------------------------------------------------------------
// The results log: what the founder records as experiments finish (kept beside the sections)
// ---------------------------------------------------------------------------------------------

/** At most this many entries in a plan's results log. */
export const RESULTS_LOG_MAX = 200;
export const RESULT_DECISIONS = ["keep", "change", "stop", "pending"] as const;
export type ResultDecision = (typeof RESULT_DECISIONS)[number];

export const resultsLogEntrySchema = z.object({
  /** A short id, unique in the log ("exp-1"). */
  id: z
    .string()
    .check(z.regex(/^[A-Za-z0-9_-]{1,40}$/, "A log entry's id is letters, digits, - or _.")),
  /** The day the result was recorded (or the experiment started, while pending). */
  date: z
    .string()
    .check(z.refine(isIsoDate, "A log entry's date must be a real date written YYYY-MM-DD.")),
  experiment: z.string().check(z.minLength(1), z.maxLength(200)),
  metric: z.string().check(z.minLength(1), z.maxLength(200)),
  /** What happened, in the founder's words; empty while pending. */
  result: z.string().check(z.maxLength(500)),
  decision: z.enum(RESULT_DECISIONS),
});
export type ResultsLogEntry = z.infer<typeof resultsLogEntrySchema>;

export const resultsLogSchema = z.array(resultsLogEntrySchema).check(
  z.maxLength(RESULTS_LOG_MAX, `A results log holds at most ${RESULTS_LOG_MAX} entries.`),
  z.refine((entries) => new Set(entries.map((entry) => entry.id)).size === entries.length, {
    message: "Each entry of the results log has its own id.",
  }),
);

/** The plan's own data beside its sections: the results log (absent in a result reads as []). */
export const iterationScalingExtra = {
  resultsLog: z._default(z.optional(resultsLogSchema), []),
};

export const iterationScalingResultSchema = planResultSchema(
  ITERATION_SCALING_SECTIONS,
  iterationScalingExtra,
);

/** An iteration plan: the plan kit's result with this module's sections and its results log. */
export type IterationScalingResult = PlanResult & { resultsLog: ResultsLogEntry[] };
