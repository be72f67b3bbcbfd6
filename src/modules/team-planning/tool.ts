import { definePlanTool } from "../_kit/plan/tool";
import { TEAM_PLAN_SECTIONS } from "./plan";
import { teamPlanRequestSchema } from "./schema";

export default definePlanTool({
  request: teamPlanRequestSchema,
  sections: TEAM_PLAN_SECTIONS,
  documentTitle: "Team and Advisor Plan",
  titlePrefix: "Team plan",
  fileName: "team-plan",
  // Not the financial plan: it reads this plan's costs, so reading it back would make each stale.
  reads: ["marketAnalysis", "customerDiscovery", "strategicPlan", "productPlan", "goToMarketPlan"],
  // The founder's own free text, which a plan may quote; counts, runway and budget reach the
  // text as `input` assumptions instead.
  founderText: (request) => [request.founderSkills, request.openRoles],
});
