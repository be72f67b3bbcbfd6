import { definePlanTool } from "../_kit/plan/tool";
import { PRODUCT_PLAN_SECTIONS } from "./plan";
import { PRODUCT_PLAN_READS } from "./reads";
import { productPlanRequestSchema } from "./schema";

export default definePlanTool({
  request: productPlanRequestSchema,
  sections: PRODUCT_PLAN_SECTIONS,
  documentTitle: "Product Development Plan",
  titlePrefix: "Product plan",
  fileName: "product-development-plan",
  reads: PRODUCT_PLAN_READS,
  founderText: (request) => [request.mustHave],
});
