import { defineTool } from "../define-module";
import { savedIdeaSchema } from "../idea-generation/schema";
import { titleSubject } from "../project-title";
import { marketAnalysisDocument, marketExportBaseName } from "./document";
import { marketAnalysisRequestSchema, marketAnalysisResultSchema } from "./schema";

/** The saved idea's title inside a market request's previousData (a JSON string), or null. */
export function referencedIdea(previousData: string): string | null {
  if (!previousData) return null;
  try {
    const idea = savedIdeaSchema.safeParse(JSON.parse(previousData));
    return idea.success ? idea.data.title : null;
  } catch {
    return null;
  }
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
  ],
  projectTitle: (request) =>
    `Market analysis: ${titleSubject(request.businessIdea) || request.industry}`,
  document: (result, { request }) =>
    marketAnalysisDocument(
      result,
      request ? { request, referencedIdea: referencedIdea(request.previousData) } : {},
    ),
  // Spec §9: market-analysis-{industry}-{timestamp}.
  exportBaseName: (request, now) =>
    marketExportBaseName(request?.industry ?? "report", now.getTime()),
});
