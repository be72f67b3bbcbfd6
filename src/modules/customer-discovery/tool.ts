import { defineTool } from "../define-module";
import { titleSubject } from "../project-title";
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
});
