import type { ModuleEngine } from "../engines.server";
import { strategicPlanEngine } from "./generate.server";

/** This module's engine (found by src/modules/engines.server.ts from the folder's name). */
export const engine: ModuleEngine = strategicPlanEngine;
