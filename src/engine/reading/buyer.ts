/**
 * Reading who buys and which market an idea is in (issue 16), shared by the engines: the
 * knowledge base's niche market whose phrases the idea uses most, and the buyer unit its target
 * market names ("dog owners" → households with a dog, "managers at community hospitals (under
 * 200 beds)" → community hospitals under 200 beds). A role inside an organisation buys as that
 * organisation: business to business.
 */
import { getBuyerUnit, KNOWLEDGE_BASE } from "../knowledge";
import type { BuyerUnitEntry, NicheMarketEntry } from "../knowledge/schema";
import {
  type CueMatch,
  foldWord,
  PhraseMatcher,
  singular,
  stem,
  type Token,
  tokenise,
  wordSet,
} from "../text";
import { ORGANISATION_STEMS } from "./fit";
import { readPlace } from "./place";

// ---------------------------------------------------------------------------------------------
// Markets
// ---------------------------------------------------------------------------------------------

export interface MarketReading {
  market: NicheMarketEntry;
  /** The founder's words that placed the idea there, as written. */
  phrases: string[];
}

const marketMatcher = new PhraseMatcher<string>(
  KNOWLEDGE_BASE.markets.flatMap((market) =>
    market.keywords.map((phrase) => ({
      phrase,
      target: market.id,
      weight: /[\s-]/u.test(phrase) ? 2 : 1,
    })),
  ),
);

const MARKETS_BY_ID: ReadonlyMap<string, NicheMarketEntry> = new Map(
  KNOWLEDGE_BASE.markets.map((market) => [market.id, market]),
);

/** The text a match covers, as the founder wrote it. */
function textOf(text: string, tokens: readonly Token[], match: CueMatch<string>): string {
  return text.slice(tokens[match.first]!.start, tokens[match.last]!.end);
}

/**
 * The market whose phrases the text uses most (a two-word phrase counts double; ties go to the
 * knowledge base's order), or null when it names none.
 */
export function readMarket(text: string): MarketReading | null {
  const tokens = tokenise(text);
  const matches = marketMatcher.match(tokens);
  const scores = new Map<string, number>();
  for (const match of matches) {
    for (const vote of match.votes) {
      scores.set(vote.target, (scores.get(vote.target) ?? 0) + vote.weight);
    }
  }
  let best: { id: string; score: number } | null = null;
  for (const market of KNOWLEDGE_BASE.markets) {
    const score = scores.get(market.id) ?? 0;
    if (score > 0 && (best === null || score > best.score)) best = { id: market.id, score };
  }
  if (best === null) return null;
  const winner = best.id;
  const phrases = matches
    .filter((match) => match.votes.some((vote) => vote.target === winner))
    .map((match) => textOf(text, tokens, match));
  return { market: MARKETS_BY_ID.get(winner)!, phrases: [...new Set(phrases)] };
}

const sellerMatcher = new PhraseMatcher<string>(
  KNOWLEDGE_BASE.markets.flatMap((market) =>
    market.sellers.map((phrase) => ({ phrase, target: market.id, weight: 1 })),
  ),
);

/** Whether the main noun of `text` (its first noun phrase's head) names the market's sellers. */
function headIsSeller(text: string, market: NicheMarketEntry): boolean {
  const tokens = tokenise(text);
  let head = 0;
  while (head < tokens.length - 1 && !endsPhrase(text, tokens, head)) head += 1;
  return sellerMatcher
    .match(tokens)
    .some((match) => match.last === head && match.votes.some((vote) => vote.target === market.id));
}

/**
 * Whether the customers named are the market's own sellers: a target market of "independent dog
 * groomers" or "yoga studios in Austin", or an idea "for dog groomers". The founder then sells to
 * those businesses, not to their customers.
 */
export function namesSellers(
  targetMarket: string,
  idea: string,
  market: NicheMarketEntry,
): boolean {
  const forClauses = idea.split(/\bfor\b/iu).slice(1);
  return [targetMarket, ...forClauses].some((text) => headIsSeller(text, market));
}

// ---------------------------------------------------------------------------------------------
// Buyer units
// ---------------------------------------------------------------------------------------------

export interface BuyerReading {
  /** The unit the target market names, if the knowledge base counts it. */
  unit: BuyerUnitEntry | null;
  /** The founder's words that named it, as written. */
  phrase: string | null;
  /** Business or consumer buyers, when the words decide it. */
  orientation: "b2b" | "b2c" | null;
  /** True when the target names a role inside an organisation ("managers at hospitals"). */
  roleInOrganisation: boolean;
  /** True when a clause narrows the unit ("adults who want to get fit"): not all of them. */
  qualified: boolean;
  /**
   * The organisations the words name when the knowledge base counts none of them (issue 23), in
   * the founder's words: "family-run tattoo studios", "trucking companies". A trade or an
   * establishment makes the buyer a business; sizing asks for their count. Null otherwise.
   */
  establishment: string | null;
  /**
   * The counted unit a qualifier narrows ("dairy farms", "trucking companies"): the words name
   * part of it, so it is never counted whole, from the target market or from the idea.
   */
  narrowed?: BuyerUnitEntry;
  /** True when the words named the buyer noun first, in the founder's language (issue 23). */
  headFirst?: true;
  /**
   * A group of people the words narrow out of a counted unit by a qualifier the unit does not
   * mean (a condition, an activity, a status: "homeschooling families", "adults living with
   * type 1 diabetes"), in the founder's words. The unit is then `narrowed`, never counted whole.
   */
  group?: string;
}

const QUALIFIERS = /\b(?:who|that|which|whose|looking|wanting|interested)\b/iu;

const unitMatcher = new PhraseMatcher<string>(
  KNOWLEDGE_BASE.buyerUnits.flatMap((unit) =>
    unit.keywords.map((phrase) => ({ phrase, target: unit.id, weight: 1 })),
  ),
);

/** Words that end a noun phrase: a unit word followed by one of these is the phrase's head. */
const PHRASE_END_WORDS = new Set(
  "in at on to who that which with without for across from of near around and or under over within whose och og w mit avec met i på med en y et und dans im nel nei nella em"
    .split(" ")
    .map(stem),
);
const PHRASE_END_MARK = /[,;:()/.!?]/u;

/** Jobs and roles people hold inside an organisation. */
const ROLE_WORDS = new Set(
  (
    "manager director head officer administrator admin coordinator lead leader team department " +
    "staff executive vp chief supervisor specialist analyst buyer nurse clinician physician " +
    "doctor teacher principal employee worker engineer recruiter accountant hr ops " +
    "operations procurement cfo cto ceo coo cio founder partner"
  )
    .split(" ")
    .map(stem),
);

/**
 * Organisations, for a role inside one that the knowledge base does not count: the one list of
 * organisation nouns (fit.ts), less the words that also name a group of people inside one.
 */
const ORGANISATION_WORDS: ReadonlySet<string> = new Set(
  [...ORGANISATION_STEMS].filter(
    (word) => !ROLE_WORDS.has(word) && !["group", "provider", "plan", "system"].includes(word),
  ),
);
const AFFILIATION_WORDS = new Set(["at", "in", "of", "within", "across", "for"].map(stem));

/** Whether the match is the head of its noun phrase: nothing but a phrase end follows it. */
function endsPhrase(text: string, tokens: readonly Token[], last: number): boolean {
  const next = tokens[last + 1];
  if (next === undefined) return true;
  const between = text.slice(tokens[last]!.end, next.start);
  return PHRASE_END_MARK.test(between) || PHRASE_END_WORDS.has(next.stem);
}

/**
 * Whether what follows a plural unit narrows it rather than continuing its name (issue 23):
 * "retirees aged 65 and over", "international students coming to Dutch universities", "carers
 * looking after a parent", "pensioners living alone", "municipios de Galicia". The group is
 * still the buyer.
 */
function narrowerFollows(text: string, tokens: readonly Token[], last: number): boolean {
  const next = tokens[last + 1];
  if (next === undefined || !/^\s+$/u.test(text.slice(tokens[last]!.end, next.start))) return false;
  const previous = text.slice(tokens[last]!.start, tokens[last]!.end);
  const word = text.slice(next.start, next.end).toLowerCase();
  if (FOREIGN_PHRASE_ENDS.has(word)) return true;
  return /s$/iu.test(previous) && /^\p{L}{2,}(?:ing|ed)$/u.test(word);
}

/** Prepositions of the founder's language that end a unit's name: "municipios de Galicia". */
const FOREIGN_PHRASE_ENDS = wordSet(
  "de del della delle dei di des du en a al au aux dans sur sous sotto nel nella nei per para " +
    "con van von im aus bei mit fur für voor bij met " +
    // A condition or a clause after the unit: "retraités atteints de…", "famiglie che…".
    "atteints atteintes affetti affette enfermos enfermas qui que che",
);

/**
 * Whether the match names the organisation a role belongs to: "hotel staff", "restaurant
 * managers", "hospital nurses" (the hotel, restaurant or hospital buys; issue 16).
 */
function beforeRole(text: string, tokens: readonly Token[], last: number): boolean {
  const next = tokens[last + 1];
  if (next === undefined || !ROLE_WORDS.has(next.stem)) return false;
  return !PHRASE_END_MARK.test(text.slice(tokens[last]!.end, next.start));
}

/** `unit` and the units holding it, innermost first (small hospitals, hospitals, employer firms). */
export function unitAndHolders(unit: BuyerUnitEntry): BuyerUnitEntry[] {
  const chain: BuyerUnitEntry[] = [];
  let current: BuyerUnitEntry | undefined = unit;
  while (current !== undefined) {
    chain.push(current);
    current = current.partOf === undefined ? undefined : getBuyerUnit(current.partOf);
  }
  return chain;
}

/** True when `unit` is `ancestor` or lies inside it (small hospitals inside hospitals). */
export function isWithin(unit: BuyerUnitEntry, ancestor: BuyerUnitEntry): boolean {
  return unitAndHolders(unit).some((current) => current.id === ancestor.id);
}

/**
 * An organisation noun or an establishment a role works in: "surgeries", "boulangeries", or a
 * head named only after its qualifier ("dialysis centres", "care homes").
 */
function namesOrganisation(token: Token, index: number, tokens: readonly Token[]): boolean {
  if (
    ORGANISATION_WORDS.has(token.stem) ||
    ESTABLISHMENT_STEMS.has(token.stem) ||
    isInflectedTrade(token.stem)
  )
    return true;
  const qualifiers = QUALIFIED_HEADS.get(token.stem);
  return qualifiers !== undefined && index > 0 && qualifiers.has(tokens[index - 1]!.stem);
}

/**
 * A role word followed, later, by "at/in/of … <organisation>": the role's index and the index
 * of the first word after the affiliation ("GP" in "practice managers at GP surgeries").
 */
function roleAffiliation(tokens: readonly Token[]): { role: number; after: number } | null {
  const role = tokens.findIndex((token) => ROLE_WORDS.has(token.stem));
  if (role === -1) return null;
  for (let index = role + 1; index < tokens.length - 1; index += 1) {
    if (!AFFILIATION_WORDS.has(tokens[index]!.stem)) continue;
    for (let later = index + 1; later < tokens.length; later += 1) {
      if (namesOrganisation(tokens[later]!, later, tokens)) return { role, after: index + 1 };
    }
  }
  return null;
}

/** A role word followed, later, by "at/in/of … <organisation>". */
function rolePosition(tokens: readonly Token[]): number {
  return roleAffiliation(tokens)?.role ?? -1;
}

/**
 * Units of people that are jobs: "nurses at hospitals" buy as the hospital. Any other group of
 * people ("undergraduates at US colleges", "newcomers in Canada") is those people, consumers.
 */
const PROFESSION_UNITS: ReadonlySet<string> = new Set([
  "registered-nurses",
  "real-estate-agents",
  "software-developers",
  "teachers",
]);

/** Units that name everyone (all people, all households, all adults), not a group of them. */
const EVERYONE_UNITS: ReadonlySet<string> = new Set(["people", "us-households", "us-adults"]);

/**
 * The buyer unit a target market names: the head nouns of its phrases that the knowledge base
 * counts ("dog" in "dog groomers" is not the buyer), an organisation over the roles inside it,
 * and the narrowest of nested units ("under 200 beds" inside "community hospitals").
 */
