/**
 * The one business-model classifier (issue 22). Customer discovery's `pickModel` and the market
 * analysis' `inferBusinessModel` read the same idea two ways and disagreed; both now call
 * `readBusinessModel`: the model whose cue words (lexicon.ts `MODEL_CUES`, weighted) the idea
 * uses most, each cue word once. What the founder states comes first (issue 23):
 * - what is sold: the first product named outright (a device, software, an app); a product of
 *   another kind named after it counts half ("valves with an app" are hardware, "an app that reads
 *   your smart meter" an app), and so does a trade named after it ("software that tracks each car
 *   through repair and detailing" is software); a word right before another model's word is its
 *   modifier and counts half ("solar panel installation", "restaurant software");
 * - to whom: words inside the customer clause count little ("an app for restaurants" is an app,
 *   not a restaurant); an app, or a plan for software, bought by organisations is SaaS (side.ts
 *   reads the side from the words when the caller does not give it);
 * - how it is paid: a take rate the founder states ("taking 15%") is a marketplace;
 * - the business type the founder stated (digital, offline…): a model that cannot deliver that way
 *   is set aside, and when none of the named can, the usual model that can is read.
 * Ties go to a model the founder called by name, then to the industry's usual models. With no firm
 * cue, the industry's first usual model that sells to the buyers' side and suits the stated
 * business type.
 */

import { BUSINESS_MODELS, type BusinessModel } from "../../shared/options";
import { type BusinessModelEntry, getBusinessModel, type IndustryEntry } from "../knowledge";
import { type CueMatch, PhraseMatcher, type Token, tokenise } from "../text";
import { type Clause, customerClauses, inClause } from "./clauses";
import { B2B_PLAN_PHRASES, B2B_SOFTWARE_PHRASES, MODEL_CUES } from "./lexicon";
import { ideaSide, namesOrganisation, type Orientation, orientationMatches } from "./side";

export type { Orientation } from "./side";

/** The business types the market analysis form offers (src/shared/options MARKET_BUSINESS_TYPES). */
export type BusinessType = "digital" | "offline" | "hybrid" | "all";

/** Below this, the model cues are too faint ("online", "selling") and the industry decides. */
const MIN_MODEL_SCORE = 1;
/** How much a model cue counts inside the clause that names the customer. */
const CUSTOMER_CLAUSE_MODEL_FACTOR = 0.3;

const modelMatcher = new PhraseMatcher<BusinessModel>(
  BUSINESS_MODELS.flatMap((model) =>
    MODEL_CUES[model].map(([phrase, weight]) => ({ phrase, weight, target: model })),
  ),
);

/** The model cue matches of an idea's tokens, in text order. */
export function modelMatches(tokens: readonly Token[]): CueMatch<BusinessModel>[] {
  return modelMatcher.match(tokens);
}

/** Whether a model's delivery suits the business type the founder stated. */
export function fitsBusinessType(model: BusinessModelEntry, businessType?: BusinessType): boolean {
  if (businessType === "digital") return model.deliveryMode !== "offline";
  if (businessType === "offline") return model.deliveryMode !== "online";
  return true;
}

/**
 * How much a product of another kind counts when named after the one sold: a device's app ("valves
 * with an app"), the device an app works with ("an app that reads your smart meter").
 */
const COMPANION_FACTOR = 0.5;
/** How much a trade's cue counts when named after the product that is sold to it. */
const TRADE_AFTER_PRODUCT_FACTOR = 0.5;
/** How much a cue counts as a modifier of the cue right after it ("solar panel installation"). */
const MODIFIER_FACTOR = 0.5;
/** A cue at least this strong names what is sold ("software", "sensor", "app"), not a hint. */
const PRODUCT_NOUN_WEIGHT = 1.5;
/** What a take rate the founder states ("taking 15%", "a 10% fee on each sale") counts. */
const TAKE_RATE_WEIGHT = 3;
/** What "connects X with Y" counts, X or Y people or organisations: two sides named outright. */
const TWO_SIDES_WEIGHT = 3;

/** Models that name what is sold: a device, software, an app. */
const PRODUCT_MODELS: ReadonlySet<BusinessModel> = new Set(["Hardware", "SaaS", "Mobile App"]);
/** Models of a trade practised in person: a product's customers' work, once a product is named. */
const TRADE_MODELS: ReadonlySet<BusinessModel> = new Set([
  "Local Services",
  "Restaurant/Food Service",
  "Brick & Mortar Store",
  "Event Services",
  "Home-Based Business",
  "Professional Services",
]);

