import { unwrapPlan } from "../_kit/plan/meta";
import { defineModule } from "../define-module";
import { STRATEGIC_PLAN_READS } from "./reads";

export const strategicPlanningModule = defineModule({
  toolType: "strategic-planning",
  displayName: "Strategic Planning",
  name: "Strategic Planning",
  serviceSlug: "strategic-planning",
  phase: 2,
  summary: "Positioning, goals and the bets that matter for the next twelve months.",
  service: () => import("./content"),
  tool: {
    path: "/strategic-planning",
    aliases: [],
    endpoint: "/api/strategic-planning",
    access: "signed-in",
    resultNoun: "strategic plan",
    reads: STRATEGIC_PLAN_READS.reads,
    refill: STRATEGIC_PLAN_READS.refill,
    route: { title: "Strategic planning", head: () => import("./head") },
    unwrap: unwrapPlan,
    load: () => import("./tool"),
    page: () => import("./ui/page"),
    savedResult: () => import("./ui/saved-result"),
  },
});
