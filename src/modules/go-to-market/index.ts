import { unwrapPlan } from "../_kit/plan/meta";
import { defineModule } from "../define-module";
import { GO_TO_MARKET_READS } from "./reads";

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
    reads: GO_TO_MARKET_READS.reads,
    refill: GO_TO_MARKET_READS.refill,
    route: { title: "Go-to-market plan", head: () => import("./head") },
    unwrap: unwrapPlan,
    load: () => import("./tool"),
    page: () => import("./ui/page"),
    savedResult: () => import("./ui/saved-result"),
  },
});
