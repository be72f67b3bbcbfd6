import { unwrapPlan } from "../_kit/plan/meta";
import { defineModule } from "../define-module";
import { TEAM_PLAN_READS } from "./reads";

export const teamPlanningModule = defineModule({
  toolType: "team-planning",
  displayName: "Team Planning",
  name: "Team and Advisor Planning",
  serviceSlug: "team-planning",
  phase: 3,
  summary: "The roles to fill, in what order, and the advisors who close your gaps.",
  service: () => import("./content"),
  tool: {
    path: "/team-planning",
    aliases: [],
    endpoint: "/api/team-planning",
    access: "signed-in",
    resultNoun: "team plan",
    reads: TEAM_PLAN_READS.reads,
    refill: TEAM_PLAN_READS.refill,
    route: { title: "Team and advisor plan", head: () => import("./head") },
    unwrap: unwrapPlan,
    load: () => import("./tool"),
    page: () => import("./ui/page"),
    savedResult: () => import("./ui/saved-result"),
  },
});
