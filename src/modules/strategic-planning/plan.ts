import { definePlanSections, type SectionId } from "../_kit/plan/sections";

/**
 * The strategic plan's sections (issue 13): one per deliverable of the service page
 * (content.ts `framework.deliverables`, word for word and in order), then the SWOT and the lean
 * canvas the issue adds. Ids are stable: saved edits and "Regenerate this section" name them.
 */
export const STRATEGIC_PLAN_SECTIONS = definePlanSections([
  {
    id: "situation",
    heading: "Situation summary",
    deliverable: "Situation summary listing the results and sources it used",
  },
  {
    id: "positioning",
    heading: "Positioning",
    deliverable: "Positioning statement with the evidence behind it",
  },
  {
    id: "segments",
    heading: "Target segment and deferred segments",
    deliverable: "First target segment, and the segments you are deferring",
  },
  {
    id: "goals",
    heading: "Goals and metrics",
    deliverable: "Goals with metric, baseline and target",
  },
  {
    id: "bets",
    heading: "Strategic bets",
    deliverable: "Strategic bets with cost, key assumption and stop signal",
  },
  { id: "not-doing", heading: "Not doing this year", deliverable: "A not-doing list" },
  {
    id: "roadmap",
    heading: "Twelve-month roadmap",
    deliverable: "Quarter-by-quarter 12-month roadmap",
  },
  {
    id: "risks",
    heading: "Top risks and early warnings",
    deliverable: "Top risks and the early warning for each",
  },
  {
    id: "review",
    heading: "Quarterly review checklist",
    deliverable: "Quarterly review checklist",
  },
  {
    id: "swot",
    heading: "SWOT",
    deliverable: "SWOT built from your market analysis and customer discovery",
    servicePage: false,
  },
  {
    id: "lean-canvas",
    heading: "Lean canvas",
    deliverable: "One-page lean canvas",
    servicePage: false,
  },
]);

export type StrategicPlanSectionId = SectionId<typeof STRATEGIC_PLAN_SECTIONS>;
