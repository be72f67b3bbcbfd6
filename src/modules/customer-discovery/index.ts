import { defineModule, defineTool } from "../define-module";
import { customerDiscoveryRequestSchema, customerDiscoveryResultSchema } from "./schema";

export const customerDiscoveryModule = defineModule(
  "customer-discovery",
  defineTool({
    endpoint: "/api/customer-discovery",
    request: customerDiscoveryRequestSchema,
    result: customerDiscoveryResultSchema,
    toResponse: (result) => ({ analysis: { CustomerDiscoveryResult: result } }),
    founderText: (request) => [request.businessIdea, JSON.stringify(request.marketData)],
  }),
);
