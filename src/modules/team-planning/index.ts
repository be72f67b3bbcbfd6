import { defineModule } from "../define-module";
import { planRefill, unwrapPlan } from "../plan-meta";

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
    reads: [
      "idea-generation",
      "market-analysis",
      "customer-discovery",
      "strategic-planning",
      "product-development",
      "go-to-market",
    ],
    // Not the financial plan: it reads this plan's costs (reading both ways makes each stale).
    refill: planRefill([
      "marketAnalysis",
      "customerDiscovery",
      "strategicPlan",
      "productPlan",
      "goToMarketPlan",
    ]),
    route: { title: "Team and advisor plan", head: () => import("./head") },
    unwrap: unwrapPlan,
    load: () => import("./tool"),
    page: () => import("./ui/page"),
    savedResult: () => import("./ui/saved-result"),
  },
});
