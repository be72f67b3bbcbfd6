import { definePlanSections } from "../_kit/plan/sections";

/**
 * The IT, financial and legal plan's sections (issue 14): one per deliverable of the service page
 * (content.ts `framework.deliverables`, word for word), in that order.
 */
export const IT_FINANCIAL_LEGAL_SECTIONS = definePlanSections([
  {
    id: "tools",
    heading: "Tool and account inventory",
    deliverable: "Tool and account inventory with monthly costs",
  },
  {
    id: "security",
    heading: "Security baseline",
    deliverable: "Security baseline: access, backups, two-factor sign-in, offboarding",
  },
  {
    id: "financial-model",
    heading: "Monthly financial model",
    deliverable: "Monthly financial model with every assumption tagged",
  },
  {
    id: "runway",
    heading: "Burn, runway and break-even",
    deliverable: "Burn, runway and break-even view",
  },
  {
    id: "unit-economics",
    heading: "Unit economics",
    deliverable: "Unit economics: acquisition cost, lifetime value, payback period",
  },
  {
    id: "legal",
    heading: "Legal groundwork checklist",
    deliverable:
      "Legal groundwork checklist: entity, founder agreement, IP assignment, privacy policy, terms",
  },
  {
    id: "professional-questions",
    heading: "Questions for your lawyer and accountant",
    deliverable: "Questions to take to your lawyer and accountant",
  },
  {
    id: "setup-order",
    heading: "Setup order and costs",
    deliverable: "Setup order with the cost of each item",
  },
  {
    id: "calendar",
    heading: "Review and compliance calendar",
    deliverable: "Review and compliance calendar",
  },
]);
