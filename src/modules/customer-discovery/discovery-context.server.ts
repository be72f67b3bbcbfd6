import {
  type BusinessModelEntry,
  type BuyerUnitEntry,
  type CountryEntry,
  type GeographyEntry,
  getBuyerUnit,
  type IndustryEntry,
} from "../../engine/knowledge";
import { ProvenanceBuilder } from "../../engine/provenance-builder";
import {
  buyerFit,
  type FounderInput,
  type FounderReading,
  founderExcerpt,
  type IdeaClassification,
  namesOrganisations,
  numbersOf,
  type Orientation,
  readBuyer,
  readFounder,
  rolePhrase,
  segmentDescribes,
} from "../../engine/reading";
import { briefAsStatements } from "../../engine/reading/brief";
import { capitalise, knownTextStems, lowerFirst, singular } from "../../engine/text";
import { type MarketContext, readMarketData } from "../_kit/market-data.server";
import { MODEL_PLAYBOOKS, type ModelPlaybook } from "./model-playbook.server";
import type { CustomerDiscoveryRequest } from "./schema";

/**
 * Everything the sections of a customer-discovery result are written from: the idea as the
 * founder put it, how it was classified, whom it serves (in their words where they gave them),
 * the knowledge-base entries, the usable parts of their market analysis, and the one
 * ProvenanceBuilder every figure goes through.
 */

export type CustomerSegment = IndustryEntry["customerSegments"][number];

export interface DiscoveryContext {
  builder: ProvenanceBuilder;
  /** The one reading of the founder this result is written from. */
  reading: FounderReading;
  /**
   * “a scheduling SaaS for dental clinics” when the whole idea fits a short quote, else "your
   * idea": the prose never quotes a cut-off piece of the founder's text (issue 16).
   */
  product: string;
  classification: IdeaClassification;
  industry: IndustryEntry;
  /** The industry as prose names it: "Healthcare", or "niche markets" for Other. */
  industryLabel: string;
  model: BusinessModelEntry;
  orientation: Orientation;
  /** Whom it serves: the founder's words ("dental clinics") or the segment's name. */
  customers: string;
  /** True when `customers` are the founder's own words. */
  customersNamed: boolean;
  primary: CustomerSegment;
  /**
   * True when `primary` is the buyer unit's own description, because no segment of the
   * industry describes that unit (hospitals among "clinics and provider groups").
   */
  primaryFromUnit: boolean;
  /** The other segments worth a second round of interviews (one or two). */
  secondary: CustomerSegment[];
  playbook: ModelPlaybook;
  market: MarketContext | undefined;
  /** The stems of the idea's words and of the customer phrase, for picking relevant entries. */
  ideaStems: ReadonlySet<string>;
  /** The founder's scope (the market analysis' or their words', else the United States). */
  geography: GeographyEntry;
  /**
   * The founder's country when known (issue 23): population, business and buyer counts and
   * money are its own, never the US's for a founder elsewhere. Null for a region.
   */
  country: CountryEntry | null;
  /** Who buys, read from the idea's words and its market (src/engine/reading). */
  buyer: DiscoveryBuyer;
}

/**
 * The buyer as the idea and its market read it (issue 16): the counted unit (community
 * hospitals, households with a dog) and, for an organisation, the role inside it the founder
 * named ("quality and patient safety manager").
 */
export interface DiscoveryBuyer {
  unit: BuyerUnitEntry | null;
  /** The founder's words for a role inside the organisation, singular; null when none. */
  role: string | null;
  /** "idea" when the idea's words named the unit, "market" when it is the market's default. */
  from: "idea" | "market" | null;
}

const QUOTE_CHARS = 60;
const MAX_SECONDARY = 2;

/**
 * What the request tells about the founder, for the one reading: the idea, and from a venture's
 * market analysis the industry it was run for (a hint) and what the founder stated there.
 */
export function founderInputOf(request: CustomerDiscoveryRequest): FounderInput {
  const idea = typeof request.businessIdea === "string" ? request.businessIdea : "";
  const stored = readMarketData(request.marketData);
  const stated = stored?.stated;
  return {
    idea,
    ...(stored?.industry === undefined ? {} : { knownIndustry: stored.industry }),
    ...(stated?.industry === undefined ? {} : { industry: stated.industry }),
    ...(stated?.businessType === undefined ? {} : { businessType: stated.businessType }),
    ...(stated?.geography === undefined ? {} : { geography: stated.geography }),
    ...(stated?.targetMarket === undefined ? {} : { targetMarket: stated.targetMarket }),
    ...(stated?.details === undefined ? {} : { details: stated.details }),
    // The venture's brief (issue 23): its buyer, count, model and side are the founder's.
    stated: briefAsStatements(request.brief),
  };
}

