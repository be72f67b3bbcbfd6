import { CURRENCIES } from "../../shared/currencies";
import type { PlanBlock } from "../../shared/plan";
import {
  customersAgainstTarget,
  disagreementText,
  payrollAgainstBudget,
  runwayAgainstModel,
} from "../_kit/plan/figures.server";
import { rotate, variant } from "../_kit/plan/prose.server";
import type { FinContext, InputKey } from "./context.server";
import {
  breakEvenText,
  cashClause,
  count,
  months,
  percent,
  runwayText,
  SCENARIO_NAMES,
} from "./format";
import { MODEL_MONTHS, type ModelRow, SCENARIOS } from "./model";

/**
 * The financial sections of the plan (issue 14): the monthly model with its tagged inputs, the
 * burn, runway and break-even view in three scenarios, and the unit economics, every figure from
 * runModel (model.ts) and recorded with its arithmetic.
 */

const INPUT_ROWS: readonly [InputKey, string][] = [
  ["startingCash", "Starting cash"],
  ["pricePerMonth", "Price per customer a month"],
  ["newCustomersMonth1", "New customers in the first month"],
  ["monthlyCustomerGrowth", "Growth of new customers a month"],
  ["monthlyChurn", "Monthly churn"],
  ["grossMargin", "Gross margin"],
  ["servingCostPerCustomer", "Inference or hosting per customer a month"],
  ["upfrontPerNewCustomer", "One-off price per new customer"],
  ["marketingPerMonth", "Marketing a month"],
  ["toolsPerMonth", "Tools and accounts a month"],
  ["otherPerMonth", "Other costs a month"],
  ["team", "Team"],
  ["fundingBufferMonths", "Funding buffer"],
  ["scenarios", "Scenarios"],
];

function horizon(ctx: FinContext): string {
  return ctx.builder.estimate(
    "Model horizon",
    `${MODEL_MONTHS} months`,
    `The model runs ${MODEL_MONTHS} monthly rows (three years) from the day it starts.`,
  );
}

/** One month of the base case as a table row, its figures recorded with their arithmetic. */
function monthRow(ctx: FinContext, row: ModelRow, previous: ModelRow | undefined): string[] {
  const money = ctx.fmt;
  const price = ctx.inputs.pricePerMonth;
  const opening = previous?.customers ?? 0;
  const openingCash = previous?.cash ?? ctx.inputs.startingCash;
  ctx.builder.estimate(
    `Month ${row.month}, base case`,
    `${count(row.customers)} customers; revenue ${money(row.revenue)}; costs ${money(row.costs)}; net ${money(row.net)}; cash ${money(row.cash)}`,
    `Customers ${count(opening)} − ${count(row.churned)} churned + ${count(row.new)} new = ${count(row.customers)}; revenue ${count(row.customers)} × ${money(price)}${ctx.inputs.upfrontPerNewCustomer > 0 ? ` + ${count(row.new)} new × ${money(ctx.inputs.upfrontPerNewCustomer)} one-off` : ""} = ${money(row.revenue)}; gross profit at ${percent(ctx.inputs.grossMargin)}${ctx.inputs.servingCostPerCustomer > 0 ? ` less ${count(row.customers)} × ${money(ctx.inputs.servingCostPerCustomer)} inference or hosting` : ""} = ${money(row.grossProfit)}; net ${money(row.grossProfit)} − ${money(row.costs)} costs = ${money(row.net)}; cash ${money(openingCash)} + ${money(row.net)} = ${money(row.cash)}.`,
  );
  return [
    `Month ${row.month}`,
    count(row.customers),
    money(row.revenue),
    money(row.costs),
    money(row.net),
    money(row.cash),
  ];
}

const MODEL_TAKES = [
  { from: 1, to: 12, step: 1, what: "the first 12 months" },
  { from: 3, to: 36, step: 3, what: "every third month to month 36" },
  { from: 13, to: 24, step: 1, what: "months 13 to 24, the second year" },
] as const;

