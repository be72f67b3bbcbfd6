/**
 * One reading of the founder (issue 22), computed once per request and used by every module: the
 * idea, the buyer (the unit that pays, how many there are and where), the business model, the
 * competitors typed, the geography, the industry and the side (B2B or B2C), each with the
 * founder's words that decided it. What the founder stated (the market analysis form's industry,
 * business type and scope, their target market) is taken over what their words suggest; the
 * idea's words decide the rest, and the knowledge base the defaults.
 */

import type { BusinessModel, GeographicScope, Industry } from "../../shared/options";
import { productName } from "../../shared/product-name";
import {
  type GeographyEntry,
  getBusinessModel,
  getBuyerUnit,
  getGeography,
  getIndustry,
  type IndustryEntry,
} from "../knowledge";
import { industryOfBuyer } from "../knowledge/buyer-unit-industries";
import type { BuyerUnitEntry } from "../knowledge/schema";
import { stemsOf, tokenise } from "../text";
import {
  type BuyerReading,
  groupPhrase,
  isBroadUnit,
  isEstablishmentWord,
  isWithin,
  type MarketReading,
  namesSellers,
  namesUnit,
  readBuyer,
  readMarket,
} from "./buyer";
import {
  classifyIdea,
  type IdeaClassification,
  orientationFromModel,
  orientationFromSegments,
} from "./classify";
import { type TypedCompetitor, typeCompetitors } from "./competitors";
import { contentStems } from "./fit";
import { withoutFounderSentences } from "./founder-sentences";
import {
  type BusinessType,
  fitsBusinessType,
  type ModelChoice,
  type Orientation,
  readBusinessModel,
  usualModel,
} from "./model";
import {
  type FounderPlace,
  placeCountry,
  readCountry,
  readFounderCountry,
  readFounderPlace,
  readPlace,
} from "./place";
import { isRecurring, paymentsOf, readPrice, type StatedPrice } from "./price";
import { orientationMatches } from "./side";

/** What a request tells about the founder; every field but the idea is optional. */
export interface FounderInput {
  /** The business idea in the founder's words. */
  idea: string;
  /**
   * More of their words about the idea (its value proposition, a saved idea's title and
   * description): read with the idea for the business model and the niche market.
   */
  details?: string;
  /** Whom they sell to, in their words (the market analysis' target market). */
  targetMarket?: string;
  /** The competitors they named, free text. */
  competitors?: string;
  /** The industry they chose (the market analysis form): taken over the idea's words. */
  industry?: Industry;
  /** The business type they chose: digital, offline, hybrid or all. */
  businessType?: BusinessType;
  /** The scope they chose. */
  geography?: GeographicScope;
  /**
   * The industry an earlier result was run for, when only its text says so (a stored market
   * analysis): a hint the idea's own words can overrule, not a statement.
   */
  knownIndustry?: IndustryEntry;
  /** What the founder stated in their venture's brief (issue 23): taken over any inference. */
  stated?: FounderStatements;
  /**
   * The target market names who pays for certain (a language model's reading of the founder's
   * words, decision 042): a buyer the idea's words name never stands in for it.
   */
  targetIsBuyer?: boolean;
}

/**
 * The venture brief's statements (src/shared/venture-brief.ts): each, when present, is taken
 * over what the founder's words suggest, and its basis is "founder".
 */
export interface FounderStatements {
  /** Who pays, in the founder's words: read as the target market, before any other. */
  buyer?: string;
  /** How many buyers there are where the founder sells. */
  buyerCount?: number;
  /** The price as the founder means it, carried as stated. */
  price?: StatedPrice;
  model?: BusinessModel;
  orientation?: Orientation;
  /** The country or region they sell in, as they name it ("Ireland"). */
  country?: string;
}

export type { StatedPrice } from "./price";

/** What decided a part of the reading. */
export type ReadingBasis =
  | "founder"
  | "idea"
  | "target-market"
  | "market-analysis"
  | "market"
  | "knowledge-base";

/** The unit that pays: what it is, how many there are, and where they are counted. */
export interface FounderBuyer {
  /** The counted unit (community hospitals, households with a dog), or null when none is read. */
  unit: BuyerUnitEntry | null;
  /** How many units there are where the founder sells (the US count, or the world's). */
  count: number | null;
  /** Where the count is from: "United States" or "Global". */
  countScope: "United States" | "Global" | null;
  /** The reading of the words that named it (target market first, else the idea). */
  reading: BuyerReading;
  basis: ReadingBasis | null;
}

