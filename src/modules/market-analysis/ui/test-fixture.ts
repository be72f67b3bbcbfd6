import type { MarketAnalysisResult } from "../schema";

/**
 * A small, valid analysis for the unit tests and the end-to-end spec (which serves it through
 * page.route): two-paragraph texts, a divergence warning, every kind of assumption basis.
 */

export const FIXTURE_WARNING =
  "The two methods disagree by 4.5× (more than 3×): plan with the bottom-up figures.";

export const FIXTURE_RESULT: MarketAnalysisResult = {
  marketOverview:
    "GroomBook is a digital business in Technology.\n\nAt the idea-validation stage, treat every figure as a hypothesis.",
  marketSize: `Top-down: TAM $1.80B, SAM $450.0M, SOM $2.3M.\n\nBottom-up: TAM $400.0M.\n\n${FIXTURE_WARNING}`,
  targetAudience: "Independent dog groomers in US suburbs.",
  competitiveLandscape: "You named MoeGo and Gingr.\n\nVertical SaaS specialists dominate.",
  marketTrends: "Software grows 12.6% a year.",
  recommendedStrategy: "Niche down: win suburban groomers first.",
  pricingAnalysis: "Test $29, $49 and $79 a month with real groomers.",
  opportunities: ["Groomers still book by phone", "Deposits cut no-shows"],
  threats: ["MoeGo adds a free tier", "Groomers churn after the busy season"],
  marketEntry: ["Interview 20 groomers", "Run a paid pilot with 5 salons"],
  keyMetrics: ["Weekly active salons", "No-show rate"],
  nextSteps: ["Write the switch sentence", "Book ten interviews this week"],
  sizing: {
    currency: "USD",
    year: 2024,
    topDown: { tam: 1_800_000_000, sam: 450_000_000, som: 2_250_000 },
    bottomUp: { tam: 400_000_000, sam: 100_000_000, som: 500_000 },
    divergence: { ratio: 4.5, warning: FIXTURE_WARNING },
  },
  builtOn: ["Saved idea: GroomBook"],
  dataSource: "Ninefold offline knowledge engine · knowledge base 2026.11.1",
  sources: [
    {
      id: "gartner-2024",
      publisher: "Gartner",
      title: "IT Spending Forecast 2024",
      year: 2024,
      url: "https://www.gartner.com/en/newsroom",
    },
    {
      id: "census-2023",
      publisher: "US Census Bureau",
      title: "County Business Patterns",
      year: 2023,
    },
  ],
  assumptions: [
    {
      label: "US pet grooming software market",
      value: "$1.80B",
      basis: { kind: "source", sourceId: "gartner-2024", note: "Software share | US" },
    },
    {
      label: "Target market",
      value: "Dog groomers",
      basis: { kind: "input", field: "targetMarket" },
    },
    {
      label: "Reachable share",
      value: "0.5%",
      basis: { kind: "estimate", method: "0.5% of SAM within three years: $450.0M × 0.005" },
    },
  ],
};