export function readBuyer(targetMarket: string): BuyerReading {
  const tokens = tokenise(targetMarket);
  const role = rolePosition(tokens);
  const matches = unitMatcher.match(tokens);
  // "hospital nurses": the nurses are a counted unit of their own, so they are the buyer.
  const starts = new Set(matches.map((match) => match.first));
  const hits = matches
    .map((match) => ({
      unit: getBuyerUnit(match.votes[0]!.target),
      phrase: textOf(targetMarket, tokens, match),
      first: match.first,
      last: match.last,
      ends:
        endsPhrase(targetMarket, tokens, match.last) ||
        narrowerFollows(targetMarket, tokens, match.last),
      beforeRole: !starts.has(match.last + 1) && beforeRole(targetMarket, tokens, match.last),
    }))
    .filter((hit) => hit.ends || (hit.unit.kind === "organisation" && hit.beforeRole))
    // "Fahrradfachhändler mit eigener Werkstatt", "bike shops with a workshop": a business
    // named in a "with" complement is what the buyer has, not the buyer.
    .filter(
      (hit, _index, all) =>
        hit.unit.kind !== "organisation" ||
        !inWithComplement(targetMarket, tokens, hit.first) ||
        // "Nonprofits with under 20 staff": the complement names a part of the unit before it.
        all.some(
          (other) =>
            other.last < hit.first &&
            other.unit.id !== hit.unit.id &&
            isWithin(hit.unit, other.unit),
        ),
    );
  const organisations = hits.filter((hit) => hit.unit.kind === "organisation");
  const roleHit =
    role !== -1 ||
    organisations.some((hit) => hit.beforeRole) ||
    hits.some((hit) => PROFESSION_UNITS.has(hit.unit.id) && organisations.length > 0);
  // "business managers at schools": the organisation the role works at, not a word of its title.
  const workplaces = organisations.filter((hit) => hit.first > role);
  const named = roleHit && workplaces.length > 0 ? workplaces : hits;
  // "families looking after an elderly parent": a group of people the words name outranks the
  // everyone-units ("families", "people") beside it (issue 23).
  const groups = named.filter(
    (hit) => hit.unit.kind !== "organisation" && !EVERYONE_UNITS.has(hit.unit.id),
  );
  const candidates =
    groups.length > 0
      ? named.filter((hit) => hit.unit.kind === "organisation" || !EVERYONE_UNITS.has(hit.unit.id))
      : named;
  const narrowest = candidates.find((hit) =>
    candidates.every((other) => other.unit.id === hit.unit.id || !isWithin(other.unit, hit.unit)),
  );
  // "pequenos produtores de café": a unit after a complement word names what a head-first
  // establishment makes or sells, not the buyer (issue 23).
  if (narrowest !== undefined && COMPLEMENT_WORDS.has(tokens[narrowest.first - 1]?.stem ?? "")) {
    const headFirst = readHeadFirst(targetMarket, tokens);
    if (headFirst !== null && headFirst.unit === null) return headFirst;
  }
  if (narrowest === undefined) {
    const headFirst = readHeadFirst(targetMarket, tokens);
    if (headFirst !== null) return headFirst;
    const japanese = japaneseEstablishment(targetMarket);
    if (japanese !== null)
      return {
        unit: null,
        phrase: null,
        orientation: "b2b",
        roleInOrganisation: false,
        qualified: false,
        establishment: japanese,
      };
    // "Infirmiers et infirmières libéraux", "logopedisti liberi professionisti", "ZZP'ers in de
    // bouw": people named with a mark of working for themselves, before or after the noun, buy
    // as a business whatever trade no unit counts (issue 23).
    const selfEmployed = selfEmployedPhrase(targetMarket, tokens);
    if (selfEmployed !== null) {
      return {
        unit: null,
        phrase: null,
        orientation: "b2b",
        roleInOrganisation: false,
        qualified: QUALIFIERS.test(targetMarket),
        establishment: selfEmployed,
      };
    }
    const establishment =
      establishmentPhrase(targetMarket, role !== -1) ??
      theirPremises(targetMarket, tokens) ??
      definedAsEstablishments(targetMarket);
    // "Kleingärtnerinnen und Kleingärtner", "hobby woodworkers", "jardiniers amateurs": people
    // who do it as a hobby buy for themselves, whatever the industry's usual buyer.
    // So do owners of a thing people own ("Eigenaren van een elektrische auto", "Båtägare") and
    // people who do a sport or a pastime ("surfers", "randonneurs").
    const hobby =
      role === -1 &&
      establishment === null &&
      (namesHobbyists(targetMarket, tokens) ||
        namesPrivateOwners(targetMarket, tokens) ||
        namesPastimePeople(targetMarket, tokens) ||
        namesPeopleAway(targetMarket, tokens));
    return {
      unit: null,
      phrase: null,
      orientation: hobby ? "b2c" : role === -1 && establishment === null ? null : "b2b",
      roleInOrganisation: role !== -1,
      qualified: QUALIFIERS.test(targetMarket),
      establishment,
    };
  }
  const inOrganisation = roleHit && narrowest.unit.kind === "organisation";
  // "trucking companies", "cannabis stores", "driving schools": a trade or a qualifying noun
  // before a broad unit names a narrower one the knowledge base does not count: asked for,
  // never widened to the broad unit (issue 23).
  // "self-employed yoga teachers", "freelance developers": people who sell their trade buy as
  // a business, not as the employees or consumers the unit counts.
  if (
    narrowest.unit.kind !== "organisation" &&
    markedAsBusiness(targetMarket, tokens, narrowest.last)
  ) {
    return {
      unit: null,
      phrase: null,
      orientation: "b2b",
      roleInOrganisation: false,
      qualified: QUALIFIERS.test(targetMarket),
      establishment: establishmentPhrase(targetMarket, true),
    };
  }
  const broad = BROAD_UNITS.get(narrowest.unit.id);
  if (broad !== undefined && tradeBefore(targetMarket, tokens, narrowest.first, broad)) {
    return {
      unit: null,
      phrase: null,
      orientation: "b2b",
      roleInOrganisation: inOrganisation,
      qualified: QUALIFIERS.test(targetMarket),
      establishment: establishmentPhrase(targetMarket, true),
      narrowed: narrowest.unit,
    };
  }
  // "arable and dairy farms": another kind of the unit's holder is named beside it, so the
  // words cover more than the unit counts; asked for, never counted as the one kind (issue 23).
  if (
    narrowest.unit.partOf !== undefined &&
    narrowest.last > narrowest.first &&
    coordinatedKindBefore(targetMarket, tokens, narrowest.first)
  ) {
    return {
      unit: null,
      phrase: null,
      orientation: narrowest.unit.orientation,
      roleInOrganisation: inOrganisation,
      qualified: QUALIFIERS.test(targetMarket),
      establishment: establishmentPhrase(targetMarket, true),
      narrowed: getBuyerUnit(narrowest.unit.partOf),
    };
  }
  // "bars and cafés": names for only some of the kinds the unit counts.
  if (
    namesPartOnly(narrowest.unit, narrowest.phrase) &&
    !namesWhole(targetMarket, tokens, narrowest.unit)
  ) {
    return partOf(narrowest.unit, establishmentPhrase(targetMarket, true) ?? narrowest.phrase);
  }
  // "garages approved as MOT testing stations", "pharmacies registered to vaccinate": a status
  // only some of the unit hold narrows it to a part whose count is asked for, never the whole.
  if (narrowest.unit.kind === "organisation") {
    const status = statusClause(targetMarket, tokens, narrowest.last);
    if (status !== null) {
      const head = establishmentPhrase(targetMarket, true) ?? narrowest.phrase.toLowerCase();
      return {
        unit: null,
        phrase: null,
        orientation: "b2b",
        roleInOrganisation: inOrganisation,
        qualified: QUALIFIERS.test(targetMarket),
        establishment: `${head} ${status}`,
        narrowed: narrowest.unit,
      };
    }
  }
  // "homeschooling families", "adults living with type 1 diabetes": a qualifier the unit does
  // not mean narrows a group of people to a part of it whose share is unknown: asked for, with
  // the unit named as what holds them, never counted whole.
  const group =
    narrowest.unit.kind === "organisation"
      ? null
      : narrowedGroup(targetMarket, tokens, narrowest.first, narrowest.last, narrowest.unit);
  if (group !== null) {
    return {
      unit: null,
      phrase: null,
      orientation: "b2c",
      roleInOrganisation: false,
      qualified: QUALIFIERS.test(targetMarket),
      establishment: null,
      narrowed: narrowest.unit,
      group,
    };
  }
  return {
    unit: narrowest.unit,
    phrase: narrowest.phrase,
    orientation: narrowest.unit.orientation,
    roleInOrganisation: inOrganisation,
    qualified: QUALIFIERS.test(targetMarket),
    establishment: null,
  };
}

// ---------------------------------------------------------------------------------------------
// Names for only part of what a unit counts (held-out set 4)
// ---------------------------------------------------------------------------------------------

/**
 * Units that count several kinds of business under one name, with the names of the kinds that
 * are only part of it: "restaurants" counts restaurants, cafés and bars together (decision
 * 026's counts), so a founder selling to bars or cafés alone sells to a part of that count,
 * never to all of it. A phrase that also names the whole ("restaurants and cafés") is the unit.
 */
const PART_NAMES: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  [
    "restaurants",
    new Set(
      (
        "bar bars bares cafe cafes cafeteria cafeterias caffetteria caffetterie coffee shop " +
        "shops kneipe kneipen eetcafe eetcafes cafetaria cafetarias lanchonete lanchonetes " +
        "bistrot bistrots"
      )
        .split(" ")
        .map((word) => stem(word)),
    ),
  ],
]);

/** Conjunctions joining the kinds a phrase names: "bar e caffetterie", "bars and cafés". */
const PART_JOINERS: ReadonlySet<string> = new Set(["and", "or", "e", "y", "et", "und", "en"]);

/** Whether a word of a unit's phrase says nothing of its kind: size, ownership, "and". */
const isPartFiller = (word: string): boolean =>
  PART_JOINERS.has(word) || HEAD_FIRST_GENERIC.has(word) || GENERIC_MODIFIERS.has(word);

/** Whether a unit's phrase names only kinds that are part of it ("bar e caffetterie"). */
function namesPartOnly(unit: BuyerUnitEntry, phrase: string): boolean {
  const parts = PART_NAMES.get(unit.id);
  if (parts === undefined) return false;
  const stems = tokenise(phrase)
    .map((token) => token.stem)
    .filter((word) => !isPartFiller(word));
  return stems.length > 0 && stems.every((word) => parts.has(word));
}

/** Whether a text also names the unit by a name for all of it ("ristoranti e bar"). */
function namesWhole(text: string, tokens: readonly Token[], unit: BuyerUnitEntry): boolean {
  return [unitMatcher, headFirstMatcher].some((matcher) =>
    matcher
      .match(tokens)
      .some(
        (match) =>
          match.votes.some((vote) => vote.target === unit.id) &&
          !namesPartOnly(unit, textOf(text, tokens, match)),
      ),
  );
}

/** The reading of a part of a unit: a business to ask about, never the unit's whole count. */
function partOf(unit: BuyerUnitEntry, phrase: string): BuyerReading {
  return {
    unit: null,
    phrase: null,
    orientation: unit.orientation,
    roleInOrganisation: false,
    qualified: false,
    establishment: phrase.toLowerCase(),
    narrowed: unit,
  };
}

// ---------------------------------------------------------------------------------------------
// People who do it as a hobby (held-out set 4)
// ---------------------------------------------------------------------------------------------

/** Words before a group that make its people hobbyists: "hobby", "allotment", "backyard". */
const HOBBY_BEFORE: ReadonlySet<string> = wordSet(
  "hobby hobbyist hobbyists amateur amateurs allotment backyard leisure recreational weekend " +
    "home diy keen casual",
);
/** Words after a group, noun first, that make its people hobbyists: "jardiniers amateurs". */
const HOBBY_AFTER: ReadonlySet<string> = wordSet(
  "amateur amateurs aficionado aficionados aficionada aficionadas amatoriale amatoriali " +
    "hobbista hobbisti hobbiste amador amadores hobbyistas",
);
/**
 * German compounds for a private person doing it for themselves: "Hobbygärtner", "Freizeitimker",
 * "Kleingärtner" (allotment holders), "Heimwerker" (DIY). "Klein-" and "Heim-" only before a
 * person, not a trade or a business ("Kleinbetriebe", "Kleinbauern", "Kleinunternehmer").
 */
const GERMAN_HOBBY_COMPOUND = /^(?:hobby|freizeit|klein|heim|balkon|schreber)\p{L}{3,}$/u;
const GERMAN_NOT_HOBBY =
  /(?:bauer|bauern|bauerin|bauerinnen|unternehmer|unternehmerin|unternehmen|betrieb|betriebe|handler|handlerin|gewerbe|firma|firmen|laden|geschaft)/u;

/** Whether the target market's first words name people doing it as a hobby. */
function namesHobbyists(text: string, tokens: readonly Token[]): boolean {
  const words = tokens
    .slice(0, 4)
    .map((token) => foldWord(text.slice(token.start, token.end).toLowerCase()));
  if (words.slice(0, 3).some((word) => HOBBY_BEFORE.has(word))) return true;
  if (words.slice(1).some((word) => HOBBY_AFTER.has(word))) return true;
  const first = words[0];
  return (
    first !== undefined &&
    GERMAN_HOBBY_COMPOUND.test(first) &&
    !GERMAN_NOT_HOBBY.test(first) &&
    !GERMAN_COMPOUND_ESTABLISHMENT.test(first)
  );
}