export interface FounderReading {
  idea: string;
  /** The product's name, when the founder put one first ("PawLedger: …"). */
  productName: string | undefined;
  /** The idea's own words, read alone (industry vote, side, model, customers, stems, niche). */
  classification: IdeaClassification;
  industry: IndustryEntry;
  model: ModelChoice;
  orientation: Orientation;
  buyer: FounderBuyer;
  /** The niche market the idea and its target market are in, unless the customers are its sellers. */
  market: MarketReading | null;
  /** True when the customers named are the niche market's own sellers ("for dog groomers"). */
  sellsToSellers: boolean;
  competitors: TypedCompetitor[];
  geography: GeographyEntry;
  /**
   * The price the founder states: their brief's price line when it has one, else the first price
   * their idea (then their target market) names. Never inferred from a benchmark.
   */
  statedPrice: StatedPrice | null;
  /** Where the founder sells (issue 23): their country when known, within `geography`'s scope. */
  place: FounderPlace;
  /** The founder's words (or statements) that decided each part. */
  signals: {
    industry: string[];
    orientation: string[];
    model: string[];
    buyer: string[];
    geography: string[];
  };
  basis: {
    industry: ReadingBasis;
    orientation: ReadingBasis;
    model: ReadingBasis;
    geography: ReadingBasis;
  };
}

/** Double quotation marks around a whole text, in any typography. */
const WRAPPING_QUOTES = /^["“”„«»]+|["“”„«»]+$/gu;

