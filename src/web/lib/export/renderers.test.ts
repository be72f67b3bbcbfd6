import { strFromU8, unzipSync } from "fflate";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import type { DocumentModel } from "../../../shared/document";
import { docxSafe, renderDocx } from "./docx";
import { pdfSafe, renderPdf } from "./pdf";

/** A document long enough for three pages, with every kind of block. */
const DOC: DocumentModel = {
  title: "Market Analysis Report",
  meta: [{ label: "Industry", value: "Technology" }],
  blocks: [
    { kind: "heading", level: 2, text: "Market Overview" },
    { kind: "paragraph", content: "Groomers book by phone ≤ 3 times a day → lost revenue." },
    { kind: "heading", level: 2, text: "Opportunities" },
    { kind: "list", ordered: true, items: ["Deposits cut no-shows", "Reminders by text"] },
    { kind: "heading", level: 3, text: "Pain Points" },
    {
      kind: "list",
      ordered: false,
      items: [
        [{ text: "Haggling:", bold: true }, { text: " strangers" }],
        [
          { text: "Source: " },
          { text: "https://example.com/report", url: "https://example.com/report" },
        ],
      ],
    },
    { kind: "heading", level: 2, text: "Assumptions" },
    {
      kind: "table",
      header: ["Figure", "Value", "Basis"],
      rows: Array.from({ length: 60 }, (_, i) => [`Figure ${i + 1}`, `$${i + 1}M`, "Estimate"]),
    },
    { kind: "note", label: "Warning", text: "The two methods disagree by 4.5×." },
    { kind: "heading", level: 2, text: "Recommended Next Steps" },
    { kind: "list", ordered: true, items: Array.from({ length: 40 }, (_, i) => `Step ${i + 1}`) },
    { kind: "rule" },
    { kind: "paragraph", content: [{ text: "Data source: offline engine", italic: true }] },
  ],
};

async function pdfPages(blob: Blob): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(await blob.arrayBuffer()));
  const { text } = await extractText(pdf, { mergePages: false });
  return text;
}

describe("renderPdf", () => {
  it("writes selectable text: the headings, the lists, the table and 'Page n of m' on every page", async () => {
    const blob = renderPdf(DOC);
    expect(blob.type).toBe("application/pdf");
    const pages = await pdfPages(blob);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    pages.forEach((page, index) => {
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
    });
    const all = pages.join("\n");
    for (const heading of [
      "Market Analysis Report",
      "Market Overview",
      "Opportunities",
      "Assumptions",
      "Recommended Next Steps",
    ]) {
      expect(all).toContain(heading);
    }
    expect(all).toContain("Industry: Technology");
    expect(all).toMatch(/1\.\s*Deposits cut no-shows/);
    expect(all).toMatch(/2\.\s*Reminders by text/);
    expect(all).toMatch(/40\.\s*Step 40/);
    expect(all).toMatch(/•\s*Haggling: strangers/);
    expect(all).toContain("https://example.com/report");
    expect(all).toContain("Figure 60");
    expect(all).toContain("<= 3 times a day -> lost revenue");
    expect(all).toContain("Warning: The two methods disagree by 4.5×.");
  });

  it("keeps each table row on one page", async () => {
    const basis = (i: number) =>
      `Row${i}start ${"an estimate from the founder's price and the buyers counted in the region ".repeat(3)}Row${i}end`;
    const blob = renderPdf({
      title: "Assumptions",
      meta: [],
      blocks: [
        {
          kind: "table",
          header: ["Figure", "Value", "Basis"],
          rows: Array.from({ length: 40 }, (_, i) => [`Figure ${i + 1}`, "$1M", basis(i + 1)]),
        },
      ],
    });
    const pages = await pdfPages(blob);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    for (let i = 1; i <= 40; i++) {
      const start = pages.findIndex((page) => page.includes(`Row${i}start`));
      const end = pages.findIndex((page) => page.includes(`Row${i}end`));
      expect(start, `row ${i}`).toBeGreaterThanOrEqual(0);
      expect(end, `row ${i}`).toBe(start);
    }
  });

  it("spells characters outside the standard fonts with ones inside them", () => {
    expect(pdfSafe("a ≤ b → c – d € é")).toBe("a <= b -> c – d € é");
    expect(pdfSafe("漢字\u0007")).toBe("??");
  });
});

describe("renderDocx", () => {
  it("writes Word headings, numbered and bulleted lists, a table and a page-number footer", async () => {
    const blob = await renderDocx(DOC);
    const files = unzipSync(new Uint8Array(await blob.arrayBuffer()));
    const xml = strFromU8(files["word/document.xml"]!);
    expect(xml).toContain('<w:pStyle w:val="Title"/>');
    expect(xml).toContain('<w:pStyle w:val="Heading1"/>');
    expect(xml).toContain('<w:pStyle w:val="Heading2"/>');
    expect(xml).toContain("Market Overview");
    expect(xml).toContain("<w:numPr>");
    expect(xml).toContain("<w:tbl>");
    expect(xml).toContain("<w:tblHeader/>");
    expect(xml).toContain("Figure 60");
    expect(xml).toContain("Deposits cut no-shows");
    // Two numbered lists: two numbering instances, so the second starts again at 1.
    const numIds = new Set([...xml.matchAll(/<w:numId w:val="(\d+)"\/>/g)].map((m) => m[1]));
    expect(numIds.size).toBeGreaterThanOrEqual(3);
    const numbering = strFromU8(files["word/numbering.xml"]!);
    expect(numbering).toContain('w:val="decimal"');
    const footerName = Object.keys(files).find((name) => /^word\/footer\d*\.xml$/.test(name));
    const footer = strFromU8(files[footerName!]!);
    expect(footer).toMatch(/PAGE/);
    expect(footer).toMatch(/NUMPAGES/);
    const rels = strFromU8(files["word/_rels/document.xml.rels"]!);
    expect(rels).toContain("https://example.com/report");
  });

  it("drops characters XML cannot carry", () => {
    expect(docxSafe("a\u0000b\u0007c\n d")).toBe("abc d");
  });
});
