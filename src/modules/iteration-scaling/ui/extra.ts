import type { PlanExtra } from "../../../web/lib/plan/plan-extra";

/** The results log beside the plan, loaded when the founder opens it. */
export const RESULTS_LOG_EXTRA: PlanExtra = {
  title: "Results log",
  description:
    "Record each experiment's result as it ends and what you decided; it is saved with the plan and goes into its exports.",
  action: "Open the results log",
  load: () => import("./results-log"),
};
