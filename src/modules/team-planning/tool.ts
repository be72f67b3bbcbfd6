import { definePlanTool } from "../_kit/plan/tool";
import { TEAM_PLAN_SECTIONS } from "./plan";
import { TEAM_PLAN_READS } from "./reads";
import { teamPlanRequestSchema } from "./schema";

export default definePlanTool({
  request: teamPlanRequestSchema,
  sections: TEAM_PLAN_SECTIONS,
  documentTitle: "Team and Advisor Plan",
  titlePrefix: "Team plan",
  fileName: "team-plan",
  reads: TEAM_PLAN_READS,
  // The founder's own free text, which a plan may quote; counts, runway and budget reach the
  // text as `input` assumptions instead.
  founderText: (request) => [request.founderSkills, request.openRoles],
});
