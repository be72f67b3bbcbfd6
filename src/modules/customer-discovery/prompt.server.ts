import {
  type BusinessModelEntry,
  findSource,
  getBusinessModel,
  getIndustry,
  type IndustryEntry,
} from "../../engine/knowledge";
import { type FounderField, renderFounderInput } from "../../engine/prompt/founder-input";
import {
  businessModelOverviewSection,
  businessModelSection,
  businessModelsMentioned,
  fact,
  industriesMentioned,
  industryOverviewSection,
  industrySection,
  note,
} from "../../engine/prompt/grounding";
import type { GroundingLine, GroundingSection, ModelPrompt } from "../../engine/prompt/prompt";
import { BUSINESS_MODELS, MARKET_INDUSTRIES } from "../../shared/options";
import type { CustomerDiscoveryRequest } from "./schema";
import customerDiscoveryTool from "./tool";

/** Industries whose entries the idea text matches, described in full. */
const MATCHED_INDUSTRIES = 2;
/** The longest text quoted from one field of the earlier market analysis. */
const MARKET_FIELD_CHARS = 600;
/** The most assumptions carried over from the earlier market analysis. */
const MARKET_ASSUMPTIONS = 24;

/**
 * The customer discovery tool's prompt for a language model (issue 4): the task, nested field by
 * nested field; the knowledge-base entries the idea's words point to (industry, business model),
 * the founder's earlier market analysis (`marketData`) with the sources behind its figures, and
 * one line on each of the twenty industries for the classification.
 */
export function buildPrompt(request: CustomerDiscoveryRequest): ModelPrompt {
  const industries = industriesMentioned(
    request.businessIdea,
    MARKET_INDUSTRIES.filter((industry) => industry !== "Other").map(getIndustry),
    MATCHED_INDUSTRIES,
  );
  const models = modelsFor(request.businessIdea, industries[0]);
  const [mainModel, ...otherModels] = models;
  const grounding: GroundingSection[] = industries.map(industrySection);
  if (mainModel !== undefined) grounding.push(businessModelSection(mainModel));
  const market = marketDataSection(request.marketData);
  if (market !== undefined) grounding.push(market);
  grounding.push(
    mainModel === undefined
      ? businessModelOverviewSection(
          "The eighteen business models",
          BUSINESS_MODELS.map(getBusinessModel),
        )
      : businessModelOverviewSection("Other business models it could run on", otherModels),
  );
  grounding.push(
    industryOverviewSection(
      "The twenty industries (classification.industry is one of them)",
      MARKET_INDUSTRIES.map(getIndustry),
    ),
  );
  return {
    instructions: INSTRUCTIONS,
    founderInput: renderFounderInput(founderFields(request, market !== undefined)),
    founderText: customerDiscoveryTool.founderText(request),
    grounding,
  };
}

/** Business models the idea names, then the matched industry's usual ones (at most four). */
function modelsFor(idea: string, industry: IndustryEntry | undefined): BusinessModelEntry[] {
  const names = [
    ...new Set([...businessModelsMentioned(idea), ...(industry?.typicalBusinessModels ?? [])]),
  ];
  return names.slice(0, 4).map(getBusinessModel);
}

