import { describeBasis } from "../../engine/knowledge";
import { moneyIn } from "../../engine/reading/price";
import { lowerFirst } from "../../engine/text";
import { formatUsd } from "../../shared/money";
import type { PlanBlock } from "../../shared/plan";
import { countShown, FUNNEL, percentShown, rotate, variant } from "../_kit/plan/prose.server";
import { rankChannels } from "./channels.server";
import { centsShown, type GtmContext } from "./context.server";

/**
 * The launch funnel with month-one stage targets and the weekly metrics review (issue 13).
 * Conversion rates come from the knowledge base's funnel benchmarks (sourced where a published
 * figure was checked, estimates otherwise), the budget from the founder; each row says which.
 * CAC is the monthly budget divided by the month's customers, or, without a budget, what a
 * customer can cost within the business model's usual payback.
 */

export interface FunnelNumbers {
  organicVisitors: number;
  organicRate: number;
  organicLeads: number;
  paid?: { visits: number; leads: number; costPerLead: number };
  leads: number;
  customerRate: number;
  customers: number;
  cac: number;
  cacFromBudget: boolean;
  rows: string[][];
}

/** A count rounded the way `countShown` prints it, so the arithmetic shown adds up. */
function roundCount(value: number): number {
  return value >= 10 ? Math.round(value) : Math.round(value * 10) / 10;
}

const SCENARIOS = [
  { factor: 1, name: "planned", note: "the benchmark rates as published or estimated" },
  {
    factor: 0.5,
    name: "cautious",
    note: "half the benchmark visitor-to-lead rate, for a cold audience that has never heard of you",
  },
  {
    factor: 1.5,
    name: "tuned",
    note: "one and a half times the benchmark visitor-to-lead rate, once the page has been tested against the messaging framework",
  },
] as const;

const TAG = { sourced: "Sourced", input: "Your input", estimate: "Estimate" } as const;

