import { capitalise, lowerFirst } from "../../engine/text";
import { formatUsd } from "../../shared/money";
import type { PlanBlock } from "../../shared/plan";
import { sellingRulesOf } from "../_kit/plan/facts.server";
import { disagreementText, payrollAgainstBudget } from "../_kit/plan/figures.server";
import { rotate, variant } from "../_kit/plan/prose.server";
import {
  joinWords,
  type Need,
  NUMBER_WORDS,
  type Role,
  SALARIES,
  type TeamContext,
} from "./context.server";

/**
 * The team plan's sections (issue 14), each written from the context for one take: take 0 is the
 * first draft; a regenerated section cycles through the other takes, round by round.
 */

const TAKES = 3;

const CLOSE_LABEL: Record<Need["close"], string> = {
  none: "Covered by the founders",
  hire: "Hire (see the role cards)",
  advisor: "Advisor first (see the advisor map)",
  contractor: "Contractor or founder for now",
};

function founderWords(ctx: TeamContext): string {
  const { count, assumed } = ctx.founders;
  const word = NUMBER_WORDS[count] ?? ctx.founders.shown;
  if (count === 1) return assumed ? "one founder (assumed)" : "one founder";
  return `${word} founders${assumed ? " (assumed)" : ""}`;
}

// ---------------------------------------------------------------------------------------------
// Skills gap map
// ---------------------------------------------------------------------------------------------

export function skillsGapSection(ctx: TeamContext): PlanBlock[] {
  const take = variant(ctx.roundFor("skills-gap"), TAKES);
  const rows = ctx.needs.map((need) => [
    need.skill,
    need.have
      ? `Yes: “${need.evidence}” in what you told us`
      : ctx.skillsGiven
        ? "Not in what you told us"
        : "Not told",
    capitalise(joinWords(need.reasons)),
    CLOSE_LABEL[need.close],
  ]);
  const gaps = ctx.needs.filter((need) => !need.have);
  const intro = [
    `What ${ctx.product} needs to reach ${ctx.customer}, set against what its ${founderWords(ctx)} already do. Needs come from the knowledge base's ${ctx.facts.model.name} model and from your plans; each gap says how it closes.`,
    `The gaps first: ${ctx.product} has ${gaps.length === 0 ? "no uncovered skill" : joinWords(gaps.map((need) => lowerFirst(need.skill)))} to close before ${ctx.customer} can rely on it. The table shows every need, gaps on top.`,
    `Read this map by milestone, not by org chart: a gap matters only when the milestone that needs it comes up in the roadmap. For ${ctx.product}, the build needs come first, then the launch needs, then the ones that keep ${ctx.customer} happy.`,
  ][take]!;
  const ordered =
    take === 1
      ? [
          ...rows.filter((_, i) => !ctx.needs[i]!.have),
          ...rows.filter((_, i) => ctx.needs[i]!.have),
        ]
      : take === 2
        ? rotate(rows, 1)
        : rows;
  const blocks: PlanBlock[] = [
    { kind: "paragraph", text: intro },
    { kind: "table", header: ["Skill", "Have", "Need (why)", "Gap"], rows: ordered },
  ];
  if (!ctx.skillsGiven)
    blocks.push({
      kind: "paragraph",
      text: "You did not describe the founders' skills, so every need shows as a gap; tell us what you do well to narrow it.",
    });
  return blocks;
}

// ---------------------------------------------------------------------------------------------
// Role cards
// ---------------------------------------------------------------------------------------------

