/**
 * The document model of an export (GUIDE §1, §4): what a result says, in the order a report reads
 * it, with no format in it. Each module builds one from its result (`src/modules/<m>/document.ts`);
 * the Markdown (`document-markdown.ts`), PDF and Word exporters (`src/web/lib/export/`) each
 * render the same model, so the three files hold the same headings, lists and tables.
 *
 * Built by our own code from results already checked against their schemas, so plain types, not
 * zod. All text in it is untrusted model or founder text: every renderer treats it as text.
 */

/** A run of text inside a line: plain, bold or italic, or a link (http(s) only, else text). */
export interface TextRun {
  text: string;
  bold?: boolean;
  italic?: boolean;
  /** Shown as the run's text; kept only when it is an http(s) address (see `safeUrl`). */
  url?: string;
}

/** One line of text: a string, or runs for mixed bold, italic and links. */
export type Inline = string | readonly TextRun[];

/** A labelled line under the title: "**Business idea:** …". */
export interface MetaLine {
  label: string;
  value: string;
}

export type DocumentBlock =
  /** Level 2 is a section, level 3 a sub-section (the title is level 1). */
  | { kind: "heading"; level: 2 | 3; text: string }
  /** One paragraph; line breaks inside it are read as spaces. */
  | { kind: "paragraph"; content: Inline }
  /** A numbered (`ordered`) or bulleted list, numbering from 1. */
  | { kind: "list"; ordered: boolean; items: readonly Inline[] }
  /** A table: a header row and body rows of plain text cells, as many as the header. */
  | { kind: "table"; header: readonly string[]; rows: readonly (readonly string[])[] }
  /** A call-out: "**Warning:** text". */
  | { kind: "note"; label: string; text: string }
  /** A horizontal rule (before a closing note). */
  | { kind: "rule" };

export interface DocumentModel {
  title: string;
  meta: readonly MetaLine[];
  blocks: readonly DocumentBlock[];
}

/** The runs of an inline, whichever form it was written in. */
export function runsOf(content: Inline): readonly TextRun[] {
  return typeof content === "string" ? [{ text: content }] : content;
}

/** The inline as plain text (links as their text). */
export function plainText(content: Inline): string {
  return runsOf(content)
    .map((run) => run.text)
    .join("");
}

/** The address when it is http(s), else null: no javascript:, data: or relative links. */
export function safeUrl(url: string | undefined): string | null {
  if (!url) return null;
  const trimmed = url.trim();
  return /^https?:\/\/[^\s<>]+$/i.test(trimmed) ? trimmed : null;
}

/** Whitespace, line breaks included, collapsed to single spaces. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** "Title: rest" as a list item with a bold lead. */
export function leadItem(lead: string, rest: string): TextRun[] {
  return [{ text: `${lead}:`, bold: true }, { text: ` ${rest}` }];
}

/** The date as YYYY-MM-DD in the founder's own time zone (export file names, spec §9). */
export function localIsoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, "0");
  const day = String(date.getDate()).padStart(2, "0");
  return `${date.getFullYear()}-${month}-${day}`;
}
