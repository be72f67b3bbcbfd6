import {
  type BusinessModelEntry,
  findSource,
  type IndustryEntry,
  regulatoryNotesFor,
} from "../../../engine/knowledge";
import type { ProvenanceBuilder } from "../../../engine/provenance-builder";
import {
  type FounderReading,
  type IdeaClassification,
  readFounder,
  splitCompetitors,
} from "../../../engine/reading";
import { briefAsStatements } from "../../../engine/reading/brief";
import { readPrice, type StatedPrice } from "../../../engine/reading/price";
import { lowerFirst, shorten } from "../../../engine/text";
import {
  type CustomerDiscoveryResult,
  customerDiscoveryResultSchema,
} from "../../../shared/customer-discovery-result";
import {
  type MarketAnalysisResult,
  marketAnalysisResultSchema,
} from "../../../shared/market-analysis-result";
import { anyPlanResultSchema, type PlanResult } from "../../../shared/plan";
import type { Assumption, SourceRef } from "../../../shared/provenance";
import { briefBuyerCount, priceText, type VentureBrief } from "../../../shared/venture-brief";
import { titleSubject } from "../../project-title";
import { readMarketData } from "../market-data.server";
import {
  type FounderSkills,
  type FounderWords,
  readFounderSkills,
  readFounderWords,
} from "./founder-words.server";
import { EARLIER_PLAN_FIELDS, type EarlierPlanField } from "./meta";

/**
 * What the founder stated about their venture in one place (issue 23): the venture brief's
 * fields, when a run carries one. Every plan reads these through the facts, and the kit's
 * figures (figures.server.ts) take them over anything a plan would work out: the stated price
 * wins over any benchmark, the stated skills are read with the team form's. All optional.
 */
export interface StatedFacts {
  /** The price as the founder means it: amount, currency, period, unit. */
  price?: StatedPrice;
  /** How many buyers the founder counts (the brief's buyer count). */
  buyerCount?: number;
  /** The founder's skills in their words. */
  skills?: string;
  /** The cash the founder starts with. */
  cash?: number;
  /** Hours a week the founder can give. */
  hoursPerWeek?: number;
  /** Months of runway the founder states. */
  runwayMonths?: number;
  /** Hiring budget a month the founder states. */
  hiringBudget?: number;
}

/**
 * What a planning module's engine knows about the venture (issue 13): the founder's idea and
 * customer, how the idea reads (industry, business model, B2B or B2C), and the earlier results the
 * request carries, each checked against its module's schema (a result that does not parse is left
 * out, never half-trusted). Engines quote earlier figures through `carry`, which copies the
 * figure's assumption (and source) into the new result, so a number keeps its pedigree across
 * modules.
 */
export interface VentureFacts {
  /** The founder's business idea, as sent. */
  idea: string;
  /** Its first clause, for prose: "ICU scheduling for community hospitals". */
  subject: string;
  /** Whom it serves: the founder's target customer, else the idea's customer words, else the segment. */
  customer: string;
  /**
   * The customer named again after the first mention: "practice managers" for "practice managers
   * at independent veterinary clinics in the US"; the whole phrase when its head is one word.
   */
  customerShort: string;
  /** True when `customer` is the founder's own words (target customer or the idea's). */
  customerNamed: boolean;
  competitors: string[];
  classification: IdeaClassification;
  /** The one reading of the founder (src/engine/reading), read once for this request. */
  reading: FounderReading;
  industry: IndustryEntry;
  model: BusinessModelEntry;
  orientation: "B2B" | "B2C";
  market?: MarketAnalysisResult;
  discovery?: CustomerDiscoveryResult;
  /** Earlier plans of the venture (strategic plan, product plan, go-to-market plan). */
  plans: Partial<Record<EarlierPlanName, PlanResult>>;
  /** Readable lines for the result's `builtOn`: which earlier results this plan read. */
  builtOn: string[];
  /** What the founder stated in one place (the brief), when a run carries it. */
  stated: StatedFacts;
  /**
   * The founder's own words read once: the customer's problem (the idea's later sentences that
   * are not about the founder), the founder's bio sentences (never quoted as pain) and the price
   * they state, with the request field it is in.
   */
  words: FounderWords & { priceField?: "businessIdea" | "targetCustomer" };
  /** The founder's skills read from the brief and the idea's bio sentences (see `skillsOf`). */
  skills: FounderSkills;
}

/**
 * What the venture's brief states, as the plans' stated facts: its price (when it has an amount),
 * the buyer count the founder gave or the brief sourced, the founder's skills, money (in dollars)
 * and hours.
 * A price per hour or paid once has no recurring period here (read as one purchase).
 */
