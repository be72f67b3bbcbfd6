import { defineModule, isRecord } from "../define-module";

export const ideaGenerationModule = defineModule({
  toolType: "idea-generation",
  displayName: "Startup Idea Generator",
  name: "Startup Idea Generator",
  serviceSlug: "startup-idea-generator",
  phase: 1,
  summary: "Ideas scored against your skills, budget and time, with the rubric shown.",
  service: () => import("./content"),
  tool: {
    path: "/tools/idea-generation-tool",
    aliases: ["/startup-idea-generator", "/idea-generation-tool"],
    endpoint: "/api/generate-ideas",
    access: "free",
    resultNoun: "idea list",
    refill: {},
    reads: [],
    choosesIdea: true,
    // The offline engine's own notes: every set shown (its Regenerate walk), ideas scoring within
    // one point (its candidate pool), and the interests and skills no idea of the set uses.
    engineFills: ["regenerateNote", "spreadNote", "setAsideNote"],
    route: { title: "Free startup idea generator", head: () => import("./head") },
    unwrap: (output) => output,
    preview: (result) => {
      if (!isRecord(result) || !Array.isArray(result.ideas)) return undefined;
      const titles = result.ideas
        .map((idea) => (isRecord(idea) && typeof idea.title === "string" ? idea.title : ""))
        .filter(Boolean);
      return titles.length ? `${titles.length} ideas: ${titles.join("; ")}` : undefined;
    },
    load: () => import("./tool"),
    page: () => import("./ui/page"),
    savedResult: () => import("./ui/saved-result"),
  },
});
