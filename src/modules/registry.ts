/**
 * The nine modules (GUIDE §4), in the order a founder meets them. Adding a module means one
 * folder and one line here; registry.test.ts fails when this list and the folders disagree, or a
 * tool lacks a piece of the contract (define-module.ts), and tenth-module.test.ts adds a tenth.
 */
import { customerDiscoveryModule } from "./customer-discovery";
import { makeRegistry } from "./define-module";
import { goToMarketModule } from "./go-to-market";
import { ideaGenerationModule } from "./idea-generation";
import { itFinancialLegalModule } from "./it-financial-legal";
import { iterationScalingModule } from "./iteration-scaling";
import { marketAnalysisModule } from "./market-analysis";
import { productDevelopmentModule } from "./product-development";
import { strategicPlanningModule } from "./strategic-planning";
import { teamPlanningModule } from "./team-planning";

export type { ToolModule } from "./define-module";

export const { MODULE_REGISTRY, MODULE_COUNT, TOOL_MODULES, moduleFor, toolModuleFor } =
  makeRegistry([
    ideaGenerationModule,
    marketAnalysisModule,
    customerDiscoveryModule,
    strategicPlanningModule,
    productDevelopmentModule,
    goToMarketModule,
    teamPlanningModule,
    itFinancialLegalModule,
    iterationScalingModule,
  ]);
