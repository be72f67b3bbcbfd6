import type { ModelPrompt } from "../../engine/prompt/prompt";
import { readVentureFacts } from "../_kit/plan/facts.server";
import { buildPlanPrompt } from "../_kit/plan/prompt.server";
import { STRATEGIC_PLAN_SECTIONS } from "./plan";
import type { StrategicPlanRequest } from "./schema";
import strategicPlanTool from "./tool";

const TASK =
  "Write a twelve-month strategic plan for this founder's venture: where it stands, the position it takes (for whom, against which alternative, why it wins), the first segment and the ones deferred, a few goals with a metric, a baseline and a target each, the bets that move them with their cost, key assumption and stop signal, what it will not do, a quarter-by-quarter roadmap against the runway, the top risks with early warnings, a quarterly review checklist, a SWOT and a lean canvas. Build on the market analysis and customer discovery in the grounding when given, name what is missing when not, and mark every target that is a guess as an estimate with its arithmetic.";

const GUIDANCE: Record<string, string> = {
  situation:
    "paragraph on the venture, a list of the earlier results and knowledge-base entries used (and what is missing, e.g. 'No market analysis in this venture yet: run it to size…'), a table Figure | Value | From carrying SAM/SOM and benchmarks with their sources",
  positioning:
    "one sentence 'For <customer> who <pain>, <product> is a <category> that <benefit>; unlike <alternative>, it <difference>', then a table Claim | Evidence | Source (customer, pain, benefit, alternative, difference), then how to test it",
  segments:
    "the first segment and why (the founder's customer, the discovery's primary persona), then a table Deferred segment | Why it waits | Signal that would reopen it",
  goals:
    "table Goal | Metric | Baseline | Target | Basis: baseline from the founder's traction or '0 (pre-launch)'; targets as estimates with arithmetic from the business model's benchmarks (retention, CAC payback, gross margin) and the runway; include the founder's goal for the year when given",
  bets: "three bets, table Bet | Cost | Key assumption | Stop signal; cost in team time (person-months from team size and runway) with its arithmetic",
  "not-doing":
    "a list of what the venture will not do this year (deferred segments, custom work, second platforms, feature parity with a named competitor), each with which bet it would push out",
  roadmap:
    "table Quarter | Focus | Milestones | Review point for Q1 to Q4, sequencing the bets; when the runway is under twelve months, mark when to raise or cut",
  risks:
    "table Risk | Where it comes from | Early warning | First response, five risks from the industry, the business model, the discovery's adoption barriers and the market's threats",
  review:
    "an ordered checklist for the end of each quarter: goals, bets' stop signals, positioning, segments, risks, money, the not-doing list",
  swot: "four labelled lists: strengths and weaknesses from the idea and customer discovery, opportunities and threats from the market analysis",
  "lean-canvas":
    "table Block | Content with nine rows: problem, customer segments, unique value proposition, solution, channels, revenue streams, cost structure, key metrics, unfair advantage",
};

/** The strategic plan's prompt for a language model (issue 13). */
export function buildPrompt(request: StrategicPlanRequest): ModelPrompt {
  return buildPlanPrompt({
    facts: readVentureFacts(request),
    specs: STRATEGIC_PLAN_SECTIONS,
    task: TASK,
    guidance: GUIDANCE,
    fields: [
      {
        label: "Runway (months)",
        field: "runwayMonths",
        value: request.runwayMonths === undefined ? undefined : String(request.runwayMonths),
      },
      {
        label: "Team size",
        field: "teamSize",
        value: request.teamSize === undefined ? undefined : String(request.teamSize),
      },
      { label: "Traction today", field: "traction", value: request.traction },
      { label: "This year's goal", field: "yearGoal", value: request.yearGoal },
      { label: "Constraints", field: "constraints", value: request.constraints },
    ],
    founderText: strategicPlanTool.founderText(request),
    ...(request.regenerate ? { regenerate: request.regenerate } : {}),
  });
}
