import type { ModuleEngine } from "../engines.server";
import { generateMarketAnalysis } from "./generate.server";
import { buildPrompt } from "./prompt.server";
import { screenMarketRequest } from "./screen.server";

/** This module's engine (found by src/modules/engines.server.ts from the folder's name). */
export const engine: ModuleEngine = {
  generate: generateMarketAnalysis,
  buildPrompt,
  screen: screenMarketRequest,
};
