import { KNOWLEDGE_BASE } from "../../engine/knowledge";
import { servingCostFor } from "../../engine/knowledge/serving-costs";
import { toUsd, type UsdRate, usdRateOf } from "../../engine/local-money";
import { ProvenanceBuilder } from "../../engine/provenance-builder";
import { isRecurring, moneyIn, upfrontWords } from "../../engine/reading/price";
import { type PlanBlock, type PlanResult, shownBlocks } from "../../shared/plan";
import { carry, readVentureFacts, type VentureFacts } from "../_kit/plan/facts.server";
import {
  amountOf,
  type Disagreement,
  earlierFigure,
  FIGURE_LABELS,
  type VentureRunway,
  ventureFounders,
  ventureHiringBudget,
  venturePrice,
  ventureRunway,
} from "../_kit/plan/figures.server";
import { type FormMoney, formMoney } from "../_kit/plan/money.server";
import { productLabel } from "../_kit/plan/prose.server";
import { count, money, percent } from "./format";
import {
  DEFAULT_SCENARIOS,
  type FinancialInputs,
  financialInputsSchema,
  type ModelRun,
  runScenarios,
  type Scenario,
  type TeamMember,
} from "./model";
import { COUNTRIES, type Country } from "./questions";
import type { ItFinancialLegalRequest } from "./schema";

/**
 * What every section of the IT, financial and legal plan reads (issue 14): the venture's facts,
 * the founder's answers, the tool inventory, and the financial model's inputs, each input one
 * assumption (your input, carried from an earlier result with its basis, or an estimate with its
 * method), and the model run in three scenarios. Pure and deterministic.
 */
export interface FinContext {
  request: ItFinancialLegalRequest;
  facts: VentureFacts;
  builder: ProvenanceBuilder;
  /** The form's money in the founder's currency; its rate is said once in the summary. */
  money: FormMoney;
  /** The model's money, in its currency ("£1,200"); the venture's currency when it has a rate. */
  fmt: (value: number) => string;
  product: string;
  b2b: boolean;
  software: boolean;
  country: Country | undefined;
  countryName: string;
  founders: number;
  foundersShown: string;
  tools: ToolLine[];
  inputs: FinancialInputs;
  /** Per model input: its display value and how it is tagged in the inputs table. */
  shown: Record<InputKey, { value: string; tag: string }>;
  runs: Record<Scenario, ModelRun>;
  /** What the plan lacks and assumed instead. */
  lacks: string[];
  /**
   * The venture's figures this model is checked against (the kit's, read once): the runway and
   * hiring budget an earlier plan counted on, and where this form's price disagrees.
   */
  venture: {
    runway?: VentureRunway;
    hiringBudget?: { value: number; shown: string; fromText: string };
    disagreements: Disagreement[];
  };
  /** Where the team's costs came from. */
  teamFrom: "team plan" | "founders only";
  roundFor: (sectionId: string) => number;
}

export type InputKey =
  | "startingCash"
  | "pricePerMonth"
  | "newCustomersMonth1"
  | "monthlyCustomerGrowth"
  | "monthlyChurn"
  | "grossMargin"
  | "servingCostPerCustomer"
  | "upfrontPerNewCustomer"
  | "marketingPerMonth"
  | "toolsPerMonth"
  | "otherPerMonth"
  | "team"
  | "fundingBufferMonths"
  | "scenarios";

export interface ToolLine {
  area: string;
  tool: string;
  monthly: number;
  shown: string;
  note: string;
}

const TAG = {
  input: "Your input",
  estimate: "Estimate",
  sourced: "Sourced",
  earlier: "From your",
} as const;

