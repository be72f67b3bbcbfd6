import { BROKEN_TEXT_PATTERN, numbersIn } from "../../shared/provenance";

/**
 * Safe excerpts of the founder's free text for the prose: whole words, no template markers, no
 * number the founder did not write. Words and stems come from src/engine/text.
 */

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