/**
 * The idea's classification as the reading settles it: the industry, model and side of the one
 * reading (the founder's statements first), the idea's own words for the rest.
 */
function settled(reading: FounderReading): IdeaClassification {
  const own = reading.classification;
  const industryStated = reading.basis.industry === "founder";
  const signals =
    industryStated && own.industry.name !== reading.industry.name
      ? [...own.signals.slice(0, 9), `${reading.industry.name} (your market analysis)`]
      : own.signals;
  return {
    ...own,
    industry: reading.industry,
    model: reading.model.model,
    orientation: reading.orientation,
    signals,
    basis: {
      industry: industryStated ? "market-analysis" : own.basis.industry,
      orientation: reading.basis.orientation === "idea" ? "idea" : own.basis.orientation,
      model: reading.model.reason === "words" ? "idea" : "knowledge-base",
    },
  };
}

/**
 * Builds the context of one request from the one reading of the founder (src/engine/reading),
 * read once per request; pure.
 */
export function buildContext(
  request: CustomerDiscoveryRequest,
  reading: FounderReading = readFounder(founderInputOf(request)),
): DiscoveryContext {
  const idea = reading.idea;
  const stored = readMarketData(request.marketData);
  const classification = settled(reading);
  const market = isAbout(stored, classification) ? stored : undefined;
  const { industry, model, orientation } = classification;
  const ideaStems = classification.stems;
  const ranked = rankSegments(industry, orientation, withSegmentHints(ideaStems));
  const quote = founderExcerpt(idea, QUOTE_CHARS, numbersOf([idea]));
  const whole = quote.length > 0 && !quote.endsWith("…");
  const buyer = readDiscoveryBuyer(idea, classification);
  const customers = customerWords(idea, classification, buyer);
  const unitSegment =
    segmentOfUnit(buyer.unit, ranked[0]) ?? segmentOfCustomers(customers, ranked[0]);
  const others = ranked.filter((segment) => namesOnlyIdeaOrganisations(segment, ideaStems));
  const segments =
    unitSegment === undefined ? ranked : [unitSegment, ...(others.length > 0 ? others : ranked)];
  const primary = segments[0] ?? fallbackSegment(orientation);
  return {
    builder: new ProvenanceBuilder(),
    reading,
    product: whole ? `“${quote}”` : "your idea",
    classification,
    industry,
    industryLabel: industry.name === "Other" ? "niche markets" : industry.name,
    model,
    orientation,
    customers: customers ?? lowerFirst(primary.name),
    customersNamed: customers !== undefined,
    primary,
    primaryFromUnit: unitSegment !== undefined,
    secondary: segments.slice(1, 1 + MAX_SECONDARY),
    playbook: MODEL_PLAYBOOKS[model.name],
    market,
    ideaStems,
    geography: reading.geography,
    country: reading.place.country,
    buyer,
  };
}

/**
 * The buyer unit as a segment, when the industry's best segment describes another kind of buyer
 * (issue 16: "practices buying software" is not how community hospitals buy).
 */
function segmentOfUnit(
  unit: BuyerUnitEntry | null,
  best: CustomerSegment | undefined,
): CustomerSegment | undefined {
  if (unit === null || unit.buys === undefined || best === undefined) return undefined;
  if (segmentDescribes(best, unit)) return undefined;
  return { name: capitalise(unit.plural), description: unit.buys, orientation: unit.orientation };
}

/**
 * The founder's organisation customers as the segment, when the industry's best segment
 * describes other organisations ("clinics and provider groups … practices buying software" for
 * hospital pharmacies): the persona then speaks of the customers, not of a segment that is not
 * theirs (issue 16).
 */
function segmentOfCustomers(
  customers: string | undefined,
  best: CustomerSegment | undefined,
): CustomerSegment | undefined {
  if (customers === undefined || best === undefined || !namesOrganisations(customers)) {
    return undefined;
  }
  const fit = buyerFit(`${best.name} ${best.description}`, { words: customers });
  if (fit.foreign.length === 0 || fit.own.length > 0) return undefined;
  return {
    name: capitalise(customers),
    description:
      "The knowledge base has no segment for them: what they spend and who signs off is for the interviews to find out.",
    orientation: best.orientation,
  };
}

/** A segment naming no organisation the idea does not name ("schools" for a hotel idea). */
function namesOnlyIdeaOrganisations(
  segment: CustomerSegment,
  ideaStems: ReadonlySet<string>,
): boolean {
  const text = `${segment.name} ${segment.description}`;
  // Families and students are another sale than an organisation's staff training.
  const families = /\b(?:parents?|students?|families|family)\b/iu.test(text);
  const familyIdea = ["parent", "student", "family", "child", "kid", "school"].some((word) =>
    ideaStems.has(word),
  );
  return (!families || familyIdea) && buyerFit(text, { words: ideaStems }).foreign.length === 0;
}

