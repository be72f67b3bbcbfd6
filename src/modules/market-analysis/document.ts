import type { DocumentBlock, DocumentModel, MetaLine } from "../../shared/document";
import { assumptionsTable, sourceRuns } from "../../shared/document-provenance";
import { MARKET_BUSINESS_TYPES } from "../../shared/options";
import { splitParagraphs, withoutParagraph } from "./paragraphs";
import type { MarketAnalysisRequest, MarketAnalysisResult } from "./schema";
import { sizingMoney, sizingUnit } from "./sizing-money";

// The page renders its sections with these without loading the document (decision 036 addendum).
export { splitParagraphs, withoutParagraph };

/**
 * A market analysis as a document (spec §9 'Export Analysis'): the request, every section of the
 * result in the page's order, numbered lists for opportunities, threats, market entry, key
 * metrics and next steps, the sizing table, a referenced-idea line when a saved idea was used,
 * the figures behind the numbers (a table) and the sources, then the data source.
 */

/** What the founder asked, for the lines under the title; all optional (a saved project may lack it). */
export interface MarketDocumentContext {
  request?: Pick<MarketAnalysisRequest, "businessIdea" | "industry" | "targetMarket"> &
    Partial<Pick<MarketAnalysisRequest, "businessType" | "geographicScope">>;
  /** The saved idea's title when the request carried one, else null. */
  referencedIdea?: string | null;
}

export const MARKET_REPORT_TITLE = "Market Analysis Report";

/** `market-analysis-{industry lowercased, spaces as hyphens}-{timestamp}` (spec §9), no extension. */
export function marketExportBaseName(industry: string, timestamp: number): string {
  const slug = industry.trim().toLowerCase().replace(/\s+/g, "-");
  return `market-analysis-${slug}-${timestamp}`;
}

function businessTypeLabel(value: string): string {
  return MARKET_BUSINESS_TYPES.find((type) => type.value === value)?.label ?? value;
}

export const SIZING_METHOD_LABELS = { topDown: "Top-down", bottomUp: "Bottom-up" } as const;

function textSection(title: string, text: string, skip: string | null = null): DocumentBlock[] {
  return [
    { kind: "heading", level: 2, text: title },
    ...withoutParagraph(splitParagraphs(text), skip).map(
      (content): DocumentBlock => ({ kind: "paragraph", content }),
    ),
  ];
}

function numberedSection(title: string, items: readonly string[]): DocumentBlock[] {
  return [
    { kind: "heading", level: 2, text: title },
    { kind: "list", ordered: true, items },
  ];
}

function sizingBlocks({ sizing }: MarketAnalysisResult): DocumentBlock[] {
  const blocks: DocumentBlock[] = [
    { kind: "heading", level: 3, text: `Market sizing (${sizingUnit(sizing)})` },
    {
      kind: "table",
      header: ["Method", "TAM", "SAM", "SOM"],
      rows: (["topDown", "bottomUp"] as const).map((method) => [
        // A buyer count estimated from peer countries says so here too (decision 031).
        method === "bottomUp" && sizing.buyers?.estimatedFrom === "peer-countries"
          ? `${SIZING_METHOD_LABELS[method]} (estimated buyer count)`
          : SIZING_METHOD_LABELS[method],
        // No top-down figure without the buyers' spending on this kind of product (decision 046).
        ...(method === "topDown" && sizing.topDownBasis === "none"
          ? ["Not sized", "Not sized", "Not sized"]
          : [
              sizingMoney(sizing, sizing[method].tam),
              sizingMoney(sizing, sizing[method].sam),
              sizingMoney(sizing, sizing[method].som),
            ]),
      ]),
    },
  ];
  if (sizing.divergence.warning) {
    blocks.push({ kind: "note", label: "Warning", text: sizing.divergence.warning });
  }
  return blocks;
}

function metaLines({ request, referencedIdea }: MarketDocumentContext): MetaLine[] {
  const lines: MetaLine[] = [];
  if (request) {
    lines.push(
      { label: "Business idea", value: request.businessIdea },
      { label: "Industry", value: request.industry },
    );
    if (request.businessType) {
      lines.push({ label: "Business type", value: businessTypeLabel(request.businessType) });
    }
    lines.push({ label: "Target market", value: request.targetMarket });
    if (request.geographicScope) {
      lines.push({ label: "Geographic scope", value: request.geographicScope });
    }
  }
  if (referencedIdea) lines.push({ label: "Referenced idea", value: referencedIdea });
  return lines;
}

export function marketAnalysisDocument(
  result: MarketAnalysisResult,
  context: MarketDocumentContext = {},
): DocumentModel {
  const blocks: DocumentBlock[] = [
    ...textSection("Market Overview", result.marketOverview),
    ...textSection("Market Size Analysis", result.marketSize, result.sizing.divergence.warning),
    ...sizingBlocks(result),
    ...textSection("Target Audience", result.targetAudience),
    ...textSection("Competitive Landscape", result.competitiveLandscape),
    ...textSection("Market Trends", result.marketTrends),
    ...numberedSection("Opportunities", result.opportunities),
    ...numberedSection("Threats", result.threats),
    ...textSection("Recommended Strategy", result.recommendedStrategy),
    ...textSection("Pricing Analysis", result.pricingAnalysis),
    ...numberedSection("Market Entry Strategy", result.marketEntry),
    ...numberedSection("Key Metrics to Track", result.keyMetrics),
    ...numberedSection("Recommended Next Steps", result.nextSteps),
  ];
  if (result.assumptions.length > 0) {
    blocks.push(
      { kind: "heading", level: 2, text: "Assumptions" },
      ...assumptionsTable(result.assumptions, result.sources),
    );
  }
  if (result.sources.length > 0) {
    blocks.push(
      { kind: "heading", level: 2, text: "Sources" },
      {
        kind: "list",
        ordered: false,
        items: result.sources.map((source) => sourceRuns(source, ": ")),
      },
    );
  }
  if (result.dataSource.trim()) {
    blocks.push(
      { kind: "rule" },
      { kind: "paragraph", content: [{ text: `Data source: ${result.dataSource}`, italic: true }] },
    );
  }
  return { title: MARKET_REPORT_TITLE, meta: metaLines(context), blocks };
}
