/**
 * The one lookup for a sector's rules where the founder sells (issue 23): a US law (HIPAA, the
 * FDA, state licences) is shown to a founder selling in the United States, or worldwide; an EU
 * law to one selling in Europe; a practice found anywhere to everyone. A founder in a country
 * whose own rules for the sector are not in the knowledge base is told so, never handed another
 * country's law as theirs.
 */
import type { GeographicScope } from "../../shared/options";
import type { CountryEntry, IndustryEntry, RegulationPlace } from "./schema";

/** Where the founder sells: their country when known, else the scope they chose. */
export interface SellingPlace {
  country?: CountryEntry | null | undefined;
  scope?: GeographicScope | undefined;
}

/** The places whose rules apply to a founder selling in `place`. */
function placesFor(place: SellingPlace): ReadonlySet<RegulationPlace> {
  const scope = place.country?.scope ?? place.scope ?? "United States";
  if (place.country == null && scope === "Global")
    return new Set(["United States", "Europe", "anywhere"]);
  if (scope === "United States") return new Set(["United States", "anywhere"]);
  if (scope === "Europe") return new Set(["Europe", "anywhere"]);
  return new Set(["anywhere"]);
}

/**
 * The sector's rules for a founder selling in `place`, those of their own place first; when the
 * knowledge base has none of their own place's for the sector, a last note says so and where to
 * ask. Never empty. With no place at all, the product's default scope (the United States).
 */
export function regulatoryNotesFor(industry: IndustryEntry, place: SellingPlace = {}): string[] {
  const places = placesFor(place);
  const notes = industry.regulatoryNotes.filter((note) => places.has(note.where));
  const own = notes.filter((note) => note.where !== "anywhere");
  const texts = [...own, ...notes.filter((note) => note.where === "anywhere")].map(
    (note) => note.text,
  );
  if (own.length > 0) return texts;
  return [missingRules(industry, place.country?.prose ?? null), ...texts];
}

/** The note for a place whose own rules for the sector the knowledge base does not hold. */
function missingRules(industry: IndustryEntry, where: string | null): string {
  const sector = industry.name === "Other" ? "your kind of business" : industry.name.toLowerCase();
  const ask =
    where === null
      ? "the sector's regulator where you sell, or a local adviser"
      : `${where}'s regulator for the sector, or a local adviser there`;
  return (
    `The licences and rules for ${sector} ${where === null ? "where you sell" : `in ${where}`} ` +
    `are not in our sources yet: before you launch, ask ${ask} what you need.`
  );
}
