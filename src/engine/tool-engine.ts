import type { ToolDefinition } from "../shared/tool-definition";
import type { OfflineGenerator } from "./offline";

/**
 * One tool as the server runs it: its browser-safe definition (src/shared/tool-definition.ts),
 * its offline generator and its prompt builder for a language model
 * (src/modules/engines.server.ts wires the three tools).
 */
export interface ToolEngine<Request = never, Result = unknown, Prompt = unknown> {
  toolType: string;
  tool: ToolDefinition;
  generate: OfflineGenerator<Request, Result>;
  buildPrompt: (request: Request) => Prompt;
}
