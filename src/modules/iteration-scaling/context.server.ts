import { describeBasis, type Figure } from "../../engine/knowledge";
import { toUsd } from "../../engine/local-money";
import { formatNumber, ProvenanceBuilder } from "../../engine/provenance-builder";
import { isRecurring, moneyIn } from "../../engine/reading/price";
import { formatUsd } from "../../shared/money";
import { type PlanResult, shownBlocks } from "../../shared/plan";
import { LTV_LIFETIME_CAP_MONTHS as CAP } from "../../shared/unit-economics";
import { readVentureFacts, type VentureFacts } from "../_kit/plan/facts.server";
import { venturePrice } from "../_kit/plan/figures.server";
import { type FormMoney, formMoney } from "../_kit/plan/money.server";
import { countShown, FUNNEL, percentShown, productLabel } from "../_kit/plan/prose.server";
import type { IterationScalingRequest } from "./schema";

/**
 * What every section of the iteration plan reads (issue 14): the venture's facts, the founder's
 * numbers, and the baseline built once for the whole plan. A metric the founder left empty comes
 * from the go-to-market plan's funnel targets (its "funnel" table, read defensively) or from the
 * knowledge base, and each says which (`tag`). Every figure is recorded in one ProvenanceBuilder.
 */

export type Tag = "your input" | "from your go-to-market plan" | "benchmark" | "estimate";

export interface Metric {
  value: number;
  /** As the text shows it ("2,400", "37.5%", "$550"). */
  shown: string;
  tag: Tag;
  /** Where it came from, after the tag, for the Basis column. */
  note: string;
}

export type StageId = "acquisition" | "activation" | "retention" | "referral" | "revenue";

export interface Stage {
  id: StageId;
  name: string;
  /** What is measured: "Visitor-to-sign-up rate". */
  measure: string;
  /** The same inside a sentence: "the activation rate". */
  phrase: string;
  actual?: Metric;
  benchmark?: { value: number; shown: string; basis: string };
  /** Actual against the benchmark, 1 = on par, below 1 = worse (undefined: not measured). */
  ratio?: number;
  ratioShown?: string;
  /** True when the stage's number is the founder's own. */
  measured: boolean;
}

export interface Baseline {
  visitors: Metric;
  signups: Metric;
  visitorRate?: Metric;
  activation: Metric;
  activated: Metric;
  retentionDay30: Metric;
  churn: Metric;
  churnBenchmark: { value: number; shown: string; basis: string; tag: Tag };
  customers: Metric;
  revenue: Metric;
  arpu: Metric;
  margin: Metric;
  cac: Metric;
  ltv: Metric;
  payback: Metric;
  ltvToCac?: Metric;
  /** True when the price is paid once: LTV is one sale and CAC is earned back by it or never. */
  once: boolean;
}

export interface IsContext {
  request: IterationScalingRequest;
  facts: VentureFacts;
  builder: ProvenanceBuilder;
  /** The form's money in the founder's currency; its rate is said once in the summary. */
  money: FormMoney;
  product: string;
  /** The customer after the first mention ("practice managers"). */
  customer: string;
  /** The customer in full, for the first mention (the summary). */
  customerFull: string;
  b2b: boolean;
  baseline: Baseline;
  stages: Stage[];
  /** The stages by weakness, weakest first (referral, unmeasured, last). */
  ranked: Stage[];
  bottleneck: Stage;
  /** The stage the founder's own words point at, if any. */
  namedStage?: StageId;
  /** How many of the founder's eight metrics were entered. */
  entered: number;
  /** What the plan lacks, for the summary. */
  lacks: string[];
  roundFor: (sectionId: string) => number;
}

export const GROWTH = FUNNEL.growth;

export const STAGE_NAMES: Record<StageId, string> = {
  acquisition: "Acquisition",
  activation: "Activation",
  retention: "Retention",
  referral: "Referral",
  revenue: "Revenue",
};

/** The basis cell: "Your input: …". */
export function basisCell(metric: { tag: Tag; note: string }): string {
  const tag = metric.tag.charAt(0).toUpperCase() + metric.tag.slice(1);
  return metric.note ? `${tag}: ${metric.note}` : tag;
}

