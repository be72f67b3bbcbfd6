import { PlanToolPage } from "../../../web/lib/plan/plan-tool-page";
import { IT_FINANCIAL_LEGAL_SECTIONS } from "../plan";
import { IT_FINANCIAL_LEGAL_QUESTIONS } from "../questions";
import { MODEL_EXTRA } from "./extra";

/** /it-financial-legal (issue 14): the venture's tools, financial model and legal groundwork. */
export default function ItFinancialLegalPage() {
  return (
    <PlanToolPage
      toolType="it-financial-legal"
      sections={IT_FINANCIAL_LEGAL_SECTIONS}
      questions={IT_FINANCIAL_LEGAL_QUESTIONS}
      extra={MODEL_EXTRA}
      copy={{
        intro:
          "Get the plumbing right before growth arrives: the tools and accounts you need and what they cost, a security baseline, a monthly financial model with runway and break-even in three scenarios, unit economics, and the legal groundwork for your country with the questions to take to a lawyer and an accountant.",
        submit: "Generate Financial and Legal Plan",
        busy: "Building your model...",
        done: {
          title: "Financial and Legal Plan Ready",
          description:
            "Your financial and legal plan is saved to your workspace. Regenerate or edit any section.",
        },
      }}
    />
  );
}
