import type { BusinessModelEntry } from "../../engine/knowledge";
import { formatNumber, ProvenanceBuilder } from "../../engine/provenance-builder";
import { alternativesFor } from "../../engine/reading";
import { escapeRegExp, lowerFirst, shorten } from "../../engine/text";
import { kbSentence } from "../_kit/kb-prose.server";
import { readVentureFacts, type VentureFacts } from "../_kit/plan/facts.server";
import { type VenturePrice, venturePrice, ventureRunway } from "../_kit/plan/figures.server";
import { namedProduct } from "../_kit/plan/prose.server";
import type { StrategicPlanSectionId } from "./plan";
import type { StrategicPlanRequest } from "./schema";

/**
 * What every section of the offline strategic plan reads (issue 13): the venture's facts (idea,
 * customer, industry and model entries, earlier results), the founder's answers, the plan's
 * shared choices (product name, pain, alternative, team time) and the one ProvenanceBuilder every
 * figure goes through. Built once per request; pure.
 */
export interface PlanContext {
  request: StrategicPlanRequest;
  facts: VentureFacts;
  builder: ProvenanceBuilder;
  /** "ShiftWise", or the idea's subject in quotes when it names no product. */
  product: string;
  /** Whom the plan serves, as a sentence reads it ("nurse managers at US community hospitals"). */
  customer: string;
  /** The customer in a few words, for table cells and labels. */
  customerShort: string;
  /** What the product is ("ICU nurse scheduling software for community hospitals"). */
  category: string;
  /** The pain, as a clause after "who" ("live with this: …"), and where it comes from. */
  pain: { clause: string; evidence: string; origin: string };
  /** The alternatives a customer uses today: named competitors first, else the KB's archetypes. */
  alternatives: string[];
  /** True when `alternatives` are the founder's (or the market analysis') named competitors. */
  alternativesNamed: boolean;
  /** What the customer still lacks (discovery's unmet needs, else the model's). */
  needs: string[];
  /** The features customers ranked first (discovery), else the idea's own words. */
  features: string[];
  team: { size: number; display: string; given: boolean };
  runway?: { months: number; display: string };
  /** The founder's own price (their words or their brief), when they stated one. */
  price?: VenturePrice;
  /** Person-months the team has this year: team × min(runway, 12). */
  capacity: { value: number; display: string };
  /** Discovery's text in the founder's words for the customer (see `inOurWords`). */
  ourWords: (text: string) => string;
  /** An alternative in a few words, for names and labels ("quick-service chains", "QGenda"). */
  alternativeShort: (alternative: string) => string;
  /** The round each section is written at (0, or the regenerate round for that section). */
  round: (section: StrategicPlanSectionId) => number;
}

