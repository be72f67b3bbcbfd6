import { unwrapPlan } from "../_kit/plan/meta";
import { defineModule } from "../define-module";
import { ITERATION_SCALING_READS } from "./reads";

export const iterationScalingModule = defineModule({
  toolType: "iteration-scaling",
  displayName: "Iteration & Scaling",
  name: "Iteration and Scaling",
  serviceSlug: "iteration-scaling",
  phase: 3,
  summary: "Measure, learn and grow: the metrics, experiments and roadmap to scale.",
  service: () => import("./content"),
  tool: {
    path: "/iteration-scaling",
    aliases: [],
    endpoint: "/api/iteration-scaling",
    access: "signed-in",
    resultNoun: "iteration plan",
    reads: ITERATION_SCALING_READS.reads,
    refill: ITERATION_SCALING_READS.refill,
    route: { title: "Iteration and scaling plan", head: () => import("./head") },
    unwrap: unwrapPlan,
    load: () => import("./tool"),
    page: () => import("./ui/page"),
    savedResult: () => import("./ui/saved-result"),
  },
});
