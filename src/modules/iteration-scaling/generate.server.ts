import { definePlanEngine } from "../_kit/plan/engine.server";
import { buildContext, type IsContext } from "./context.server";
import { backlogSection, cards, experimentsSection, rankExperiments } from "./experiments.server";
import { ITERATION_SCALING_SECTIONS } from "./plan";
import { iterationScalingPrompt } from "./prompt.server";
import type { IterationScalingRequest, ResultsLogEntry } from "./schema";
import {
  baselineSection,
  bottleneckSection,
  evidenceOf,
  readinessSection,
  reviewSection,
  roadmapSection,
} from "./sections.server";
import iterationScalingTool from "./tool";

/**
 * The iteration and scaling engine (issue 14): a metrics baseline from the founder's numbers (else
 * the go-to-market plan's targets, else benchmarks), the AARRR bottleneck with its evidence, an
 * ICE-ranked experiment backlog aimed at it, cards for the top three, a 90-day roadmap, a
 * readiness checklist and the review cadence, every figure in the provenance; or the model told
 * what each section holds. Pure and deterministic offline: the results log starts with the cards
 * as pending entries dated from the founder's start date (never today's date), and is empty
 * without one.
 */
export const iterationScalingEngine = definePlanEngine(ITERATION_SCALING_SECTIONS, {
  context: (request: IterationScalingRequest) => {
    const ctx = buildContext(request);
    return Object.assign(ctx, { resultsLog: startingLog(ctx) });
  },
  sections: {
    baseline: {
      guidance:
        "a table { Area, Metric, Value, Basis }: visitors, sign-ups, visitor-to-sign-up rate, activation rate, day-30 retention, monthly churn, paying customers, revenue a month, ARPU, gross margin, CAC, LTV = ARPU × gross margin ÷ monthly churn, CAC payback = CAC ÷ (ARPU × gross margin), LTV:CAC; every Basis cell starts with Your input, From your go-to-market plan, Benchmark or Estimate, with the arithmetic",
      write: baselineSection,
    },
    bottleneck: {
      guidance:
        "a paragraph naming the weakest stage with its number and its benchmark; a table { Stage, What we measure, Yours, Benchmark, Against benchmark, Basis } over acquisition, activation, retention, referral and revenue; say whether the founder's own description of the problem agrees",
      write: bottleneckSection,
    },
    backlog: {
      guidance:
        "a table { Rank, Experiment, Stage, Impact, Confidence, Ease, ICE score } with impact, confidence and ease each 1 to 10 and the score shown as I × C × E = score, highest first, the bottleneck's experiments first in impact",
      write: backlogSection,
    },
    experiments: {
      guidance:
        "one card per top-three experiment: hypothesis (if we change X, metric moves from baseline to pass mark), metric, pass mark, stop rule, duration",
      write: experimentsSection,
    },
    roadmap: {
      guidance:
        "a table { Weeks, Focus, Tasks, Milestone } with rows Weeks 1–4, Weeks 5–8, Weeks 9–12 and Review, dated from the start date when given",
      write: roadmapSection,
    },
    readiness: {
      guidance:
        "a table { Check, Threshold, Yours, Status } covering LTV:CAC at least 3 and CAC payback within 12 months (David Skok, SaaS Metrics 2.0, For Entrepreneurs, 2013), churn and activation against their benchmarks, the bottleneck experiment passed, owners, systems and cash; a status is Assumed when the number is not the founder's own",
      write: readinessSection,
    },
    review: {
      guidance:
        "a table { Cadence, When, Review, Output } for weekly, monthly and quarterly reviews, then how to log a result (date, experiment, metric, result, decision keep/change/stop/pending)",
      write: (ctx) => reviewSection(ctx, ctx.resultsLog.length),
    },
  },
  summary: summaryOf,
  extra: (ctx) => ({ resultsLog: ctx.resultsLog }),
  tool: iterationScalingTool,
  prompt: iterationScalingPrompt,
});

export const generateIterationScaling = iterationScalingEngine.generate;
export const buildPrompt = iterationScalingEngine.buildPrompt;

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