/** Words for a phone: the object of a service as often as the product ("phone help"). */
const PHONE_WORDS: ReadonlySet<string> = new Set(["phone", "smartphone"]);
/** Words that name an app as the product outright. */
const APP_NAMES: ReadonlySet<string> = new Set([
  "app",
  "mobile app",
  "ios",
  "android",
  "iphone",
  "app store",
  "in-app",
]);

/**
 * Models of what a business does with software sold to it: a winery's club shipments, a
 * practice's locum matching. Once software is named as what is sold to organisations, their
 * cues after it describe the customer's work, not the founder's model, unless named outright.
 */
const CUSTOMER_WORK_MODELS: ReadonlySet<BusinessModel> = new Set([
  "E-commerce",
  "Subscription",
  "Marketplace",
]);

/**
 * A take rate stated in the price: "with the app taking 15%", "takes a 12% cut", "a 10% fee on
 * each sale", "15% commission". A commission on a sale between two others is a marketplace.
 */
const TAKE_RATE =
  /\b(?:take|takes|taking|keep|keeps|keeping)\s+(?:a\s+|an\s+)?\d+(?:[.,]\d+)?\s?%(?!\s*(?:off|less|more|cheaper|lower|higher|discount))|\d+(?:[.,]\d+)?\s?%\s+(?:commission|cut|take|fee|booking fee|service fee|transaction fee)\b/iu;
/**
 * Words that name how a business earns, whatever noun they go with: "a peer-to-peer app" is a
 * marketplace, "a subscription app" a subscription. They are never a mere modifier.
 */
const REVENUE_MODEL_WORDS = new Set([
  "marketplace",
  "peer to peer",
  "p2p",
  "two-sided",
  "subscription",
  "membership",
  "freemium",
  "franchise",
]);
/** People a marketplace's sides are often named by that no side cue lists. */
const PARTY_WORDS = new Set(
  "buyer seller owner renter host guest driver rider walker sitter tutor teacher student worker freelancer professional provider helper cleaner nanny carer caregiver volunteer neighbour neighbor member user client customer traveller traveler expert mentor".split(
    " ",
  ),
);
/** Words after a matching verb that name its second side ("connects dog owners with walkers"). */
const SECOND_SIDE_WORDS = new Set(["with", "and"]);
const TWO_SIDED_VERBS = new Set([
  "connect",
  "connects",
  "connecting",
  "matches",
  "matching",
  "match",
  "pairs",
  "pairing",
]);
/** How far after a matching verb its second side may be named. */
const SECOND_SIDE_WINDOW = 6;

export interface ModelWordsOptions {
  /** The business type the founder stated: a model that cannot deliver that way is set aside. */
  businessType?: BusinessType;
  /** The buyers' side the words read: for organisations an app is software (SaaS). */
  orientation?: Orientation;
  /**
   * The stems of the words that name the buyer ("insurance agencies", "bar e caffetterie"): a
   * cue made only of them names the customer, not what is sold, and does not vote.
   */
  buyerStems?: ReadonlySet<string>;
}

/**
 * A preposition or a possessive before a device that makes it the customer's, or the place the
 * product runs: "on the tablet", "on a tablet at the still", "from the dentist's scanner", "your phone", "their existing
 * machines", "auf dem Tablet", "sur la tablette", "dal loro tablet", "en su tableta". The
 * device is then not what is sold. Up to two words (adjectives, an owner's name) may follow.
 */