/** Reads the founder once; pure and deterministic. */
export function readFounder(input: FounderInput): FounderReading {
  const idea = input.idea;
  const stated = input.stated ?? {};
  // A target market the founder wrapped in quotation marks reads as the words inside them.
  const target = (stated.buyer?.trim() || input.targetMarket?.trim() || "")
    .replace(WRAPPING_QUOTES, "")
    .trim();
  // The buyer the founder names, read first: their trade is evidence for the industry.
  const fromTarget = target === "" ? null : readBuyer(target);
  // The idea's sentences about the customer: the founder's bio never names the buyer.
  const aboutCustomer = withoutFounderSentences(idea);
  // A buyer the founder stated (or a model read from their words) is who pays even when the
  // knowledge base has no unit for it: the idea's words never stand in for it.
  const certain = fromTarget !== null && (Boolean(stated.buyer?.trim()) || input.targetIsBuyer);
  const namedBuyer = fromTarget?.unit || certain ? fromTarget : readBuyer(aboutCustomer);
  const buyerIndustry = namedBuyer.unit === null ? undefined : industryOfBuyer(namedBuyer.unit.id);
  const classification = classifyIdea(idea, {
    ...(input.knownIndustry === undefined ? {} : { marketIndustry: input.knownIndustry }),
    ...(buyerIndustry === undefined
      ? {}
      : {
          buyer: { industry: buyerIndustry, phrase: namedBuyer.phrase ?? namedBuyer.unit!.plural },
        }),
  });
  const statedIndustry = input.industry === undefined ? undefined : getIndustry(input.industry);
  const industry = statedIndustry ?? classification.industry;

  const described = input.details?.trim() ? `${idea} ${input.details}` : idea;
  const niche = readMarket(target === "" ? described : `${described} ${target}`);
  const sellsToSellers = niche !== null && namesSellers(target, idea, niche.market);
  const market = niche === null || sellsToSellers ? null : niche;

  // With no target market, a buyer the idea names noun first ("para farmacias") is the side:
  // the idea's English cue words cannot read a sentence in Spanish.
  // So is an establishment it names after "for" in any language ("dla niepublicznych przedszkoli").
  const ideaHeadFirst =
    fromTarget === null && (namedBuyer.headFirst || namedBuyer.establishment !== null)
      ? namedBuyer.orientation
      : null;
  const targetSide =
    fromTarget?.orientation ??
    ideaHeadFirst ??
    (sellsToSellers && target !== "" ? ("b2b" as const) : null) ??
    pricedPerBusiness(described);
  // The side: the target market's words, else the idea's cue words, else the model its words
  // name, else where most of the industry's customer segments sit (the same order as
  // classifyIdea, applied to the industry read here).
  // Who pays decides what an app is: an instructor's app is software sold to a business. The
  // side the target market names (or the founder stated) is that side; else the idea's words.
  const payingSide: Orientation | undefined =
    stated.orientation ?? (targetSide === null ? undefined : targetSide === "b2b" ? "B2B" : "B2C");
  // The words that name the buyer are the customer's, not what is sold ("agency" in "$79 a
  // month per agency", "bar" in a sensor for bars).
  const buyerWords = [fromTarget?.phrase, fromTarget?.establishment, namedBuyer.phrase]
    .filter((words): words is string => typeof words === "string" && words !== "")
    .join(" ");
  const cue = readBusinessModel(described, industry, {
    ...(input.businessType === undefined ? {} : { businessType: input.businessType }),
    ...(payingSide === undefined ? {} : { orientation: payingSide }),
    ...(buyerWords === "" ? {} : { buyerStems: new Set(stemsOf(buyerWords)) }),
  });
  const orientation: Orientation =
    stated.orientation ??
    (targetSide === null ? undefined : targetSide === "b2b" ? "B2B" : "B2C") ??
    (classification.basis.orientation === "idea" ? classification.orientation : undefined) ??
    (cue.reason === "words" ? orientationFromModel(cue.model) : undefined) ??
    orientationFromSegments(industry);
  // Where the founder is, read before their price: a bare "$" in Canada is Canadian dollars.
  const statedPlace = stated.country ? readPlace(stated.country) : null;
  const place = statedPlace ?? readFounderPlace(idea, target);
  const scope = input.geography ?? place?.scope ?? "United States";
  // The country the founder stated ("Ireland" on their brief's buyer line) before their words'.
  const named =
    (stated.country ? readCountry(stated.country) : null) ?? readFounderCountry(idea, target);
  const country = placeCountry(scope, named);
  const local = country?.currency.code;
  const statedPrice =
    stated.price ??
    readPrice(idea, {
      bare: true,
      ...(local ? { local } : {}),
      ...(target ? { buyer: target } : {}),
    }) ??
    readPrice(target, local ? { local } : {});
  const usual = usualModel(industry, orientation, input.businessType);
  const priced =
    cue.reason === "words"
      ? undefined
      : modelFromPrice(statedPrice, orientation, input.businessType, usual.name);
  const chosen: ModelChoice =
    stated.model !== undefined
      ? { model: getBusinessModel(stated.model), reason: "words" }
      : cue.reason === "words"
        ? cue
        : priced !== undefined
          ? { model: getBusinessModel(priced), reason: "words" }
          : orientation === "B2B" &&
              (input.businessType === undefined || input.businessType === "digital") &&
              PLATFORM_WORDS.test(described)
            ? // A platform, a portal or a system an organisation uses online is software sold
              // to it, whatever the industry's usual model ("Plataforma para juntas de
              // freguesia", "Plattform für Kleingartenvereine").
              { model: getBusinessModel("SaaS"), reason: "words" }
            : { model: usual, reason: "default" };
  // A subscription a business pays for a digital product is software sold by subscription
  // (SaaS): "Subscription" is the consumer model (boxes, memberships, content).
  const model: ModelChoice =
    stated.model !== undefined
      ? chosen
      : hiredOut(statedPrice, described, input.businessType) && HIRE_MISREADS.has(chosen.model.name)
        ? // Equipment the founder hires out per trip, day or weekend is a device rented, not a
          // plan nor a market between others ("A$19 per trip", "35 € al giorno").
          { model: getBusinessModel("Hardware"), reason: "words" }
        : (boughtDevice(statedPrice, idea, input.businessType) ||
              (soldOnceWithItsApp(statedPrice, input.businessType) && !marketNamed(described))) &&
            ["Mobile App", "Subscription"].includes(chosen.model.name)
          ? // A thing bought once beside a plan ("279 € die Kamera, 6,99 € pro Monat"): the
            // device is the product and the app or plan comes with it.
            { model: getBusinessModel("Hardware"), reason: "words" }
          : (APP_OR_SOFTWARE.has(chosen.model.name) ||
                (priced !== undefined && cue.reason !== "words")) &&
              marketNamed(described)
            ? // A market the founder names as one ("une place de marché", "a marketplace"), a
              // commission taken as a share of each sale, or one side paid out of what the other
              // pays ("the host pays 22 €, the cleaner receives 18 €"): the app or the platform
              // is where the two sides meet, not software sold to one of them.
              { model: getBusinessModel("Marketplace"), reason: "words" }
            : orientation === "B2B" &&
                (chosen.model.name === "Subscription" ||
                  (chosen.model.name === "Marketplace" &&
                    statedPrice !== null &&
                    isRecurring(statedPrice.period) &&
                    !twoSidedMarket(described))) &&
                (input.businessType === undefined || input.businessType === "digital")
              ? // A business's plan for a digital product is software sold by subscription; and an
                // organisation paying a plan to run its own bookings buys software, not a market
                // (two sides trading through it: a take rate, "connects X with Y", listings).
                { ...chosen, model: getBusinessModel("SaaS") }
              : orientation === "B2C"
                ? consumerModel(chosen, statedPrice, industry, input.businessType)
                : chosen;
  const read = readFounderBuyer(
    aboutCustomer,
    target,
    fromTarget,
    orientation,
    market,
    input.geography,
    certain,
  );
  const buyer: FounderBuyer =
    stated.buyerCount === undefined
      ? stated.buyer && read.basis === "target-market"
        ? { ...read, basis: "founder" }
        : read
      : { ...read, count: stated.buyerCount, basis: "founder" };

  const ideaSignals = classification.signals;
  return {
    idea,
    productName: productName(idea),
    classification,
    industry,
    model,
    orientation,
    buyer,
    market,
    sellsToSellers,
    competitors:
      input.competitors === undefined ? [] : typeCompetitors(input.competitors, industry),
    geography: getGeography(scope),
    statedPrice,
    place: {
      country,
      scope,
      phrases:
        country !== null && named?.country.id === country.id
          ? named.phrases
          : input.geography !== undefined
            ? [`${input.geography} (your choice)`]
            : (place?.phrases ?? []),
    },
    signals: {
      industry:
        statedIndustry !== undefined ? [`${statedIndustry.name} (your choice)`] : ideaSignals,
      orientation:
        buyer.reading.phrase !== null && targetSide !== null
          ? [buyer.reading.phrase]
          : classification.customers === undefined
            ? []
            : [classification.customers],
      model:
        stated.model !== undefined
          ? [`${stated.model} (your brief)`]
          : model.reason === "words"
            ? ideaSignals
            : [],
      buyer: buyer.reading.phrase === null ? [] : [buyer.reading.phrase],
      geography:
        input.geography !== undefined
          ? [`${input.geography} (your choice)`]
          : statedPlace !== null
            ? [`${stated.country} (your brief)`]
            : (place?.phrases ?? []),
    },
    basis: {
      industry: statedIndustry !== undefined ? "founder" : classification.basis.industry,
      orientation:
        stated.orientation !== undefined
          ? "founder"
          : targetSide !== null
            ? "target-market"
            : classification.basis.orientation === "idea"
              ? "idea"
              : "knowledge-base",
      model:
        stated.model !== undefined
          ? "founder"
          : model.reason === "words"
            ? "idea"
            : "knowledge-base",
      geography:
        input.geography !== undefined || statedPlace !== null
          ? "founder"
          : place !== null
            ? "idea"
            : "knowledge-base",
    },
  };
}

