import { defineModule } from "../define-module";
import { planRefill, unwrapPlan } from "../plan-meta";

export const productDevelopmentModule = defineModule({
  toolType: "product-development",
  displayName: "Product Development",
  name: "Product Research and Development",
  serviceSlug: "product-development",
  phase: 2,
  summary: "From research to a tested MVP: scope, prototype, validation and launch plan.",
  service: () => import("./content"),
  tool: {
    path: "/product-development",
    aliases: [],
    endpoint: "/api/product-development",
    access: "signed-in",
    resultNoun: "product plan",
    reads: ["idea-generation", "market-analysis", "customer-discovery", "strategic-planning"],
    refill: planRefill(["marketAnalysis", "customerDiscovery", "strategicPlan"]),
    route: {
      title: "Product development plan: MVP scope, build and tests",
      head: () => import("./head"),
    },
    unwrap: unwrapPlan,
    load: () => import("./tool"),
    page: () => import("./ui/page"),
    savedResult: () => import("./ui/saved-result"),
  },
});
