/**
 * Whether a text describes the buyer (issue 22): the one buyer-fit check. Customer discovery
 * (is the industry's best segment about these customers? which secondary segments name only the
 * idea's organisations?), the market analysis (does a chosen segment describe the counted unit?)
 * and the text-quality test (does a persona speak of other organisations than the customers?)
 * all ask `buyerFit`; segment matching scores word overlap with `segmentOverlap`. One word list
 * of organisations, one of the generic ones, one table of the names that mean the same buyer.
 */
import type { BuyerUnitEntry } from "../knowledge/schema";
import { stem, stemsOf, tokenise } from "../text";

// ---------------------------------------------------------------------------------------------
// Words
// ---------------------------------------------------------------------------------------------

const STOPWORDS = new Set(
  (
    "a an and or the of for in on with to who that their them they by from at as is are be " +
    "our your my we you it its into about than more most very who whom which people customer " +
    "buyer user team new other all any each one like"
  ).split(" "),
);

/** A meaningful stem: no stopword, no single letter. */
export function isContentStem(word: string): boolean {
  return word.length > 1 && !STOPWORDS.has(word);
}

/** The meaningful stems of a text. */
export function contentStems(text: string): Set<string> {
  return new Set(stemsOf(text).filter(isContentStem));
}

/**
 * How much a segment's words overlap the founder's: two points for each word of its name, one
 * for each word of its description, that the founder's stems hold.
 */
export function segmentOverlap(
  segment: { name: string; description: string },
  stems: ReadonlySet<string>,
): number {
  let score = 0;
  for (const word of contentStems(segment.name)) if (stems.has(word)) score += 2;
  for (const word of contentStems(segment.description)) if (stems.has(word)) score += 1;
  return score;
}

// ---------------------------------------------------------------------------------------------
// Organisations
// ---------------------------------------------------------------------------------------------

/** Nouns that name organisations, not people: a persona is a person at one (issue 16). */
export const ORGANISATION_NOUNS: ReadonlySet<string> = new Set(
  (
    "business businesses company companies startup startups team teams agency agencies firm " +
    "firms restaurant restaurants cafe cafes bar bars clinic clinics practice practices hospital " +
    "hospitals pharmacy pharmacies salon salons barbershop barbershops gym gyms studio studios " +
    "hotel hotels school schools university universities college colleges farm farms retailer " +
    "retailers shop shops store stores merchant merchants brand brands manufacturer " +
    "manufacturers factory factories plant plants warehouse warehouses facility facilities " +
    "fleet fleets nonprofit nonprofits charity charities church churches venue venues bakery " +
    "bakeries brewery breweries winery wineries boutique boutiques bookstore bookstores daycare " +
    "daycares nursery nurseries garage garages dealership dealerships lab labs laboratory " +
    "laboratories bank banks insurer insurers publisher publishers newsroom newsrooms spa spas " +
    "club clubs league leagues municipality municipalities council councils ministry " +
    "ministries government governments district districts group groups provider providers " +
    "organization organizations organisation organisations employer employers plan plans " +
    "system systems enterprise enterprises smb smbs sme smes carrier carriers utility utilities"
  ).split(" "),
);

/** The organisation nouns as stems ("hospitals" → "hospital"). */
export const ORGANISATION_STEMS: ReadonlySet<string> = new Set(
  [...ORGANISATION_NOUNS].map((word) => stem(word)),
);

/**
 * Organisation words any buyer may be described with: generic ones, and the committee or role
 * words of a segment ("health plans", "provider groups").
 */
const GENERIC_ORGANISATIONS: ReadonlySet<string> = new Set(
  (
    "business company organisation organization group provider team system plan employer " +
    "enterprise brand fleet"
  )
    .split(" ")
    .map(stem),
);

/** Organisation words that name the same kind of buyer ("dental clinics" are practices). */
const SAME_ORGANISATIONS: ReadonlyMap<string, readonly string[]> = new Map([
  ["clinic", ["practice"]],
  ["practice", ["clinic"]],
  ["company", ["firm", "business"]],
  ["firm", ["company", "business"]],
]);

/** Whether the phrase's head noun (its last word) names organisations rather than people. */
export function namesOrganisations(phrase: string): boolean {
  const head = /([\p{L}-]+)\W*$/u.exec(phrase)?.[1]?.toLowerCase() ?? "";
  return ORGANISATION_NOUNS.has(head);
}

/** The organisation words a text uses, as stems ("clinic", "practice", "school"). */
export function organisationStems(text: string): string[] {
  return tokenise(text)
    .map((token) => token.stem)
    .filter((word) => ORGANISATION_STEMS.has(word));
}

// ---------------------------------------------------------------------------------------------
// The fit
// ---------------------------------------------------------------------------------------------

/** Who the buyer is, for the fit: a counted unit, the founder's words for them, or both. */
export interface BuyerForFit {
  unit?: BuyerUnitEntry | null;
  /** The founder's words for the customers, or the stems of the idea's words. */
  words?: string | ReadonlySet<string>;
}

export interface BuyerFit {
  /** True when the text uses a word of the buyer's own ("hospital" for community hospitals). */
  names: boolean;
  /** The organisation words of the text that are the buyer's (or name the same kind). */
  own: string[];
  /** The organisation words of the text that name another kind of buyer ("practice", "school"). */
  foreign: string[];
}

/** Words of a unit's names that say nothing about which organisation it is. */
const UNIT_FILLER = new Set(
  ["and", "with", "under", "over", "beds", "staff", "200", "20"].map((word) => stem(word)),
);

function buyerStems(buyer: BuyerForFit): Set<string> {
  const stems = new Set<string>();
  const { unit, words } = buyer;
  if (unit !== undefined && unit !== null) {
    for (const phrase of [unit.plural, ...unit.keywords]) {
      for (const token of tokenise(phrase)) {
        if (!UNIT_FILLER.has(token.stem)) stems.add(token.stem);
      }
    }
  }
  if (typeof words === "string") for (const word of contentStems(words)) stems.add(word);
  else if (words !== undefined) for (const word of words) stems.add(word);
  return stems;
}

/**
 * Whether a text (a segment, a persona) describes the buyer: whether it uses the buyer's own
 * words, and which organisations it names that are the buyer's and which are another kind
 * (generic words such as "businesses" or "provider groups" are neither).
 */
export function buyerFit(text: string, buyer: BuyerForFit): BuyerFit {
  const stems = buyerStems(buyer);
  const words = tokenise(text).map((token) => token.stem);
  const organisations = [
    ...new Set(
      words.filter((word) => ORGANISATION_STEMS.has(word) && !GENERIC_ORGANISATIONS.has(word)),
    ),
  ];
  const isOwn = (word: string) =>
    stems.has(word) || (SAME_ORGANISATIONS.get(word) ?? []).some((same) => stems.has(same));
  return {
    names: words.some((word) => stems.has(word)),
    own: organisations.filter(isOwn),
    foreign: organisations.filter((word) => !isOwn(word)),
  };
}

/**
 * Whether an industry segment's words describe an organisation buyer unit (issue 16): a
 * segment of "clinics and provider groups … practices buying software" does not describe
 * community hospitals, so the unit's own description (`buys`) replaces it. Households, people
 * and units without a description always fit.
 */
export function segmentDescribes(
  segment: { name: string; description: string },
  unit: BuyerUnitEntry,
): boolean {
  if (unit.kind !== "organisation" || unit.buys === undefined) return true;
  return buyerFit(`${segment.name} ${segment.description}`, { unit }).names;
}
