import { shorten } from "../../engine/text";
import { definePlanEngine } from "../_kit/plan/engine.server";
import { chosenBets, goalFigures } from "./choices.server";
import { buildContext, joinAnd, type PlanContext } from "./context.server";
import { STRATEGIC_PLAN_SECTIONS } from "./plan";
import { strategicPlanPrompt } from "./prompt.server";
import type { StrategicPlanRequest } from "./schema";
import {
  bets,
  goals,
  notDoing,
  positioning,
  positioningChoice,
  segments,
  situation,
} from "./sections.server";
import { leanCanvas, review, risks, roadmap, swot } from "./sections-later.server";
import strategicPlanTool from "./tool";

/**
 * The strategic-planning engine (issue 13): reads the venture (idea, knowledge-base entries,
 * market analysis and customer discovery when the request carries them) and writes the eleven
 * sections of plan.ts offline, every figure through one ProvenanceBuilder, or tells a model what
 * each must hold. Pure and deterministic; `regenerate` rewrites one section with a different take
 * per round, leaving the others as they were.
 */
export const strategicPlanEngine = definePlanEngine(STRATEGIC_PLAN_SECTIONS, {
  context: (request: StrategicPlanRequest) => buildContext(request),
  sections: {
    situation: {
      guidance:
        "paragraph on the venture, a list of the earlier results and knowledge-base entries used (and what is missing, e.g. 'No market analysis in this venture yet: run it to size…'), a table Figure | Value | From carrying SAM/SOM and benchmarks with their sources",
      write: situation,
    },
    positioning: {
      guidance:
        "one sentence 'For <customer> who <pain>, <product> is a <category> that <benefit>; unlike <alternative>, it <difference>', then a table Claim | Evidence | Source (customer, pain, benefit, alternative, difference), then how to test it",
      write: positioning,
    },
    segments: {
      guidance:
        "the first segment and why (the founder's customer, the discovery's primary persona), then a table Deferred segment | Why it waits | Signal that would reopen it",
      write: segments,
    },
    goals: {
      guidance:
        "table Goal | Metric | Baseline | Target | Basis: baseline from the founder's traction or '0 (pre-launch)'; targets as estimates with arithmetic from the business model's benchmarks (retention, CAC payback, gross margin) and the runway; include the founder's goal for the year when given",
      write: goals,
    },
    bets: {
      guidance:
        "three bets, table Bet | Cost | Key assumption | Stop signal; cost in team time (person-months from team size and runway) with its arithmetic",
      write: bets,
    },
    "not-doing": {
      guidance:
        "a list of what the venture will not do this year (deferred segments, custom work, second platforms, feature parity with a named competitor), each with which bet it would push out",
      write: notDoing,
    },
    roadmap: {
      guidance:
        "table Quarter | Focus | Milestones | Review point for Q1 to Q4, sequencing the bets; when the runway is under twelve months, mark when to raise or cut",
      write: roadmap,
    },
    risks: {
      guidance:
        "table Risk | Where it comes from | Early warning | First response, five risks from the industry, the business model, the discovery's adoption barriers and the market's threats",
      write: risks,
    },
    review: {
      guidance:
        "an ordered checklist for the end of each quarter: goals, bets' stop signals, positioning, segments, risks, money, the not-doing list",
      write: review,
    },
    swot: {
      guidance:
        "four labelled lists: strengths and weaknesses from the idea and customer discovery, opportunities and threats from the market analysis",
      write: swot,
    },
    "lean-canvas": {
      guidance:
        "table Block | Content with nine rows: problem, customer segments, unique value proposition, solution, channels, revenue streams, cost structure, key metrics, unfair advantage",
      write: leanCanvas,
    },
  },
  summary,
  // The situation lists the sources every other section cited, so it is written last.
  order: { summary: "after-sections", last: ["situation"] },
  tool: strategicPlanTool,
  prompt: strategicPlanPrompt,
});

export const generateStrategicPlan = strategicPlanEngine.generate;
export const buildPrompt = strategicPlanEngine.buildPrompt;

function summary(ctx: PlanContext): string {
  const position = positioningChoice(ctx, 0);
  const g = goalFigures(ctx, 0);
  const bets = chosenBets(ctx, 0).map((bet) => `“${bet.name}”`);
  const { market, discovery } = ctx.facts;
  const grounded =
    market && discovery
      ? "It builds on the venture's market analysis and customer discovery."
      : market
        ? "It builds on the venture's market analysis; customer discovery is still to run, so the pain is unproven."
        : discovery
          ? "It builds on the venture's customer discovery; a market analysis is still to run, so the market is sized from knowledge-base benchmarks."
          : "No market analysis or customer discovery yet: it rests on knowledge-base benchmarks, and says where.";
  return [
    `A twelve-month strategic plan for ${ctx.product}, serving ${shorten(ctx.customer, 120)} first, positioned against ${shorten(position.alternative, 80)} on ${shorten(position.need, 100)}.`,
    `The main goal is ${g.customers.display} by the end of Q4, from a baseline of ${shorten(g.baseline, 120)}, with ${g.retention.metric.toLowerCase()} held to ${g.retention.target}.${g.customers.disagreement ? ` ${g.customers.disagreement}` : ""}`,
    `Three bets carry it: ${joinAnd(bets)}; deferred segments, custom work and a second platform are on the not-doing list.`,
    grounded,
  ].join(" ");
}
