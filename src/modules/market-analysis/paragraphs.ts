/** Result text arrives as paragraphs separated by blank lines; single breaks read as spaces. */
export function splitParagraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.replace(/\s*\n\s*/g, " ").trim())
    .filter((paragraph) => paragraph.length > 0);
}

/** The paragraphs without the one repeating `skip` (the sizing warning, shown on its own). */
export function withoutParagraph(paragraphs: readonly string[], skip: string | null): string[] {
  if (!skip) return [...paragraphs];
  const target = skip.replace(/\s+/g, " ").trim();
  return paragraphs.filter((paragraph) => paragraph !== target);
}
