import { MARKET_INDUSTRIES } from "../../shared/options";
import { type SavedIdea, savedIdeaSchema } from "../../shared/saved-idea";
import { briefMarketFields, fillEmpty } from "../_kit/brief-fields";
import { defineTool, isEmptyField } from "../define-module";
import { titleSubject, ventureName } from "../project-title";
import { marketAnalysisDocument, marketExportBaseName } from "./document";
import { marketAnalysisRequestSchema, marketAnalysisResultSchema } from "./schema";

/** The saved idea inside a market request's previousData (a JSON string), or null. */
function savedIdeaIn(previousData: string): SavedIdea | null {
  if (!previousData) return null;
  try {
    const idea = savedIdeaSchema.safeParse(JSON.parse(previousData));
    return idea.success ? idea.data : null;
  } catch {
    return null;
  }
}

/** The saved idea's title inside a market request's previousData, or null. */
export function referencedIdea(previousData: string): string | null {
  return savedIdeaIn(previousData)?.title ?? null;
}

export default defineTool({
  request: marketAnalysisRequestSchema,
  result: marketAnalysisResultSchema,
  toResponse: (analysis) => ({ analysis }),
  founderText: (request) => [
    request.businessIdea,
    request.targetMarket,
    request.uniqueValueProposition,
    request.competitorAnalysis,
    request.marketSize,
    request.previousData,
    request.buyerCount === undefined ? "" : String(request.buyerCount),
  ],
  projectTitle: (request) =>
    `Market analysis: ${titleSubject(request.businessIdea) || request.industry}`,
  document: (result, { request }) =>
    marketAnalysisDocument(
      result,
      request ? { request, referencedIdea: referencedIdea(request.previousData) } : {},
    ),
  // The idea the request carries, else the founder's own words as the venture's idea, so the
  // modules after it (discovery first) start from them.
  startVenture: (request) => {
    const idea = savedIdeaIn(request.previousData) ?? {
      title: ventureName(request.businessIdea),
      description: request.businessIdea.slice(0, 3000),
      category: request.industry,
      marketSize: "",
      targetMarket: request.targetMarket.slice(0, 500),
    };
    return { name: idea.title, idea };
  },
  // Spec §9: market-analysis-{industry}-{timestamp}.
  exportBaseName: (request, now) =>
    marketExportBaseName(request?.industry ?? "report", now.getTime()),
  // In a venture: the chosen idea is the analysis' subject (previousData, as 'Develop This Idea
  // Further' sends it), its description the business idea, its market the target market.
  withEarlier: (body, { idea, brief }) => {
    // The venture's brief first (issue 23): what it answers is not asked again.
    const briefed = brief ? fillEmpty(body, briefMarketFields(brief)) : body;
    if (!idea) return { body: briefed, used: [] };
    const filled = { ...briefed };
    if (isEmptyField(body.previousData)) {
      filled.previousData = JSON.stringify({
        ...idea,
        description: idea.description.slice(0, 2000),
      });
    }
    if (isEmptyField(body.businessIdea)) {
      filled.businessIdea = (idea.description || idea.title).slice(0, 2000);
    }
    if (isEmptyField(body.targetMarket) && idea.targetMarket)
      filled.targetMarket = idea.targetMarket;
    if (
      isEmptyField(body.industry) &&
      (MARKET_INDUSTRIES as readonly string[]).includes(idea.category)
    ) {
      filled.industry = idea.category;
    }
    return { body: filled, used: [] };
  },
});
