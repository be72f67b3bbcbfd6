import { defineModule } from "../../define-module";

/**
 * A throwaway tenth module for tenth-module.test.ts: one folder (this one) and one registry line
 * (the test's) must give it a page, an endpoint, project titles, exports and a dashboard badge.
 */
export const pitchPracticeModule = defineModule({
  toolType: "pitch-practice",
  displayName: "Pitch Practice",
  name: "Pitch Practice",
  serviceSlug: "pitch-practice",
  phase: 3,
  summary: "A one-minute pitch, rewritten from the results you already have.",
  service: () => import("./content"),
  tool: {
    path: "/pitch-practice",
    aliases: ["/pitch"],
    endpoint: "/api/pitch-practice",
    access: "signed-in",
    resultNoun: "pitch",
    reads: ["market-analysis"],
    refill: {},
    route: { title: "Pitch practice", head: () => import("./head") },
    unwrap: (output) => output,
    load: () => import("./tool"),
    page: () => import("./ui/page"),
    savedResult: () => import("./ui/saved-result"),
  },
});
