import { getBusinessModel, getBuyerUnit, resolveGeography } from "../../engine/knowledge";
import { type FounderField, renderFounderInput } from "../../engine/prompt/founder-input";
import {
  businessModelOverviewSection,
  businessModelSection,
  businessModelsMentioned,
  buyersSection,
  geographySection,
  industrySection,
  placeSection,
} from "../../engine/prompt/grounding";
import type { ModelPrompt } from "../../engine/prompt/prompt";
import { readFounder } from "../../engine/reading";
import type { ResearchGoal } from "../../shared/options";
import { type SavedIdea, savedIdeaSchema } from "../../shared/saved-idea";
import { founderInputOf } from "./context.server";
import type { MarketAnalysisRequest } from "./schema";
import marketAnalysisTool from "./tool";

/**
 * The market analysis tool's prompt for a language model (issue 4): the task, field by field;
 * the industry's full knowledge-base entry, the geographic scope with its share of the industry
 * and the top-down market it implies, the business models the idea names or the industry usually
 * runs on (the first in full); and the founder's
 * input, the saved idea they are developing included.
 */
export function buildPrompt(request: MarketAnalysisRequest): ModelPrompt {
  // The one reading of the founder (issue 23), as the offline engine reads them.
  const reading = readFounder(founderInputOf(request));
  const industry = reading.industry;
  const geography = resolveGeography(request.geographicScope);
  const models = [
    ...new Set([
      reading.model.model.name,
      ...businessModelsMentioned(`${request.businessIdea} ${request.uniqueValueProposition}`),
      ...industry.typicalBusinessModels,
    ]),
  ];
  const [mainModel, ...otherModels] = models.map(getBusinessModel);
  const savedIdea = parseSavedIdea(request.previousData);
  const market = reading.market?.market ?? null;
  const read = reading.buyer.reading;
  // The unit the words name, counted where the founder sells or not (the place section says).
  const named = reading.buyer.unit ?? read.unit;
  const units = [
    ...new Map(
      [
        ...(named === null ? [] : [named]),
        // A group the words narrow out of the market's buyer is asked, not counted whole.
        ...(market === null || named !== null || read.narrowed !== undefined
          ? []
          : [getBuyerUnit(market.buyer)]),
      ].map((unit) => [unit.id, unit] as const),
    ).values(),
  ];
  const asked = named === null ? (read.group ?? read.establishment ?? null) : null;
  const country = reading.place.country;
  return {
    instructions: [INSTRUCTIONS, researchGoalGuidance(request.researchGoals)]
      .filter((part) => part !== "")
      .join("\n\n"),
    founderInput: renderFounderInput(founderFields(request, savedIdea)),
    founderText: marketAnalysisTool.founderText(request),
    grounding: [
      industrySection(industry),
      geographySection(geography, industry),
      ...(market === null && units.length === 0 ? [] : [buyersSection(market, units)]),
      // The United States' counts are in "Who buys"; elsewhere, the country's own.
      ...(country === null || (country.id === "us" && asked === null)
        ? []
        : [placeSection(country, country.id === "us" ? [] : units, asked)]),
      ...(mainModel === undefined ? [] : [businessModelSection(mainModel)]),
      businessModelOverviewSection(`Other business models common in ${industry.name}`, otherModels),
    ],
  };
}

const INSTRUCTIONS = `Task: a market analysis of the founder's business idea in the industry, geographic scope and target market they chose. Every text names their product and their customers.

Fields:
- marketOverview: the market the idea sells into, its size and growth from the grounding (with the year), and where this product fits in it.
- marketSize: TAM, SAM and SOM in words with their figures, worked out both ways (see sizing), and what the gap between the two ways means for this founder. If the founder gave their own market size (marketSize), say whether the sizing supports it.
- targetAudience: who inside the founder's target market buys first, and why now.
- competitiveLandscape: the competitor types of the grounding with their named examples, every competitor the founder named (competitorAnalysis) by name, and where this product can win.
- marketTrends: the grounding's trends that matter to this idea, each with what it means for the product.
- recommendedStrategy: the positioning and first moves for this founder's stage (currentStage).
- pricingAnalysis: the grounding's price ranges and the business model's economics, and a starting price for this product with its reasoning.
- opportunities, threats, marketEntry, keyMetrics, nextSteps: three to five short, specific items each; nextSteps are things to do this month.
- sizing, in US dollars a year; year is the year of the market figure used:
  topDown: what the buyers spend on this kind of product, never a whole industry's turnover. tam = the market the idea is in when the grounding names one under "Who buys" (topDownBasis "market"); else, for organisations the grounding counts and gives a revenue per buyer and an IT share for, the buyer count × revenue per buyer × the share of revenue spent on IT × the part of IT that is software or IT services (topDownBasis "buyers-spending"); else topDown is 0, 0, 0 with topDownBasis "none", and marketSize says the top-down figure is not sized and what it would need. The industry's market figure may be quoted for scale, never as a TAM. sam = tam × the share of it this product's segment represents; som = sam × the share reachable in about three years.
  bottomUp: tam = the units that buy in the scope (households with a dog, hospitals, employer firms: the grounding's buyer units, never a whole population when a unit is given; a role inside an organisation buys as that organisation) × the share of them that pays (a paying share for freemium and free-to-play) × spend per paying customer per year; sam = tam × the share the founder can reach with their channels; som = sam × a realistic share. A bottom-up tam above a market's own top-down tam (topDownBasis "market") is not allowed: hold it at the top-down tam and say why. Count the buyers in the founder's country when the target market or scope names one, and show money there in its currency with US dollars beside it. An organisational buyer (a trade or establishment: pubs, florists, funeral homes, carriers) is never counted as a population or as all businesses: when the grounding has no count of them for that place and the founder gave no buyerCount, set bottomUp to 0, say so in marketSize, name the count it needs ("the number of independent florists in Ireland") and ask the founder for it. A buyerCount in the founder's input is their own count: use it and cite it as theirs.
  In both, som ≤ sam ≤ tam. divergence.ratio = the larger tam ÷ the smaller tam (1 when either is 0); divergence.warning = one sentence explaining the gap when the ratio is above 3, else null; above 10 the two are never a credible range, and the warning says which figure to trust and why. With topDownBasis "buyers-spending" the warning instead says what share of one buyer's yearly spending on that kind of product the price takes.
  Each sizing figure is also an assumption whose method shows the arithmetic, and the texts quote the figures exactly as the assumptions write them.
- builtOn: when the founder's input includes a saved idea (previousData), one line "Saved idea: <its title>"; otherwise an empty list.
- assumptions: every number in the texts, as the rules say.`;

