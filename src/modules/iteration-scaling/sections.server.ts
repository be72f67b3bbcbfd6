import type { PlanBlock } from "../../shared/plan";
import { LTV_LIFETIME_CAP_MONTHS } from "../../shared/unit-economics";
import { variant } from "../_kit/plan/prose.server";
import {
  basisCell,
  GROWTH,
  type IsContext,
  type Metric,
  STAGE_NAMES,
  type Stage,
} from "./context.server";
import { cards } from "./experiments.server";

/**
 * The iteration plan's baseline, diagnosis, roadmap, readiness checklist and review cadence
 * (issue 14). Each section reads the context built once (context.server.ts), so a regenerated
 * section changes its own take and nothing else.
 */

// ---------------------------------------------------------------------------------------------
// Metrics baseline
// ---------------------------------------------------------------------------------------------

function baselineRows(ctx: IsContext): { area: string; label: string; metric: Metric }[] {
  const b = ctx.baseline;
  const rows: { area: string; label: string; metric: Metric | undefined }[] = [
    { area: "Funnel", label: "Visitors a month", metric: b.visitors },
    {
      area: "Funnel",
      label: ctx.b2b ? "Sign-ups or demo requests a month" : "Sign-ups a month",
      metric: b.signups,
    },
    { area: "Funnel", label: "Visitor-to-sign-up rate", metric: b.visitorRate },
    {
      area: "Funnel",
      label: "Activation rate (sign-ups reaching first value)",
      metric: b.activation,
    },
    { area: "Funnel", label: "Activated sign-ups a month", metric: b.activated },
    { area: "Retention", label: "Day-30 retention", metric: b.retentionDay30 },
    { area: "Retention", label: "Monthly churn", metric: b.churn },
    { area: "Revenue", label: "Paying customers", metric: b.customers },
    { area: "Revenue", label: "Revenue a month", metric: b.revenue },
    { area: "Revenue", label: "Revenue per customer a month (ARPU)", metric: b.arpu },
    { area: "Unit economics", label: "Gross margin", metric: b.margin },
    { area: "Unit economics", label: "Customer acquisition cost (CAC)", metric: b.cac },
    {
      area: "Unit economics",
      label: "Lifetime value (LTV = ARPU × gross margin ÷ churn)",
      metric: b.ltv,
    },
    {
      area: "Unit economics",
      label: "CAC payback (CAC ÷ monthly gross margin per customer)",
      metric: b.payback,
    },
    { area: "Unit economics", label: "LTV:CAC", metric: b.ltvToCac },
  ];
  return rows.filter(
    (row): row is { area: string; label: string; metric: Metric } => row.metric !== undefined,
  );
}

const HOW_TO_MEASURE: Record<string, string> = {
  Funnel:
    "count in your analytics: page views by source, sign-ups, and the event that marks first value",
  Retention:
    "group customers by the month they started and count who is still active or paying each month after",
  Revenue: "read from your billing tool at the end of each month",
  "Unit economics":
    "marketing and sales spend of the month ÷ customers won that month; margin from your accounts",
};

