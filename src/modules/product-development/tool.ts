import { definePlanTool } from "../_kit/plan/tool";
import { PRODUCT_PLAN_SECTIONS } from "./plan";
import { productPlanRequestSchema } from "./schema";

export default definePlanTool({
  request: productPlanRequestSchema,
  sections: PRODUCT_PLAN_SECTIONS,
  documentTitle: "Product Development Plan",
  titlePrefix: "Product plan",
  fileName: "product-development-plan",
  reads: ["marketAnalysis", "customerDiscovery", "strategicPlan"],
  founderText: (request) => [request.mustHave],
});
