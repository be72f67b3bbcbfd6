import type { ModuleEngine } from "../engines.server";
import { generateIdeas } from "./generate.server";
import { buildPrompt } from "./prompt.server";
import { screenIdeaRequest } from "./screen.server";
import { withModelSetAside } from "./set-aside.server";

/** This module's engine (found by src/modules/engines.server.ts from the folder's name). */
export const engine: ModuleEngine = {
  generate: generateIdeas,
  buildPrompt,
  screen: screenIdeaRequest,
  completeModelAnswer: withModelSetAside,
};
