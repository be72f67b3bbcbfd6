import { describe, expect, it } from "vitest";
import { type DocumentModel, leadItem, localIsoDate, plainText, safeUrl } from "./document";
import { inlineMarkdown, markdownLine, toMarkdown } from "./document-markdown";

const doc: DocumentModel = {
  title: "Report",
  meta: [
    { label: "Business idea", value: "  A\nbooking app " },
    { label: "Date", value: "2025-03-07" },
  ],
  blocks: [
    { kind: "heading", level: 2, text: "Steps" },
    { kind: "list", ordered: true, items: ["First", "Second", "Third"] },
    { kind: "heading", level: 3, text: "Notes" },
    { kind: "list", ordered: false, items: ["One", leadItem("Price", "$29 a month")] },
    { kind: "paragraph", content: "Line one\nline two." },
    {
      kind: "table",
      header: ["Figure", "Value"],
      rows: [
        ["Share | US", "12%"],
        ["Two\nlines", "$1.8B"],
      ],
    },
    { kind: "note", label: "Warning", text: "The methods disagree." },
    { kind: "rule" },
    { kind: "paragraph", content: [{ text: "Data source: engine", italic: true }] },
  ],
};

describe("toMarkdown", () => {
  const markdown = toMarkdown(doc);

  it("writes the title, the meta lines in bold-label form, and each block after a blank line", () => {
    expect(markdown).toBe(
      [
        "# Report",
        "",
        "**Business idea:** A booking app",
        "",
        "**Date:** 2025-03-07",
        "",
        "## Steps",
        "",
        "1. First",
        "2. Second",
        "3. Third",
        "",
        "### Notes",
        "",
        "- One",
        "- **Price:** $29 a month",
        "",
        "Line one line two.",
        "",
        "| Figure | Value |",
        "| --- | --- |",
        "| Share \\| US | 12% |",
        "| Two lines | $1.8B |",
        "",
        "> **Warning:** The methods disagree.",
        "",
        "---",
        "",
        "*Data source: engine*",
        "",
      ].join("\n"),
    );
  });

  it("numbers each list from 1", () => {
    const twoLists = toMarkdown({
      title: "T",
      meta: [],
      blocks: [
        { kind: "list", ordered: true, items: ["a", "b"] },
        { kind: "paragraph", content: "between" },
        { kind: "list", ordered: true, items: ["c"] },
      ],
    });
    expect(twoLists).toContain("1. a\n2. b\n\nbetween\n\n1. c\n");
  });

  it("keeps untrusted text as text: block markers escaped, only http(s) links", () => {
    const hostile = toMarkdown({
      title: "T",
      meta: [{ label: "Idea", value: "# not a heading" }],
      blocks: [
        { kind: "paragraph", content: "## Nor this\n- nor a list" },
        { kind: "list", ordered: false, items: ["1. not a number", "> not a quote"] },
        {
          kind: "list",
          ordered: false,
          items: [
            [{ text: "Bad: " }, { text: "javascript:alert(1)", url: "javascript:alert(1)" }],
            [{ text: "Good: " }, { text: "https://example.com/a", url: "https://example.com/a" }],
          ],
        },
      ],
    });
    expect(hostile).toContain("**Idea:** \\# not a heading\n");
    expect(hostile).toContain("\\## Nor this - nor a list\n");
    expect(hostile).toContain("- 1\\. not a number\n- \\> not a quote\n");
    expect(hostile).not.toContain("<javascript:");
    expect(hostile).toContain("- Good: <https://example.com/a>\n");
    expect(hostile).not.toMatch(/\n{3,}/);
  });
  it("escapes the inline characters of every text, so HTML, links and code stay characters", () => {
    const html = `<img src=x onerror=alert(1)>`;
    const hostile = toMarkdown({
      title: `<script>x</script>`,
      meta: [{ label: "Idea", value: `\\${html}` }],
      blocks: [
        { kind: "heading", level: 2, text: "[a](javascript:b)" },
        { kind: "paragraph", content: [{ text: `*${html}*`, bold: true }] },
        { kind: "list", ordered: false, items: ["~~~ fence", "`code` &amp; R&D"] },
        { kind: "table", header: ["<b>"], rows: [["a\\|b"]] },
        { kind: "note", label: "<i>", text: "_x_" },
      ],
    });
    expect(hostile).toBe(
      [
        "# \\<script>x\\</script>",
        "",
        "**Idea:** \\\\\\<img src=x onerror=alert(1)>",
        "",
        "## \\[a\\](javascript:b)",
        "",
        "**\\*\\<img src=x onerror=alert(1)>\\***",
        "",
        "- \\~\\~\\~ fence",
        "- \\`code\\` \\&amp; R&D",
        "",
        "| \\<b> |",
        "| --- |",
        "| a\\\\\\|b |",
        "",
        "> **\\<i>:** \\_x\\_",
        "",
      ].join("\n"),
    );
  });
});

describe("document helpers", () => {
  it("markdownLine collapses whitespace and escapes a leading marker", () => {
    expect(markdownLine("  a \n b\t c ")).toBe("a b c");
    expect(markdownLine("+ plus")).toBe("\\+ plus");
    expect(markdownLine("2024) year")).toBe("2024\\) year");
  });

  it("inlineMarkdown keeps emphasis markers against the words", () => {
    expect(inlineMarkdown([{ text: "Lead: ", bold: true }, { text: "rest" }])).toBe(
      "**Lead:** rest",
    );
  });

  it("safeUrl accepts http(s) only", () => {
    expect(safeUrl("https://a.example/x")).toBe("https://a.example/x");
    expect(safeUrl("http://a.example")).toBe("http://a.example");
    expect(safeUrl("javascript:alert(1)")).toBeNull();
    expect(safeUrl("/relative")).toBeNull();
    expect(safeUrl(undefined)).toBeNull();
  });

  it("plainText joins runs; localIsoDate pads the local date", () => {
    expect(plainText(leadItem("A", "b"))).toBe("A: b");
    expect(localIsoDate(new Date(2024, 0, 5, 23, 59))).toBe("2024-01-05");
  });
});
