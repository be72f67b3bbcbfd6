import type { PriceRange } from "../../engine/knowledge/schema";
import { ProvenanceBuilder } from "../../engine/provenance-builder";
import { alternativesFor } from "../../engine/reading";
import { capitalise } from "../../engine/text";
import { formatUsd } from "../../shared/money";
import { type PlanBlock, type PlanResult, shownBlocks } from "../../shared/plan";
import { numbersIn } from "../../shared/provenance";
import { carry, readVentureFacts, type VentureFacts } from "../_kit/plan/facts.server";
import {
  type Disagreement,
  launchAgainstBuild,
  rangeUnit,
  usdRange,
  type VentureBuild,
  type VenturePrice,
  ventureBuild,
  venturePrice,
} from "../_kit/plan/figures.server";
import { type FormMoney, formMoney } from "../_kit/plan/money.server";
import { productLabel } from "../_kit/plan/prose.server";
import { SALES_MOTIONS, type SalesMotion } from "./questions";
import type { GoToMarketRequest } from "./schema";

/**
 * What every section of the go-to-market plan reads (issue 13): the venture's facts, the
 * founder's answers, and the choices made once for the whole plan (sales motion, list price),
 * each figure recorded in one ProvenanceBuilder. Sections vary their own take by `roundFor`.
 */
export interface GtmContext {
  request: GoToMarketRequest;
  facts: VentureFacts;
  builder: ProvenanceBuilder;
  /** The form's money in the founder's currency; its rate is said once in the summary. */
  money: FormMoney;
  /** The product's name ("ShiftWise") or, without one, the idea's first clause. */
  product: string;
  /** The customer after the first mention ("practice managers"). */
  customer: string;
  /** The customer in full, for the first mention (the summary). */
  customerFull: string;
  b2b: boolean;
  motion: SalesMotion;
  /** True when the founder chose the motion. */
  motionChosen: boolean;
  /** Named competitors: the founder's, else the knowledge base's examples. */
  competitors: string[];
  competitorsNamed: boolean;
  /** The founder's own description of the problem (the idea's later sentences), if any. */
  problem?: string;
  /** Pains and adoption barriers from customer discovery (figure-free items only). */
  pains: string[];
  barriers: string[];
  /** From the strategic plan, when there is one. */
  positioning?: string;
  firstSegment?: string;
  trigger?: string;
  price: ListPrice;
  /** The product plan's MVP week and the founder's target, carried (the kit's `ventureBuild`). */
  build: VentureBuild;
  /** Where this plan's figures disagree with the founder's or an earlier plan's. */
  disagreements: { price: Disagreement[]; launch: Disagreement[] };
  /** The monthly marketing budget when the founder gave one above zero. */
  budget?: { value: number; shown: string };
  /** What the plan lacks and assumed instead, for the summary and the sections. */
  lacks: string[];
  roundFor: (sectionId: string) => number;
}

/**
 * The list price: the kit's one venture price (figures.server.ts: the founder's stated price
 * first, else this form's, else an earlier plan's, the market analysis' or the business model's),
 * with the market analysis' price range beside it.
 */
export interface ListPrice extends VenturePrice {
  /** The market analysis' price range, carried with its basis, when it has one. */
  marketRange?: string;
  marketRangeLabel?: string;
}

export const MOTION_LABEL: Record<SalesMotion, string> = Object.fromEntries(
  SALES_MOTIONS.map((motion) => [motion.value, motion.value]),
) as Record<SalesMotion, string>;

