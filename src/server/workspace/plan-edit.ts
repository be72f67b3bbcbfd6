import { marked, type Token, type Tokens } from "marked";
import * as z from "zod/mini";
import { AppError } from "../../shared/errors";
import { inlineText, type MdInline } from "../../shared/markdown";
import { type PlanBlock, planBlocksSchema } from "../../shared/plan";

/**
 * A founder's edit of one plan section (issue 13), read as the blocks a plan shows: paragraphs,
 * bulleted or numbered lists and tables, parsed with marked's lexer (never rendered as HTML;
 * emphasis and links are kept as their text). Headings, quotes and code become paragraphs; raw
 * HTML is kept as the text it is. Refuses (400) an edit with nothing in it or more than a section
 * holds.
 */
export function blocksOfEdit(text: string): PlanBlock[] {
  const blocks = marked.lexer(text).flatMap(blocksOf);
  if (blocks.length === 0) {
    throw new AppError(
      "validation_failed",
      "The section is empty. Write its text, or restore the generated version.",
    );
  }
  const checked = z.safeParse(planBlocksSchema, blocks);
  if (!checked.success) {
    throw new AppError(
      "validation_failed",
      "This edit holds more than one section can: at most 40 paragraphs, lists or tables, 40 items in a list, 60 rows and 8 columns in a table.",
    );
  }
  return checked.data;
}

function blocksOf(token: Token): PlanBlock[] {
  switch (token.type) {
    case "paragraph":
    case "heading":
    case "text":
      return paragraph(inline(token as Tokens.Paragraph));
    case "list": {
      const list = token as Tokens.List;
      const items = list.items
        .map((item) => oneLine(item.tokens.map((child) => inline(child as Tokens.Text)).join(" ")))
        .filter(Boolean);
      return items.length === 0 ? [] : [{ kind: "list", ordered: list.ordered, items }];
    }
    case "table": {
      const table = token as Tokens.Table;
      const cell = (value: Tokens.TableCell) => oneLine(inlineText(value.tokens as MdInline[]));
      const header = table.header.map((value) => cell(value) || "–");
      const rows = table.rows.map((row) => row.map(cell));
      if (header.length < 2) return rows.flatMap((row) => paragraph(row.join(" ")));
      return [{ kind: "table", header, rows: rows.length > 0 ? rows : [header.map(() => "")] }];
    }
    case "blockquote":
      return (token as Tokens.Blockquote).tokens.flatMap(blocksOf);
    case "code":
    case "html":
      return paragraph((token as Tokens.Code).text);
    default:
      return [];
  }
}

function inline(token: { text: string; tokens?: Token[] }): string {
  return token.tokens ? inlineText(token.tokens as unknown as MdInline[]) : token.text;
}

function paragraph(text: string): PlanBlock[] {
  const line = oneLine(text);
  return line ? [{ kind: "paragraph", text: line }] : [];
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}
