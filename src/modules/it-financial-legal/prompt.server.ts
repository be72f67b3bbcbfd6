import { figureLine } from "../../engine/prompt/grounding";
import type { GroundingSection, ModelPrompt } from "../../engine/prompt/prompt";
import { readVentureFacts } from "../_kit/plan/facts.server";
import { buildPlanPrompt } from "../_kit/plan/prompt.server";
import { FUNNEL } from "../_kit/plan/prose.server";
import { IT_FINANCIAL_LEGAL_SECTIONS } from "./plan";
import { COUNTRIES } from "./questions";
import type { ItFinancialLegalRequest } from "./schema";
import tool from "./tool";

const TASK =
  "An IT, financial and legal preparation plan for the founder's venture: the tools and accounts it needs with their monthly costs, a security baseline, a 36-month financial model whose every input is tagged (the founder's input, carried from an earlier plan, sourced, or an estimate with its method), burn, runway and break-even in conservative, base and optimistic scenarios, unit economics, the legal groundwork for the founder's country, the questions for a lawyer and an accountant, the setup order with costs and a review calendar. Take the price and the funnel from the go-to-market plan and the roles and pay from the team plan where given; say what is missing where they are not. Never present a placeholder cost as a quote, and say that the legal items are not legal advice.";

const GUIDANCE: Record<string, string> = {
  tools:
    "a table { Area, Tool, Monthly cost, Rule } (email and documents, password manager, domain, accounting, banking and payments, backups, e-signature, code and hosting for software), each cost an estimate with its method, then the monthly total",
  security:
    "a table { Area, Baseline, When } covering access, two-factor sign-in, passwords, backups, devices and offboarding, plus security questionnaires for B2B",
  "financial-model":
    "a paragraph with the model's rules (churn from the month's opening customers before new ones join; revenue = customers × price; net = gross profit − costs; cash = last month's cash + net); a table { Input, Value, Tag } with every input tagged; a table { Month, Customers, Revenue, Costs, Net, Cash } for the first 12 months of the base case",
  runway:
    "the base case's first-month burn, runway and break-even in a paragraph; a table { Scenario, New customers month 1, Churn a month, Break-even, Runway, Lowest cash, Funding need } for conservative, base and optimistic; funding need = the shortfall below zero plus a stated buffer",
  "unit-economics":
    "a table { Measure, Value, Arithmetic }: ARPU, gross profit per customer, churn, LTV = gross profit a month ÷ churn, CAC = marketing ÷ new customers, CAC payback = CAC ÷ gross profit a month, LTV:CAC, and the affordable CAC from the business model's usual payback",
  legal:
    "a table { Item, Usual steps in the country, When } for entity, founder agreement, IP assignment, privacy policy, terms and tax registrations, with the founder's country's usual steps as things to confirm, then a sentence that this is not legal advice",
  "professional-questions":
    "two numbered lists, questions for the lawyer and questions for the accountant, specific to the country and the venture, then the not-legal-advice sentence",
  "setup-order":
    "a table { When, Item, Cost, Why now } from this week to before raising, each cost an estimate with its method (placeholders to replace with quotes), then the one-off total",
  calendar:
    "a table { When, What, Who }: weekly cash check, monthly close and model update, quarterly access review and backup test, yearly filings to confirm with the accountant, and the events that should trigger a re-run",
};

/** The IT, financial and legal tool's prompt for a language model (issue 14). */
export function buildPrompt(request: ItFinancialLegalRequest): ModelPrompt {
  const facts = readVentureFacts(request);
  const usd = (value: number | undefined) => (value === undefined ? undefined : String(value));
  return buildPlanPrompt({
    facts,
    specs: IT_FINANCIAL_LEGAL_SECTIONS,
    task: TASK,
    guidance: GUIDANCE,
    fields: [
      {
        label: "Country",
        field: "country",
        value: COUNTRIES.find((country) => country.value === request.country)?.label,
      },
      { label: "Starting cash (USD)", field: "startingCash", value: usd(request.startingCash) },
      {
        label: "Price per customer a month (USD)",
        field: "pricePerMonth",
        value: usd(request.pricePerMonth),
      },
      {
        label: "Marketing budget a month (USD)",
        field: "monthlyBudget",
        value: usd(request.monthlyBudget),
      },
      { label: "Founders", field: "founders", value: usd(request.founders) },
      {
        label: "Pay per founder a month (USD)",
        field: "founderPay",
        value: usd(request.founderPay),
      },
      {
        label: "Tools used today",
        field: "currentTools",
        value: request.currentTools || undefined,
      },
    ],
    founderText: tool.founderText(request),
    grounding: [modelGrounding(facts)],
    ...(request.regenerate ? { regenerate: request.regenerate } : {}),
  });
}

function modelGrounding(facts: ReturnType<typeof readVentureFacts>): GroundingSection {
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
