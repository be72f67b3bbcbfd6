import type { ModuleEngine } from "../engines.server";
import { goToMarketEngine } from "./generate.server";

/** This module's engine (found by src/modules/engines.server.ts from the folder's name). */
export const engine: ModuleEngine = goToMarketEngine;
