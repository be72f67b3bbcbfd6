import { definePlanSections } from "../_kit/plan/sections";

/**
 * The team plan's sections (issue 14): one per deliverable of the service page (content.ts
 * `framework.deliverables`, word for word and in order), then the equity ranges the issue adds.
 * Ids are stable: saved edits and "Regenerate this section" name them.
 */
export const TEAM_PLAN_SECTIONS = definePlanSections([
  {
    id: "skills-gap",
    heading: "Skills gap map",
    deliverable: "Skills gap map: have, need, gap",
  },
  {
    id: "roles",
    heading: "Role cards",
    deliverable: "Role cards with 90-day outcomes",
  },
  {
    id: "hiring-sequence",
    heading: "Hiring sequence",
    deliverable: "Hiring sequence tied to milestones and runway",
  },
  {
    id: "compensation",
    heading: "Compensation ranges",
    deliverable: "Compensation ranges, each tagged sourced or estimate",
  },
  {
    id: "scorecards",
    heading: "Interview scorecards",
    deliverable: "Interview scorecard for each role",
  },
  {
    id: "culture",
    heading: "Operating principles and rituals",
    deliverable: "Operating principles and team rituals",
  },
  {
    id: "advisors",
    heading: "Advisor map",
    deliverable: "Advisor map with the questions to bring to each",
  },
  {
    id: "founders",
    heading: "Founder responsibilities for the next twelve months",
    deliverable: "Founder responsibilities for the next 12 months",
  },
  {
    id: "equity",
    heading: "Equity ranges for early hires",
    deliverable: "Equity ranges for early hires with their basis",
    servicePage: false,
  },
]);