// ---------------------------------------------------------------------------------------------
// Owners of a thing people own, and people who do a sport or a pastime (held-out set 5)
// ---------------------------------------------------------------------------------------------

/** "Owners" in the founder's language, written first: "eigenaren van…", "propriétaires de…". */
const OWNER_HEADS: ReadonlySet<string> = wordSet(
  "owners eigenaren eigenaars eigenaar besitzer besitzerinnen eigentumer eigentumerinnen " +
    "halter halterinnen proprietaires proprietari propietarios propietarias proprietarios " +
    "proprietarias donos duenos agare eiere ejere wlasciciele wlascicielki",
);
/** The word between "owners" and what they own: "of", "van", "von", "de", "di", "av", "af". */
const OWNER_OF: ReadonlySet<string> = wordSet(
  "of van von de des du d di dei degli delle del della da do dos das av af",
);
/**
 * Compounds ending in "owner" or "keeper" (Scandinavian, German, Dutch): "båtägare", "bileier",
 * "hundeejere", "Hundebesitzer", "Hundehalter", "autobezitters", "hondeneigenaren".
 */
const OWNER_COMPOUND =
  /^(\p{L}{2,}?)(?:agare|eiere|eier|ejere|ejer|besitzer|besitzerinnen|halter|halterinnen|eigentumer|eigentumerinnen|eigenaren|eigenaars|eigenaar|bezitters|bezitter)$/u;
/**
 * What a business owns, alone or ending a compound: its owners buy as a business
 * ("Restaurantbesitzer", "företagsägare", "eigenaren van kapperszaken").
 */
const OWNED_BUSINESS =
  /(?:^(?:gard|gards|hof|bar|bars|pub|pubs|shop|shops|cafe|cafes)|(?:foretag|firma|firmen|bedrijf|bedrijven|virksomhed|bedrift|unternehmen|geschaft|geschafte|laden|betrieb|betriebe|praxis|butik|butiker|restaurang|restaurant|restaurants|hotell|hotel|hotels|salong|salon|salons|winkel|winkels|zaak|zaken|kiosk|apotek|klinik|kliniek|studio|fabrik|fabriek|verkstad|verksted|vaerksted|werkstatt|garage|garages|camping|pension|gasthaus|immobilien|vastgoed|fastighet|eiendom|ejendom)s?)$/u;

/**
 * What is owned to let out or to run for money: its owners are landlords or operators, not
 * undecided people ("owners of holiday cottages", "propriétaires de gîtes", "eigenaren van
 * vakantiehuizen", "owners of taxis").
 */
const LET_OR_RUN =
  /^(?:rental|rentals|let|lets|holiday|property|properties|apartments?|flats|airbnbs?|gites?|cottages|trucks?|lorries|taxis?|fleets?|portfolios?|buildings?|immeubles?|locations?|alquileres|affitti|ferienwohnung(?:en)?|vakantiehuis(?:jes|en)?|huurwoningen|panden|logements?|appartements?|biens)$/u;

/**
 * Whether the target market's first words name private owners of a thing ("owners of an e-bike",
 * "Eigenaren van een elektrische auto", "Båtägare", "Hundehalter"): people, not a business.
 * Owners of a business ("propriétaires de restaurants", "Restaurantbesitzer") are not.
 */
function namesPrivateOwners(text: string, tokens: readonly Token[]): boolean {
  const words = tokens
    .slice(0, 6)
    .map((token) => foldWord(text.slice(token.start, token.end).toLowerCase()));
  const first = words[0];
  if (first === undefined) return false;
  // "Pool owners", "EV owners", "heat pump owners": owners named after an appliance of a home.
  const ownersAt = words.findIndex((word) => word === "owners" || word === "owner");
  if (ownersAt > 0 && APPLIANCE_IN_HOME.test(words.slice(0, ownersAt).join(" "))) return true;
  if (OWNER_HEADS.has(first) && OWNER_OF.has(words[1] ?? "")) {
    // What they own: the next words, an article or an adjective allowed before it.
    const owned = words.slice(2, 5);
    return (
      owned.length > 0 &&
      !owned.some(
        (word) => isEstablishmentWord(word) || OWNED_BUSINESS.test(word) || LET_OR_RUN.test(word),
      )
    );
  }
  const compound = OWNER_COMPOUND.exec(first);
  if (compound === null) return false;
  const owned = compound[1]!;
  const bare = owned.replace(/s$/u, "");
  return !(
    OWNED_BUSINESS.test(owned) ||
    OWNED_BUSINESS.test(bare) ||
    LET_OR_RUN.test(bare) ||
    isEstablishmentWord(owned) ||
    isEstablishmentWord(bare)
  );
}

/**
 * People named by the sport or pastime they practise, in English and the founder's language:
 * they buy for themselves. Words that also name a trade (drivers, riders, walkers, fishermen,
 * photographers, gardeners) are left out.
 */
const PASTIME_PEOPLE: ReadonlySet<string> = wordSet(
  "surfers windsurfers kitesurfers skiers snowboarders climbers boulderers golfers hikers " +
    "trekkers swimmers skaters skateboarders divers scuba sailors yachtsmen kayakers canoeists " +
    "paddlers paddleboarders rowers triathletes marathoners joggers runners cyclists mountainbikers " +
    "bikers motorcyclists anglers birdwatchers birders stargazers campers backpackers " +
    "snowmobilers snowmobiliers bushwalkers ramblers hunters huntsmen jaeger jager " +
    "knitters quilters crocheters gamers skydivers paragliders " +
    // German, French, Spanish, Italian, Portuguese, Dutch, Polish and Scandinavian forms
    // (accents folded).
    "surfer segler kletterer wanderer radfahrer laufer skifahrer taucher golfspieler " +
    "surfeurs skieurs grimpeurs randonneurs golfeurs plongeurs cyclistes coureurs navigateurs " +
    "surfistas esquiadores escaladores senderistas golfistas buceadores ciclistas corredores " +
    "surfisti sciatori scalatori escursionisti golfisti subacquei ciclisti velisti " +
    "surfistas mergulhadores trilheiros " +
    "zeilers fietsers wandelaars duikers hengelaars skiers " +
    "wedkarze zeglarze rowerzysci biegacze narciarze wspinacze " +
    "seglare surfare golfare lopare skidakare klattrare dykare sportfiskare seilere syklister " +
    "sejlere cyklister lystfiskere",
);

/**
 * Words for people away from home, working, living or travelling abroad, in English and the
 * founder's language (stems, accents folded): migrant workers, OFWs, expats, remittance
 * senders, cross-border commuters, tourists. They buy for themselves (issue 23).
 */
const PEOPLE_AWAY =
  /^(?:overseas|abroad|migrant|migrants|ofw|ofws|expat|expats|expatriate|expatriates|emigrant|emigrants|immigrant|immigrants|diaspora|remittance|remittances|expatrie|expatries|expatriee|expatriees|immigre|immigres|frontalier|frontaliers|frontaliere|frontalieres|migrante|migrantes|emigrante|emigrantes|inmigrante|inmigrantes|emigranti|immigrati|migranti|auswanderer|grenzganger|gastarbeiter|arbeidsmigrant|arbeidsmigranten|tourist|tourists|touriste|touristes|turista|turistas|turisti|touristen|toerist|toeristen|viaggiatori|viajeros|viajantes|voyageurs|reisende|reizigers)$/u;

/**
 * Whether the target market's first noun phrase names people away from home: "Overseas
 * Filipino workers", "Filipinos working abroad", "travailleurs frontaliers", "turisti in
 * Trentino". A business named first ("agencies for overseas workers") is not them.
 */
function namesPeopleAway(text: string, tokens: readonly Token[]): boolean {
  for (let index = 0; index < tokens.length && index < MAX_HEAD_FIRST_WORDS; index += 1) {
    const token = tokens[index]!;
    if (index > 0) {
      const between = text.slice(tokens[index - 1]!.end, token.start);
      if (PHRASE_END_MARK.test(between) || FOR_WORDS.has(token.stem)) return false;
    }
    if (PEOPLE_AWAY.test(foldWord(text.slice(token.start, token.end).toLowerCase()))) return true;
  }
  return false;
}

/** Whether the target market's first words name people by the sport or pastime they practise. */
function namesPastimePeople(text: string, tokens: readonly Token[]): boolean {
  const words = tokens
    .slice(0, 3)
    .map((token) => foldWord(text.slice(token.start, token.end).toLowerCase()));
  return words.some((word) => PASTIME_PEOPLE.has(word));
}

// ---------------------------------------------------------------------------------------------
// Groups of people narrowed by what the unit does not mean (held-out set 4)
// ---------------------------------------------------------------------------------------------

/**
 * Words before a group of people that name a condition, a practice or a status the unit does
 * not mean ("diabetic adults", "vegan households", "expecting parents", "schwangere Frauen").
 * Any other "-ing" word before it names an activity too ("homeschooling families", "camping
 * families", "working parents"); size, age, place and temper ("busy", "young", "urban") do not.
 */
const CONDITION_BEFORE: ReadonlySet<string> = wordSet(
  "diabetic diabetics disabled pregnant expectant expecting future prospective autistic deaf " +
    "blind vegan " +
    "vegetarian divorced widowed unemployed homeless bereaved infertile coeliac celiac allergic " +
    "epileptic dyslexic asthmatic chronically terminally housebound bedridden " +
    // German, French, Spanish, Italian and Portuguese forms (accents folded).
    "schwangere werdende diabetische behinderte vegane alleinerziehende arbeitslose " +
    "enceintes diabetiques handicapes vegans veganes celibataires futurs futures " +
    "embarazadas diabeticos discapacitados veganos desempleados futuros futuras " +
    "incinte diabetici disabili vegani disoccupati futuri gravidas deficientes " +
    // Autistic in German, French, Spanish, Italian, Portuguese and Dutch.
    "autistische autistischen autistes autistas autistici autistiche autistisch",
);

/**
 * An elderly or dependent person a household has ("families with an elderly parent", "famiglie
 * con un genitore anziano non autosufficiente"): it narrows a household, not a carer of one.
 */
const DEPENDANT_IN_HOME: ReadonlySet<string> = wordSet(
  "elderly frail dependent dependant anziano anziana anziani anziane autosufficiente " +
    "autosufficienti ancianos anciano anciana dependiente dependientes idoso idosa idosos agee " +
    "agees pflegebedurftige pflegebedurftigen pflegebedurftiger",
);

/** Conditions named as nouns after a group ("parents of children with dyslexia"). */
const CONDITION_NOUNS: ReadonlySet<string> = wordSet(
  "dyslexia dyspraxia autism adhd diabetes dementia alzheimer alzheimers cancer asthma " +
    "epilepsy allergies allergy disability disabilities coeliac celiac arthritis parkinson " +
    "parkinsons obesity infertility depression anxiety stuttering deafness blindness " +
    "legasthenie autismus demenz diabete demence dislexia autismo diabetes demencia " +
    // Disability, autism and dementia in Spanish, Italian, French, German and Dutch (folded).
    "discapacidad discapacidades disabilita handicap behinderung behinderungen beperking " +
    "beperkingen deficiencia autisme dementie demenza",
);

/**
 * A status some people hold by a document or an entitlement ("familias con título de familia
 * numerosa", "households with a Blue Badge", "people with a carer's allowance"): held "with", it
 * narrows them to its holders (accents folded).
 */
const STATUS_HELD: ReadonlySet<string> = wordSet(
  "title titulo titre card carnet carte tarjeta cartao ausweis certificate certificado " +
    "certificat bescheinigung licence license licencia permit permiso visa membership " +
    "benefit benefits allowance subsidy subsidio badge pass",
);

/** "-ing" words before a group that say nothing of what narrows it. */
const HARMLESS_ING: ReadonlySet<string> = new Set(
  // "working households", "working parents": most of the unit works, as most parents are busy.
  "growing existing loving caring outgoing upcoming incoming thriving aspiring during working".split(
    " ",
  ),
);

/**
 * What follows a group of people and names a condition or a possession ("with type 1
 * diabetes", "living with dementia", "mit Demenz", "atteints d'Alzheimer", "con diabete"):
 * the complement runs to a place or a mark.
 */
