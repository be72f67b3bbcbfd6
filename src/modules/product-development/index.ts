import { unwrapPlan } from "../_kit/plan/meta";
import { defineModule } from "../define-module";
import { PRODUCT_PLAN_READS } from "./reads";

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
    reads: PRODUCT_PLAN_READS.reads,
    refill: PRODUCT_PLAN_READS.refill,
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