export function baselineSection(ctx: IsContext): PlanBlock[] {
  const take = variant(ctx.roundFor("baseline"), 3);
  const rows = baselineRows(ctx);
  const own = rows.filter((row) => row.metric.tag === "your input");
  const intro: PlanBlock = {
    kind: "paragraph",
    text: `Where ${ctx.product} stands today with ${ctx.customer}: the funnel, retention, revenue and unit economics in one place. ${own.length > 0 ? `${own.length === rows.length ? "Every" : "Some"} figure${own.length === 1 ? " is" : "s are"} your own;` : "None of these figures is your own yet;"} the Basis column tags each one your input, from your go-to-market plan, benchmark or estimate, with its arithmetic.`,
  };
  if (take === 1) {
    const assumed = rows.filter((row) => row.metric.tag !== "your input");
    const blocks: PlanBlock[] = [intro];
    if (own.length > 0)
      blocks.push(
        { kind: "paragraph", text: "Measured by you:" },
        {
          kind: "table",
          header: ["Metric", "Value", "Basis"],
          rows: own.map((row) => [row.label, row.metric.shown, basisCell(row.metric)]),
        },
      );
    if (assumed.length > 0)
      blocks.push(
        { kind: "paragraph", text: "Assumed until you measure them, replace these first:" },
        {
          kind: "table",
          header: ["Metric", "Value", "Basis"],
          rows: assumed.map((row) => [row.label, row.metric.shown, basisCell(row.metric)]),
        },
      );
    return blocks;
  }
  if (take === 2) {
    return [
      intro,
      {
        kind: "table",
        header: ["Metric", "Value", "Basis"],
        rows: rows.map((row) => [row.label, row.metric.shown, basisCell(row.metric)]),
      },
      { kind: "paragraph", text: "How to measure each area yourself:" },
      {
        kind: "list",
        ordered: false,
        items: Object.entries(HOW_TO_MEASURE).map(([area, how]) => `${area}: ${how}.`),
      },
    ];
  }
  return [
    intro,
    {
      kind: "table",
      header: ["Area", "Metric", "Value", "Basis"],
      rows: rows.map((row) => [row.area, row.label, row.metric.shown, basisCell(row.metric)]),
    },
    {
      kind: "paragraph",
      text: ctx.baseline.once
        ? `Unit economics: your price is paid once, so LTV ${ctx.baseline.ltv.shown} is one sale, ${ctx.baseline.arpu.shown} × ${ctx.baseline.margin.shown} gross margin, and revenue is each month's new customers × the price; CAC ${ctx.baseline.cac.shown} is ${ctx.baseline.payback.value === 0 ? "earned back on the first sale" : "never earned back by one sale"}${ctx.baseline.ltvToCac ? `, and LTV:CAC is ${ctx.baseline.ltvToCac.shown}` : ""}.`
        : `Unit economics: LTV ${ctx.baseline.ltv.shown} is ${ctx.baseline.arpu.shown} a month × ${ctx.baseline.margin.shown} gross margin ${ctx.baseline.ltv.note.includes("capped") ? `× ${LTV_LIFETIME_CAP_MONTHS} months, a lifetime capped at five years (${ctx.baseline.churn.shown} churn alone would give a longer one)` : `÷ ${ctx.baseline.churn.shown} monthly churn`}; CAC ${ctx.baseline.cac.shown} is earned back in ${ctx.baseline.payback.shown}${ctx.baseline.ltvToCac ? `, and LTV:CAC is ${ctx.baseline.ltvToCac.shown}` : ""}.`,
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// Bottleneck diagnosis
// ---------------------------------------------------------------------------------------------

const stageRow = (stage: Stage) => [
  stage.name,
  stage.measure,
  stage.actual?.shown ?? "Not measured",
  stage.benchmark?.shown ?? "None in the knowledge base",
  stage.ratioShown ?? "",
  stage.actual
    ? basisCell(stage.actual)
    : "Estimate: not measured yet; ask each new sign-up how they heard of you",
];

export function evidenceOf(stage: Stage): string {
  if (!stage.actual || !stage.benchmark) return `${stage.name} is not measured yet.`;
  // Nothing measured and the figure is the benchmark itself: say so, not "100% of it".
  if (!stage.measured && stage.actual.value === stage.benchmark.value)
    return `${stage.phrase} is taken at its benchmark, ${stage.benchmark.shown}, until you measure it`;
  return `${stage.phrase} is ${stage.actual.shown} against a benchmark of ${stage.benchmark.shown}, ${stage.ratioShown} of it${stage.measured ? " (your own number)" : " (assumed, not yet measured)"}`;
}

const WHY_FIRST: Record<string, string> = {
  activation:
    "a sign-up who never reaches first value never becomes a paying account, so every other stage is capped by it",
  retention:
    "customers who leave in their first months take the revenue and the word of mouth with them, so new customers only replace them",
  acquisition: "too few people arrive for the later stages to be read at all",
  revenue:
    "each customer costs more than they earn back in the usual time, so growth spends cash faster",
};

export function bottleneckSection(ctx: IsContext): PlanBlock[] {
  const take = variant(ctx.roundFor("bottleneck"), 3);
  const { bottleneck } = ctx;
  const runnerUp = ctx.ranked[1];
  const sentences = [
    `${bottleneck.name} is the bottleneck for ${ctx.product}: ${evidenceOf(bottleneck)}${ctx.entered === 0 ? "" : ", the weakest of the stages against their benchmarks"}.`,
  ];
  if (ctx.entered === 0)
    sentences.push(
      `None of your own metrics were entered, so every stage sits near its benchmark or your go-to-market plan's targets; ${bottleneck.name.toLowerCase()} comes first because ${WHY_FIRST[bottleneck.id] ?? "it limits the rest"}. Enter your numbers and generate the plan again to find your real bottleneck.`,
    );
  else if (runnerUp?.ratioShown)
    sentences.push(
      `Next weakest: ${runnerUp.name.toLowerCase()}, at ${runnerUp.ratioShown} of its benchmark.`,
    );
  const problem = ctx.request.biggestProblem.trim();
  if (problem) {
    const named = ctx.namedStage;
    sentences.push(
      named === undefined
        ? `You described your biggest problem as "${problem}"; the numbers above are the check on it.`
        : named === bottleneck.id
          ? `You described your biggest problem as "${problem}", which points at ${STAGE_NAMES[named].toLowerCase()} too: the numbers agree.`
          : `You described your biggest problem as "${problem}", which points at ${STAGE_NAMES[named].toLowerCase()}; the numbers point at ${bottleneck.name.toLowerCase()} instead, so test that first and keep an experiment for ${STAGE_NAMES[named].toLowerCase()} in the backlog.`,
    );
  }
  const table: PlanBlock = {
    kind: "table",
    header: ["Stage", "What we measure", "Yours", "Benchmark", "Against benchmark", "Basis"],
    rows: (take === 1 ? ctx.ranked : ctx.stages).map(stageRow),
  };
  const lead: PlanBlock = { kind: "paragraph", text: sentences.join(" ") };
  if (take === 1) {
    return [
      lead,
      {
        kind: "paragraph",
        text: "The five AARRR stages, weakest first (against benchmark: yours as a share of the benchmark, so below 100% is worse):",
      },
      table,
      { kind: "paragraph", text: "What would change this diagnosis:" },
      {
        kind: "list",
        ordered: false,
        items: [
          `Your own figure for ${bottleneck.phrase} over the last full month${bottleneck.measured ? ", again next month" : ", in place of the assumed one"}.`,
          "A referral count: ask every new sign-up how they heard of you.",
          `A second month of numbers, to tell a trend from a bad month.`,
        ],
      },
    ];
  }
  if (take === 2) {
    return [
      lead,
      table,
      {
        kind: "paragraph",
        text: `Questions to put to five of ${ctx.customer} about ${bottleneck.name.toLowerCase()}, before the first experiment:`,
      },
      { kind: "list", ordered: true, items: QUESTIONS[bottleneck.id] ?? QUESTIONS.activation! },
    ];
  }
  return [
    lead,
    table,
    {
      kind: "paragraph",
      text: `Against benchmark shows yours as a share of the benchmark: below 100% is worse. Referral has no benchmark and no number yet, so it is not ranked; start counting it. The experiment backlog aims at ${bottleneck.name.toLowerCase()} first.`,
    },
  ];
}

const QUESTIONS: Partial<Record<string, string[]>> = {
  activation: [
    "What were you hoping to get done the day you signed up?",
    "Where did you stop, and what were you doing just before?",
    "What would have made you come back the next day?",
  ],
  retention: [
    "What made you start paying, and is that still true?",
    "When did you last use it, and for what?",
    "What would you use instead if it disappeared tomorrow?",
  ],
  acquisition: [
    "Where were you when you first heard of a tool like this?",
    "What did you search for, or whom did you ask?",
    "What almost stopped you from signing up?",
  ],
  revenue: [
    "What do you compare the price with?",
    "Who else had to agree before you paid?",
    "What would make it worth paying more?",
  ],
};

// ---------------------------------------------------------------------------------------------
// 90-day roadmap
// ---------------------------------------------------------------------------------------------

function addDays(iso: string, days: number): string {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The blocks' labels, dated from the start date when there is one. */
function blockLabels(ctx: IsContext): string[] {
  const { builder } = ctx;
  builder.estimate(
    "90-day roadmap blocks",
    "weeks 1–4, 5–8, 9–12, review in week 13",
    "90 days ≈ 13 weeks: three blocks of 4 weeks (weeks 1–4, 5–8 and 9–12) and a review in week 13.",
  );
  const start = ctx.request.startDate;
  const labels = ["Weeks 1–4", "Weeks 5–8", "Weeks 9–12", "Review (week 13)"];
  if (!start) return labels;
  const startShown = builder.input("Start date", "startDate", start);
  return labels.map((label, index) => {
    if (index === 0) return `${label} (from ${startShown})`;
    const date = addDays(start, index * 28);
    const shown = builder.estimate(
      `${label.replace(/ \(.*\)$/, "")} start`,
      date,
      `${startShown} + ${index * 28} days (${index} × 4 weeks) = ${date}.`,
    );
    return `${label} (from ${shown})`;
  });
}

export function roadmapSection(ctx: IsContext): PlanBlock[] {
  const take = variant(ctx.roundFor("roadmap"), 3);
  const labels = blockLabels(ctx);
  const [first, second, third] = cards(ctx);
  const name = (card: typeof first) =>
    card?.experiment.name ?? "the next experiment in the backlog";
  const owner = ctx.facts.plans.teamPlan
    ? "The owner your team plan names for this stage"
    : "Founder";
  const instrument = `Set up tracking for each stage of ${ctx.product}'s funnel (sign-up, first value, payment, cancel)`;
  const rows =
    take === 1
      ? [
          [
            labels[0]!,
            `${instrument}; build ${name(first)}`,
            `Baseline for the month; ${first?.metric.toLowerCase() ?? "the bottleneck's number"} weekly`,
            `Keep, change or stop ${name(first)} against ${first?.passMark ?? "its pass mark"}`,
          ],
          [
            labels[1]!,
            `Build ${name(second)}; roll out the first experiment if it passed`,
            `${second?.metric ?? "Its metric"} weekly`,
            `Read ${name(second)} against ${second?.passMark ?? "its pass mark"}`,
          ],
          [
            labels[2]!,
            `Build ${name(third)}`,
            `${third?.metric ?? "Its metric"} weekly`,
            `Read ${name(third)} against ${third?.passMark ?? "its pass mark"}`,
          ],
          [
            labels[3]!,
            "Nothing new: update the baseline",
            "Every metric of the baseline for the quarter",
            "Re-rank the backlog and choose the next bottleneck",
          ],
        ]
      : take === 2
        ? [
            [
              labels[0]!,
              owner,
              `${instrument}. Run ${name(first)} and ${name(second)} side by side only if they touch different stages.`,
              `${first?.metric ?? "The metric"} at ${first?.passMark ?? "its pass mark"} or a stop`,
            ],
            [
              labels[1]!,
              owner,
              `Whatever passed becomes the default for every new customer; start ${name(third)}.`,
              "The winners live for all customers",
            ],
            [
              labels[2]!,
              owner,
              `Finish ${name(third)}; prepare the growth spend the readiness checklist allows.`,
              "Readiness checklist reviewed",
            ],
            [
              labels[3]!,
              owner,
              "Quarterly review with the results log.",
              "Next quarter's bottleneck named",
            ],
          ]
        : [
            [
              labels[0]!,
              `${ctx.bottleneck.name}: ${name(first)}`,
              `${instrument}; launch the experiment by the end of the first week`,
              `${first?.metric ?? "Metric"} read against ${first?.passMark ?? "its pass mark"}`,
            ],
            [
              labels[1]!,
              `${second ? STAGE_NAMES[second.experiment.stage] : "Next stage"}: ${name(second)}`,
              "Roll out what passed; launch the second experiment",
              `${second?.metric ?? "Metric"} read against ${second?.passMark ?? "its pass mark"}`,
            ],
            [
              labels[2]!,
              `${third ? STAGE_NAMES[third.experiment.stage] : "Next stage"}: ${name(third)}`,
              "Roll out what passed; launch the third experiment",
              `${third?.metric ?? "Metric"} read against ${third?.passMark ?? "its pass mark"}`,
            ],
            [
              labels[3]!,
              "Review",
              "Update the baseline with the quarter's numbers, log every result, run the readiness checklist",
              "Decide: fix the next bottleneck or spend on growth",
            ],
          ];
  const header =
    take === 1
      ? ["Weeks", "Build", "Measure", "Decide"]
      : take === 2
        ? ["Weeks", "Owner", "Work", "Exit criterion"]
        : ["Weeks", "Focus", "Tasks", "Milestone"];
  return [
    {
      kind: "paragraph",
      text: `Ninety days for ${ctx.product}, one experiment at a time on ${ctx.bottleneck.name.toLowerCase()} first, so each result can be read on its own. ${take === 2 ? "Laid out by owner and exit criterion." : take === 1 ? "Laid out as build, measure, decide." : "Each block ends with a decision, not a feature."}`,
    },
    { kind: "table", header, rows },
    {
      kind: "paragraph",
      text: "Hold growth spend flat until the review: more traffic into a leaking stage buys the leak, not growth.",
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// Scaling readiness
// ---------------------------------------------------------------------------------------------

interface Check {
  group: "Unit economics" | "Product" | "Team and systems";
  check: string;
  threshold: string;
  yours: string;
  status: "Ready" | "Not yet" | "Assumed: measure first" | "Check";
  action: string;
}

function checks(ctx: IsContext): Check[] {
  const { baseline: b, builder } = ctx;
  const ltvMark = builder.figure("LTV:CAC before scaling (Skok, 2013)", GROWTH.ltvToCac, "3");
  const paybackMark = builder.figure(
    "CAC payback before scaling (Skok, 2013)",
    GROWTH.cacPaybackCeiling,
  );
  const status = (ok: boolean, metric: Metric | undefined): Check["status"] =>
    metric === undefined
      ? "Not yet"
      : metric.tag !== "your input"
        ? "Assumed: measure first"
        : ok
          ? "Ready"
          : "Not yet";
  const ltvOk = b.ltvToCac ? b.ltvToCac.value >= GROWTH.ltvToCac.value : b.cac.value === 0;
  const paybackOk = b.payback.value <= GROWTH.cacPaybackCeiling.value;
  const churnOk = b.churn.value <= b.churnBenchmark.value;
  const activationOk = b.activation.value >= GROWTH.activationRate.value;
  const ltvMetric =
    b.ltvToCac && b.cac.tag === "your input" && b.churn.tag === "your input"
      ? { ...b.ltvToCac, tag: "your input" as const }
      : b.ltvToCac;
  const paybackMetric =
    b.cac.tag === "your input" ? { ...b.payback, tag: "your input" as const } : b.payback;
  return [
    {
      group: "Unit economics",
      check: "Lifetime value well above acquisition cost",
      threshold: `LTV:CAC at least ${ltvMark} (For Entrepreneurs, David Skok, 2013)`,
      yours: b.ltvToCac?.shown ?? "No acquisition cost yet",
      status: status(ltvOk, ltvMetric),
      action: "Raise ARPU or cut churn before spending more per customer",
    },
    {
      group: "Unit economics",
      check: "Acquisition cost earned back quickly",
      threshold: `CAC payback within ${paybackMark} (For Entrepreneurs, David Skok, 2013)`,
      yours: b.payback.shown,
      status: status(paybackOk, paybackMetric),
      action: "Move spend to the cheapest channel; test an annual plan paid up front",
    },
    {
      group: "Product",
      check: "Customers stay",
      threshold: `Monthly churn at most ${b.churnBenchmark.shown} (${ctx.facts.model.name} benchmark)`,
      yours: b.churn.shown,
      status: status(churnOk, b.churn),
      action: "Run the retention experiments in the backlog",
    },
    {
      group: "Product",
      check: "New sign-ups reach first value",
      threshold: `Activation at least ${b.activation.tag === "benchmark" ? b.activation.shown : builder.figure("Activation rate yardstick (SaaS average)", GROWTH.activationRate)} (an estimate, not a published benchmark)`,
      yours: b.activation.shown,
      status: status(activationOk, b.activation),
      action: "Run the activation experiments in the backlog",
    },
    {
      group: "Product",
      check: `The ${ctx.bottleneck.name.toLowerCase()} experiment passed`,
      threshold: "Its pass mark, held for a full month after roll-out",
      yours: "Not run yet",
      status: "Not yet",
      action: "Log the result in the results log",
    },
    {
      group: "Team and systems",
      check: "Each stage's number has an owner",
      threshold: "A named person per AARRR stage",
      yours: ctx.facts.plans.teamPlan ? "See your team plan" : "Founder owns all",
      status: "Check",
      action: "Name owners before adding people to growth",
    },
    {
      group: "Team and systems",
      check: "Onboarding, billing and support run without the founder",
      threshold: "A new customer is served end to end without the founder stepping in",
      yours: "Not measured",
      status: "Check",
      action: `Write down the steps of serving one of ${ctx.customer} and automate the most repeated one`,
    },
    {
      group: "Team and systems",
      check: "Cash covers growth spend until it pays back",
      threshold: `Cash for every new customer's CAC until payback (${b.payback.shown})`,
      yours: ctx.facts.plans.financialPlan ? "See your financial plan" : "No financial plan yet",
      status: "Check",
      action: "Model the growth spend in the IT, financial and legal module",
    },
  ];
}

export function readinessSection(ctx: IsContext): PlanBlock[] {
  const take = variant(ctx.roundFor("readiness"), 3);
  const list = checks(ctx);
  const ready = list.filter((item) => item.status === "Ready").length;
  const intro: PlanBlock = {
    kind: "paragraph",
    text: `Before ${ctx.product} spends more on growth, every line should read Ready. A line marked "Assumed: measure first" rests on a benchmark or an estimate, not your numbers. ${ready === list.length ? "All lines are ready." : ready === 0 ? "No line is ready yet: fix the bottleneck before scaling." : "Scale only once the rest are ready too."}`,
  };
  if (take === 1) {
    const groups = ["Unit economics", "Product", "Team and systems"] as const;
    return [
      intro,
      ...groups.flatMap((group): PlanBlock[] => [
        { kind: "paragraph", text: `${group}:` },
        {
          kind: "list",
          ordered: false,
          items: list
            .filter((item) => item.group === group)
            .map(
              (item) => `${item.check}: ${item.threshold}. Yours: ${item.yours}. ${item.status}.`,
            ),
        },
      ]),
    ];
  }
  if (take === 2) {
    const order = { "Not yet": 0, "Assumed: measure first": 1, Check: 2, Ready: 3 } as const;
    const sorted = [...list].sort((a, b) => order[a.status] - order[b.status]);
    return [
      intro,
      { kind: "paragraph", text: "What blocks scaling, most pressing first:" },
      {
        kind: "table",
        header: ["Check", "Status", "Threshold", "What to do"],
        rows: sorted.map((item) => [
          item.check,
          item.status,
          item.threshold,
          item.status === "Ready" ? "Keep it there" : item.action,
        ]),
      },
    ];
  }
  return [
    intro,
    {
      kind: "table",
      header: ["Check", "Threshold", "Yours", "Status"],
      rows: list.map((item) => [item.check, item.threshold, item.yours, item.status]),
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// Review cadence and results log
// ---------------------------------------------------------------------------------------------

export function reviewSection(ctx: IsContext, logged: number): PlanBlock[] {
  const take = variant(ctx.roundFor("review"), 3);
  const [first] = cards(ctx);
  const cadence = [
    [
      "Weekly",
      "Monday, half an hour",
      `The running experiment's metric (${first?.metric.toLowerCase() ?? "the bottleneck's number"}) against its pass mark and stop rule`,
      "Continue or stop, written in the results log",
    ],
    [
      "Monthly",
      "First Monday of the month",
      "The whole baseline: funnel, retention, revenue, unit economics",
      "Updated baseline; the backlog re-scored by ICE",
    ],
    [
      "Quarterly",
      "The review block of the roadmap",
      "The results log, the bottleneck and the readiness checklist",
      "The next quarter's bottleneck and roadmap; this plan generated again with the new numbers",
    ],
  ];
  const how = [
    "Add an entry when an experiment starts: its date, the experiment, the metric it moves, and Pending as the decision.",
    "When it ends, write the result in numbers and words (what moved, by how much, what customers said).",
    "Decide: Keep (roll it out to every customer), Change (run a new version) or Stop (drop it and say why).",
    "Carry the new number into the baseline and re-score the backlog before the next experiment starts.",
  ];
  const start =
    logged > 0
      ? `The log below starts with the ${logged === 3 ? "three" : "top"} experiment cards as Pending entries, dated from your start date.`
      : "The log starts empty: add an entry as each experiment starts (give a start date to have the cards entered for you).";
  const intro: PlanBlock = {
    kind: "paragraph",
    text: `How ${ctx.product} keeps learning: a weekly look at the running experiment, a monthly update of the baseline and a quarterly review that starts the next round.`,
  };
  if (take === 1) {
    return [
      intro,
      { kind: "paragraph", text: "The weekly scorecard to fill in:" },
      {
        kind: "table",
        header: ["Metric", "Baseline", "This week", "Decision"],
        rows: cards(ctx).map((card) => [card.metric, card.baseline, "", ""]),
      },
      { kind: "table", header: ["Cadence", "When", "Review", "Output"], rows: cadence },
      { kind: "paragraph", text: `Results log: ${start}` },
      { kind: "list", ordered: true, items: how },
    ];
  }
  if (take === 2) {
    return [
      intro,
      { kind: "paragraph", text: "The monthly review's agenda:" },
      {
        kind: "list",
        ordered: true,
        items: [
          "Read the results log aloud: what passed, what failed, what is still running.",
          "Update each baseline figure tagged benchmark or estimate with your own number.",
          "Check the bottleneck: is it still the weakest stage against its benchmark?",
          "Re-score the backlog and pick the next experiment.",
          "One sentence for the team: what we learned about our customers this month.",
        ],
      },
      {
        kind: "table",
        header: ["Cadence", "When", "Review", "Output"],
        rows: cadence.slice().reverse(),
      },
      { kind: "paragraph", text: `Keeping the results log: ${start} ${how.join(" ")}` },
    ];
  }
  return [
    intro,
    { kind: "table", header: ["Cadence", "When", "Review", "Output"], rows: cadence },
    { kind: "paragraph", text: `How to log results. ${start}` },
    { kind: "list", ordered: true, items: how },
  ];
}