const CONDITION_AFTER =
  /^\s+(?:(?:who|that)\s+(?:have|has|live\s+with|suffer\s+from|are\s+living\s+with)|living\s+with|diagnosed\s+with|suffering\s+from|affected\s+by|with|of|con|mit|avec|met|com|atteint(?:e|s|es)?\s+(?:de|d['’]|du|des)|affett[ieoa]\s+da|malat[ieoa]\s+di|enferm[oa]s?\s+de|que\s+(?:tienen|padecen|sufren|viven\s+con)|qui\s+(?:ont|souffrent|vivent\s+avec)|che\s+(?:hanno|soffrono|vivono\s+con)|die\s+an)\s+/iu;

/**
 * A clause after a broad group that names what its people do ("families who homeschool",
 * "adults who practise yoga", "familles qui font l'école à la maison"). A want or a need
 * ("who want to get fit") is an interest, read as a share of the unit instead (`qualified`).
 */
const ACTIVITY_AFTER = /^\s+(?:who|that|qui|que|che|die)\s+(\p{L}+)(?:\s+(\p{L}+))?/iu;
const INTEREST_VERBS: ReadonlySet<string> = wordSet(
  "want wants need needs like likes love loves wish wishes hope hopes plan plans would could " +
    "might may looking interested keen veulent aiment cherchent quieren buscan vogliono " +
    "cercano wollen suchen",
);

/** Words after "with" that keep the unit whole: its own children, an age or a size. */
const KEEPS_WHOLE_AFTER: ReadonlySet<string> = new Set(
  (
    "a an the one two three young small little school age aged teenage teen teens toddler " +
    "toddlers child children kid kids baby babies family families under over kinder " +
    "kindern enfants ninos hijos figli bambini filhos criancas jeunes jovenes piccoli"
  )
    .split(" ")
    .map((word) => stem(word)),
);

/**
 * Appliances a home has only when its household bought one, in English and the founder's
 * language (accents folded): a heat pump, solar panels, a home battery, an electric car or its
 * charger, a pool or a hot tub. A household "with" one is narrowed to its owners (issue 23).
 */
const APPLIANCE_IN_HOME =
  /(?:^|[^\p{L}])(?:heat\s?pumps?|\p{L}*warmtepomp\p{L}*|\p{L}*warmepumpe\p{L}*|pompes?\s+a\s+chaleur|bombas?\s+de\s+calor|pomp[ae]\s+di\s+calore|solar\s+panels?|pv\s+panels?|\p{L}*zonnepanelen|\p{L}*solaranlage\p{L}*|photovoltaik\p{L}*|panneaux\s+solaires|placas\s+solares|pannelli\s+(?:solari|fotovoltaici)|paineis\s+solares|home\s+batter(?:y|ies)|thuisbatterij\p{L}*|heimspeicher|stromspeicher|electric\s+(?:cars?|vehicles?)|evs?|elektrische\s+auto\p{L}*|elektroauto\p{L}*|e-autos?|voitures?\s+electriques?|coches?\s+electricos?|auto\s+elettric(?:a|he)|carros?\s+eletricos?|wallbox\p{L}*|laadpa(?:al|len)|(?:swimming\s+)?pools?|zwembad\p{L}*|piscines?|piscinas?|hot\s+tubs?|jacuzzis?|whirlpools?)(?![\p{L}])/u;

/** Words that end the group's phrase: its place, or a clause that is not its qualifier. */
const GROUP_PHRASE_ENDS: ReadonlySet<string> = wordSet(
  "in across within throughout near around en dans au aux nel nella nei negli im in bei " +
    "em no na nos nas op who that which whom qui que che and or",
);
const MAX_GROUP_PHRASE_WORDS = 9;

/** Units too broad for any clause on what their people do to leave them whole. */
const BROAD_PEOPLE_UNITS: ReadonlySet<string> = new Set([
  ...EVERYONE_UNITS,
  "households-with-children",
]);

/**
 * Words before all households, all adults or all people that leave them (nearly) whole: their
 * temper, their setting, their size. A place is written with a capital ("Texas households").
 */
const HARMLESS_BEFORE: ReadonlySet<string> = wordSet(
  "busy urban rural suburban city town village modern typical average ordinary everyday " +
    "regular normal local all most many every the a an our your their small large big " +
    "middle-class middle class income time-poor stressed overwhelmed hard-working " +
    "private individual domestic home national whole aged over under between young younger " +
    "old older growing existing happy real active healthy",
);

/**
 * Whether the word before a unit of everyone (or all retirees) names a trade, a practice or a
 * kind the unit does not mean ("handloom weaver households", "farmer families", "government
 * pensioners"): in lower case, no
 * place, nothing in `HARMLESS_BEFORE`. The group is then narrowed, and its count asked for.
 */
function tradeBeforeEveryone(
  written: string,
  word: string,
  unit: BuyerUnitEntry,
  first: boolean,
): boolean {
  // A capital says a place ("Texas households", "Australian retirees"), except on the first
  // word, where the founder's sentence starts ("Railway pensioners"); a place or a people's name
  // the knowledge base knows still says a place there.
  const lower = /^\p{Ll}{3,}$/u.test(written);
  const opening = first && /^\p{Lu}\p{Ll}{2,}$/u.test(written) && !DEMONYM.test(written);
  return (
    (EVERYONE_UNITS.has(unit.id) || unit.id === "retirees") &&
    (lower || opening) &&
    !HARMLESS_BEFORE.has(word) &&
    !HARMLESS_ING.has(word) &&
    !readCountryWord(written) &&
    readPlace(written) === null
  );
}

/** A people's name: "Canadian", "British", "Japanese", "Kenyan", "Emirati", "Dutch". */
const DEMONYM = /(?:an|ian|ish|ese|i|ch|ean|er)$/u;

/**
 * The group of people a qualifier narrows out of the unit matched at `first`…`last`, in the
 * founder's words and lower case, or null when nothing the unit does not mean qualifies it.
 */
function narrowedGroup(
  text: string,
  tokens: readonly Token[],
  first: number,
  last: number,
  unit: BuyerUnitEntry,
): string | null {
  let start = first;
  let narrowed = false;
  // A condition, a status or an activity right before the group.
  const before = tokens[first - 1];
  if (before !== undefined && /^(?:\s+|-)$/u.test(text.slice(before.end, tokens[first]!.start))) {
    const word = foldWord(text.slice(before.start, before.end).toLowerCase());
    const written = text.slice(before.start, before.end);
    if (
      CONDITION_BEFORE.has(word) ||
      (/^\p{L}{3,}ing$/u.test(word) && !HARMLESS_ING.has(word)) ||
      tradeBeforeEveryone(written, word, unit, first - 1 === 0)
    ) {
      narrowed = true;
      start = first - 1;
    }
  }
  // The group's own words before the qualifier ("busy homeschooling families").
  while (start > 0) {
    const previous = tokens[start - 1]!;
    const word = text.slice(previous.start, previous.end).toLowerCase();
    if (!/^(?:\s+|-)$/u.test(text.slice(previous.end, tokens[start]!.start))) break;
    if (PHRASE_OPENERS.has(word) || !/^\p{L}+$/u.test(word) || first - start >= 3) break;
    start -= 1;
  }
  let end = last;
  // "Hogares en México que reciben remesas": the place between the group and what narrows it
  // is skipped; the clause after it still narrows the group.
  const from = placeAfter(text, tokens, last);
  const after = text.slice(tokens[from]!.end);
  const condition = CONDITION_AFTER.exec(after) ?? OF_WORDS.exec(after);
  if (condition !== null) {
    const complementStart = tokens[from]!.end + condition[0].length;
    const words: Token[] = [];
    for (let index = from + 1; index < tokens.length; index += 1) {
      const token = tokens[index]!;
      if (token.start < complementStart) continue;
      if (words.length > 0 && PHRASE_END_MARK.test(text.slice(tokens[index - 1]!.end, token.start)))
        break;
      if (GROUP_PHRASE_ENDS.has(token.stem) || readCountryWord(text.slice(token.start, token.end)))
        break;
      words.push(token);
    }
    // "parents of autistic children": "of" names whom they are parents of, and a household
    // "with rooftop solar" or "with gas central heating" what the home has, not who lives
    // there: only a condition among those words narrows them ("households with a disabled
    // child"). Any other group "with" something is narrowed by it, unless it is its children,
    // an age or a size ("families with young children").
    const of =
      condition[0].trim().toLowerCase() === "of" || OF_WORDS.test(` ${condition[0].trim()} `);
    // A condition named as an adjective ("autistic") or a noun ("with dyslexia") narrows the
    // group; so does what the people it is "of" do ("parents of children playing hockey"), but
    // not a home's "-ing" things ("households with gas central heating").
    const conditionNamed = words.some((token) => {
      const word = foldWord(text.slice(token.start, token.end).toLowerCase());
      return (
        CONDITION_BEFORE.has(word) ||
        CONDITION_NOUNS.has(word) ||
        STATUS_HELD.has(word) ||
        (!of && unit.kind === "household" && DEPENDANT_IN_HOME.has(word)) ||
        (of && /^\p{L}{3,}ing$/u.test(word) && !HARMLESS_ING.has(word))
      );
    });
    // "households with a heat pump", "Huishoudens met een warmtepomp", "Haushalte mit
    // Wallbox": an appliance only some homes have bought narrows them to its owners (issue 23),
    // unlike a feature most homes have ("gas central heating").
    const applianceNamed =
      !of &&
      unit.kind === "household" &&
      words.length > 0 &&
      APPLIANCE_IN_HOME.test(
        foldWord(text.slice(words[0]!.start, words.at(-1)!.end).toLowerCase()),
      );
    const narrows =
      of || unit.kind === "household"
        ? conditionNamed || applianceNamed
        : !words.every((token) => KEEPS_WHOLE_AFTER.has(token.stem));
    if (words.length > 0 && narrows) {
      narrowed = true;
      end = tokens.indexOf(words.at(-1)!);
    }
  } else if (BROAD_PEOPLE_UNITS.has(unit.id)) {
    // "who homeschool", "que reciben remesas", or a participle: "households receiving remittances".
    const activity = ACTIVITY_AFTER.exec(after) ?? PARTICIPLE_AFTER.exec(after);
    const verb = activity?.[1]?.toLowerCase();
    const next = activity?.[2]?.toLowerCase();
    const interest =
      verb === undefined ||
      INTEREST_VERBS.has(verb) ||
      ((verb === "are" || verb === "is") && next !== undefined && INTEREST_VERBS.has(next));
    if (activity !== null && !interest) {
      narrowed = true;
      // The clause runs to a place or a mark.
      for (let index = from + 1; index < tokens.length; index += 1) {
        const token = tokens[index]!;
        if (PHRASE_END_MARK.test(text.slice(tokens[index - 1]!.end, token.start))) break;
        if (
          index > from + 1 &&
          ["in", "across", "within", "en", "nel", "im", "au"].includes(token.stem)
        )
          break;
        if (readCountryWord(text.slice(token.start, token.end))) break;
        end = index;
      }
    }
  }
  if (!narrowed) return null;
  // The group without the place skipped: "hogares que reciben remesas".
  const skipped = end > from ? from - last : 0;
  const phrase = (
    skipped > 0
      ? `${text.slice(tokens[start]!.start, tokens[last]!.end)} ${text.slice(tokens[from + 1]!.start, tokens[end]!.end)}`
      : text.slice(tokens[start]!.start, tokens[end]!.end)
  )
    .toLowerCase()
    .trim();
  return end + 1 - start - skipped > MAX_GROUP_PHRASE_WORDS ? null : phrase;
}

/**
 * A status only some of a unit's businesses hold, right after it: "approved as MOT testing
 * stations", "accredited for ISO 17025", "registered to dispense". Naming the regulator alone
 * ("regulated by SASRA", "licensed by the state") says what all of them are, and does not narrow.
 */
const STATUS_AFTER =
  /^\s+(?:(?:that|which)\s+are\s+)?(?:approved|accredited|certified|licensed|licenced|registered|authori[sz]ed|designated|agr[ée][ée]s?|zugelassene?n?|accreditat[ie]|autorizad[oa]s|erkend|erkende)\s+(?:as|for|to|comme|pour|als|f[üu]r|come|per|como|para|voor)\s+/iu;

/** The status clause after the unit, to a place or a mark, in lower case; else null. */
function statusClause(text: string, tokens: readonly Token[], last: number): string | null {
  const from = tokens[last]!.end;
  const found = STATUS_AFTER.exec(text.slice(from));
  if (found === null) return null;
  const clauseStart = from + found[0].length;
  let end = -1;
  for (let index = last + 1; index < tokens.length; index += 1) {
    const token = tokens[index]!;
    if (token.start < clauseStart) continue;
    if (end !== -1 && PHRASE_END_MARK.test(text.slice(tokens[index - 1]!.end, token.start))) break;
    if (end !== -1 && (PLACE_OPENERS.has(token.stem) || GROUP_PHRASE_ENDS.has(token.stem))) break;
    if (readCountryWord(text.slice(token.start, token.end))) break;
    end = index;
  }
  if (end === -1) return null;
  return text.slice(tokens[last]!.end, tokens[end]!.end).trim().toLowerCase();
}

/** Prepositions that open a place after a group: "in Mexico", "en México", "nel Lazio". */
const PLACE_OPENERS: ReadonlySet<string> = wordSet("in en nel nella im au aux dans i w em no na");

/**
 * The last token of a place named right after the group ("households in Mexico", "hogares en
 * México"): a preposition and one to three words naming a country or a city the knowledge base
 * knows (an article allowed). `last` itself when no such place follows.
 */
function placeAfter(text: string, tokens: readonly Token[], last: number): number {
  const opener = tokens[last + 1];
  if (opener === undefined || !PLACE_OPENERS.has(opener.stem)) return last;
  if (!/^\s+$/u.test(text.slice(tokens[last]!.end, opener.start))) return last;
  for (let words = 3; words >= 1; words -= 1) {
    const first = tokens[last + 2];
    const final = tokens[last + 1 + words];
    if (first === undefined || final === undefined) continue;
    const place = text.slice(first.start, final.end).replace(/^(?:the|el|la|le|il)\s+/iu, "");
    if (readCountryWord(place)) return last + 1 + words;
  }
  // A place the knowledge base does not know, written with capitals: "en Colombia", "in New
  // Brunswick".
  let end = last + 1;
  while (
    end - last <= 3 &&
    tokens[end + 1] !== undefined &&
    /^\p{Lu}/u.test(text.slice(tokens[end + 1]!.start, tokens[end + 1]!.end)) &&
    /^\s+$/u.test(text.slice(tokens[end]!.end, tokens[end + 1]!.start))
  ) {
    end += 1;
  }
  return end > last + 1 ? end : last;
}

/** A participle after a broad group that names what its people do: "households receiving…". */
const PARTICIPLE_AFTER = /^\s+(\p{L}{3,}ing)(?![\p{L}])/iu;

// ---------------------------------------------------------------------------------------------
// Buyers named noun first, as French, Spanish, Italian and Portuguese write them (issue 23)
// ---------------------------------------------------------------------------------------------

const headFirstMatcher = new PhraseMatcher<string>(
  KNOWLEDGE_BASE.buyerUnits.flatMap((unit) =>
    (unit.headFirst ?? []).map((phrase) => ({ phrase, target: unit.id, weight: 1 })),
  ),
);

/**
 * Establishments the knowledge base counts under no unit, named noun first: "écoles de ski",
 * "autoescuelas", "casas rurales", "comuni". A target market opening with one of them buys as
 * that business; sizing asks for its count. Accents dropped, both numbers.
 */
/**
 * Words for a trade, a producer, the self-employed or a business in languages whose adjectives
 * may stand on either side (Polish ones, which change with the case, are `INFLECTED_TRADE_STEMS`) ("przedszkola niepubliczne", "niepubliczne przedszkola"): each is an
 * establishment read noun first or noun last, and never the English noun a word after it
 * qualifies ("hotel guests"), since English has no such word (issue 23).
 */
const FOREIGN_TRADE_WORDS =
  "caviste cavistes libraire libraires autonomo autonomos autonoma autonomas firma firmy " +
  "restaurang restauranger krog krogar butik butiker foretag forskola forskolor salong " +
  "salonger verkstad verkstader apotek virksomhed virksomheder bedrift bedrifter barnehage " +
  "barnehager børnehave børnehaver microempreendedor microempreendedores microempresario " +
  "microempresarios torrefacao torrefacoes fazenda fazendas produtor produtores productor " +
  "productores produttore produttori producteur producteurs agricultor agricultores sacco " +
  "saccos " +
  // Indonesian and Malay, which have no plural ("sekolah swasta", "toko bangunan", "pondok
  // pesantren").
  "sekolah pesantren pondok madrasah klinik apotek toko warung bengkel koperasi restoran " +
  "kedai kantor " +
  // Organisations by their form, and their offices, in the founder's language (issue 23):
  // "Woningcorporaties", "Döner-Imbisse", "asociaciones de vecinos", "koła gospodyń wiejskich",
  // "Administradores de fincas … y sus despachos".
  "verein vereine verband verbande stiftung stiftungen imbiss imbisse buro buros " +
  "comite comites syndicat syndicats mutuelle mutuelles fondation fondations collectivite " +
  "collectivites amicale amicales asociacion asociaciones fundacion fundaciones gestoria " +
  "gestorias oficina oficinas associazione associazioni circolo circoli consorzio consorzi " +
  "ufficio uffici fondazione fondazioni associacao associacoes escritorio escritorios " +
  "sociedade sociedades fundacao fundacoes vereniging verenigingen stichting stichtingen " +
  "corporatie corporaties forening foreninger foreningar kontor kontorer kolo kola " +
  "stowarzyszenie stowarzyszenia fundacja fundacje spoldzielnia spoldzielnie " +
  // Communal and public bodies by their local names: "comunidades de regantes", "ejidos",
  // "gram panchayats", "conselhos tutelares", "conseils syndicaux".
  "comunidad comunidades comunidade ejido ejidos panchayat panchayats conselho conselhos " +
  "consejo consejos conseil conseils consiglio consigli institut instituto institutos istituto " +
  "istituti instituut instituten";
const FOREIGN_TRADE_STEMS: ReadonlySet<string> = new Set(
  FOREIGN_TRADE_WORDS.split(" ").map((word) => stem(foldWord(word))),
);

/** Whether a stem is one of those words, or a Polish one in any case. */
function isForeignTrade(word: string): boolean {
  return FOREIGN_TRADE_STEMS.has(word) || isInflectedTrade(word);
}

/**
 * The stems of Polish words for a business or its premises, which change their ending with
 * the case ("przedszkola", "przedszkoli", "przedszkolom"; "sklepy", "sklepów"; "placówek"):
 * any word that starts with one, a few letters longer at most, names one (accents folded).
 */
const INFLECTED_TRADE_STEMS = [
  "przedszkol",
  "zlob",
  "sklep",
  "gabinet",
  "aptek",
  "warsztat",
  "kancelari",
  "restauracj",
  "placow",
  "hurtowni",
  "piekarni",
  "kawiarni",
  "fryzjer",
  "gospodarstw",
  "przychodni",
  "szkol",
  "biur",
];

/** The case endings those words take, accents folded ("-ów" → "ow", "-ę" → "e"). */
const POLISH_ENDINGS: ReadonlySet<string> = wordSet(
  "- a e i y u o om ow ach ami em ie ek ka ki ke ce ku kow kom kach kami kiem",
);

/**
 * Whether a stem is an inflected form of one of those words: its root and a case ending, so
 * "przedszkolak" (a preschooler, a child) is not a preschool.
 */
function isInflectedTrade(word: string): boolean {
  return INFLECTED_TRADE_STEMS.some(
    (root) => word.startsWith(root) && POLISH_ENDINGS.has(word.slice(root.length) || "-"),
  );
}

const HEAD_FIRST_ESTABLISHMENTS: ReadonlySet<string> = new Set(
  (
    "autoescuela autoescuelas auto-ecole auto-ecoles autoscuola autoscuole autoescola " +
    "autoescolas alojamiento alojamientos gite gites agriturismo agriturismi casa casas " +
    "camping campings campeggio campeggi marina marinas puerto puertos port ports " +
    "agencia agencias agence agences agenzia agenzie agencia agencias inmobiliaria " +
    "inmobiliarias imobiliaria imobiliarias optica opticas opticien opticiens ottico ottici " +
    "libreria librerias librairie librairies livraria livrarias laboratorio laboratorios " +
    "laboratoire laboratoires laboratori cooperativa cooperativas cooperative cooperatives " +
    "cooperativa cooperative ayuntamiento ayuntamientos municipio municipios comune comuni " +
    "commune communes mairie mairies prefeitura prefeituras gemeente gemeenten " +
    "transportista transportistas transporteur transporteurs trasportatore trasportatori " +
    "transportadora transportadoras taller talleres atelier ateliers officina officine " +
    "estudio estudios studio studi cabinet cabinets despacho despachos bodega bodegas " +
    "cantina cantine vinicola vinicolas domaine domaines exploitation exploitations " +
    "tiendita tienditas estanco estancos tabac tabacs kiosco kioscos edicola edicole " +
    "escuela escuelas ecole ecoles scuola scuole escola escolas academia academias " +
    "academie academies accademia accademie clinica clinicas clinique cliniques clinica " +
    "cliniche consultorio consultorios centro centros centre centres residencia residencias " +
    "hostal hostales pousada pousadas association associations club clubs circolo circoli " +
    // The words for an establishment or a business itself: "stabilimenti balneari",
    // "negocios de barrio", "commerces de proximité", "empresas de limpeza".
    "stabilimento stabilimenti establecimiento establecimientos etablissement " +
    "etablissements estabelecimento estabelecimentos negocio negocios negozio negozi " +
    "commerce commerces commercio commerci loja lojas tienda tiendas magasin magasins " +
    "empresa empresas entreprise entreprises impresa imprese azienda aziende societe " +
    "societes sociedad sociedades pyme pymes pme pmi " +
    // Trades, producers, the self-employed and businesses in Polish, Swedish and Portuguese,
    // named noun first: "cavistes indépendants", "autónomos en España", "przedszkola
    // niepubliczne", "krogar i Stockholm", "microempreendedores individuais" (issue 23).
    FOREIGN_TRADE_WORDS
  )
    .split(" ")
    .map((word) => stem(foldWord(word))),
);

/** Articles and openers a head-first phrase may start after: "les", "los", "i", "gli", "os". */
const HEAD_FIRST_OPENERS: ReadonlySet<string> = new Set(
  (
    "les le la l los las el lo il i gli os as o a un une una uno des de del della dei degli " +
    "het een de pour para per por for to the our " +
    // Size words said before the noun: "pequenos produtores", "petits commerces".
    "pequeno pequenos pequena pequenas petit petits petite petites piccolo piccoli piccola " +
    "piccole mediano medianos medianas małe mały małych sma"
  )
    .split(" ")
    .map((word) => stem(foldWord(word))),
);

/** Words that introduce who a product is for: the buyer's noun follows. */
const FOR_WORDS: ReadonlySet<string> = new Set(
  ["para", "pour", "per", "voor", "for", "für", "dla", "för", "til", "untuk", "bagi"].map((word) =>
    stem(foldWord(word)),
  ),
);

/** Words joining a complement that narrows the head: "écoles de ski", "clínicas de fisioterapia". */
const COMPLEMENT_WORDS: ReadonlySet<string> = wordSet(
  "de di da del della dello dei degli delle des du d do dos das van voor",
);

/** Words that end the noun phrase: a place, a purpose or a clause follows. */
const HEAD_FIRST_STOPS: ReadonlySet<string> = new Set(
  (
    "en in a au aux dans nel nella nei negli nelle em no na nos nas op bij con avec com mit " +
    "met para pour per por que qui che who that which with for across w och og på pa i"
  )
    .split(" ")
    .map((word) => stem(foldWord(word))),
);

/** Adjectives that keep the unit whole: size, ownership, kind of community, place. */
const HEAD_FIRST_GENERIC = new Set(
  (
    "independiente independientes independant independants independante independantes " +
    "indipendente indipendenti independente independentes onafhankelijke pequeno pequenos " +
    "pequena pequenas petit petits petite petites piccolo piccoli piccola piccole kleine " +
    "local locales locaux locale locali lokale comunitaria comunitarias comunitario " +
    "familiar familiares familial familiaux familiale familiales familiare familiari " +
    "privado privados privada privadas prive prives privee privees privato privati privata " +
    "private publico publicos publica publicas public publics publique publiques pubblico " +
    "pubblici pubblica pubbliche mediano medianos mediana medianas moyen moyens moyenne " +
    "moyennes medio medi media medie urbano urbanos urbana urbanas urbain urbains " +
    "urbaine urbaines italiani italiane italiano italiana espanol espanoles espanola " +
    "espanolas francais francaise francaises brasileiro brasileiros brasileira brasileiras " +
    "mexicano mexicanos mexicana mexicanas nederlandse artisanal artisanale artisanales " +
    "artisanaux artigianale artigianali artesanal artesanales artesanais traditionnel " +
    "traditionnelle traditionnels traditionnelles tradicional tradicionales tradizionale " +
    "tradizionali e y et ou o en and"
  )
    .split(" ")
    .map((word) => stem(foldWord(word))),
);

const MAX_HEAD_FIRST_WORDS = 6;

/**
 * A buyer named noun first (issue 23): "farmacias comunitarias en España" (community
 * pharmacies, counted), "bar e caffetterie indipendenti" (bars, counted), "écoles de ski" (a
 * kind of school the words narrow: asked for), "casas rurales" (an establishment no unit
 * counts: asked for). The phrase must open the target market, after at most an article. Null
 * when the target market does not open with such a noun.
 */
function readHeadFirst(text: string, tokens: readonly Token[]): BuyerReading | null {
  const matches = headFirstMatcher.match(tokens);
  const afterArticles = (index: number) => {
    let at = index;
    while (at < tokens.length && HEAD_FIRST_OPENERS.has(tokens[at]!.stem)) at += 1;
    return at;
  };
  // Where the buyer may be named: the text's first noun, or the noun after "for" in a sentence
  // about the product ("Red de repartidores para farmacias…").
  const starts = [
    afterArticles(0),
    ...tokens.flatMap((token, index) =>
      FOR_WORDS.has(token.stem) ? [afterArticles(index + 1)] : [],
    ),
  ];
  const start = starts.find(
    (at) =>
      tokens[at] !== undefined &&
      (matches.some((candidate) => candidate.first === at) ||
        HEAD_FIRST_ESTABLISHMENTS.has(tokens[at]!.stem) ||
        isInflectedTrade(tokens[at]!.stem) ||
        isShopWord(text, tokens[at]!)),
  );
  if (start === undefined) return null;
  const head = tokens[start]!;
  const match = matches.find((candidate) => candidate.first === start);
  const unitId = match?.votes[0]?.target;
  // The noun phrase: from the head to a place, a purpose, a clause or a mark.
  let last = match?.last ?? start;
  let narrowed = false;
  for (let index = last + 1; index < tokens.length; index += 1) {
    const token = tokens[index]!;
    const between = text.slice(tokens[index - 1]!.end, token.start);
    if (PHRASE_END_MARK.test(between) || index - start >= MAX_HEAD_FIRST_WORDS) break;
    if (HEAD_FIRST_STOPS.has(token.stem)) break;
    if (COMPLEMENT_WORDS.has(token.stem)) {
      // "farmacias de España" names a place, not a kind of pharmacy.
      const next = tokens[index + 1];
      if (next === undefined || readCountryWord(text.slice(next.start, next.end))) break;
      narrowed = true;
    } else if (
      !HEAD_FIRST_GENERIC.has(token.stem) &&
      !headFirstMatcher.match([token]).length &&
      !HEAD_FIRST_ESTABLISHMENTS.has(token.stem) &&
      !isInflectedTrade(token.stem) &&
      !isShopWord(text, token)
    ) {
      // Any other word after the noun narrows it: "hoteles rurales", "tiendas veganas".
      narrowed = true;
    }
    last = index;
  }
  // "hotel guests", "bar staff": a head English shares reads the English way, noun last; only
  // words of the founder's language after it ("bar e caffetterie", "hôtels indépendants")
  // make it head first.
  if (
    narrowed &&
    !isForeignTrade(head.stem) &&
    (ESTABLISHMENT_STEMS.has(head.stem) || unitMatcher.match([head]).length > 0)
  )
    return null;
  const phrase = text.slice(head.start, tokens[last]!.end).toLowerCase();
  const unit = unitId === undefined ? undefined : getBuyerUnit(unitId);
  if (unit !== undefined && !narrowed && namesPartOnly(unit, phrase)) {
    return { ...partOf(unit, phrase), headFirst: true };
  }
  if (unit !== undefined && !narrowed) {
    return {
      unit,
      phrase,
      orientation: unit.orientation,
      roleInOrganisation: false,
      qualified: false,
      establishment: null,
      headFirst: true,
    };
  }
  return {
    unit: null,
    phrase: null,
    orientation: "b2b",
    roleInOrganisation: false,
    qualified: false,
    establishment: phrase,
    headFirst: true,
    ...(unit === undefined ? {} : { narrowed: unit }),
  };
}

/**
 * A shop named the way French, Spanish, Italian and Portuguese name shops, after what they sell
 * or do: "cordonneries", "tortillerías", "pizzerie", "gelaterie", "sorveterias". The suffix
 * (-erie, -ería, -eria) makes the word a business premises whatever the trade; a country or a
 * city ("Nigeria", "Siberia") is not one.
 */
function isShopWord(text: string, token: Token): boolean {
  const word = foldWord(text.slice(token.start, token.end).toLowerCase());
  return /^\p{L}{3,}(?:erie|eria)s?$/u.test(word) && !NOT_SHOPS.has(word) && !readCountryWord(word);
}

/**
 * Whether a text names a unit anywhere, by any of its names (keywords, noun-first names): the
 * target market "artisan boulangeries-pâtisseries" names bakeries, "stabilimenti balneari" does
 * not name restaurants.
 */
export function namesUnit(text: string, unit: BuyerUnitEntry): boolean {
  const tokens = tokenise(text);
  return [unitMatcher, headFirstMatcher].some((matcher) =>
    matcher
      .match(tokens)
      .some(
        (match) =>
          match.votes.some((vote) => vote.target === unit.id) &&
          !(unit.kind === "organisation" && inWithComplement(text, tokens, match.first)),
      ),
  );
}

/** Words that open a complement saying what the noun before them has. */
const WITH_WORDS: ReadonlySet<string> = new Set(["with", "mit", "avec", "con", "met", "com"]);
/** How many words (articles, adjectives) may stand between the "with" and the noun. */
const MAX_COMPLEMENT_GAP = 3;

/**
 * Whether the word at `first` sits in a "with" complement of a noun named before it, in the same
 * clause: "Werkstatt" in "Fahrradfachhändler mit eigener Werkstatt", "restaurant" in "hotels with
 * a restaurant".
 */
function inWithComplement(text: string, tokens: readonly Token[], first: number): boolean {
  for (let index = first - 1; index >= 1 && first - index <= MAX_COMPLEMENT_GAP + 1; index -= 1) {
    if (PHRASE_END_MARK.test(text.slice(tokens[index]!.end, tokens[index + 1]!.start)))
      return false;
    if (WITH_WORDS.has(text.slice(tokens[index]!.start, tokens[index]!.end).toLowerCase())) {
      return !PHRASE_END_MARK.test(text.slice(tokens[index - 1]!.end, tokens[index]!.start));
    }
  }
  return false;
}

/**
 * Whether one word names a business premises or a trade ("boutique", "course", "pharmacy",
 * "cordonnerie"): a price per one of them is a price per customer organisation.
 */
export function isEstablishmentWord(word: string): boolean {
  const folded = foldWord(word.toLowerCase());
  const key = stem(folded);
  return (
    ESTABLISHMENT_STEMS.has(key) ||
    HEAD_FIRST_ESTABLISHMENTS.has(key) ||
    isInflectedTrade(key) ||
    QUALIFIED_HEADS.has(key) ||
    GERMAN_COMPOUND_ESTABLISHMENT.test(key) ||
    (/^\p{L}{3,}(?:erie|eria)s?$/u.test(folded) &&
      !NOT_SHOPS.has(folded) &&
      !readCountryWord(folded))
  );
}

/** Words with a shop's suffix that name no shop. */
const NOT_SHOPS: ReadonlySet<string> = wordSet("criteria materia materie bacteria series");

/**
 * Japanese words for a business or its premises: a shop (店, 店舗), an operator (事業者, 経営者,
 * 店主), a facility (施設), a company (法人, 会社, 企業), a clinic (医院, クリニック), a school (学校,
 * 塾), a salon, a factory, a farm, an inn, a municipality, a laundry (ランドリー).
 */
const JAPANESE_BUSINESS =
  /店|店舗|美容室|美容院|理容室|歯科|診療所|事務所|店主|事業者|事業所|経営者|施設|法人|会社|企業|医院|病院|薬局|クリニック|学校|塾|サロン|工場|農家|農場|ホテル|旅館|自治体|ランドリー|保育所|保育園|こども園|幼稚園|酒蔵|蔵元/u;

/** A target market in Japanese that names a business: its words, brackets dropped; else null. */
function japaneseEstablishment(text: string): string | null {
  if (!/[\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}]/u.test(text)) return null;
  if (!JAPANESE_BUSINESS.test(text)) return null;
  const words = text.replace(/[（(][^）)]*[）)]/gu, "").trim();
  return words === "" ? null : words;
}

/** Whether a word names a country or a large city the knowledge base knows ("España"). */
function readCountryWord(word: string): boolean {
  const folded = stem(foldWord(word.toLowerCase()));
  return KNOWLEDGE_BASE.countries.some((country) =>
    country.phrases.some((phrase) => stem(phrase) === folded),
  );
}

// ---------------------------------------------------------------------------------------------
// Establishments the knowledge base does not count (issue 23)
// ---------------------------------------------------------------------------------------------

/**
 * Nouns that name a business as a place or a trade: a target market whose head noun is one of
 * them buys as that business ("tattoo studios", "trucking companies", "undertakers"), whether
 * or not the knowledge base counts it.
 */
const ESTABLISHMENT_STEMS: ReadonlySet<string> = new Set(
  [
    ...ORGANISATION_WORDS,
    ...FOREIGN_TRADE_WORDS.split(" "),
    ...(
      "shop store studio parlour parlor salon clinic practice surgery agency firm company " +
      "dealership dealer garage lab laboratory farm brewery brewer distillery winery vineyard " +
      "bakery pub bar tavern inn hotel motel hostel venue restaurant cafe café canteen diner " +
      "bistro eatery gym spa academy nursery daycare kindergarten hospice carrier haulier " +
      "hauler trucker operator contractor manufacturer factory mill workshop warehouse " +
      "wholesaler distributor retailer supplier merchant grocer florist jeweller jeweler " +
      "butcher baker fishmonger greengrocer optician optometrist undertaker mortuary " +
      "crematorium marina kennel cattery cinema theatre theater museum gallery bookshop " +
      "bookstore boutique franchise franchisee landlord plumber electrician roofer " +
      "campsite campground guesthouse cattery orchard plantation sawmill quarry " +
      "landscaper locksmith mechanic broker insurer lender chain outlet groomer startup scaleup " +
      // Trade premises in the founder's language: French and German shops and workshops.
      // Both forms: the stemmer reads "boulangeries" as "boulangery", German plurals as written.
      "boulangerie patisserie pâtisserie fromagerie boucherie charcuterie épicerie brasserie " +
      "boulangeries patisseries pâtisseries fromageries boucheries charcuteries épiceries " +
      "brasseries traiteur bäckerei metzgerei konditorei apotheke praxis bäckereien " +
      "metzgereien konditoreien apotheken praxen dispensary genossenschaft genossenschaften " +
      "betrieb betriebe kanzlei kanzleien laden laeden geschaft geschafte filiale filialen " +
      "werkstatt werkstatten " +
      // Providers of care and childcare, agents, co-operatives and the self-employed: each
      // sells a service to others and buys as a business (issue 23).
      "childminder childminders creche creches crèche crèches preschool preschools centre " +
      "centres center centers cooperative cooperatives coop coops sacco saccos agent agents " +
      "microfinance producer producers grower growers microentrepreneur microentrepreneurs " +
      "zzper zzpers " +
      // Stalls, vendors and stores of goods: hawkers, market traders, food trucks, cold
      // storages, oil mills, chip shops (frituren, friteries).
      "stall stalls kiosk kiosks vendor vendors trader traders tradesman tradesmen hawker " +
      "hawkers foodtruck foodtrucks storage " +
      "storages almazara almazaras frituur frituren friterie friteries " +
      // Public bodies by their office: administrations, councils, authorities, departments,
      // in English and the founder's language (juntas de freguesia, ayuntamientos, Gemeinden).
      "administration administrations council councils authority authorities department " +
      "departments junta juntas freguesia freguesias ayuntamiento ayuntamientos camara camaras " +
      "mairie mairies gemeinde gemeinden gemeente gemeenten kommune kommuner kommun kommuner " +
      "comune comuni " +
      // Organisations by their form rather than their trade (issue 23): trusts, committees,
      // associations, societies, foundations ("Marae trusts and committees"); the same in the
      // founder's language are FOREIGN_TRADE_WORDS.
      "trust trusts committee committees association associations society societies " +
      "foundation foundations federation federations guild guilds congregation congregations " +
      "parish parishes collective collectives institute institutes"
    ).split(" "),
  ].map((word) => stem(foldWord(word))),
);

/**
 * The knowledge base's broad units, each with the words that may stand before it without
 * narrowing it (beyond GENERIC_MODIFIERS): any other word ("cannabis stores", "driving
 * schools", "trucking companies") names a narrower kind of business the unit does not count.
 */
const BROAD_UNITS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ["employer-firms", new Set<string>()],
  ["small-employer-firms", new Set<string>()],
  [
    "retail-stores",
    new Set(["retail", "brick", "mortar", "high", "street", "main", "physical", "bricks"]),
  ],
  // "dairy farms", "organic growers", "arable farmers": a sub-sector is a fraction of all farms
  // (a US dairy farm is one farm in 77), so it is asked for, never counted as every farm.
  ["farms", new Set(["working", "commercial", "rural", "smallholder", "smallholding"])],
  [
    "k12-schools",
    wordSet(
      "primary secondary elementary middle high junior senior grammar state catholic " +
        "christian religious faith charter k-12 k12 12 community comprehensive boarding day " +
        "academy academies english australian irish indian canadian",
    ),
  ],
]);

