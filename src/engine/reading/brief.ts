/**
 * The venture brief (issue 23): the founder's own idea text read once, by the one reading of the
 * founder, into the lines the brief shows back ("We read this as: …"). The founder's sentences
 * about themselves (their background, skills, money and hours) are split off first and never read
 * as the customer's words. A line the founder corrected is a statement: it is kept as stated, and
 * the reading of every other line takes it over inference (`FounderInput.stated`).
 */

import { type GeographicScope, MARKET_INDUSTRIES, type MarketIndustry } from "../../shared/options";
import {
  type AboutFounder,
  BRIEF_CURRENCIES,
  BRIEF_LINE_KEYS,
  type BriefCurrency,
  type BriefLineKey,
  type BriefLines,
  type BriefPatch,
  type BriefPricePeriod,
  briefBuyerCount,
  briefModelOf,
  engineModelOf,
  FOUNDER_COUNT_SOURCE,
  PEER_ESTIMATE_SOURCE,
  type VentureBrief,
} from "../../shared/venture-brief";
import { countOrPeerEstimateIn, findSource } from "../knowledge";
import { escapeRegExp, stemsOf } from "../text";
import type { BriefHints } from "./brief-hints";
import { groupPhrase } from "./buyer";
import { splitCompetitors } from "./competitors";
import { type FounderReading, type FounderStatements, readFounder } from "./founder";
import { isFounderSentence } from "./founder-sentences";
import { readCountry, readFounderPlace } from "./place";
import { priceWords, readPrice as readStatedPrice, type StatedPrice } from "./price";

/** A sentence about the founder, not the business: their background, skills, money or time. */
const COMPETITORS = /^(?:competitors?|competition|rivals|alternatives)\s*[:–—-]\s*/iu;
const COMPETE_WITH =
  /\b(?:compet(?:e|ing|es) (?:with|against)|unlike|alternatives? (?:to|like))\s+([^.;]+)/iu;

/** The founder's text split into the idea's sentences, their own, and named competitors. */
export interface SplitText {
  idea: string;
  founder: string[];
  competitors: string;
}