/** Units of consumers too broad to stand for a narrower group of people the founder names. */
const BROAD_CONSUMER_UNITS: ReadonlySet<string> = new Set(["people", "us-households", "us-adults"]);

/** Consumer cue words that name everyone rather than a narrower group of people. */
const EVERYONE_PHRASES: ReadonlySet<string> = new Set([
  "b2c",
  "consumers",
  "people",
  "family",
  "families",
  "households",
  "household",
  "individuals",
  "personal",
  "direct to consumer",
  "dtc",
  "subscription box",
]);

/**
 * Whether a target market names a group of people narrower than all households or adults
 * ("retirees", "teenagers", "commuters"): such a group is never widened to the broad unit the
 * idea's price names ("per household"); it is counted from a unit of its own or asked for.
 */
function namesPeopleGroup(target: string): boolean {
  const group = groupPhrase(target);
  if (group === null) return false;
  const matches = orientationMatches(tokenise(group));
  // "pensioners", "new dads": a group no cue lists is still a group of people.
  return matches.every((match) =>
    match.votes.every((vote) => vote.target === "B2C" && !EVERYONE_PHRASES.has(vote.phrase)),
  );
}

/** Whether a target market and the idea's buyer words share a meaningful word. */
function sharesWord(target: string, fromIdea: BuyerReading): boolean {
  const targetStems = contentStems(target);
  const ideaWords = [fromIdea.phrase, fromIdea.unit?.plural, fromIdea.unit?.singular]
    .filter((words): words is string => typeof words === "string")
    .join(" ");
  return [...contentStems(ideaWords)].some((word) => targetStems.has(word));
}

/**
 * The unit that pays: the one the target market names, else the idea's own when it sits on the
 * side read, else the niche market's default buyer on that side; counted in the United States,
 * or worldwide for a global scope when the knowledge base has a world count.
 */