/**
 * Whether a unit is one of the broad units a sub-sector narrows ("farms" for "organic
 * vineyards"): such a unit never stands in for an establishment the target market names.
 */
export function isBroadUnit(unit: BuyerUnitEntry): boolean {
  return BROAD_UNITS.has(unit.id);
}

/** Words before "companies" or "businesses" that say their size or kind, not their trade. */
const GENERIC_MODIFIERS = new Set(
  (
    "small smaller medium size sized mid midsize large larger big local independent family owned " +
    "run growing new young b2b us uk american british european all most many other private " +
    "public established busy owner operated online early stage venture backed funded " +
    "enterprise global international national regional"
  )
    .split(" ")
    .map((word) => stem(foldWord(word))),
);

/** Whether a word naming a trade ("trucking", "cleaning") sits right before the match. */
function tradeBefore(
  text: string,
  tokens: readonly Token[],
  first: number,
  allowed: ReadonlySet<string> = new Set(),
): boolean {
  const before = tokens[first - 1];
  if (before === undefined) return false;
  if (!/^\s+$/u.test(text.slice(before.end, tokens[first]!.start))) return false;
  const word = text.slice(before.start, before.end).toLowerCase();
  return (
    /^\p{L}+$/u.test(word) &&
    !GENERIC_MODIFIERS.has(word) &&
    !allowed.has(word) &&
    !PHRASE_OPENERS.has(word) &&
    !ROLE_PHRASE_STOPS.has(word)
  );
}

