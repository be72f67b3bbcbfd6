import { defineModule } from "../define-module";
import { planRefill, unwrapPlan } from "../plan-meta";

export const goToMarketModule = defineModule({
  toolType: "go-to-market",
  displayName: "Go-to-Market",
  name: "Go-to-Market and Growth",
  serviceSlug: "go-to-market",
  phase: 2,
  summary: "Channels, messaging, launch sequence and the funnel numbers to watch.",
  service: () => import("./content"),
  tool: {
    path: "/go-to-market",
    aliases: [],
    endpoint: "/api/go-to-market",
    access: "signed-in",
    resultNoun: "go-to-market plan",
    reads: [
      "idea-generation",
      "market-analysis",
      "customer-discovery",
      "strategic-planning",
      "product-development",
    ],
    refill: planRefill(["marketAnalysis", "customerDiscovery", "strategicPlan", "productPlan"]),
    route: { title: "Go-to-market plan", head: () => import("./head") },
    unwrap: unwrapPlan,
    load: () => import("./tool"),
    page: () => import("./ui/page"),
    savedResult: () => import("./ui/saved-result"),
  },
});