export function financialModelSection(ctx: FinContext): PlanBlock[] {
  const take =
    MODEL_TAKES[variant(ctx.roundFor("financial-model"), MODEL_TAKES.length)] ?? MODEL_TAKES[0];
  const { rows } = ctx.runs.base;
  const shownRows: string[][] = [];
  for (let month = take.from; month <= take.to; month += take.step) {
    const row = rows[month - 1];
    if (row) shownRows.push(monthRow(ctx, row, rows[month - 2]));
  }
  const span = horizon(ctx);
  const rate = ctx.inputs.usdRate;
  const currencyNote = rate
    ? ` Money is in ${CURRENCIES[ctx.inputs.currency].name}: your own amounts as you gave them, and the US-dollar benchmarks (tool prices, pay, compute, ad prices) converted at ${rate.rate} (${rate.date}; ${rate.source}), with the dollars beside them.`
    : "";
  return [
    {
      kind: "paragraph",
      text: `A ${span} monthly model of ${ctx.product}.${currencyNote} Each month, churn is taken from the customers at the month's start before the month's new customers join; revenue is customers × price; gross profit is revenue × gross margin${ctx.inputs.servingCostPerCustomer > 0 ? ", less each customer's inference or hosting" : ""}; costs are marketing, tools, other costs and the team; cash is last month's cash plus this month's net. Customers are expected values, so they can be fractional. Every input is tagged: your input, from an earlier plan, sourced, or an estimate with its method.`,
    },
    {
      kind: "table",
      header: ["Input", "Value", "Tag"],
      // The one-off price is a row only for a venture that has one.
      rows: INPUT_ROWS.filter(
        ([key]) => key !== "upfrontPerNewCustomer" || ctx.inputs.upfrontPerNewCustomer > 0,
      ).map(([key, label]) => [label, ctx.shown[key].value, ctx.shown[key].tag]),
    },
    {
      kind: "paragraph",
      text: `The base case, ${take.what} (the export has all ${span} and the workbook keeps them as live formulas):`,
    },
    {
      kind: "table",
      header: ["Month", "Customers", "Revenue", "Costs", "Net", "Cash"],
      rows: shownRows,
    },
  ];
}

/** A scenario's summary, recorded with how it was worked out. */
function scenarioRow(ctx: FinContext, scenario: (typeof SCENARIOS)[number]): string[] {
  const money = ctx.fmt;
  const run = ctx.runs[scenario];
  const s = run.summary;
  const first = run.rows[0];
  const peak = Math.max(...run.rows.map((row) => row.costs));
  const name = SCENARIO_NAMES[scenario];
  const need =
    s.fundingNeed > 0
      ? `funding need = shortfall ${money(-s.lowestCash)} + buffer ${money(s.fundingBuffer)} (${ctx.inputs.fundingBufferMonths} months × the highest month's costs ${money(peak)}) = ${money(s.fundingNeed)}`
      : "cash never goes below zero, so no funding need";
  ctx.builder.estimate(
    `${name} case`,
    `break-even ${breakEvenText(run)}; runway ${runwayText(run)}; lowest cash ${money(s.lowestCash)}; funding need ${money(s.fundingNeed)}`,
    `The model run with ${count(first?.new ?? 0)} new customers in month 1 and ${percent(s.churn)} churn a month; ${need}.`,
  );
  return [
    name,
    count(first?.new ?? 0),
    percent(s.churn),
    breakEvenText(run),
    runwayText(run),
    money(s.lowestCash),
    money(s.fundingNeed),
  ];
}

