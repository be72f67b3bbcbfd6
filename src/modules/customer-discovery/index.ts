import { defineModule, isRecord } from "../define-module";

export const customerDiscoveryModule = defineModule({
  toolType: "customer-discovery",
  displayName: "Customer Discovery",
  name: "Customer and Problem Discovery",
  serviceSlug: "customer-discovery",
  phase: 1,
  summary: "Personas, problem validation and solution fit, with the interviews to run next.",
  service: () => import("./content"),
  tool: {
    path: "/tools/customer-discovery-tool",
    aliases: ["/customer-discovery-tool"],
    endpoint: "/api/customer-discovery",
    access: "free",
    resultNoun: "customer discovery",
    refill: { marketData: "market-analysis" },
    reads: ["idea-generation", "market-analysis"],
    route: { title: "Free customer discovery tool", head: () => import("./head") },
    // Spec §7 reads analysis.CustomerDiscoveryResult; a stored output may be any of the three.
    unwrap: (output) => {
      if (!isRecord(output)) return output;
      const analysis = isRecord(output.analysis) ? output.analysis : output;
      return isRecord(analysis.CustomerDiscoveryResult) ? analysis.CustomerDiscoveryResult : output;
    },
    load: () => import("./tool"),
    page: () => import("./ui/page"),
    savedResult: () => import("./ui/saved-result"),
  },
});