export function buildContext(sent: IterationScalingRequest): IsContext {
  const facts = readVentureFacts(sent);
  const builder = new ProvenanceBuilder();
  // The form's revenue and CAC in the founder's currency, in US dollars for the metrics.
  const formCash = formMoney(facts, builder, sent.currency);
  const request = {
    ...sent,
    monthlyRevenue: formCash.usd(sent.monthlyRevenue, "Revenue a month"),
    cac: formCash.usd(sent.cac, "Customer acquisition cost (CAC)"),
  };
  const b2b = facts.orientation === "B2B";
  const product = productLabel(request.businessIdea, facts.subject);
  const lacks: string[] = [];
  const gtm = facts.plans.goToMarketPlan;
  if (!gtm) lacks.push("a go-to-market plan (missing numbers come from benchmarks)");
  const baseline = buildBaseline(request, facts, builder, gtm, b2b, formCash);
  const stages = buildStages(baseline, builder, facts, b2b);
  const namedStage = stageNamedIn(request.biggestProblem);
  const order: StageId[] = b2b
    ? ["activation", "acquisition", "retention", "revenue"]
    : ["retention", "activation", "acquisition", "revenue"];
  const preference = (id: StageId) => {
    if (id === namedStage) return -1;
    const index = order.indexOf(id);
    return index === -1 ? order.length : index;
  };
  const ranked = [...stages].sort((a, b) => {
    if (a.ratio === undefined || b.ratio === undefined)
      return (a.ratio === undefined ? 1 : 0) - (b.ratio === undefined ? 1 : 0);
    // Within 5% of each other the stages count as level: the founder's words, then the model's
    // usual weak point, break the tie.
    if (Math.abs(a.ratio - b.ratio) > 0.05) return a.ratio - b.ratio;
    return preference(a.id) - preference(b.id);
  });
  const bottleneck = ranked[0]!;
  const entered = [
    request.monthlyVisitors,
    request.signups,
    request.activationRate,
    request.payingCustomers,
    request.monthlyRevenue,
    request.monthlyChurn,
    request.cac,
    request.retentionDay30,
  ].filter((value) => value !== undefined).length;
  const regenerate = request.regenerate;
  return {
    request,
    facts,
    builder,
    money: formCash,
    product,
    customer: facts.customerShort,
    customerFull: facts.customer,
    b2b,
    baseline,
    stages,
    ranked,
    bottleneck,
    ...(namedStage ? { namedStage } : {}),
    entered,
    lacks,
    roundFor: (sectionId) => (regenerate?.section === sectionId ? regenerate.round : 0),
  };
}