function outcomes(ctx: TeamContext, role: Role): string[] {
  const { product, customer } = ctx;
  switch (role.area) {
    case "engineering":
      return [
        ctx.mvp
          ? `Ships the MVP of ${product} to testers on the product plan's date (${ctx.mvp}) or says by week four what moves it`
          : `Ships the core workflow of ${product} end to end on real data from ${customer}`,
        "Sets up deploys, error alerts and backups so a founder is not paged for every bug",
        `Fixes the top complaint of the first testers within a week of hearing it`,
      ];
    case "sales":
      return [
        `Runs ${ctx.channel ?? "founder-led outreach"} to ${customer} without a founder on every call`,
        "Writes down the sales steps that worked, with the objections heard and the answers that landed",
        `Closes paying customers for ${product} at the pace the strategic plan sets, or reports why not`,
      ];
    case "marketing":
      return [
        `Runs ${ctx.channel ?? "the primary launch channel"} every week and reports sign-ups by source`,
        `Rewrites the landing page of ${product} from what ${customer} said in calls`,
        "Kills one channel that brings no customers and doubles one that does",
      ];
    case "support":
      return [
        `Onboards every new customer of ${product} personally and keeps a log of their questions`,
        "Answers every customer message within the day and writes the help pages for the top questions",
        "Flags each customer at risk of leaving, with the reason, at the weekly review",
      ];
    default:
      return [
        `Builds the weekly dashboard of ${product}: sign-ups, activation, retention by cohort`,
        "Answers the founders' top three product questions with numbers",
        "Sets the tracking plan so every new feature is measured from its first day",
      ];
  }
}

function skillsFor(role: Role, ctx: TeamContext): string {
  switch (role.area) {
    case "engineering":
      return `Ships alone end to end; has built a ${ctx.facts.model.name} product; talks to users`;
    case "sales":
      return `Has sold to ${ctx.customer} or buyers like them; runs a pipeline without a manager`;
    case "marketing":
      return "Writes clearly; has grown a product from nothing on one channel; reads numbers";
    case "support":
      return `Patient with ${ctx.customer}; writes clear answers; spots patterns in complaints`;
    default:
      return "SQL and a product analytics tool; turns a question into a chart and a decision";
  }
}

export function rolesSection(ctx: TeamContext): PlanBlock[] {
  const take = variant(ctx.roundFor("roles"), TAKES);
  const blocks: PlanBlock[] = [
    {
      kind: "paragraph",
      text: [
        `One card per role ${ctx.product} needs, in hiring order: what the person owns, what they must achieve in their first ninety days, the skills that matter and the form of the role.`,
        `The same roles seen from the first ninety days: if a candidate cannot picture delivering these outcomes for ${ctx.customer}, they are not the hire, however strong the CV.`,
        `Each card starts from the milestone it moves. Write the offer letter from the card, and check the outcomes at day ninety with the new hire.`,
      ][take]!,
    },
  ];
  const roles = take === 2 ? [...ctx.roles].reverse() : ctx.roles;
  for (const role of roles) {
    const items = outcomes(ctx, role);
    blocks.push({
      kind: "table",
      header: ["Role card", role.title],
      rows: [
        ["Form", `${role.kind}${role.planned ? " (a role you already plan)" : ""}`],
        ["Moves the milestone", milestoneOf(ctx, role)],
        ["Skills that matter", skillsFor(role, ctx)],
        ...(take === 1 ? [] : [["Reports to", reportsTo(ctx, role)]]),
      ],
    });
    blocks.push({
      kind: "list",
      ordered: true,
      items: take === 1 ? rotate(items, 1) : items,
    });
  }
  return blocks;
}

function reportsTo(ctx: TeamContext, role: Role): string {
  if (ctx.founders.count === 1) return "You";
  return role.area === "engineering" || role.area === "data"
    ? "The founder who owns the product"
    : "The founder who owns customers";
}

export function milestoneOf(ctx: TeamContext, role: Role): string {
  const quarter = ctx.quarters[role.quarter - 1];
  const roadmap = quarter ? `; the roadmap's Q${role.quarter}: ${quarter}` : "";
  switch (role.phase) {
    case "build":
      return `${ctx.mvp ? `The MVP to testers (${ctx.mvp} in the product plan)` : `The first version of ${ctx.product}`}${roadmap}`;
    case "launch":
      return `The launch${ctx.channel ? ` through ${ctx.channel}` : ""}${roadmap}`;
    case "customers":
      return `The first paying customers staying${roadmap}`;
    default:
      return `Growth you can measure by cohort${roadmap}`;
  }
}

