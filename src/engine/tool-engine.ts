import type { EngineTool } from "../shared/tool-definition";
import type { OfflineGenerator } from "./offline";

/**
 * One tool as the server runs it: its contract (src/shared/tool-definition.ts), its offline
 * generator and its prompt builder for a language model (src/modules/engines.server.ts loads
 * them from each module's folder).
 */
export interface ToolEngine<Request = never, Result = unknown, Prompt = unknown> {
  toolType: string;
  tool: EngineTool;
  generate: OfflineGenerator<Request, Result>;
  buildPrompt: (request: Request) => Prompt;
  /**
   * Refuses a request that carries no meaning (keyboard mashing, filler) with an AppError
   * `input_unclear`, before the offline generator or a model sees it. Optional.
   */
  screen?: (request: Request) => void;
  /**
   * Completes a language model's valid answer with what the offline engine writes itself and a
   * model is not asked for (the idea generator's note of the interests and skills no idea uses).
   * Optional; the result is validated again afterwards.
   */
  completeModelAnswer?: (request: Request, result: Result) => Result;
}
