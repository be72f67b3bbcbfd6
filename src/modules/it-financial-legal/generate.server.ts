import { OFFLINE_DATA_SOURCE, type OfflineGenerator } from "../../engine/offline";
import type { PlanBlock, PlanSection } from "../../shared/plan";
import { buildContext, type FinContext } from "./context.server";
import { financialModelSection, runwaySection, unitEconomicsSection } from "./finance.server";
import { breakEvenText, cashClause, money } from "./format";
import { legalSection, questionsSection } from "./legal.server";
import { calendarSection, securitySection, setupOrderSection, toolsSection } from "./ops.server";
import { IT_FINANCIAL_LEGAL_SECTIONS } from "./plan";
import type { ItFinancialLegalRequest, ItFinancialLegalResult } from "./schema";

/**
 * The offline IT, financial and legal engine (issue 14): the tool inventory and security
 * baseline, a 36-month financial model in three scenarios built from the venture's earlier plans
 * (price and funnel from go-to-market, roles from team planning), its unit economics, the legal
 * checklist for the founder's country, the questions for a lawyer and an accountant, the setup
 * order and the calendar. Every figure is in the provenance; the model's inputs are kept beside
 * the sections (`financialModel`) for the page and the workbook export. Pure and deterministic.
 */
const WRITERS: Record<string, (ctx: FinContext) => PlanBlock[]> = {
  tools: toolsSection,
  security: securitySection,
  "financial-model": financialModelSection,
  runway: runwaySection,
  "unit-economics": unitEconomicsSection,
  legal: legalSection,
  "professional-questions": questionsSection,
  "setup-order": setupOrderSection,
  calendar: calendarSection,
};

export const generateItFinancialLegal: OfflineGenerator<
  ItFinancialLegalRequest,
  ItFinancialLegalResult
> = (request) => {
  const ctx = buildContext(request);
  const summary = summaryOf(ctx);
  const sections: PlanSection[] = IT_FINANCIAL_LEGAL_SECTIONS.map((spec) => {
    const write = WRITERS[spec.id];
    if (!write) throw new Error(`No writer for the financial and legal section ${spec.id}`);
    return { id: spec.id, heading: spec.heading, blocks: write(ctx), round: ctx.roundFor(spec.id) };
  });
  return {
    summary,
    sections,
    builtOn: ctx.facts.builtOn,
    dataSource: OFFLINE_DATA_SOURCE,
    ...ctx.builder.build(),
    financialModel: { inputs: ctx.inputs, scenario: "base" },
  };
};

/** Three to five sentences, the same whichever section is regenerated. */
function summaryOf(ctx: FinContext): string {
  const base = ctx.runs.base;
  const s = base.summary;
  const sentences = [
    `This plan sets ${ctx.product} up with company-owned tools at ${ctx.shown.toolsPerMonth.value} a month, a security baseline and the legal groundwork for ${ctx.countryName}.`,
    `Its base case, at ${ctx.shown.pricePerMonth.value} a customer a month, breaks even ${s.breakEvenMonth === null ? "not within the model's three years" : `in ${breakEvenText(base)}`}, and ${cashClause(base)}${s.fundingNeed > 0 ? `, so plan to raise or save about ${money(s.fundingNeed)}` : ""}.`,
  ];
  if (ctx.lacks.length > 0)
    sentences.push(
      `It has no ${ctx.lacks.map((lack) => lack.replace(/^(an?|your) /, "")).join("; no ")}: add ${ctx.lacks.length > 1 ? "them" : "it"} to sharpen the model.`,
    );
  else sentences.push("It builds on your go-to-market and team plans.");
  return sentences.join(" ");
}