/**
 * Whether "and" or "or" and a word naming another kind sit right before the match ("arable and
 * dairy farms", "beef or dairy farms"); a size or ownership word ("small and medium dairy
 * farms") names no other kind.
 */
function coordinatedKindBefore(text: string, tokens: readonly Token[], first: number): boolean {
  const conjunction = tokens[first - 1];
  if (conjunction === undefined) return false;
  const word = text.slice(conjunction.start, conjunction.end).toLowerCase();
  if (word !== "and" && word !== "or") return false;
  if (!/^\s+$/u.test(text.slice(conjunction.end, tokens[first]!.start))) return false;
  return tradeBefore(text, tokens, first - 1);
}

/** What makes "center" (or "centre") an establishment: "garden centre", "dental center". */
const CENTRE_WORDS: ReadonlySet<string> = new Set([
  "garden",
  "fitness",
  "data",
  "call",
  "day",
  "medical",
  "dialysis",
  "learning",
  "tutoring",
  "service",
  "distribution",
  "community",
  "care",
  "dental",
  "diagnostic",
]);

/** Heads that name an establishment only after one of these words ("care homes", not "homes"). */
const QUALIFIED_HEADS: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  [
    ["home", new Set(["care", "nursing", "funeral", "retirement", "group", "residential"])],
    [
      "house",
      new Set([
        "auction",
        "publishing",
        "coffee",
        "guest",
        "fashion",
        "design",
        "trading",
        "tea",
        "steak",
        "boarding",
      ]),
    ],
    ["room", new Set(["escape", "tasting", "show"])],
    // "wine-growing estates", "tea estates": an estate that grows or farms is a business.
    [
      "estate",
      new Set([
        "wine",
        "growing",
        "farming",
        "sporting",
        "agricultural",
        "tea",
        "coffee",
        "country",
      ]),
    ],
    ["center", CENTRE_WORDS],
    ["centre", CENTRE_WORDS],
    ["station", new Set(["gas", "petrol", "filling", "service", "radio", "charging"])],
    ["wash", new Set(["car"])],
    ["course", new Set(["golf"])],
  ].map(([head, words]) => [stem(head as string), words as ReadonlySet<string>]),
);