export function buildContext(sent: ItFinancialLegalRequest): FinContext {
  const facts = readVentureFacts(sent);
  const builder = new ProvenanceBuilder();
  // The form's money in the founder's currency, in US dollars for the model (its costs are US
  // benchmarks); the form's price keeps its currency until the model converts it (priceOf).
  const entered = formMoney(facts, builder, sent.currency);
  const request = {
    ...sent,
    startingCash: entered.usd(sent.startingCash, "Starting cash"),
    monthlyBudget: entered.usd(sent.monthlyBudget, "Marketing a month"),
    founderPay: entered.usd(sent.founderPay, "Founder pay a month"),
  };
  const b2b = facts.orientation === "B2B";
  const software = /SaaS|Software|App|Subscription|Marketplace|Platform/i.test(facts.model.name);
  const lacks: string[] = [];
  if (!facts.plans.goToMarketPlan)
    lacks.push("a go-to-market plan (price and funnel come from the knowledge base)");
  if (!facts.plans.teamPlan) lacks.push("a team plan (the model counts the founders only)");
  // The brief's money in another currency than the dollar (the kit leaves it out of
  // `stated.cash`) is the model's starting cash once the model is in that currency.
  const briefLocalCash =
    sent.brief && sent.brief.lines.price.value.currency !== "USD"
      ? (sent.brief.lines.founder.value.money ?? undefined)
      : undefined;
  if (
    request.startingCash === undefined &&
    facts.stated.cash === undefined &&
    briefLocalCash === undefined
  )
    lacks.push("your starting cash (the model starts at zero)");
  const country = request.country;
  const label = COUNTRIES.find((item) => item.value === country && item.value !== "other")?.label;
  // "the United States", "the United Kingdom"; "Canada", "Germany", "Australia" as they are.
  const countryName = label ? (/^United /.test(label) ? `the ${label}` : label) : "your country";
  // The founders, the starting cash: this form's answer, else the team or strategic plan's
  // (the kit's one reading), else the brief's cash; one founder assumed otherwise.
  const known = ventureFounders(
    facts,
    builder,
    request.founders === undefined ? undefined : { count: request.founders, field: "founders" },
  );
  const founders = known?.count ?? 1;
  const foundersShown = known
    ? known.fromText === "your input"
      ? known.shown
      : `${known.shown} (${known.fromText})`
    : "one founder (assumed)";
  const shown = {} as FinContext["shown"];
  const tools = toolInventory(facts, builder, founders, software, b2b);
  const toolsTotal = tools.reduce((sum, tool) => sum + tool.monthly, 0);
  const toolsMethod = tools.map((tool) => `${tool.tool} ${tool.shown}`).join(" + ");
  shown.toolsPerMonth = {
    value: builder.estimate(
      "Tools and accounts a month",
      money(toolsTotal),
      `The tool inventory's monthly costs added up: ${toolsMethod} = ${money(toolsTotal)}.`,
    ),
    tag: `${TAG.estimate}: the tool inventory above, added up`,
  };

  const cashField =
    request.startingCash !== undefined
      ? "startingCash"
      : facts.stated.cash !== undefined
        ? "brief.cash"
        : undefined;
  const startingCash = request.startingCash ?? facts.stated.cash ?? 0;
  shown.startingCash =
    cashField !== undefined
      ? {
          value: builder.input(
            "Starting cash",
            cashField,
            `${money(startingCash)}${cashField === "startingCash" ? entered.beside("Starting cash") : ""}`,
          ),
          tag: `${TAG.input}`,
        }
      : {
          value: builder.estimate(
            "Starting cash",
            money(0),
            "No starting cash given, so the model starts at zero and the funding need is the whole shortfall.",
          ),
          tag: `${TAG.estimate}: none given, so $0`,
        };

  const price = priceOf(request, facts, builder);
  shown.pricePerMonth = { value: price.shown, tag: price.tag };
  shown.upfrontPerNewCustomer = price.upfront
    ? {
        value: price.upfront.shown,
        tag: `${TAG.input}: paid once by each new customer, counted as revenue in the month they start`,
      }
    : { value: money(0), tag: "None stated: no one-off price" };
  const marketing = marketingOf(request, facts, builder, entered);
  shown.marketingPerMonth = { value: marketing.shown, tag: marketing.tag };
  const funnel = newCustomersOf(facts, builder, b2b, marketing);
  shown.newCustomersMonth1 = { value: funnel.shown, tag: funnel.tag };

  const usual = b2b ? 5 : 8;
  const fitted = growthToTarget(facts, builder, funnel.value, usual);
  const growth = fitted?.growth ?? usual;
  shown.monthlyCustomerGrowth = fitted
    ? {
        value: fitted.shown,
        tag: `${TAG.estimate}: set so the first year wins your strategic plan's target`,
      }
    : {
        value: builder.estimate(
          "Growth of new customers a month",
          percent(growth),
          `An assumption, not a benchmark: each month wins ${percent(growth)} more new customers than the one before as ${b2b ? "referrals and a longer sales pipeline" : "word of mouth and tuned channels"} build up; replace it after three months of your own numbers.`,
        ),
        tag: `${TAG.estimate}: an assumption to replace with your own growth`,
      };
  // A price paid once (a device, a kit) is revenue from each new customer, not a monthly
  // recurring amount: every buyer pays in the month they buy and not again.
  const churn = price.once ? onceChurn(builder, price.shown) : churnOf(facts, builder);
  shown.monthlyChurn = { value: churn.shown, tag: churn.tag };
  const margin = facts.model.grossMargin;
  shown.grossMargin = {
    value: builder.figure(`${facts.model.name} gross margin`, margin),
    tag:
      margin.basis.kind === "source"
        ? `${TAG.sourced}: the knowledge base's ${facts.model.name} gross margin`
        : `${TAG.estimate}: the knowledge base's usual ${facts.model.name} gross margin`,
  };

  const serving = servingOf(facts, builder);
  shown.servingCostPerCustomer = { value: serving.shown, tag: serving.tag };

  const other = b2b ? 400 : 300;
  shown.otherPerMonth = {
    value: builder.estimate(
      "Other costs a month",
      money(other),
      `A placeholder, not a quote: about ${money(other - 100)} a month for bookkeeping and an accountant's year-end work spread over the year, plus ${money(100)} for insurance and bank fees; replace it with your quotes.`,
    ),
    tag: `${TAG.estimate}: bookkeeping, accountant, insurance and bank fees, to replace with quotes`,
  };

  const team = teamOf(request, facts, builder, founders, entered);
  shown.team = { value: team.shown, tag: team.tag };
  shown.fundingBufferMonths = {
    value: builder.estimate(
      "Funding buffer",
      "3 months",
      "Three months of the highest month's costs added to the shortfall, so a raise or a late payment does not end the company: a rule of thumb, not a benchmark.",
    ),
    tag: `${TAG.estimate}: a rule of thumb`,
  };
  shown.scenarios = {
    value: builder.estimate(
      "Scenario multipliers",
      "conservative × 0.5 new customers and × 1.5 churn; optimistic × 1.5 new customers and × 0.75 churn",
      "Conservative halves the new customers of every month and takes churn 1.5 times higher; optimistic wins 1.5 times the new customers at 0.75 times the churn. A spread to stress the plan, not a forecast.",
    ),
    tag: `${TAG.estimate}: a spread to stress the plan`,
  };

  const inputs = financialInputsSchema.parse({
    startingCash,
    pricePerMonth: price.value,
    newCustomersMonth1: funnel.value,
    monthlyCustomerGrowth: growth,
    monthlyChurn: churn.value,
    grossMargin: margin.value,
    servingCostPerCustomer: serving.value,
    upfrontPerNewCustomer: price.upfront?.value ?? 0,
    marketingPerMonth: marketing.value,
    cac: null,
    team: team.members,
    toolsPerMonth: toolsTotal,
    otherPerMonth: other,
    fundingBufferMonths: 3,
    scenarios: DEFAULT_SCENARIOS,
  });
  // The model in the venture's currency (issue 23): US-dollar benchmarks converted at the dated
  // rate, said once; the founder's own amounts kept as they typed them.
  const rate = usdRateOf(entered.currency, facts.reading.place.country, builder);
  const brief = sent.brief?.lines;
  const derived = rate
    ? inVentureCurrency(inputs, rate, builder, shown, {
        startingCash:
          sent.startingCash ??
          (brief?.price.value.currency === rate.currency
            ? (brief.founder.value.money ?? undefined)
            : undefined),
        startingCashField: sent.startingCash !== undefined ? "startingCash" : "brief.founder.money",
        marketing: marketing.from === "founder" ? sent.monthlyBudget : undefined,
        founderPay: sent.founderPay,
        price: price.local?.currency === rate.currency ? price.local : undefined,
        upfront: price.upfront?.local?.currency === rate.currency ? price.upfront.local : undefined,
      })
    : inputs;
  const fmt = (value: number) => money(value, derived.currency);
  const edited = request.modelInputs;
  if (edited) overrideShown(shown, derived, edited, builder, fmt);
  const modelInputs = edited ?? derived;
  const regenerate = request.regenerate;
  const runway = ventureRunway(facts, builder);
  const hiringBudget = ventureHiringBudget(facts, builder);
  return {
    request,
    facts,
    builder,
    money: entered,
    fmt: (value: number) => money(value, modelInputs.currency),
    product: productLabel(request.businessIdea, facts.subject),
    b2b,
    software,
    country,
    countryName,
    founders,
    foundersShown,
    tools,
    inputs: modelInputs,
    shown,
    runs: runScenarios(modelInputs),
    lacks,
    venture: {
      ...(runway ? { runway } : {}),
      ...(hiringBudget ? { hiringBudget } : {}),
      disagreements: price.disagreements,
    },
    teamFrom: team.from,
    roundFor: (sectionId) => (regenerate?.section === sectionId ? regenerate.round : 0),
  };
}

