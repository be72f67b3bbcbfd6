import { formatNumber } from "../../engine/provenance-builder";
import type { PlanBlock } from "../../shared/plan";
import { percentShown, variant } from "../_kit/plan/prose.server";
import { type IsContext, STAGE_NAMES, type StageId, usd } from "./context.server";

/**
 * The experiment backlog and its top three as cards (issue 14). Experiments come from a small
 * library per AARRR stage, worded for the venture (B2B or B2C, its product and customer); each is
 * scored by ICE (impact, confidence and ease, 1 to 10, score = I × C × E). Impact rises for the
 * bottleneck (and a little for the runner-up), confidence when the stage's number is the
 * founder's own. The same ranking serves every take of the two sections.
 */

interface Template {
  key: string;
  stage: StageId;
  name: (ctx: IsContext) => string;
  /** "If we …, then …" without numbers; the pass mark adds them. */
  change: (ctx: IsContext) => string;
  impact: number;
  confidence: number;
  ease: number;
  weeks: number;
  /** Relative change the pass mark asks of the stage's metric. */
  lift: number;
  only?: "b2b" | "b2c";
}

const LIBRARY: readonly Template[] = [
  // Activation
  {
    key: "onboarding-checklist",
    stage: "activation",
    name: (ctx) => `Onboarding checklist to the first result in ${ctx.product}`,
    change: (ctx) =>
      `new sign-ups see a short checklist that leads them to their first real result in ${ctx.product}`,
    impact: 7,
    confidence: 6,
    ease: 7,
    weeks: 4,
    lift: 0.25,
  },
  {
    key: "done-for-you-setup",
    stage: "activation",
    name: (ctx) =>
      ctx.b2b
        ? "Done-with-you setup call for every new account"
        : "Pre-filled first booking from the sign-up answers",
    change: (ctx) =>
      ctx.b2b
        ? `every new account from ${ctx.customer} is offered a short setup call where the founder does the first setup with them`
        : `the first use of ${ctx.product} is pre-filled from what people said when signing up`,
    impact: 8,
    confidence: 6,
    ease: 5,
    weeks: 4,
    lift: 0.3,
  },
  {
    key: "sample-data",
    stage: "activation",
    name: (ctx) => `Sample data and a template so ${ctx.product} is never empty`,
    change: () =>
      "the product opens with sample data and a ready template instead of an empty screen",
    impact: 6,
    confidence: 5,
    ease: 8,
    weeks: 3,
    lift: 0.15,
  },
  {
    key: "activation-nudges",
    stage: "activation",
    name: () => "Reminder sequence for sign-ups who stall before first value",
    change: () =>
      "sign-ups who have not reached first value get a reminder a day and three days after signing up, each with one next step",
    impact: 5,
    confidence: 7,
    ease: 8,
    weeks: 3,
    lift: 0.15,
  },
  // Acquisition
  {
    key: "landing-message",
    stage: "acquisition",
    name: (ctx) => `Landing page rewritten in the words of ${ctx.customer}`,
    change: (ctx) =>
      `the landing page leads with the problem as ${ctx.customer} describe it, with one call to action`,
    impact: 6,
    confidence: 6,
    ease: 8,
    weeks: 3,
    lift: 0.25,
  },
  {
    key: "founder-outreach",
    stage: "acquisition",
    name: (ctx) =>
      ctx.b2b
        ? "Founder-led outbound to a narrow list of accounts"
        : "Posts in the communities where owners gather",
    change: (ctx) =>
      ctx.b2b
        ? `the founder writes to a short, named list of ${ctx.customer} each week with a specific reason to talk`
        : `the founder posts helpful, non-promotional answers where ${ctx.customer} already ask for help`,
    impact: 6,
    confidence: 5,
    ease: 6,
    weeks: 4,
    lift: 0.2,
  },
  {
    key: "lead-magnet",
    stage: "acquisition",
    name: () => "A free tool or checklist that captures sign-ups",
    change: (ctx) =>
      `a free checklist or calculator for ${ctx.customer} asks for an email before the download`,
    impact: 5,
    confidence: 4,
    ease: 6,
    weeks: 4,
    lift: 0.2,
  },
  // Retention
  {
    key: "at-risk-outreach",
    stage: "retention",
    name: () => "Personal check-in when a customer's use drops",
    change: (ctx) =>
      `customers of ${ctx.product} whose use drops for a week get a personal message asking what got in the way`,
    impact: 7,
    confidence: 6,
    ease: 7,
    weeks: 6,
    lift: 0.2,
  },
  {
    key: "habit-loop",
    stage: "retention",
    name: (ctx) =>
      ctx.b2b ? "Weekly summary email of what the product saved" : "Recurring booking by default",
    change: (ctx) =>
      ctx.b2b
        ? `each account gets a weekly summary of what ${ctx.product} did for them`
        : `customers set up a recurring plan at checkout instead of booking one at a time`,
    impact: 7,
    confidence: 5,
    ease: 6,
    weeks: 6,
    lift: 0.2,
  },
  {
    key: "exit-survey",
    stage: "retention",
    name: () => "Cancel flow with a reason and a save offer",
    change: () =>
      "customers who cancel pick a reason and see one offer matched to it (a pause, a smaller plan or help)",
    impact: 5,
    confidence: 6,
    ease: 7,
    weeks: 6,
    lift: 0.1,
  },
  // Referral
  {
    key: "referral-ask",
    stage: "referral",
    name: () => "Ask for a referral right after a customer's first success",
    change: (ctx) =>
      `customers are asked to invite a colleague or friend at the moment ${ctx.product} first works for them`,
    impact: 5,
    confidence: 4,
    ease: 8,
    weeks: 6,
    lift: 0,
  },
  {
    key: "referral-reward",
    stage: "referral",
    name: () => "Two-sided referral credit",
    change: () => "both the customer who refers and the one referred get a month's credit",
    impact: 6,
    confidence: 4,
    ease: 5,
    weeks: 8,
    lift: 0,
    only: "b2c",
  },
  {
    key: "case-study",
    stage: "referral",
    name: () => "Case study with the happiest customer, shared by them",
    change: (ctx) =>
      `one happy customer among ${ctx.customer} co-writes a short case study and shares it with their peers`,
    impact: 5,
    confidence: 5,
    ease: 6,
    weeks: 6,
    lift: 0,
    only: "b2b",
  },
  // Revenue
  {
    key: "annual-plan",
    stage: "revenue",
    name: () => "Annual plan with two months free, offered at checkout",
    change: () => "checkout offers paying yearly up front for the price of ten months",
    impact: 5,
    confidence: 6,
    ease: 7,
    weeks: 6,
    lift: 0.1,
  },
  {
    key: "price-test",
    stage: "revenue",
    name: () => "Higher price for new customers only",
    change: () => "new customers see a higher list price while existing customers keep theirs",
    impact: 6,
    confidence: 5,
    ease: 7,
    weeks: 6,
    lift: 0.15,
  },
  {
    key: "cheaper-channel",
    stage: "revenue",
    name: () => "Move spend from the costliest channel to the cheapest",
    change: () =>
      "the channel with the highest cost per customer gives half its budget to the one with the lowest",
    impact: 6,
    confidence: 5,
    ease: 6,
    weeks: 6,
    lift: 0.15,
  },
];

