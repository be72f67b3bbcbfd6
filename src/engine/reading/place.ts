/**
 * Where the founder sells, from their words when no scope was stated: "a tool for UK florists"
 * is Europe, "cafés in Lisbon" Europe, "clinics in Toronto" North America. A small hand-kept
 * list of places founders name; anything else is the knowledge base's default, the United States.
 */
import type { GeographicScope } from "../../shared/options";
import { PhraseMatcher, tokenise } from "../text";

const PLACES: Readonly<Partial<Record<GeographicScope, readonly string[]>>> = {
  "United States": [
    "us",
    "u.s.",
    "usa",
    "united states",
    "america",
    "american",
    "new york",
    "california",
    "texas",
    "chicago",
    "austin",
    "midwest",
  ],
  "North America": ["north america", "canada", "canadian", "toronto", "vancouver", "montreal"],
  Europe: [
    "europe",
    "european",
    "eu",
    "uk",
    "united kingdom",
    "britain",
    "british",
    "england",
    "scotland",
    "ireland",
    "london",
    "manchester",
    "germany",
    "german",
    "berlin",
    "munich",
    "france",
    "french",
    "paris",
    "spain",
    "madrid",
    "barcelona",
    "portugal",
    "lisbon",
    "italy",
    "milan",
    "rome",
    "netherlands",
    "dutch",
    "amsterdam",
    "sweden",
    "stockholm",
    "denmark",
    "copenhagen",
    "poland",
    "warsaw",
  ],
  "Asia-Pacific": [
    "asia",
    "apac",
    "india",
    "indian",
    "japan",
    "tokyo",
    "china",
    "singapore",
    "australia",
    "australian",
    "sydney",
    "melbourne",
    "new zealand",
    "korea",
    "seoul",
    "indonesia",
    "philippines",
    "vietnam",
  ],
  "Latin America": [
    "latin america",
    "latam",
    "brazil",
    "sao paulo",
    "mexico",
    "mexico city",
    "argentina",
    "buenos aires",
    "chile",
    "colombia",
    "peru",
  ],
  "Middle East & Africa": [
    "middle east",
    "africa",
    "african",
    "nigeria",
    "lagos",
    "kenya",
    "nairobi",
    "south africa",
    "egypt",
    "dubai",
    "uae",
    "saudi",
    "israel",
  ],
  Global: ["global", "globally", "worldwide", "international", "anywhere in the world"],
};

const placeMatcher = new PhraseMatcher<GeographicScope>(
  Object.entries(PLACES).flatMap(([scope, phrases]) =>
    (phrases ?? []).map((phrase) => ({
      phrase,
      target: scope as GeographicScope,
      weight: 1,
    })),
  ),
);

export interface PlaceReading {
  scope: GeographicScope;
  /** The founder's words that placed it, as written; empty for the default. */
  phrases: string[];
}

/**
 * The first place the founder's words name ("us" counts only written in capitals: "US", so the
 * pronoun does not place anyone), or null when they name none.
 */
export function readPlace(text: string): PlaceReading | null {
  const tokens = tokenise(text);
  for (const match of placeMatcher.match(tokens)) {
    const written = text.slice(tokens[match.first]!.start, tokens[match.last]!.end);
    if (/^us$/iu.test(written) && written !== "US") continue;
    if (/^eu$/iu.test(written) && written !== "EU") continue;
    const vote = match.votes[0];
    if (vote !== undefined) return { scope: vote.target, phrases: [written] };
  }
  return null;
}
