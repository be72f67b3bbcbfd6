/** The longest slug `fileSlug` returns. */
const MAX_SLUG = 60;

/**
 * A file-name slug (the account export's Markdown files, a project's downloads): accents dropped,
 * lowercase ASCII letters and digits joined by single hyphens, at most 60 characters, no hyphen at
 * either end; `fallback` when nothing is left. "Market analysis: Food & Beverage" →
 * "market-analysis-food-beverage". A longer slug is cut at the last whole word that fits
 * ("…-computer-vision-for" never becomes "…-computer-visio"); only a single word longer than the
 * limit is cut inside itself. (Heading anchors use markdown.ts's `slugify`, which keeps non-Latin
 * letters.)
 */
export function fileSlug(value: string, fallback: string): string {
  const whole = value
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (whole.length <= MAX_SLUG) return whole || fallback;
  const cut = whole.slice(0, MAX_SLUG);
  // The character after the cut is a hyphen: the cut already ends a word.
  if (whole[MAX_SLUG] === "-") return cut;
  const lastBreak = cut.lastIndexOf("-");
  return lastBreak > 0 ? cut.slice(0, lastBreak) : cut;
}