/**
 * Words before a noun that make it a business whatever the noun (issue 23): "self-employed
 * driving instructors", "family-run campsites", "owner-operated garages", "freelance
 * translators". An owner-run establishment or a self-employed trade buys as a business.
 */
const BUSINESS_MARKERS: readonly (readonly string[])[] = [
  ["self", "employed"],
  ["family", "run"],
  ["family", "owned"],
  ["family", "operated"],
  ["owner", "run"],
  ["owner", "operated"],
  ["owner", "managed"],
  ["independently", "owned"],
  ["independently", "run"],
  ["sole", "trader"],
  ["freelance"],
  ["freelancing"],
  ["commercial"],
  // The same in the founder's language: freiberufliche Hebammen, sages-femmes libérales,
  // fisioterapeutas autónomos, zelfstandige kappers, selbstständige Handwerker.
  ["freiberuflich"],
  ["freiberufliche"],
  ["selbststandig"],
  ["selbststandige"],
  ["liberales"],
  ["independant"],
  ["independants"],
  ["independante"],
  ["independantes"],
  ["autonomo"],
  ["autonomos"],
  ["autonoma"],
  ["autonomas"],
  ["zelfstandig"],
  ["zelfstandige"],
  ["indipendente"],
  ["indipendenti"],
].map((words) => words.map(stem));

/**
 * Words that mark people as working for themselves, in any position (stems, accents folded):
 * "self-employed", "freelance", "libéraux", "libérales", "indépendants", "freiberufliche",
 * "selbstständige", "autónomos", "zelfstandige", "ZZP'ers". Two-word marks are `SELF_EMPLOYED_PAIRS`.
 */
const SELF_EMPLOYED_WORD =
  /^(?:liberaux|liberale|liberales|liberais|independant|independante|independants|independantes|freiberuflich\p{L}*|selbststandig\p{L}*|selbstandig\p{L}*|autonomo|autonoma|autonomos|autonomas|zelfstandig\p{L}*|zzp|zzper|zzpers|freelance|freelancer|freelancing|autoentrepreneur|microentrepreneur|einzelunternehmer\p{L}*|soloselbststandig\p{L}*)$/u;
/** Ways of working for oneself said after the noun phrase, in the founder's language. */
const WORKING_FOR_THEMSELVES =
  /(?:^|[^\p{L}])(?:en lib[ée]ral|[àa] (?:leur|son) compte|por cuenta propia|in proprio|por conta pr[óo]pria|auf eigene rechnung|on their own account)(?![\p{L}])/iu;
const SELF_EMPLOYED_PAIRS: readonly (readonly [string, string])[] = [
  ["self", "employed"],
  ["sole", "trader"],
  ["libero", "professionista"],
  ["liberi", "professionisti"],
  ["profissionai", "liberai"],
  ["profissionais", "liberais"],
  ["auto", "entrepreneur"],
  ["micro", "entrepreneur"],
  ["auto", "entrepreneurs"],
  ["micro", "entrepreneurs"],
];

/**
 * The phrase naming people who work for themselves (issue 23): the target market's first noun
 * phrase, or the one after "for", holding a self-employment mark before or after its noun
 * ("Infirmières libérales en France" → "infirmières libérales"). Null when no mark is there.
 */
function selfEmployedPhrase(text: string, tokens: readonly Token[]): string | null {
  // "Ostéopathes … installés en libéral", "abogados por cuenta propia": a mark said after the
  // phrase, as a way of working, marks its first noun phrase.
  if (WORKING_FOR_THEMSELVES.test(text) && tokens.length > 0) {
    return groupPhrase(text) ?? text.slice(tokens[0]!.start, tokens[0]!.end).toLowerCase();
  }
  const starts = [
    0,
    ...tokens.flatMap((token, index) => (FOR_WORDS.has(token.stem) ? [index + 1] : [])),
  ];
  for (const start of starts) {
    let first = start;
    while (first < tokens.length && HEAD_FIRST_OPENERS.has(tokens[first]!.stem)) first += 1;
    let last = first - 1;
    let marked = false;
    for (
      let index = first;
      index < tokens.length && index - first < MAX_HEAD_FIRST_WORDS;
      index++
    ) {
      const token = tokens[index]!;
      if (index > first) {
        const between = text.slice(tokens[index - 1]!.end, token.start);
        if (PHRASE_END_MARK.test(between) || HEAD_FIRST_STOPS.has(token.stem)) break;
      }
      const next = tokens[index + 1]?.stem ?? "";
      if (
        SELF_EMPLOYED_WORD.test(token.stem) ||
        SELF_EMPLOYED_PAIRS.some(([one, two]) => token.stem === one && next === two)
      )
        marked = true;
      last = index;
    }
    if (marked && last >= first)
      return text.slice(tokens[first]!.start, tokens[last]!.end).toLowerCase();
  }
  return null;
}