/** The stage a founder's description of their problem points at, by its words. */
function stageNamedIn(text: string): StageId | undefined {
  const lower = text.toLowerCase();
  const hits: [StageId, RegExp][] = [
    [
      "activation",
      /never (set|start|use|tr|finish|complet|creat|book|send)|onboard|activat|set ?up|first (use|rota|order|booking)|don'?t (start|use)|drop.?off after sign/,
    ],
    ["retention", /churn|cancel|leav|stop using|don'?t come back|retention|quit|unsubscrib/],
    ["referral", /referr|word of mouth|recommend|invite|share/],
    ["revenue", /pric|pay|convert to paid|upgrade|revenue|margin|expensive|cac|cost per/],
    [
      "acquisition",
      /traffic|visitor|lead|sign.?ups?|awareness|reach|nobody (knows|finds)|find us|ads?\b/,
    ],
  ];
  for (const [id, pattern] of hits) if (pattern.test(lower)) return id;
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// The baseline
// ---------------------------------------------------------------------------------------------

/** The go-to-market plan's funnel table as stage → target, read defensively. */
export function gtmFunnelTargets(
  plan: PlanResult | undefined,
): { stage: string; value: number; cell: string }[] {
  const section = plan?.sections.find((candidate) => candidate.id === "funnel");
  if (!section) return [];
  for (const block of shownBlocks(section)) {
    if (block.kind !== "table") continue;
    const stageAt = block.header.findIndex((cell) => /stage|metric/i.test(cell));
    const targetAt = block.header.findIndex((cell) => /target|value/i.test(cell));
    if (stageAt === -1 || targetAt === -1) continue;
    return block.rows.flatMap((row) => {
      const stage = (row[stageAt] ?? "").trim();
      const cell = (row[targetAt] ?? "").trim();
      const match = /\d[\d,]*(?:\.\d+)?/.exec(cell);
      const value = match ? Number(match[0].replace(/,/g, "")) : Number.NaN;
      return stage && Number.isFinite(value) && value >= 0
        ? [{ stage: stage.slice(0, 80), value, cell: cell.slice(0, 60) }]
        : [];
    });
  }
  return [];
}

/** A count as the baseline shows it: whole from 10 up, one decimal below. */
export function round(value: number): number {
  return value >= 10 ? Math.round(value) : Math.round(value * 10) / 10;
}
const pct = (value: number) => Math.round(value * 100) / 100;
const money = (value: number) => (value >= 10 ? Math.round(value) : Math.round(value * 100) / 100);
export const usd = (value: number) =>
  value < 10 && !Number.isInteger(value) ? `$${value.toFixed(2)}` : formatUsd(value);
export const months = (value: number) => `${formatNumber(value)} months`;

function buildBaseline(
  request: IterationScalingRequest,
  facts: VentureFacts,
  builder: ProvenanceBuilder,
  gtm: PlanResult | undefined,
  b2b: boolean,
  entered: FormMoney,
): Baseline {
  const targets = gtmFunnelTargets(gtm);
  const fromGtm = (test: RegExp) => targets.filter((row) => test.test(row.stage));
  const gtmMetric = (
    label: string,
    rows: { stage: string; value: number; cell: string }[],
    show: (value: number) => string,
  ) => {
    const value = rows.reduce((sum, row) => sum + row.value, 0);
    const shown = show(value);
    const parts = rows.map((row) => `"${row.stage}" ${row.cell}`).join(" + ");
    builder.estimate(
      label,
      shown,
      `From your go-to-market plan's funnel targets: ${parts}${rows.length > 1 ? ` = ${shown}` : ""}.`,
    );
    return {
      value,
      shown,
      tag: "from your go-to-market plan" as const,
      note: `month-one target${rows.length > 1 ? `s, ${rows.map((row) => row.cell).join(" + ")}` : ""}`,
    };
  };
  const input = (label: string, field: string, value: number, shown: string): Metric => ({
    value,
    shown: builder.input(label, field, `${shown}${entered.beside(label)}`),
    tag: "your input",
    note: "your number",
  });
  const kind = b2b ? "b2b" : "b2c";

  // Funnel
  let visitors: Metric;
  const visitorRows = fromGtm(/^visitors/i);
  if (request.monthlyVisitors !== undefined)
    visitors = input(
      "Visitors a month",
      "monthlyVisitors",
      request.monthlyVisitors,
      countShown(request.monthlyVisitors),
    );
  else if (visitorRows.length > 0)
    visitors = gtmMetric("Visitors a month", visitorRows, countShown);
  else {
    const perDay = b2b ? 10 : 20;
    const value = perDay * 30;
    visitors = {
      value,
      shown: builder.estimate(
        "Visitors a month",
        countShown(value),
        `About ${perDay} visits a day from the founder's own posts and outreach × 30 days = ${value}.`,
      ),
      tag: "estimate",
      note: `${perDay} visits a day × 30 days`,
    };
  }

  let signups: Metric;
  const leadRows = fromGtm(/^leads in total/i);
  const leadParts = leadRows.length > 0 ? leadRows : fromGtm(/^leads/i);
  if (request.signups !== undefined)
    signups = input("Sign-ups a month", "signups", request.signups, countShown(request.signups));
  else if (leadParts.length > 0)
    signups = gtmMetric("Sign-ups a month", leadParts, (v) => countShown(round(v)));
  else {
    const rate = FUNNEL.visitorToLead[kind];
    const rateShown = builder.figure(`Visitor-to-sign-up rate (${b2b ? "B2B" : "B2C"})`, rate);
    const value = round((visitors.value * rate.value) / 100);
    signups = {
      value,
      shown: builder.estimate(
        "Sign-ups a month",
        countShown(value),
        `${visitors.shown} visitors × ${rateShown} = ${countShown(value)}.`,
      ),
      tag: "benchmark",
      note: `${visitors.shown} visitors × ${rateShown} (knowledge base, an estimate)`,
    };
  }

  let visitorRate: Metric | undefined;
  if (visitors.value > 0) {
    const value = pct((signups.value / visitors.value) * 100);
    const both = visitors.tag === "your input" && signups.tag === "your input";
    visitorRate = {
      value,
      shown: builder.estimate(
        "Visitor-to-sign-up rate",
        percentShown(value),
        `${signups.shown} sign-ups ÷ ${visitors.shown} visitors = ${percentShown(value)}.`,
      ),
      tag: both ? "your input" : signups.tag === visitors.tag ? signups.tag : "estimate",
      note: `${signups.shown} ÷ ${visitors.shown}`,
    };
  }

  const activation: Metric =
    request.activationRate !== undefined
      ? input(
          "Activation rate",
          "activationRate",
          request.activationRate,
          percentShown(request.activationRate),
        )
      : {
          value: GROWTH.activationRate.value,
          shown: builder.figure("Activation rate yardstick (SaaS average)", GROWTH.activationRate),
          tag: "benchmark",
          note: "knowledge-base yardstick, an estimate: measure your own",
        };
  const activatedValue = round((signups.value * activation.value) / 100);
  const activated: Metric = {
    value: activatedValue,
    shown: builder.estimate(
      "Activated sign-ups a month",
      countShown(activatedValue),
      `${signups.shown} sign-ups × ${activation.shown} = ${countShown(activatedValue)}.`,
    ),
    tag:
      signups.tag === "your input" && activation.tag === "your input" ? "your input" : "estimate",
    note: `${signups.shown} × ${activation.shown}`,
  };

  // Retention
  const churnBenchmark = benchmarkChurn(facts, builder);
  const churn: Metric =
    request.monthlyChurn !== undefined
      ? input(
          "Monthly churn",
          "monthlyChurn",
          request.monthlyChurn,
          percentShown(request.monthlyChurn),
        )
      : {
          value: churnBenchmark.value,
          shown: churnBenchmark.shown,
          tag: churnBenchmark.tag,
          note: churnBenchmark.basis,
        };
  let retentionDay30: Metric;
  if (request.retentionDay30 !== undefined)
    retentionDay30 = input(
      "Day-30 retention",
      "retentionDay30",
      request.retentionDay30,
      percentShown(request.retentionDay30),
    );
  else {
    const value = pct(100 - churn.value);
    retentionDay30 = {
      value,
      shown: builder.estimate(
        "Day-30 retention",
        percentShown(value),
        `100% − ${churn.shown} monthly churn = ${percentShown(value)} of paying customers still there a month on.`,
      ),
      tag: "estimate",
      note: `100% − ${churn.shown} churn, paying customers only; new users' day-30 retention is usually far lower, so measure it`,
    };
  }

  // Revenue
  const price = listPrice(facts, builder, gtm);
  let customers: Metric;
  const customerRows = fromGtm(/^customers\b/i).slice(0, 1);
  if (request.payingCustomers !== undefined)
    customers = input(
      "Paying customers",
      "payingCustomers",
      request.payingCustomers,
      countShown(request.payingCustomers),
    );
  else if (customerRows.length > 0)
    customers = gtmMetric("Paying customers", customerRows, (v) => countShown(round(v)));
  else {
    const rate = FUNNEL.leadToCustomer[kind];
    const rateShown = builder.figure(`Sign-up-to-customer rate (${b2b ? "B2B" : "B2C"})`, rate);
    const value = round((signups.value * rate.value) / 100);
    customers = {
      value,
      shown: builder.estimate(
        "Paying customers",
        countShown(value),
        `${signups.shown} sign-ups × ${rateShown} = ${countShown(value)} in a month.`,
      ),
      tag: "benchmark",
      note: `${signups.shown} sign-ups × ${rateShown} (knowledge base, an estimate)`,
    };
  }

  let revenue: Metric;
  if (request.monthlyRevenue !== undefined)
    revenue = input(
      "Revenue a month",
      "monthlyRevenue",
      request.monthlyRevenue,
      usd(request.monthlyRevenue),
    );
  else if (price.once) {
    // A price paid once (the kit's one rule, `paymentsOf`): revenue is each month's new
    // customers × the price, as in the financial model, never the customers so far × the price.
    const rate = FUNNEL.leadToCustomer[kind];
    const rateShown = builder.figure(`Sign-up-to-customer rate (${b2b ? "B2B" : "B2C"})`, rate);
    const added = round((signups.value * rate.value) / 100);
    const addedShown = builder.estimate(
      "New customers a month",
      countShown(added),
      `${signups.shown} sign-ups × ${rateShown} = ${countShown(added)} buying in a month.`,
    );
    const value = money(added * price.value);
    revenue = {
      value,
      shown: builder.estimate(
        "Revenue a month",
        usd(value),
        `${addedShown} new customers × ${price.shown} paid once = ${usd(value)}: a one-off price is revenue from each new customer in the month they buy, not monthly recurring revenue.`,
      ),
      tag: "estimate",
      note: `${addedShown} new customers × ${price.shown} paid once`,
    };
  } else {
    const value = money(customers.value * price.value);
    revenue = {
      value,
      shown: builder.estimate(
        "Revenue a month",
        usd(value),
        `${customers.shown} paying customers × ${price.shown} = ${usd(value)}.`,
      ),
      tag: "estimate",
      note: `${customers.shown} customers × ${price.shown}`,
    };
  }

  let arpu: Metric;
  if (request.monthlyRevenue !== undefined && customers.value > 0 && request.monthlyRevenue > 0) {
    const value = money(revenue.value / customers.value);
    arpu = {
      value,
      shown: builder.estimate(
        "Revenue per customer a month (ARPU)",
        usd(value),
        `${revenue.shown} ÷ ${customers.shown} paying customers = ${usd(value)}.`,
      ),
      tag: customers.tag === "your input" ? "your input" : "estimate",
      note: `${revenue.shown} ÷ ${customers.shown} customers`,
    };
  } else {
    arpu = { value: price.value, shown: price.shown, tag: price.tag, note: price.note };
  }

  const marginFigure = facts.model.grossMargin;
  const margin: Metric = {
    value: marginFigure.value,
    shown: builder.figure(`${facts.model.name} gross margin`, marginFigure),
    tag: "benchmark",
    note: `${facts.model.name} (knowledge base${marginFigure.basis.kind === "estimate" ? ", an estimate" : ""})`,
  };
  const grossPerMonth = arpu.value * (margin.value / 100);
  // A price paid once is one sale a customer, not a month's revenue for as long as they stay.
  const oneSale = price.once && arpu.value === price.value;

  // Unit economics
  let cac: Metric;
  const cacRows = fromGtm(/customer acquisition cost|^cac\b/i).slice(0, 1);
  if (request.cac !== undefined)
    cac = input("Customer acquisition cost (CAC)", "cac", request.cac, usd(request.cac));
  else if (cacRows.length > 0)
    cac = gtmMetric("Customer acquisition cost (CAC)", cacRows, (v) => usd(money(v)));
  else if (oneSale) {
    // Paid once, a customer can cost at most the gross margin of their one sale.
    const value = money(grossPerMonth);
    cac = {
      value,
      shown: builder.estimate(
        "Customer acquisition cost (CAC)",
        usd(value),
        `${arpu.shown}, paid once, × ${margin.shown} gross margin = ${usd(value)}: the most a customer can cost and be earned back by their one sale.`,
      ),
      tag: "estimate",
      note: `${arpu.shown} paid once × ${margin.shown}`,
    };
  } else {
    const payback = builder.figure(`${facts.model.name} CAC payback`, facts.model.cacPaybackMonths);
    const value = money(facts.model.cacPaybackMonths.value * grossPerMonth);
    cac = {
      value,
      shown: builder.estimate(
        "Customer acquisition cost (CAC)",
        usd(value),
        `${payback} usual payback × ${arpu.shown} × ${margin.shown} gross margin = ${usd(value)}: what a customer can cost within the usual payback.`,
      ),
      tag: "estimate",
      note: `${payback} payback × ${arpu.shown} × ${margin.shown}`,
    };
  }

  // A lifetime is capped at five years, as in the financial model (a churn of 0% would make it endless).
  const churnForLtv = Math.max(churn.value, 100 / CAP);
  const capped = churnForLtv !== churn.value;
  const ltvValue = oneSale ? money(grossPerMonth) : money((grossPerMonth * 100) / churnForLtv);
  const ltv: Metric = {
    value: ltvValue,
    shown: builder.estimate(
      "Lifetime value (LTV)",
      usd(ltvValue),
      oneSale
        ? `${arpu.shown}, paid once, × ${margin.shown} gross margin = ${usd(ltvValue)}: one sale a customer, not monthly recurring revenue.`
        : capped
          ? `${arpu.shown} ARPU × ${margin.shown} gross margin × ${CAP} months (a lifetime capped at five years; ${churn.shown} churn alone would give a longer one) = ${usd(ltvValue)}.`
          : `${arpu.shown} ARPU × ${margin.shown} gross margin ÷ ${churn.shown} monthly churn = ${usd(ltvValue)}.`,
    ),
    tag: arpu.tag === "your input" && churn.tag === "your input" ? "your input" : "estimate",
    note: oneSale
      ? `${arpu.shown} paid once × ${margin.shown}`
      : capped
        ? `${arpu.shown} × ${margin.shown} × ${CAP} months (capped)`
        : `${arpu.shown} × ${margin.shown} ÷ ${churn.shown}`,
  };
  const paybackValue = grossPerMonth > 0 ? Math.round((cac.value / grossPerMonth) * 10) / 10 : 0;
  const paybackShown = grossPerMonth > 0 ? months(paybackValue) : "not reached";
  // Paid once, the cost is earned back by the one sale or never: no months of margin follow it.
  const earnedBack = grossPerMonth > 0 && cac.value <= money(grossPerMonth);
  const onceShown = earnedBack ? "on the first sale" : "not reached";
  const payback: Metric = oneSale
    ? {
        value: earnedBack ? 0 : Number.POSITIVE_INFINITY,
        shown: builder.estimate(
          "CAC payback",
          onceShown,
          earnedBack
            ? `${cac.shown} CAC ≤ one sale's gross margin, ${arpu.shown} paid once × ${margin.shown} = ${usd(money(grossPerMonth))}: earned back on the first sale.`
            : `${cac.shown} CAC > one sale's gross margin, ${arpu.shown} paid once × ${margin.shown} = ${usd(money(grossPerMonth))}: a customer who pays once never earns back their cost; lower the CAC or raise the price.`,
        ),
        tag: "estimate",
        note: `${cac.shown} against one sale's ${arpu.shown} × ${margin.shown}`,
      }
    : {
        value: grossPerMonth > 0 ? paybackValue : Number.POSITIVE_INFINITY,
        shown: builder.estimate(
          "CAC payback",
          paybackShown,
          `${cac.shown} CAC ÷ (${arpu.shown} × ${margin.shown} gross margin a month) = ${paybackShown}.`,
        ),
        tag: "estimate",
        note: `${cac.shown} ÷ (${arpu.shown} × ${margin.shown})`,
      };
  let ltvToCac: Metric | undefined;
  if (cac.value > 0) {
    const value = Math.round((ltv.value / cac.value) * 10) / 10;
    ltvToCac = {
      value,
      shown: builder.estimate(
        "LTV:CAC",
        formatNumber(value),
        `${ltv.shown} LTV ÷ ${cac.shown} CAC = ${formatNumber(value)}.`,
      ),
      tag: "estimate",
      note: `${ltv.shown} ÷ ${cac.shown}`,
    };
  }
  return {
    visitors,
    signups,
    ...(visitorRate ? { visitorRate } : {}),
    activation,
    activated,
    retentionDay30,
    churn,
    churnBenchmark,
    customers,
    revenue,
    arpu,
    margin,
    cac,
    ltv,
    payback,
    ...(ltvToCac ? { ltvToCac } : {}),
    once: oneSale,
  };
}

/** The business model's retention as a monthly churn, with the conversion spelled out. */
function benchmarkChurn(
  facts: VentureFacts,
  builder: ProvenanceBuilder,
): Baseline["churnBenchmark"] {
  const { metric, figure } = facts.model.retention;
  const name = facts.model.name;
  const source = describeBasis(figure.basis).replace(/^Estimate: /, "");
  const quoted = builder.figure(`${name} ${metric.replace(/-/g, " ")}`, figure);
  if (metric === "monthly-customer-churn")
    return {
      value: figure.value,
      shown: quoted,
      basis: `${name} monthly churn, ${source}`,
      tag: "benchmark",
    };
  let value: number;
  let method: string;
  if (metric === "annual-repeat-customer-rate") {
    value = pct((100 - figure.value) / 12);
    method = `${name}: ${quoted} of customers buy again within a year, so (100% − ${quoted}) ÷ 12 months = ${percentShown(value)} lost a month, spread evenly.`;
  } else {
    value = pct((1 - (figure.value / 100) ** (1 / 12)) * 100);
    method = `${name}: ${quoted} kept over a year is 1 − ${formatNumber(figure.value / 100)}^(1/12) = ${percentShown(value)} lost a month.`;
  }
  const shown = builder.estimate(
    `${name} monthly churn, from its yearly retention`,
    percentShown(value),
    method,
  );
  return {
    value,
    shown,
    basis: `from ${quoted} ${metric.replace(/-/g, " ")} (${name})`,
    tag: "estimate",
  };
}

interface Price {
  value: number;
  shown: string;
  tag: Tag;
  note: string;
  /** A price paid once (a device, a kit): a customer's lifetime value is one sale. */
  once: boolean;
}

/**
 * The price a customer pays a month: the kit's one venture price (figures.server.ts): the
 * founder's stated price first, else the go-to-market plan's, else the model's usual range.
 */
function listPrice(
  facts: VentureFacts,
  builder: ProvenanceBuilder,
  _gtm: PlanResult | undefined,
): Price {
  const price = venturePrice(facts, builder, {
    label: "Price a customer pays a month",
    earlier: ["goToMarketPlan"],
  });
  const tag: Tag =
    price.from === "your brief" || price.from === "your words"
      ? "your input"
      : price.from === "an earlier plan"
        ? "from your go-to-market plan"
        : "estimate";
  const note =
    price.from === "an earlier plan"
      ? "its list price"
      : price.from === "your brief" || price.from === "your words"
        ? `${price.fromText}${price.period === "month" ? "" : price.payments?.once ? `, ${price.payments.why}` : price.payments ? `, × ${price.payments.why} ÷ 12 as a monthly amount` : ", as a monthly amount"}`
        : price.fromText;
  // A price per use is shown as the month's amount its stated or assumed frequency gives; a
  // price paid once as it is.
  const local =
    price.period === "month" ||
    (!isRecurring(price.period) && !price.payments) ||
    price.payments?.once
      ? price.shown
      : moneyIn(price.perMonth, price.currency);
  // The metrics' arithmetic (revenue, CAC, LTV) is in US dollars: a price in another currency is
  // converted at the dated rate and shown in the founder's currency with the dollars beside it.
  const converted = toUsd(
    price.perMonth,
    price.currency,
    facts.reading.place.country,
    builder,
    "Price a customer pays a month in US dollars",
    local,
  );
  if (converted !== null)
    return {
      value: converted.usd,
      shown: `${local} (${converted.display})`,
      tag,
      note: `${note}; in US dollars at ${converted.rate} (${converted.rateDate})`,
      once: price.payments?.once === true,
    };
  return {
    value: price.perMonth,
    shown: local,
    tag,
    note,
    once: price.payments?.once === true,
  };
}

// ---------------------------------------------------------------------------------------------
// The AARRR stages against their benchmarks
// ---------------------------------------------------------------------------------------------

function buildStages(
  baseline: Baseline,
  builder: ProvenanceBuilder,
  facts: VentureFacts,
  b2b: boolean,
): Stage[] {
  const ratioOf = (
    name: string,
    actual: string,
    bench: string,
    ratio: number,
    lowerBetter: boolean,
  ) => {
    const shown = `${Math.round(ratio * 100)}%`;
    builder.estimate(
      `${name} against its benchmark`,
      shown,
      lowerBetter
        ? `Benchmark ${bench} ÷ yours ${actual} = ${shown} (lower is better, so below 100% is worse than the benchmark).`
        : `Yours ${actual} ÷ benchmark ${bench} = ${shown}.`,
    );
    return shown;
  };
  const stages: Stage[] = [];
  const v2l = FUNNEL.visitorToLead[b2b ? "b2b" : "b2c"];
  const v2lShown = builder.figure(`Visitor-to-sign-up rate (${b2b ? "B2B" : "B2C"})`, v2l);
  const rate = baseline.visitorRate;
  const acquisitionRatio = rate ? rate.value / v2l.value : undefined;
  stages.push({
    id: "acquisition",
    name: STAGE_NAMES.acquisition,
    phrase: "the visitor-to-sign-up rate",
    measure: "Visitor-to-sign-up rate",
    ...(rate ? { actual: rate } : {}),
    benchmark: { value: v2l.value, shown: v2lShown, basis: describeBasis(v2l.basis) },
    ...(acquisitionRatio !== undefined && rate
      ? {
          ratio: acquisitionRatio,
          ratioShown: ratioOf(
            STAGE_NAMES.acquisition,
            rate.shown,
            v2lShown,
            acquisitionRatio,
            false,
          ),
        }
      : {}),
    measured: rate?.tag === "your input",
  });
  const activation = baseline.activation;
  const activationRatio = activation.value / GROWTH.activationRate.value;
  const activationBench = builder.figure(
    "Activation rate yardstick (SaaS average)",
    GROWTH.activationRate,
  );
  stages.push({
    id: "activation",
    name: STAGE_NAMES.activation,
    phrase: "the activation rate",
    measure: "Activation rate (sign-ups who reach first value)",
    actual: activation,
    benchmark: {
      value: GROWTH.activationRate.value,
      shown: activationBench,
      basis: describeBasis(GROWTH.activationRate.basis),
    },
    ratio: activationRatio,
    ratioShown: ratioOf(
      STAGE_NAMES.activation,
      activation.shown,
      activationBench,
      activationRatio,
      false,
    ),
    measured: activation.tag === "your input",
  });
  const churn = baseline.churn;
  const bench = baseline.churnBenchmark;
  const retentionRatio = churn.value > 0 ? bench.value / churn.value : 2;
  stages.push({
    id: "retention",
    name: STAGE_NAMES.retention,
    phrase: "monthly churn",
    measure: "Monthly churn of paying customers",
    actual: churn,
    benchmark: { value: bench.value, shown: bench.shown, basis: bench.basis },
    ratio: retentionRatio,
    ratioShown: ratioOf(STAGE_NAMES.retention, churn.shown, bench.shown, retentionRatio, true),
    measured: churn.tag === "your input",
  });
  stages.push({
    id: "referral",
    name: STAGE_NAMES.referral,
    phrase: "the share of referred sign-ups",
    measure: "New sign-ups who came from a customer's recommendation",
    measured: false,
  });
  const payback = baseline.payback;
  const modelPayback = facts.model.cacPaybackMonths;
  const paybackBench = builder.figure(`${facts.model.name} CAC payback`, modelPayback);
  const revenueRatio = Number.isFinite(payback.value)
    ? payback.value > 0
      ? modelPayback.value / payback.value
      : 2
    : 0;
  stages.push({
    id: "revenue",
    name: STAGE_NAMES.revenue,
    phrase: "CAC payback",
    measure: "CAC payback (months of gross margin to earn back a customer's cost)",
    actual: payback,
    benchmark: {
      value: modelPayback.value,
      shown: paybackBench,
      basis: describeBasis(modelPayback.basis),
    },
    ratio: revenueRatio,
    ratioShown: ratioOf(STAGE_NAMES.revenue, payback.shown, paybackBench, revenueRatio, true),
    measured: baseline.cac.tag === "your input" && baseline.arpu.tag === "your input",
  });
  return stages;
}

export type { Figure };
