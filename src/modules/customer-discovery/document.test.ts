import { describe, expect, it } from "vitest";
import { localIsoDate } from "../../shared/document";
import { markdownLine, toMarkdown } from "../../shared/document-markdown";
import {
  classificationLine,
  customerDiscoveryDocument,
  discoveryExportBaseName,
  reportSections,
  SECTION_TITLES,
} from "./document";
import type { CustomerDiscoveryResult } from "./schema";
import { SAMPLE_IDEA, SAMPLE_RESULT } from "./ui/sample-result";

const discoveryMarkdown = (result: CustomerDiscoveryResult, businessIdea: string, date: Date) =>
  toMarkdown(customerDiscoveryDocument(result, { businessIdea, date }));
const exportFileName = (date: Date) => `${discoveryExportBaseName(date)}.md`;

const DATE = new Date(2025, 2, 7, 23, 30); // 7 March 2025, late evening local time

/** The lines under a `### {label}` heading, up to the next blank line. */
function listUnder(markdown: string, label: string): string[] {
  const lines = markdown.split("\n");
  const start = lines.indexOf(`### ${label}`);
  expect(start, `heading ${label}`).toBeGreaterThan(-1);
  const rest = lines.slice(start + 2);
  return rest.slice(0, rest.indexOf(""));
}

describe("export file name (spec §9)", () => {
  it("is customer-discovery-analysis-{YYYY-MM-DD}.md with the local date, zero-padded", () => {
    expect(localIsoDate(DATE)).toBe("2025-03-07");
    expect(exportFileName(DATE)).toBe("customer-discovery-analysis-2025-03-07.md");
    expect(exportFileName(new Date(2024, 11, 31, 0, 0))).toBe(
      "customer-discovery-analysis-2024-12-31.md",
    );
  });
});

describe("customerDiscoveryDocument as Markdown", () => {
  const markdown = discoveryMarkdown(SAMPLE_RESULT, SAMPLE_IDEA, DATE);

  it("opens with the title, the business idea and the date", () => {
    expect(markdown.startsWith("# Customer Discovery Analysis\n\n")).toBe(true);
    expect(markdown).toContain(`**Business idea:** ${SAMPLE_IDEA}`);
    expect(markdown).toContain("**Date:** 2025-03-07");
  });

  it("has the six sections and the data sources, in the result view's order", () => {
    const headings = markdown.split("\n").filter((line) => line.startsWith("## "));
    expect(headings).toEqual([
      "## Executive Summary",
      "## Customer Personas",
      "## Problem Validation",
      "## Solution Fit Analysis",
      "## Market Insights",
      "## Strategic Recommendations",
      "## Data Sources",
    ]);
  });

  it("numbers secondary personas, feature priority, immediate actions, validation steps and next milestones", () => {
    const { customerPersonas, solutionFit, recommendations } = SAMPLE_RESULT;
    const numbered = (items: readonly string[]) => items.map((item, i) => `${i + 1}. ${item}`);
    expect(listUnder(markdown, "Secondary Personas")).toEqual(
      numbered(customerPersonas.secondaryPersonas),
    );
    expect(listUnder(markdown, "Feature Priority")).toEqual(numbered(solutionFit.featurePriority));
    expect(listUnder(markdown, "Immediate Actions")).toEqual(
      numbered(recommendations.immediateActions),
    );
    expect(listUnder(markdown, "Validation Steps")).toEqual(
      numbered(recommendations.validationSteps),
    );
    expect(listUnder(markdown, "Next Milestones")).toEqual(
      numbered(recommendations.nextMilestones),
    );
  });

  it("bullets every other list", () => {
    const bulleted = (items: readonly string[]) => items.map((item) => `- ${item}`);
    const r = SAMPLE_RESULT;
    expect(listUnder(markdown, "Pain Points")).toEqual(bulleted(r.customerPersonas.painPoints));
    expect(listUnder(markdown, "Motivations")).toEqual(bulleted(r.customerPersonas.motivations));
    expect(listUnder(markdown, "Unmet Needs")).toEqual(bulleted(r.problemValidation.unmetNeeds));
    expect(listUnder(markdown, "Adoption Barriers")).toEqual(
      bulleted(r.solutionFit.adoptionBarriers),
    );
    expect(listUnder(markdown, "Growth Opportunities")).toEqual(
      bulleted(r.marketInsights.growthOpportunities),
    );
    expect(listUnder(markdown, "Research Gaps")).toEqual(bulleted(r.recommendations.researchGaps));
    expect(listUnder(markdown, "Built On")).toEqual(bulleted(r.builtOn));
  });

  it("holds every text field of the result under its label", () => {
    const r = SAMPLE_RESULT;
    const texts: Array<[string, string]> = [
      ["Primary Persona", r.customerPersonas.primaryPersona],
      ["Demographics", r.customerPersonas.demographics],
      ["Psychographics", r.customerPersonas.psychographics],
      ["Buying Behavior", r.customerPersonas.buyingBehavior],
      ["Problem Severity", r.problemValidation.problemSeverity],
      ["Problem Frequency", r.problemValidation.problemFrequency],
      ["Current Solutions", r.problemValidation.currentSolutions],
      ["Customer Journey", r.problemValidation.customerJourney],
      ["Solution Alignment", r.solutionFit.solutionAlignment],
      ["Value Proposition", r.solutionFit.valueProposition],
      ["Competitive Advantage", r.solutionFit.competitiveAdvantage],
      ["Segment Analysis", r.marketInsights.segmentAnalysis],
      ["Market Timing", r.marketInsights.marketTiming],
      ["Customer Acquisition", r.marketInsights.customerAcquisition],
      ["Pricing Sensitivity", r.marketInsights.pricingSensitivity],
    ];
    for (const [label, text] of texts) expect(listUnder(markdown, label)).toEqual([text]);
    expect(markdown).toContain(`## Executive Summary\n\n${r.executiveSummary}\n`);
  });

  it("ends with the data source, the classification, the figures' basis and the sources", () => {
    const dataSources = markdown.slice(markdown.indexOf("## Data Sources"));
    expect(dataSources).toContain(SAMPLE_RESULT.dataSource);
    expect(dataSources).toContain("How we read your idea: E-commerce · B2C · Marketplace");
    expect(listUnder(markdown, "Figures and Their Basis")).toEqual([
      "- US secondhand apparel market (2023): $43B (Source: ThredUp (2024))",
      "- Parents to interview: 15 (Your input (businessIdea))",
      "- Seasons per year: 4 (Estimate: One clear-out per season, four seasons a year.)",
    ]);
    expect(listUnder(markdown, "Sources")).toEqual([
      "- ThredUp, Resale Report 2024 (2024) <https://www.thredup.com/resale>",
    ]);
    expect(markdown.endsWith("\n")).toBe(true);
    expect(markdown).not.toMatch(/undefined|NaN|\[object Object\]|\n{3,}/);
  });

  it("leaves out the secondary personas, built-on, figures and sources when there are none", () => {
    const bare: CustomerDiscoveryResult = {
      ...SAMPLE_RESULT,
      customerPersonas: { ...SAMPLE_RESULT.customerPersonas, secondaryPersonas: [] },
      builtOn: [],
      assumptions: [],
      sources: [{ id: "x", publisher: "Pub", title: "T", year: 2020, url: "javascript:alert(1)" }],
    };
    const text = discoveryMarkdown(bare, SAMPLE_IDEA, DATE);
    expect(text).not.toContain("Secondary Personas");
    expect(text).not.toContain("Built On");
    expect(text).not.toContain("Figures and Their Basis");
    // Only http(s) links survive.
    expect(listUnder(text, "Sources")).toEqual(["- Pub, T (2020)"]);
  });

  it("keeps untrusted text from breaking the document's structure", () => {
    const hostile: CustomerDiscoveryResult = {
      ...SAMPLE_RESULT,
      executiveSummary: "# Not a heading\n\n## Nor this",
      customerPersonas: {
        ...SAMPLE_RESULT.customerPersonas,
        painPoints: ["line one\n- fake item", "2. fake number"],
      },
    };
    const text = discoveryMarkdown(hostile, "  my\nidea  ", DATE);
    expect(text).toContain("## Executive Summary\n\n\\# Not a heading ## Nor this\n");
    expect(listUnder(text, "Pain Points")).toEqual([
      "- line one - fake item",
      "- 2\\. fake number",
    ]);
    expect(text).toContain("**Business idea:** my idea\n");
  });
});

