import { defineModule } from "../define-module";
import { planRefill, unwrapPlan } from "../plan-meta";

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
    reads: ["idea-generation", "market-analysis", "customer-discovery"],
    refill: planRefill(["marketAnalysis", "customerDiscovery"]),
    route: { title: "Strategic planning", head: () => import("./head") },
    unwrap: unwrapPlan,
    load: () => import("./tool"),
    page: () => import("./ui/page"),
    savedResult: () => import("./ui/saved-result"),
  },
});