// ---------------------------------------------------------------------------------------------
// Hiring sequence
// ---------------------------------------------------------------------------------------------

export function hiringSequenceSection(ctx: TeamContext): PlanBlock[] {
  const take = variant(ctx.roundFor("hiring-sequence"), TAKES);
  const { builder, runway, budget } = ctx;
  const rows: string[][] = [];
  let payroll = 0;
  const notes: string[] = [];
  for (const [index, role] of ctx.roles.entries()) {
    const start = ctx.quarterStart[role.quarter - 1] ?? 1;
    const before = payroll;
    payroll += role.monthly.value;
    const payrollShown =
      index === 0
        ? role.monthly.shown
        : builder.estimate(
            `Payroll a month after hire ${index + 1}`,
            formatUsd(payroll),
            `${formatUsd(before)} + ${role.title} ${role.monthly.shown} = ${formatUsd(payroll)} a month.`,
          );
    let gate: string;
    if (runway && start > runway.months)
      gate = `After a raise: runway (${runway.shown}) ends before month ${start}`;
    else if (budget && payroll > budget.value)
      gate = `Over your hiring budget (${budget.shown} a month): hire part-time or after revenue`;
    else if (runway || budget)
      gate = `Within ${[runway ? `runway (${runway.shown})` : "", budget ? `budget (${budget.shown} a month)` : ""].filter(Boolean).join(" and ")}`;
    else gate = "Gated on the quarter's review, not on cash (no runway given)";
    const when = `Q${role.quarter} (from month ${start})`;
    rows.push(
      take === 2
        ? [when, role.title, gate, milestoneOf(ctx, role), payrollShown]
        : [when, role.title, milestoneOf(ctx, role), payrollShown, gate],
    );
    if (index === 0 && budget)
      notes.push(
        budget.value >= role.monthly.value
          ? `Your hiring budget (${budget.shown} a month) covers the first hire's ${role.monthly.shown} a month at the midpoint.`
          : `Your hiring budget (${budget.shown} a month) is below the first hire's ${role.monthly.shown} a month at the midpoint: start part-time, as a contractor, or with more equity and less cash.`,
      );
  }
  const header =
    take === 2
      ? ["When", "Role", "Runway and budget", "Milestone it serves", "Payroll a month after"]
      : ["When", "Role", "Milestone it serves", "Payroll a month after", "Runway and budget"];
  const runwayLine = runway
    ? `Runway: ${runway.shown} (${runway.from}), at the spending it was measured on. Each hire shortens it: a role that starts inside the runway still spends the cash faster, so IT, financial and legal prep runs the cash month by month with this payroll and says which hires it allows. A hire that starts after the runway ends waits for a raise or revenue.`
    : "No runway given and none in a strategic plan, so the sequence is not checked against cash: enter your runway to see which hires it allows.";
  const intro = [
    `The order ${ctx.product} hires in, tied to the milestone each role moves and to what the cash allows. Payroll is cumulative: each row adds the new role's monthly cost at the midpoint for ${ctx.location}.`,
    `Hire late, not early: each role below starts in the quarter its milestone comes up, not before. For ${ctx.product}, the question at each review is whether the milestone is close enough that the founders are the bottleneck.`,
    `Cash first: this take leads with what runway and budget allow, then the milestone. A role over budget does not disappear; it starts part-time or waits for revenue from ${ctx.customer}.`,
  ][take]!;
  const blocks: PlanBlock[] = [
    { kind: "paragraph", text: intro },
    { kind: "table", header, rows },
    { kind: "paragraph", text: runwayLine },
  ];
  // Where the runway or the budget disagrees with an earlier plan or with this payroll: said.
  const last = ctx.roles.length;
  const fullPayroll =
    last === 0
      ? undefined
      : {
          value: payroll,
          shown: last === 1 ? ctx.roles[0]!.monthly.shown : formatUsd(payroll),
          what: `the ${last === 1 ? "hire" : `${NUMBER_WORDS[last] ?? last} hires`} in this sequence`,
        };
  const disagree = disagreementText([
    ...ctx.disagreements,
    ...(fullPayroll && last > 1 ? [payrollAgainstBudget(ctx.budget, fullPayroll)] : []),
  ]);
  if (disagree) blocks.push({ kind: "paragraph", text: disagree });
  if (notes.length > 0) blocks.push({ kind: "paragraph", text: notes.join(" ") });
  if (ctx.otherPlanned.length > 0)
    blocks.push({
      kind: "paragraph",
      text: `Roles you planned that the gap map does not call for yet: ${joinWords(ctx.otherPlanned.map((item) => `“${item}”`))}. Keep them on the list and revisit at the next quarterly review.`,
    });
  if (ctx.quarters.length === 0)
    blocks.push({
      kind: "paragraph",
      text: "No strategic roadmap to tie the quarters to: run strategic planning to anchor each hire to a quarter's focus.",
    });
  return blocks;
}