// ---------------------------------------------------------------------------------------------
// The model's inputs, each with its pedigree
// ---------------------------------------------------------------------------------------------

interface Shown {
  value: number;
  shown: string;
  tag: string;
}

/**
 * Price: the kit's one venture price (figures.server.ts): the founder's stated price (their brief
 * or their words) first, else this form's, else the go-to-market plan's, else the market
 * analysis', else the knowledge base's. The model runs on its amount a month.
 */
function priceOf(
  request: ItFinancialLegalRequest,
  facts: VentureFacts,
  builder: ProvenanceBuilder,
): Shown & {
  disagreements: Disagreement[];
  once: boolean;
  /** The price a month in its own currency, when that is not US dollars. */
  local?: { value: number; currency: string; shown: string };
  /**
   * The one-off price each new customer also pays (a device sold with a subscription), in the
   * model's US dollars, and in its own currency when that is not US dollars.
   */
  upfront?: {
    value: number;
    shown: string;
    local?: { value: number; currency: string; shown: string };
  };
} {
  const price = venturePrice(facts, builder, {
    label: "Price per customer a month",
    ...(request.pricePerMonth !== undefined && request.pricePerMonth > 0
      ? {
          own: {
            value: request.pricePerMonth,
            field: "pricePerMonth",
            label: "Price per customer a month",
            period: "month" as const,
            ...(request.currency ? { currency: request.currency } : {}),
          },
        }
      : {}),
  });
  const tag =
    price.from === "your input" || price.from === "your brief"
      ? TAG.input
      : price.from === "your words"
        ? `Your words: “${price.words ?? price.shown}”${price.period === "month" ? "" : isRecurring(price.period) ? ", as a monthly amount" : price.payments?.once ? ", paid once: revenue from each new customer in the month they buy, not monthly recurring revenue" : price.payments ? `, ${price.payments.why} ÷ 12 as a monthly amount` : ", one purchase a customer a month assumed"}`
        : price.from === "an earlier plan"
          ? `${TAG.earlier} ${price.fromText.replace(/^your /, "")}`.replace(
              /go-to-market plan \(/,
              "go-to-market plan's launch pricing (",
            )
          : price.from === "market analysis"
            ? `${TAG.estimate}: your market analysis' spend per customer a year ÷ 12`
            : `${TAG.estimate}: the middle of the usual ${facts.model.name} price range`;
  const upfrontTag = price.upfront
    ? `; each new customer also pays ${upfrontWords(price.upfront, price.currency)}, counted once, in the month they start (the one-off price below)`
    : "";
  const local = price.period === "month" ? price.shown : moneyIn(price.perMonth, price.currency);
  // The model's arithmetic is in US dollars (its costs are US benchmarks): a price in another
  // currency is converted at the dated rate, the local amount shown beside it.
  const usd = toUsd(
    price.perMonth,
    price.currency,
    facts.reading.place.country,
    builder,
    "Price per customer a month in US dollars",
    local,
  );
  if (usd !== null) {
    const upfrontLocal = price.upfront ? moneyIn(price.upfront.amount, price.currency) : "";
    const upfrontUsd = price.upfront
      ? toUsd(
          price.upfront.amount,
          price.currency,
          facts.reading.place.country,
          builder,
          "One-off price per new customer in US dollars",
          upfrontLocal,
        )
      : null;
    return {
      value: usd.usd,
      shown: `${usd.display} (${local})`,
      tag: `${tag}; converted to US dollars: ${usd.arithmetic}${upfrontTag}`,
      disagreements: price.disagreements,
      once: price.payments?.once === true,
      local: { value: price.perMonth, currency: price.currency, shown: local },
      ...(price.upfront && upfrontUsd
        ? {
            upfront: {
              value: upfrontUsd.usd,
              shown: `${upfrontUsd.display} (${price.upfront.shown})`,
              local: {
                value: price.upfront.amount,
                currency: price.currency,
                shown: price.upfront.shown,
              },
            },
          }
        : {}),
    };
  }
  return {
    value: price.perMonth,
    shown: price.period === "month" ? price.shown : money(price.perMonth),
    tag: `${tag}${upfrontTag}`,
    disagreements:
      price.currency === "USD"
        ? price.disagreements
        : [
            ...price.disagreements,
            {
              figure: "Currency",
              text: `Your price is in ${price.currency} (${price.shown}${price.unit}); this model's costs (pay, tools, marketing) are US-dollar benchmarks, and no dated rate for ${price.currency} is in the knowledge base. Enter your price in US dollars on this form, or your costs in ${price.currency}, before trusting the break-even.`,
            },
          ],
    once: price.payments?.once === true,
    ...(price.upfront
      ? { upfront: { value: price.upfront.amount, shown: price.upfront.shown } }
      : {}),
  };
}

/**
 * The churn of a price paid once: 100% a month, so the model's customers paying in a month are
 * that month's buyers and its revenue is new customers × the price (revenue per new customer),
 * never the price again every month.
 */
function onceChurn(builder: ProvenanceBuilder, price: string): Shown {
  return {
    value: 100,
    shown: builder.estimate(
      "Monthly churn",
      percent(100),
      `Your price, ${price}, is paid once: the model counts it as revenue from each new customer in the month they buy (new customers × ${price}), not as monthly recurring revenue, so every buyer leaves the paying customers after their month (100%).`,
    ),
    tag: `${TAG.estimate}: a one-off price is paid once, so revenue is new customers × the price, not monthly recurring revenue`,
  };
}

/** New customers won in months 1–12 from month one's and a monthly growth in percent. */
export function firstYearCustomers(month1: number, growth: number): number {
  let total = 0;
  for (let month = 0; month < 12; month += 1) total += month1 * (1 + growth / 100) ** month;
  return total;
}

/** The highest monthly growth of new customers the model takes to reach a target. */
const MOST_GROWTH = 20;

/**
 * The customer trajectory takes the strategic plan's twelve-month target (issue 23): where the
 * usual growth from month one's customers misses it by more than a tenth, the growth is set so
 * months 1–12 win the target, when a growth between 0% and 20% a month does. Undefined when there
 * is no target, the usual growth already meets it, or no growth in that span does (the plan then
 * says so with both figures, see `customersAgainstTarget`).
 */
export function growthToTarget(
  facts: VentureFacts,
  builder: ProvenanceBuilder,
  month1: number,
  usual: number,
): { growth: number; shown: string } | undefined {
  const earlier = earlierFigure(facts, FIGURE_LABELS.customersThisYear, ["strategicPlan"]);
  const target = earlier ? amountOf(earlier.assumption.value) : undefined;
  if (!earlier || target === undefined || target <= 0 || month1 <= 0) return undefined;
  const usualYear = firstYearCustomers(month1, usual);
  if (Math.abs(usualYear - target) <= 0.1 * target) return undefined;
  if (firstYearCustomers(month1, 0) > target || firstYearCustomers(month1, MOST_GROWTH) < target)
    return undefined;
  let low = 0;
  let high = MOST_GROWTH;
  for (let step = 0; step < 40; step += 1) {
    const mid = (low + high) / 2;
    if (firstYearCustomers(month1, mid) < target) low = mid;
    else high = mid;
  }
  const growth = Math.round(((low + high) / 2) * 10) / 10;
  const targetShown =
    carry(
      builder,
      earlier.plan,
      (text) => text === earlier.assumption.label,
      "New paying customers this year (strategic plan)",
    ) ?? earlier.assumption.value;
  const shown = builder.estimate(
    "Growth of new customers a month",
    percent(growth),
    `Set so months 1 to 12 win your strategic plan's twelve-month target of ${targetShown}: ${count(month1)} new customers in month 1, each month ${percent(growth)} more than the one before, add up to ${count(firstYearCustomers(month1, growth))} (the usual ${percent(usual)} would give ${count(usualYear)}). Change the target in the strategic plan to change it here.`,
  );
  return { growth, shown };
}

/**
 * New customers in month one: the go-to-market funnel's unless the founder gave a budget here (the
 * plan's funnel spent the plan's budget); else the knowledge base's funnel benchmarks on founder-led traffic
 * plus, when there is a marketing budget, the paid search visits it buys.
 */
function newCustomersOf(
  facts: VentureFacts,
  builder: ProvenanceBuilder,
  b2b: boolean,
  marketing: Marketing,
): Shown {
  const gtm = facts.plans.goToMarketPlan;
  const carried =
    marketing.from !== "founder"
      ? carry(builder, gtm, (label) => label === "Customers, month one", "New customers in month 1")
      : undefined;
  const value = carried ? Number(carried.replace(/,/g, "")) : Number.NaN;
  if (carried && Number.isFinite(value) && value >= 0) {
    return {
      value,
      shown: carried,
      tag: `${TAG.earlier} go-to-market plan's funnel (customers in month one)`,
    };
  }
  const { funnelBenchmarks } = knowledge();
  const kind = b2b ? "b2b" : "b2c";
  const visitors = (b2b ? 10 : 20) * 30;
  const toLead = builder.figure(
    `Visitor-to-lead rate (${b2b ? "B2B" : "B2C"})`,
    funnelBenchmarks.visitorToLead[kind],
  );
  const toCustomer = builder.figure(
    `Lead-to-customer rate (${b2b ? "B2B" : "B2C"})`,
    funnelBenchmarks.leadToCustomer[kind],
  );
  const organicLeads = visitors * (funnelBenchmarks.visitorToLead[kind].value / 100);
  let paidLeads = 0;
  let paidMethod = "";
  if (marketing.value > 0) {
    const { costPerClick, clickToLead } = funnelBenchmarks.paidSearch;
    const cpc = builder.figure("Paid search cost per click (average, 23 industries)", costPerClick);
    const rate = builder.figure(
      "Paid search click-to-lead rate (average, 23 industries)",
      clickToLead,
    );
    const clicks = marketing.value / costPerClick.value;
    paidLeads = clicks * (clickToLead.value / 100);
    paidMethod = ` Plus ${money(marketing.value)} marketing ÷ ${cpc} a click = ${count(clicks)} paid visits × ${rate} = ${count(paidLeads)} paid leads.`;
  }
  const customers =
    Math.round(
      (organicLeads + paidLeads) * (funnelBenchmarks.leadToCustomer[kind].value / 100) * 10,
    ) / 10;
  const floor = Math.max(customers, 0.5);
  return {
    value: floor,
    shown: builder.estimate(
      "New customers in month 1",
      count(floor),
      `${visitors} visitors from your own posts and outreach (${b2b ? 10 : 20} a day × 30 days) × ${toLead} = ${count(organicLeads)} leads.${paidMethod} ${count(organicLeads + paidLeads)} leads × ${toCustomer} to customers = ${count(customers)}${floor > customers ? `, taken as at least ${count(floor)}` : ""}.`,
    ),
    tag:
      marketing.value > 0
        ? `${TAG.estimate}: the knowledge base's funnel benchmarks on founder-led traffic and the paid search your marketing buys`
        : `${TAG.estimate}: the knowledge base's funnel benchmarks on founder-led traffic`,
  };
}

/** The marketing budget and where it came from. */
type Marketing = Shown & { from: "founder" | "go-to-market" | "none" };

/** Marketing: the founder's budget, else the go-to-market plan's, else none. */
function marketingOf(
  request: ItFinancialLegalRequest,
  facts: VentureFacts,
  builder: ProvenanceBuilder,
  entered: FormMoney,
): Marketing {
  if (request.monthlyBudget !== undefined) {
    return {
      value: request.monthlyBudget,
      shown: builder.input(
        "Marketing a month",
        "monthlyBudget",
        `${money(request.monthlyBudget)}${entered.beside("Marketing a month")}`,
      ),
      tag: TAG.input,
      from: "founder",
    };
  }
  const carried = carry(
    builder,
    facts.plans.goToMarketPlan,
    (label) => label === "Marketing budget a month",
    "Marketing a month",
  );
  const value = carried ? parseUsd(carried) : undefined;
  if (carried && value !== undefined) {
    return {
      value,
      shown: carried,
      tag: `${TAG.earlier} go-to-market plan's budget`,
      from: "go-to-market",
    };
  }
  return {
    value: 0,
    shown: builder.estimate(
      "Marketing a month",
      money(0),
      "No marketing budget given: the first customers come from the founders' own hours, so the model spends $0 on marketing.",
    ),
    tag: `${TAG.estimate}: no budget given, founder-led channels only`,
    from: "none",
  };
}

/** The founder's own amounts, already in the venture's currency, kept as they typed them. */
interface OwnAmounts {
  startingCash: number | undefined;
  startingCashField: string;
  marketing: number | undefined;
  founderPay: number | undefined;
  price: { value: number; currency: string; shown: string } | undefined;
  upfront: { value: number; currency: string; shown: string } | undefined;
}

const MONEY_INPUTS: readonly [
  (
    | "startingCash"
    | "pricePerMonth"
    | "servingCostPerCustomer"
    | "upfrontPerNewCustomer"
    | "marketingPerMonth"
    | "toolsPerMonth"
    | "otherPerMonth"
  ),
  string,
][] = [
  ["startingCash", "Starting cash"],
  ["pricePerMonth", "Price per customer a month"],
  ["servingCostPerCustomer", "Inference or hosting per customer a month"],
  ["upfrontPerNewCustomer", "One-off price per new customer"],
  ["marketingPerMonth", "Marketing a month"],
  ["toolsPerMonth", "Tools and accounts a month"],
  ["otherPerMonth", "Other costs a month"],
];

/**
 * The model's inputs in the venture's currency (issue 23). The plan works its figures out in US
 * dollars (its benchmarks are: tool prices, pay, compute, cost per click); here each amount of
 * money becomes the venture's currency: the founder's own amounts as they typed them, every other
 * one converted at the dated rate (said once, `usdRate`), recorded with its arithmetic and shown
 * with its US dollars beside it ("£336 ($420)").
 */
function inVentureCurrency(
  usd: FinancialInputs,
  rate: UsdRate,
  builder: ProvenanceBuilder,
  shown: FinContext["shown"],
  own: OwnAmounts,
): FinancialInputs {
  const code = rate.currency;
  const fmt = (value: number) => money(value, code);
  const cents = (value: number) => Math.round(value * 100) / 100;
  const show = (value: number) =>
    value < 100 && Math.round(value) !== value ? fmtCents(value, fmt) : fmt(value);
  const convert = (amount: number, label: string, small = false) => {
    const value = small ? cents(amount * rate.perUsd) : Math.round(amount * rate.perUsd);
    const usdShown =
      amount < 100 && Math.round(amount) !== amount ? `$${amount.toFixed(2)}` : money(amount);
    return {
      value,
      shown: builder.estimate(
        `${label} in ${code}`,
        `${show(value)} (${usdShown})`,
        `${usdShown} × ${rate.rate} (${rate.date}; ${rate.source}) = ${show(value)}.`,
      ),
    };
  };
  const next: FinancialInputs = {
    ...usd,
    currency: code as FinancialInputs["currency"],
    usdRate: rate,
  };
  for (const [key, label] of MONEY_INPUTS) {
    const typed =
      key === "startingCash"
        ? own.startingCash
        : key === "marketingPerMonth"
          ? own.marketing
          : key === "pricePerMonth"
            ? own.price?.value
            : key === "upfrontPerNewCustomer"
              ? own.upfront?.value
              : undefined;
    if (typed !== undefined) {
      next[key] = key === "pricePerMonth" ? cents(typed) : typed;
      const field =
        key === "startingCash"
          ? own.startingCashField
          : key === "marketingPerMonth"
            ? "monthlyBudget"
            : undefined;
      if (field) {
        builder.drop(label);
        shown[key] = { value: builder.input(label, field, fmt(typed)), tag: TAG.input };
      } else if (key === "pricePerMonth" && own.price)
        shown[key] = {
          value: own.price.shown,
          tag: shown[key].tag.replace(
            /; converted to US dollars: .*?(?=; each new customer|$)/,
            "",
          ),
        };
      else if (key === "upfrontPerNewCustomer" && own.upfront)
        shown[key] = { value: own.upfront.shown, tag: shown[key].tag };
      continue;
    }
    if (usd[key] === 0 && key !== "pricePerMonth") {
      shown[key] = { ...shown[key], value: fmt(0) };
      continue;
    }
    const converted = convert(
      usd[key],
      label,
      key === "pricePerMonth" || key === "servingCostPerCustomer",
    );
    next[key] = converted.value;
    shown[key] = { value: converted.shown, tag: shown[key].tag };
  }
  if (own.founderPay !== undefined) {
    builder.drop("Founder pay a month");
    builder.input("Founder pay a month", "founderPay", fmt(own.founderPay));
  }
  next.team = usd.team.map((member) => ({
    ...member,
    monthlyCost:
      /^founder/i.test(member.role) && own.founderPay !== undefined
        ? own.founderPay
        : Math.round(member.monthlyCost * rate.perUsd),
  }));
  if (next.team.length > 0) {
    const total = next.team.reduce((sum, member) => sum + member.monthlyCost, 0);
    shown.team = {
      value: builder.estimate(
        `Team costs a month at full size in ${code}`,
        `${fmt(total)} for ${next.team.length} ${next.team.length === 1 ? "person" : "people"}`,
        `${next.team.map((member) => `${member.role} ${fmt(member.monthlyCost)} from month ${member.startMonth}`).join(" + ")} = ${fmt(total)}; ${own.founderPay !== undefined ? "founder pay as you typed it, " : ""}US-dollar pay converted at ${rate.rate} (${rate.date}).`,
      ),
      // "founders only, at $1,875 (£1,500) each" → "… at £1,500 each": the local amount typed.
      tag: shown.team.tag.replace(/\$[\d,.]+ \(([^)$]+)\)/gu, "$1"),
    };
  }
  return financialInputsSchema.parse(next);
}

