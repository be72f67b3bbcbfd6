import { definePlanTool } from "../_kit/plan/tool";
import { STRATEGIC_PLAN_SECTIONS } from "./plan";
import { strategicPlanRequestSchema } from "./schema";

export default definePlanTool({
  request: strategicPlanRequestSchema,
  sections: STRATEGIC_PLAN_SECTIONS,
  documentTitle: "Strategic Plan",
  titlePrefix: "Strategic plan",
  fileName: "strategic-plan",
  reads: ["marketAnalysis", "customerDiscovery"],
  founderText: (request) => [request.traction, request.yearGoal, request.constraints],
});