export function runwaySection(ctx: FinContext): PlanBlock[] {
  const money = ctx.fmt;
  const take = variant(ctx.roundFor("runway"), 3);
  const base = ctx.runs.base;
  const first = base.rows[0];
  const burn = first && first.net < 0 ? -first.net : 0;
  const burnShown = ctx.builder.estimate(
    "Burn in month 1, base case",
    money(burn),
    first
      ? `Costs ${money(first.costs)} − gross profit ${money(first.grossProfit)} = ${money(burn)}${burn === 0 ? " (no burn: gross profit covers the costs)" : ""}.`
      : "No month modelled.",
  );
  const rows = SCENARIOS.map((scenario) => scenarioRow(ctx, scenario));
  const s = base.summary;
  const headline = cashClause(base);
  const breakEven =
    s.breakEvenMonth === null
      ? `it does not break even within ${horizon(ctx)}`
      : `it breaks even in ${breakEvenText(base)} and stays there`;
  const intro = [
    `Base case for ${ctx.product}: a burn of ${burnShown} in the first month; ${headline}, and ${breakEven}.${s.fundingNeed > 0 ? ` To get through, raise or save about ${money(s.fundingNeed)}, the shortfall plus a buffer.` : " No funding is needed at these assumptions, but they are assumptions."}`,
    `Three scenarios for ${ctx.product}, from the same inputs with more or fewer new customers and more or less churn. In the base case ${headline} and ${breakEven}; the conservative row is the one to plan cash against.`,
    `Read this view from the bottom line up: the lowest cash decides how much you need, the runway when you need it, and break-even whether the need ends. Base case for ${ctx.product}: first-month burn ${burnShown}, ${headline}, ${breakEven}.`,
  ];
  return [
    { kind: "paragraph", text: intro[take] ?? intro[0] ?? "" },
    {
      kind: "table",
      header: [
        "Scenario",
        "New customers, month 1",
        "Churn a month",
        "Break-even",
        "Runway",
        "Lowest cash",
        "Funding need",
      ],
      rows: take === 1 ? [...rows].reverse() : rows,
    },
    {
      kind: "paragraph",
      text:
        take === 2
          ? "Update the inputs every month with what actually happened; when the actuals fall below the conservative row, cut costs or raise before the runway says you must."
          : "Break-even here means net is at least zero that month and every month after it; runway counts the months before cash first goes below zero; the funding need adds the buffer to the shortfall.",
    },
    ...cashChecks(ctx),
    ...ventureChecks(ctx),
  ];
}

/**
 * The model against the venture's figures from earlier plans (the kit's): the runway the
 * strategic or team plan counted on, the team plan's hiring budget against the payroll modelled,
 * and this form's price against the founder's. Each disagreement said with both figures.
 */
function ventureChecks(ctx: FinContext): PlanBlock[] {
  const money = ctx.fmt;
  const base = ctx.runs.base;
  const { runwayMonths } = base.summary;
  const lasts = ctx.builder.estimate(
    "Runway, base case",
    runwayText(base),
    "The months before the base case's cash first goes below zero (the model above).",
  );
  const hires = ctx.inputs.team.filter((member) => !/^founder/i.test(member.role));
  const payroll = hires.reduce((sum, hire) => sum + hire.monthlyCost, 0);
  const year = base.rows.slice(0, 12);
  const won = year.reduce((sum, row) => sum + row.new, 0);
  const wonShown = ctx.builder.estimate(
    "New customers in the first 12 months, base case",
    count(won),
    `The base case's new customers of months 1 to 12 added up: ${year.map((row) => count(row.new)).join(" + ")} = ${count(won)}.`,
  );
  const text = disagreementText([
    ...ctx.venture.disagreements,
    customersAgainstTarget(ctx.facts, ctx.builder, {
      value: won,
      shown: wonShown,
      what: "this model's base case wins",
      change:
        "raise the month-one funnel in the go-to-market plan (or its growth here) to reach the target",
    }),
    runwayAgainstModel(ctx.venture.runway, {
      months: runwayMonths,
      shown: lasts,
      what: `base case, ${ctx.inputs.startingCash === 0 ? "no starting cash" : `starting cash ${ctx.shown.startingCash.value}`}${hires.length > 0 ? ", the team plan's hires paid from their start month" : ""}`,
    }),
    hires.length > 0
      ? payrollAgainstBudget(ctx.venture.hiringBudget, {
          // The hiring budget is in US dollars; the payroll in the model's currency.
          value: payroll / (ctx.inputs.usdRate?.perUsd ?? 1),
          shown: money(payroll),
          what: `the team plan's ${hires.length === 1 ? "hire" : "hires"} in this model`,
        })
      : undefined,
  ]);
  return text ? [{ kind: "paragraph", text }] : [];
}