/**
 * Inference or hosting per customer a month (issue 26): for a product whose words say it processes
 * video, audio or models (its bio sentences left out: a founder who "built ML models" does not make
 * a bakery an inference business), the knowledge base's estimate for that product type, starting
 * from the provider's published price; else none, the business model's gross margin covering the
 * usual hosting.
 */
function servingOf(facts: VentureFacts, builder: ProvenanceBuilder): Shown {
  const words = facts.words.bio.reduce((text, sentence) => text.replace(sentence, " "), facts.idea);
  const found = servingCostFor(words);
  if (!found) {
    return {
      value: 0,
      shown: builder.estimate(
        "Inference or hosting per customer a month",
        money(0),
        "Nothing in your idea processes video, audio or models, so no compute is added per customer: the gross margin holds the usual hosting. Enter your own if each customer costs you compute.",
      ),
      tag: `${TAG.estimate}: none for this product; the gross margin holds the usual hosting`,
    };
  }
  const { entry, cue } = found;
  const unitPrice = builder.figure(`Compute price: ${entry.unit}`, entry.unitPrice);
  const perCustomer = entry.perCustomerMonth;
  const method = perCustomer.basis.kind === "estimate" ? perCustomer.basis.method : "";
  return {
    value: perCustomer.value,
    shown: builder.estimate(
      "Inference or hosting per customer a month",
      money2(perCustomer.value),
      `Your idea names “${cue}”, so it is costed as ${entry.label}, from ${unitPrice} for ${entry.unit}. ${method}`,
    ),
    tag: `${TAG.estimate}: ${entry.label}, from a published compute price and an assumed usage; replace it with your bill`,
  };
}

