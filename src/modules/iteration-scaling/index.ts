import { defineModule } from "../define-module";

/**
 * Its tool (page, endpoint, engine) comes in a later issue; until then /iteration-scaling redirects to the
 * service page (src/modules/routes.ts).
 */
export const iterationScalingModule = defineModule({
  toolType: "iteration-scaling",
  displayName: "Iteration & Scaling",
  name: "Iteration and Scaling",
  serviceSlug: "iteration-scaling",
  phase: 3,
  summary: "Measure, learn and grow: the metrics, experiments and roadmap to scale.",
});