/**
 * What the base case says about the team: which hires start after the cash runs out (the team
 * plan's hiring sequence checked against this model, payroll growth included), and whether the
 * founders' pay is in the costs at all.
 */
function cashChecks(ctx: FinContext): PlanBlock[] {
  const money = ctx.fmt;
  const base = ctx.runs.base;
  const { runwayMonths } = base.summary;
  const hires = ctx.inputs.team.filter((member) => !/^founder/i.test(member.role));
  const founders = ctx.inputs.team.filter((member) => /^founder/i.test(member.role));
  const lines: string[] = [];
  if (hires.length > 0) {
    const late =
      runwayMonths === null ? [] : hires.filter((hire) => hire.startMonth > runwayMonths);
    const payroll = hires.reduce((sum, hire) => sum + hire.monthlyCost, 0);
    const payrollShown = ctx.builder.estimate(
      "Hires' payroll a month at full size",
      money(payroll),
      `${hires.map((hire) => `${hire.role} ${money(hire.monthlyCost)}`).join(" + ")} = ${money(payroll)}.`,
    );
    const named = hires.map((hire) => `${hire.role} from month ${hire.startMonth}`).join(", ");
    if (ctx.inputs.startingCash === 0)
      lines.push(
        `With no starting cash in the model, every hire (${named}) is paid from money still to be raised: enter the cash you start with to see which hires it allows.`,
      );
    else if (late.length === 0)
      lines.push(
        `Every hire in the model (${named}) starts while the base case still has cash, with the payroll growing to ${payrollShown} a month for the hires.`,
      );
    else
      lines.push(
        `In the base case the cash runs out in month ${(runwayMonths ?? 0) + 1}, each hire's pay counted from their start month: ${late.map((hire) => `${hire.role} (month ${hire.startMonth})`).join(", ")} ${late.length === 1 ? "starts" : "start"} in or after that month, so ${late.length === 1 ? "that hire waits" : "those hires wait"} for the raise (the funding need above) or for revenue.`,
      );
  }
  if (founders.length > 0 && founders.every((founder) => founder.monthlyCost === 0))
    lines.push(
      "The founders draw nothing in this model, so break-even means the company covers its own costs, not your living costs; enter what each founder draws to see the break-even that lets you live on it.",
    );
  return lines.map((text) => ({ kind: "paragraph", text }));
}

/**
 * The CAC the payback and LTV:CAC use, recorded with its arithmetic: the founder's own, else the
 * blended CAC of the base case's 36 months (issue 26); plus a row for the month-by-month CAC,
 * which falls when new customers grow on a flat budget, so the two are never confused.
 */