/** Money to the cent under $100 ("$2.10", "$96"), whole dollars above. */
function money2(value: number): string {
  return value < 100 && Math.round(value) !== value ? `$${value.toFixed(2)}` : money(value);
}

/** Monthly churn: the KB's figure when it is monthly, else derived from its annual retention. */
function churnOf(facts: VentureFacts, builder: ProvenanceBuilder): Shown {
  const { metric, figure } = facts.model.retention;
  const label = `${facts.model.name} ${metric.replace(/-/g, " ")}`;
  const base = builder.figure(label, figure);
  if (metric === "monthly-customer-churn") {
    return {
      value: figure.value,
      shown: base,
      tag: `${figure.basis.kind === "source" ? TAG.sourced : TAG.estimate}: the knowledge base's ${facts.model.name} monthly churn`,
    };
  }
  const kept = Math.min(Math.max(figure.value, 1), 99) / 100;
  const monthly = Math.round((1 - kept ** (1 / 12)) * 10000) / 100;
  return {
    value: monthly,
    shown: builder.estimate(
      "Monthly churn",
      percent(monthly),
      `From the ${label}, ${base}: 1 − (${percent(kept * 100)} kept a year)^(1/12) = ${percent(monthly)} lost a month.`,
    ),
    tag: `${TAG.estimate}: the knowledge base's ${metric.replace(/-/g, " ")} as a monthly rate`,
  };
}