describe("markdownLine", () => {
  it("collapses whitespace and escapes a leading block marker", () => {
    expect(markdownLine("  a \n b\t c ")).toBe("a b c");
    expect(markdownLine("> quote")).toBe("\\> quote");
    expect(markdownLine("+ plus")).toBe("\\+ plus");
    expect(markdownLine("2024) year")).toBe("2024\\) year");
    expect(markdownLine("$43B market")).toBe("$43B market");
  });
});

describe("reportSections (spec §2 cards, §9 list styles)", () => {
  const sections = reportSections(SAMPLE_RESULT);

  it("gives the six cards in spec order", () => {
    expect(sections.map((s) => s.title)).toEqual([...SECTION_TITLES]);
  });

  it("numbers exactly the five lists spec §9 names and bullets the rest", () => {
    const lists = sections.flatMap((s) => s.blocks).filter((b) => b.kind !== "text");
    const numbered = lists.filter((b) => b.kind === "numbered").map((b) => b.label);
    const bulleted = lists.filter((b) => b.kind === "bulleted").map((b) => b.label);
    expect(numbered).toEqual([
      "Secondary Personas",
      "Feature Priority",
      "Immediate Actions",
      "Validation Steps",
      "Next Milestones",
    ]);
    expect(bulleted).toEqual([
      "Pain Points",
      "Motivations",
      "Unmet Needs",
      "Adoption Barriers",
      "Growth Opportunities",
      "Research Gaps",
    ]);
  });

  it("shows every nested field of spec §3 (27 blocks: 1 + 7 + 5 + 5 + 5 + 4)", () => {
    const blocks = sections.flatMap((s) => s.blocks);
    expect(blocks).toHaveLength(27);
    const labels = blocks.map((b) => b.label).filter(Boolean);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it("drops the secondary personas when there are none", () => {
    const none = reportSections({
      ...SAMPLE_RESULT,
      customerPersonas: { ...SAMPLE_RESULT.customerPersonas, secondaryPersonas: [] },
    });
    const personas = none.find((s) => s.id === "customer-personas");
    expect(personas?.blocks.map((b) => b.label)).not.toContain("Secondary Personas");
  });

  it("reads the classification as industry · B2B/B2C · model", () => {
    expect(classificationLine(SAMPLE_RESULT)).toBe("E-commerce · B2C · Marketplace");
  });
});
