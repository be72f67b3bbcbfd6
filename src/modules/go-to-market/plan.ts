import { definePlanSections } from "../_kit/plan/sections";

/**
 * The go-to-market plan's sections (issue 13): one per deliverable of the service page
 * (content.ts `framework.deliverables`, word for word), in that order.
 */
export const GO_TO_MARKET_SECTIONS = definePlanSections([
  {
    id: "icp",
    heading: "Ideal customer profile",
    deliverable: "Ideal customer profile with buying triggers",
  },
  {
    id: "messaging",
    heading: "Messaging framework",
    deliverable: "Messaging framework: core message, proofs, answers to objections",
  },
  {
    id: "channels",
    heading: "Channel scorecard",
    deliverable: "Channel scorecard with primary and secondary picks",
  },
  { id: "pricing", heading: "Launch pricing and offer", deliverable: "Launch pricing and offer" },
  {
    id: "launch-calendar",
    heading: "Launch calendar",
    deliverable: "Week-by-week launch calendar",
  },
  {
    id: "first-30-days",
    heading: "Content and outreach plan for the first month",
    deliverable: "Content and outreach plan for the first 30 days",
  },
  {
    id: "funnel",
    heading: "Funnel and stage targets",
    deliverable: "Funnel with stage targets, each tagged sourced, from your input or estimate",
  },
  {
    id: "weekly-review",
    heading: "Weekly metrics review",
    deliverable: "Weekly metrics review template",
  },
]);
