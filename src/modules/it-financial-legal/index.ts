import { defineModule } from "../define-module";

/**
 * Its tool (page, endpoint, engine) comes in a later issue; until then /it-financial-legal redirects to the
 * service page (src/modules/routes.ts).
 */
export const itFinancialLegalModule = defineModule({
  toolType: "it-financial-legal",
  displayName: "IT, Financial & Legal",
  name: "IT, Financial and Legal Prep",
  serviceSlug: "it-financial-legal",
  phase: 3,
  summary: "Infrastructure, financial model and legal groundwork before you scale.",
});
