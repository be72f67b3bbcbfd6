import { inlineText, type MdBlock, slugify } from "../../shared/markdown";

/**
 * A Markdown document cut at its headings, so a page can lay each part out on its own (a card,
 * a band, a callout) while the words still come from content/. Nothing here parses Markdown:
 * it regroups the token tree the build already made.
 */

export interface MdSection {
  /** The heading's plain text. */
  title: string;
  /** The heading's anchor id, as the Markdown renderer would give it. */
  slug: string;
  /** Everything after the heading up to the next heading of the same or a higher level. */
  tokens: MdBlock[];
}

/** Splits tokens at headings of `depth`; what comes before the first one is `intro`. */
export function splitSections(
  tokens: readonly MdBlock[],
  depth = 2,
): { intro: MdBlock[]; sections: MdSection[] } {
  const intro: MdBlock[] = [];
  const sections: MdSection[] = [];
  for (const token of tokens) {
    if (token.type === "heading" && token.depth <= depth) {
      if (token.depth < depth && sections.length > 0) {
        throw new Error(`A level-${token.depth} heading inside level-${depth} sections`);
      }
      const title = inlineText(token.tokens).trim();
      sections.push({ title, slug: slugify(title), tokens: [] });
      continue;
    }
    const current = sections.at(-1);
    if (current) current.tokens.push(token);
    else intro.push(token);
  }
  return { intro, sections };
}

/** The section titled `title`. A missing one fails the build (prerendering), not silently. */
export function sectionOf(sections: readonly MdSection[], title: string): MdSection {
  const found = sections.find((s) => s.title === title);
  if (!found) {
    const titles = sections.map((s) => `"${s.title}"`).join(", ");
    throw new Error(`No section "${title}" (the document has ${titles})`);
  }
  return found;
}

/** The plain text of block tokens, words separated by single spaces (for search). */
export function blocksText(tokens: readonly MdBlock[]): string {
  const parts: string[] = [];
  const visit = (blocks: readonly MdBlock[]) => {
    for (const token of blocks) {
      switch (token.type) {
        case "heading":
        case "paragraph":
          parts.push(inlineText(token.tokens));
          break;
        case "text":
          parts.push(token.tokens ? inlineText(token.tokens) : token.text);
          break;
        case "list":
          for (const item of token.items) visit(item.tokens);
          break;
        case "blockquote":
          visit(token.tokens);
          break;
        case "table":
          for (const cell of token.header) parts.push(inlineText(cell.tokens));
          for (const row of token.rows) for (const cell of row) parts.push(inlineText(cell.tokens));
          break;
        case "code":
          parts.push(token.text);
          break;
        default:
          break;
      }
    }
  };
  visit(tokens);
  return decodeEntities(parts.join(" ")).replace(/\s+/g, " ").trim();
}

/** marked leaves a few HTML entities in text (&amp;, &#39;, &quot;). */
function decodeEntities(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** The items of the first bullet list in `tokens`, each as its own blocks. */
export function listItems(tokens: readonly MdBlock[]): MdBlock[][] {
  const list = tokens.find((t) => t.type === "list");
  return list?.type === "list" ? list.items.map((item) => item.tokens) : [];
}

/** The blocks before the first list (a card's lead sentence). */
export function beforeList(tokens: readonly MdBlock[]): MdBlock[] {
  const index = tokens.findIndex((t) => t.type === "list");
  return index === -1 ? [...tokens] : tokens.slice(0, index);
}