export function statedFromBrief(brief: VentureBrief | undefined): StatedFacts {
  if (brief === undefined) return {};
  const { price, buyer, founder } = brief.lines;
  const stated: StatedFacts = {};
  const words = priceText(price.value);
  if (price.value.amount !== null && words !== null) {
    const period = price.value.period;
    stated.price = {
      amount: price.value.amount,
      currency: price.value.currency,
      period,
      per: price.value.per,
      words,
    };
  }
  const counted = briefBuyerCount(buyer.value);
  if (counted !== null) stated.buyerCount = counted;
  if (founder.value.skills) stated.skills = founder.value.skills;
  // The financial model counts cash in US dollars: money in another currency is left to its form.
  if (founder.value.money !== null && price.value.currency === "USD") {
    stated.cash = founder.value.money;
  }
  if (founder.value.hours !== null) stated.hoursPerWeek = founder.value.hours;
  return stated;
}

/** The fields of a plan request the facts read: the founder's words and any earlier result. */
export type PlanFactsRequest = {
  /** The venture's brief, when the run is in a venture that has one. */
  brief?: VentureBrief | undefined;
  businessIdea: string;
  targetCustomer: string;
  competitors: string;
  /** The currency the form's money is entered in (absent: US dollars). */
  currency?: string | undefined;
  /**
   * What the founder stated in one place (the venture brief), when a run carries it: the one
   * door for a stated price, buyer count, skills, cash or budget into every plan.
   */
  stated?: StatedFacts;
} & { [Field in EarlierPlanField]?: Record<string, unknown> };

/** The earlier plans a plan may read (the fields after the two free tools'), in the registry's order. */
export type EarlierPlanName = Exclude<EarlierPlanField, "marketAnalysis" | "customerDiscovery">;
const EARLIER_PLANS = (Object.keys(EARLIER_PLAN_FIELDS) as EarlierPlanField[]).filter(
  (field): field is EarlierPlanName => field !== "marketAnalysis" && field !== "customerDiscovery",
);

/**
 * Reads the venture's facts from a plan request; pure. `stated` is what the founder stated in
 * one place (the venture brief): the one way a stated price, budget or skills reach the plans.
 */
export function readVentureFacts(
  request: PlanFactsRequest,
  stated: StatedFacts = { ...statedFromBrief(request.brief), ...request.stated },
): VentureFacts {
  const market = parsed(marketAnalysisResultSchema, request.marketAnalysis);
  const discovery = parsed(customerDiscoveryResultSchema, request.customerDiscovery);
  // Read from the request as sent: a venture's run carries the analysis' form beside it.
  const marketContext = market ? readMarketData(request.marketAnalysis) : undefined;
  const formStated = marketContext?.stated;
  // The one reading of the founder (src/engine/reading), as the market analysis and customer
  // discovery read this venture: what the founder stated on the analysis' form wins, the
  // industry a stored analysis was run for is a hint.
  const reading = readFounder({
    idea: request.businessIdea,
    targetMarket: request.targetCustomer || formStated?.targetMarket || "",
    competitors: request.competitors,
    ...(marketContext?.industry ? { knownIndustry: marketContext.industry } : {}),
    ...(formStated?.industry === undefined ? {} : { industry: formStated.industry }),
    ...(formStated?.businessType === undefined ? {} : { businessType: formStated.businessType }),
    ...(formStated?.geography === undefined ? {} : { geography: formStated.geography }),
    ...(formStated?.details === undefined ? {} : { details: formStated.details }),
    // The venture's brief (issue 23): its buyer, count, model and side are the founder's.
    stated: briefAsStatements(request.brief),
  });
  const classification = reading.classification;
  const plans: VentureFacts["plans"] = {};
  for (const field of EARLIER_PLANS) {
    const plan = parsed(anyPlanResultSchema, request[field]);
    if (plan) plans[field] = plan;
  }
  const named = request.targetCustomer.trim() || classification.customers;
  const segment = classification.industry.customerSegments[0]?.name ?? "early customers";
  // The founder's own names (their product, their competitors) keep their capital.
  const names = [reading.productName ?? "", ...reading.competitors.map(({ name }) => name)];
  const customer = named ? lowerFirst(named.replace(/[.]+$/, ""), names) : segment.toLowerCase();
  const builtOn: string[] = [];
  if (market) builtOn.push(`Market analysis: ${firstSentence(market.marketOverview)}`);
  if (discovery)
    builtOn.push(`Customer discovery: ${firstSentence(discovery.customerPersonas.primaryPersona)}`);
  for (const [field, plan] of Object.entries(plans) as [EarlierPlanName, PlanResult][]) {
    builtOn.push(`${EARLIER_PLAN_FIELDS[field].name}: ${firstSentence(plan.summary)}`);
  }
  const read = readFounderWords(
    request.businessIdea,
    [request.targetCustomer],
    reading.place.country?.currency.code,
    request.targetCustomer,
  );
  const priceField = readPrice(request.businessIdea)
    ? ("businessIdea" as const)
    : read.price
      ? ("targetCustomer" as const)
      : undefined;
  const words = { ...read, ...(priceField ? { priceField } : {}) };
  return {
    idea: request.businessIdea,
    subject: titleSubject(request.businessIdea, 80) || "your venture",
    customer,
    customerShort: shortCustomer(customer),
    customerNamed: Boolean(named),
    competitors: splitCompetitors(request.competitors).slice(0, 8),
    classification,
    reading,
    industry: reading.industry,
    model: reading.model.model,
    orientation: reading.orientation,
    ...(market ? { market } : {}),
    ...(discovery ? { discovery } : {}),
    plans,
    builtOn,
    stated,
    words,
    skills: readFounderSkills([stated.skills ?? "", ...words.bio]),
  };
}

