import type { FounderField } from "../../engine/prompt/founder-input";
import { figureLine } from "../../engine/prompt/grounding";
import type { GroundingSection } from "../../engine/prompt/prompt";
import type { VentureFacts } from "../_kit/plan/facts.server";
import { FUNNEL } from "../_kit/plan/prose.server";
import { COUNTRIES } from "./questions";
import type { ItFinancialLegalRequest } from "./schema";

const TASK =
  "An IT, financial and legal preparation plan for the founder's venture: the tools and accounts it needs with their monthly costs, a security baseline, a 36-month financial model whose every input is tagged (the founder's input, carried from an earlier plan, sourced, or an estimate with its method), burn, runway and break-even in conservative, base and optimistic scenarios, unit economics, the legal groundwork for the founder's country, the questions for a lawyer and an accountant, the setup order with costs and a review calendar. Take the price and the funnel from the go-to-market plan and the roles and pay from the team plan where given; say what is missing where they are not. Never present a placeholder cost as a quote, and say that the legal items are not legal advice.";

/** What the model is told beside the sections' guidance (generate.server.ts), issue 14. */
export const itFinancialLegalPrompt = {
  task: TASK,
  fields: (request: ItFinancialLegalRequest): FounderField[] => {
    const usd = (value: number | undefined) => (value === undefined ? undefined : String(value));
    return [
      {
        label: "Country",
        field: "country",
        value: COUNTRIES.find((country) => country.value === request.country)?.label,
      },
      {
        label: `Starting cash (${request.currency ?? "USD"})`,
        field: "startingCash",
        value: usd(request.startingCash),
      },
      {
        label: `Price per customer a month (${request.currency ?? "USD"})`,
        field: "pricePerMonth",
        value: usd(request.pricePerMonth),
      },
      {
        label: `Marketing budget a month (${request.currency ?? "USD"})`,
        field: "monthlyBudget",
        value: usd(request.monthlyBudget),
      },
      { label: "Founders", field: "founders", value: usd(request.founders) },
      {
        label: `Pay per founder a month (${request.currency ?? "USD"})`,
        field: "founderPay",
        value: usd(request.founderPay),
      },
      {
        label: "Tools used today",
        field: "currentTools",
        value: request.currentTools || undefined,
      },
    ];
  },
  grounding: (_request: ItFinancialLegalRequest, facts: VentureFacts) => [modelGrounding(facts)],
};

function modelGrounding(facts: VentureFacts): GroundingSection {
  const model = facts.model;
  return {
    title: "Financial model benchmarks (knowledge base)",
    lines: [
      figureLine(`${model.name} gross margin`, model.grossMargin),
      figureLine(`${model.name} CAC payback`, model.cacPaybackMonths),
      figureLine(
        `${model.name} ${model.retention.metric.replace(/-/g, " ")}`,
        model.retention.figure,
      ),
      figureLine("B2B site visitor-to-lead rate", FUNNEL.visitorToLead.b2b),
      figureLine("B2C site visitor-to-lead rate", FUNNEL.visitorToLead.b2c),
      figureLine("B2B lead-to-customer rate", FUNNEL.leadToCustomer.b2b),
      figureLine("B2C lead-to-customer rate", FUNNEL.leadToCustomer.b2c),
    ],
  };
}