export function buildContext(request: StrategicPlanRequest): PlanContext {
  const facts = readVentureFacts(request);
  const builder = new ProvenanceBuilder();
  const { discovery } = facts;
  const name = namedProduct(request.businessIdea);
  const product = name ?? `“${shorten(facts.subject, 70)}”`;
  // The kit's facts have put an ordinary first word in lower case already (the one lowerFirst).
  const customer = shorten(facts.customer, 160);
  const customerShort = facts.customerShort;
  // The price the founder states is said where the plan prices, not inside what the product is.
  const statedPrice = facts.words.price?.words;
  const described = statedPrice
    ? request.businessIdea.replace(
        new RegExp(`\\s*(?:[,;–—-]\\s*|\\s(?:at|for)\\s+)?${escapeRegExp(statedPrice)}`),
        "",
      )
    : request.businessIdea;
  const description = name ? ideaDescription(described) : undefined;
  const category = description ?? MODEL_CATEGORY[facts.model.name] ?? "a new product";
  const named = facts.competitors.length > 0;
  // Only archetypes that sell to the buyers stand in for what they use today (a pub does not
  // use McDonald's instead of a keg sensor); with none, the text names the workaround.
  const archetypes = alternativesFor(
    facts.industry,
    facts.reading.buyer.unit,
    facts.orientation === "B2B",
  ).map(
    (archetype) =>
      `${archetype.name.toLowerCase()} such as ${archetype.examples.slice(0, 2).join(" and ")}`,
  );
  const team =
    request.teamSize !== undefined
      ? {
          size: request.teamSize,
          display: builder.input(
            "Team size",
            "teamSize",
            `${request.teamSize} ${request.teamSize === 1 ? "person" : "people"}`,
          ),
          given: true,
        }
      : {
          size: 2,
          display: builder.estimate(
            "Team size assumed",
            "2 people",
            "No team size was given, so the plan assumes two founders working on the venture full time; enter your team size to replace it.",
          ),
          given: false,
        };
  // The runway and the price are the kit's, read once for every plan (figures.server.ts).
  const venture = ventureRunway(
    facts,
    builder,
    request.runwayMonths === undefined
      ? undefined
      : { months: request.runwayMonths, field: "runwayMonths" },
  );
  const runway = venture ? { months: venture.months, display: venture.shown } : undefined;
  const price = facts.stated.price || facts.words.price ? venturePrice(facts, builder) : undefined;
  const months = runway === undefined ? 12 : Math.min(12, runway.months);
  const capacityValue = team.size * months;
  const capacity = {
    value: capacityValue,
    display: builder.estimate(
      "Team time available this year",
      `${formatNumber(capacityValue)} person-months`,
      `${team.size} ${team.size === 1 ? "person" : "people"} × ${months} months (${
        runway === undefined
          ? "the plan's twelve months"
          : "the shorter of your runway and the plan's twelve months"
      }) = ${formatNumber(capacityValue)} person-months.`,
    ),
  };
  const regenerate = request.regenerate;
  return {
    request,
    facts,
    builder,
    product,
    customer,
    customerShort,
    category,
    pain: painOf(facts, builder),
    alternatives: named ? facts.competitors : archetypes,
    alternativesNamed: named,
    needs: needsOf(facts, builder, customerShort),
    features: (discovery?.solutionFit.featurePriority ?? []).map((feature) =>
      quoted(builder, lowerFirst(stripEnd(feature)), "customer discovery (feature priority)"),
    ),
    team,
    ...(runway ? { runway } : {}),
    ...(price ? { price } : {}),
    capacity,
    ourWords: inOurWords(facts, customerShort),
    alternativeShort: (alternative) =>
      shorten(alternative.split(" such as ")[0] ?? alternative, 50),
    round: (section) => (regenerate?.section === section ? regenerate.round : 0),
  };
}

/** What each business model's product is, when the idea names no product of its own. */
const MODEL_CATEGORY: Record<string, string> = {
  SaaS: "software sold as a subscription",
  "E-commerce": "an online store",
  Marketplace: "a marketplace",
  Subscription: "a subscription service",
  Freemium: "a free product with paid upgrades",
  "B2B Services": "a done-for-you service",
  "Mobile App": "a mobile app",
  Hardware: "a connected device",
  Consulting: "a specialist advisory service",
  Franchise: "a locally run franchise",
  "Brick & Mortar Store": "a local shop",
  "Restaurant/Food Service": "a food business",
  "Local Services": "a local service",
  Manufacturing: "a manufacturing business",
  "Retail Products": "a product line sold through shops",
  "Professional Services": "a professional service",
  "Home-Based Business": "a home-based business",
  "Event Services": "an event service",
};

/** What each model's customers get, when customer discovery has not said it. */
const MODEL_BENEFIT: Record<string, string> = {
  SaaS: "takes a repeated job off their plate and shows the time it saved",
  "E-commerce": "gets them the right product without the search",
  Marketplace: "matches them with trusted people or goods nearby, checks done",
  Subscription: "handles it on a schedule, so they stop arranging it every time",
  Freemium: "lets them start free and pay only once it proves itself",
  "B2B Services": "takes the work off their team with a result they can show",
  "Mobile App": "does the job in a minute from their phone",
  Hardware: "does the job on its own once set up",
  Consulting: "gives them a plan from someone who has solved it before",
};

export function modelBenefit(model: BusinessModelEntry): string {
  return MODEL_BENEFIT[model.name] ?? "solves it with less effort than today's workaround";
}

/** The idea's first sentence after the product's name: "ICU nurse scheduling software for…". */
function ideaDescription(idea: string): string | undefined {
  const rest = idea.replace(/^[^:—–]*?(?::|—|–| - )\s*/u, "");
  const first = (rest.split(/(?<=[.!?])\s/)[0] ?? rest).trim().replace(/[.!?]+$/, "");
  if (first.length < 8) return undefined;
  return shorten(lowerFirst(first), 160);
}

/**
 * The customer's pain: the founder's own description of the problem (the idea's sentences after
 * the first that are about the customer, never the founder's bio or price), else customer
 * discovery's first pain point, else an assumption said as one.
 */
