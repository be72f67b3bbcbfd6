import type { FounderField } from "../../engine/prompt/founder-input";
import type { ProductPlanRequest } from "./schema";

const TASK =
  "Write the founder's product research and development plan: from the research to a tested MVP. Ground every feature in a finding (customer discovery's pains, unmet needs and feature priority, the market analysis, the strategic plan's first segment and goals) or in the founder's must-haves, keep version one to the features that answer the riskiest question, fit the build to the founder's skills, budget, hours and platform, and set test pass marks before any results exist. Costs and weeks are estimates with their arithmetic in the assumptions (hours × rate, hours ÷ hours a week), or the founder's own answers as input.";

/** What the model is told beside the sections' guidance (generate.server.ts), issue 13. */
export const productPlanPrompt = {
  task: TASK,
  fields: (request: ProductPlanRequest): FounderField[] => [
    {
      label: `Budget to build the MVP (${request.currency ?? "USD"})`,
      field: "budget",
      value: request.budget === undefined ? undefined : String(request.budget),
    },
    { label: "Technical skills", field: "technicalSkills", value: request.technicalSkills },
    {
      label: "Hours a week for the build",
      field: "hoursPerWeek",
      value: request.hoursPerWeek === undefined ? undefined : String(request.hoursPerWeek),
    },
    { label: "Platform", field: "platform", value: request.platform },
    {
      label: "Weeks to MVP",
      field: "targetWeeks",
      value: request.targetWeeks === undefined ? undefined : String(request.targetWeeks),
    },
    { label: "Features the founder insists on", field: "mustHave", value: request.mustHave },
  ],
};
