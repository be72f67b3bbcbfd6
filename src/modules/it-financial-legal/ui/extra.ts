import type { PlanExtra } from "../../../web/lib/plan/plan-extra";

/** The financial model's editor beside the plan, loaded when the founder opens it. */
export const MODEL_EXTRA: PlanExtra = {
  title: "Your financial model",
  description:
    "Change any input and see break-even, runway and the funding need in three scenarios at once; save it, or export it to Excel with live formulas.",
  action: "Open the model",
  load: () => import("./model-panel"),
};
