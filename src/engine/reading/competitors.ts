/**
 * The competitors the founder names, read once (issue 22): the list split into names, and each
 * name typed against the knowledge base's competitor archetypes (see `typeCompetitors`).
 */
import { quoteText } from "./quote";

const LIST_SEPARATOR = /\r?\n|;|(?<!\d),|,(?!\d)|\s+(?:and|&)\s+|\s+\|\s+/iu;
const BULLET = /^(?:[-*•·–]+|\d{1,2}[.)])\s+/u;

/**
 * The founder's competitors (`competitorAnalysis`), split on newlines, commas, semicolons and
 * "and"; bullets stripped, repeats dropped, each name quoted short. A comma inside a number
 * ("1,200") does not split.
 */
export function splitCompetitors(text: string): string[] {
  const seen = new Set<string>();
  const names: string[] = [];
  for (const part of text.split(LIST_SEPARATOR)) {
    const bare = part.replace(BULLET, "").replace(/^[\s"'“”‘’]+|[\s"'“”‘’.]+$/gu, "");
    const name = quoteText(bare, 60, text);
    const key = name.toLowerCase();
    if (name.length < 2 || !/[\p{L}\p{N}]/u.test(name) || seen.has(key)) continue;
    seen.add(key);
    names.push(name);
  }
  return names;
}
