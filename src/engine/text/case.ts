/**
 * The first letter upper-cased, for the start of a sentence or a cell, when the first word is
 * plain lower case ("dog café" → "Dog café"). A word with a capital already ("ICU", "iPhone",
 * "ezyVet") is a name and keeps its own case.
 */
export function capitalise(text: string): string {
  const space = text.indexOf(" ");
  const first = space < 0 ? text : text.slice(0, space);
  if (first !== first.toLowerCase()) return text;
  const code = text.codePointAt(0);
  if (code === undefined) return text;
  const head = String.fromCodePoint(code);
  return head.toUpperCase() + text.slice(head.length);
}
