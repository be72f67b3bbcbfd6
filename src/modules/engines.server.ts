/**
 * The tools' engines, server side (GUIDE §4): each tool module's definition with its offline
 * generator and its prompt builder. The browser-safe registry (registry.ts) holds the same
 * modules without their engines.
 */
import type { ToolEngine } from "../engine/tool-engine";
import { customerDiscoveryModule } from "./customer-discovery";
import { generateCustomerDiscovery } from "./customer-discovery/generate.server";
import { buildPrompt as buildCustomerDiscoveryPrompt } from "./customer-discovery/prompt.server";
import { ideaGenerationModule } from "./idea-generation";
import { generateIdeas } from "./idea-generation/generate.server";
import { buildPrompt as buildIdeaPrompt } from "./idea-generation/prompt.server";
import { marketAnalysisModule } from "./market-analysis";
import { generateMarketAnalysis } from "./market-analysis/generate.server";
import { buildPrompt as buildMarketAnalysisPrompt } from "./market-analysis/prompt.server";

export const ideaGenerationEngine = {
  toolType: ideaGenerationModule.toolType,
  tool: ideaGenerationModule.tool,
  generate: generateIdeas,
  buildPrompt: buildIdeaPrompt,
};

export const marketAnalysisEngine = {
  toolType: marketAnalysisModule.toolType,
  tool: marketAnalysisModule.tool,
  generate: generateMarketAnalysis,
  buildPrompt: buildMarketAnalysisPrompt,
};

export const customerDiscoveryEngine = {
  toolType: customerDiscoveryModule.toolType,
  tool: customerDiscoveryModule.tool,
  generate: generateCustomerDiscovery,
  buildPrompt: buildCustomerDiscoveryPrompt,
};

/** Every tool the server answers, in the registry's order (engines.server.test.ts checks it). */
export const TOOL_ENGINES: readonly ToolEngine[] = [
  ideaGenerationEngine,
  marketAnalysisEngine,
  customerDiscoveryEngine,
] as unknown as readonly ToolEngine[];
