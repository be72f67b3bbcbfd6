import { type IndustryEntry, regulatoryNotesFor } from "../../engine/knowledge";
import type { PriceRange } from "../../engine/knowledge/schema";
import { priceWords, readPrice } from "../../engine/reading/price";
import { knownTextStems, lowerFirst, stemsOf } from "../../engine/text";
import type { BusinessModel } from "../../shared/options";
import { kbSentence } from "../_kit/kb-prose.server";
import type { DiscoveryContext } from "./discovery-context.server";
import { listJoin } from "./discovery-context.server";
import { priceRange } from "./kb-prose.server";

/**
 * Knowledge-base entries picked for this founder and phrased for the sections: competitor
 * archetypes, trends, regulatory notes, risks and price points. Anything with a figure goes
 * through the context's ProvenanceBuilder.
 */

type Archetype = IndustryEntry["competitorArchetypes"][number];
type Fact = IndustryEntry["trends"][number];

const hasDigit = (text: string) => /\d/.test(text);

/** Examples without digits or brackets read best in a sentence; others only if needed. */
function plainExamples(archetype: Archetype): string[] {
  const plain = archetype.examples.filter(
    (example) => !hasDigit(example) && !example.includes("("),
  );
  const clean = archetype.examples.filter((example) => !hasDigit(example));
  return (plain.length >= 2 ? plain : clean.length > 0 ? clean : archetype.examples).slice(0, 2);
}

/** "vertical SaaS specialists such as Toast and Procore". */
export function archetypeWithExamples(ctx: DiscoveryContext, archetype: Archetype): string {
  const label = `${ctx.industry.name} competitor archetype`;
  const name = kbSentence(ctx.builder, lowerFirst(archetype.name), label);
  const named = plainExamples(archetype).map((example) =>
    kbSentence(ctx.builder, example, `${label} example`),
  );
  return `${name} such as ${listJoin(named)}`;
}

/**
 * The rival customers compare the idea with: the competitors the founder named ("ezyVet and
 * Cornerstone"), else the most relevant archetype with its examples.
 */
export function firstRival(ctx: DiscoveryContext): string {
  const named = ctx.market?.namedCompetitors ?? [];
  return named.length > 0 ? listJoin(named) : archetypeWithExamples(ctx, archetypeAt(ctx, 0));
}

/** An archetype's description, recorded if it shows a figure. */
export function archetypeDescription(ctx: DiscoveryContext, archetype: Archetype): string {
  return kbSentence(
    ctx.builder,
    archetype.description,
    `${ctx.industry.name} competitor archetype: ${archetype.name}`,
  );
}

/** Word starts that mark a competitor of the same kind as each business model. */
const SOFTWARE = ["software", "platform", "app", "system", "saas", "tool", "it", "api", "data"];
const SERVICES = ["firm", "consult", "service", "agenc", "advis", "network", "expert"];
const PHYSICAL = ["chain", "store", "retail", "local", "clinic", "operator", "studio", "venue"];
const MAKERS = ["manufactur", "equipment", "hardware", "device", "maker", "industrial", "install"];
const SELLERS = ["brand", "marketplace", "store", "retail", "online", "consumer", "shop"];
const MODEL_KIND_WORDS: Record<BusinessModel, readonly string[]> = {
  SaaS: SOFTWARE,
  Freemium: SOFTWARE,
  "Mobile App": SOFTWARE,
  Marketplace: ["marketplace", "platform", "portal", "aggregator", "network", "broker", "listing"],
  "E-commerce": SELLERS,
  "Retail Products": SELLERS,
  Subscription: ["subscription", "membership", "app", "brand", "box"],
  "B2B Services": SERVICES,
  Consulting: SERVICES,
  "Professional Services": SERVICES,
  "Brick & Mortar Store": PHYSICAL,
  "Restaurant/Food Service": PHYSICAL,
  Franchise: PHYSICAL,
  "Local Services": PHYSICAL,
  Hardware: MAKERS,
  Manufacturing: MAKERS,
  "Event Services": ["live", "event", "promoter", "venue", "ticket"],
  "Home-Based Business": ["marketplace", "handmade", "local", "brand", "creator"],
};

