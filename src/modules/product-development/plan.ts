import { definePlanSections } from "../_kit/plan/sections";

/**
 * The product development plan's sections (issue 13): one per deliverable of the service page
 * (content.ts `framework.deliverables`, word for word, in order), and the product roadmap after
 * the MVP that the issue asks for.
 */
export const PRODUCT_PLAN_SECTIONS = definePlanSections([
  {
    id: "research",
    heading: "Research synthesis",
    deliverable: "Research synthesis linking each finding to its source",
  },
  {
    id: "features",
    heading: "Prioritized features",
    deliverable: "Prioritized feature list: must, should, later",
  },
  {
    id: "mvp-scope",
    heading: "MVP scope and cut list",
    deliverable: "MVP scope document with the cut list and the reasons",
  },
  {
    id: "flows",
    heading: "Core user flows and prototype screens",
    deliverable: "Core user flows and the prototype screen list",
  },
  {
    id: "build-plan",
    heading: "Build plan",
    deliverable: "Build plan: build, buy or no-code per component, with milestones",
  },
  {
    id: "cost-timeline",
    heading: "Cost and timeline",
    deliverable: "Cost and timeline estimates with the arithmetic shown",
  },
  {
    id: "test-plan",
    heading: "Test plan",
    deliverable: "Test plan with recruiting criteria and pass marks",
  },
  {
    id: "launch",
    heading: "Launch readiness and post-launch metrics",
    deliverable: "Launch readiness checklist and post-launch metrics",
  },
  {
    id: "roadmap",
    heading: "Product roadmap",
    deliverable: "Product roadmap after the MVP",
    servicePage: false,
  },
]);