/** Team costs: the team plan's roles and pay when it has them, else the founders' pay. */
function teamOf(
  request: ItFinancialLegalRequest,
  facts: VentureFacts,
  builder: ProvenanceBuilder,
  founders: number,
  entered: FormMoney,
): { members: TeamMember[]; shown: string; tag: string; from: FinContext["teamFrom"] } {
  const fromPlan = facts.plans.teamPlan ? teamPlanRoles(facts.plans.teamPlan, builder) : [];
  const pay = request.founderPay ?? 0;
  const payShown =
    request.founderPay !== undefined
      ? builder.input(
          "Founder pay a month",
          "founderPay",
          `${money(pay)}${entered.beside("Founder pay a month")}`,
        )
      : builder.estimate(
          "Founder pay a month",
          money(0),
          "No founder pay given: the model pays the founders nothing; add what each of you draws.",
        );
  const founderRows: TeamMember[] = Array.from({ length: founders }, () => ({
    role: "Founder",
    monthlyCost: pay,
    startMonth: 1,
  }));
  if (fromPlan.length > 0) {
    const hires = fromPlan.filter((member) => !/founder/i.test(member.role));
    const members = [...founderRows, ...hires].slice(0, 30);
    return {
      members,
      shown: `the founders at ${payShown} each, then ${hires.map((hire) => `${hire.role} from month ${hire.startMonth}`).join(", ") || "no hires"}`,
      tag: `${TAG.earlier} team plan's roles and pay; founders at ${payShown}`,
      from: "team plan",
    };
  }
  return {
    members: founderRows,
    shown: `${founders === 1 ? "one founder" : `${founders} founders`} at ${payShown} a month each`,
    tag: `No team plan: founders only, at ${payShown} each; run team planning to add hires`,
    from: "founders only",
  };
}

