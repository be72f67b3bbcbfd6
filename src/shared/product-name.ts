/**
 * The product and venture names a founder gives, and the subject a project title quotes, read from
 * their own words. Pure and browser-safe: project titles (src/modules/project-title.ts) and the
 * engines' reading of the founder (src/engine/reading) use the same reader.
 */

/** The longest subject a project title quotes from the founder's words. */
export const TITLE_SUBJECT_MAX = 60;

/**
 * The subject of a project title from the founder's own words: the first sentence or clause,
 * whitespace collapsed, cut at a word boundary within `max` characters (an ellipsis marks a
 * cut). "ICU scheduling for community hospitals. Nurses swap shifts by text…" → "ICU scheduling
 * for community hospitals". Empty text gives "".
 */
export function titleSubject(text: unknown, max = TITLE_SUBJECT_MAX): string {
  if (typeof text !== "string") return "";
  const flat = text.replace(/\s+/g, " ").trim();
  const first = (flat.split(/(?<=[.!?;])\s|\s[-–—]\s/)[0] ?? "").replace(/[.!?;:,]+$/, "").trim();
  if (first.length <= max) return first;
  const cut = first.slice(0, max + 1);
  // The last break between words: a space, or a hyphen or slash inside a joined run
  // ("drone-based-computer-vision-…" is cut after "computer", never inside "vision").
  const space = Math.max(cut.lastIndexOf(" "), cut.lastIndexOf("-"), cut.lastIndexOf("/"));
  const words = (space > max / 2 ? cut.slice(0, space) : first.slice(0, max)).replace(
    /[\s,;:–—/-]+$/,
    "",
  );
  return `${words.replace(/…+$/, "")}…`;
}

/** Words that open a description rather than name a product ("Idea: an app for…"). */
const NOT_A_NAME = new Set([
  "idea",
  "my idea",
  "the idea",
  "concept",
  "business",
  "business idea",
  "startup",
  "product",
  "problem",
  "solution",
  "summary",
  "pitch",
  "overview",
  "description",
  "note",
  "update",
]);

/**
 * The product name a founder put first: "PawLedger: bookkeeping software for vet clinics" or
 * "Acme Health — claims for clinics" → "PawLedger", "Acme Health". A name is one to three words,
 * each starting with a capital letter or a digit, followed by a colon or a spaced dash; anything
 * else ("ICU scheduling: …", "Idea: …") is not a name and answers undefined.
 */
export function productName(text: unknown): string | undefined {
  if (typeof text !== "string") return undefined;
  const flat = text.replace(/\s+/g, " ").trim();
  const match = /^([^:–—]{1,40}?)\s*(?::|\s[-–—]\s)\s*\S/.exec(flat);
  const name = match?.[1]?.trim();
  if (!name || NOT_A_NAME.has(name.toLowerCase())) return undefined;
  const words = name.split(" ");
  if (words.length > 3 || !words.every((word) => /^[\p{Lu}\d]/u.test(word))) return undefined;
  return name;
}

/**
 * A venture's name from the founder's words: the product's name when they gave one first
 * ("PawLedger"), else the subject a project title would quote.
 */
export function ventureName(text: unknown, max = TITLE_SUBJECT_MAX): string {
  return productName(text) ?? titleSubject(text, max);
}