function painOf(facts: VentureFacts, builder: ProvenanceBuilder): PlanContext["pain"] {
  const second = facts.words.problem[0];
  if (second && second.length >= 15) {
    const text = shorten(stripEnd(second), 240);
    return {
      clause: `live with this today: “${text}”`,
      evidence: `Your idea: “${text}”.`,
      origin: "Your business idea",
    };
  }
  const pain = facts.discovery?.customerPersonas.painPoints[0];
  if (pain) {
    const text = quoted(
      builder,
      inOurWords(facts, facts.customerShort)(lowerFirst(afterLabel(stripEnd(pain)))),
      "customer discovery (pain points)",
    );
    return {
      clause: `face ${text}`,
      evidence: `Customer discovery, first pain point: “${shorten(stripEnd(pain), 300)}”.`,
      origin: "Your customer discovery",
    };
  }
  return {
    clause:
      facts.orientation === "B2B"
        ? "handle the job today with spreadsheets, email and workarounds"
        : "make do today with workarounds that cost them time",
    evidence:
      "Not evidenced yet: neither your idea nor a customer discovery names the pain. Run customer discovery and quote what interviewees say.",
    origin: "Assumed (no evidence yet)",
  };
}

function needsOf(facts: VentureFacts, builder: ProvenanceBuilder, customerShort: string): string[] {
  const ours = inOurWords(facts, customerShort);
  const needs = (facts.discovery?.problemValidation.unmetNeeds ?? [])
    .filter((need) => !need.startsWith("Named in your market analysis"))
    .map((need) =>
      quoted(
        builder,
        ours(lowerFirst(beforeLabel(stripEnd(need.split(". ")[0] ?? need)))),
        "customer discovery (unmet needs)",
      ),
    );
  if (needs.length > 0) return needs;
  return [
    `something made for ${customerShort}`,
    "a switch that costs little to try",
    "proof that it pays back",
  ];
}

/**
 * Customer discovery names the customer by its persona ("community hospitals"); when the founder
 * named theirs, the plan says it in the founder's words ("nurse managers"), which also keeps a
 * persona the discovery misread out of the plan's claims.
 */
function inOurWords(facts: VentureFacts, customerShort: string): (text: string) => string {
  const persona = facts.discovery?.customerPersonas.primaryPersona
    .split(" (")[0]
    ?.trim()
    .toLowerCase();
  if (!facts.customerNamed || !persona || persona.length < 3) return (text) => text;
  return (text) => text.replaceAll(persona, customerShort);
}

/**
 * Text quoted from an earlier result or the knowledge base: when it shows figures, they are
 * recorded (as quoted from that result, which keeps their provenance), so no number in the plan
 * lacks a pedigree.
 */
export function quoted(builder: ProvenanceBuilder, text: string, from: string): string {
  const figures = text.match(FIGURES)?.map((figure) => figure.replace(/,+$/, ""));
  if (figures && figures.length > 0) {
    builder.estimate(
      `Figures quoted from your ${from}`,
      shorten([...new Set(figures)].join(", "), 200),
      `Quoted as written in this venture's ${from}, which records where each figure comes from in its own assumptions and sources.`,
    );
  }
  return text;
}

/** A knowledge-base sentence (trend, risk): its source cited, its figures recorded. */
export function kbText(ctx: PlanContext, text: string, label: string, sourceId?: string): string {
  return kbSentence(ctx.builder, text, label, sourceId);
}

const FIGURES = /(?<![\p{L}\p{N}_.])\d[\d,]*(?:\.\d+)?/gu;

/** Without a trailing full stop (kept for an ellipsis). */
export function stripEnd(text: string): string {
  return text.trim().replace(/[.;:,]+$/, "");
}

/** "the trigger: a missed deadline…" → "a missed deadline…" (the label before a colon dropped). */
export function afterLabel(text: string): string {
  const index = text.indexOf(": ");
  return index > 0 && index < 50 ? text.slice(index + 2) : text;
}

/** "Something made for X: more…" → "Something made for X". */
export function beforeLabel(text: string): string {
  const index = text.indexOf(": ");
  return index > 0 && index < 90 ? text.slice(0, index) : shorten(text, 120);
}

/** The item at `round` in a rotation of `list` (deterministic per round). */
export function pick<T>(list: readonly T[], round: number, offset = 0): T | undefined {
  if (list.length === 0) return undefined;
  return list[(round + offset) % list.length];
}

/** "QGenda, ShiftWizard and Excel". */
export function joinAnd(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}
