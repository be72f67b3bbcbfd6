/**
 * The nine modules as every part of the product names them (spec §1, §3): id (the workspace
 * toolType), display name, service page slug and phase. The module registry
 * (src/modules/registry.ts) adds schemas and engines on top of this list.
 */

export const PHASES = [
  { id: 1, name: "Foundation and Discovery" },
  { id: 2, name: "Strategic Planning" },
  { id: 3, name: "Preparation, Launch and Scale" },
] as const;
export type PhaseId = (typeof PHASES)[number]["id"];

export interface ModuleEntry {
  /** The workspace toolType (spec §3). */
  toolType: string;
  /** The display name of the toolType (spec §3), used on badges. */
  displayName: string;
  /** The module's full name on service pages and in navigation (spec §1). */
  name: string;
  /** Path segment under /services. */
  serviceSlug: string;
  phase: PhaseId;
  /** A one-line summary for cards and menus. */
  summary: string;
}

export const MODULES = [
  {
    toolType: "idea-generation",
    displayName: "Startup Idea Generator",
    name: "Startup Idea Generator",
    serviceSlug: "startup-idea-generator",
    phase: 1,
    summary: "Ideas scored against your skills, budget and time, with the rubric shown.",
  },
  {
    toolType: "market-analysis",
    displayName: "Market Analysis",
    name: "Market and Industry Analysis",
    serviceSlug: "market-analysis",
    phase: 1,
    summary:
      "TAM, SAM and SOM sized two ways, competitors, trends and pricing, every figure sourced.",
  },
  {
    toolType: "customer-discovery",
    displayName: "Customer Discovery",
    name: "Customer and Problem Discovery",
    serviceSlug: "customer-discovery",
    phase: 1,
    summary: "Personas, problem validation and solution fit, with the interviews to run next.",
  },
  {
    toolType: "strategic-planning",
    displayName: "Strategic Planning",
    name: "Strategic Planning",
    serviceSlug: "strategic-planning",
    phase: 2,
    summary: "Positioning, goals and the bets that matter for the next twelve months.",
  },
  {
    toolType: "product-development",
    displayName: "Product Development",
    name: "Product Research and Development",
    serviceSlug: "product-development",
    phase: 2,
    summary: "From research to a tested MVP: scope, prototype, validation and launch plan.",
  },
  {
    toolType: "go-to-market",
    displayName: "Go-to-Market",
    name: "Go-to-Market and Growth",
    serviceSlug: "go-to-market",
    phase: 2,
    summary: "Channels, messaging, launch sequence and the funnel numbers to watch.",
  },
  {
    toolType: "team-planning",
    displayName: "Team Planning",
    name: "Team and Advisor Planning",
    serviceSlug: "team-planning",
    phase: 3,
    summary: "The roles to fill, in what order, and the advisors who close your gaps.",
  },
  {
    toolType: "it-financial-legal",
    displayName: "IT, Financial & Legal",
    name: "IT, Financial and Legal Prep",
    serviceSlug: "it-financial-legal",
    phase: 3,
    summary: "Infrastructure, financial model and legal groundwork before you scale.",
  },
  {
    toolType: "iteration-scaling",
    displayName: "Iteration & Scaling",
    name: "Iteration and Scaling",
    serviceSlug: "iteration-scaling",
    phase: 3,
    summary: "Measure, learn and grow: the metrics, experiments and roadmap to scale.",
  },
] as const satisfies readonly ModuleEntry[];

export type ToolType = (typeof MODULES)[number]["toolType"];