export function funnelNumbers(ctx: GtmContext, take: number): FunnelNumbers {
  const { builder, b2b, budget, price, facts } = ctx;
  const scenario = SCENARIOS[take] ?? SCENARIOS[0];
  const kind = b2b ? "b2b" : "b2c";
  const rows: string[][] = [];
  if (budget)
    rows.push([
      "Marketing budget",
      `${budget.shown} a month`,
      "",
      `${TAG.input}: your monthly budget`,
    ]);

  const perDay = b2b ? 10 : 20;
  const organicVisitors = perDay * 30;
  const organicShown = builder.estimate(
    "Visitors from founder-led channels, month one",
    countShown(organicVisitors),
    `About ${perDay} visits a day from posts, communities and outreach × 30 days = ${organicVisitors}, before any paid media.`,
  );
  rows.push([
    "Visitors from founder-led channels",
    organicShown,
    "",
    `${TAG.estimate}: ${perDay} visits a day × 30 days from your own posts and outreach`,
  ]);

  let paid: FunnelNumbers["paid"];
  let paidLeadRows: string[][] = [];
  if (budget) {
    const cpc = FUNNEL.paidSearch.costPerClick;
    const cpcShown = builder.figure(
      "Paid search cost per click (average, 23 industries)",
      cpc,
      centsShown(cpc.value),
    );
    const visits = roundCount(budget.value / cpc.value);
    const visitsShown = builder.estimate(
      "Visitors from paid search, month one",
      countShown(visits),
      `${budget.shown} ÷ ${cpcShown} a click = ${countShown(visits)} visits.`,
    );
    rows.push([
      "Visitors from paid search",
      visitsShown,
      `${cpcShown} a click`,
      `${TAG.sourced}: ${describeBasis(cpc.basis)}; ${budget.shown} ÷ ${cpcShown} = ${visitsShown}`,
    ]);
    const ctr = FUNNEL.paidSearch.clickToLead;
    const ctrShown = builder.figure(
      "Paid search click-to-lead rate (average, 23 industries)",
      ctr,
      percentShown(ctr.value),
    );
    const leads = roundCount((visits * ctr.value) / 100);
    const leadsShown = builder.estimate(
      "Leads from paid search, month one",
      countShown(leads),
      `${countShown(visits)} visits × ${ctrShown} = ${countShown(leads)} leads.`,
    );
    const costPerLead = budget.value / Math.max(leads, 0.1);
    const cplShown = builder.estimate(
      "Cost per paid lead",
      formatUsd(costPerLead),
      `${budget.shown} ÷ ${countShown(leads)} paid leads = ${formatUsd(costPerLead)}.`,
    );
    const benchmark = builder.figure(
      "Paid search cost per lead (average, 23 industries)",
      FUNNEL.paidSearch.costPerLead,
      centsShown(FUNNEL.paidSearch.costPerLead.value),
    );
    paid = { visits, leads, costPerLead };
    paidLeadRows = [
      [
        "Leads from paid search",
        leadsShown,
        ctrShown,
        `${TAG.sourced}: ${describeBasis(ctr.basis)}; ${countShown(visits)} × ${ctrShown} = ${leadsShown}`,
      ],
      [
        "Cost per paid lead (check)",
        cplShown,
        "",
        `${TAG.estimate}: ${budget.shown} ÷ ${countShown(leads)} paid leads = ${cplShown}, against a sourced benchmark average of ${benchmark} a lead (WordStream by LocaliQ, 2024); far above it, fix the page before buying more clicks`,
      ],
    ];
  }

  const base = FUNNEL.visitorToLead[kind];
  const baseShown = builder.figure(`Visitor-to-lead rate (${b2b ? "B2B" : "B2C"})`, base);
  const organicRate = Math.round(base.value * scenario.factor * 100) / 100;
  const rateShown =
    scenario.factor === 1
      ? baseShown
      : builder.estimate(
          `Visitor-to-lead rate, ${scenario.name} case`,
          percentShown(organicRate),
          `${baseShown} × ${scenario.factor} = ${percentShown(organicRate)}: ${scenario.note}.`,
        );
  const organicLeads = roundCount((organicVisitors * organicRate) / 100);
  const organicLeadsShown = builder.estimate(
    `Leads from founder-led channels, month one${scenario.factor === 1 ? "" : ` (${scenario.name})`}`,
    countShown(organicLeads),
    `${organicShown} visitors × ${rateShown} = ${countShown(organicLeads)} leads.`,
  );
  rows.push(...paidLeadRows.slice(0, 1));
  rows.push([
    "Leads from founder-led channels",
    organicLeadsShown,
    rateShown,
    `${TAG.estimate}: ${describeBasis(base.basis).replace(/^Estimate: /, "")}${scenario.factor === 1 ? "" : ` Then × ${scenario.factor} (${scenario.name} case).`}`,
  ]);

  const leads = roundCount(organicLeads + (paid?.leads ?? 0));
  const leadsShown = paid
    ? builder.estimate(
        `Leads, month one${scenario.factor === 1 ? "" : ` (${scenario.name})`}`,
        countShown(leads),
        `${countShown(paid.leads)} from paid search + ${countShown(organicLeads)} from founder-led channels = ${countShown(leads)}.`,
      )
    : organicLeadsShown;
  if (paid)
    rows.push([
      "Leads in total",
      leadsShown,
      "",
      `${TAG.estimate}: ${countShown(paid.leads)} from paid search + ${countShown(organicLeads)} from founder-led channels`,
    ]);
  const ltc = FUNNEL.leadToCustomer[kind];
  const ltcShown = builder.figure(`Lead-to-customer rate (${b2b ? "B2B" : "B2C"})`, ltc);
  const customers = roundCount((leads * ltc.value) / 100);
  const customersShown = builder.estimate(
    `Customers, month one${scenario.factor === 1 ? "" : ` (${scenario.name})`}`,
    countShown(customers),
    `${countShown(leads)} leads × ${ltcShown} = ${countShown(customers)} customers.`,
  );
  rows.push([
    "Customers",
    customersShown,
    `${ltcShown} of leads`,
    `${TAG.estimate}: ${describeBasis(ltc.basis).replace(/^Estimate: /, "")}`,
  ]);

  let cac: number;
  let cacFromBudget: boolean;
  if (budget) {
    cac = budget.value / customers;
    cacFromBudget = true;
    const cacShown = builder.estimate(
      `Customer acquisition cost (CAC)${scenario.factor === 1 ? "" : `, ${scenario.name} case`}`,
      formatUsd(cac),
      `${budget.shown} budget ÷ ${countShown(customers)} customers = ${formatUsd(cac)} (blended: founder-led customers cost time, not budget).`,
    );
    rows.push([
      "Customer acquisition cost (CAC)",
      cacShown,
      "",
      `${TAG.estimate}: ${budget.shown} ÷ ${customersShown} customers = ${cacShown}`,
    ]);
  } else {
    const model = facts.model;
    const payback = builder.figure(`${model.name} CAC payback`, model.cacPaybackMonths);
    const margin = builder.figure(`${model.name} gross margin`, model.grossMargin);
    cac = model.cacPaybackMonths.value * price.perMonth * (model.grossMargin.value / 100);
    cacFromBudget = false;
    // The price a month: a yearly or weekly price as its monthly amount (the kit records it).
    const monthlyPrice =
      price.period === "month" || price.period === null
        ? price.shown
        : moneyIn(price.perMonth, price.currency);
    const cacShown = builder.estimate(
      "Affordable CAC",
      moneyIn(cac, price.currency),
      `${payback} payback × ${monthlyPrice} price a month × ${margin} gross margin = ${moneyIn(cac, price.currency)}${price.period === null ? " (one purchase a month assumed)" : ""}: the most a customer can cost and still pay back in the usual time.`,
    );
    rows.push([
      "Customer acquisition cost (CAC), ceiling",
      cacShown,
      "",
      `${TAG.estimate}: no budget given, so ${payback} payback × ${monthlyPrice} a month × ${margin} margin; spend no more than this per customer`,
    ]);
  }
  rows.push(...paidLeadRows.slice(1));
  const pooled = builder.figure(
    "Landing-page conversion, pooled across Unbounce pages",
    FUNNEL.landingPagePooled,
  );
  rows.push([
    "Landing-page conversion to tune towards",
    pooled,
    "",
    `${TAG.sourced}: ${describeBasis(FUNNEL.landingPagePooled.basis)}; a ceiling for a dedicated page, not a launch target`,
  ]);
  return {
    organicVisitors,
    organicRate,
    organicLeads,
    ...(paid ? { paid } : {}),
    leads,
    customerRate: ltc.value,
    customers,
    cac,
    cacFromBudget,
    rows,
  };
}