const INSTRUCTIONS = `Task: customer discovery for the founder's business idea: who the customers are, whether the problem is real and frequent, how well the solution fits, what the market says, and what to do next. Every text names the product and its customers; nothing generic.

Fields:
- classification: industry = exactly one of ${MARKET_INDUSTRIES.join(", ")}; orientation = "B2B" or "B2C"; businessModel = exactly one of ${BUSINESS_MODELS.join(", ")}; signals = the founder's own words (quoted from the idea) that decided it.
- executiveSummary: three or four sentences: the customer, the problem, the fit, the first thing to test.
- customerPersonas: primaryPersona = one specific person-type with role, situation and the moment they need this product; secondaryPersonas = one or two more; demographics; psychographics; painPoints and motivations = short items in the customer's words; buyingBehavior = how they discover, compare and pay.
- problemValidation: problemSeverity (how much it costs them, in time or money, with a basis); currentSolutions (named alternatives, e.g. the grounding's example companies); customerJourney (from trigger to purchase); unmetNeeds (items); problemFrequency (how often it occurs).
- solutionFit: solutionAlignment; featurePriority (features ordered most important first, each with why); valueProposition (one sentence); competitiveAdvantage (against the named alternatives); adoptionBarriers (items).
- marketInsights: segmentAnalysis (the grounding's customer segments that fit); marketTiming (the grounding's trends and why now); customerAcquisition (the business model's channels, first ten customers); pricingSensitivity (the grounding's price ranges and what this customer will pay); growthOpportunities (items).
- recommendations: immediateActions; researchGaps (what is not known yet); validationSteps (interviews: whom, how many, which questions, what answer validates); nextMilestones (measurable).
- builtOn: when the founder's earlier market analysis is given (marketData), one line "Market analysis: <what it covered, in a few words>"; otherwise an empty list.
- assumptions: every number in the texts, as the rules say. Figures quoted from the earlier market analysis keep the source id it lists for them; if it lists none, their basis is input with field "marketData".`;

function founderFields(request: CustomerDiscoveryRequest, hasMarketData: boolean): FounderField[] {
  return [
    { label: "Business idea", field: "businessIdea", value: request.businessIdea },
    {
      label: "Earlier market analysis",
      field: "marketData",
      value: hasMarketData ? "given: see the grounding section of that name" : undefined,
    },
  ];
}

const MARKET_TEXT_FIELDS = [
  ["marketOverview", "Overview"],
  ["marketSize", "Market size"],
  ["targetAudience", "Target audience"],
  ["competitiveLandscape", "Competitors"],
  ["marketTrends", "Trends"],
  ["pricingAnalysis", "Pricing"],
  ["recommendedStrategy", "Strategy"],
] as const;

const MARKET_LIST_FIELDS = [
  ["opportunities", "Opportunities"],
  ["threats", "Threats"],
] as const;

/**
 * The founder's earlier market analysis, read leniently (spec §7 sends whatever the browser
 * kept): its texts, shortened, and its assumptions with their sources when the knowledge base
 * knows them. Undefined when it holds nothing usable.
 */
function marketDataSection(marketData: Record<string, unknown>): GroundingSection | undefined {
  const lines: GroundingLine[] = [];
  for (const [key, label] of MARKET_TEXT_FIELDS) {
    const value = marketData[key];
    if (typeof value === "string" && value.trim() !== "") {
      lines.push(note(`${label}: ${shorten(value)}`));
    }
  }
  for (const [key, label] of MARKET_LIST_FIELDS) {
    const items = stringsIn(marketData[key]);
    if (items.length > 0) lines.push(note(`${label}: ${shorten(items.join("; "))}`));
  }
  lines.push(...assumptionLines(marketData.assumptions));
  if (lines.length === 0) return undefined;
  return { title: "The founder's earlier market analysis (field marketData)", lines };
}

/** "US apparel market (2023): $343B [statista-apparel-market-2023]" per carried-over figure. */
function assumptionLines(value: unknown): GroundingLine[] {
  if (!Array.isArray(value)) return [];
  return value.slice(0, MARKET_ASSUMPTIONS).flatMap((item): GroundingLine[] => {
    if (item === null || typeof item !== "object") return [];
    const { label, value: figure, basis } = item as Record<string, unknown>;
    if (typeof label !== "string" || typeof figure !== "string") return [];
    const sourceId =
      basis !== null && typeof basis === "object" && "sourceId" in basis
        ? String(basis.sourceId)
        : undefined;
    const text = `Figure from the analysis, ${shorten(label, 160)}: ${shorten(figure, 60)}`;
    return [fact(text, sourceId !== undefined && findSource(sourceId) ? sourceId : undefined)];
  });
}

function stringsIn(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === "string")
    : [];
}

function shorten(text: string, max: number = MARKET_FIELD_CHARS): string {
  const clean = text.replace(/\s+/g, " ").trim();
  return clean.length <= max ? clean : `${clean.slice(0, max - 1).trimEnd()}…`;
}
