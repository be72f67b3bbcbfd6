import { defineTool } from "../../define-module";
import { titleSubject } from "../../project-title";
import { pitchRequestSchema, pitchResultSchema } from "./schema";

export default defineTool({
  request: pitchRequestSchema,
  result: pitchResultSchema,
  toResponse: (result) => ({ pitch: result }),
  founderText: (request) => [request.product, request.audience],
  projectTitle: (request) => `Pitch: ${titleSubject(request.product)}`,
  document: (result, { request }) => ({
    title: "Pitch Practice",
    meta: request ? [{ label: "Product", value: request.product }] : [],
    blocks: [{ kind: "paragraph", content: [{ text: result.pitch }] }],
  }),
  exportBaseName: (_request, now) => `pitch-${now.getFullYear()}`,
});
