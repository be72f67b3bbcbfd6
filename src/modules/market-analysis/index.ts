import { defineModule, isRecord } from "../define-module";

export const marketAnalysisModule = defineModule({
  toolType: "market-analysis",
  displayName: "Market Analysis",
  name: "Market and Industry Analysis",
  serviceSlug: "market-analysis",
  phase: 1,
  summary:
    "TAM, SAM and SOM sized two ways, competitors, trends and pricing, every figure sourced.",
  service: () => import("./content"),
  tool: {
    path: "/tools/market-analysis-tool",
    aliases: ["/market-analysis-tool"],
    endpoint: "/api/market-analysis",
    access: "free",
    resultNoun: "market analysis",
    refill: {},
    reads: ["idea-generation"],
    route: { title: "Free market analysis tool", head: () => import("./head") },
    unwrap: (output) => (isRecord(output) && isRecord(output.analysis) ? output.analysis : output),
    load: () => import("./tool"),
    page: () => import("./ui/page"),
    savedResult: () => import("./ui/saved-result"),
  },
});
