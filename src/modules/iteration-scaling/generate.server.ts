import { OFFLINE_DATA_SOURCE, type OfflineGenerator } from "../../engine/offline";
import type { PlanBlock, PlanSection } from "../../shared/plan";
import { buildContext, type IsContext } from "./context.server";
import { backlogSection, cards, experimentsSection, rankExperiments } from "./experiments.server";
import { ITERATION_SCALING_SECTIONS } from "./plan";
import type { IterationScalingRequest, IterationScalingResult, ResultsLogEntry } from "./schema";
import {
  baselineSection,
  bottleneckSection,
  evidenceOf,
  readinessSection,
  reviewSection,
  roadmapSection,
} from "./sections.server";

/**
 * The offline iteration and scaling engine (issue 14): a metrics baseline from the founder's
 * numbers (else the go-to-market plan's targets, else benchmarks), the AARRR bottleneck with its
 * evidence, an ICE-ranked experiment backlog aimed at it, cards for the top three, a 90-day
 * roadmap, a readiness checklist and the review cadence, every figure in the provenance. Pure
 * and deterministic: the results log starts with the cards as pending entries dated from the
 * founder's start date (never today's date), and is empty without one.
 */
export const generateIterationScaling: OfflineGenerator<
  IterationScalingRequest,
  IterationScalingResult
> = (request) => {
  const ctx = buildContext(request);
  const resultsLog = startingLog(ctx);
  const writers: Record<string, (ctx: IsContext) => PlanBlock[]> = {
    baseline: baselineSection,
    bottleneck: bottleneckSection,
    backlog: backlogSection,
    experiments: experimentsSection,
    roadmap: roadmapSection,
    readiness: readinessSection,
    review: (context) => reviewSection(context, resultsLog.length),
  };
  const summary = summaryOf(ctx);
  const sections: PlanSection[] = ITERATION_SCALING_SECTIONS.map((spec) => {
    const write = writers[spec.id];
    if (!write) throw new Error(`No writer for the iteration section ${spec.id}`);
    return { id: spec.id, heading: spec.heading, blocks: write(ctx), round: ctx.roundFor(spec.id) };
  });
  return {
    summary,
    sections,
    builtOn: ctx.facts.builtOn,
    dataSource: OFFLINE_DATA_SOURCE,
    ...ctx.builder.build(),
    resultsLog,
  };
};

function startingLog(ctx: IsContext): ResultsLogEntry[] {
  const start = ctx.request.startDate;
  if (!start) return [];
  ctx.builder.input("Start date", "startDate", start);
  return cards(ctx).map((card, index) => ({
    id: `exp-${index + 1}`,
    date: start,
    experiment: card.experiment.name.slice(0, 200),
    metric: card.metric.slice(0, 200),
    result: "",
    decision: "pending" as const,
  }));
}

function summaryOf(ctx: IsContext): string {
  const [top] = rankExperiments(ctx);
  const { baseline } = ctx;
  const sentences = [
    `This plan finds ${ctx.bottleneck.name.toLowerCase()} the bottleneck for ${ctx.product} with ${ctx.customerFull}: ${evidenceOf(ctx.bottleneck)}.`,
    top
      ? `It ranks the experiments by ICE and starts with "${top.name}" (score ${top.scoreShown}), then sets a 90-day roadmap and a monthly review.`
      : "It sets a 90-day roadmap and a monthly review.",
    baseline.ltvToCac
      ? `LTV is ${baseline.ltv.shown} against a CAC of ${baseline.cac.shown} (LTV:CAC ${baseline.ltvToCac.shown}); the readiness checklist says what must hold before spending more on growth.`
      : `LTV is ${baseline.ltv.shown}; the readiness checklist says what must hold before spending more on growth.`,
  ];
  if (ctx.entered === 0)
    sentences.push(
      "No metrics of your own were entered, so the baseline is benchmarks and plan targets: enter your numbers to sharpen it.",
    );
  if (ctx.lacks.length > 0)
    sentences.push(`It has no ${ctx.lacks.join(" or ").replace(/^an? /, "")}.`);
  return sentences.join(" ");
}