/**
 * The team plan's roles, read defensively: a section whose id speaks of pay or hiring, its first
 * table with a role column and a pay column (a month, or a year ÷ 12), and a start month if one
 * is given (else month 1). Each role's cost becomes an estimate quoting the plan's cell.
 */
function teamPlanRoles(plan: PlanResult, builder: ProvenanceBuilder): TeamMember[] {
  const section =
    plan.sections.find((item) => /compensation|pay|salar|cost|budget/.test(item.id)) ??
    plan.sections.find((item) => /hiring|roles|team/.test(item.id));
  if (!section) return [];
  const table = shownBlocks(section).find(
    (block): block is Extract<PlanBlock, { kind: "table" }> =>
      block.kind === "table" &&
      block.header.some((cell) => /role|position|hire/i.test(cell)) &&
      block.header.some((cell) => /cost|pay|salary|compensation/i.test(cell)),
  );
  if (!table) return [];
  const roleAt = table.header.findIndex((cell) => /role|position|hire/i.test(cell));
  const payAt = table.header.findIndex((cell) => /cost|pay|salary|compensation/i.test(cell));
  const startAt = table.header.findIndex(
    (cell) => /start|month|when/i.test(cell) && !/cost|pay/i.test(cell),
  );
  const starts = hiringStarts(plan);
  const members: TeamMember[] = [];
  for (const row of table.rows) {
    const role = (row[roleAt] ?? "").replace(/\d/g, "").trim().slice(0, 80);
    const cell = row[payAt] ?? "";
    const amount = parseUsd((/\$[\d,]+(?:\.\d+)?/.exec(cell) ?? [""])[0]);
    if (!role || amount === undefined || amount <= 0) continue;
    const yearly = /year|annual|\/yr|a yr/i.test(cell) || amount >= 30_000;
    const monthly = Math.round(yearly ? amount / 12 : amount);
    const startCell = startAt >= 0 ? (row[startAt] ?? "") : (starts.get(role.toLowerCase()) ?? "");
    const startMatch = /month\s*(\d{1,2})/i.exec(startCell);
    const startMonth = Math.min(36, Math.max(1, startMatch ? Number(startMatch[1]) : 1));
    builder.estimate(
      `${role} monthly cost, from month ${startMonth}`,
      money(monthly),
      `From the team plan's ${section.heading} section: "${cell.slice(0, 120)}"${yearly ? ` ÷ 12 months = ${money(monthly)}` : ""}${startMatch ? `; starting ${startCell.slice(0, 60)}` : "; no start month given, so month 1"}.`,
    );
    members.push({ role, monthlyCost: monthly, startMonth });
  }
  return members;
}

/**
 * When each role starts, from the team plan's hiring sequence (a table with a role column and a
 * "when" column such as "Q2 (from month 4)"): role, lower-cased → that cell.
 */
function hiringStarts(plan: PlanResult): Map<string, string> {
  const starts = new Map<string, string>();
  const section = plan.sections.find((item) => /hiring|sequence/.test(item.id));
  for (const block of section ? shownBlocks(section) : []) {
    if (block.kind !== "table") continue;
    const roleAt = block.header.findIndex((cell) => /role|position|hire/i.test(cell));
    const whenAt = block.header.findIndex((cell) => /when|start/i.test(cell));
    if (roleAt === -1 || whenAt === -1) continue;
    for (const row of block.rows) {
      const role = (row[roleAt] ?? "").replace(/\d/g, "").trim().slice(0, 80).toLowerCase();
      if (role && /month\s*\d/i.test(row[whenAt] ?? "")) starts.set(role, row[whenAt] ?? "");
    }
  }
  return starts;
}

// ---------------------------------------------------------------------------------------------
// The tool inventory
// ---------------------------------------------------------------------------------------------

/**
 * The tools and accounts a venture of this kind needs at the start, each with an estimated
 * monthly cost (an entry plan's usual list price per seat × the founders; placeholders to check
 * against the vendor's current pricing, never presented as quotes).
 */
