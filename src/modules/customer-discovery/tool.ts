import { ideaAsBusinessIdea } from "../../shared/saved-idea";
import { fillEmpty } from "../_kit/brief-fields";
import { marketFormStatement } from "../_kit/market-form";
import { defineTool, isEmptyField, isRecord } from "../define-module";
import { titleSubject, ventureName } from "../project-title";
import { customerDiscoveryDocument, discoveryExportBaseName } from "./document";
import { customerDiscoveryRequestSchema, customerDiscoveryResultSchema } from "./schema";

export default defineTool({
  request: customerDiscoveryRequestSchema,
  result: customerDiscoveryResultSchema,
  toResponse: (result) => ({ analysis: { CustomerDiscoveryResult: result } }),
  founderText: (request) => [request.businessIdea, JSON.stringify(request.marketData)],
  projectTitle: (request) =>
    `Customer discovery: ${titleSubject(request.businessIdea) || "your idea"}`,
  document: (result, { request, date }) =>
    customerDiscoveryDocument(result, { businessIdea: request?.businessIdea, date }),
  exportBaseName: (_request, now) => discoveryExportBaseName(now),
  startVenture: (request) => ({ name: ventureName(request.businessIdea), idea: null }),
  // In a venture: the idea is the chosen one (else the market analysis' business idea), the
  // market data the venture's current market analysis.
  withEarlier: (body, { idea, results, brief }) => {
    // The venture's brief first (issue 23): its idea, without what the founder says of themselves.
    const filled = brief
      ? fillEmpty(body, { businessIdea: brief.idea.slice(0, 2000) })
      : { ...body };
    const used = new Set<string>();
    const market = results["market-analysis"];
    if (isEmptyField(filled.businessIdea)) {
      const marketIdea = isRecord(market?.input) ? market.input.businessIdea : undefined;
      if (idea) {
        filled.businessIdea = ideaAsBusinessIdea(idea);
      } else if (typeof marketIdea === "string" && marketIdea.trim()) {
        filled.businessIdea = marketIdea;
        used.add("market-analysis");
      }
    }
    if (isEmptyField(body.marketData) && market && isRecord(market.output)) {
      // The competitors the founder named there travel with it: discovery lists them as what
      // customers use today.
      const input = isRecord(market.input) ? market.input : {};
      const named = input.competitorAnalysis;
      // What the founder stated on that form travels too: the one reading of the founder takes
      // it over inference, so discovery reads the venture's industry and model as the analysis did.
      filled.marketData = {
        ...market.output,
        founderInput: marketFormStatement(input),
        ...(typeof named === "string" && named.trim()
          ? { namedCompetitors: named.slice(0, 500) }
          : {}),
      };
      used.add("market-analysis");
    }
    return { body: filled, used: [...used] };
  },
});