export function buildContext(sent: GoToMarketRequest): GtmContext {
  const facts = readVentureFacts(sent);
  const builder = new ProvenanceBuilder();
  // The form's budget in the founder's currency, in US dollars for the cost-per-click arithmetic.
  const money = formMoney(facts, builder, sent.currency);
  const request = {
    ...sent,
    monthlyBudget: money.usd(sent.monthlyBudget, "Marketing budget a month"),
  };
  const b2b = facts.orientation === "B2B";
  const lacks: string[] = [];
  if (!facts.market)
    lacks.push("a market analysis (prices and competitors come from the knowledge base)");
  if (!facts.discovery)
    lacks.push("a customer discovery (pains and objections are the usual ones for this model)");
  if (!facts.plans.strategicPlan) lacks.push("a strategic plan (no positioning to build on)");
  const price = listPrice(request, facts, builder);
  const build = ventureBuild(facts, builder);
  const motion = request.salesMotion ?? defaultMotion(facts, price);
  const budget =
    request.monthlyBudget !== undefined && request.monthlyBudget > 0
      ? {
          value: request.monthlyBudget,
          shown: builder.input(
            "Marketing budget a month",
            "monthlyBudget",
            `${formatUsd(request.monthlyBudget)}${money.beside("Marketing budget a month")}`,
          ),
        }
      : undefined;
  const named = facts.competitors.length > 0;
  // What the buyers use today, when the founder names nothing: only archetypes that sell to
  // them (a pub does not use McDonald's instead of a keg sensor); none may fit.
  const examples = alternativesFor(facts.industry, facts.reading.buyer.unit, b2b).flatMap(
    (archetype) => archetype.examples.slice(0, 1),
  );
  const strategic = facts.plans.strategicPlan;
  // A sentence quoted from the strategic plan may hold the founder's own numbers ("under 200 beds").
  const founderNumbers = new Set(
    numbersIn([request.businessIdea, request.targetCustomer, request.competitors].join(" ")),
  );
  const discovery = facts.discovery;
  const regenerate = request.regenerate;
  return {
    request,
    facts,
    builder,
    product: productLabel(request.businessIdea, facts.subject),
    customer: facts.customerShort,
    customerFull: facts.customer,
    b2b,
    motion,
    motionChosen: request.salesMotion !== undefined,
    competitors: named ? facts.competitors : examples.slice(0, 3),
    competitorsNamed: named,
    problem: problemSentences(facts),
    pains: figureFree(discovery?.customerPersonas.painPoints ?? []).map(stripLead),
    barriers: figureFree(discovery?.solutionFit.adoptionBarriers ?? []).map(stripLead),
    positioning: strategic
      ? firstTextOf(shownOf(strategic, "positioning"), founderNumbers)
      : undefined,
    firstSegment: strategic
      ? firstTextOf(shownOf(strategic, "segments"), founderNumbers)
      : undefined,
    trigger: discovery ? triggerOf(discovery.problemValidation.customerJourney) : undefined,
    price,
    build,
    disagreements: { price: price.disagreements, launch: build.disagreements },
    ...(budget ? { budget } : {}),
    money,
    lacks,
    roundFor: (sectionId) => (regenerate?.section === sectionId ? regenerate.round : 0),
  };
}

/** The blocks a founder sees of an earlier plan's section, if it has one by that id. */
function shownOf(plan: PlanResult, id: string): readonly PlanBlock[] | undefined {
  const section = plan.sections.find((candidate) => candidate.id === id);
  return section ? shownBlocks(section) : undefined;
}

/**
 * The first sentence of a section whose numbers are all the founder's own: its paragraphs first
 * (the statement), then its list items, then its tables' rows.
 */
function firstTextOf(
  blocks: readonly PlanBlock[] | undefined,
  allowed: ReadonlySet<string>,
): string | undefined {
  const texts = (kind: PlanBlock["kind"]) =>
    (blocks ?? []).flatMap((block) =>
      block.kind !== kind
        ? []
        : block.kind === "paragraph"
          ? [block.text]
          : block.kind === "list"
            ? block.items
            : block.rows.map((row) => row.filter(Boolean).join(": ")),
    );
  for (const candidate of [...texts("paragraph"), ...texts("list"), ...texts("table")]) {
    const sentence = firstSentenceOf(candidate);
    if (sentence && numbersIn(sentence).every((number) => allowed.has(number))) return sentence;
  }
  return undefined;
}

function firstSentenceOf(text: string): string | undefined {
  const first = (
    text
      .replace(/\s+/g, " ")
      .trim()
      .split(/(?<=[.!?])\s/)[0] ?? ""
  ).trim();
  if (first.length < 12) return undefined;
  return first.length <= 240 ? first : `${first.slice(0, 237).replace(/\s+\S*$/, "")}…`;
}

