import type { ModuleEngine } from "../engines.server";
import { generateItFinancialLegal } from "./generate.server";
import { buildPrompt } from "./prompt.server";

/** This module's engine (found by src/modules/engines.server.ts from the folder's name). */
export const engine: ModuleEngine = { generate: generateItFinancialLegal, buildPrompt };
