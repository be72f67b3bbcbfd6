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
 * tables. Untrusted text stays text: whitespace is collapsed (a line break cannot end an item or
 * start a heading), a leading heading, quote or list marker is escaped, pipes in cells are
 * escaped, and only http(s) addresses become links.
 */

/** Untrusted text as one Markdown line, a leading block marker escaped so it reads as text. */
export function markdownLine(value: string): string {
  return oneLine(value)
    .replace(/^[#>*+-]/, "\\$&")
    .replace(/^(\d+)([.)])/, "$1\\$2");
}

function runText(run: TextRun): string {
  const url = safeUrl(run.url);
  if (run.url !== undefined) return url ? `<${url}>` : oneLine(run.text);
  const text = run.text.replace(/\s+/g, " ");
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
  return markdownLine(runs.map(runText).join(""));
}

function cell(text: string): string {
  return oneLine(text).replace(/\|/g, "\\|");
}

function blockLines(block: DocumentBlock): string[] {
  switch (block.kind) {
    case "heading":
      return [`${"#".repeat(block.level)} ${oneLine(block.text)}`, ""];
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
      return [`> **${oneLine(block.label)}:** ${oneLine(block.text)}`, ""];
    case "rule":
      return ["---", ""];
  }
}

/** The whole document as Markdown, ending with one newline and no run of blank lines. */
export function toMarkdown(doc: DocumentModel): string {
  const lines = [`# ${oneLine(doc.title)}`, ""];
  for (const meta of doc.meta)
    lines.push(`**${oneLine(meta.label)}:** ${markdownLine(meta.value)}`, "");
  for (const block of doc.blocks) lines.push(...blockLines(block));
  return `${lines
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trimEnd()}\n`;
}