// ---------------------------------------------------------------------------------------------
// Compensation
// ---------------------------------------------------------------------------------------------

const BANDS = [
  { low: 0.85, high: 1.15, name: "market", note: "15% either side of the midpoint" },
  { low: 0.8, high: 1, name: "lean", note: "80% to 100% of the midpoint, with more equity" },
  {
    low: 1,
    high: 1.2,
    name: "competitive",
    note: "100% to 120% of the midpoint, to win a senior candidate",
  },
] as const;

export function compensationSection(ctx: TeamContext): PlanBlock[] {
  const take = variant(ctx.roundFor("compensation"), TAKES);
  const band = BANDS[take] ?? BANDS[0];
  const { builder } = ctx;
  builder.estimate(
    `Pay band: ${band.name}`,
    band.note,
    `Range = midpoint × ${band.low} to midpoint × ${band.high}.`,
  );
  const rows = ctx.roles.map((role) => {
    const benchmark = SALARIES.roles[role.salaryRole];
    const median = builder.figure(
      `${benchmark.occupation}, U.S. median annual pay`,
      benchmark.medianAnnual,
    );
    const sourced = benchmark.medianAnnual.basis.kind === "source";
    const low = Math.round((role.midpoint.value * band.low) / 1000) * 1000;
    const high = Math.round((role.midpoint.value * band.high) / 1000) * 1000;
    const range = builder.estimate(
      `${role.title} pay range, ${band.name} band (${ctx.location})`,
      `${formatUsd(low)}–${formatUsd(high)}`,
      `Midpoint ${role.midpoint.shown} × ${band.low} = ${formatUsd(low)}; × ${band.high} = ${formatUsd(high)} (rounded to the nearest thousand).`,
    );
    const basis = sourced
      ? `Sourced: U.S. Bureau of Labor Statistics, OEWS May 2024, ${lowerFirst(benchmark.occupation)} median ${median}`
      : `Estimate: ${lowerFirst(benchmark.occupation)} median ${median}, not checked against a published table (method in the assumptions)`;
    const location =
      ctx.location === "United States"
        ? "U.S. national figure"
        : `Estimate: × ${SALARIES.locationFactors[ctx.location].value} for ${ctx.location}, a planning factor`;
    return [role.title, median, range, role.monthly.shown, `${basis}; ${location}`];
  });
  return [
    {
      kind: "paragraph",
      text: `Annual base pay in US dollars for each role at ${ctx.product}, ${band.name} band (${band.note}), for hires in ${ctx.location}${ctx.locationChosen ? "" : " (assumed; choose a location to adjust)"}. Each benchmark is tagged Sourced (publisher and year) or Estimate (with its method); the range and the monthly cost are estimates from it.`,
    },
    {
      kind: "table",
      header: ["Role", "Benchmark median (U.S.)", "Range", "Cost a month at midpoint", "Basis"],
      rows,
    },
    {
      kind: "paragraph",
      text: [
        "Payroll taxes and benefits come on top of base pay; check local rules before an offer. Replace a benchmark with the pay of two or three real candidates once you have it.",
        "A lean band stretches the runway but narrows the pool: pair it with the equity ranges below and a clear date to review pay after the next raise.",
        "A competitive band wins candidates from larger companies, at the cost of runway: use it for the role the next milestone depends on most, not for every hire.",
      ][take]!,
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// Interview scorecards
// ---------------------------------------------------------------------------------------------

function criteria(ctx: TeamContext, role: Role): [string, string][] {
  const craft: Record<Role["area"], [string, string]> = {
    engineering: [
      "Shipping craft",
      `Walks through something they shipped alone; in a paid trial task, builds a slice of ${ctx.product}'s core flow with tests`,
    ],
    sales: [
      "Selling to this buyer",
      `Role-plays a first call with a buyer from ${ctx.customer}: asks before pitching, handles the price objection, books a next step`,
    ],
    marketing: [
      "Growing from zero",
      "Shows a channel they grew, with the numbers before and after, and what they stopped doing",
    ],
    support: [
      "Customer care",
      `Answers three real questions from ${ctx.customer} in writing: clear, kind, and each ends with what happens next`,
    ],
    data: ["Analysis", "Turns a raw export into a cohort chart and one recommendation in an hour"],
    design: ["Craft", "Shows finished work"],
    operations: ["Craft", "Shows finished work"],
    domain: ["Craft", "Shows finished work"],
  };
  return [
    craft[role.area],
    [
      "Fit with this venture",
      `Can explain in their words why ${ctx.customer} would switch to ${ctx.product}`,
    ],
    ["Ownership", "Names a time they fixed something nobody asked them to, and what it cost"],
    ["Operating principles", "Gives an example of each principle below in their own past work"],
  ];
}

export function scorecardsSection(ctx: TeamContext): PlanBlock[] {
  const take = variant(ctx.roundFor("scorecards"), TAKES);
  const weights = ctx.builder.estimate(
    "Scorecard weights",
    "40% / 30% / 20% / 10%",
    "A planning split that puts the role's craft first: 40% + 30% + 20% + 10% = 100%.",
  );
  const order = [40, 30, 20, 10] as const;
  const blocks: PlanBlock[] = [
    {
      kind: "paragraph",
      text: [
        `One scorecard per role at ${ctx.product}. Each interviewer scores each criterion 1 to 5 before the debrief; weights (${weights}) make the craft count most.`,
        `Decide what good looks like before meeting anyone: the interviewers agree on these rows first, then score each candidate 1 to 5 on each, weighted ${weights}.`,
        `Scorecards in reverse: start from the operating principles, then the role's craft. Weights stay ${weights}; score 1 to 5 per row, and no hire below 3 on any row.`,
      ][take]!,
    },
  ];
  for (const role of ctx.roles) {
    const rows = criteria(ctx, role).map(([name, good], index) => [name, good, `${order[index]}%`]);
    blocks.push({
      kind: "table",
      header: [`${role.title}: criterion`, "What good looks like", "Weight"],
      rows: take === 2 ? [...rows].reverse() : rows,
    });
  }
  ctx.builder.estimate(
    "Interview score scale",
    "1 to 5",
    "Each criterion is scored from 1 (no evidence) to 5 (clear evidence); a hire needs 3 or more on every row.",
  );
  return blocks;
}

// ---------------------------------------------------------------------------------------------
// Operating principles and rituals
// ---------------------------------------------------------------------------------------------

export function cultureSection(ctx: TeamContext): PlanBlock[] {
  const take = variant(ctx.roundFor("culture"), TAKES);
  const solo = ctx.founders.count === 1;
  const principles = [
    `The customer decides: ${ctx.customer} have the last word on what ${ctx.product} builds, through calls, not guesses.`,
    solo
      ? "One owner per decision: you decide, write it down in a line, and say who it affects."
      : "One owner per decision: product calls sit with the product founder, customer and pricing calls with the customer founder; the other advises, the owner decides.",
    "Write it down: decisions, reasons and owners go in one shared log, so a new hire can read why things are as they are.",
    "Small, shipped, measured: prefer a change live this week over a better one next month, and check its number.",
    ctx.facts.industry.regulatoryIntensity === "high"
      ? `Trust before speed: ${ctx.facts.industry.name} customers' data is handled by the book, even when it is slower.`
      : "Say the bad news first: problems are raised the day they are found, without blame.",
  ];
  const rituals: string[][] = [
    ["Weekly planning", "Monday morning", "Everyone", "Three priorities each, written in the log"],
    [
      "Customer hour",
      "Every week",
      "Everyone, hires included",
      `Calls with ${ctx.customer} or a read of their messages`,
    ],
    ["Demo and retrospective", "Every other Friday", "Everyone", "What shipped, what to change"],
    [
      "Quarterly review",
      "End of each quarter",
      "Founders, then all",
      "The roadmap and the hiring plan revisited",
    ],
  ];
  return [
    {
      kind: "paragraph",
      text: [
        `How ${ctx.product} works, written before the first hire so you can interview for it. Five principles, then the rituals that keep them alive.`,
        `Principles are only real if they cost something. Each one below says what ${ctx.product} gives up to keep it.`,
        `Start with the rituals: habits make the culture, principles explain it. The principles follow.`,
      ][take]!,
    },
    ...(take === 2
      ? ([
          { kind: "table", header: ["Ritual", "When", "Who", "Output"], rows: rituals },
          { kind: "list", ordered: true, items: principles },
        ] as PlanBlock[])
      : ([
          {
            kind: "list",
            ordered: true,
            items:
              take === 1
                ? principles.map((item, index) => `${item} ${COSTS[index] ?? ""}`.trim())
                : principles,
          },
          { kind: "table", header: ["Ritual", "When", "Who", "Output"], rows: rituals },
        ] as PlanBlock[])),
  ];
}

const COSTS = [
  "It costs: features the founders like but customers did not ask for.",
  "It costs: the comfort of deciding together on everything.",
  "It costs: a few minutes after every decision.",
  "It costs: polish in the first version.",
  "It costs: some speed, or some comfort, every week.",
];

// ---------------------------------------------------------------------------------------------
// Advisor map
// ---------------------------------------------------------------------------------------------

export function advisorsSection(ctx: TeamContext): PlanBlock[] {
  const take = variant(ctx.roundFor("advisors"), TAKES);
  const { facts } = ctx;
  const gaps = new Set(ctx.needs.filter((need) => !need.have).map((need) => need.area));
  const regulatory = sellingRulesOf(facts).find((note) => !/\d/.test(note) && note.length <= 220);
  const rows: string[][] = [];
  const domain = facts.industry.name === "Other" ? "the sector" : facts.industry.name;
  rows.push([
    `A former insider: someone who has worked among ${ctx.customer}`,
    `They know how ${ctx.product} would be bought, by whom and against what; no founder has that view from the inside`,
    `Who signs off on a tool like ${ctx.product}? What would make you stop using ${facts.competitors[0] ?? "what you use today"}? What did the last vendor get wrong?`,
  ]);
  if (gaps.has("domain") || facts.industry.regulatoryIntensity === "high")
    rows.push([
      `${capitalise(domain)} regulation and compliance`,
      regulatory
        ? `${regulatory.replace(/\.$/, "")}`
        : `${capitalise(domain)} buyers ask about compliance early`,
      `What must be true before the first customer's data goes into ${ctx.product}? What do buyers' security reviews ask? What would a regulator fine us for?`,
    ]);
  if (gaps.has("sales") || gaps.has("marketing"))
    rows.push([
      ctx.b2b ? "A seller who has sold to this buyer" : "A growth operator from a consumer product",
      `The go-to-market plan depends on ${ctx.channel ?? (ctx.b2b ? "selling" : "growth")}, and the founders have not done it for ${ctx.customer}`,
      "Which of our first ten conversations would you have run differently? What is a realistic cycle from first call to paid? Who should we hire first, and what did your best hire have?",
    ]);
  if (gaps.has("engineering"))
    rows.push([
      "A technical advisor (a CTO who has shipped a similar product)",
      `No founder writes code, so the first engineering hire and the build choices for ${ctx.product} need a second opinion`,
      "Can you sit in on the founding engineer interviews? What in our build plan would you build differently? What will break first when usage grows?",
    ]);
  rows.push([
    "A founder one or two years ahead",
    `They have just made the hires ${ctx.product} is about to make, with the same runway questions`,
    "Which hire came too early, and which too late? What did you pay, and what would you pay now? What did your board ask about the team?",
  ]);
  const ordered = take === 1 ? rotate(rows, 1) : take === 2 ? [...rows].reverse() : rows;
  return [
    {
      kind: "paragraph",
      text: [
        `Advisors who close a gap of ${ctx.product} for a few hours a month, before a salary can. Meet each monthly for the first quarter, then quarterly; bring the questions, and send notes after.`,
        `Pick advisors by the question you cannot answer today. For ${ctx.product}, these are the people whose answers move the next milestone.`,
        `Start with the advisor you will meet most; each comes with the questions that make an hour worth their time.`,
      ][take]!,
    },
    {
      kind: "table",
      header: ["Advisor type", `Why for ${ctx.product}`, "Questions to bring"],
      rows: ordered,
    },
    {
      kind: "paragraph",
      text: "Recognise their time with a small equity grant over two years (see the equity ranges) or a fee; write down what you ask of them either way.",
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// Founder responsibilities
// ---------------------------------------------------------------------------------------------

export function foundersSection(ctx: TeamContext): PlanBlock[] {
  const take = variant(ctx.roundFor("founders"), TAKES);
  const solo = ctx.founders.count === 1;
  const byQuarter = [1, 2, 3, 4].map((quarter) => {
    const hires = ctx.roles.filter((role) => role.quarter === quarter);
    const focus = ctx.quarters[quarter - 1];
    const product =
      quarter === 1
        ? `Build ${ctx.mvp ? `to the MVP (${ctx.mvp})` : "the first version"}`
        : quarter === 2
          ? "Ship what testers and first customers ask for"
          : quarter === 3
            ? "Hand day-to-day building to the team; own the roadmap"
            : "Plan next year's product from the cohort numbers";
    const customers =
      quarter === 1
        ? `Talk to ${ctx.customer} every week; recruit testers`
        : quarter === 2
          ? `Launch${ctx.channel ? ` through ${ctx.channel}` : ""}; close the first customers yourself`
          : quarter === 3
            ? "Hand onboarding to the team; keep a customer hour every week"
            : "Raise or plan the raise; recruit the next year's hires";
    const handoff =
      hires.length > 0
        ? `Hire: ${joinWords(hires.map((role) => lowerFirst(role.title)))}`
        : "No new hire";
    const focusText = focus ? `Roadmap: ${focus}` : "No roadmap quarter";
    return solo
      ? [`Q${quarter}`, `${product}. ${customers}.`, handoff, focusText]
      : [`Q${quarter}`, product, customers, handoff, focusText];
  });
  const header = solo
    ? ["Quarter", "You", "Hiring", "Ties to"]
    : ["Quarter", "Product founder", "Customer founder", "Hiring", "Ties to"];
  const rows = take === 2 ? [...byQuarter].reverse() : byQuarter;
  return [
    {
      kind: "paragraph",
      text: [
        `What the ${founderWords(ctx)} of ${ctx.product} own each quarter for the next twelve months, and what they hand over as each hire arrives.`,
        `The founders' job changes as the team grows: from doing the work to hiring for it. Each quarter below names what to stop doing once the hire lands.`,
        `Read it backwards from the end of the year: where ${ctx.product} must be in Q4 decides what the founders cannot delegate before then.`,
      ][take]!,
    },
    { kind: "table", header, rows },
    ...(take === 1
      ? ([
          {
            kind: "list",
            ordered: false,
            items: ctx.roles.map(
              (role) =>
                `Once the ${lowerFirst(role.title)} starts, stop doing: ${STOP[role.area] ?? "their work yourself"}.`,
            ),
          },
        ] as PlanBlock[])
      : []),
  ];
}

const STOP: Partial<Record<Role["area"], string>> = {
  engineering: "day-to-day coding and bug fixes",
  sales: "running every first call",
  marketing: "writing every post and page",
  support: "answering every customer message",
  data: "building your own dashboards",
};

// ---------------------------------------------------------------------------------------------
// Equity
// ---------------------------------------------------------------------------------------------

const SHARES = [
  { low: 10, high: 15 },
  { low: 5, high: 10 },
  { low: 2.5, high: 5 },
  { low: 1, high: 2.5 },
] as const;

export function equitySection(ctx: TeamContext): PlanBlock[] {
  const take = variant(ctx.roundFor("equity"), TAKES);
  const { builder } = ctx;
  const pools = [10, 12, 15] as const;
  const pool = pools[take] ?? 10;
  const poolShown = builder.estimate(
    `Option pool (planning take ${take + 1})`,
    `${pool}% of the company`,
    `A planning assumption, not a published benchmark: ${pool}% of the company set aside for early hires and advisors (pools of 10% to 15% are common before a seed round; not checked against a survey here).`,
  );
  const rows = ctx.roles.map((role, index) => {
    const share = SHARES[Math.min(index, SHARES.length - 1)]!;
    const low = Math.round(pool * share.low) / 100;
    const high = Math.round(pool * share.high) / 100;
    const shown = builder.estimate(
      `Equity range: ${role.title} (hire ${index + 1}, ${pool}% pool)`,
      `${low}%–${high}%`,
      `${pool}% pool × ${share.low}% = ${low}%; ${pool}% pool × ${share.high}% = ${high}%: earlier hires take a larger share of the pool for a larger risk.`,
    );
    return [
      role.title,
      shown,
      "Four years, one-year cliff",
      `Estimate: ${pool}% pool × ${share.low}%–${share.high}% of the pool for hire ${index + 1}`,
    ];
  });
  const advisor = builder.estimate(
    `Equity range: each advisor (${pool}% pool)`,
    `${Math.round(pool * 1) / 100}%–${Math.round(pool * 2.5) / 100}%`,
    `${pool}% pool × 1% = ${Math.round(pool * 1) / 100}%; × 2.5% = ${Math.round(pool * 2.5) / 100}%, for a few hours a month.`,
  );
  rows.push([
    "Each advisor",
    advisor,
    "Two years, monthly, no cliff",
    `Estimate: ${pool}% pool × 1%–2.5% of the pool`,
  ]);
  return [
    {
      kind: "paragraph",
      text: `Equity for the first people at ${ctx.product}, from an option pool of ${poolShown}. These are planning estimates with their arithmetic, not market data: check them with your lawyer and against the offers candidates hold.`,
    },
    { kind: "table", header: ["Role", "Equity range", "Vesting", "Basis"], rows },
    {
      kind: "paragraph",
      text: [
        "Offer less cash and more equity only to someone who chose it; write the choice into the offer.",
        "A larger pool leaves room for the roles the sequence adds after the next raise; it also dilutes the founders more now.",
        "The largest pool here suits a team that pays below market: the equity makes up part of the gap, so say so in the offer.",
      ][take]!,
    },
  ];
}
