import { findSource } from "../../../engine/knowledge";
import { type FounderField, renderFounderInput } from "../../../engine/prompt/founder-input";
import {
  businessModelSection,
  fact,
  industrySection,
  note,
} from "../../../engine/prompt/grounding";
import type { GroundingLine, GroundingSection, ModelPrompt } from "../../../engine/prompt/prompt";
import { type PlanSectionSpec, sectionText } from "../../../shared/plan";
import type { Assumption } from "../../../shared/provenance";
import type { VentureFacts } from "./facts.server";

/**
 * The model prompt of a planning module (issue 13): the module's task and one line of guidance
 * per section, the founder's answers, and as grounding the knowledge-base entries of the idea's
 * industry and business model plus the venture's earlier results (texts shortened, figures with
 * their sources). Each module's `prompt.server.ts` calls it with its own task and questions.
 */
export interface PlanPromptOptions {
  facts: VentureFacts;
  specs: readonly PlanSectionSpec[];
  /** What the plan is for, one paragraph. */
  task: string;
  /** Per section id: what it must hold (tables and their columns, lists, what to name). */
  guidance: Readonly<Record<string, string>>;
  /** The founder's answers to the module's own questions. */
  fields: readonly FounderField[];
  founderText: readonly string[];
  /** Knowledge-base grounding of the module's own (benchmarks), before the earlier results. */
  grounding?: readonly GroundingSection[];
  regenerate?: { section: string; round: number };
}

/** The longest text quoted from one earlier field. */
const FIELD_CHARS = 500;
/** The most figures carried over from one earlier result. */
const EARLIER_FIGURES = 20;

export function buildPlanPrompt(options: PlanPromptOptions): ModelPrompt {
  const { facts, specs } = options;
  const sections = specs
    .map(
      (spec) =>
        `- id "${spec.id}", heading "${spec.heading}" (delivers: ${spec.deliverable}): ${options.guidance[spec.id] ?? "specific to this venture"}`,
    )
    .join("\n");
  const regenerate = options.regenerate
    ? `\n\nThe founder asked to regenerate the section "${options.regenerate.section}" (attempt ${options.regenerate.round + 1}): write that section afresh with a different angle, different choices or a different order from a plain first draft, still grounded and specific. Write the other sections as usual.`
    : "";
  const instructions = `Task: ${options.task}

Write the result as { summary, sections, builtOn } plus the provenance fields. summary: three to five sentences naming the product, its customer and the plan's main choices. sections: exactly these, in this order, each { id, heading, blocks } where blocks are paragraphs { kind: "paragraph", text }, lists { kind: "list", ordered, items } and tables { kind: "table", header, rows } (every row as many cells as the header):
${sections}

Every section names this venture's product, customers or competitors; nothing generic. Sentences of the business idea about the founder (their background, skills or money) are never the customer's words: never quote them as the customer's pain or problem. A price the founder states in their own words (amount, currency and unit) is the price every section uses, over any benchmark; where your figures would disagree with the founder's or an earlier plan's, say so with both figures and what to change. Plain text only, no Markdown marks. builtOn: one line per earlier result given in the grounding ("Market analysis: …", "Customer discovery: …", "Strategic plan: …"), else empty. Figures quoted from an earlier result keep the source id it lists for them; if it lists none, their basis is an estimate saying which earlier result they come from.${regenerate}`;
  const grounding: GroundingSection[] = [
    industrySection(facts.industry),
    businessModelSection(facts.model),
    ...(options.grounding ?? []),
    ...earlierSections(facts),
  ];
  return {
    instructions,
    founderInput: renderFounderInput([
      { label: "Business idea", field: "businessIdea", value: facts.idea },
      { label: "Target customer", field: "targetCustomer", value: facts.customer },
      {
        label: "Competitors",
        field: "competitors",
        value: facts.competitors.length > 0 ? facts.competitors.join(", ") : undefined,
      },
      ...options.fields,
    ]),
    founderText: options.founderText,
    grounding,
  };
}

/** The venture's earlier results as grounding, most recent module last. */
function earlierSections(facts: VentureFacts): GroundingSection[] {
  const sections: GroundingSection[] = [];
  const { market, discovery } = facts;
  if (market) {
    sections.push({
      title: "The founder's market analysis (field marketAnalysis)",
      lines: [
        note(`Overview: ${shorten(market.marketOverview)}`),
        note(`Target audience: ${shorten(market.targetAudience)}`),
        note(`Competitors: ${shorten(market.competitiveLandscape)}`),
        note(`Pricing: ${shorten(market.pricingAnalysis)}`),
        note(`Opportunities: ${shorten(market.opportunities.join("; "))}`),
        note(`Threats: ${shorten(market.threats.join("; "))}`),
        ...figureLines(market.assumptions),
      ],
    });
  }
  if (discovery) {
    const personas = discovery.customerPersonas;
    sections.push({
      title: "The founder's customer discovery (field customerDiscovery)",
      lines: [
        note(`Primary persona: ${shorten(personas.primaryPersona)}`),
        note(`Pain points: ${shorten(personas.painPoints.join("; "))}`),
        note(`Current solutions: ${shorten(discovery.problemValidation.currentSolutions)}`),
        note(`Unmet needs: ${shorten(discovery.problemValidation.unmetNeeds.join("; "))}`),
        note(`Feature priority: ${shorten(discovery.solutionFit.featurePriority.join("; "))}`),
        note(`Value proposition: ${shorten(discovery.solutionFit.valueProposition)}`),
        note(`Adoption barriers: ${shorten(discovery.solutionFit.adoptionBarriers.join("; "))}`),
        ...figureLines(discovery.assumptions),
      ],
    });
  }
  for (const [field, plan] of Object.entries(facts.plans)) {
    if (!plan) continue;
    sections.push({
      title: `The founder's earlier plan (field ${field})`,
      lines: [
        note(`Summary: ${shorten(plan.summary)}`),
        ...plan.sections.map((section) =>
          note(
            `${section.heading}: ${shorten(sectionText(section.edited?.blocks ?? section.blocks))}`,
          ),
        ),
        ...figureLines(plan.assumptions),
      ],
    });
  }
  return sections;
}

function figureLines(assumptions: readonly Assumption[]): GroundingLine[] {
  return assumptions.slice(0, EARLIER_FIGURES).map((item) => {
    const text = `Figure, ${shorten(item.label, 160)}: ${shorten(item.value, 60)}`;
    const sourceId = item.basis.kind === "source" ? item.basis.sourceId : undefined;
    return fact(text, sourceId !== undefined && findSource(sourceId) ? sourceId : undefined);
  });
}

function shorten(text: string, max = FIELD_CHARS): string {
  const clean = text.replace(/\s+/g, " ").trim();
  return clean.length <= max ? clean : `${clean.slice(0, max - 1).trimEnd()}…`;
}
