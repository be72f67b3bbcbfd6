import { defineModule } from "../define-module";

/**
 * Its tool (page, endpoint, engine) comes in a later issue; until then /product-development redirects to the
 * service page (src/modules/routes.ts).
 */
export const productDevelopmentModule = defineModule({
  toolType: "product-development",
  displayName: "Product Development",
  name: "Product Research and Development",
  serviceSlug: "product-development",
  phase: 2,
  summary: "From research to a tested MVP: scope, prototype, validation and launch plan.",
});
