import { OFFLINE_DATA_SOURCE, type OfflineGenerator } from "../../engine/offline";
import { shorten } from "../../engine/text";
import type { PlanBlock, PlanSection } from "../../shared/plan";
import { chosenBets, goalFigures } from "./choices.server";
import { buildContext, joinAnd, type PlanContext } from "./context.server";
import { STRATEGIC_PLAN_SECTIONS, type StrategicPlanSectionId } from "./plan";
import type { StrategicPlanRequest, StrategicPlanResult } from "./schema";
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

/**
 * The offline strategic-planning engine (issue 13): reads the venture (idea, knowledge-base
 * entries, market analysis and customer discovery when the request carries them) and writes the
 * eleven sections of plan.ts, every figure through one ProvenanceBuilder. Pure and deterministic;
 * `regenerate` rewrites one section with a different take per round, leaving the others as they
 * were.
 */
const WRITERS: Record<StrategicPlanSectionId, (ctx: PlanContext) => PlanBlock[]> = {
  situation,
  positioning,
  segments,
  goals,
  bets,
  "not-doing": notDoing,
  roadmap,
  risks,
  review,
  swot,
  "lean-canvas": leanCanvas,
};

export const generateStrategicPlan: OfflineGenerator<StrategicPlanRequest, StrategicPlanResult> = (
  request,
) => {
  const ctx = buildContext(request);
  const written = new Map<string, PlanBlock[]>();
  // The situation lists the sources every other section cited, so it is written last.
  for (const spec of STRATEGIC_PLAN_SECTIONS) {
    if (spec.id !== "situation")
      written.set(spec.id, WRITERS[spec.id as StrategicPlanSectionId](ctx));
  }
  const summaryText = summary(ctx);
  written.set("situation", situation(ctx));
  const sections: PlanSection[] = STRATEGIC_PLAN_SECTIONS.map((spec) => ({
    id: spec.id,
    heading: spec.heading,
    blocks: written.get(spec.id) ?? [],
    round: ctx.round(spec.id as StrategicPlanSectionId),
  }));
  return {
    summary: summaryText,
    sections,
    builtOn: ctx.facts.builtOn,
    dataSource: OFFLINE_DATA_SOURCE,
    ...ctx.builder.build(),
  };
};

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
    `The main goal is ${g.customers.display} by the end of Q4, from a baseline of ${shorten(g.baseline, 120)}, with ${g.retention.metric.toLowerCase()} held to ${g.retention.target}.`,
    `Three bets carry it: ${joinAnd(bets)}; deferred segments, custom work and a second platform are on the not-doing list.`,
    grounded,
  ].join(" ");
}
