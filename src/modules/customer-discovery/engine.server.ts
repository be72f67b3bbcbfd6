import type { ModuleEngine } from "../engines.server";
import { generateCustomerDiscovery } from "./generate.server";
import { buildPrompt } from "./prompt.server";
import { screenDiscoveryRequest } from "./screen.server";

/** This module's engine (found by src/modules/engines.server.ts from the folder's name). */
export const engine: ModuleEngine = {
  generate: generateCustomerDiscovery,
  buildPrompt,
  screen: screenDiscoveryRequest,
};