/** Splits the founder's text: what is about them never reaches the idea's reading. */
export function splitFounderText(text: string): SplitText {
  const sentences = text
    .split(/\n+|(?<=[.!?])\s+(?=[A-Z"“])/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
  const idea: string[] = [];
  const founder: string[] = [];
  const competitors: string[] = [];
  for (const sentence of sentences) {
    const listed = COMPETITORS.exec(sentence);
    if (listed) {
      competitors.push(sentence.slice(listed[0].length).replace(/[.]+$/u, ""));
      continue;
    }
    if (isFounderSentence(sentence)) {
      founder.push(sentence);
      continue;
    }
    idea.push(sentence);
    const against = COMPETE_WITH.exec(sentence);
    if (against?.[1]) competitors.push(against[1].replace(/[.]+$/u, ""));
  }
  return { idea: idea.join(" "), founder, competitors: competitors.join(", ") };
}

/** The price the brief reads: the one reader's, with the brief's periods (a day's rate per day). */
export interface ReadPrice {
  amount: number;
  currency: BriefCurrency;
  per: string;
  period: BriefPricePeriod | null;
  /** The founder's words that said it: "$249 per store a month". */
  words: string;
  /** A one-off price said beside a recurring one (a device, a setup fee). */
  upfront?: { amount: number; per: string };
}

/**
 * The first price the text names, with what it is per and how often, or null; a bare amount
 * ("a €599 kit") is read as a price paid once per item.
 */
export function readPrice(text: string, local?: string, buyer?: string): ReadPrice | null {
  const price = readStatedPrice(text, {
    bare: true,
    ...(local ? { local } : {}),
    ...(buyer ? { buyer } : {}),
  });
  if (price === null) return null;
  const currency = (BRIEF_CURRENCIES as readonly string[]).includes(price.currency)
    ? (price.currency as BriefCurrency)
    : "USD";
  const period = price.period;
  return {
    amount: price.amount,
    currency,
    per: period === "day" && price.per === "" ? "day" : price.per,
    period: period === "day" ? null : period,
    words: price.upfront ? `${price.words}; ${price.upfront.words}` : price.words,
    ...(price.upfront ? { upfront: { amount: price.upfront.amount, per: price.upfront.per } } : {}),
  };
}

/** The first amount of money in the founder's sentences about themselves ("$20,000 saved"). */
function moneyAmount(text: string): number | null {
  // Any currency's sign or code before the amount, as the price reader knows them: "$20,000",
  // "R80,000", "₦5m", "zł 40 000", "KSh 300,000", "EUR 15k".
  const match =
    /(?:[$£€₹¥₦]|(?<!\p{L})(?:R\$|C\$|A\$|NZ\$|S\$|MX\$|US\$|zł|KSh|Ksh|R(?=\d)|kr\.?)|\b(?:usd|eur|gbp|inr|cad|aud|nzd|sgd|chf|brl|mxn|jpy|zar|ngn|pln|sek|nok|dkk|kes)\b)\s*(\d[\d,]*(?:\.\d+)?)\s*(k\b)?/iu.exec(
      text,
    );
  if (!match?.[1]) return null;
  const amount = Number(match[1].replace(/,/gu, "")) * (match[2] ? 1000 : 1);
  return Number.isFinite(amount) ? amount : null;
}

/**
 * The usual currency of the place a founder sells in: the currency of the country the place
 * names (src/engine/knowledge/countries.ts: "Warsaw" złoty, "Toronto" Canadian dollars), else
 * the euro for the rest of Europe, else US dollars.
 */
export function currencyOf(place: string, scope: GeographicScope): BriefCurrency {
  const country = readCountry(place)?.country;
  if (country !== undefined) return country.currency.code;
  if (scope === "Europe") return "EUR";
  return "USD";
}

const SIZE_COUNT =
  /\b(?:with\s+)?(?:\d+\s*(?:[–-]|to)\s*\d+|under\s+\d+|fewer than \d+|over \d+|\d+\+?)\s+(?:locations?|stores?|shops?|sites?|employees|staff|people|seats|beds|vehicles|trucks|chairs)\b/iu;
const SIZE_WORD =
  /\b(?:small|medium-sized|mid-sized|independent|family-owned|solo|single-location|multi-location|enterprise)\b/iu;

const PROBLEM =
  /\b(?:problem|pain|struggle|struggling|lose|loses|losing|waste|wastes|costs? them|too expensive|hard to|can't|cannot|without|instead of|so (?:that|they)|to stop|to help|to cut|to reduce|to save)\b/iu;

const USED_BY = /\b(?:used by|for (?:their|its)|operated by|run by)\s+([^,.;]+)/iu;

/** A title-cased place as the founder wrote it ("ireland" → "Ireland"). */
function placeName(written: string): string {
  if (/^(?:us|u\.s\.|usa)$/iu.test(written)) return "the United States";
  if (/^(?:uk)$/iu.test(written)) return "the United Kingdom";
  // A letter that starts a word: "\b" is ASCII-only, and would make "España" "EspaÑA".
  return written.replace(/(?<![\p{L}\p{N}'’])\p{L}/gu, (letter) => letter.toUpperCase());
}

const FULL_SCOPE_NAMES: Partial<Record<GeographicScope, string>> = {
  "United States": "the United States",
  Global: "the whole world",
};

function firstSentence(text: string): string {
  const first = /^.*?[.!?](?=\s|$)/u.exec(text)?.[0] ?? text;
  return first.trim().slice(0, 300);
}

/** "for", in the languages the reader reads, before the people or bodies a pitch is for. */
const FOR_BEFORE =
  /(?:^|[^\p{L}])(?:for|für|fur|pour|para|voor|dla|för|til|untuk|kwa|per)\s+(?=\p{L})/giu;
/** "for", said after them: "Gram Panchayat ke liye", "PC방 사장님들을 위한", "dönerciler için". */
const FOR_AFTER =
  /([\p{L}\p{N}'’ -]{3,60}?)\s*(?:ke liye|के लिए|을 위한|를 위한|için|向け|のための)/u;
/** Articles and possessives that open the phrase after "for" and name no one. */
const OPENING_ARTICLES =
  /^(?:(?:the|a|an|your|our|their|les|le|la|l['’]|des|du|de|die|der|den|das|el|los|las|il|i|gli|lo|os|as|o|a|het|een|je|ton|ta|tes|votre|vos|tu|tus|dein|deine|ihre|ihren)\s+)+/iu;
/** "per" before a period or a unit of sale is a price's, not "for" (Italian "per celiaci" is). */
const PER_PRICE =
  /^(?:month|year|week|day|hour|user|seat|store|mese|anno|settimana|giorno|ora|mes|año|mois|an|semaine|jour|monat|jahr|woche|tag|maand|jaar|dag)(?![\p{L}])/iu;

/** Openings of a phrase after "for" that name a thing taken one by one, or a number. */
const NOT_A_GROUP =
  /^(?:each|every|any|cada|chaque|jede[mnrs]?|ogni|elke|hver|varje)(?![\p{L}])|\d/iu;

/**
 * Whom the opening sentence of a pitch says it is for, when nothing else names the buyer: the
 * group after its first "for" ("Learning journals … in one app for registered childminders" →
 * "registered childminders", "Tourenplanung für ambulante Pflegedienste"), else before a "for"
 * said after the noun ("Gram Panchayat ke liye"). Null when the sentence names no such group.
 */
export function pitchedFor(sentence: string): string | null {
  for (const found of sentence.matchAll(FOR_BEFORE)) {
    const rest = sentence.slice((found.index ?? 0) + found[0].length);
    // "per" after an amount or a period is a price's unit ("£2.49 a month per housemate").
    const before = sentence.slice(Math.max(0, (found.index ?? 0) - 24), found.index ?? 0);
    if (
      /per\s+$/iu.test(found[0]) &&
      (PER_PRICE.test(rest) || /\d|month|year|week|day|mes|mois|monat/iu.test(before))
    )
      continue;
    const phrase = groupPhrase(rest.replace(OPENING_ARTICLES, ""));
    // "for each deed", "for tier 1": a count or a thing taken one by one names no buyer.
    if (phrase !== null && /\p{L}{3,}/u.test(phrase) && !NOT_A_GROUP.test(phrase)) return phrase;
  }
  const after = FOR_AFTER.exec(sentence)?.[1]?.trim();
  if (after) return groupPhrase(after.replace(OPENING_ARTICLES, ""));
  return null;
}

export interface BriefSource {
  /** The founder's own idea text, or the adopted idea's words. */
  text: string;
  from: VentureBrief["from"];
  about?: AboutFounder;
  /** Whom an adopted idea is for (its saved target market), read as the buyer's words. */
  targetMarket?: string;
  /**
   * A language model's reading of the text, its quotes checked (brief-hints.ts): its buyer is read
   * as the target market where none is given, its side, model and price taken over the words'
   * inference. The founder's corrections outrank it.
   */
  hints?: BriefHints;
}

/** A brief's price line as the one reading's stated price, with its words. */
function statedPriceOf(value: {
  amount: number;
  currency: BriefCurrency;
  per: string;
  period: BriefPricePeriod | null;
  upfront?: number | null | undefined;
  upfrontPer?: string | undefined;
}): StatedPrice {
  const price = {
    amount: value.amount,
    currency: value.currency,
    per: value.per,
    period: value.period,
  };
  const upfront =
    value.upfront === null || value.upfront === undefined
      ? undefined
      : { amount: value.upfront, per: value.upfrontPer ?? "" };
  if (upfront === undefined) return { ...price, words: priceWords(price) };
  const words = priceWords({ ...price, upfront });
  return { ...price, words, upfront: { ...upfront, words } };
}

/** The statements a brief's corrected lines make, for the one reading. */
export function briefStatements(lines: BriefLines | undefined): FounderStatements {
  if (!lines) return {};
  const stated: FounderStatements = {};
  const { buyer, price, model } = lines;
  if (buyer.read.by === "founder") {
    stated.buyer = buyer.value.who;
    const counted = briefBuyerCount(buyer.value);
    if (counted !== null) stated.buyerCount = counted;
    if (buyer.value.place) stated.country = buyer.value.place;
    // The side of the buyer line they let stand ("organisations") is the side sold to, so the
    // model line never says B2C under a business buyer; a stated model line says its own side.
    stated.orientation = buyer.value.kind === "organisations" ? "B2B" : "B2C";
  }
  if (price.read.by === "founder" && price.value.amount !== null) {
    stated.price = statedPriceOf({ ...price.value, amount: price.value.amount });
  }
  if (model.read.by === "founder") {
    const engine = engineModelOf(model.value.model);
    if (engine) stated.model = engine;
    stated.orientation = model.value.orientation;
  }
  return stated;
}

/**
 * What a venture's brief states, for the modules' one reading: every line of it, the corrected
 * ones and the read ones alike, since the founder saw the brief and let it stand.
 */
export function briefAsStatements(brief: VentureBrief | undefined): FounderStatements {
  if (!brief) return {};
  const { buyer, price, model } = brief.lines;
  const engine = engineModelOf(model.value.model);
  const counted = briefBuyerCount(buyer.value);
  return {
    buyer: buyer.value.who,
    ...(counted === null ? {} : { buyerCount: counted }),
    ...(buyer.value.place ? { country: buyer.value.place } : {}),
    ...(price.value.amount === null
      ? {}
      : {
          price: statedPriceOf({ ...price.value, amount: price.value.amount }),
        }),
    ...(engine ? { model: engine } : {}),
    orientation: model.value.orientation,
  };
}

/**
 * The buyer count a reading gives, with its source, for the place sold in: the founder's country's
 * own count when their words name a country, else for a unit that scales with population an
 * estimate from peer countries, labelled as one (decision 031; never another country's count
 * as such), else none; the United States' or the world's for those scopes.
 */
function countOf(reading: FounderReading): { count: number | null; source: string | null } {
  const unit = reading.buyer.unit;
  if (unit === null) return { count: null, source: null };
  const country = reading.place.country;
  const scope = reading.geography.scope;
  const found =
    country !== null
      ? countOrPeerEstimateIn(unit, country)
      : scope === "United States"
        ? { figure: unit.us, peers: null }
        : scope === "Global" && unit.global !== undefined
          ? { figure: unit.global, peers: null }
          : null;
  if (found === null) return { count: null, source: null };
  if (found.peers !== null) return { count: found.figure.value, source: PEER_ESTIMATE_SOURCE };
  const figure = found.figure;
  const basis = figure.basis;
  if (basis.kind === "source") {
    const source = findSource(basis.sourceId);
    if (source) return { count: figure.value, source: `${source.publisher}, ${source.year}` };
  }
  return { count: figure.value, source: `knowledge-base estimate, ${figure.year}` };
}

/** Whether a sentence names the buyer: one of the buyer's longer words, by its stem. */
function namedIn(sentence: string, who: string): boolean {
  const said = new Set(stemsOf(sentence));
  return stemsOf(who).some((stem) => stem.length > 3 && said.has(stem));
}

/** Why a line may be wrong: what the knowledge base guessed where the founder's words were silent. */
export const BRIEF_UNSURE = {
  buyerUnnamed: "No words of yours named who pays: this is the industry's usual customer.",
  side: "Nothing in your words said whether organisations or people pay: we went by the industry.",
  buyerLater:
    "Your first sentence does not say who pays: we took them from later words, which may be about someone else.",
  model: "Nothing in your words said how you make money: this is the industry's usual model.",
  pitched:
    "We took who pays from whom your first sentence says it is for, and know nothing else of them: check it.",
} as const;

/**
 * Reads a brief from the founder's text; `previous` lines the founder stated are kept as stated
 * and read as statements. Pure but for `now`.
 */
export function readBrief(
  source: BriefSource,
  previous?: VentureBrief,
  now: Date = new Date(),
): VentureBrief {
  const split = splitFounderText(source.text);
  const ideaText = split.idea || source.text;
  const kept = previous?.lines;
  const hints = source.hints;
  const given = source.targetMarket ?? hints?.targetMarket;
  const hintedPrice = hints?.price && { ...hints.price, words: hints.words.price.join("; ") };
  const readWith = (target: string | undefined) =>
    readFounder({
      idea: ideaText,
      ...(target ? { targetMarket: target } : {}),
      ...(!source.targetMarket && hints?.targetMarket ? { targetIsBuyer: true } : {}),
      ...(split.competitors ? { competitors: split.competitors } : {}),
      stated: {
        ...(hints?.orientation ? { orientation: hints.orientation } : {}),
        ...(hints?.model ? { model: hints.model } : {}),
        ...(hintedPrice ? { price: hintedPrice } : {}),
        ...briefStatements(kept),
      },
    });
  let reading = readWith(given);
  // Who the pitch says it is for ("… in one app for registered childminders"), when neither the
  // founder nor a model named who pays and the words read no buyer in the opening sentence: read
  // as a target market would be, never as certain.
  const opening = firstSentence(ideaText);
  const pitched = given ? null : pitchedFor(opening);
  const readWords =
    reading.buyer.reading.phrase ??
    reading.buyer.reading.establishment ??
    reading.buyer.unit?.plural ??
    reading.buyer.reading.group ??
    reading.classification.customers;
  const usePitched = pitched !== null && !(readWords && namedIn(opening, readWords));
  if (usePitched) reading = readWith(pitched);
  const targetMarket = given ?? (usePitched ? pitched : undefined);
  const scope = reading.geography.scope;
  const place = readFounderPlace(ideaText, targetMarket ?? "");
  const placeWritten = place?.phrases[0];
  // The country by its name, whatever case or language the founder wrote it in ("w Polsce" is
  // Poland); a place the knowledge base has no country for, as written.
  const country = reading.place.country;
  const placeText =
    country !== null && placeWritten !== undefined
      ? country.prose
      : placeWritten
        ? placeName(placeWritten)
        : (FULL_SCOPE_NAMES[scope] ?? scope);
  const price: ReadPrice | null =
    hintedPrice ?? readPrice(ideaText, reading.place.country?.currency.code, targetMarket);
  // The founder's words for the buyer: the unit's phrase, else the establishment they name
  // ("niepublicznych przedszkoli") when no unit counts it.
  const phrase = reading.buyer.reading.phrase ?? reading.buyer.reading.establishment;
  const customers = reading.classification.customers;
  // The fuller of the two namings of the same buyer ("independent grocery stores" over "stores").
  const buyerWords =
    phrase && customers?.toLowerCase().includes(phrase.toLowerCase()) ? customers : phrase;
  // Named as the market analysis names them (sizing's buyerWords): the founder's words for the
  // buyer, the unit, the group their target market narrows ("pickleball players"), else the
  // target market's own group phrase.
  const named =
    buyerWords ??
    reading.buyer.unit?.plural ??
    reading.buyer.reading.group ??
    (targetMarket ? groupPhrase(targetMarket) : null) ??
    // A model's naming of a buyer the knowledge base does not count ("strata schemes").
    hints?.who ??
    reading.classification.customers;
  const who =
    named ??
    // The industry's first customers on the side read: a business buyer is never "consumers".
    (
      reading.industry.customerSegments.find(
        (segment) => segment.orientation === (reading.orientation === "B2B" ? "b2b" : "b2c"),
      ) ?? reading.industry.customerSegments[0]
    )?.name.toLowerCase() ??
    "your customers";
  const size =
    (SIZE_COUNT.exec(ideaText) ?? SIZE_WORD.exec(buyerWords ?? ""))?.[0]?.replace(
      /^with\s+/iu,
      "",
    ) ?? "";
  const counted = countOf(reading);
  const usedBy = USED_BY.exec(ideaText)?.[1]?.trim();
  const problem =
    split.idea
      .split(/(?<=[.!?])\s+/u)
      .find((sentence, index) => index > 0 && PROBLEM.test(sentence)) ??
    (PROBLEM.test(firstSentence(ideaText)) ? firstSentence(ideaText) : "");
  const engineModel = reading.model.model.name;
  let model = briefModelOf(engineModel);
  if (
    reading.orientation === "B2B" &&
    (model === "consumer-subscription" || model === "consumer-app")
  )
    model = "b2b-saas";
  if (model === "b2b-saas" && reading.orientation === "B2C") model = "consumer-subscription";
  // A device sold once, with no plan, is a physical product; one hired by the day or the trip
  // (a price per use) stays hardware.
  if (
    model === "hardware-subscription" &&
    price?.period !== "month" &&
    price?.period !== "year" &&
    !(price?.period === null && price.per !== "")
  )
    model = "physical-products";
  const founderText = split.founder.join(" ");
  const money = source.about?.money ?? moneyAmount(founderText);
  const hours =
    source.about?.hours ??
    Number(/\b(\d+)\s*(?:hours?|hrs?)\s*(?:a|per|\/)\s*week\b/iu.exec(founderText)?.[1] ?? NaN);
  // The founder's words behind a line, each once ("farmacias" named twice is quoted once).
  const read = (words: readonly (string | null | undefined)[], unsure?: string) => ({
    by: "reading" as const,
    words: [
      ...new Map(
        words
          .filter((word): word is string => Boolean(word?.trim()))
          .map((word) => [word.trim().toLowerCase(), word] as const),
      ).values(),
    ],
    ...(unsure === undefined ? {} : { unsure }),
  });

  // The parts the knowledge base guessed, not the founder's words: the brief asks to check them.
  const buyerUnnamed = !named;
  const sideGuessed = reading.basis.orientation === "knowledge-base";
  const modelGuessed = reading.basis.model === "knowledge-base";
  // A buyer read from the text's later sentences only (the opening names someone else, or no
  // one): a pitch names who it is for first, so a buyer found further on is as likely a word
  // from a story or a side remark ("the pub", "the garage").
  const buyerLater = !given && !hints?.who && !namedIn(opening, who);
  // A group the pitch is "for" that nothing else reads (no unit, no establishment, no side).
  const pitchedOnly =
    usePitched &&
    reading.buyer.unit === null &&
    !reading.buyer.reading.establishment &&
    reading.buyer.reading.orientation === null;
  const buyerUnsure = buyerUnnamed
    ? BRIEF_UNSURE.buyerUnnamed
    : pitchedOnly
      ? BRIEF_UNSURE.pitched
      : sideGuessed
        ? BRIEF_UNSURE.side
        : buyerLater
          ? BRIEF_UNSURE.buyerLater
          : undefined;
  const modelUnsure = modelGuessed
    ? BRIEF_UNSURE.model
    : sideGuessed
      ? BRIEF_UNSURE.side
      : undefined;
  // A model's reading of the model (hints) is not the founder's brief: its quote says it.
  const modelSignals =
    hints?.model !== undefined && kept?.model.read.by !== "founder" ? [] : reading.signals.model;
  const lines: BriefLines = {
    offer: {
      value: {
        what: firstSentence(ideaText).slice(0, 500),
        problem: problem.slice(0, 500),
        industry: (MARKET_INDUSTRIES as readonly string[]).includes(reading.industry.name)
          ? (reading.industry.name as MarketIndustry)
          : null,
      },
      read: read([firstSentence(ideaText)]),
    },
    buyer: {
      value: {
        kind: reading.orientation === "B2B" ? "organisations" : "people",
        who: who.slice(0, 500),
        size: size.slice(0, 200),
        place: placeText,
        scope,
        count: counted.count,
        countSource: counted.source,
      },
      read: read(
        [
          ...(hints?.words.buyer ?? []),
          ...reading.signals.buyer,
          ...reading.signals.orientation,
          ...(place?.phrases ?? []),
        ],
        buyerUnsure,
      ),
    },
    users: {
      value: { who: (usedBy ?? who).slice(0, 500) },
      // Said by who uses it ("used by…"), else the same words as the buyer's.
      read: read(usedBy ? [usedBy] : [buyerWords ?? reading.signals.buyer[0]]),
    },
    price: {
      value: {
        amount: price?.amount ?? null,
        currency: price?.currency ?? currencyOf(placeText, scope),
        per: price?.per ?? "",
        period: price?.period ?? null,
        ...(price?.upfront ? { upfront: price.upfront.amount, upfrontPer: price.upfront.per } : {}),
      },
      read: read([price?.words]),
    },
    model: {
      value: { model, orientation: reading.orientation },
      read: read(
        [...(hints?.words.model ?? []), ...modelSignals, ...reading.signals.orientation],
        modelUnsure,
      ),
    },
    competitors: {
      value: {
        names: reading.competitors.slice(0, 12).map(({ name, placement }) => ({
          name: name.slice(0, 120),
          type:
            placement.kind === "known"
              ? placement.company.archetype.name
              : placement.kind === "resembles"
                ? placement.archetype.name
                : "",
        })),
      },
      read: read(split.competitors ? splitCompetitors(split.competitors) : []),
    },
    founder: {
      value: {
        skills: (source.about?.skills ?? founderText).slice(0, 500),
        money,
        hours: Number.isFinite(hours) ? hours : null,
      },
      // What they told about themselves beside the idea is their own statement.
      read:
        source.about && Object.values(source.about).some((value) => value !== undefined)
          ? { by: "founder" }
          : read(split.founder),
    },
  };
  if (kept) {
    for (const key of BRIEF_LINE_KEYS) {
      if (kept[key].read.by === "founder")
        (lines as Record<BriefLineKey, unknown>)[key] = kept[key];
    }
    // Who uses it, when the words do not say: the buyer the founder stated, not a default.
    if (kept.buyer.read.by === "founder" && kept.users.read.by !== "founder" && !usedBy)
      lines.users = {
        value: { who: kept.buyer.value.who },
        read: { by: "reading", words: [kept.buyer.value.who] },
      };
  }
  return {
    text: source.text,
    idea: ideaText,
    from: source.from,
    lines,
    revision: (previous?.revision ?? 0) + 1,
    changedAt: now.toISOString(),
  };
}

/** Buyer words without the place they end on: "florists in Ireland" → "florists". */
function withoutTrailingPlace(who: string, place: string): string {
  if (place === "") return who;
  const trimmed = who
    .replace(
      new RegExp(
        `[\\s,]*(?:(?:in|en|au|aux|à|em|no|na|nel|nella|im|in der|w|i)\\s+)?(?:the\\s+)?${escapeRegExp(place)}\\s*[.!]?$`,
        "iu",
      ),
      "",
    )
    .trim();
  return trimmed.length >= 2 ? trimmed : who;
}

/**
 * A brief corrected: each patched line merged and stated by the founder, a new text read again,
 * and every line the founder did not state read again in the light of the statements. A corrected
 * buyer whose count was not corrected too is counted again from the new words.
 */
export function correctBrief(
  brief: VentureBrief,
  patch: BriefPatch,
  now = new Date(),
): VentureBrief {
  const lines = structuredClone(brief.lines);
  for (const key of BRIEF_LINE_KEYS) {
    const change = patch[key];
    if (!change) continue;
    (lines as Record<BriefLineKey, unknown>)[key] = {
      value: { ...lines[key].value, ...change },
      read: { by: "founder" },
    };
  }
  const buyerChange = patch.buyer;
  // New buyer words that name a country ("florists in Ireland") place the buyer there, unless
  // the place was corrected too.
  const named =
    buyerChange?.who !== undefined && buyerChange.place === undefined
      ? readCountry(lines.buyer.value.who)
      : null;
  if (buyerChange && (buyerChange.who !== undefined || buyerChange.place !== undefined)) {
    const recount = buyerChange.count === undefined;
    if (named !== null) {
      lines.buyer.value.place = named.country.prose;
      // The place has its own field: "florists in Ireland" is "florists", in Ireland.
      lines.buyer.value.who = withoutTrailingPlace(lines.buyer.value.who, named.phrases[0] ?? "");
    }
    const reading = readFounder({
      idea: splitFounderText(brief.text).idea || brief.text,
      stated: { buyer: lines.buyer.value.who, country: lines.buyer.value.place },
    });
    if (buyerChange.scope === undefined) lines.buyer.value.scope = reading.geography.scope;
    // New buyer words: their size is what they say, not what the old words said.
    if (buyerChange.who !== undefined && buyerChange.size === undefined) {
      const who = lines.buyer.value.who;
      lines.buyer.value.size = (SIZE_COUNT.exec(who) ?? SIZE_WORD.exec(who))?.[0] ?? "";
    }
    if (buyerChange.kind === undefined && patch.model?.orientation === undefined) {
      const side = reading.buyer.reading.orientation;
      if (side !== null) lines.buyer.value.kind = side === "b2b" ? "organisations" : "people";
    }
    if (recount) {
      const counted = countOf(reading);
      lines.buyer.value.count = counted.count;
      lines.buyer.value.countSource = counted.source;
    }
  }
  if (buyerChange?.count !== undefined && buyerChange.countSource === undefined) {
    lines.buyer.value.countSource = buyerChange.count === null ? null : FOUNDER_COUNT_SOURCE;
  }
  if (patch.price?.currency === undefined && (patch.buyer?.place !== undefined || named !== null)) {
    if (lines.price.read.by !== "founder" || patch.price === undefined) {
      const currency = currencyOf(lines.buyer.value.place, lines.buyer.value.scope);
      if (BRIEF_CURRENCIES.includes(currency) && lines.price.value.amount === null)
        lines.price.value.currency = currency;
    }
  }
  const corrected: VentureBrief = { ...brief, lines };
  return readBrief(
    { text: patch.text ?? brief.text, from: patch.text ? "founder" : brief.from },
    corrected,
    now,
  );
}
