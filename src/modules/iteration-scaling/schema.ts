import * as z from "zod/mini";
import { type PlanResult, planResultSchema } from "../../shared/plan";
import { isIsoDate, optionalIsoDate, optionalNumber } from "../_kit/plan/fields";
import { planRequestShape } from "../_kit/plan/tool";
import { optionalText } from "../request-fields";
import { ITERATION_SCALING_SECTIONS } from "./plan";
import { BIGGEST_PROBLEM_MAX, METRIC_LIMITS } from "./questions";
import { ITERATION_SCALING_READS } from "./reads";

/** POST /api/iteration-scaling: the plan fields, every earlier plan, and the founder's numbers. */
export const iterationScalingRequestSchema = z.object({
  ...planRequestShape(ITERATION_SCALING_READS),
  monthlyVisitors: optionalNumber("Visitors last month", {
    max: METRIC_LIMITS.monthlyVisitors,
    whole: true,
  }),
  signups: optionalNumber("Sign-ups last month", { max: METRIC_LIMITS.signups, whole: true }),
  activationRate: optionalNumber("Activation rate", { max: 100, unit: "percent" }),
  payingCustomers: optionalNumber("Paying customers", {
    max: METRIC_LIMITS.payingCustomers,
    whole: true,
  }),
  monthlyRevenue: optionalNumber("Revenue last month", {
    max: METRIC_LIMITS.monthlyRevenue,
    unit: "US dollars",
  }),
  monthlyChurn: optionalNumber("Monthly churn", { max: 100, unit: "percent" }),
  cac: optionalNumber("Customer acquisition cost", { max: METRIC_LIMITS.cac, unit: "US dollars" }),
  retentionDay30: optionalNumber("Day-30 retention", { max: 100, unit: "percent" }),
  biggestProblem: optionalText("Your biggest growth problem", BIGGEST_PROBLEM_MAX),
  startDate: optionalIsoDate("Start date"),
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