export function funnelSection(ctx: GtmContext): PlanBlock[] {
  const take = variant(ctx.roundFor("funnel"), SCENARIOS.length);
  const scenario = SCENARIOS[take] ?? SCENARIOS[0];
  const numbers = funnelNumbers(ctx, take);
  const leadWord =
    ctx.motion === "sales-led"
      ? "a demo request"
      : ctx.b2b
        ? "a trial or demo request"
        : "a sign-up";
  return [
    {
      kind: "paragraph",
      text: `Month-one funnel for ${ctx.product}, ${scenario.name} case (${scenario.note}). A visitor reaches the page; a lead is ${leadWord} from one of ${ctx.customer}; a customer pays. Each row's basis says whether its figure is sourced (publisher and year), your input, or an estimate with its arithmetic; replace the estimates with your own numbers after the first two weekly reviews.`,
    },
    { kind: "table", header: ["Stage", "Target", "Rate", "Basis"], rows: numbers.rows },
    {
      kind: "paragraph",
      text: numbers.cacFromBudget
        ? `Judge the budget by CAC: if it stays above what a customer pays you back within the usual payback, spend less on paid search and more hours on the founder-led channels.`
        : `With no budget, the first customers come from your own hours; the CAC ceiling says what you could afford to spend per customer once paid channels start.`,
    },
  ];
}