/**
 * The archetypes most relevant to this idea: competitors of the same kind as its business model
 * first, then the ones sharing words with its customers, then the knowledge base's order.
 */
export function rankedArchetypes(ctx: DiscoveryContext): Archetype[] {
  const cached = ARCHETYPE_RANKS.get(ctx);
  if (cached !== undefined) return cached;
  const kind = MODEL_KIND_WORDS[ctx.model.name];
  const score = (archetype: Archetype) => {
    const words = knownTextStems(`${archetype.name} ${archetype.description}`);
    const sameKind = words.filter((word) => kind.some((start) => word.startsWith(start))).length;
    const sameCustomers = words.filter((word) => word.length > 3 && ctx.ideaStems.has(word)).length;
    // Rivals selling to buyers the idea does not name (K-12 platforms for hotel training) last.
    const foreign = riskAppliesToIdea(ctx, `${archetype.name} ${archetype.description}`) ? 0 : 10;
    return sameKind * 2 + sameCustomers - foreign;
  };
  const rivals = ctx.industry.competitorArchetypes.filter(
    (archetype) => !isTheCustomers(ctx, archetype),
  );
  const ranked = (rivals.length > 0 ? rivals : ctx.industry.competitorArchetypes)
    .map((archetype, index) => ({ archetype, index, score: score(archetype) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.archetype);
  ARCHETYPE_RANKS.set(ctx, ranked);
  return ranked;
}

/** Customer words too general to tell a rival from a customer. */
const GENERAL_CUSTOMER_STEMS = new Set([
  "small",
  "medium",
  "large",
  "local",
  "independent",
  "people",
]);
/** Other names the knowledge base uses for a kind of customer. */
const CUSTOMER_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  hospital: ["health system", "hospital network"],
  clinic: ["provider group", "health system"],
  school: ["school district"],
  bank: ["financial institution"],
  restaurant: ["restaurant group", "chain"],
};

/**
 * True when an archetype is the founder's customers themselves (hospitals are not a hospital
 * consultant's competitors, issue 16): its name, or its description up to "that/who/which…",
 * names the customers or a synonym of them.
 */
export function isTheCustomers(ctx: DiscoveryContext, archetype: Archetype): boolean {
  const head =
    `${archetype.name} ${archetype.description.split(/\b(?:that|who|which|with|paid|selling|serving|for)\b/)[0] ?? ""}`.toLowerCase();
  const headStems = new Set(knownTextStems(head));
  return knownTextStems(ctx.customers)
    .filter((word) => word.length > 3 && !GENERAL_CUSTOMER_STEMS.has(word))
    .some(
      (word) =>
        headStems.has(word) || (CUSTOMER_SYNONYMS[word] ?? []).some((name) => head.includes(name)),
    );
}

/** Rankings are computed once per request: the sections ask for them many times. */
const ARCHETYPE_RANKS = new WeakMap<DiscoveryContext, Archetype[]>();
const TREND_RANKS = new WeakMap<DiscoveryContext, Fact[]>();

/** The nth most relevant archetype (wrapping round the list). */
export function archetypeAt(ctx: DiscoveryContext, index: number): Archetype {
  const ranked = rankedArchetypes(ctx);
  const archetype = ranked[index % ranked.length] ?? ctx.industry.competitorArchetypes[0];
  if (archetype === undefined) throw new Error(`${ctx.industry.name} has no competitor archetypes`);
  return archetype;
}

/**
 * The nth trend: the ones sharing words with the idea first, then sourced ones (their figures
 * have a publisher), then the knowledge base's order.
 */
export function trendAt(ctx: DiscoveryContext, index: number): string {
  const trends = TREND_RANKS.get(ctx) ?? rankTrends(ctx);
  const trend = trends[index % trends.length];
  if (trend === undefined) return `${ctx.industry.name} has no recorded trends yet.`;
  return kbSentence(ctx.builder, trend.text, `${ctx.industry.name} trend`, trend.sourceId);
}

function rankTrends(ctx: DiscoveryContext): Fact[] {
  const relevance = (trend: Fact) =>
    knownTextStems(trend.text).filter((stem) => stem.length > 3 && ctx.ideaStems.has(stem)).length;
  const trends = ctx.industry.trends
    .map((trend, order) => ({ trend, order, relevance: relevance(trend) }))
    .sort(
      (a, b) =>
        b.relevance - a.relevance ||
        Number(b.trend.sourceId !== undefined) - Number(a.trend.sourceId !== undefined) ||
        a.order - b.order,
    )
    .map((ranked) => ranked.trend);
  TREND_RANKS.set(ctx, trends);
  return trends;
}

/** A regulatory note, one without figures when there is one. */
export function regulatoryNote(ctx: DiscoveryContext, index = 0): string {
  // The sector's rules where the founder sells: never another country's law as theirs.
  const rules = regulatoryNotesFor(ctx.industry, {
    country: ctx.country,
    scope: ctx.geography.scope,
  });
  const relevant = rules.filter((note) => appliesToIdea(ctx, note));
  const notes = preferPlain(relevant.length > 0 ? relevant : rules);
  const note = notes[index % notes.length] ?? "Check the licences your business needs early.";
  return kbSentence(ctx.builder, note, `${ctx.industry.name} regulatory note`);
}

/**
 * Activities a rule can be about; a rule naming one applies only when the idea names it too (a
 * consulting offer does not face telehealth licensing, issue 16). Each: the pattern in the rule,
 * the stems in the idea that make it apply.
 */
const REGULATED_ACTIVITIES: readonly { rule: RegExp; idea: readonly string[] }[] = [
  {
    rule: /telehealth|telemedicine|licensed in the patient/i,
    idea: ["telehealth", "telemedicine", "virtual", "visit", "care", "patient", "clinician"],
  },
  { rule: /prescri|drug|pharmac/i, idea: ["prescription", "drug", "pharmacy", "medication"] },
  { rule: /medical device|\bfda\b/i, idea: ["device", "hardware", "wearable", "sensor", "fda"] },
  { rule: /alcohol|liquor/i, idea: ["alcohol", "liquor", "beer", "wine", "spirit", "bar"] },
  { rule: /lend|loan|credit/i, idea: ["lend", "lending", "loan", "credit"] },
  // Schools' and children's rules apply to ideas for schools, students or children (not to
  // compliance training for hotel staff, issue 16).
  {
    rule: /student|\bferpa\b|sopipa|school/i,
    idea: ["student", "school", "k-12", "k12", "classroom", "pupil", "district", "teacher"],
  },
  {
    rule: /\bcoppa\b|children under|parental consent/i,
    idea: ["child", "children", "kid", "parent", "teen", "student", "family"],
  },
  { rule: /accreditation|degree-granting/i, idea: ["degree", "accredit", "university", "college"] },
];

/** Consulting and other advice sells no care, lending or product itself. */
const ADVICE_MODELS = new Set(["Consulting", "Professional Services", "B2B Services"]);

function appliesToIdea(ctx: DiscoveryContext, note: string): boolean {
  const activity = REGULATED_ACTIVITIES.find((entry) => entry.rule.test(note));
  if (activity === undefined) return true;
  if (ADVICE_MODELS.has(ctx.model.name)) return false;
  return activity.idea.some((word) => ctx.ideaStems.has(word));
}

/** A risk about an activity or buyer the idea does not name (school procurement) is not its. */
function riskAppliesToIdea(ctx: DiscoveryContext, risk: string): boolean {
  const activity = REGULATED_ACTIVITIES.find((entry) => entry.rule.test(risk));
  return activity === undefined || activity.idea.some((word) => ctx.ideaStems.has(word));
}

/** A key risk of the industry, one without figures when there is one. */
export function industryRisk(ctx: DiscoveryContext, index = 0): string {
  const fitting = ctx.industry.keyRisks.filter((risk) => riskAppliesToIdea(ctx, risk));
  const risks = preferPlain(fitting.length > 0 ? fitting : ctx.industry.keyRisks);
  const risk = risks[index % risks.length] ?? "Customers may not pay enough to cover the costs.";
  return kbSentence(ctx.builder, risk, `${ctx.industry.name} key risk`);
}

/** A key risk of the business model, one without figures when there is one. */
export function modelRisk(ctx: DiscoveryContext, index = 0): string {
  const risks = preferPlain(ctx.model.keyRisks);
  const risk = risks[index % risks.length] ?? "Customers may not pay enough to cover the costs.";
  return kbSentence(ctx.builder, risk, `${ctx.model.name} key risk`);
}

function preferPlain(texts: readonly string[]): string[] {
  return [...texts.filter((text) => !hasDigit(text)), ...texts.filter(hasDigit)];
}

/**
 * The price the founder states (their brief's price line, else their idea's words), in their
 * currency, recorded as their input: "₹999 a month"; null when they state none.
 */
export function foundersPrice(ctx: DiscoveryContext): string | null {
  const stated = ctx.reading.statedPrice;
  if (stated === null) return null;
  const local = ctx.reading.place.country?.currency.code;
  const fromIdea = readPrice(ctx.reading.idea, { bare: true, ...(local ? { local } : {}) });
  const field = fromIdea?.amount === stated.amount ? "businessIdea" : "brief.price";
  return ctx.builder.input(
    "Your price",
    field,
    stated.upfront ? priceWords(stated) : stated.words || priceWords(stated),
  );
}

/**
 * Without a price of the founder's: their market analysis' spend per customer a year ("$275 a
 * year"), the figure the later plans price from (plan kit `venturePrice`), so discovery tests the
 * same price they use; null without one (or under $12 a year, which the plans do not take).
 */
export function marketPrice(ctx: DiscoveryContext): string | null {
  if (ctx.reading.statedPrice !== null) return null;
  const spend = ctx.market?.spend;
  if (spend === undefined) return null;
  if (Number(spend.value.replace(/[$,]/gu, "")) < 12) return null;
  return `${ctx.builder.input("Spend per customer a year from your market analysis", spend.field, spend.value)} a year`;
}

/**
 * The price to test with customers: the founder's own when they state one, else their market
 * analysis' spend per customer, else the model's typical range. "₹999 a month", "$275 a year",
 * "$10–$150 per user a month".
 */
export function priceToTest(ctx: DiscoveryContext): string {
  return foundersPrice(ctx) ?? marketPrice(ctx) ?? modelPrice(ctx);
}

/** The model's first typical price point, e.g. "$10–$150 per user a month". */
export function modelPrice(ctx: DiscoveryContext, index = 0): string {
  const points = ctx.model.typicalPricePoints;
  const point = points[index % points.length] ?? points[0];
  if (point === undefined) return "a price you set after interviews";
  return priceRange(ctx.builder, `the ${ctx.model.name} model`, point);
}

/** The industry price point closest to this idea (shared words, same period as the model's). */
export function industryPrice(ctx: DiscoveryContext): { label: string; display: string } {
  const words = new Set(
    stemsOf(`${ctx.customers} ${ctx.model.name} ${ctx.classification.signals.join(" ")}`).filter(
      (word) => word.length > 2,
    ),
  );
  const modelPeriod = ctx.model.typicalPricePoints[0]?.period;
  const score = (range: PriceRange) =>
    knownTextStems(`${range.label} ${range.per}`).filter((word) => words.has(word)).length * 2 +
    (range.period === modelPeriod ? 1 : 0);
  const best = ctx.industry.pricingModels
    .map((range, index) => ({ range, index, score: score(range) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)[0]?.range;
  if (best === undefined) return { label: "price", display: "a price you set after interviews" };
  return {
    label: lowerFirst(best.label),
    display: priceRange(ctx.builder, `${ctx.industry.name}`, best),
  };
}
