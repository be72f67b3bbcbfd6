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
  const space = cut.lastIndexOf(" ");
  const words = (space > max / 2 ? cut.slice(0, space) : first.slice(0, max)).replace(
    /[\s,;:–—-]+$/,
    "",
  );
  return `${words.replace(/…+$/, "")}…`;
}
