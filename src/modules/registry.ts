/**
 * The nine modules (GUIDE §4). Adding a module means one folder and one line here;
 * registry.test.ts fails when this list, the folders and the catalog disagree.
 */
import { customerDiscoveryModule } from "./customer-discovery";
import { goToMarketModule } from "./go-to-market";
import { ideaGenerationModule } from "./idea-generation";
import { itFinancialLegalModule } from "./it-financial-legal";
import { iterationScalingModule } from "./iteration-scaling";
import { marketAnalysisModule } from "./market-analysis";
import { productDevelopmentModule } from "./product-development";
import { strategicPlanningModule } from "./strategic-planning";
import { teamPlanningModule } from "./team-planning";

export const MODULE_REGISTRY = [
  ideaGenerationModule,
  marketAnalysisModule,
  customerDiscoveryModule,
  strategicPlanningModule,
  productDevelopmentModule,
  goToMarketModule,
  teamPlanningModule,
  itFinancialLegalModule,
  iterationScalingModule,
] as const;

/** The modules whose tool (endpoint, schemas, engine) exists. */
export const TOOL_MODULES = [
  ideaGenerationModule,
  marketAnalysisModule,
  customerDiscoveryModule,
] as const;
export type ToolModule = (typeof TOOL_MODULES)[number];
export type ToolType = ToolModule["toolType"];
