import {
  type DocumentBlock,
  type DocumentModel,
  type Inline,
  oneLine,
  runsOf,
  safeUrl,
  type TextRun,
} from "./document";

/**
 * A document as Markdown (spec §9's reports): `# title`, the meta lines in bold-label form, then
 * each block followed by a blank line; numbered lists as `1.`, bullets as `-`, tables as pipe
 * tables. Every text of the document (founder-typed, model-written, or a label) stays text: the
 * Markdown's own structure (`#`, `**`, `|`, `>`, `-`) is written here, and the text put into it is
 * escaped. Whitespace is collapsed (a line break cannot end an item or start a heading), a leading
 * heading, quote or list marker is escaped, the inline characters that open HTML, a link, code or
 * emphasis are backslash-escaped (so `<script>` renders as the characters, never as a tag), pipes
 * in cells are escaped, and only http(s) addresses become links.
 */

/**
 * The characters that change what inline Markdown means: the backslash itself (so a typed `\<`
 * cannot undo the escape), code spans and fences, emphasis and strikethrough, link and image
 * brackets, raw HTML and autolinks (`<`), and `&` where it would start a character reference.
 */
const INLINE_SPECIAL = /[\\`*_~[\]<]|&(?=#?[0-9A-Za-z]+;)/g;

/** Untrusted text with every inline Markdown character escaped, so it renders as written. */
export function escapeMarkdownText(text: string): string {
  return text.replace(INLINE_SPECIAL, "\\$&");
}

/** A leading heading, quote, list or numbered-list marker escaped so the line reads as text. */
function escapeLineStart(line: string): string {
  return line.replace(/^[#>*+-]/, "\\$&").replace(/^(\d+)([.)])/, "$1\\$2");
}

/** Untrusted text as one Markdown line: inline characters and a leading block marker escaped. */
export function markdownLine(value: string): string {
  return escapeLineStart(escapeMarkdownText(oneLine(value)));
}

/** Untrusted text after a marker this file writes (`# `, `**label:** `, a cell): one line, escaped. */
function markdownText(value: string): string {
  return escapeMarkdownText(oneLine(value));
}

function runText(run: TextRun): string {
  const url = safeUrl(run.url);
  if (run.url !== undefined) return url ? `<${url}>` : markdownText(run.text);
  const text = escapeMarkdownText(run.text.replace(/\s+/g, " "));
  if (!text.trim()) return text;
  // Emphasis markers hug the words: leading and trailing spaces stay outside them.
  const [, before = "", inner = "", after = ""] = /^(\s*)(.*?)(\s*)$/.exec(text) ?? [];
  if (run.bold) return `${before}**${inner}**${after}`;
  if (run.italic) return `${before}*${inner}*${after}`;
  return text;
}

/** An inline as one line: runs joined, then the line's start escaped. */
export function inlineMarkdown(content: Inline): string {
  const runs = runsOf(content);
  const first = runs[0];
  // A line that opens with emphasis or a link cannot be read as a block marker.
  if (first && (first.bold || first.italic || first.url !== undefined)) {
    return runs.map(runText).join("").trim();
  }
  return escapeLineStart(oneLine(runs.map(runText).join("")));
}

function cell(text: string): string {
  return markdownText(text).replace(/\|/g, "\\|");
}

function blockLines(block: DocumentBlock): string[] {
  switch (block.kind) {
    case "heading":
      return [`${"#".repeat(block.level)} ${markdownText(block.text)}`, ""];
    case "paragraph":
      return [inlineMarkdown(block.content), ""];
    case "list":
      return [
        ...block.items.map((item, index) =>
          block.ordered ? `${index + 1}. ${inlineMarkdown(item)}` : `- ${inlineMarkdown(item)}`,
        ),
        "",
      ];
    case "table":
      return [
        `| ${block.header.map(cell).join(" | ")} |`,
        `| ${block.header.map(() => "---").join(" | ")} |`,
        ...block.rows.map((row) => `| ${row.map(cell).join(" | ")} |`),
        "",
      ];
    case "note":
      return [`> **${markdownText(block.label)}:** ${markdownText(block.text)}`, ""];
    case "rule":
      return ["---", ""];
  }
}

/** The whole document as Markdown, ending with one newline and no run of blank lines. */
export function toMarkdown(doc: DocumentModel): string {
  const lines = [`# ${markdownText(doc.title)}`, ""];
  for (const meta of doc.meta)
    lines.push(`**${markdownText(meta.label)}:** ${markdownLine(meta.value)}`, "");
  for (const block of doc.blocks) lines.push(...blockLines(block));
  return `${lines
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trimEnd()}\n`;
}
