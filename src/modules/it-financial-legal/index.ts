import { unwrapPlan } from "../_kit/plan/meta";
import { defineModule } from "../define-module";
import { IT_FINANCIAL_LEGAL_READS } from "./reads";

export const itFinancialLegalModule = defineModule({
  toolType: "it-financial-legal",
  displayName: "IT, Financial & Legal",
  name: "IT, Financial and Legal Prep",
  serviceSlug: "it-financial-legal",
  phase: 3,
  summary: "Infrastructure, financial model and legal groundwork before you scale.",
  service: () => import("./content"),
  tool: {
    path: "/it-financial-legal",
    aliases: [],
    endpoint: "/api/it-financial-legal",
    access: "signed-in",
    resultNoun: "financial and legal plan",
    reads: IT_FINANCIAL_LEGAL_READS.reads,
    refill: IT_FINANCIAL_LEGAL_READS.refill,
    route: { title: "IT, financial and legal plan", head: () => import("./head") },
    unwrap: unwrapPlan,
    load: () => import("./tool"),
    page: () => import("./ui/page"),
    savedResult: () => import("./ui/saved-result"),
  },
});
