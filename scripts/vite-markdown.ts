import { readFileSync } from "node:fs";
import path from "node:path";
import { marked, type Token } from "marked";
import type { Plugin } from "vite";
import { parse as parseYaml } from "yaml";
import { FRONT_MATTER_SCHEMAS } from "../src/shared/content.ts";

/**
 * Imports of content/**\/*.md become `{ data, tokens }` modules (src/shared/markdown.ts): front
 * matter parsed with `yaml` and checked against its folder's schema, the body lexed by `marked`.
 * Parsing happens here, at build time; the browser gets data, never a parser or raw HTML.
 * `x.md?frontmatter` imports the front matter alone.
 */

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;
const MARKER = /^<!--\s*([a-z][\w:-]*)\s*-->\s*$/;

/** Drops what the renderer never reads (raw source), and turns HTML into markers or nothing. */
function clean(tokens: Token[]): unknown[] {
  const out: unknown[] = [];
  for (const token of tokens) {
    if (token.type === "html") {
      const marker = token.raw.trim().match(MARKER);
      if (marker) out.push({ type: "marker", name: marker[1] });
      continue; // any other HTML is dropped: content never carries raw HTML to the page
    }
    if (token.type === "def" || token.type === "space") continue;
    const copy: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(token)) {
      if (key === "raw") continue;
      if (key === "tokens" && Array.isArray(value)) copy.tokens = clean(value as Token[]);
      else if (key === "items" && Array.isArray(value)) {
        copy.items = (value as Token[]).map((item) => clean([item])[0]);
      } else if (key === "header" && Array.isArray(value)) {
        copy.header = value.map((cell: { text: string; tokens: Token[] }) => ({
          text: cell.text,
          tokens: clean(cell.tokens),
        }));
      } else if (key === "rows" && Array.isArray(value)) {
        copy.rows = value.map((row: { text: string; tokens: Token[] }[]) =>
          row.map((cell) => ({ text: cell.text, tokens: clean(cell.tokens) })),
        );
      } else copy[key] = value;
    }
    out.push(copy);
  }
  return out;
}

export function parseMarkdownFile(file: string, source: string) {
  const match = source.match(FRONT_MATTER);
  const data: unknown = match ? parseYaml(match[1] ?? "") : {};
  const body = match ? source.slice(match[0].length) : source;
  const folder = path.basename(path.dirname(file));
  const schema = FRONT_MATTER_SCHEMAS[folder];
  if (schema) {
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
      throw new Error(`${file}: front matter is invalid:\n  ${issues.join("\n  ")}`);
    }
  }
  return { data, tokens: clean(marked.lexer(body, { gfm: true })) };
}

export function markdownContent(): Plugin {
  return {
    name: "ninefold:markdown-content",
    enforce: "pre",
    load(id) {
      const [file = "", query = ""] = id.split("?");
      if (!file.endsWith(".md")) return null;
      this.addWatchFile(file);
      const doc = parseMarkdownFile(file, readFileSync(file, "utf8"));
      // `x.md?frontmatter` is the front matter alone: a separate, small module for lists (the
      // blog index), so a list never pulls the bodies into its chunk.
      const value = new URLSearchParams(query).has("frontmatter") ? doc.data : doc;
      return { code: `export default ${JSON.stringify(value)};`, map: null };
    },
  };
}
