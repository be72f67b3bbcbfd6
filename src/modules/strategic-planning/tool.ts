import { definePlanTool } from "../_kit/plan/tool";
import { STRATEGIC_PLAN_SECTIONS } from "./plan";
import { STRATEGIC_PLAN_READS } from "./reads";
import { strategicPlanRequestSchema } from "./schema";

export default definePlanTool({
  request: strategicPlanRequestSchema,
  sections: STRATEGIC_PLAN_SECTIONS,
  documentTitle: "Strategic Plan",
  titlePrefix: "Strategic plan",
  fileName: "strategic-plan",
  reads: STRATEGIC_PLAN_READS,
  founderText: (request) => [request.traction, request.yearGoal, request.constraints],
});
