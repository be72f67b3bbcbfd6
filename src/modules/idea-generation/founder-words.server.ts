/**
 * The founder's own words, made safe to quote: markup and template markers removed, words that
 * would read as a serialisation bug dropped, long text clipped without splitting a number, and
 * free text split into short phrases ("dogs", "3D printing") the idea text can name.
 *
 * Numbers matter here: the founder's numbers count as explained only as the founder wrote them,
 * so nothing in this file may create a number the founder did not type (a clipped "12,500" must
 * not become "12", a stripped ".5" must not become "5"). `phrasesOf` checks that last.
 */
import { singular } from "../../engine/text";
import { numbersIn } from "../../shared/provenance";
import { memoByText } from "./memo.server";

/** Longest founder phrase quoted in a title or sentence. */
export const MAX_QUOTE_CHARS = 40;

/** Markup, template and escape characters, control and format characters (zero-width, bidi). */
const UNSAFE_CHARS = /[{}<>[\]`\\\p{Cc}\p{Cf}]/gu;

/**
 * Removes markup and template markers and drops words that look like serialisation bugs.
 * Unsafe characters become spaces, so no two numbers are glued into a new one.
 */
export function sanitizeFounderText(text: string): string {
  return sanitized(text);
}

/** An idea quotes the same request fields many times: each is sanitised once. */
const sanitized = memoByText((text: string) =>
  text
    .replace(UNSAFE_CHARS, " ")
    .split(/\s+/u)
    .filter((word) => word.length > 0 && !isBrokenWord(word))
    .join(" ")
    .trim(),
);

/** A word that would read as a serialisation bug once printed (BROKEN_TEXT_PATTERN). */
function isBrokenWord(word: string): boolean {
  return /undefined/i.test(word) || word.includes("NaN") || /^naN/.test(word);
}

/**
 * Clips text to `max` characters (code points), preferring a word boundary and never cutting a
 * number in two: a cut inside digits drops the partial number.
 */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  let cut = chars.slice(0, max).join("");
  const lastSpace = cut.lastIndexOf(" ");
  if (lastSpace >= Math.floor(max / 2)) {
    cut = cut.slice(0, lastSpace);
  } else if (/[\p{N}.,]/u.test(chars[max] ?? "")) {
    cut = cut.replace(/[\p{N}.,]+$/u, "");
  }
  return cut.replace(/[\s,;:.\-–(/&+]+$/u, "").trim();
}

/** A quotable excerpt of the founder's text: sanitised, clipped, in curly quotes. */
export function quote(text: string, max: number = MAX_QUOTE_CHARS): string {
  return max === MAX_QUOTE_CHARS ? quoted(text) : quoteOf(text, max);
}

/**
 * A quote is the founder's words whole (issue 16): the text when it fits, else its first clause
 * ("finding customers" of "finding customers, and time"), and only then a clip at a word.
 */
function quoteOf(text: string, max: number): string {
  const whole = sanitizeFounderText(text);
  const first = whole.split(/\s*[,;.]\s+|\s+(?:and|but|because|so)\s+/u)[0]?.trim() ?? "";
  const clean =
    Array.from(whole).length <= max
      ? whole
      : first.length >= 3 && Array.from(first).length <= max
        ? first
        : clip(whole, max);
  return clean.length === 0 ? "" : `“${clean}”`;
}

/** Quotes at the usual length, each worked out once (ideas quote the same fields repeatedly). */
const quoted = memoByText((text: string) => quoteOf(text, MAX_QUOTE_CHARS));

/** Sanitised and clipped founder text for a field (e.g. the target market), or "". */
export function excerpt(text: string, max: number): string {
  return clip(sanitizeFounderText(text), max);
}

/** A phrase with its last word in the singular, for use before a noun ("dog owners"). */
export function adjunctOf(phrase: string): string {
  const lastSpace = phrase.lastIndexOf(" ");
  return phrase.slice(0, lastSpace + 1) + singular(phrase.slice(lastSpace + 1));
}

/** Names written with capitals whatever case the founder typed them in. */
const PROPER_NAMES: ReadonlyMap<string, string> = new Map(
  [
    "Spanish",
    "French",
    "English",
    "German",
    "Italian",
    "Japanese",
    "Chinese",
    "Mandarin",
    "Korean",
    "Portuguese",
    "Arabic",
    "Python",
    "JavaScript",
    "TypeScript",
    "Java",
    "Excel",
    "Figma",
    "Etsy",
    "Shopify",
    "Instagram",
    "TikTok",
    "YouTube",
    "Amazon",
    "WordPress",
    "Photoshop",
  ].map((name) => [name.toLowerCase(), name]),
);

/**
 * Lowercases ordinary words ("Dogs" → "dogs", "COOKING" → "cooking") and keeps acronyms and
 * mixed-case names ("3D", "AI", "iOS", "TikTok").
 */
export function tidyCase(word: string): string {
  const proper = PROPER_NAMES.get(word.toLowerCase());
  if (proper !== undefined) return proper;
  const letters = word.replace(/[^\p{L}]/gu, "");
  if (letters.length === 0) return word;
  const allUpper = letters === letters.toUpperCase() && letters !== letters.toLowerCase();
  if (allUpper) return letters.length >= 5 ? word.toLowerCase() : word;
  if (/\p{Lu}/u.test(word.slice(firstCharLength(word)))) return word;
  return word.toLowerCase();
}

/** The UTF-16 length of the first character (code point) of a non-empty word: 1 or 2. */
function firstCharLength(word: string): number {
  return (word.codePointAt(0) ?? 0) > 0xffff ? 2 : 1;
}

/** Leading words that carry no subject: "I love", "interested in", "the"… */
const FILLER_START =
  /^(?:i|i'm|im|i've|ive|me|my|we|our|you|your|they|really|also|just|very|am|are|is|love|loving|like|enjoy|enjoying|into|interested|passionate|passion|fan|fond|keen|about|in|of|for|on|with|a|an|the|and|or|to|being|doing|making|building|working|all|things|stuff|especially|mostly|some|lots|lot|spending time|spend time|spending|hobby|hobbies|skills?|experience|experienced|good|at|expert|expertise|knowledge|know|how)(?![\p{L}\p{N}'’])[\s'’,:-]*/iu;

/** Words that end no phrase worth naming. */
const STOP_WORDS = new Set([
  "and",
  "or",
  "the",
  "a",
  "an",
  "of",
  "in",
  "on",
  "for",
  "to",
  "with",
  "at",
  "by",
  "my",
  "i",
  "me",
  "etc",
  "things",
  "stuff",
  "other",
  "more",
  "lots",
  "very",
  "really",
  "love",
  "like",
  "some",
  "many",
  "much",
  "good",
  "great",
]);

/**
 * Splits free text into parts: list separators, sentence ends, " and ", " or ", " / ".
 * A comma or colon between digits ("1,000", "10:30") is not a separator.
 */
function partsOf(text: string): string[] {
  return text
    .split(/[;\n\r|•·!?、，。；：]+|[,:](?!\d)|\.(?=\s|$)|\s+(?:and|or|plus|&)\s+|\s\/\s/iu)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

function stripFiller(part: string): string {
  let text = part.replace(/^[\s"'“”‘’()*#_~-]+|[\s"'“”‘’()*#_~.,-]+$/gu, "");
  for (let guard = 0; guard < 12; guard += 1) {
    const next = text.replace(FILLER_START, "");
    if (next === text) break;
    text = next;
  }
  return text.replace(/^[\s"'“”‘’()*#_~-]+|[\s"'“”‘’()*#_~.,-]+$/gu, "");
}

/** The words of a part worth naming: stop words trimmed from both ends. */
function trimmedWords(part: string): string[] {
  const words = part.split(/\s+/u).filter((word) => /[\p{L}\p{N}]/u.test(word));
  while (words.length > 0 && STOP_WORDS.has((words[0] ?? "").toLowerCase())) words.shift();
  while (words.length > 0 && STOP_WORDS.has((words.at(-1) ?? "").toLowerCase())) words.pop();
  return words;
}

/**
 * Short phrases from the founder's text, in the order written, at most `limit`, each at most
 * `MAX_QUOTE_CHARS` long and three words; `pick` may choose a better span in a long part (for
 * instance a known term). A phrase that would show a number the founder did not write is dropped.
 */
export function phrasesOf(
  text: string,
  limit: number,
  pick: (words: string[]) => string[] | undefined = () => undefined,
): string[] {
  const safe = sanitizeFounderText(text);
  const founderNumbers = new Set(numbersIn(text));
  const found: string[] = [];
  for (const part of partsOf(safe)) {
    const words = trimmedWords(stripFiller(part));
    if (words.length === 0) continue;
    const span = words.length <= 3 ? words : (pick(words) ?? words.slice(-3));
    const phrase = clip(span.map(tidyCase).join(" "), MAX_QUOTE_CHARS);
    if (!/\p{L}/u.test(phrase)) continue;
    if (numbersIn(phrase).some((number) => !founderNumbers.has(number))) continue;
    if (found.some((seen) => seen.toLowerCase() === phrase.toLowerCase())) continue;
    found.push(phrase);
    if (found.length >= limit) break;
  }
  return found;
}

/** A short, stable hash (FNV-1a, two seeds, 16 hex digits) for ids and tie-breaks. */
export function stableHash(text: string): string {
  let first = HASH_START;
  let second = 0x9e3779b9;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    first = Math.imul(first ^ code, 0x01000193) >>> 0;
    second = Math.imul(second ^ code, 0x01000193) >>> 0;
  }
  return hex8(first) + hex8(second);
}

/** An unsigned 32-bit number as eight hex digits: 2^32 + value has nine, the first a "1". */
const hex8 = (value: number) => (value + 0x1_0000_0000).toString(16).slice(1);

/** The FNV-1a offset basis: the hash of the empty text. */
export const HASH_START = 0x811c9dc5;

/**
 * FNV-1a over UTF-16 code units, as an unsigned 32-bit number, continued from `hash`: hashing
 * "ab" from HASH_START equals hashing "b" from the hash of "a", so shared prefixes hash once.
 */
export function continueHash(hash: number, text: string): number {
  let next = hash >>> 0;
  for (let index = 0; index < text.length; index += 1) {
    next ^= text.charCodeAt(index);
    next = Math.imul(next, 0x01000193) >>> 0;
  }
  return next;
}

/** A 32-bit hash as a number in [0, 1). */
export function fractionOf(hash: number): number {
  return hash / 0x1_0000_0000;
}

/** The hash as a number in [0, 1), for ordering ties. */
export function hashFraction(text: string): number {
  return fractionOf(continueHash(HASH_START, text));
}