const OWNED_BEFORE = new RegExp(
  "(?:" +
    // A preposition and an article or a possessive: where the product runs or reads from.
    "\\b(?:on|onto|from|in|into|to|with|via|through|for|inside|auf|mit|von|vom|im|am|an|ueber|uber|über|sur|depuis|avec|dans|dal|dallo|dalla|dai|sul|sullo|sulla|sui|con|nel|nella|desde|en|em|no|na|do|da|pelo|pela)\\s+" +
    "(?:the|your|their|its|his|her|our|my|dem|den|der|die|das|ihrem|ihren|ihre|ihr|seinem|seinen|seine|le|la|les|leur|leurs|son|sa|ses|votre|vos|il|lo|gli|suo|sua|loro|el|los|las|su|sus|os|seu|seus)\\s+" +
    "|" +
    // A possessive or "existing" alone: the customer's own device.
    "\\b(?:your|their|its|his|her|existing|bestehende[nmrs]?|vorhandene[nmrs]?|existante?s?|esistenti|existentes?|ihre[nmrs]?|leurs?|loro|sus)\\s+" +
    "|" +
    "['’]s\\s+" +
    "|" +
    // A preposition that carries its article: "am Tablet", "im Browser", "sul tablet",
    // "nel telefono", "al móvil", "au comptoir", "no celular", "aan de kassa".
    "\\b(?:am|im|vom|zum|beim|aufm|au|aux|sul|sulla|sullo|nel|nella|nello|dal|dalla|al|alla|del|ao|no|na|pelo|pela|num|numa)\\s+" +
    "|" +
    // Where it runs, with an indefinite article: "logged on a tablet", "sur une tablette".
    "\\b(?:on|onto|from|via|auf|sur|depuis|sul|en|op)\\s+(?:a|an|any|ein|einem|einer|un|une|una|een)\\s+" +
    ")(?:[\\p{L}'’-]+\\s+){0,2}$",
  "iu",
);

/**
 * Words after a device that make it one the customer already has: "the TV they already have",
 * "the CCTV camera they already own", "la caméra qu'ils ont déjà", "die Kamera, die sie schon
 * haben", "la cámara que ya tienen", "de camera die ze al hebben". Up to two words may sit
 * between the device and the clause.
 */
