import type { CustomerDiscoveryResult } from "../../../modules/customer-discovery/schema";
import type { Assumption, SourceRef } from "../../../shared/provenance";
import { describeBasis } from "../../components/provenance";
import { classificationLine, type ReportBlock, reportSections } from "./report";

/**
 * The 'Export Report' Markdown (spec §9): the six sections of the result view, numbered and
 * bulleted as §9 says, then the data source with the figures' basis and the sources. Pure.
 */

/** The date as YYYY-MM-DD in the founder's own time zone. */
export function localIsoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, "0");
  const day = String(date.getDate()).padStart(2, "0");
  return `${date.getFullYear()}-${month}-${day}`;
}

/** `customer-discovery-analysis-{YYYY-MM-DD}.md` (spec §9), with the local date. */
export function exportFileName(date: Date): string {
  return `customer-discovery-analysis-${localIsoDate(date)}.md`;
}

/**
 * Untrusted text as one Markdown line: whitespace collapsed (so a line break cannot end a list
 * item or start a heading), and a leading heading, quote or list marker escaped so it reads as
 * text.
 */
export function markdownLine(value: string): string {
  const line = value.replace(/\s+/g, " ").trim();
  return line.replace(/^[#>*+-]/, "\\$&").replace(/^(\d+)([.)])/, "$1\\$2");
}

function blockLines(block: ReportBlock, headingLevel: string): string[] {
  const heading = block.label ? [`${headingLevel} ${block.label}`, ""] : [];
  if (block.kind === "text") return [...heading, markdownLine(block.text), ""];
  const items = block.items.map((item, index) =>
    block.kind === "numbered" ? `${index + 1}. ${markdownLine(item)}` : `- ${markdownLine(item)}`,
  );
  return [...heading, ...items, ""];
}

function assumptionLine(assumption: Assumption, sources: ReadonlyMap<string, SourceRef>): string {
  const basis = describeBasis(assumption, sources);
  return `- ${markdownLine(`${assumption.label}: ${assumption.value} (${basis})`)}`;
}

function sourceLine(source: SourceRef): string {
  const name = markdownLine(`${source.publisher}, ${source.title} (${source.year})`);
  const url = source.url && /^https?:\/\//i.test(source.url) ? ` <${source.url}>` : "";
  return `- ${name}${url}`;
}

function dataSourceLines(result: CustomerDiscoveryResult): string[] {
  const byId = new Map(result.sources.map((source) => [source.id, source]));
  const lines = [
    "## Data Sources",
    "",
    markdownLine(result.dataSource),
    "",
    `How we read your idea: ${markdownLine(classificationLine(result))}`,
    "",
  ];
  if (result.builtOn.length > 0) {
    lines.push("### Built On", "", ...result.builtOn.map((line) => `- ${markdownLine(line)}`), "");
  }
  if (result.assumptions.length > 0) {
    lines.push("### Figures and Their Basis", "");
    lines.push(...result.assumptions.map((assumption) => assumptionLine(assumption, byId)), "");
  }
  if (result.sources.length > 0) {
    lines.push("### Sources", "", ...result.sources.map(sourceLine), "");
  }
  return lines;
}

/** The whole report as Markdown; `businessIdea` is the text the analysis was run on. */
export function discoveryMarkdown(
  result: CustomerDiscoveryResult,
  businessIdea: string,
  date: Date,
): string {
  const lines = [
    "# Customer Discovery Analysis",
    "",
    `**Business idea:** ${markdownLine(businessIdea)}`,
    "",
    `**Date:** ${localIsoDate(date)}`,
    "",
  ];
  for (const section of reportSections(result)) {
    lines.push(`## ${section.title}`, "");
    for (const block of section.blocks) lines.push(...blockLines(block, "###"));
  }
  lines.push(...dataSourceLines(result));
  return `${lines.join("\n").trimEnd()}\n`;
}