function cacRows(ctx: FinContext, rows: string[][]): { cac: string; cacLabel: string } {
  const money = ctx.fmt;
  const { builder, inputs } = ctx;
  const base = ctx.runs.base;
  const s = base.summary;
  const first = base.rows[0];
  const last = base.rows.at(-1);
  const byMonth =
    s.cacFirstMonth !== null && s.cacLastMonth !== null && first && last
      ? builder.estimate(
          "CAC month by month",
          `${money(s.cacFirstMonth)} in month 1, ${money(s.cacLastMonth)} in month ${last.month}`,
          `Each month's marketing ÷ that month's new customers: ${money(first.marketing)} ÷ ${count(first.new)} = ${money(s.cacFirstMonth)} in month 1; ${money(last.marketing)} ÷ ${count(last.new)} = ${money(s.cacLastMonth)} in month ${last.month}${inputs.monthlyCustomerGrowth > 0 && s.cacLastMonth < s.cacFirstMonth ? `, as new customers grow ${percent(inputs.monthlyCustomerGrowth)} a month on a flat budget` : ""}.`,
        )
      : undefined;
  const spent = base.rows.reduce((sum, row) => sum + row.marketing, 0);
  const won = base.rows.reduce((sum, row) => sum + row.new, 0);
  let cac: string;
  let cacLabel: string;
  if (s.cacBasis === "input") {
    cac = builder.input(
      "Customer acquisition cost (CAC)",
      "modelInputs.cac",
      `${money(s.cac ?? 0)} (your input)`,
    );
    cacLabel = `Your CAC, used for the payback and LTV:CAC; the model's blended CAC would be ${s.cacBlended === null ? "n/a" : money(s.cacBlended)}`;
  } else {
    cac = builder.estimate(
      "Customer acquisition cost (CAC), blended over 36 months",
      money(s.cac ?? 0),
      `All the marketing of months 1 to ${base.rows.length}, ${money(spent)}, ÷ all the new customers they won, ${count(won)} = ${money(s.cac ?? 0)}. The payback and LTV:CAC below use this blended figure.`,
    );
    cacLabel = `Blended: ${money(spent)} marketing ÷ ${count(won)} new customers, months 1 to ${base.rows.length}`;
  }
  if (byMonth)
    rows.push([
      "CAC month by month",
      byMonth,
      "Each month's marketing ÷ that month's new customers (the workbook's CAC column)",
    ]);
  return { cac, cacLabel };
}