/** Whether a business marker sits among the words joined to the noun at `index`. */
function markedAsBusiness(text: string, tokens: readonly Token[], index: number): boolean {
  let first = index;
  while (first > 0 && index - first < MAX_ESTABLISHMENT_WORDS - 1) {
    const previous = tokens[first - 1]!;
    if (!/^(?:['’]?\s+|-)$/u.test(text.slice(previous.end, tokens[first]!.start))) break;
    if (PHRASE_OPENERS.has(previous.stem)) break;
    first -= 1;
  }
  for (let at = first; at < index; at += 1) {
    for (const marker of BUSINESS_MARKERS) {
      if (at + marker.length > index) continue;
      if (marker.every((word, offset) => tokens[at + offset]!.stem === word)) return true;
    }
  }
  return false;
}

/**
 * The last parts of a German, Dutch or Scandinavian compound that name a business (accents
 * folded). These also close a compound written with hyphens ("E-Bike-Händler", "Kfz-Werkstatt",
 * "Bio-Läden").
 */
const COMPOUND_TAILS = [
  "schule schulen praxis praxen laden laeden betrieb betriebe werkstatt werkstatten kanzlei",
  "kanzleien geschaft geschafte handler institut institute klinik kliniken apotheke apotheken",
  "studio studios salon salons zentrum zentren genossenschaft genossenschaften praktijk",
  "praktijken winkel winkels bedrijf bedrijven imbiss imbisse verein vereine verband verbande",
].join(" ");
/** Last parts that close a business only in a compound written whole ("Hofläden", not "Bio-Hof"). */
const WHOLE_COMPOUND_TAILS = [
  "ladens dienst dienste buro buros backerei backereien gaststatte gaststatten hof hofe verein",
  "vereine kantoor kantoren feger fegerinnen handwerker meisterbetrieb meisterbetriebe",
  // Swedish, Danish and Norwegian: "frisörsalonger", "tandläkarkliniker", "byggföretag".
  "salonger butiker kliniker foretag restauranger verkstader virksomheder bedrifter forskolor",
  "barnehager",
  // Dutch and Scandinavian organisations and schools: "woningcorporaties", "jeugdbewegingen",
  // "efterskoler", "friskolor", "idrottsföreningar".
  "corporatie corporaty vereniging verenigingen stichting stichtingen bewegingen skole skoler",
  "school scholen",
  "skola skolor forening foreninger foreningar",
].join(" ");
const alternatives = (words: string) => words.split(" ").join("|");

/**
 * A compound whose last part names a business: "Fahrschulen", "Hofläden", "Steuerkanzlei",
 * "Physiotherapiepraxen", "kapsalons", "frisörsalonger". The compound's first part says which
 * trade; the whole word is an establishment to ask about.
 */
const GERMAN_COMPOUND_ESTABLISHMENT = new RegExp(
  `^\\p{L}{3,}(?:${alternatives(`${COMPOUND_TAILS} ${WHOLE_COMPOUND_TAILS}`)})$`,
  "u",
);

/** The last part of a compound written with hyphens that names a business. */
const GERMAN_COMPOUND_TAIL = new RegExp(`^(?:${alternatives(COMPOUND_TAILS)})$`, "u");

/** Whether a token closes a German compound written with hyphens ("E-Bike-Händler"). */
function closesHyphenatedCompound(text: string, tokens: readonly Token[], index: number): boolean {
  const token = tokens[index]!;
  return (
    index > 0 &&
    text.slice(tokens[index - 1]!.end, token.start) === "-" &&
    GERMAN_COMPOUND_TAIL.test(token.stem)
  );
}

/** Words after an establishment that keep it the buyer: "studio owners", "garage operators". */
const OWNER_WORDS = new Set(["owner", "operator", "manager", "proprietor", "founder"].map(stem));

/** Words that open a noun phrase: the founder's phrase starts after the last of them. */
const PHRASE_OPENERS = wordSet(
  "for to at in of with by from and or a an the our your their who that which serve serving " +
    "dla fur til pour para voor " +
    "help helping sell selling like such as across within",
);
const MAX_ESTABLISHMENT_WORDS = 5;

/** Prepositions of the founder's language that put the noun after them in a place. */
const PLACE_PREPOSITIONS: ReadonlySet<string> = wordSet(
  "en dans au aux chez sur im bei beim nel nei nella presso bij em",
);

/**
 * The founder's phrase for the establishments a text names ("independent tattoo studios"),
 * when a noun phrase's head is an establishment or a trade; null when none is.
 */
export function establishmentPhrase(text: string, anywhere = false): string | null {
  const tokens = tokenise(text);
  // The buyer is the first noun phrase (or the first after "for"): "people who go to the
  // theatre" are people, "young professionals in the city centre" professionals. A role named
  // inside an organisation ("managers at logistics startups") looks further.
  let headSeen = false;
  // "practice managers at GP surgeries": where the role works, not a word of its title.
  const start = anywhere ? (roleAffiliation(tokens)?.after ?? 0) : 0;
  for (let index = start; index < tokens.length; index += 1) {
    const token = tokens[index]!;
    // "for", and the same word in the founder's language ("dla", "für", "pour"); not "per",
    // which is a price's ("€49 per salon").
    if (FOR_WORDS.has(token.stem) && token.stem !== "per") {
      headSeen = false;
      continue;
    }
    if (headSeen && !anywhere) continue;
    const qualifiers = QUALIFIED_HEADS.get(token.stem);
    const named =
      ESTABLISHMENT_STEMS.has(token.stem) ||
      isInflectedTrade(token.stem) ||
      GERMAN_COMPOUND_ESTABLISHMENT.test(token.stem) ||
      closesHyphenatedCompound(text, tokens, index) ||
      (qualifiers !== undefined && index > 0 && qualifiers.has(tokens[index - 1]!.stem)) ||
      markedAsBusiness(text, tokens, index);
    const next = tokens[index + 1];
    const beforeOwner =
      next !== undefined &&
      OWNER_WORDS.has(next.stem) &&
      !PHRASE_END_MARK.test(text.slice(token.end, next.start));
    // "deposit-taking SACCOs regulated by SASRA": a participle after it narrows the head.
    // The first part of a compound cut short ("Döner- und Kebab-Imbisse", "Betriebs- und
    // Hygienehandbuch") is no head.
    const cutShort = /^-\s/u.test(text.slice(token.end));
    const head =
      !cutShort &&
      (beforeOwner || endsPhrase(text, tokens, index) || narrowerFollows(text, tokens, index));
    if (!named || !head) {
      // "public and semi-private golf courses": an adjective before "and" is not the head.
      if (head && !GENERIC_MODIFIERS.has(token.stem)) headSeen = true;
      continue;
    }
    let first = index;
    while (first > 0 && index - first < MAX_ESTABLISHMENT_WORDS - 1) {
      const previous = tokens[first - 1]!;
      const word = text.slice(previous.start, previous.end).toLowerCase();
      // Only words joined by spaces or a hyphen ("family-owned") belong to the phrase.
      if (!/^(?:['’]?\s+|-)$/u.test(text.slice(previous.end, tokens[first]!.start))) break;
      if (PHRASE_OPENERS.has(word) || !/^[\p{L}'-]+$/u.test(word) || word === "undefined") break;
      // "cavaliers licenciés en club": a place after a preposition, not the buyer.
      if (!anywhere && PLACE_PREPOSITIONS.has(word)) return null;
      first -= 1;
    }
    return text.slice(tokens[first]!.start, token.end).toLowerCase();
  }
  return null;
}

/**
 * "and their", in the founder's language: "Administradores de fincas colegiados y sus
 * despachos", "notaires et leurs études", "architects and their practices".
 */
const AND_THEIR =
  /(?:^|[^\p{L}])(?:and their|y sus|et leurs|e i loro|e le loro|e os seus|e as suas|e seus|e suas|und ihre|en hun|en hun|og deres|och deras|i ich)\s+(\p{L}+)/iu;

/**
 * The people a target market names with their own premises after "and their" ("administradores
 * de fincas … y sus despachos"): they buy as a business; the phrase is the people's group. Null
 * when the words after "and their" name no establishment.
 */
function theirPremises(text: string, tokens: readonly Token[]): string | null {
  const premises = AND_THEIR.exec(text)?.[1];
  if (premises === undefined || !isEstablishmentWord(premises) || tokens.length === 0) return null;
  const before = text.slice(0, AND_THEIR.exec(text)!.index);
  return groupPhrase(before) ?? text.slice(tokens[0]!.start, tokens[0]!.end).toLowerCase();
}

/** How long a target market may be for a colon in it to define its group. */
const MAX_DEFINITION_CHARS = 160;

/**
 * A group the founder defines after a colon as a kind of organisation ("Stokvels in South
 * Africa: savings, grocery, investment and burial clubs"): the group, in their words. Null when
 * nothing after the colon names an establishment.
 */
function definedAsEstablishments(text: string): string | null {
  const colon = text.indexOf(":");
  // A target market's few words, not an idea's sentences ("… sensors for sugarbushes: one per…").
  if (colon <= 0 || text.length > MAX_DEFINITION_CHARS || /[.!?]\s/u.test(text)) return null;
  // Only a group of people or bodies, in the plural and in lower case after its first letter: a
  // product's name before a colon ("GateKeep: access control for …") defines nothing.
  const group = groupPhrase(text.slice(0, colon));
  if (group === null || !/s$/u.test(group) || /\p{Ll}\p{Lu}/u.test(text.slice(0, colon)))
    return null;
  return establishmentPhrase(text.slice(colon + 1), true) === null ? null : group;
}

/** Words that open the phrase a role is named in: it starts after the last of them. */
const ROLE_PHRASE_STOPS = wordSet(
  "for help helps helping that which who whom to let lets allow allows enable enables serve " +
    "serves serving with by from where when our your their a an the us usa uk our busy",
);
const MAX_ROLE_WORDS = 6;

/**
 * The role a text names inside an organisation, singular and in the founder's words:
 * "Dashboards that help hospital quality and patient safety managers at US community
 * hospitals…" → "quality and patient safety manager" (the organisation's own words before the
 * role are dropped: the persona says where they work). Null when it names no such role.
 */
export function rolePhrase(text: string): string | null {
  const tokens = tokenise(text);
  const start = rolePosition(tokens);
  if (start === -1) return null;
  // "nurse managers": the role runs over consecutive role words to the last one.
  let role = start;
  while (
    tokens[role + 1] !== undefined &&
    ROLE_WORDS.has(tokens[role + 1]!.stem) &&
    !PHRASE_END_MARK.test(text.slice(tokens[role]!.end, tokens[role + 1]!.start))
  ) {
    role += 1;
  }
  let first = start;
  while (first > 0 && role - first < MAX_ROLE_WORDS - 1) {
    const previous = tokens[first - 1]!;
    const between = text.slice(previous.end, tokens[first]!.start);
    const word = text.slice(previous.start, previous.end).toLowerCase();
    if (PHRASE_END_MARK.test(between) || ROLE_PHRASE_STOPS.has(word)) break;
    first -= 1;
  }
  while (first < role && ORGANISATION_WORDS.has(tokens[first]!.stem)) first += 1;
  const words = text.slice(tokens[first]!.start, tokens[role]!.start).toLowerCase();
  const roleWord = text.slice(tokens[role]!.start, tokens[role]!.end).toLowerCase();
  return `${words}${singular(roleWord)}`;
}

/** Words that end the group a target market names and start what narrows or places it. */
const GROUP_STOPS = wordSet(
  "in on at across within for with who whom that which whose where aged over under between " +
    "from near around throughout living based using " +
    // The same words in German, French, Spanish, Italian, Portuguese and Dutch.
    "con mit avec met com che que qui die atteints atteintes affetti en nel nella nei im au aux " +
    "dans bei em no na nos nas " +
    // Swedish, Norwegian, Danish and Polish: "Båtägare i Sverige med motorbåt", "w Polsce".
    "i med på hos w z",
);
const MAX_GROUP_WORDS = 6;

/**
 * Words for people in general, as a target market's first word ("Persone con diabete", "Menschen
 * mit Demenz", "Famílias de crianças autistas"): a condition after them names the group.
 */
const PEOPLE_HEADS = wordSet(
  "people persons persone personas personnes menschen pessoas mensen personer ludzie osoby " +
    "families familias familles famiglie familien gezinnen familier rodziny adults adultos " +
    "adultes adulti erwachsene volwassenen patients pacientes patienten pazienti",
);
/** "and" or "or" in the founder's language: another group or another status begins. */
const AND_WORDS = wordSet("and und et y e en og och oraz ja ve or oder ou eller lub");
/** "de", "di", "van", "von": what a group is "of" in the founder's language, as "of" is. */
const OF_WORDS = /^\s+(?:de|di|dei|delle|degli|van|von|des|do|da|dos|das)\s+/iu;

/**
 * The group a condition names after a word for people in general: "persone con diabete",
 * "Menschen mit Demenz", "famílias de crianças autistas", "personnes atteintes de diabète".
 * Its words run from the first word to a mark, a place or another stop; null unless one of
 * them names a condition or a status held.
 */
function conditionGroup(text: string, tokens: readonly Token[]): string | null {
  const first = tokens[0]!;
  if (!PEOPLE_HEADS.has(foldWord(text.slice(first.start, first.end).toLowerCase()))) return null;
  // "People in Ireland who hold a medical card": the place between them is skipped.
  const placed = tokens[placeAfter(text, tokens, 0)]!;
  const after = text.slice(placed.end);
  const opener = CONDITION_AFTER.exec(after) ?? HOLDS_AFTER.exec(after) ?? OF_WORDS.exec(after);
  if (opener === null) return null;
  const from = placed.end + opener[0].length;
  let last: Token | null = null;
  let named = false;
  let words = 0;
  for (let index = 1; index < tokens.length; index += 1) {
    const token = tokens[index]!;
    if (token.start < from) continue;
    const word = foldWord(text.slice(token.start, token.end).toLowerCase());
    if (last !== null && PHRASE_END_MARK.test(text.slice(tokens[index - 1]!.end, token.start)))
      break;
    if (GROUP_STOPS.has(word) || AND_WORDS.has(word)) break;
    if (readCountryWord(text.slice(token.start, token.end)) || words >= MAX_GROUP_WORDS) break;
    // "with disabilities holding a UDID card": what they do after the condition is not theirs.
    if (named && /\p{L}{3,}ing$/u.test(word)) break;
    if (CONDITION_NOUNS.has(word) || CONDITION_BEFORE.has(word) || STATUS_HELD.has(word))
      named = true;
    last = token;
    words += 1;
  }
  if (!named || last === null) return null;
  return `${text.slice(first.start, first.end)}${text.slice(placed.end, last.end)}`
    .toLowerCase()
    .trim();
}

/** "who hold", "holding": a status some people hold, after a word for people in general. */
const HOLDS_AFTER =
  /^\s+(?:(?:who|that)\s+(?:hold|holds|receive|receives|get|gets)|holding|receiving)\s+/iu;
/** First phrases that name no group of their own: the whole target market says more. */
const NAMES_NOBODY = wordSet(
  "people customers consumers users businesses companies everyone anyone clients buyers",
);

/**
 * The group of buyers a target market names, in the founder's words and lower case, when no
 * counted unit or establishment reads it: its first noun phrase, before the place and what
 * narrows it ("Retirees aged 65 and over in Canada" → "retirees", "Class 11 and 12 students
 * preparing for JEE Main" → "class 11 and 12 students"). Null when the words name no such
 * phrase (too long to be a noun phrase, or empty).
 */
export function groupPhrase(written: string): string | null {
  // "Licensed taxi (hackney carriage) and private hire drivers": an aside in brackets is not
  // where the group ends.
  const targetMarket = written.replace(/\s*\([^()]*\)/gu, "");
  const tokens = tokenise(targetMarket);
  if (tokens.length === 0) return null;
  const withCondition = conditionGroup(targetMarket, tokens);
  if (withCondition !== null) return withCondition;
  let last = 0;
  for (let index = 1; index < tokens.length; index += 1) {
    const token = tokens[index]!;
    const word = targetMarket.slice(token.start, token.end).toLowerCase();
    const between = targetMarket.slice(tokens[index - 1]!.end, token.start);
    if (PHRASE_END_MARK.test(between) || GROUP_STOPS.has(word)) break;
    // "students preparing…", "traders registered…": a participle after a plural noun narrows it.
    const previous = targetMarket.slice(tokens[index - 1]!.start, tokens[index - 1]!.end);
    if (/(?:ing|ed)$/u.test(word) && /s$/iu.test(previous)) break;
    last = index;
  }
  if (last + 1 > MAX_GROUP_WORDS) return null;
  const phrase = targetMarket.slice(tokens[0]!.start, tokens[last]!.end).toLowerCase().trim();
  // A phrase of no words, or a program's placeholder ("undefined"), names no one.
  if (!/\p{L}/u.test(phrase) || /\b(?:undefined|null|nan)\b/u.test(phrase)) return null;
  // Only words: letters, digits, hyphens, apostrophes and "&", as a noun phrase is written.
  if (!/^[\p{L}\p{N}'’&\- ]+$/u.test(phrase)) return null;
  return NAMES_NOBODY.has(phrase) ? null : phrase;
}
