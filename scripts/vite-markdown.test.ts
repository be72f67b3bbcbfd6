import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseMarkdownFile } from "./vite-markdown";

const root = path.resolve(import.meta.dirname, "..");
const contentFiles = readdirSync(path.join(root, "content"), { recursive: true })
  .map(String)
  .filter((file) => file.endsWith(".md"))
  .map((file) => path.join(root, "content", file));

describe("parseMarkdownFile", () => {
  it("splits front matter from the body and lexes the body", () => {
    const doc = parseMarkdownFile(
      "/x/company/a.md",
      '---\ntitle: "About"\n---\n\n## Mission\n\nWe help **founders**.\n',
    );
    expect(doc.data).toEqual({ title: "About" });
    expect(doc.tokens[0]).toMatchObject({ type: "heading", depth: 2, text: "Mission" });
    expect(JSON.stringify(doc.tokens)).not.toContain('"raw"');
  });

  it("keeps named marker comments and drops every other piece of HTML", () => {
    const doc = parseMarkdownFile(
      "/x/notes/a.md",
      "Intro\n\n<!-- chart:market-sizing -->\n\n<script>alert(1)</script>\n\n<div onclick=x>hi</div>\n",
    );
    const json = JSON.stringify(doc.tokens);
    expect(doc.tokens).toContainEqual({ type: "marker", name: "chart:market-sizing" });
    expect(json).not.toContain("script");
    expect(json).not.toContain("onclick");
  });

  it("fails on front matter that breaks its folder's schema", () => {
    expect(() => parseMarkdownFile("/x/blog/a.md", '---\ntitle: "No slug"\n---\nBody')).toThrow(
      /front matter is invalid/,
    );
  });

  it.each(contentFiles)("parses %s", (file) => {
    const doc = parseMarkdownFile(file, readFileSync(file, "utf8"));
    expect(doc.tokens.length).toBeGreaterThan(0);
    expect((doc.data as { title?: string }).title).toBeTruthy();
  });
});
