import { PROPER_NOUNS } from "../knowledge/proper-nouns";

/**
 * The engines' one case rule (issue 22): `capitalise` for the start of a sentence or a cell,
 * `lowerFirst` for a phrase placed mid-sentence. Both leave a name in its own case: a word
 * written with capitals inside it ("ICU", "iPhone", "ezyVet", "SaaS"), a run of capitalised
 * words ("Google Ads", "App Store Optimisation") and the knowledge base's proper nouns
 * (src/engine/knowledge/proper-nouns.ts: "Etsy, Faire", "Shopify sellers").
 */

/**
 * The first letter upper-cased, for the start of a sentence or a cell, when the first word is
 * plain lower case ("dog café" → "Dog café"). A word with a capital already ("ICU", "iPhone",
 * "ezyVet") is a name and keeps its own case.
 */
export function capitalise(text: string): string {
  const space = text.indexOf(" ");
  const first = space < 0 ? text : text.slice(0, space);
  if (first !== first.toLowerCase()) return text;
  const code = text.codePointAt(0);
  if (code === undefined) return text;
  const head = String.fromCodePoint(code);
  return head.toUpperCase() + text.slice(head.length);
}

/**
 * True when the text opens with a proper noun of the knowledge base, or one of `names` (the
 * founder's own: their product, their competitors), as a whole word.
 */
export function startsWithName(text: string, names: readonly string[] = []): boolean {
  const opens = (name: string) =>
    name !== "" && text.startsWith(name) && !/[\p{L}\p{N}]/u.test(text.charAt(name.length));
  return names.some(opens) || PROPER_NOUNS.some(opens);
}

/**
 * Ordinary words that open a sentence, never a name: "Since South Dakota v. Wayfair…" is not a
 * run of capitalised words.
 */
const SENTENCE_OPENERS = new Set(
  (
    "A An The This That These Those Since When While What Which Where Who How If As At By For " +
    "From In Into On Of Over Under With Without Most Many Some Each Every All Any Few No Not " +
    "Once Only Our Your Their Its After Before During Until Unless Because Although"
  ).split(" "),
);

/**
 * The text with its first letter in lower case, for use mid-sentence, when its first word is an
 * ordinary capitalised word: "Small and medium businesses" → "small and medium businesses",
 * "Founder-led outbound" → "founder-led outbound", "A paid pilot" → "a paid pilot". Kept as
 * they are: acronyms and mixed case ("IT buyers", "AI-native", "SaaS", "iOS"), a run of
 * capitalised words ("Google Ads", "App Store Optimisation"; an acronym second, as in "Health IT",
 * or an ordinary opener first, as in "Since South Dakota", is no name), the pronoun "I", and the knowledge
 * base's proper nouns ("Etsy, Faire", "LinkedIn", "Shopify sellers"), and any of `names`, the
 * founder's own names when the text is theirs ("Rover walkers" when they named Rover).
 */
export function lowerFirst(text: string, names: readonly string[] = []): string {
  const first = /^[\p{L}'’-]+/u.exec(text)?.[0];
  if (first === undefined || !/^\p{Lu}[\p{Ll}'’-]*$/u.test(first) || first === "I") return text;
  if (
    /^\p{Lu}[\p{Ll}'’-]+ \p{Lu}(?:\p{Ll}|(?![\p{L}\p{N}]))/u.test(text) &&
    !SENTENCE_OPENERS.has(first)
  )
    return text;
  if (startsWithName(text, names)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}
