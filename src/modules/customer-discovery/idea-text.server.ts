import { BROKEN_TEXT_PATTERN, numbersIn } from "../../shared/provenance";

/**
 * Reading the founder's free text: tokens for the lexicon (lowercased, accents stripped, lightly
 * stemmed, with their offsets in the original text) and safe excerpts of it for the prose
 * (whole words, no template markers, no number the founder did not write).
 */

/** One word of the founder's text: its stem for matching and where it sits in the original. */
export interface Token {
  stem: string;
  start: number;
  end: number;
}

const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const COMBINING_MARKS = /\p{M}/gu;
/** Words the plural rule would mangle into other words ("news" → "new"). */
const NO_STEM = new Set(["news", "saas", "series", "species", "analytics", "logistics", "ios"]);

/** "clinics" → "clinic", "bakeries" → "bakery", "boxes" → "box", "class" stays "class". */
export function stem(word: string): string {
  if (word.length <= 3 || NO_STEM.has(word)) return word;
  if (word.endsWith("ies") && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:ss|x|z|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (/[^su]s$/.test(word) && !word.endsWith("is")) return word.slice(0, -1);
  return word;
}

const PLAIN_WORD = /^[a-z0-9]+$/;
const ASCII_WORD = /^[\x21-\x7e]+$/;

/** Lowercase, accents stripped ("Café" → "cafe"), then stemmed. */
function stemKey(word: string): string {
  if (PLAIN_WORD.test(word)) return stem(word);
  if (ASCII_WORD.test(word)) return stem(word.toLowerCase());
  return stem(word.normalize("NFKD").replace(COMBINING_MARKS, "").toLowerCase());
}

/** The words of a text, in order, with offsets into that same text. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(WORD)) {
    const key = stemKey(match[0]);
    if (key.length === 0) continue;
    tokens.push({ stem: key, start: match.index, end: match.index + match[0].length });
  }
  return tokens;
}

/** A lexicon phrase as stems: "meal-kit" → ["meal", "kit"]. */
export function phraseStems(phrase: string): string[] {
  return tokenize(phrase).map((token) => token.stem);
}

const KNOWN_TEXT_STEMS = new Map<string, readonly string[]>();

/**
 * The stems of a fixed text (a knowledge-base sentence or name), computed once. Only for texts
 * from the code and the knowledge base: founder text is never cached, so the cache stays bounded.
 */
export function knownTextStems(text: string): readonly string[] {
  let stems = KNOWN_TEXT_STEMS.get(text);
  if (stems === undefined) {
    stems = phraseStems(text);
    KNOWN_TEXT_STEMS.set(text, stems);
  }
  return stems;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const CONTROL_OR_SPACE = /[\p{Cc}\p{Z}\s]+/gu;
const GLOBAL_BROKEN = new RegExp(BROKEN_TEXT_PATTERN.source, "g");

/** Whitespace and control characters collapsed to single spaces, lone surrogates dropped. */
export function cleanText(text: string): string {
  return text.replace(LONE_SURROGATE, "").replace(CONTROL_OR_SPACE, " ").trim();
}

/** Removes markers that read as a template bug ("{{", "${", "undefined"…) until none is left. */
export function withoutBrokenMarkers(text: string): string {
  let current = text.replace(/ {2,}/g, " ");
  while (BROKEN_TEXT_PATTERN.test(current)) {
    current = current.replace(GLOBAL_BROKEN, " ").replace(/ {2,}/g, " ");
  }
  return current.trim();
}

/**
 * At most `maxChars` characters, cut after a whole word and marked with "…" when shortened.
 * A single word longer than the cap is cut inside it, minus any number the cut would split.
 */
export function truncateWords(text: string, maxChars: number): string {
  const chars = Array.from(text);
  if (chars.length <= maxChars) return text;
  const head = chars.slice(0, maxChars).join("");
  const lastSpace = head.lastIndexOf(" ");
  const cut =
    lastSpace >= maxChars / 3
      ? head.slice(0, lastSpace)
      : head.replace(/[\d.,]+$/, /[\d.,]/.test(chars[maxChars] ?? "") ? "" : "$&");
  return `${cut.replace(/[\s,;:.!?–—-]+$/, "")}…`;
}

/**
 * A piece of the founder's text made safe for prose: cleaned, capped, free of template markers,
 * and showing no number the founder's own text does not show (digits are dropped otherwise, so
 * the number check never blames the engine for an artefact of cutting or normalising).
 */
export function founderExcerpt(
  text: string,
  maxChars: number,
  founderNumbers: ReadonlySet<string>,
): string {
  const excerpt = withoutBrokenMarkers(truncateWords(cleanText(text), maxChars));
  if (numbersIn(excerpt).every((number) => founderNumbers.has(number))) return excerpt;
  return withoutBrokenMarkers(excerpt.replace(/\d/g, " "));
}

/** The numbers the founder's texts show, normalised as the number check reads them. */
export function numbersOf(texts: readonly string[]): Set<string> {
  return new Set(texts.flatMap((text) => numbersIn(text)));
}
