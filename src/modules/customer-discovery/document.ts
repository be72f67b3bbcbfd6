import {
  type DocumentBlock,
  type DocumentModel,
  localIsoDate,
  type MetaLine,
} from "../../shared/document";
import { describeBasis, sourceRuns } from "../../shared/document-provenance";
import type { CustomerDiscoveryResult } from "./schema";

/**
 * A customer discovery result as sections (the page's cards) and as a document (spec §9 'Export
 * Report'). Spec §9: secondary personas, feature priority, immediate actions, validation steps and
 * next milestones are numbered; every other list is bulleted. The result view and the exports read
 * the same sections, so both show the same fields in the same order with the same list styles.
 */

/** A paragraph of text, or a list that is numbered or bulleted; `label` is its sub-heading. */
export type ReportBlock =
  | { kind: "text"; label?: string; text: string }
  | { kind: "numbered" | "bulleted"; label: string; items: readonly string[] };

/** A result card (on screen) or a second-level heading (in the export). */
export interface ReportSection {
  /** Stable id for the card's heading and tests. */
  id: string;
  title: string;
  blocks: ReportBlock[];
}

export const DISCOVERY_REPORT_TITLE = "Customer Discovery Analysis";

/** `customer-discovery-analysis-{YYYY-MM-DD}` (spec §9) with the local date, no extension. */
export function discoveryExportBaseName(date: Date): string {
  return `customer-discovery-analysis-${localIsoDate(date)}`;
}

const text = (label: string, value: string): ReportBlock => ({ kind: "text", label, text: value });
const numbered = (label: string, items: readonly string[]): ReportBlock => ({
  kind: "numbered",
  label,
  items,
});
const bulleted = (label: string, items: readonly string[]): ReportBlock => ({
  kind: "bulleted",
  label,
  items,
});

/** The six result cards' titles, in spec §2's order. */
export const SECTION_TITLES = [
  "Executive Summary",
  "Customer Personas",
  "Problem Validation",
  "Solution Fit Analysis",
  "Market Insights",
  "Strategic Recommendations",
] as const;

/** The six result cards of spec §2 in order, every nested field of spec §3 in each. */
export function reportSections(result: CustomerDiscoveryResult): ReportSection[] {
  const personas = result.customerPersonas;
  const problem = result.problemValidation;
  const fit = result.solutionFit;
  const market = result.marketInsights;
  const next = result.recommendations;
  return [
    {
      id: "executive-summary",
      title: "Executive Summary",
      blocks: [{ kind: "text", text: result.executiveSummary }],
    },
    {
      id: "customer-personas",
      title: "Customer Personas",
      blocks: [
        text("Primary Persona", personas.primaryPersona),
        // "secondary if any" (spec §2): no empty heading when there are none.
        ...(personas.secondaryPersonas.length > 0
          ? [numbered("Secondary Personas", personas.secondaryPersonas)]
          : []),
        text("Demographics", personas.demographics),
        text("Psychographics", personas.psychographics),
        bulleted("Pain Points", personas.painPoints),
        bulleted("Motivations", personas.motivations),
        text("Buying Behavior", personas.buyingBehavior),
      ],
    },
    {
      id: "problem-validation",
      title: "Problem Validation",
      blocks: [
        text("Problem Severity", problem.problemSeverity),
        text("Problem Frequency", problem.problemFrequency),
        text("Current Solutions", problem.currentSolutions),
        text("Customer Journey", problem.customerJourney),
        bulleted("Unmet Needs", problem.unmetNeeds),
      ],
    },
    {
      id: "solution-fit",
      title: "Solution Fit Analysis",
      blocks: [
        text("Solution Alignment", fit.solutionAlignment),
        numbered("Feature Priority", fit.featurePriority),
        text("Value Proposition", fit.valueProposition),
        text("Competitive Advantage", fit.competitiveAdvantage),
        bulleted("Adoption Barriers", fit.adoptionBarriers),
      ],
    },
    {
      id: "market-insights",
      title: "Market Insights",
      blocks: [
        text("Segment Analysis", market.segmentAnalysis),
        text("Market Timing", market.marketTiming),
        text("Customer Acquisition", market.customerAcquisition),
        text("Pricing Sensitivity", market.pricingSensitivity),
        bulleted("Growth Opportunities", market.growthOpportunities),
      ],
    },
    {
      id: "strategic-recommendations",
      title: "Strategic Recommendations",
      blocks: [
        numbered("Immediate Actions", next.immediateActions),
        bulleted("Research Gaps", next.researchGaps),
        numbered("Validation Steps", next.validationSteps),
        numbered("Next Milestones", next.nextMilestones),
      ],
    },
  ];
}

/** "E-commerce · B2C · Marketplace": how the engine read the idea (shown in the footer). */
export function classificationLine(result: CustomerDiscoveryResult): string {
  const { industry, orientation, businessModel } = result.classification;
  return `${industry} · ${orientation} · ${businessModel}`;
}

function reportBlocks(block: ReportBlock): DocumentBlock[] {
  const heading: DocumentBlock[] = block.label
    ? [{ kind: "heading", level: 3, text: block.label }]
    : [];
  if (block.kind === "text") return [...heading, { kind: "paragraph", content: block.text }];
  return [...heading, { kind: "list", ordered: block.kind === "numbered", items: block.items }];
}

function dataSourceBlocks(result: CustomerDiscoveryResult): DocumentBlock[] {
  const byId = new Map(result.sources.map((source) => [source.id, source]));
  const blocks: DocumentBlock[] = [
    { kind: "heading", level: 2, text: "Data Sources" },
    { kind: "paragraph", content: result.dataSource },
    { kind: "paragraph", content: `How we read your idea: ${classificationLine(result)}` },
  ];
  if (result.builtOn.length > 0) {
    blocks.push(
      { kind: "heading", level: 3, text: "Built On" },
      { kind: "list", ordered: false, items: result.builtOn },
    );
  }
  if (result.assumptions.length > 0) {
    blocks.push(
      { kind: "heading", level: 3, text: "Figures and Their Basis" },
      {
        kind: "list",
        ordered: false,
        items: result.assumptions.map(
          (item) => `${item.label}: ${item.value} (${describeBasis(item, byId)})`,
        ),
      },
    );
  }
  if (result.sources.length > 0) {
    blocks.push(
      { kind: "heading", level: 3, text: "Sources" },
      { kind: "list", ordered: false, items: result.sources.map((s) => sourceRuns(s, " ")) },
    );
  }
  return blocks;
}

/** What the analysis was run on and when, for the lines under the title (both optional). */
export interface DiscoveryDocumentContext {
  businessIdea?: string;
  date?: Date;
}

export function customerDiscoveryDocument(
  result: CustomerDiscoveryResult,
  { businessIdea, date }: DiscoveryDocumentContext = {},
): DocumentModel {
  const meta: MetaLine[] = [];
  if (businessIdea?.trim()) meta.push({ label: "Business idea", value: businessIdea });
  if (date) meta.push({ label: "Date", value: localIsoDate(date) });
  const blocks: DocumentBlock[] = [];
  for (const section of reportSections(result)) {
    blocks.push({ kind: "heading", level: 2, text: section.title });
    for (const block of section.blocks) blocks.push(...reportBlocks(block));
  }
  blocks.push(...dataSourceBlocks(result));
  return { title: DISCOVERY_REPORT_TITLE, meta, blocks };
}
