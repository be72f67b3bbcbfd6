import { describe, expect, it } from "vitest";
import { toMarkdown } from "../../shared/document-markdown";
import {
  type MarketDocumentContext,
  marketAnalysisDocument,
  marketExportBaseName,
  splitParagraphs,
  withoutParagraph,
} from "./document";
import type { MarketAnalysisResult } from "./schema";
import { FIXTURE_RESULT, FIXTURE_WARNING } from "./ui/test-fixture";

const buildMarketAnalysisMarkdown = (result: MarketAnalysisResult, ctx: MarketDocumentContext) =>
  toMarkdown(marketAnalysisDocument(result, ctx));
const marketExportFileName = (industry: string, timestamp: number) =>
  `${marketExportBaseName(industry, timestamp)}.md`;

const context = {
  request: {
    businessIdea: "GroomBook: booking for dog groomers",
    industry: "Technology" as const,
    businessType: "digital" as const,
    targetMarket: "Independent dog groomers",
    geographicScope: "United States" as const,
  },
  referencedIdea: "GroomBook",
};

describe("marketExportFileName (spec §9)", () => {
  it("lowercases the industry and turns spaces into hyphens", () => {
    expect(marketExportFileName("Food & Beverage", 1700000000000)).toBe(
      "market-analysis-food-&-beverage-1700000000000.md",
    );
    expect(marketExportFileName("Travel & Tourism", 1)).toBe(
      "market-analysis-travel-&-tourism-1.md",
    );
    expect(marketExportFileName("Technology", 42)).toBe("market-analysis-technology-42.md");
  });
});

