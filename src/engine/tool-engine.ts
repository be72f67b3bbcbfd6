import type * as z from "zod/mini";
import type { OfflineGenerator } from "./offline";

/**
 * What the engine needs of a tool's browser-safe definition: its endpoint, request and result
 * schemas, the body the endpoint answers with and the founder's free text. A module's
 * `ToolDefinition` (src/modules/define-module.ts) has this shape; it is declared here, not
 * imported, because the engine layer imports nothing from the modules (decision 010).
 */
export interface EngineTool<
  Request extends z.ZodMiniType = z.ZodMiniType,
  Result extends z.ZodMiniType = z.ZodMiniType,
> {
  endpoint: `/api/${string}`;
  request: Request;
  result: Result;
  toResponse: (result: z.output<Result>) => unknown;
  founderText: (request: z.output<Request>) => string[];
}

/**
 * One tool as the server runs it: its definition, its offline generator and its prompt builder
 * for a language model (src/modules/engines.server.ts wires the three tools).
 */
export interface ToolEngine<Request = never, Result = unknown, Prompt = unknown> {
  toolType: string;
  tool: EngineTool;
  generate: OfflineGenerator<Request, Result>;
  buildPrompt: (request: Request) => Prompt;
}
