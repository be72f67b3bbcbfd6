import { defineModule, defineTool } from "../define-module";
import { ideaGenerationRequestSchema, ideaGenerationResultSchema } from "./schema";

export const ideaGenerationModule = defineModule(
  "idea-generation",
  defineTool({
    endpoint: "/api/generate-ideas",
    request: ideaGenerationRequestSchema,
    result: ideaGenerationResultSchema,
    toResponse: (result) => result,
    founderText: (request) => [
      request.interests,
      request.skills,
      request.experience,
      request.targetMarket,
      request.challenges,
    ],
  }),
);