describe("marketAnalysisDocument as Markdown", () => {
  const markdown = buildMarketAnalysisMarkdown(FIXTURE_RESULT, context);

  it("has every section of the page, in the page's order", () => {
    const headings = markdown.split("\n").filter((line) => line.startsWith("## "));
    expect(headings).toEqual([
      "## Market Overview",
      "## Market Size Analysis",
      "## Target Audience",
      "## Competitive Landscape",
      "## Market Trends",
      "## Opportunities",
      "## Threats",
      "## Recommended Strategy",
      "## Pricing Analysis",
      "## Market Entry Strategy",
      "## Key Metrics to Track",
      "## Recommended Next Steps",
      "## Assumptions",
      "## Sources",
    ]);
    expect(markdown.startsWith("# Market Analysis Report\n")).toBe(true);
  });

  it("numbers opportunities, threats, market entry, key metrics and next steps", () => {
    for (const list of [
      FIXTURE_RESULT.opportunities,
      FIXTURE_RESULT.threats,
      FIXTURE_RESULT.marketEntry,
      FIXTURE_RESULT.keyMetrics,
      FIXTURE_RESULT.nextSteps,
    ]) {
      const block = list.map((item, index) => `${index + 1}. ${item}`).join("\n");
      expect(markdown).toContain(block);
    }
  });

  it("keeps paragraphs apart with a blank line", () => {
    expect(markdown).toContain(
      "GroomBook is a digital business in Technology.\n\nAt the idea-validation stage, treat every figure as a hypothesis.",
    );
  });

  it("writes the request, the referenced idea and the data source", () => {
    expect(markdown).toContain("**Industry:** Technology");
    expect(markdown).toContain("**Business type:** Digital/Online");
    expect(markdown).toContain("**Target market:** Independent dog groomers");
    expect(markdown).toContain("**Geographic scope:** United States");
    expect(markdown).toContain("**Referenced idea:** GroomBook");
    expect(markdown).toContain(`*Data source: ${FIXTURE_RESULT.dataSource}*`);
  });

  it("leaves the referenced-idea line out when no saved idea was used", () => {
    const plain = buildMarketAnalysisMarkdown(FIXTURE_RESULT, { ...context, referencedIdea: null });
    expect(plain).not.toContain("Referenced idea");
  });

  it("tabulates the sizing and states the divergence warning once", () => {
    expect(markdown).toContain("| Top-down | $1.8B | $450.0M | $2.3M |");
    expect(markdown).toContain("| Bottom-up | $400.0M | $100.0M | $500,000 |");
    expect(markdown.split(FIXTURE_WARNING)).toHaveLength(2);
    expect(markdown).toContain(`> **Warning:** ${FIXTURE_WARNING}`);
  });

  it("says when the bottom-up buyer count is estimated from peer countries", () => {
    const estimated = buildMarketAnalysisMarkdown(
      {
        ...FIXTURE_RESULT,
        sizing: {
          ...FIXTURE_RESULT.sizing,
          buyers: {
            noun: "veterinary practices",
            orientation: "b2b",
            count: 3_400,
            place: "Spain",
            status: "estimated",
            fallback: null,
            estimatedFrom: "peer-countries",
          },
        },
      },
      context,
    );
    expect(estimated).toContain(
      "| Bottom-up (estimated buyer count) | $400.0M | $100.0M | $500,000 |",
    );
  });

  it("tabulates the assumptions with their basis, escaping pipes", () => {
    expect(markdown).toContain("| Figure | Value | Basis |");
    expect(markdown).toContain(
      "| US pet grooming software market | $1.80B | Source: Gartner (2024). Software share \\| US |",
    );
    expect(markdown).toContain("| Target market | Dog groomers | Your input (targetMarket) |");
    expect(markdown).toContain("| Reachable share | 0.5% | Estimate: 0.5% of SAM");
  });

  it("lists the sources, linking only http(s) addresses", () => {
    expect(markdown).toContain(
      "- Gartner, IT Spending Forecast 2024 (2024): <https://www.gartner.com/en/newsroom>",
    );
    expect(markdown).toContain("- US Census Bureau, County Business Patterns (2023)\n");
    const unsafe = buildMarketAnalysisMarkdown(
      {
        ...FIXTURE_RESULT,
        sources: [{ id: "x", publisher: "X", title: "Y", year: 2020, url: "javascript:alert(1)" }],
      },
      context,
    );
    expect(unsafe).not.toContain("javascript:");
  });

  it("leaves out empty provenance sections and the warning when there is none", () => {
    const bare = buildMarketAnalysisMarkdown(
      {
        ...FIXTURE_RESULT,
        sources: [],
        assumptions: [],
        sizing: { ...FIXTURE_RESULT.sizing, divergence: { ratio: 1.2, warning: null } },
      },
      context,
    );
    expect(bare).not.toContain("## Assumptions");
    expect(bare).not.toContain("## Sources");
    expect(bare).not.toContain("Warning");
  });

  it("reads cleanly: no placeholders, no triple blank lines, one final newline", () => {
    expect(markdown).not.toMatch(/undefined|NaN|\[object Object\]|\{\{|\$\{/);
    expect(markdown).not.toMatch(/\n{3,}/);
    expect(markdown.endsWith("\n")).toBe(true);
    expect(markdown.endsWith("\n\n")).toBe(false);
  });
});
describe("splitParagraphs", () => {
  it("splits on blank lines, trims, and drops empty paragraphs", () => {
    expect(splitParagraphs("  One.\n\nTwo.\r\n\r\n\n  \nThree.  ")).toEqual([
      "One.",
      "Two.",
      "Three.",
    ]);
  });

  it("joins single line breaks inside a paragraph", () => {
    expect(splitParagraphs("A line\nand its rest.\n \nNext.")).toEqual([
      "A line and its rest.",
      "Next.",
    ]);
  });

  it("gives nothing for blank text", () => {
    expect(splitParagraphs(" \n\n ")).toEqual([]);
  });
});

describe("withoutParagraph", () => {
  it("drops the paragraph equal to the skipped text, whitespace aside", () => {
    expect(withoutParagraph(["A.", "Warn me."], " Warn\nme. ")).toEqual(["A."]);
    expect(withoutParagraph(["A.", "B."], null)).toEqual(["A.", "B."]);
    expect(withoutParagraph(["A."], "C.")).toEqual(["A."]);
  });
});

describe("marketAnalysisDocument (the model every format renders)", () => {
  const doc = marketAnalysisDocument(FIXTURE_RESULT, {});

  it("numbers the five lists spec §9 names and no other", () => {
    const headings: string[] = [];
    const ordered: string[] = [];
    let current = "";
    for (const block of doc.blocks) {
      if (block.kind === "heading") current = block.text;
      if (block.kind === "heading") headings.push(block.text);
      if (block.kind === "list" && block.ordered) ordered.push(current);
    }
    expect(ordered).toEqual([
      "Opportunities",
      "Threats",
      "Market Entry Strategy",
      "Key Metrics to Track",
      "Recommended Next Steps",
    ]);
  });

  it("holds the sizing and the assumptions as tables, header first", () => {
    const tables = doc.blocks.filter((block) => block.kind === "table");
    expect(tables.map((table) => table.header)).toEqual([
      ["Method", "TAM", "SAM", "SOM"],
      ["Figure", "Value", "Basis"],
    ]);
    expect(tables[1]?.rows).toHaveLength(FIXTURE_RESULT.assumptions.length);
  });

  it("has no request lines without a request, and the referenced idea alone when given", () => {
    expect(doc.meta).toEqual([]);
    expect(marketAnalysisDocument(FIXTURE_RESULT, { referencedIdea: "GroomBook" }).meta).toEqual([
      { label: "Referenced idea", value: "GroomBook" },
    ]);
  });
});