/**
 * The founder's skills as every plan reads them: the brief's and the idea's bio sentences, with a
 * plan's own skills answer (the team form's "What the founders do well"). One reader for all.
 */
export function skillsOf(facts: VentureFacts, own: readonly string[] = []): FounderSkills {
  return readFounderSkills([...own, facts.stated.skills ?? "", ...facts.words.bio]);
}

/**
 * An earlier result's figure, found by its assumption's label (a string to contain, or a test),
 * copied with its basis (and its source, when listed) into this result. Returns its value as the
 * earlier result showed it, or undefined when no earlier result has such a figure.
 */
export function carry(
  builder: ProvenanceBuilder,
  from: { assumptions: readonly Assumption[]; sources: readonly SourceRef[] } | undefined,
  label: string | ((label: string) => boolean),
  newLabel?: string,
): string | undefined {
  if (!from) return undefined;
  const test = typeof label === "string" ? (text: string) => text.includes(label) : label;
  const assumption = from.assumptions.find((item) => test(item.label));
  if (!assumption) return undefined;
  const shownAs = newLabel ?? assumption.label;
  const { basis } = assumption;
  switch (basis.kind) {
    case "source": {
      if (!findSource(basis.sourceId)) {
        // A source outside the knowledge base (a model's earlier answer): keep it as an estimate.
        const listed = from.sources.find((source) => source.id === basis.sourceId);
        const name = listed ? `${listed.publisher} (${listed.year})` : basis.sourceId;
        return builder.estimate(
          shownAs,
          assumption.value,
          `Quoted from ${name} in an earlier result.`,
        );
      }
      return builder.sourced(shownAs, assumption.value, basis.sourceId, basis.note);
    }
    case "input":
      return builder.estimate(
        shownAs,
        assumption.value,
        `The founder's own figure (${basis.field}) in an earlier result of this venture.`,
      );
    case "estimate":
      return builder.estimate(shownAs, assumption.value, basis.method);
  }
}

/** The facts' earlier result by request field, for `carry`. */
export function earlierOf(
  facts: VentureFacts,
  field: EarlierPlanField,
): { assumptions: readonly Assumption[]; sources: readonly SourceRef[] } | undefined {
  switch (field) {
    case "marketAnalysis":
      return facts.market;
    case "customerDiscovery":
      return facts.discovery;
    default:
      return facts.plans[field];
  }
}

function parsed<T>(
  schema: { safeParse: (value: unknown) => { success: boolean; data?: T } },
  value: unknown,
): T | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === "object" && Object.keys(value).length === 0) return undefined;
  const result = schema.safeParse(value);
  return result.success ? result.data : undefined;
}

/** The first sentence of a text, at most 140 characters, cut at a word. */
export function firstSentence(text: string, max = 140): string {
  const first = (text.split(/(?<=[.!?])\s/)[0] ?? text).trim();
  if (first.length <= max) return first;
  const cut = first.slice(0, max);
  return `${cut.slice(0, cut.lastIndexOf(" ")).replace(/[,;:]$/, "")}…`;
}

/**
 * "nurse managers" from "nurse managers at US community hospitals (under 200 beds)": the words
 * before the first preposition when they are two or more, else the whole phrase (without
 * brackets), at most 60 characters.
 */
export function shortCustomer(customer: string): string {
  const plain = customer.replace(/\s*\([^)]*\)/g, "").trim();
  const cut = /^(.+?)\s+(?:at|in|who|with|from|that|across|on)\s/.exec(plain)?.[1];
  const short = cut && cut.split(/\s+/).length >= 2 ? cut : plain;
  return shorten(short, 60);
}

/**
 * The sector's rules where the venture sells (its country, else its scope), its own first: the
 * plans never hand a founder selling in Spain a US law as theirs (issue 23).
 */
export function sellingRulesOf(facts: Pick<VentureFacts, "industry" | "reading">): string[] {
  return regulatoryNotesFor(facts.industry, {
    country: facts.reading.place.country,
    scope: facts.reading.geography.scope,
  });
}
