import { defineModule, defineTool } from "../define-module";
import { marketAnalysisRequestSchema, marketAnalysisResultSchema } from "./schema";

export const marketAnalysisModule = defineModule(
  "market-analysis",
  defineTool({
    endpoint: "/api/market-analysis",
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
  }),
);
