/**
 * Quoting the founder's free text in prose (issue 4, 16): short quotes that keep every number
 * whole and never show a template marker, and whole quotes that are never cut off with "…".
 */
import { BROKEN_TEXT_PATTERN, numbersIn } from "../../shared/provenance";

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const CONTROL_OR_SPACE = /[\p{Cc}\p{Z}\s]+/gu;
const BROKEN_MARKERS = new RegExp(BROKEN_TEXT_PATTERN.source, "g");
/** A number as the provenance check reads it (src/shared/provenance.ts). */
const NUMBER_TOKEN = /(?<![\p{L}\p{N}_.])\d[\d,]*(?:\.\d+)?/gu;

/** Whitespace and control characters collapsed, lone surrogates and template markers removed. */
function cleanQuote(text: string): string {
  let current = text.replace(LONE_SURROGATE, "").replace(CONTROL_OR_SPACE, " ");
  while (BROKEN_TEXT_PATTERN.test(current)) current = current.replace(BROKEN_MARKERS, " ");
  return current.replace(/ {2,}/g, " ").trim();
}

/** At most `max` characters (code points), cut after a whole word, "…" when shortened. */
function cutQuote(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const head = chars.slice(0, max).join("");
  const lastSpace = head.lastIndexOf(" ");
  const cut =
    lastSpace > head.length / 3
      ? head.slice(0, lastSpace)
      : head.replace(/[\p{N}.,]+$/u, /[\p{N}.,]/u.test(chars[max] ?? "") ? "" : "$&");
  const trimmed = cut.replace(/[\s,;:.!?–—-]+$/u, "");
  return `${trimmed.length > 0 ? trimmed : chars[0]}…`;
}

/** Drops any number the quote shows that `source` does not (an artefact of cleaning or cutting). */
function keepSourceNumbers(quote: string, source: string): string {
  const allowed = new Set(numbersIn(source));
  return quote
    .replace(NUMBER_TOKEN, (token) => (numbersIn(token).every((n) => allowed.has(n)) ? token : ""))
    .replace(/ {2,}/g, " ")
    .trim();
}

/**
 * The founder's text as a short quote: whitespace collapsed, template markers removed, cut at a
 * word boundary with "…" when longer than `max`, and showing no number that `source` (by default
 * the text itself) does not show, so every number quoted is the founder's own.
 */
export function quoteText(text: string, max: number, source: string = text): string {
  return keepSourceNumbers(cutQuote(cleanQuote(text), max), source);
}

/** Where a noun phrase can end: before a clause, a preposition, a comma or a dash. */
const PHRASE_BOUNDARY =
  /\s+(?:who|that|which|at|in|with|across|on|from|by|using|and)\s|\s*[,;:(–—]\s*|\s-\s/giu;

/**
 * The founder's text quoted whole, never cut off with "…" (issue 16): the text itself when it
 * fits `max`, else its opening phrase up to the last natural boundary that fits (“Quality and
 * patient safety managers at US community hospitals” from a longer description), else null.
 */
export function wholeQuote(text: string, max: number, headPhrase = true): string | null {
  const clean = cleanQuote(text);
  const chars = Array.from(clean);
  let quote: string | null = null;
  if (chars.length <= max) quote = clean;
  else if (headPhrase) {
    const head = chars.slice(0, max + 1).join("");
    let cut = -1;
    for (const match of head.matchAll(PHRASE_BOUNDARY)) {
      if (match.index >= 12 && match.index <= max) cut = match.index;
    }
    if (cut > 0) quote = head.slice(0, cut).replace(/[\s,;:.!?–—-]+$/u, "");
  }
  if (quote === null) return null;
  const kept = keepSourceNumbers(quote, text);
  return kept === "" ? null : kept;
}