function toolInventory(
  facts: VentureFacts,
  builder: ProvenanceBuilder,
  founders: number,
  software: boolean,
  b2b: boolean,
): ToolLine[] {
  const seats = founders;
  const lines: { area: string; tool: string; perSeat?: number; flat?: number; note: string }[] = [
    {
      area: "Email, calendar and documents",
      tool: "Google Workspace or Microsoft 365",
      perSeat: 7,
      note: "One account per person on the company's domain, never personal addresses",
    },
    {
      area: "Passwords and shared logins",
      tool: "A team password manager (1Password, Bitwarden)",
      perSeat: 4,
      note: "Every shared login lives here; nobody shares a password by message",
    },
    {
      area: "Domain and DNS",
      tool: "Domain registrar",
      flat: 2,
      note: "Registered to the company, with two-factor sign-in and auto-renew on",
    },
    {
      area: "Accounting",
      tool: "Accounting software (Xero, QuickBooks)",
      flat: 30,
      note: "Connected to the business bank account from day one",
    },
    {
      area: "Banking and payments",
      tool: "Business bank account and a payment processor (Stripe or similar)",
      flat: 0,
      note: "Per-transaction fees only; business and personal money never mixed",
    },
    {
      area: "Backups",
      tool: "Cloud backup of documents and accounts",
      flat: 6,
      note: "A copy outside the main provider, restored once a quarter to prove it works",
    },
    {
      area: "Contracts and signatures",
      tool: "E-signature (Dropbox Sign, DocuSign)",
      flat: 15,
      note: "Founder, IP and customer agreements signed and stored in one place",
    },
  ];
  lines.push(
    b2b
      ? {
          area: "Sales pipeline",
          tool: "A CRM (HubSpot, Pipedrive)",
          perSeat: 15,
          note: `Every conversation with ${facts.customerShort} logged, so a deal survives a founder's holiday`,
        }
      : {
          area: "Customer support",
          tool: "A shared support inbox or help desk",
          flat: 15,
          note: `Questions from ${facts.customerShort} answered from one company inbox, not a founder's phone`,
        },
  );
  if (software) {
    lines.push(
      {
        area: "Code",
        tool: "Code hosting (GitHub or GitLab) in a company organisation",
        perSeat: 4,
        note: "The code belongs to a company account, not a founder's personal one",
      },
      {
        area: "Hosting",
        tool: "Cloud hosting and database",
        flat: 50,
        note: "Starter tier; the bill grows with customers, so watch it monthly",
      },
    );
  } else {
    lines.push({
      area: "Storefront and bookings",
      tool: `${facts.model.name === "Marketplace" ? "Marketplace" : "Store or booking"} platform`,
      flat: 40,
      note: "Entry plan; check what it takes per sale on top",
    });
  }
  return lines.map((line) => {
    const monthly = line.perSeat !== undefined ? line.perSeat * seats : (line.flat ?? 0);
    const method =
      line.perSeat !== undefined
        ? `About ${money(line.perSeat)} per person a month on an entry business plan × ${seats} ${seats === 1 ? "person" : "people"} = ${money(monthly)}; a typical list price to check on the vendor's page, not a quote.`
        : monthly === 0
          ? "No monthly fee on the usual starter plans; the cost is per transaction."
          : `About ${money(monthly)} a month on a typical entry plan; a list price to check on the vendor's page, not a quote.`;
    return {
      area: line.area,
      tool: line.tool,
      monthly,
      shown: builder.estimate(`Tool cost: ${line.area}`, `${money(monthly)} a month`, method),
      note: line.note,
    };
  });
}

// ---------------------------------------------------------------------------------------------

function knowledge() {
  return KNOWLEDGE_BASE;
}

export function parseUsd(text: string): number | undefined {
  const match = /^\$([\d,]+(?:\.\d+)?)/.exec(text.trim());
  return match?.[1] ? Number(match[1].replace(/,/g, "")) : undefined;
}

// ---------------------------------------------------------------------------------------------
// The founder's own model inputs (edited on the page)
// ---------------------------------------------------------------------------------------------

type Show = (value: number, fmt: (value: number) => string) => string;
const asMoney: Show = (value, fmt) => fmt(value);
const asPercent: Show = (value) => `${Math.round(value * 100) / 100}%`;

const EDITABLE_LABELS: Partial<Record<InputKey, { label: string; show: Show }>> = {
  startingCash: { label: "Starting cash", show: asMoney },
  pricePerMonth: { label: "Price per customer a month", show: asMoney },
  newCustomersMonth1: {
    label: "New customers in month 1",
    show: (value) => value.toLocaleString("en-US", { maximumFractionDigits: 1 }),
  },
  monthlyCustomerGrowth: { label: "Monthly growth of new customers", show: asPercent },
  monthlyChurn: { label: "Monthly churn", show: asPercent },
  grossMargin: { label: "Gross margin", show: asPercent },
  servingCostPerCustomer: {
    label: "Inference or hosting per customer a month",
    show: (value, fmt) =>
      value < 100 && Math.round(value) !== value ? fmtCents(value, fmt) : fmt(value),
  },
  upfrontPerNewCustomer: { label: "One-off price per new customer", show: asMoney },
  marketingPerMonth: { label: "Marketing a month", show: asMoney },
  toolsPerMonth: { label: "Tools a month", show: asMoney },
  otherPerMonth: { label: "Other costs a month", show: asMoney },
};

/** "£2.10": an amount under 100 to the cent, in the sign `fmt` writes. */
function fmtCents(value: number, fmt: (value: number) => string): string {
  return fmt(0).replace(/0$/, value.toFixed(2));
}

/** Each input the founder changed on the page is shown as theirs (an `input` assumption). */
function overrideShown(
  shown: FinContext["shown"],
  derived: FinancialInputs,
  edited: FinancialInputs,
  builder: ProvenanceBuilder,
  fmt: (value: number) => string,
): void {
  for (const [key, entry] of Object.entries(EDITABLE_LABELS) as [
    InputKey,
    { label: string; show: Show },
  ][]) {
    const value = edited[key as keyof FinancialInputs];
    if (typeof value !== "number" || value === derived[key as keyof FinancialInputs]) continue;
    shown[key] = {
      value: builder.input(entry.label, `modelInputs.${key}`, entry.show(value, fmt)),
      tag: `${TAG.input} (edited in the model)`,
    };
  }
  if (JSON.stringify(edited.team) !== JSON.stringify(derived.team)) {
    const total = edited.team.reduce((sum, member) => sum + member.monthlyCost, 0);
    shown.team = {
      value: builder.input(
        "Team costs a month at full size",
        "modelInputs.team",
        `${fmt(total)} for ${edited.team.length} ${edited.team.length === 1 ? "person" : "people"}`,
      ),
      tag: `${TAG.input} (edited in the model)`,
    };
  }
}
