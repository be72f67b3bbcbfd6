import { defineModule } from "../define-module";
import { planRefill, unwrapPlan } from "../plan-meta";

export const iterationScalingModule = defineModule({
  toolType: "iteration-scaling",
  displayName: "Iteration & Scaling",
  name: "Iteration and Scaling",
  serviceSlug: "iteration-scaling",
  phase: 3,
  summary: "Measure, learn and grow: the metrics, experiments and roadmap to scale.",
  service: () => import("./content"),
  tool: {
    path: "/iteration-scaling",
    aliases: [],
    endpoint: "/api/iteration-scaling",
    access: "signed-in",
    resultNoun: "iteration plan",
    reads: [
      "idea-generation",
      "market-analysis",
      "customer-discovery",
      "strategic-planning",
      "product-development",
      "go-to-market",
      "team-planning",
      "it-financial-legal",
    ],
    refill: planRefill([
      "marketAnalysis",
      "customerDiscovery",
      "strategicPlan",
      "productPlan",
      "goToMarketPlan",
      "teamPlan",
      "financialPlan",
    ]),
    route: { title: "Iteration and scaling plan", head: () => import("./head") },
    unwrap: unwrapPlan,
    load: () => import("./tool"),
    page: () => import("./ui/page"),
    savedResult: () => import("./ui/saved-result"),
  },
});
