import { defineTool } from "../define-module";
import { titleSubject } from "../project-title";
import { ideaGenerationDocument, ideasExportBaseName } from "./document";
import { ideaGenerationRequestSchema, ideaGenerationResultSchema } from "./schema";

export default defineTool({
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
  // "Startup ideas: clinical data, SQL" (the founder's first interest), else the industry.
  projectTitle: (request) => {
    const interest = titleSubject(request.interests.split(/[,;\n]/)[0]);
    return `Startup ideas: ${interest || request.industry || "your profile"}`;
  },
  document: (result, { date }) => ideaGenerationDocument(result, { date }),
  exportBaseName: (_request, now) => ideasExportBaseName(now),
});
