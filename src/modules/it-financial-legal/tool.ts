import type { DocumentBlock } from "../../shared/document";
import { definePlanTool } from "../_kit/plan/tool";
import { breakEvenText, count, money as formatMoney, runwayText, SCENARIO_NAMES } from "./format";
import { runScenarios, SCENARIOS } from "./model";
import { IT_FINANCIAL_LEGAL_SECTIONS } from "./plan";
import { IT_FINANCIAL_LEGAL_READS } from "./reads";
import { financialModelExtra, itFinancialLegalRequestSchema } from "./schema";

export default definePlanTool({
  request: itFinancialLegalRequestSchema,
  sections: IT_FINANCIAL_LEGAL_SECTIONS,
  documentTitle: "IT, Financial and Legal Plan",
  titlePrefix: "Financial and legal plan",
  fileName: "financial-legal-plan",
  reads: IT_FINANCIAL_LEGAL_READS,
  // The founder's own free text; cash, price, budget and pay reach the text as `input` assumptions.
  founderText: (request) => [request.currentTools],
  extra: financialModelExtra,
  documentMore: (result) => modelBlocks(result.financialModel.inputs),
});

/** The export's model appendix: the base case month by month, and the three scenarios. */
function modelBlocks(inputs: Parameters<typeof runScenarios>[0]): readonly DocumentBlock[] {
  const runs = runScenarios(inputs);
  const money = (value: number) => formatMoney(value, inputs.currency);
  return [
    { kind: "heading", level: 2, text: "Financial model: base case, month by month" },
    {
      kind: "table",
      header: ["Month", "New", "Churned", "Customers", "Revenue", "Costs", "Net", "Cash"],
      rows: runs.base.rows.map((row) => [
        String(row.month),
        count(row.new),
        count(row.churned),
        count(row.customers),
        money(row.revenue),
        money(row.costs),
        money(row.net),
        money(row.cash),
      ]),
    },
    { kind: "heading", level: 2, text: "Financial model: three scenarios" },
    {
      kind: "table",
      header: ["Scenario", "Break-even", "Runway", "Lowest cash", "Funding need", "LTV:CAC"],
      rows: SCENARIOS.map((scenario) => {
        const run = runs[scenario];
        return [
          SCENARIO_NAMES[scenario],
          breakEvenText(run),
          runwayText(run),
          money(run.summary.lowestCash),
          money(run.summary.fundingNeed),
          run.summary.ltvToCac === null ? "n/a" : `${run.summary.ltvToCac.toFixed(1)}`,
        ];
      }),
    },
    {
      kind: "paragraph",
      content:
        "Customers are expected values, so they can be fractional; the workbook export holds the same model as live formulas.",
    },
  ];
}