const SIDE = { B2B: "b2b", B2C: "b2c" } as const;
const USERS_NOT_BUYERS = /\b(?:staff|team|department|employee|worker|workforce|nurse|teacher)$/u;

/**
 * The unit the idea's own words name when it sits on the classified side (B2B or B2C), else the
 * default buyer of the market the idea is in, else none; with the role a B2B idea names.
 */
function readDiscoveryBuyer(idea: string, classification: IdeaClassification): DiscoveryBuyer {
  const side = SIDE[classification.orientation];
  const reading = readBuyer(idea);
  const named = side === "b2b" && reading.roleInOrganisation ? rolePhrase(idea) : null;
  // The people a product is used on ("training for staff at hotels") are not the buyer's role.
  const role = named !== null && !USERS_NOT_BUYERS.test(named) ? named : null;
  if (reading.unit !== null && reading.unit.orientation === side) {
    return {
      unit: reading.unit,
      role: reading.unit.kind === "organisation" ? role : null,
      from: "idea",
    };
  }
  const market = classification.market;
  if (market !== undefined) {
    const unit = getBuyerUnit(market.buyer);
    if (unit.orientation === side) {
      return { unit, role: unit.kind === "organisation" ? role : null, from: "market" };
    }
  }
  return { unit: null, role: null, from: null };
}

/** "Compliance training for staff at hotels" → "hotels": the organisation the people are at. */
function organisationAfterAt(idea: string): string | undefined {
  const words = /\bat ((?:[\p{L}-]+ ?){1,4})/u.exec(idea)?.[1]?.trim().split(" ") ?? [];
  for (let end = 1; end <= words.length; end += 1) {
    const phrase = words.slice(0, end).join(" ");
    if (namesOrganisations(phrase) && phrase.endsWith("s")) return phrase.toLowerCase();
  }
  return undefined;
}

/**
 * One of the customers, for "at a community hospital", "each at a different trucking company":
 * the unit's singular when the customers are the unit, else the founder's words made singular.
 */
export function oneCustomer(ctx: DiscoveryContext): string {
  const { unit } = ctx.buyer;
  if (unit !== null && ctx.customers === unit.plural) return unit.singular;
  const last = /(\S+)$/u.exec(ctx.customers);
  if (last === null) return ctx.customers;
  return ctx.customers.slice(0, last.index) + singular(last[1] ?? "");
}

/** The longest plural phrase of the unit's keywords the idea uses ("community hospitals"). */
function foundersWordsFor(idea: string, unit: BuyerUnitEntry): string | undefined {
  const lower = idea.toLowerCase();
  return unit.keywords
    .filter((phrase) => phrase.endsWith("s") && !/\d|^(?:under|over|fewer)\b/u.test(phrase))
    .filter((phrase) => new RegExp(`\\b${phrase}\\b`, "u").test(lower))
    .sort((a, b) => b.length - a.length)[0];
}

/**
 * Whom the prose names as the customers: the founder's words for the organisation when they
 * named a role inside it ("community hospitals"); else the customers the idea names, unless
 * they contradict the reading (people for a business buyer: "patients" out of "patient safety
 * dashboards"); else the counted unit ("households with a dog"); else undefined.
 */
function customerWords(
  idea: string,
  classification: IdeaClassification,
  buyer: DiscoveryBuyer,
): string | undefined {
  const named = classification.customers;
  const { unit } = buyer;
  if (unit === null) return named;
  if (buyer.role !== null) return foundersWordsFor(idea, unit) ?? unit.plural;
  if (named === undefined) return unit.plural;
  const namedUnit = readBuyer(named).unit;
  // "hotel staff": the staff use it, the hotel buys (issue 16).
  if (namedUnit?.kind === "organisation" && USERS_NOT_BUYERS.test(named.toLowerCase())) {
    return foundersWordsFor(idea, namedUnit) ?? namedUnit.plural;
  }
  if (namedUnit !== null) return namedUnit.orientation === unit.orientation ? named : unit.plural;
  const organisation = namesOrganisations(named);
  if (unit.kind === "organisation" && !organisation)
    return organisationAfterAt(idea) ?? unit.plural;
  if (unit.kind !== "organisation" && organisation) return unit.plural;
  return named;
}

/**
 * Whether a stored market analysis describes this idea's market: one run for another industry
 * (a different idea analysed earlier in the same browser) must not lend this idea its figures.
 */
function isAbout(market: MarketContext | undefined, classification: IdeaClassification): boolean {
  if (market === undefined) return false;
  // An analysis the founder ran for "Other" names no industry of its own: the industry its
  // overview suggests may differ from this reading's, and it is still this venture's.
  return (
    market.industry === undefined ||
    market.stated?.industry === "Other" ||
    market.industry.name === classification.industry.name
  );
}

