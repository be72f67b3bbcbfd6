import { definePlanEngine } from "../_kit/plan/engine.server";
import { buildContext, type FinContext } from "./context.server";
import { financialModelSection, runwaySection, unitEconomicsSection } from "./finance.server";
import { breakEvenText, cashClause } from "./format";
import { legalSection, questionsSection } from "./legal.server";
import { calendarSection, securitySection, setupOrderSection, toolsSection } from "./ops.server";
import { IT_FINANCIAL_LEGAL_SECTIONS } from "./plan";
import { itFinancialLegalPrompt } from "./prompt.server";
import type { ItFinancialLegalRequest } from "./schema";
import tool from "./tool";

/**
 * The IT, financial and legal engine (issue 14): the tool inventory and security baseline, a
 * 36-month financial model in three scenarios built from the venture's earlier plans (price and
 * funnel from go-to-market, roles from team planning), its unit economics, the legal checklist
 * for the founder's country, the questions for a lawyer and an accountant, the setup order and
 * the calendar, written offline with every figure in the provenance, or by a model told what each
 * section holds. The model's inputs are kept beside the sections (`financialModel`) for the page
 * and the workbook export. Pure and deterministic.
 */
export const itFinancialLegalEngine = definePlanEngine(IT_FINANCIAL_LEGAL_SECTIONS, {
  context: (request: ItFinancialLegalRequest) => buildContext(request),
  sections: {
    tools: {
      guidance:
        "a table { Area, Tool, Monthly cost, Rule } (email and documents, password manager, domain, accounting, banking and payments, backups, e-signature, code and hosting for software), each cost an estimate with its method, then the monthly total",
      write: toolsSection,
    },
    security: {
      guidance:
        "a table { Area, Baseline, When } covering access, two-factor sign-in, passwords, backups, devices and offboarding, plus security questionnaires for B2B",
      write: securitySection,
    },
    "financial-model": {
      guidance:
        "a paragraph with the model's rules (churn from the month's opening customers before new ones join; revenue = customers × price; net = gross profit − costs; cash = last month's cash + net); a table { Input, Value, Tag } with every input tagged; a table { Month, Customers, Revenue, Costs, Net, Cash } for the first 12 months of the base case",
      write: financialModelSection,
    },
    runway: {
      guidance:
        "the base case's first-month burn, runway and break-even in a paragraph; a table { Scenario, New customers month 1, Churn a month, Break-even, Runway, Lowest cash, Funding need } for conservative, base and optimistic; funding need = the shortfall below zero plus a stated buffer",
      write: runwaySection,
    },
    "unit-economics": {
      guidance:
        "a table { Measure, Value, Arithmetic }: ARPU, gross profit per customer, churn, LTV = gross profit a month ÷ churn, CAC month by month (each month's marketing ÷ its new customers) and blended (the 36 months' marketing ÷ their new customers, the CAC payback and LTV:CAC use unless the founder typed one), CAC payback = CAC ÷ gross profit a month, LTV:CAC, and the affordable CAC from the business model's usual payback",
      write: unitEconomicsSection,
    },
    legal: {
      guidance:
        "a table { Item, Usual steps in the country, When } for entity, founder agreement, IP assignment, privacy policy, terms and tax registrations, with the founder's country's usual steps as things to confirm, then a sentence that this is not legal advice",
      write: legalSection,
    },
    "professional-questions": {
      guidance:
        "two numbered lists, questions for the lawyer and questions for the accountant, specific to the country and the venture, then the not-legal-advice sentence",
      write: questionsSection,
    },
    "setup-order": {
      guidance:
        "a table { When, Item, Cost, Why now } from this week to before raising, each cost an estimate with its method (placeholders to replace with quotes), then the one-off total",
      write: setupOrderSection,
    },
    calendar: {
      guidance:
        "a table { When, What, Who }: weekly cash check, monthly close and model update, quarterly access review and backup test, yearly filings to confirm with the accountant, and the events that should trigger a re-run",
      write: calendarSection,
    },
  },
  summary: summaryOf,
  extra: (ctx) => ({ financialModel: { inputs: ctx.inputs, scenario: "base" as const } }),
  tool,
  prompt: itFinancialLegalPrompt,
});

export const generateItFinancialLegal = itFinancialLegalEngine.generate;
export const buildPrompt = itFinancialLegalEngine.buildPrompt;

/** Three to five sentences, the same whichever section is regenerated. */
function summaryOf(ctx: FinContext): string {
  const base = ctx.runs.base;
  const s = base.summary;
  const sentences = [
    `This plan sets ${ctx.product} up with company-owned tools at ${ctx.shown.toolsPerMonth.value} a month, a security baseline and the legal groundwork for ${ctx.countryName}.`,
    `Its base case, at ${ctx.shown.pricePerMonth.value} a customer a month, breaks even ${s.breakEvenMonth === null ? "not within the model's three years" : `in ${breakEvenText(base)}`}, and ${cashClause(base)}${s.fundingNeed > 0 ? `, so plan to raise or save about ${ctx.fmt(s.fundingNeed)}` : ""}.`,
  ];
  if (ctx.lacks.length > 0)
    sentences.push(
      `It has no ${ctx.lacks.map((lack) => lack.replace(/^(an?|your) /, "")).join("; no ")}: add ${ctx.lacks.length > 1 ? "them" : "it"} to sharpen the model.`,
    );
  else sentences.push("It builds on your go-to-market and team plans.");
  return sentences.join(" ");
}