/** "Trigger: a missed deadline, …. Reached through: …" → "a missed deadline, …". */
function triggerOf(journey: string): string | undefined {
  const match = /Trigger:\s*([^.]+)\./.exec(journey);
  const trigger = match?.[1]?.trim();
  return trigger && !/\d/.test(trigger) ? trigger : undefined;
}

/**
 * The founder's own account of the customer's problem: the idea's sentences after the first that
 * are about the customer (the kit's reading leaves out the founder's bio, means and price).
 */
function problemSentences(facts: VentureFacts): string | undefined {
  const rest = facts.words.problem.join(" ").trim();
  if (rest.length < 15) return undefined;
  return rest.length <= 300 ? rest : `${rest.slice(0, 297).replace(/\s+\S*$/, "")}…`;
}

function figureFree(items: readonly string[]): string[] {
  return items.filter((item) => !/\d/.test(item) && item.length <= 300);
}

/** "The trigger: a missed deadline" → "A missed deadline"; "Named in…: x" kept whole. */
function stripLead(item: string): string {
  const cut = item.replace(
    /^(The trigger|What makes them hesitate|A [\w ]+ risk to plan for):\s*/,
    "",
  );
  return capitalise(cut.replace(/[.…]+$/, ""));
}

/**
 * The list price the launch offer starts from: the kit's one venture price (the founder's stated
 * price wins over any benchmark), with the market analysis' price range carried beside it.
 */
function listPrice(
  request: GoToMarketRequest,
  facts: VentureFacts,
  builder: ProvenanceBuilder,
): ListPrice {
  const marketRangeLabel = facts.market?.assumptions.find(
    (item) => item.label.includes("price range") && !/[%]/.test(item.value),
  )?.label;
  const marketRange = marketRangeLabel ? carry(builder, facts.market, marketRangeLabel) : undefined;
  const market = marketRange && marketRangeLabel ? { marketRange, marketRangeLabel } : {};
  const range = usdRange(facts.model.typicalPricePoints);
  const price = venturePrice(facts, builder, {
    label: facts.market ? "List price a month" : `${facts.model.name} list price`,
    ...(request.price !== undefined && request.price > 0
      ? {
          own: {
            value: request.price,
            field: "price",
            label: "Your planned price",
            period: range.period === "month" ? ("month" as const) : null,
            ...(request.currency ? { currency: request.currency } : {}),
          },
        }
      : {}),
  });
  // The founder's answer on this form keeps the business model's usual unit, as before.
  const unit = price.from === "your input" && !price.words ? rangeUnit(range) : price.unit;
  return { ...price, unit, ...market };
}

/** " per user a month", " per order", " per hour". */
export function unitOf(range: PriceRange): string {
  return rangeUnit(range);
}

/** The launch date against the product plan's MVP (the kit's check), when both are known. */
export function launchDisagreement(
  ctx: GtmContext,
  launchWeek: number,
  shown: string | undefined,
): Disagreement | undefined {
  const date = ctx.request.launchDate;
  if (!date || !shown) return undefined;
  return launchAgainstBuild(ctx.builder, ctx.build, { date, shown, launchWeek });
}

function defaultMotion(facts: VentureFacts, price: ListPrice): SalesMotion {
  const model = facts.model.name;
  if (model === "Marketplace") return "community-led";
  if (["B2B Services", "Consulting", "Manufacturing", "Professional Services"].includes(model))
    return "sales-led";
  if (facts.orientation === "B2B") return price.perMonth >= 100 ? "sales-led" : "self-serve";
  if (["Franchise", "Retail Products", "Hardware"].includes(model)) return "partner-led";
  return "self-serve";
}

// ---------------------------------------------------------------------------------------------
// Numbers and words
// ---------------------------------------------------------------------------------------------

/** Dollars as prices show them: cents below $10 ("$4.66"), whole dollars above ("$550"). */
export function usdShown(value: number): string {
  if (value < 10 && !Number.isInteger(value)) return `$${value.toFixed(2)}`;
  return formatUsd(value);
}

/** Dollars with their cents, for published figures ("$4.66", "$66.69"). */
export function centsShown(value: number): string {
  return Number.isInteger(value) ? formatUsd(value) : `$${value.toFixed(2)}`;
}

/** "a, b and c". */
export function joinWords(items: readonly string[], last = "and"): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} ${last} ${items[items.length - 1]}`;
}