/**
 * The industry's segments, best first: the founder's orientation before the other, then the
 * ones sharing most words with the idea, then the knowledge base's order.
 */
function rankSegments(
  industry: IndustryEntry,
  orientation: Orientation,
  ideaStems: ReadonlySet<string>,
): CustomerSegment[] {
  const wanted = orientation === "B2B" ? "b2b" : "b2c";
  const overlap = (segment: CustomerSegment) =>
    knownTextStems(`${segment.name} ${segment.description}`).filter((stem) => ideaStems.has(stem))
      .length;
  return industry.customerSegments
    .map((segment, index) => ({ segment, index, overlap: overlap(segment) }))
    .sort(
      (a, b) =>
        Number(b.segment.orientation === wanted) - Number(a.segment.orientation === wanted) ||
        b.overlap - a.overlap ||
        a.index - b.index,
    )
    .map((ranked) => ranked.segment);
}

/** Words a founder uses for a customer, and the words the knowledge base's segments use. */
const SEGMENT_HINTS = new Map<string, readonly string[]>([
  ["parent", ["household", "family"]],
  ["family", ["household"]],
  ["kid", ["parent", "family"]],
  ["child", ["parent", "family"]],
  ["mom", ["parent", "household"]],
  ["dad", ["parent", "household"]],
  ["home", ["household", "homeowner"]],
  ["cook", ["household", "grocery"]],
  ["people", ["consumer", "individual"]],
  ["person", ["consumer", "individual"]],
  ["company", ["business", "companie"]],
  ["firm", ["business"]],
  ["startup", ["business", "team"]],
  ["freelancer", ["individual", "small"]],
  ["team", ["business"]],
]);

function withSegmentHints(stems: ReadonlySet<string>): Set<string> {
  const expanded = new Set(stems);
  for (const stem of stems) for (const hint of SEGMENT_HINTS.get(stem) ?? []) expanded.add(hint);
  return expanded;
}

function fallbackSegment(orientation: Orientation): CustomerSegment {
  return orientation === "B2B"
    ? {
        name: "Small businesses",
        description: "Owners paying to save time or win customers.",
        orientation: "b2b",
      }
    : {
        name: "Individual customers",
        description: "People paying for convenience or a better result.",
        orientation: "b2c",
      };
}

/** "Your idea, “…”," as a sentence's subject, or "Your idea" when nothing was quotable. */
export function ideaSubject(ctx: DiscoveryContext): string {
  return ctx.product === "your idea" ? "Your idea" : `Your idea, ${ctx.product},`;
}

const FOUNDER_LED = /founder|outbound|network|direct b2b|direct sales|^referrals/i;

/**
 * The channel to start with: for B2B the model's founder-led or referral channel when it has
 * one (it costs time rather than ad money), else the model's first channel.
 */
export function startChannel(ctx: DiscoveryContext): { channel: string; founderLed: boolean } {
  const channels = ctx.model.channels;
  const founderLed =
    ctx.orientation === "B2B" ? channels.find((channel) => FOUNDER_LED.test(channel)) : undefined;
  const channel = founderLed ?? channels[0] ?? "your own network";
  return { channel: lowerFirst(channel), founderLed: founderLed !== undefined };
}

const SUPPLY_SIDE = /suppl|provider/i;

/** The model's channels that reach customers (a marketplace's supply-side ones left out). */
export function customerChannels(ctx: DiscoveryContext): string[] {
  const channels = ctx.model.channels.filter((channel) => !SUPPLY_SIDE.test(channel));
  return (channels.length > 0 ? channels : [...ctx.model.channels]).map((text) => lowerFirst(text));
}

const TRAFFIC =
  /paid|social|seo|search|ads|google|communit|content|app store|marketplace|instagram/i;

/** A channel that can send visitors to a test page within days. */
export function trafficChannel(ctx: DiscoveryContext): string {
  const channel = ctx.model.channels.find((candidate) => TRAFFIC.test(candidate));
  return channel === undefined ? `a few posts where ${ctx.customers} gather` : lowerFirst(channel);
}

/** "SaaS businesses", "Home-Based Businesses": the model's companies, as a plural subject. */
export function modelBusinesses(ctx: DiscoveryContext): string {
  const { name } = ctx.model;
  return name.endsWith("Business") ? `${name}es` : `${name} businesses`;
}

/** "SaaS business", "Home-Based Business": one company of the model. */
export function modelBusiness(ctx: DiscoveryContext): string {
  const { name } = ctx.model;
  return name.endsWith("Business") ? name : `${name} business`;
}

/** "a, b and c". */
export function listJoin(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}