const GOAL_GUIDANCE: Record<ResearchGoal, string> = {
  "Market Size Validation":
    "marketSize: test the founder's own figure against both sizings and say which assumption would have to hold for it.",
  "Competitive Analysis":
    "competitiveLandscape: compare each named competitor on price, audience and weakness, one by one.",
  "Customer Segmentation":
    "targetAudience: split the market into two or three segments, say which to win first and why.",
  "Pricing Strategy":
    "pricingAnalysis: recommend a price and packaging, with the margin and payback it implies.",
  "Market Entry Strategy":
    "marketEntry: a sequence of steps with channels, from the first ten customers to the first hundred.",
  "Growth Opportunities":
    "opportunities: adjacent segments, channels and products, each tied to a trend of the grounding.",
  "Risk Assessment":
    "threats: rate each threat's likelihood and impact (low, medium, high) and give its mitigation.",
  "Technology Trends":
    "marketTrends: the technology shifts that change how this product is built, sold or priced.",
  "Regulatory Environment":
    "threats and recommendedStrategy: the grounding's regulation that applies to this product and what to do about it before launch.",
  "Investment Requirements":
    "recommendedStrategy and keyMetrics: the launch capital the business model needs, what it buys and the milestone each tranche should reach.",
};

/** The founder's research goals, each deepening its part of the report. */
function researchGoalGuidance(goals: readonly ResearchGoal[]): string {
  if (goals.length === 0) return "";
  return [
    "The founder chose these research goals; give each part more depth and specifics:",
    ...goals.map((goal) => `- ${goal} → ${GOAL_GUIDANCE[goal]}`),
  ].join("\n");
}

function founderFields(
  request: MarketAnalysisRequest,
  savedIdea: SavedIdea | undefined,
): FounderField[] {
  return [
    { label: "Business idea", field: "businessIdea", value: request.businessIdea },
    { label: "Industry", field: "industry", value: request.industry },
    { label: "Business type", field: "businessType", value: request.businessType },
    { label: "Target market", field: "targetMarket", value: request.targetMarket },
    { label: "Geographic scope", field: "geographicScope", value: request.geographicScope },
    {
      label: "Unique value proposition",
      field: "uniqueValueProposition",
      value: request.uniqueValueProposition,
    },
    { label: "Research goals", field: "researchGoals", value: request.researchGoals },
    {
      label: "Competitors they know",
      field: "competitorAnalysis",
      value: request.competitorAnalysis,
    },
    { label: "Market size they expect", field: "marketSize", value: request.marketSize },
    { label: "Current stage", field: "currentStage", value: request.currentStage },
    {
      label: "Their own count of the buyers who pay",
      field: "buyerCount",
      value: request.buyerCount === undefined ? undefined : String(request.buyerCount),
    },
    {
      label: "Saved idea they are developing",
      field: "previousData",
      value: savedIdeaText(savedIdea),
    },
  ];
}

/** The saved idea in `previousData`, if it parses (the request keeps it as a JSON string). */
function parseSavedIdea(previousData: string): SavedIdea | undefined {
  if (previousData.trim() === "") return undefined;
  try {
    const parsed = savedIdeaSchema.safeParse(JSON.parse(previousData));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function savedIdeaText(idea: SavedIdea | undefined): string | undefined {
  if (idea === undefined) return undefined;
  return [
    idea.title,
    idea.description,
    idea.category && `category ${idea.category}`,
    idea.marketSize && `market size ${idea.marketSize}`,
    idea.targetMarket && `for ${idea.targetMarket}`,
  ]
    .filter((part) => part !== "")
    .join("; ");
}
