/**
 * The one English plural folder of the engines (decision 010): `stem` for matching words against
 * the lexicons and the knowledge base, `singular` for writing a word before a noun ("dog owners").
 * Both use the same rules; `singular` also keeps a few plurals that read better as they are
 * ("sports coaching", "arts and crafts").
 */

/** Words ending in "s" that are not plurals, or whose singular is another word ("news"). */
const NOT_PLURAL: ReadonlySet<string> = new Set([
  "news",
  "series",
  "species",
  "saas",
  "ios",
  "always",
  "various",
  "yes",
  "perhaps",
  "whereas",
  "clothes",
  "canvas",
  "lens",
  "bias",
  "atlas",
  "chaos",
  // Fields of study and trades ending in -ics; other -ics words are plurals ("clinics").
  "analytics",
  "logistics",
  "physics",
  "ethics",
  "economics",
  "electronics",
  "graphics",
  "robotics",
  "genetics",
  "mathematics",
  "athletics",
  "aerobics",
  "gymnastics",
  "politics",
  "statistics",
  "optics",
  "acoustics",
  "linguistics",
  "ergonomics",
  "aesthetics",
  "diagnostics",
  "esthetics",
]);

/** Plurals that read better than their singular before a noun ("sports coaching"). */
const PLURAL_IN_PROSE: ReadonlySet<string> = new Set([
  "glasses",
  "sales",
  "outdoors",
  "sports",
  "arts",
  "crafts",
  "drums",
  "nails",
  "weights",
]);

/** Plural nouns whose singular ends in "-ie" (movies → movie). */
const IE_PLURALS: ReadonlySet<string> = new Set([
  "movies",
  "cookies",
  "pies",
  "ties",
  "zombies",
  "selfies",
  "hoodies",
  "smoothies",
  "brownies",
  "rookies",
  "veggies",
  "indies",
  "foodies",
  "newbies",
  "techies",
  "goalies",
]);

/** Plurals of nouns ending in "-che" (niches → niche, not "nich"). */
const CHE_PLURALS: ReadonlySet<string> = new Set([
  "niches",
  "caches",
  "headaches",
  "quiches",
  "cliches",
  "avalanches",
  "moustaches",
  "creches",
]);

/** Endings that are not a plural "s": glass, business, status, analysis, dog's. */
const NOT_A_PLURAL_ENDING = /(?:ss|us|is|'s)$/;
/** Plurals that add "es": boxes, churches, dishes, businesses, quizzes. */
const ES_PLURAL = /(?:x|ch|sh|ss|zz)es$/;

/** How many letters end the plural and what replaces them, for a lowercase word. */
function pluralEnding(lower: string): { drop: number; add: string } | undefined {
  if (lower.length <= 3 || !lower.endsWith("s") || NOT_PLURAL.has(lower)) return undefined;
  if (NOT_A_PLURAL_ENDING.test(lower)) return undefined;
  if (IE_PLURALS.has(lower) || CHE_PLURALS.has(lower)) return { drop: 1, add: "" };
  if (lower.endsWith("ies")) return { drop: 3, add: "y" };
  if (ES_PLURAL.test(lower)) return { drop: 2, add: "" };
  return { drop: 1, add: "" };
}

/**
 * The singular of one word, its case kept: "dogs" → "dog", "Puppies" → "Puppy", "clinics" →
 * "clinic"; "news", "business", "analysis" and "sports" stay as they are.
 */
export function singular(word: string): string {
  const lower = word.toLowerCase();
  if (PLURAL_IN_PROSE.has(lower)) return word;
  const ending = pluralEnding(lower);
  return ending === undefined ? word : word.slice(0, -ending.drop) + ending.add;
}

/**
 * The matching key of one lowercase word: its singular ("hospitals" → "hospital", "nurses" →
 * "nurse", "companies" → "company"); words that only look plural stay whole ("news", "glass",
 * "series", "species", "analysis", "business").
 */
export function stem(word: string): string {
  const ending = pluralEnding(word);
  return ending === undefined ? word : word.slice(0, -ending.drop) + ending.add;
}
