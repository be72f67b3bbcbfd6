/**
 * A file-name slug (the account export's Markdown files, a project's downloads): accents dropped,
 * lowercase ASCII letters and digits joined by single hyphens, at most 60 characters, no hyphen at
 * either end; `fallback` when nothing is left. "Market analysis: Food & Beverage" →
 * "market-analysis-food-beverage". (Heading anchors use markdown.ts's `slugify`, which keeps
 * non-Latin letters.)
 */
export function fileSlug(value: string, fallback: string): string {
  const slug = value
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return slug || fallback;
}