function readFounderBuyer(
  idea: string,
  target: string,
  fromTarget: BuyerReading | null,
  orientation: Orientation,
  market: MarketReading | null,
  scope: GeographicScope | undefined,
  /** The target is who pays for certain: the idea's words and the niche never stand in for it. */
  certain = false,
): FounderBuyer {
  const side = orientation === "B2B" ? "b2b" : "b2c";
  const narrowGroup = fromTarget !== null && fromTarget.unit === null && namesPeopleGroup(target);
  // The target names part of a counted unit ("dairy farms"): the idea's "farmers" never stand
  // in for it with the whole unit's count, nor does any unit holding it.
  const narrowed = fromTarget?.unit === null ? fromTarget.narrowed : undefined;
  // "organic vineyards", "family-run campsites": a business the knowledge base does not count is
  // never counted as all farms or all firms from the idea's words.
  const establishment = fromTarget?.unit === null ? fromTarget.establishment : null;
  // "adults living with type 1 diabetes": a group narrowed out of a unit is never the idea's
  // other people ("registered nurses" who teach them) nor the unit that holds them.
  const group = fromTarget?.unit === null ? fromTarget.group : undefined;
  const widens = (candidate: BuyerUnitEntry): boolean =>
    (group !== undefined &&
      (candidate.kind !== "organisation" || !isWithin(candidate, narrowed!))) ||
    (establishment !== null && isBroadUnit(candidate)) ||
    (narrowed !== undefined && (candidate.id === narrowed.id || isWithin(narrowed, candidate))) ||
    (narrowGroup && BROAD_CONSUMER_UNITS.has(candidate.id));
  const fromIdea = readBuyer(idea);
  let unit: BuyerUnitEntry | null = null;
  let reading: BuyerReading = fromTarget ?? fromIdea;
  let basis: ReadingBasis | null = null;
  if (fromTarget?.unit != null) {
    unit = fromTarget.unit;
    basis = "target-market";
  } else if (certain) {
    // Who pays is known and the knowledge base does not count it: the count is asked.
  } else if (
    fromIdea.unit !== null &&
    fromIdea.unit.orientation === side &&
    !widens(fromIdea.unit) &&
    // The establishment the target market names is the buyer: a unit the idea mentions
    // ("Winzer" in a tool for rural cooperatives, the bar of a beach club) stands in for it only
    // when the target market names that unit too ("artisan boulangeries-pâtisseries"). An
    // organisation the idea mentions in passing (the breweries that host food trucks, the
    // founder's accounting firm, the farmers who store at a cold store) is never the buyer of
    // a target market that names another one, known or not: the count is then asked.
    (establishment === null || namesUnit(target, fromIdea.unit)) &&
    (fromIdea.unit.kind !== "organisation" ||
      target.trim() === "" ||
      namesUnit(target, fromIdea.unit)) &&
    // A group of people the target market names ("licensed taxi and private hire drivers") is
    // never another group the idea mentions in passing ("my brother in law is a developer"):
    // the idea's people stand in only when the target names them or shares a word with them.
    (!narrowGroup || namesUnit(target, fromIdea.unit) || sharesWord(target, fromIdea))
  ) {
    unit = fromIdea.unit;
    reading = fromIdea;
    basis = "idea";
  } else if (market !== null) {
    const marketUnit = getBuyerUnit(market.market.buyer);
    if (marketUnit.orientation === side && !widens(marketUnit)) {
      unit = marketUnit;
      basis = "market";
    }
  }
  const world = scope === "Global" && unit?.global !== undefined;
  const figure = unit === null ? undefined : world ? unit.global : unit.us;
  return {
    unit,
    count: figure === undefined ? null : figure.value,
    countScope: unit === null ? null : world ? "Global" : "United States",
    reading,
    basis,
  };
}

/**
 * Words of hiring a thing out, in the founder's language: "hire a beacon", "rent camping gear",
 * "location de porte-bébés", "Verleih", "noleggio", "alquiler", "aluguel", "verhuur".
 */