const OWNED_AFTER =
  /^(?:\s+[\p{L}-]+){0,2}?\s*,?\s+(?:(?:(?:that|which)\s+)?(?:they|you|customers|owners|we|the\s+\p{L}+)\s+already\s+(?:have|own|use|got)|(?:they|you)\s+(?:own|have)\s+already|qu['’](?:ils|elles|on|vous)\s+(?:ont|avez|a|poss[eè]dent)\s+d[ée]j[àa]|(?:die|den|das)\s+(?:sie|ihr|du)\s+(?:schon|bereits)\s+(?:haben|habt|hast|besitzen)|que\s+ya\s+(?:tienen|tienes|tiene|usan)|che\s+(?:hanno|avete|hai|usano)\s+gi[àa]|die\s+(?:ze|je|u|jullie)\s+al\s+(?:hebben|hebt|heeft|gebruiken)|que\s+j[áa]\s+(?:t[eê]m|tens|usam))(?![\p{L}])/iu;

/** Whether the device a cue names is the customer's own, or where the product runs. */
function ownedDevice(
  text: string,
  tokens: readonly Token[],
  match: CueMatch<BusinessModel>,
): boolean {
  const start = tokens[match.first]?.start ?? 0;
  const before = text.slice(Math.max(0, start - 80), start);
  // Only within the sentence and clause the device is named in.
  const clause = before.split(/[.;:!?()]/u).at(-1) ?? "";
  if (OWNED_BEFORE.test(clause)) return true;
  const end = tokens[match.last]?.end ?? start;
  const after = (text.slice(end, end + 80).split(/[.;:!?()]/u)[0] ?? "").normalize("NFC");
  return OWNED_AFTER.test(after);
}

/**
 * A negation right before a cue, an article or an adjective allowed between: "no subscription",
 * "without an app", "not a marketplace", "geen abonnement", "sans abonnement", "ohne Abo", "kein
 * Abo", "sin suscripción", "senza abbonamento", "ingen app", "bez abonamentu". What the founder
 * says the product is not never votes for it. The English "no" does not count in Spanish,
 * Portuguese or Italian text, where it is "in the" ("no app": in the app) or "not" before a verb.
 */
const NEGATED_BEFORE =
  /(?:^|[^\p{L}])(?:without|not|zero|never|kein|keine|keinen|keiner|ohne|sans|aucune?|sin|ning[uú]n|ninguna|senza|nessun|nessuna|nessuno|geen|zonder|ingen|inget|inga|utan|ikke|uden|bez|brak)\s+(?:(?:pas\s+)?[\p{L}'’-]+\s+)?$/iu;
const NO_BEFORE = /(?:^|[^\p{L}])no\s+(?:[\p{L}'’-]+\s+)?$/iu;
/** The French "pas d'abonnement", "pas de commission": "pas" with its article. */
const PAS_BEFORE = /(?:^|[^\p{L}])pas\s+(?:d['’]|de\s+|du\s+|des\s+)$/iu;
const ROMANCE_WORDS =
  /(?:^|[^\p{L}])(?:para|com|uma|um|n[aã]o|voc[eê]|los|las|una|del|della|per|che|con|por|que|el|il|y|sem|sin|senza|ou|em)(?![\p{L}])/giu;
/**
 * Words only English uses often: a text with more of them than of the Romance words above is
 * English, whatever "per" or "con" it borrows ("A$19 per trip, no subscription").
 */
const ENGLISH_WORDS =
  /(?:^|[^\p{L}])(?:the|and|with|your|you|is|are|we|our|of|to|it|from|or|every|each|for|that|they|their|on|at|by|this|then|once|have|has|need|needed|runs|works|already)(?![\p{L}])/giu;

/** Whether the text is in Spanish, Portuguese or Italian rather than English. */
function romanceText(text: string): boolean {
  const romance = text.match(ROMANCE_WORDS)?.length ?? 0;
  return romance > 0 && romance >= (text.match(ENGLISH_WORDS)?.length ?? 0);
}

/** Whether the founder says the product is not what a cue names ("no subscription"). */
function negated(text: string, tokens: readonly Token[], match: CueMatch<BusinessModel>): boolean {
  const start = tokens[match.first]?.start ?? 0;
  const before = text.slice(Math.max(0, start - 40), start);
  const clause = before.split(/[.;:!?(),]/u).at(-1) ?? "";
  if (NEGATED_BEFORE.test(clause) || PAS_BEFORE.test(clause)) return true;
  return NO_BEFORE.test(clause) && !romanceText(text);
}

/** "per", in the founder's language: what follows it is what a price is paid for. */
const PER_BEFORE = /(?:^|[^\p{L}])(?:per|por|par|pro|je|por\s+cada)\s+$/iu;

/**
 * Whether a cue is the unit a price is paid per ("49 € al mes por local", "£5 per event"): the
 * customer's premises or the thing charged for, not what the business is.
 */
function pricedPer(text: string, tokens: readonly Token[], match: CueMatch<BusinessModel>) {
  const start = tokens[match.first]?.start ?? 0;
  return PER_BEFORE.test(text.slice(Math.max(0, start - 12), start));
}

/** Cue words that are also the name of a public body when capitalised ("Charity Commission"). */
const BODY_WORDS: ReadonlySet<string> = new Set(["commission", "commissions"]);

/**
 * Whether a cue is part of a body's proper name, capitalised after another capitalised word:
 * "the Charity Commission", "the European Commission", "Federal Trade Commission". A regulator
 * the founder reports to is no fee taken on a sale.
 */
function namesABody(
  text: string,
  tokens: readonly Token[],
  match: CueMatch<BusinessModel>,
): boolean {
  const token = tokens[match.first];
  const previous = tokens[match.first - 1];
  if (token === undefined || previous === undefined || !BODY_WORDS.has(token.stem)) return false;
  const capitalised = (word: string) => /^\p{Lu}/u.test(word);
  return (
    capitalised(text.slice(token.start, token.end)) &&
    capitalised(text.slice(previous.start, previous.end)) &&
    /^\s+$/u.test(text.slice(previous.end, token.start))
  );
}

/** Cues for a phone, a thing the customer owns when it is theirs ("on your phone"). */
const PHONE_CUES: ReadonlySet<string> = new Set(["phone", "smartphone", "iphone", "mobile"]);

/** Whether a vote names a device: a piece of hardware, or a phone. */
const namesDevice = (vote: { target: BusinessModel; phrase: string }) =>
  vote.target === "Hardware" || (vote.target === "Mobile App" && PHONE_CUES.has(vote.phrase));

/**
 * A matching verb whose object is a thing of the customer's ("connect your CGM", "verbinde
 * deine Waage"): it links a device or an account, not two sides of a market.
 */
const CONNECTS_A_THING =
  /^\s+(?:your|their|its|my|our|his|her|the|a|an|deine[nmrs]?|ihre[nmrs]?|votre|vos|ton|ta|tes|il|la|le|les|tu|su|sus|seu|sua)\s+/iu;

/**
 * A fee per order, booking or sale charged on top of the price the customer pays someone else
 * ("€2.50 per order on top of the wholesale price", "2 € par commande en plus du prix"): the
 * founder takes a cut of a sale between two others, a marketplace.
 */
const FEE_ON_TOP =
  /\b(?:per|a|each|every|par|por|pro|je|a|ad|per ogni)\s+(?:order|booking|transaction|sale|purchase|reservation|delivery|commande|r[ée]servation|pedido|reserva|venta|compra|ordine|prenotazione|vendita|bestellung|buchung|auftrag|encomenda)s?\b[^.;]{0,40}?\b(?:on top of|in addition to|over and above|en plus d[ue]?|en sus de|adem[aá]s de|por encima de|oltre a[li]?|in aggiunta a[li]?|zus[aä]tzlich zu[mr]?|auf den|auf die|al di sopra)\b/iu;

/**
 * A product sent every period ("monthly science kits", "a weekly box", "box mensuelle",
 * "caja mensual", "monatliche Box"): a subscription, whatever the box holds.
 */
const PERIODIC_PRODUCT =
  /\b(?:monthly|weekly|quarterly|bi-?monthly|fortnightly)\s+(?:[\p{L}-]+\s+){0,3}(?:kits?|box(?:es)?|crates?|packs?|parcels?|bundles?|deliver(?:y|ies))\b|\b(?:kits?|box(?:es)?|coffrets?|cajas?|cestas?|scatol[ae]|pacchett[oi]|caixas?|pakete?)\s+(?:[\p{L}-]+\s+){0,2}(?:mensuel(?:le)?s?|hebdomadaires?|trimestriel(?:le)?s?|mensual(?:es)?|semanal(?:es)?|mensil[ei]|settimanal[ei]|mensa(?:l|is))\b|\bmonatliche[nmrs]?\s+(?:[\p{L}-]+\s+){0,2}[\p{L}-]*(?:box|kiste|paket|set)\b/iu;
const PERIODIC_PRODUCT_WEIGHT = 2.5;

/**
 * A free use stated beside a paid one ("Free to record; £19 per tenancy for the dispute pack",
 * "gratuit pour consulter, 4,99 € pour exporter", "kostenlos nutzbar, Pro für 5 € im Monat",
 * "gratis la versione base"): the product is free and an upgrade is paid, a freemium. A trial, a
 * free first period or a free delivery, setup or quote is not one.
 */
const FREE_USE =
  /(?:^|[^\p{L}])(?:free\s+to\s+(?:use|record|download|start|join|browse|list|try|log|track|create|read|play|scan)|free\s+(?:basic|version|app|account)|(?:basic|core)\s+(?:version|app|plan)\s+(?:is\s+)?free|gratuit(?:e|s|es)?\s+pour|gratuitement|kostenlos(?:e[nmrs]?)?\s+(?:nutzbar|nutzen|app|version|basis)|gratis\s+(?:la\s+)?(?:versione|app|base)|versione\s+base\s+gratuita|gratuita?\s+para|gratis\s+voor|gratis\s+te\s+gebruiken|gr[aá]tis\s+para)(?![\p{L}])/iu;
const NOT_FREEMIUM =
  /(?:^|[^\p{L}])(?:free\s+trial|trial|first\s+(?:month|week|year)\s+free|free\s+for\s+(?:the\s+first|\d+)|free\s+(?:delivery|shipping|installation|setup|set-up|quote|consultation)|essai\s+gratuit|kostenlos\s+testen|prueba\s+gratuita|prova\s+gratuita)(?![\p{L}])/iu;
/** A price stated after the free use: what the upgrade costs. */
const PRICE_AFTER =
  /[$£€₹¥₱]\s?\d|\d\s?(?:€|kr|zł|\$)|\d+(?:[.,]\d+)?\s?(?:eur|euros?|usd|gbp|dollars?|pounds?)\b/iu;
const FREE_THEN_PAID_WEIGHT = 2.5;

/** Whether the founder states a free use and a paid one beside it (see FREE_USE). */
function freeThenPaid(text: string): boolean {
  const free = FREE_USE.exec(text);
  if (free === null || NOT_FREEMIUM.test(text)) return false;
  return PRICE_AFTER.test(text);
}

/**
 * What is sold, named in Japanese (no spaces between words, so the cue phrases cannot match):
 * a device (IoT, センサー, デバイス, 端末, ユニット, 機器), an app (アプリ), software (ソフト,
 * クラウド, システム). Each found adds its model once.
 */
const JAPANESE_PRODUCTS: readonly (readonly [RegExp, BusinessModel, number])[] = [
  [/IoT|センサー|デバイス|端末|ユニット|機器/u, "Hardware", 2],
  [/アプリ/u, "Mobile App", 2],
  [/ソフトウェア|ソフト|クラウド|システム/u, "SaaS", 2],
];

/** A vote of the cue words, its target routed by the buyers' side (see `routed`). */
function routed(
  target: BusinessModel,
  phrase: string,
  orientation: Orientation | undefined,
  namesSoftware: boolean,
): BusinessModel {
  if (orientation !== "B2B") return target;
  // An app bought by an organisation for its staff is software sold to it, priced per place.
  if (target === "Mobile App" && B2B_SOFTWARE_PHRASES.has(phrase)) return "SaaS";
  // A business's subscription to software is how software is sold to it.
  if (target === "Subscription" && namesSoftware && B2B_PLAN_PHRASES.has(phrase)) return "SaaS";
  return target;
}

/**
 * The model the cue words point to, if they point firmly enough (see the file's comment), or
 * undefined when they do not. What is sold comes first: a product of another kind named after
 * it (a device's app, the device an app reads), and a trade named after the product sold to it ("software that
 * tracks each car through repair and detailing"), count half; cues in the customer's clause count
 * little; each cue word counts once however often it is repeated. A take rate stated in the price
 * is a marketplace. A model that cannot deliver the way the founder stated (a restaurant for a
 * digital business) is set aside when another fits.
 */
export function modelFromWords(
  text: string,
  tokens: readonly Token[],
  matches: readonly CueMatch<BusinessModel>[],
  clauses: readonly Clause[],
  industry: IndustryEntry,
  options: ModelWordsOptions = {},
): BusinessModelEntry | undefined {
  const { businessType, orientation, buyerStems } = options;
  const parties = partyPositions(tokens);
  const namesSoftware = matches.some((match) =>
    match.votes.some((vote) => vote.target === "SaaS" || vote.target === "Mobile App"),
  );
  // "a phone and tech help service": a service about phones, not an app, unless one is named.
  const serviceAboutPhones =
    tokens.some((token) => token.stem === "service") &&
    !matches.some((match) => match.votes.some((vote) => APP_NAMES.has(vote.phrase)));
  // Cues the model does not come from (the file's comment): the customer's own words ("agency"
  // in "$79 a month per agency"), a device they own or the product runs on ("on the tablet"),
  // a matching verb whose object is a thing ("connect your CGM").
  const namesBuyer = (match: CueMatch<BusinessModel>) =>
    buyerStems !== undefined &&
    tokens.slice(match.first, match.last + 1).every((token) => buyerStems.has(token.stem));
  const connectsAThing = (match: CueMatch<BusinessModel>) =>
    TWO_SIDED_VERBS.has(tokens[match.first]?.stem ?? "") &&
    CONNECTS_A_THING.test(text.slice(tokens[match.last]?.end ?? 0));
  const kept = matches.filter(
    (match) =>
      !namesBuyer(match) &&
      !negated(text, tokens, match) &&
      !namesABody(text, tokens, match) &&
      !pricedPer(text, tokens, match),
  );
  const routedVotes = kept.map((match, index) => ({
    match,
    clause: inClause(match, clauses),
    modifier: modifies(text, tokens, match, kept[index + 1]),
    votes: match.votes
      .filter((vote) => !(serviceAboutPhones && PHONE_WORDS.has(vote.phrase)))
      .filter((vote) => !(namesDevice(vote) && ownedDevice(text, tokens, match)))
      .filter(
        (vote) =>
          !(
            vote.target === "Marketplace" &&
            connectsAThing(match) &&
            !namesSecondSide(tokens, match, parties)
          ),
      )
      .map((vote) => ({
        ...vote,
        target: routed(vote.target, vote.phrase, orientation, namesSoftware),
      })),
  }));
  // The first product named outright, outside the customer's clause: what is sold.
  const sold = routedVotes.find(
    ({ clause, modifier, votes }) =>
      !clause &&
      !modifier &&
      votes.some((vote) => PRODUCT_MODELS.has(vote.target) && vote.weight >= PRODUCT_NOUN_WEIGHT),
  );
  const product = sold?.match;
  const soldModels = new Set(sold?.votes.map((vote) => vote.target) ?? []);

  /** The strongest weight each cue phrase gets for each model. */
  const best = new Map<BusinessModel, Map<string, number>>();
  const add = (target: BusinessModel, phrase: string, weight: number) => {
    const phrases = best.get(target) ?? new Map<string, number>();
    phrases.set(phrase, Math.max(phrases.get(phrase) ?? 0, weight));
    best.set(target, phrases);
  };
  /** Models the founder called by name ("a marketplace"): they win a tie with what is sold. */
  const named = new Set<BusinessModel>();
  for (const { match, clause, modifier, votes } of routedVotes) {
    for (const vote of votes) {
      let factor = clause ? CUSTOMER_CLAUSE_MODEL_FACTOR : 1;
      if (modifier) factor *= MODIFIER_FACTOR;
      const after = product !== undefined && match.first > product.last;
      if (after && PRODUCT_MODELS.has(vote.target) && !soldModels.has(vote.target)) {
        factor *= COMPANION_FACTOR;
      }
      if (after && TRADE_MODELS.has(vote.target)) factor *= TRADE_AFTER_PRODUCT_FACTOR;
      let weight = vote.weight;
      const twoSides = vote.target === "Marketplace" && namesSecondSide(tokens, match, parties);
      if (twoSides) weight = Math.max(weight, TWO_SIDES_WEIGHT);
      if (
        after &&
        orientation === "B2B" &&
        soldModels.has("SaaS") &&
        CUSTOMER_WORK_MODELS.has(vote.target) &&
        !twoSides &&
        !REVENUE_MODEL_WORDS.has(vote.phrase)
      ) {
        factor *= TRADE_AFTER_PRODUCT_FACTOR;
      }
      add(vote.target, vote.phrase, weight * factor);
      if (vote.phrase === vote.target.toLowerCase()) named.add(vote.target);
    }
  }
  if (TAKE_RATE.test(text) || FEE_ON_TOP.test(text)) {
    add("Marketplace", "take rate", TAKE_RATE_WEIGHT);
  }
  if (PERIODIC_PRODUCT.test(text)) add("Subscription", "periodic product", PERIODIC_PRODUCT_WEIGHT);
  if (freeThenPaid(text)) add("Freemium", "free then paid", FREE_THEN_PAID_WEIGHT);
  for (const [pattern, model, weight] of JAPANESE_PRODUCTS) {
    // An app an organisation buys for its staff is software sold to it (as `routed` reads "app").
    const target = model === "Mobile App" && orientation === "B2B" ? "SaaS" : model;
    if (pattern.test(text)) add(target, `japanese ${model}`, weight);
  }

  const scores = new Map<BusinessModel, number>();
  for (const [model, phrases] of best) {
    scores.set(
      model,
      [...phrases.values()].reduce((sum, weight) => sum + weight, 0),
    );
  }
  const typicalRank = (model: BusinessModel) => {
    const index = industry.typicalBusinessModels.indexOf(model);
    return index === -1 ? BUSINESS_MODELS.length : index;
  };
  const namedRank = (model: BusinessModel) => (named.has(model) ? 0 : 1);
  const fits = (model: BusinessModel) => fitsBusinessType(getBusinessModel(model), businessType);
  const firm = [...scores.entries()].filter(([, score]) => score >= MIN_MODEL_SCORE);
  // What the founder stated wins: a model that cannot deliver the stated way gives way to one that can.
  const fitting = firm.filter(([model]) => fits(model));
  // None can: the usual model that delivers that way is read instead (readBusinessModel's default).
  if (businessType !== undefined && fitting.length === 0) return undefined;
  const ranked = fitting.sort(
    ([a, scoreA], [b, scoreB]) =>
      scoreB - scoreA || namedRank(a) - namedRank(b) || typicalRank(a) - typicalRank(b),
  );
  const top = ranked[0];
  return top === undefined ? undefined : getBusinessModel(top[0]);
}

/**
 * Whether a cue is a modifier of the cue right after it, the head of their noun phrase: "solar
 * panel installation" is an installation, "restaurant software" software, "monitoring
 * subscription" a subscription.
 */
function modifies(
  text: string,
  tokens: readonly Token[],
  match: CueMatch<BusinessModel>,
  next: CueMatch<BusinessModel> | undefined,
): boolean {
  if (next === undefined || next.first !== match.last + 1) return false;
  // A revenue model's word describes how what follows earns ("a subscription app"): no modifier.
  if (match.votes.some((vote) => REVENUE_MODEL_WORDS.has(vote.phrase))) return false;
  // Two trades side by side ("repair shop") are one trade; words of one model one product.
  if (
    match.votes.every((vote) => TRADE_MODELS.has(vote.target)) &&
    next.votes.every((vote) => TRADE_MODELS.has(vote.target))
  ) {
    return false;
  }
  // Words of one model side by side ("camera kit") are one product.
  const models = new Set(next.votes.map((vote) => vote.target));
  if (match.votes.some((vote) => models.has(vote.target))) return false;
  const end = tokens[match.last]?.end ?? 0;
  const start = tokens[next.first]?.start ?? end;
  return /^[\s-]*$/u.test(text.slice(end, start));
}

/** Whether a matching verb names its second side: "connects dog owners with local walkers". */
function namesSecondSide(
  tokens: readonly Token[],
  match: CueMatch<BusinessModel>,
  parties: ReadonlySet<number>,
): boolean {
  if (!TWO_SIDED_VERBS.has(tokens[match.first]?.stem ?? "")) return false;
  const end = match.last + SECOND_SIDE_WINDOW;
  let joined = false;
  for (let index = match.last + 2; index <= end && index < tokens.length; index += 1) {
    if (SECOND_SIDE_WORDS.has(tokens[index]?.stem ?? "")) joined = true;
  }
  if (!joined) return false;
  // The sides are people or organisations, not things ("connects your inbox with your calendar").
  for (let index = match.last + 1; index <= end + 2; index += 1) {
    if (parties.has(index)) return true;
  }
  return false;
}

/** Token positions that name people or organisations: the side reading's cues and nouns. */
function partyPositions(tokens: readonly Token[]): Set<number> {
  const positions = new Set<number>();
  for (const match of orientationMatches(tokens)) {
    for (let index = match.first; index <= match.last; index += 1) positions.add(index);
  }
  tokens.forEach((token, index) => {
    if (namesOrganisation(token.stem) || PARTY_WORDS.has(token.stem)) positions.add(index);
  });
  return positions;
}

/**
 * The industry's first usual model that sells to the buyers' side (when known) and suits the
 * stated business type; else the first that suits the type; else the industry's first.
 */
export function usualModel(
  industry: IndustryEntry,
  orientation?: Orientation,
  businessType?: BusinessType,
): BusinessModelEntry {
  const wanted = orientation === "B2B" ? "b2b" : "b2c";
  const typical = industry.typicalBusinessModels.map((model) => getBusinessModel(model));
  const sells = (model: BusinessModelEntry) =>
    orientation === undefined || model.orientation === wanted || model.orientation === "both";
  return (
    typical.find((model) => sells(model) && fitsBusinessType(model, businessType)) ??
    typical.find((model) => fitsBusinessType(model, businessType)) ??
    typical.find(sells) ??
    typical[0] ??
    getBusinessModel("Local Services")
  );
}

export interface ModelChoice {
  model: BusinessModelEntry;
  /** "words": the founder's text names it; "default": the industry's usual model. */
  reason: "words" | "default";
}

export interface ModelReadingOptions {
  /** The buyers' side, when known: it picks the usual model when the words name none. */
  orientation?: Orientation;
  /** The business type the founder stated (the market analysis form). */
  businessType?: BusinessType;
  /** The stems of the words naming the buyer: their cues do not vote (ModelWordsOptions). */
  buyerStems?: ReadonlySet<string>;
}

/** The business model an idea runs on, and whether its words or the industry decided it. */
export function readBusinessModel(
  text: string,
  industry: IndustryEntry,
  options: ModelReadingOptions = {},
): ModelChoice {
  const tokens = tokenise(text);
  const clauses = customerClauses(text, tokens);
  const orientation = options.orientation ?? ideaSide(text, tokens, clauses).orientation;
  const fromWords = modelFromWords(text, tokens, modelMatches(tokens), clauses, industry, {
    ...(options.businessType === undefined ? {} : { businessType: options.businessType }),
    ...(orientation === undefined ? {} : { orientation }),
    ...(options.buyerStems === undefined ? {} : { buyerStems: options.buyerStems }),
  });
  return fromWords !== undefined
    ? { model: fromWords, reason: "words" }
    : { model: usualModel(industry, options.orientation, options.businessType), reason: "default" };
}
