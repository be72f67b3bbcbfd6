/**
 * Markdown documents as the build delivers them to pages: front matter plus a token tree (from
 * marked's lexer, made at build time by scripts/vite-markdown.ts), so no Markdown parser ships
 * to the browser. Raw HTML never survives: the only HTML kept is a named marker comment
 * (`<!-- chart:market-sizing -->` becomes `{ type: "marker", name: "chart:market-sizing" }`).
 */

export interface MdText {
  type: "text" | "escape";
  text: string;
  tokens?: MdInline[];
}
export interface MdStrong {
  type: "strong" | "em" | "del";
  tokens: MdInline[];
}
export interface MdCodespan {
  type: "codespan";
  text: string;
}
export interface MdLink {
  type: "link";
  href: string;
  title?: string | null;
  tokens: MdInline[];
}
export interface MdImage {
  type: "image";
  href: string;
  text: string;
  title?: string | null;
}
export interface MdBreak {
  type: "br";
}
export type MdInline = MdText | MdStrong | MdCodespan | MdLink | MdImage | MdBreak;

export interface MdHeading {
  type: "heading";
  depth: number;
  text: string;
  tokens: MdInline[];
}
export interface MdParagraph {
  type: "paragraph";
  tokens: MdInline[];
}
export interface MdListItem {
  task?: boolean;
  checked?: boolean;
  tokens: MdBlock[];
}
export interface MdList {
  type: "list";
  ordered: boolean;
  start?: number | "";
  items: MdListItem[];
}
export interface MdTableCell {
  text: string;
  tokens: MdInline[];
}
export interface MdTable {
  type: "table";
  align: ("left" | "right" | "center" | null)[];
  header: MdTableCell[];
  rows: MdTableCell[][];
}
export interface MdBlockquote {
  type: "blockquote";
  tokens: MdBlock[];
}
export interface MdCode {
  type: "code";
  text: string;
  lang?: string;
}
export interface MdRule {
  type: "hr" | "space";
}
export interface MdMarker {
  type: "marker";
  name: string;
}
/** Text at block level (inside tight list items). */
export interface MdBlockText {
  type: "text";
  text: string;
  tokens?: MdInline[];
}
export type MdBlock =
  | MdHeading
  | MdParagraph
  | MdList
  | MdTable
  | MdBlockquote
  | MdCode
  | MdRule
  | MdMarker
  | MdBlockText;

export interface MarkdownDocument<Data = Record<string, unknown>> {
  data: Data;
  tokens: MdBlock[];
}

/** The anchor id of a heading: lowercase words joined by hyphens. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, "")
    .trim()
    .replace(/\s+/g, "-");
}

/** The plain text of inline tokens (for headings' ids, search, excerpts). */
export function inlineText(tokens: readonly MdInline[] | undefined): string {
  return (tokens ?? [])
    .map((token) => {
      if ("tokens" in token && token.tokens) return inlineText(token.tokens);
      if ("text" in token) return token.text;
      return " ";
    })
    .join("");
}