export interface Experiment {
  key: string;
  stage: StageId;
  name: string;
  change: string;
  impact: number;
  confidence: number;
  ease: number;
  score: number;
  scoreShown: string;
  weeks: number;
  lift: number;
}

/** How many experiments each stage brings to the backlog: the bottleneck all of its own. */
function share(ctx: IsContext, stage: StageId): number {
  if (stage === ctx.bottleneck.id) return 4;
  if (stage === ctx.ranked[1]?.id) return 2;
  return 1;
}

/** The backlog, highest ICE first; the scores are recorded with their arithmetic once. */
export function rankExperiments(ctx: IsContext): Experiment[] {
  const orientation = ctx.b2b ? "b2b" : "b2c";
  const byStage = new Map<StageId, Template[]>();
  for (const template of LIBRARY) {
    if (template.only && template.only !== orientation) continue;
    byStage.set(template.stage, [...(byStage.get(template.stage) ?? []), template]);
  }
  const picked = [...byStage.entries()].flatMap(([stage, templates]) =>
    templates.slice(0, share(ctx, stage)),
  );
  const measured = new Set(ctx.stages.filter((stage) => stage.measured).map((stage) => stage.id));
  const experiments = picked.map((template): Experiment => {
    const boost =
      template.stage === ctx.bottleneck.id ? 2 : template.stage === ctx.ranked[1]?.id ? 1 : 0;
    const impact = Math.min(10, template.impact + boost);
    const confidence = Math.min(10, template.confidence + (measured.has(template.stage) ? 1 : 0));
    const ease = template.ease;
    const score = impact * confidence * ease;
    const name = template.name(ctx);
    const scoreShown = ctx.builder.estimate(
      `ICE score: ${name}`,
      String(score),
      `Impact ${impact} × confidence ${confidence} × ease ${ease} = ${score} (each 1 to 10; impact ${template.impact}${boost ? ` + ${boost} for ${boost === 2 ? "the bottleneck" : "the second-weakest stage"}` : ""}, confidence ${template.confidence}${measured.has(template.stage) ? " + 1 for your own number" : ""}).`,
    );
    return {
      key: template.key,
      stage: template.stage,
      name,
      change: template.change(ctx),
      impact,
      confidence,
      ease,
      score,
      scoreShown,
      weeks: template.weeks,
      lift: template.lift,
    };
  });
  return experiments.sort((a, b) => b.score - a.score);
}