// ---------------------------------------------------------------------------------------------

const QUESTIONS = [
  "Which channel brought the customers who stayed, not just the sign-ups?",
  "Where did most people drop out: visit to lead, or lead to customer? Fix that stage first.",
  "What did three customers say this week, in their own words, and does the message still match?",
  "Is CAC inside the limit? If not, what will you stop doing?",
  "What one experiment runs next week, and what result would make you keep it?",
] as const;

export function weeklyReviewSection(ctx: GtmContext): PlanBlock[] {
  const take = variant(ctx.roundFor("weekly-review"), 3);
  const { builder, facts } = ctx;
  const numbers = funnelNumbers(ctx, 0);
  const weeklyVisitors = Math.round((numbers.organicVisitors + (numbers.paid?.visits ?? 0)) / 4);
  const visitorsShown = builder.estimate(
    "Visitors a week",
    countShown(weeklyVisitors),
    `Month-one visitors ${countShown(numbers.organicVisitors + (numbers.paid?.visits ?? 0))} ÷ 4 weeks = ${countShown(weeklyVisitors)}.`,
  );
  const weeklyLeads = roundCount(numbers.leads / 4);
  const leadsShown = builder.estimate(
    "Leads a week",
    countShown(weeklyLeads),
    `Month-one leads ${countShown(numbers.leads)} ÷ 4 weeks = ${countShown(weeklyLeads)}.`,
  );
  const [primary] = rankChannels(ctx, 0);
  const retention = facts.model.retention;
  const retentionShown = builder.figure(
    `${facts.model.name} ${retention.metric.replace(/-/g, " ")}`,
    retention.figure,
  );
  const retentionLabel =
    retention.metric === "monthly-customer-churn"
      ? `Churn: at most ${retentionShown} of customers a month`
      : `Retention: ${retentionShown} (${retention.metric.replace(/-/g, " ")})`;
  const metrics: string[][] = [
    ["Visitors", `${visitorsShown} a week`, "", "By source: which channel sent them"],
    ["Leads", `${leadsShown} a week`, "", "Count only real people from your customer profile"],
    [
      "Customers",
      `${countShown(numbers.customers)} in month one`,
      "",
      "Why each one bought, in their words",
    ],
    [
      numbers.cacFromBudget ? "CAC" : "CAC ceiling",
      `At most ${formatUsd(numbers.cac)}`,
      "",
      numbers.cacFromBudget
        ? "Budget spent ÷ customers won"
        : "Only once you spend money on acquisition",
    ],
    [
      `Primary channel: ${lowerFirst(primary?.name ?? "outreach")}`,
      "Hours spent and replies",
      "",
      "Keep it or switch it at the monthly review",
    ],
    ["Retention", retentionLabel, "", "Who left, and the reason they gave"],
  ];
  const rotated = take === 0 ? metrics : rotate(metrics, take * 2);
  return [
    {
      kind: "paragraph",
      text: `Thirty minutes every Monday for ${ctx.product}: fill in this week's column, compare it with the target, and write one decision. The targets come from the funnel section; change them when your own numbers replace the estimates.`,
    },
    { kind: "table", header: ["Metric", "Target", "This week", "Notes"], rows: rotated },
    { kind: "paragraph", text: "Review questions:" },
    { kind: "list", ordered: true, items: rotate(QUESTIONS, take) },
    {
      kind: "paragraph",
      text: "Decision rule: a channel that brings no customer for three weeks running gives its hours to the secondary channel; one that beats its target gets the next experiment.",
    },
  ];
}
