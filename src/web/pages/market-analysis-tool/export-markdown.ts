import type { MarketAnalysisResult } from "../../../modules/market-analysis/schema";
import { formatUsd } from "../../../shared/money";
import type { SourceRef } from "../../../shared/provenance";
import { describeBasis } from "../../components/provenance";
import { businessTypeLabel, type MarketRequestBody } from "./form-values";
import { splitParagraphs, withoutParagraph } from "./paragraphs";
import { METHOD_LABELS, type SizingMethod } from "./sizing";

/**
 * The 'Export Analysis' Markdown report (spec §9): every section of the result in the page's
 * order, numbered lists for opportunities, threats, market entry, key metrics and next steps, a
 * referenced-idea line when a saved idea was used, the data source, and the figures behind the
 * numbers (assumptions as a table, then the sources). Pure: the caller picks the file name's
 * timestamp and triggers the download.
 */

export interface MarketExportContext {
  /** The request the result answers (what the founder entered). */
  request: Pick<MarketRequestBody, "businessIdea" | "industry" | "targetMarket"> &
    Partial<Pick<MarketRequestBody, "businessType" | "geographicScope">>;
  /** The saved idea's title when the request carried one, else null. */
  referencedIdea: string | null;
}

/** `market-analysis-{industry lowercased, spaces as hyphens}-{timestamp}.md` (spec §9). */
export function marketExportFileName(industry: string, timestamp: number): string {
  const slug = industry.trim().toLowerCase().replace(/\s+/g, "-");
  return `market-analysis-${slug}-${timestamp}.md`;
}

/** One line of text, safe inside a Markdown table cell. */
function cell(text: string): string {
  return text
    .replace(/\s*\n\s*/g, " ")
    .replace(/\|/g, "\\|")
    .trim();
}

/** One line of text, for a list item or a field line. */
function line(text: string): string {
  return text.replace(/\s*\n\s*/g, " ").trim();
}

function textSection(title: string, text: string, skip: string | null = null): string[] {
  return [`## ${title}`, "", withoutParagraph(splitParagraphs(text), skip).join("\n\n"), ""];
}

function numberedSection(title: string, items: readonly string[]): string[] {
  return [`## ${title}`, "", ...items.map((item, index) => `${index + 1}. ${line(item)}`), ""];
}

function sizingTable(result: MarketAnalysisResult): string[] {
  const { sizing } = result;
  const rows = (["topDown", "bottomUp"] as const satisfies readonly SizingMethod[]).map(
    (method) =>
      `| ${METHOD_LABELS[method]} | ${formatUsd(sizing[method].tam)} | ${formatUsd(sizing[method].sam)} | ${formatUsd(sizing[method].som)} |`,
  );
  const lines = [
    `### Market sizing (US dollars a year, ${sizing.year})`,
    "",
    "| Method | TAM | SAM | SOM |",
    "| --- | --- | --- | --- |",
    ...rows,
    "",
  ];
  if (sizing.divergence.warning)
    lines.push(`> **Warning:** ${line(sizing.divergence.warning)}`, "");
  return lines;
}

function assumptionsSection(result: MarketAnalysisResult): string[] {
  if (result.assumptions.length === 0) return [];
  const sources = new Map(result.sources.map((source) => [source.id, source]));
  return [
    "## Assumptions",
    "",
    "| Figure | Value | Basis |",
    "| --- | --- | --- |",
    ...result.assumptions.map(
      (item) =>
        `| ${cell(item.label)} | ${cell(item.value)} | ${cell(describeBasis(item, sources))} |`,
    ),
    "",
  ];
}

function sourceLine(source: SourceRef): string {
  const text = `${line(source.publisher)}, ${line(source.title)} (${source.year})`;
  return source.url && /^https?:\/\//i.test(source.url)
    ? `- ${text}: <${source.url}>`
    : `- ${text}`;
}

function sourcesSection(result: MarketAnalysisResult): string[] {
  if (result.sources.length === 0) return [];
  return ["## Sources", "", ...result.sources.map(sourceLine), ""];
}

function headerLines({ request, referencedIdea }: MarketExportContext): string[] {
  const lines = [
    "# Market Analysis Report",
    "",
    `**Business idea:** ${line(request.businessIdea)}`,
    "",
    `**Industry:** ${line(request.industry)}`,
    "",
  ];
  if (request.businessType) {
    lines.push(`**Business type:** ${businessTypeLabel(request.businessType)}`, "");
  }
  lines.push(`**Target market:** ${line(request.targetMarket)}`, "");
  if (request.geographicScope) {
    lines.push(`**Geographic scope:** ${line(request.geographicScope)}`, "");
  }
  if (referencedIdea) lines.push(`**Referenced idea:** ${line(referencedIdea)}`, "");
  return lines;
}

/** The whole report as Markdown, ending with one newline. */
export function buildMarketAnalysisMarkdown(
  result: MarketAnalysisResult,
  context: MarketExportContext,
): string {
  const lines = [
    ...headerLines(context),
    ...textSection("Market Overview", result.marketOverview),
    ...textSection("Market Size Analysis", result.marketSize, result.sizing.divergence.warning),
    ...sizingTable(result),
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
    ...assumptionsSection(result),
    ...sourcesSection(result),
  ];
  if (result.dataSource.trim())
    lines.push("---", "", `*Data source: ${line(result.dataSource)}*`, "");
  return `${lines
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trimEnd()}\n`;
}
