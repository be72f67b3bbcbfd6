import { definePlanSections } from "../_kit/plan/sections";

/**
 * The iteration plan's sections (issue 14): one per deliverable of the service page
 * (content.ts `framework.deliverables`, word for word), in that order.
 */
export const ITERATION_SCALING_SECTIONS = definePlanSections([
  {
    id: "baseline",
    heading: "Metrics baseline",
    deliverable: "Metrics baseline: funnel, retention, revenue, unit economics",
  },
  {
    id: "bottleneck",
    heading: "Bottleneck diagnosis",
    deliverable: "Bottleneck diagnosis with the evidence behind it",
  },
  {
    id: "backlog",
    heading: "Experiment backlog",
    deliverable: "Experiment backlog ranked by impact, confidence and effort",
  },
  {
    id: "experiments",
    heading: "Experiment cards",
    deliverable: "Experiment cards: hypothesis, metric, pass mark, stop rule",
  },
  { id: "roadmap", heading: "90-day roadmap", deliverable: "90-day implementation roadmap" },
  {
    id: "readiness",
    heading: "Scaling readiness checklist",
    deliverable: "Scaling readiness checklist",
  },
  {
    id: "review",
    heading: "Review cadence and results log",
    deliverable: "Review cadence and results log",
  },
]);