const backlogRow = (experiment: Experiment, rank: number) => [
  String(rank),
  experiment.name,
  STAGE_NAMES[experiment.stage],
  String(experiment.impact),
  String(experiment.confidence),
  String(experiment.ease),
  `${experiment.impact} × ${experiment.confidence} × ${experiment.ease} = ${experiment.scoreShown}`,
];

export function backlogSection(ctx: IsContext): PlanBlock[] {
  const take = variant(ctx.roundFor("backlog"), 3);
  const experiments = rankExperiments(ctx);
  const ranks = new Map(experiments.map((experiment, index) => [experiment.key, index + 1]));
  ctx.builder.estimate(
    "Experiments in the backlog",
    String(experiments.length),
    `${experiments.length} experiments: all of the bottleneck's, two for the second-weakest stage and one for each other stage, ranked ${experiments.map((_, index) => index + 1).join(", ")}.`,
  );
  const header = ["Rank", "Experiment", "Stage", "Impact", "Confidence", "Ease", "ICE score"];
  const intro: PlanBlock = {
    kind: "paragraph",
    text: `Experiments for ${ctx.product}, aimed at ${ctx.bottleneck.name.toLowerCase()} first. Each is scored for impact (how much it moves the stage's number), confidence (how sure you are it will) and ease (how little it takes to run), each 1 to 10; the ICE score multiplies them, and the highest runs first.`,
  };
  if (take === 1) {
    const quick = [...experiments].sort((a, b) => b.ease - a.ease || b.score - a.score);
    return [
      intro,
      {
        kind: "paragraph",
        text: "The same backlog sorted by ease: the quick wins to slot in while the top experiment runs. The rank is still the ICE rank.",
      },
      {
        kind: "table",
        header,
        rows: quick.map((experiment) => backlogRow(experiment, ranks.get(experiment.key) ?? 0)),
      },
      {
        kind: "paragraph",
        text: "Run one experiment per stage at a time, so each result can be read on its own.",
      },
    ];
  }
  if (take === 2) {
    const blocks: PlanBlock[] = [intro];
    for (const stage of ctx.ranked) {
      const own = experiments.filter((experiment) => experiment.stage === stage.id);
      if (own.length === 0) continue;
      blocks.push(
        {
          kind: "paragraph",
          text: `${stage.name}${stage.id === ctx.bottleneck.id ? " (the bottleneck)" : ""}:`,
        },
        {
          kind: "table",
          header,
          rows: own.map((experiment) => backlogRow(experiment, ranks.get(experiment.key) ?? 0)),
        },
      );
    }
    return blocks;
  }
  return [
    intro,
    {
      kind: "table",
      header,
      rows: experiments.map((experiment, index) => backlogRow(experiment, index + 1)),
    },
    {
      kind: "paragraph",
      text: "Re-score the backlog at each monthly review: an experiment that passed raises confidence for its neighbours, one that failed lowers it.",
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// Cards
// ---------------------------------------------------------------------------------------------

export interface Card {
  experiment: Experiment;
  metric: string;
  baseline: string;
  passMark: string;
  stopRule: string;
  duration: string;
  hypothesis: string;
}

/** The top three experiments as cards, with the numbers they must reach. */
export function cards(ctx: IsContext): Card[] {
  const { baseline, builder } = ctx;
  return rankExperiments(ctx)
    .slice(0, 3)
    .map((experiment) => {
      const half = Math.max(1, Math.round(experiment.weeks / 2));
      const duration = builder.estimate(
        `Length: ${experiment.name}`,
        `${experiment.weeks} weeks`,
        `${experiment.weeks} weeks: long enough for a full cohort of sign-ups or a billing cycle; the stop check is at week ${half}, halfway.`,
      );
      const liftShown = `${Math.round(experiment.lift * 100)}%`;
      let metric: string;
      let current: string;
      let target: string;
      const mark = (label: string, base: string, value: string, lower: boolean) =>
        builder.estimate(
          `Pass mark: ${experiment.name}`,
          value,
          `${label} ${base} ${lower ? "×" : "×"} (1 ${lower ? "−" : "+"} ${liftShown}) = ${value}, a ${liftShown} relative ${lower ? "fall" : "rise"}.`,
        );
      switch (experiment.stage) {
        case "acquisition": {
          const base = baseline.visitorRate ?? baseline.signups;
          metric = baseline.visitorRate ? "Visitor-to-sign-up rate" : "Sign-ups a month";
          current = base.shown;
          const value = baseline.visitorRate
            ? percentShown(Math.min(100, base.value * (1 + experiment.lift)))
            : formatNumber(Math.ceil(base.value * (1 + experiment.lift)));
          target = mark(metric, base.shown, value, false);
          break;
        }
        case "activation": {
          metric = "Activation rate";
          current = baseline.activation.shown;
          target = mark(
            metric,
            current,
            percentShown(Math.min(100, baseline.activation.value * (1 + experiment.lift))),
            false,
          );
          break;
        }
        case "retention": {
          metric = "Monthly churn";
          current = baseline.churn.shown;
          target = mark(
            metric,
            current,
            percentShown(baseline.churn.value * (1 - experiment.lift)),
            true,
          );
          break;
        }
        case "referral": {
          metric = "Share of new sign-ups referred by a customer";
          current = "not measured yet";
          target = builder.estimate(
            `Pass mark: ${experiment.name}`,
            "10%",
            "One new sign-up in 10 (10%) naming a customer as the reason they came: a first sign that word of mouth works, to refine once measured.",
          );
          break;
        }
        default: {
          metric = "Revenue per customer a month (ARPU)";
          current = baseline.arpu.shown;
          target = mark(
            metric,
            current,
            usd(Math.round(baseline.arpu.value * (1 + experiment.lift) * 100) / 100),
            false,
          );
        }
      }
      const stopRule = `Stop at week ${half} if ${metric.toLowerCase()} is worse than the baseline (${current}), or if customers complain about the change; otherwise run the full ${duration}.`;
      return {
        experiment,
        metric,
        baseline: current,
        passMark: target,
        stopRule,
        duration,
        hypothesis: `If ${experiment.change}, then ${metric.toLowerCase()} moves from ${current} to ${target} or better, because it targets ${STAGE_NAMES[experiment.stage].toLowerCase()}${experiment.stage === ctx.bottleneck.id ? ", the bottleneck" : ""}.`,
      };
    });
}

export function experimentsSection(ctx: IsContext): PlanBlock[] {
  const take = variant(ctx.roundFor("experiments"), 3);
  const list = cards(ctx);
  const blocks: PlanBlock[] = [
    {
      kind: "paragraph",
      text: `The top ${list.length === 3 ? "three" : "experiments"} of the backlog for ${ctx.product}, written so anyone on the team can run them and anyone can tell whether they passed.`,
    },
  ];
  if (take === 1) {
    blocks.push({
      kind: "table",
      header: ["Experiment", "Hypothesis", "Metric", "Pass mark", "Stop rule", "Duration"],
      rows: list.map((card) => [
        card.experiment.name,
        card.hypothesis,
        card.metric,
        card.passMark,
        card.stopRule,
        card.duration,
      ]),
    });
    return blocks;
  }
  const ordered =
    take === 2 ? [...list].sort((a, b) => b.experiment.ease - a.experiment.ease) : list;
  for (const card of ordered) {
    if (take === 2) {
      blocks.push(
        {
          kind: "paragraph",
          text: `${card.experiment.name} (${STAGE_NAMES[card.experiment.stage]}, ICE ${card.experiment.scoreShown})`,
        },
        {
          kind: "list",
          ordered: false,
          items: [
            `Why: ${card.hypothesis}`,
            `Watch: ${card.metric}, from ${card.baseline}`,
            `Pass: ${card.passMark} or better at the end of ${card.duration}`,
            `Stop: ${card.stopRule}`,
          ],
        },
      );
      continue;
    }
    blocks.push({
      kind: "table",
      header: ["Card", card.experiment.name],
      rows: [
        ["Stage", STAGE_NAMES[card.experiment.stage]],
        ["Hypothesis", card.hypothesis],
        ["Metric", `${card.metric} (baseline ${card.baseline})`],
        ["Pass mark", card.passMark],
        ["Stop rule", card.stopRule],
        ["Duration", card.duration],
        ["ICE score", card.experiment.scoreShown],
      ],
    });
  }
  if (take === 2)
    blocks.push({
      kind: "paragraph",
      text: "Cards in the order to prepare them, the easiest first, so something is running in the first week while the harder set-up is built.",
    });
  return blocks;
}
