import type { Idea, IdeaGenerationResult } from "../schema";

/** A valid idea (it passes ideaSchema), for unit tests. */
export function sampleIdea(overrides: Partial<Idea> = {}): Idea {
  return {
    id: "idea-1",
    title: "Booking software for dog groomers",
    category: "Technology",
    difficulty: "Low",
    difficultyReason: "Low capital and low regulation.",
    score: 7,
    scoreBreakdown: [
      { criterion: "skill-fit", label: "Skill fit", points: 1.5, maxPoints: 2, reason: "Python." },
      { criterion: "budget-fit", label: "Budget fit", points: 2, maxPoints: 2, reason: "Cheap." },
      { criterion: "market-growth", label: "Market growth", points: 1, maxPoints: 2, reason: "Ok" },
      { criterion: "competition", label: "Competition", points: 1.5, maxPoints: 2, reason: "Mid" },
      { criterion: "time-fit", label: "Time fit", points: 1, maxPoints: 2, reason: "Evenings." },
    ],
    description: "A web app that takes bookings for dog groomers.",
    businessModel: "SaaS",
    marketSize: "A slice of the pet-care market.",
    targetMarket: "Independent dog groomers",
    timeToMarket: "Months, on evenings and weekends.",
    requiredSkills: ["Software engineering"],
    keyBenefits: ["Recurring revenue"],
    nextSteps: ["Interview groomers", "Mock up the screens"],
    sources: [],
    assumptions: [],
    ...overrides,
  };
}

/** A valid endpoint answer with three ideas. */
export function sampleResult(): IdeaGenerationResult {
  return {
    ideas: [sampleIdea(), sampleIdea({ id: "idea-2" }), sampleIdea({ id: "idea-3" })],
    dataSource: "Offline knowledge engine",
  };
}