const HIRE_WORDS =
  /(?:^|[^\p{L}])(?:hire|hiring|rent|renting|rental|rentals|location\s+d[e'’]|louer|loue|lou[ée]s?|verleih|mieten|miete|leihen|noleggio|noleggiare|noleggia|alquiler|alquila|alquilar|aluguel|alugar|aluguer|verhuur|huren|huur|uthyrning|utleie)(?![\p{L}])/iu;
/** A price per use period of a thing hired out: per trip, day, night, week or weekend. */
const HIRE_PERIOD_UNITS =
  /^(?:trip|trips|day|days|night|nights|week|weeks|weekend|weekends|journee|jour|nuit|semaine|giorno|settimana|notte|dia|d[ií]a|semana|noche|noite|tag|woche|wochenende|nacht|dag|weekeinde|reis|viaje|viaggio|voyage|sortie|rental|hire)$/iu;
/**
 * Signs the founder runs a market between owners and renters: then hiring is a marketplace's
 * ("rent out your gear", "owners list", a take rate, "peer-to-peer").
 */
const RENTAL_MARKET =
  /(?:^|[^\p{L}])(?:marketplace|peer[- ]to[- ]peer|p2p|rent out|rents out|owners? list|list (?:their|your)|connects?|commission|between (?:owners|neighbours|neighbors|locals))(?![\p{L}])|\d\s?%/iu;
/** Models a thing hired out per trip or day is misread as: a plan, a market, an app, a shop. */
const HIRE_MISREADS: ReadonlySet<BusinessModel> = new Set([
  "Subscription",
  "Marketplace",
  "Mobile App",
  "Freemium",
  "Brick & Mortar Store",
]);

/**
 * Whether the founder hires out a thing of their own per trip, day or weekend (issue 23): a
 * physical venture whose price is per use period and whose words say hire, not a market.
 */
function hiredOut(
  price: StatedPrice | null,
  text: string,
  businessType: BusinessType | undefined,
): boolean {
  if (price === null || businessType === "digital") return false;
  const perPeriod =
    price.period === "day" ||
    price.period === "week" ||
    (price.period === null && HIRE_PERIOD_UNITS.test(foldAccents(price.per)));
  return perPeriod && HIRE_WORDS.test(text) && !RENTAL_MARKET.test(text);
}

/** A word with its accents folded ("journée" → "journee"). */
const foldAccents = (word: string): string =>
  word.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/**
 * Words of a market between two sides, in English and the founder's language: a marketplace
 * named, buyers and sellers, listings, "connects X with Y", a take rate or a commission (not a
 * body's name: "the Charity Commission").
 */
const TWO_SIDED_MARKET =
  /(?:^|[^\p{L}])(?:marketplace|market place|two-sided|peer[- ]to[- ]peer|p2p|buy and sell|buyers and sellers|connects?|connecting|matches|matching|listings?|directory|take rate|commission|commissione|comisi[oó]n|comiss[aã]o|provision|provisie|marktplatz|marktplaats|march[ée] en ligne|place de march[ée]|mercado|mercato|conecta|conectamos|relie|met en relation|mette in contatto|collega|verbindet|vermittelt|koppelt|brengt samen)(?![\p{L}])|\d\s?%/u;

/** Whether the founder's words describe a market between two sides (see TWO_SIDED_MARKET). */
function twoSidedMarket(text: string): boolean {
  return TWO_SIDED_MARKET.test(text.replace(/\p{Lu}\p{L}*\s+Commission/gu, "").toLowerCase());
}

/** The models an app or a platform is read as when it is not a market between two sides. */
const APP_OR_SOFTWARE: ReadonlySet<string> = new Set(["SaaS", "Mobile App", "Subscription"]);

/**
 * A market named as one, a commission as a share of each sale, or one side paid out of the
 * other's payment, in English and the founder's language: stronger than an app or a platform
 * named beside it.
 */
const MARKET_NAMED =
  /(?:^|[^\p{L}])(?:marketplace|market place|two-sided market|place de march[ée]|marktplatz|marktplaats|mercado en l[íi]nea|mercato online|take rate)(?![\p{L}])|(?:commission|commissione|comisi[oó]n|comiss[aã]o|provision|provisie)\s+(?:of|de|du|di|del|da|do|von|van)?\s*(?:\d+(?:[.,]\d+)?\s?%)|\d+(?:[.,]\d+)?\s?%\s+(?:commission|commissione|comisi[oó]n|comiss[aã]o|provision|provisie|take rate|fee on each|on each (?:sale|booking|order))|(?:receives?|gets?|earns?|keeps?|recebe|reçoit|touche|recibe|cobra|erhält|bekommt|riceve|ontvangt)\s+(?:\p{L}+\s+){0,2}(?:[$£€₹¥₩₱]\s?\d|\d+(?:[.,]\d+)?\s?(?:€|eur|euros?|%))/iu;

/** Whether the founder's words name a market between two sides (see MARKET_NAMED). */
function marketNamed(text: string): boolean {
  return MARKET_NAMED.test(text);
}

/** A platform, a portal or a system named in English or the founder's language. */
const PLATFORM_WORDS =
  /(?:^|[^\p{L}])(?:platform|platforms|plataforma|plataformas|plateforme|plateformes|plattform|plattformen|piattaforma|piattaforme|platforma|portal|portail|portale|sistema|système|systeem|software|aplicação|aplicacion|aplicación|gestionale|logiciel)(?![\p{L}])/iu;

/**
 * What a price is per when only a business has it: a taxi, a truck, a store, a clinic, a
 * technician, a till. A price per one of these ("R350 a month per taxi", "$25 per truck") is
 * paid by a business, whatever the idea's other words ("the owner sees every fare").
 */
const BUSINESS_PER =
  /^(?:taxis?|cabs?|minibus(?:es)?|trucks?|lorr(?:y|ies)|vans?|tractors?|forklifts?|kilns?|stores?|shops?|outlets?|branch(?:es)?|sites?|locations?|clinics?|practices?|pharmac(?:y|ies)|restaurants?|hotels?|technicians?|techs?|employees?|agents?|tills?|terminals?|kitchens?|warehouses?|classrooms?|schools?|farms?|hectares?|acres?)$/u;

/** "b2b" when the first price the words state is per a thing only a business has, else null. */
function pricedPerBusiness(text: string): "b2b" | null {
  const price = readPrice(text);
  return price !== null && BUSINESS_PER.test(price.per.toLowerCase()) ? "b2b" : null;
}

/** What a one-off price beside a plan buys when it is not a device: a fee for a service. */
const NOT_DEVICES = new Set([
  "setup",
  "set-up",
  "installation",
  "install",
  "onboarding",
  "implementation",
  "integration",
  "training",
  "fee",
  "licence",
  "license",
  "course",
  "session",
  "consultation",
  "visit",
  "lesson",
]);

/** A fee named beside a one-off amount ("£200 setup", "one-time onboarding", "Einrichtung"). */
const FEE_WORDS =
  /\b(?:set-?up|installation|install|onboarding|implementation|integration|training|joining|registration|sign-?up|activation|deposit|fee|frais|mise en service|einrichtung|installationsgeb[uü]hr|aktivierung|instalaci[oó]n|alta|matr[ií]cula|attivazione|installazione|instalação|ades[aã]o|installatie|aansluit\w*|opstart\w*)\b/iu;

/**
 * Whether the founder's price has a thing bought once beside its plan ("£399 for the glasses");
 * with no noun after the one-off amount ("£89 once, then £2.99 a month"), a physical venture's
 * one-off price is the device, unless a fee is named beside it ("£200 setup").
 */
function boughtDevice(
  price: StatedPrice | null,
  idea: string,
  businessType: BusinessType | undefined,
): boolean {
  const upfront = price?.upfront;
  if (upfront === undefined) return false;
  if (upfront.per !== "") return !NOT_DEVICES.has(upfront.per);
  if (businessType !== "hybrid" && businessType !== "offline") return false;
  const at = idea.indexOf(upfront.words);
  if (at === -1) return false;
  const around = idea.slice(Math.max(0, at - 30), at + upfront.words.length + 30);
  return !FEE_WORDS.test(around);
}

/**
 * Whether a business both physical and digital states one price paid once and no plan ("€ 89
 * per sensor, uitlezen via de app"): the thing is the product, its app comes with it.
 */
function soldOnceWithItsApp(price: StatedPrice | null, businessType: BusinessType | undefined) {
  return (
    businessType === "hybrid" &&
    price !== null &&
    price.upfront === undefined &&
    (price.period === null || price.period === "one-time") &&
    paymentsOf(price).once &&
    !FEE_UNITS.test(price.per)
  );
}

/** Models a person pays for again and again: a plan, a membership, an app's subscription. */
const RECURRING_CONSUMER_MODELS: ReadonlySet<BusinessModel> = new Set([
  "Subscription",
  "SaaS",
  "Freemium",
]);

/**
 * The model as a person buys it (how they are charged decides, not the words' nouns): the
 * models only a business buys (software as a service, consulting, a service to businesses) are
 * a subscription when the person pays monthly or yearly ("£4.99 per month per family" for a
 * shared rota, "$49 a month" for coaching), else a professional service; and a recurring model
 * the industry's default gave is the industry's usual one-off model when the price is paid
 * once ("C$129 per couple, paid once").
 */
function consumerModel(
  chosen: ModelChoice,
  price: StatedPrice | null,
  industry: IndustryEntry,
  businessType: BusinessType | undefined,
): ModelChoice {
  const recurring = price !== null && isRecurring(price.period);
  if (chosen.model.orientation === "b2b") {
    if (recurring) return { ...chosen, model: getBusinessModel("Subscription") };
    if (chosen.model.name === "Consulting" || chosen.model.name === "B2B Services")
      return { ...chosen, model: getBusinessModel("Professional Services") };
    return chosen;
  }
  const paidOnce =
    price !== null &&
    (price.period === null || price.period === "one-time") &&
    price.upfront === undefined;
  if (chosen.reason === "default" && paidOnce && RECURRING_CONSUMER_MODELS.has(chosen.model.name)) {
    const physical = businessType === "hybrid" || businessType === "offline";
    const once = industry.typicalBusinessModels
      .map((name) => getBusinessModel(name))
      .find(
        (model) =>
          !RECURRING_CONSUMER_MODELS.has(model.name) &&
          model.orientation !== "b2b" &&
          fitsBusinessType(model, businessType) &&
          // Something physical paid for once is not an app or other online-only product.
          !(physical && model.deliveryMode === "online"),
      );
    if (once !== undefined) return { ...chosen, model: once };
    // The industry sells no one-off physical model to people (technology: software, apps,
    // plans): a product a person pays for once ("$299 one-time" for a dog door) is a device sold.
    if (physical) return { ...chosen, model: getBusinessModel("Hardware") };
  }
  return chosen;
}

/** Units a founder prices per that are an organisation's place or seat, not a device or a use. */
const SEAT_UNITS =
  /^(?:store|shop|site|location|local|locale|standort|vestiging|sede|branch|practice|clinic|school|salon|garage|restaurant|hotel|venue|office|firm|pharmacy|studio|gym|farm|user|seat|member|licence|license|account|team|company|business|municipality|library|lab|centre|center|property|outlet|dealership|unternehmen|firma|betrieb|entreprise|societe|société|empresa|azienda|bedrijf|organisation|organization|organisme|verein|club|association)$/u;

/**
 * The business model a stated price implies when the founder's words name none (issue 23): a
 * monthly or yearly price per store, practice or seat for a digital product is software sold by
 * subscription (SaaS to a business, a subscription to a person); a price per delivery, visit or
 * session to a business is a service. Undefined when the price says nothing of the model.
 */
export function modelFromPrice(
  price: StatedPrice | null | undefined,
  orientation: Orientation,
  businessType: BusinessType | undefined,
  usual: BusinessModel,
): BusinessModel | undefined {
  if (price === null || price === undefined) return undefined;
  // A thing bought once beside a subscription ("£149 per scale, plus £6 a month per hive") is a
  // device sold with its service.
  if (
    price.upfront !== undefined &&
    isRecurring(price.period) &&
    businessType !== "digital" &&
    price.upfront.per !== "" &&
    !FEE_UNITS.test(price.upfront.per)
  )
    return "Hardware";
  // A digital product, or a device with its service (hybrid), paid for by the month or the year.
  const digital =
    businessType === undefined || businessType === "digital" || businessType === "hybrid";
  if (
    isRecurring(price.period) &&
    digital &&
    (price.per === "" || SEAT_UNITS.test(price.per) || isEstablishmentWord(price.per))
  ) {
    // The industry's usual model already charges that way (a monthly filing service, an app),
    // unless a digital product is priced per the organisation that uses it ("£35 a month per
    // council", "R$ 390 por mês por conselho"): that is software, whatever the industry sells.
    const perOrganisation =
      businessType === "digital" &&
      orientation === "B2B" &&
      price.per !== "" &&
      isEstablishmentWord(price.per);
    if ((RECURRING_MODELS[orientation] as readonly string[]).includes(usual) && !perOrganisation)
      return undefined;
    return orientation === "B2B" ? "SaaS" : "Subscription";
  }
  // A thing sold once by a business both physical and digital ("€ 39 per logger", "599 zł z
  // wysyłką", "49,000원") is a connected device, whatever service or store the industry usually
  // is. (A physical business's price per item may be a loaf or a meal: its usual model stands.)
  if (
    businessType === "hybrid" &&
    (price.period === null || price.period === "one-time") &&
    paymentsOf(price).once &&
    !FEE_UNITS.test(price.per) &&
    !(PRODUCT_MODELS as readonly string[]).includes(usual)
  )
    return "Hardware";
  if (price.period === null && orientation === "B2B" && paymentsOf(price).once === false) {
    if ((PER_USE_MODELS as readonly string[]).includes(usual)) return undefined;
    return "B2B Services";
  }
  return undefined;
}

/** What a one-off fee pays for when it is not a device: setting up, training, joining. */
const FEE_UNITS =
  /^(?:setup|set-up|installation|install|onboarding|training|activation|implementation|fee|joining|registration|signup|sign-up|account|user|seat|licence|license|store|site|location|member|customer|business|company)$/u;

/** Models that charge a business or a person a recurring price per seat or per customer. */
const RECURRING_MODELS = {
  B2B: ["SaaS", "B2B Services", "Professional Services", "Consulting"],
  B2C: ["Subscription", "Mobile App", "Freemium", "SaaS"],
} as const satisfies Record<Orientation, readonly BusinessModel[]>;

/** Models that sell a thing made: a device, goods, a shop's stock. */
const PRODUCT_MODELS = [
  "Hardware",
  "Retail Products",
  "E-commerce",
  "Manufacturing",
] as const satisfies readonly BusinessModel[];

/** Models that charge a business per delivery, visit or job. */
const PER_USE_MODELS = [
  "B2B Services",
  "Local Services",
  "Marketplace",
  "Professional Services",
  "Consulting",
  "Event Services",
] as const satisfies readonly BusinessModel[];
