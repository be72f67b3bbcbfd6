import type { CustomerDiscoveryResult } from "../../../modules/customer-discovery/schema";

/**
 * One document model for a customer discovery result, read by the result view and the Markdown
 * export alike, so both show the same sections in the same order with the same list styles.
 * Spec §9: secondary personas, feature priority, immediate actions, validation steps and next
 * milestones are numbered; every other list is bulleted.
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
