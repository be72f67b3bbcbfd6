/**
 * Result text arrives as paragraphs separated by blank lines: the paragraphs, trimmed, with
 * empty ones dropped and single line breaks inside a paragraph kept as spaces.
 */
export function splitParagraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.replace(/\s*\n\s*/g, " ").trim())
    .filter((paragraph) => paragraph.length > 0);
}

/**
 * The paragraphs without the one that repeats `skip` (the sizing warning, which the page and the
 * report show on its own); all of them when `skip` is null or not among them.
 */
export function withoutParagraph(paragraphs: readonly string[], skip: string | null): string[] {
  if (!skip) return [...paragraphs];
  const target = skip.replace(/\s+/g, " ").trim();
  return paragraphs.filter((paragraph) => paragraph !== target);
}