export function unitEconomicsSection(ctx: FinContext): PlanBlock[] {
  const money = ctx.fmt;
  const take = variant(ctx.roundFor("unit-economics"), 3);
  const { builder, inputs, facts } = ctx;
  const s = ctx.runs.base.summary;
  const price = ctx.shown.pricePerMonth.value;
  const arpu = builder.estimate(
    "Revenue per customer a month (ARPU)",
    money(s.arpu),
    `The price per customer a month, ${price}.`,
  );
  const serving = inputs.servingCostPerCustomer;
  const gp = builder.estimate(
    "Gross profit per customer a month",
    money(s.grossProfitPerCustomer),
    `${money(s.arpu)} × ${percent(inputs.grossMargin)} gross margin${serving > 0 ? ` − ${ctx.shown.servingCostPerCustomer.value} inference or hosting` : ""} = ${money(s.grossProfitPerCustomer)}.`,
  );
  const churn = percent(s.churn);
  const rows: string[][] = [
    ["Revenue per customer a month (ARPU)", arpu, `The price, ${price}`],
    [
      "Gross profit per customer a month",
      gp,
      `${arpu} × ${percent(inputs.grossMargin)} margin${serving > 0 ? ` − ${ctx.shown.servingCostPerCustomer.value} inference or hosting (${ctx.shown.servingCostPerCustomer.tag.replace(/^Estimate: /, "")})` : ""}`,
    ],
    ["Monthly churn", churn, ctx.shown.monthlyChurn.tag],
  ];
  const lifetime = months(s.lifetimeMonths);
  // A one-off price (a device sold with the subscription) adds its gross profit once.
  const once =
    s.upfrontGrossProfit > 0
      ? builder.estimate(
          "Gross profit of the one-off price",
          money(s.upfrontGrossProfit),
          `${money(inputs.upfrontPerNewCustomer)} paid once × ${percent(inputs.grossMargin)} gross margin = ${money(s.upfrontGrossProfit)}.`,
        )
      : null;
  if (once !== null)
    rows.push([
      "Gross profit of the one-off price",
      once,
      `${ctx.shown.upfrontPerNewCustomer.value} × ${percent(inputs.grossMargin)} margin, once per customer`,
    ]);
  const plusOnce = once === null ? "" : ` + ${money(s.upfrontGrossProfit)} once`;
  const ltv = builder.estimate(
    "Lifetime value (LTV)",
    money(s.ltv),
    s.lifetimeCapped
      ? `${money(s.grossProfitPerCustomer)} gross profit a month × ${lifetime}, a customer's lifetime capped at five years (${churn} churn alone would promise a longer one than a new company can count on)${plusOnce} = ${money(s.ltv)}.`
      : `${money(s.grossProfitPerCustomer)} gross profit a month × ${lifetime} (a customer stays 100 ÷ ${churn} churn months on average)${plusOnce} = ${money(s.ltv)}.`,
  );
  rows.push([
    "Lifetime value (LTV)",
    ltv,
    s.lifetimeCapped
      ? `${gp} × ${lifetime} (the five-year cap)${once === null ? "" : ` + ${once}`}`
      : `${gp} × ${lifetime} (1 ÷ ${churn})${once === null ? "" : ` + ${once}`}`,
  ]);
  const payback = facts.model.cacPaybackMonths;
  const paybackBench = builder.figure(`${facts.model.name} CAC payback`, payback);
  const ceiling = payback.value * s.grossProfitPerCustomer;
  const ceilingShown = builder.estimate(
    "Affordable CAC",
    money(ceiling),
    `${paybackBench} usual payback × ${money(s.grossProfitPerCustomer)} gross profit a month = ${money(ceiling)}: the most a customer can cost and still pay back in the usual time.`,
  );
  if (s.cac !== null && s.cac > 0) {
    const { cac, cacLabel } = cacRows(ctx, rows);
    rows.push(["Customer acquisition cost (CAC)", cac, cacLabel]);
    if (s.cacPaybackMonths !== null) {
      const paybackShown = builder.estimate(
        "CAC payback",
        months(s.cacPaybackMonths),
        `${once === null ? `${money(s.cac)} CAC` : `(${money(s.cac)} CAC − ${money(s.upfrontGrossProfit)} the one-off price pays back at once, at least 0)`} (${s.cacBasis === "blended" ? "blended over the 36 months" : "your input"}) ÷ ${money(s.grossProfitPerCustomer)} gross profit a month = ${months(s.cacPaybackMonths)}.`,
      );
      rows.push([
        "CAC payback",
        paybackShown,
        `${once === null ? cac : `(${cac} − ${once})`} ÷ ${gp}; the usual for ${facts.model.name} is ${paybackBench}`,
      ]);
    }
    if (s.ltvToCac !== null) {
      const ratio = builder.estimate(
        "LTV:CAC",
        `${s.ltvToCac.toFixed(1)} to 1`,
        `${money(s.ltv)} LTV ÷ ${money(s.cac)} CAC (${s.cacBasis === "blended" ? "blended over the 36 months" : "your input"}) = ${s.ltvToCac.toFixed(1)}.`,
      );
      rows.push([
        "LTV:CAC",
        ratio,
        "LTV ÷ the same CAC; below about three to one, acquisition eats the margin",
      ]);
    }
  } else {
    rows.push([
      "Customer acquisition cost (CAC)",
      money(0),
      "No marketing spend: the founders' hours win the first customers",
    ]);
  }
  rows.push(["Affordable CAC (ceiling)", ceilingShown, `${paybackBench} × ${gp}`]);
  const intros = [
    `What one customer of ${ctx.product} is worth and what winning one may cost, from the base case's inputs.`,
    `Unit economics for ${ctx.product}: if a customer pays back their acquisition cost within the usual payback and stays long enough, growth funds itself; if not, growth burns cash faster.`,
    `The three numbers to watch each month for ${ctx.product}: acquisition cost, lifetime value and how many months a customer takes to pay back what winning them cost.`,
  ];
  return [
    { kind: "paragraph", text: intros[take] ?? intros[0] ?? "" },
    {
      kind: "table",
      header: ["Measure", "Value", "Arithmetic"],
      rows: take === 2 ? rotate(rows, 3) : rows,
    },
    {
      kind: "paragraph",
      text:
        s.cac !== null && s.cac > 0
          ? `Keep CAC under the ceiling of ${ceilingShown}; recompute it each month as that month's marketing ÷ that month's new customers, and the blended figure as everything spent ÷ everyone won.`
          : `Once you pay for acquisition, keep CAC under the ceiling of ${ceilingShown}.`,
    },
  ];
}
