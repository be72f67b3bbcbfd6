import * as formulajs from "@formulajs/formulajs";
import ExcelJS from "exceljs";
import FormulaParser, { type CellRef } from "fast-formula-parser";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_SCENARIOS,
  type FinancialInputs,
  MODEL_MONTHS,
  runModel,
  SCENARIOS,
  type Scenario,
} from "./model";
import {
  financialWorkbook,
  INPUT_CELLS,
  MODEL_COLUMNS,
  MODEL_SHEETS,
  NO_BREAK_EVEN,
  NO_CASH_OUT,
  SCENARIO_CELLS,
  SHEETS,
  type SUMMARY_ROWS,
  summaryCell,
} from "./xlsx";

/**
 * The exported workbook, opened with ExcelJS and recalculated from its formulas alone by an
 * independent formula engine (fast-formula-parser): the recomputed cells must equal runModel's
 * figures, so the spreadsheet a founder edits follows the same rules as the page.
 */

const SAMPLE: FinancialInputs = {
  currency: "USD",
  startingCash: 60_000,
  pricePerMonth: 49,
  newCustomersMonth1: 6,
  monthlyCustomerGrowth: 8,
  monthlyChurn: 4,
  grossMargin: 78,
  servingCostPerCustomer: 4,
  upfrontPerNewCustomer: 0,
  marketingPerMonth: 1200,
  cac: null,
  team: [
    { role: "Founder", monthlyCost: 3000, startMonth: 1 },
    { role: "Engineer", monthlyCost: 7000, startMonth: 7 },
  ],
  toolsPerMonth: 310,
  otherPerMonth: 250,
  fundingBufferMonths: 3,
  scenarios: DEFAULT_SCENARIOS,
};

/**
 * fast-formula-parser 1.0.19 declares MIN and MAX but leaves them empty; @formulajs/formulajs
 * supplies them, over the numbers of their arguments (blank and text cells in a range are skipped,
 * as Excel does).
 */
const numbersOf = (args: readonly { value: unknown }[]) =>
  args.flatMap((arg) => [arg.value].flat(2)).filter((value) => typeof value === "number");
const FUNCTIONS = {
  MIN: (...args: { value: unknown }[]) => formulajs.MIN(...numbersOf(args)),
  MAX: (...args: { value: unknown }[]) => formulajs.MAX(...numbersOf(args)),
};

/**
 * A workbook's cells recomputed from their formulas (cached results ignored), memoised. A parser
 * keeps the position of the formula it is parsing, so each nesting depth of the recursion has
 * its own parser (one parse never runs inside another on the same instance).
 */
function recalculator(workbook: ExcelJS.Workbook) {
  const memo = new Map<string, unknown>();
  const parsers: FormulaParser[] = [];
  let depth = 0;
  const parserAt = (level: number) => {
    parsers[level] ??= new FormulaParser({
      functions: FUNCTIONS,
      onCell: (ref) => valueAt(ref),
      onRange: (ref) => {
        const rows: unknown[][] = [];
        for (let row = ref.from.row; row <= ref.to.row; row++) {
          const cells: unknown[] = [];
          for (let col = ref.from.col; col <= ref.to.col; col++)
            cells.push(valueAt({ sheet: ref.sheet, row, col }));
          rows.push(cells);
        }
        return rows;
      },
    });
    return parsers[level];
  };
  function valueAt(ref: CellRef): unknown {
    const key = `${ref.sheet}!${ref.row}:${ref.col}`;
    if (memo.has(key)) return memo.get(key);
    const sheet = workbook.getWorksheet(ref.sheet);
    if (!sheet) throw new Error(`No sheet ${ref.sheet}`);
    const cell = sheet.getCell(ref.row, ref.col);
    const formula = cell.formula;
    let value: unknown = cell.value ?? null;
    if (formula) {
      depth++;
      try {
        value = parserAt(depth).parse(formula, ref);
      } finally {
        depth--;
      }
    }
    memo.set(key, value);
    return value;
  }
  return (sheet: string, address: string) => {
    const cell = workbook.getWorksheet(sheet)?.getCell(address);
    if (!cell) throw new Error(`No cell ${sheet}!${address}`);
    return valueAt({ sheet, row: Number(cell.row), col: Number(cell.col) });
  };
}

async function opened(inputs: FinancialInputs) {
  const bytes = await financialWorkbook(inputs);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes);
  return workbook;
}

const month = (m: number) => m + 1;

/** Every scenario's model and summary, recomputed from the workbook, equal to runModel's. */
function expectScenario(
  at: ReturnType<typeof recalculator>,
  inputs: FinancialInputs,
  scenario: Scenario,
): void {
  const run = runModel(inputs, scenario);
  const sheet = MODEL_SHEETS[scenario];
  for (const m of [1, 2, 6, 7, 12, 24, MODEL_MONTHS]) {
    const row = run.rows[m - 1];
    if (!row) throw new Error(`no month ${m}`);
    const cell = (column: keyof typeof MODEL_COLUMNS) =>
      at(sheet, `${MODEL_COLUMNS[column]}${month(m)}`) as number;
    expect(cell("new"), `${scenario}: new customers, month ${m}`).toBeCloseTo(row.new, 6);
    expect(cell("customers"), `${scenario}: customers, month ${m}`).toBeCloseTo(row.customers, 6);
    expect(cell("revenue"), `${scenario}: revenue, month ${m}`).toBeCloseTo(row.revenue, 6);
    expect(cell("costs"), `${scenario}: costs, month ${m}`).toBeCloseTo(row.costs, 6);
    expect(cell("cash"), `${scenario}: cash, month ${m}`).toBeCloseTo(row.cash, 6);
    expect(cell("cac"), `${scenario}: CAC, month ${m}`).toBeCloseTo(row.cac ?? Number.NaN, 6);
  }
  const summary = (key: keyof typeof SUMMARY_ROWS) => at("Summary", summaryCell(key, scenario));
  expect(summary("breakEvenMonth")).toBe(run.summary.breakEvenMonth ?? NO_BREAK_EVEN);
  expect(summary("runwayMonths")).toBe(run.summary.runwayMonths ?? NO_CASH_OUT);
  expect(summary("lowestCash") as number).toBeCloseTo(run.summary.lowestCash, 6);
  expect(summary("fundingNeed") as number).toBeCloseTo(run.summary.fundingNeed, 6);
  expect(summary("churn") as number).toBeCloseTo(run.summary.churn, 6);
  expect(summary("lifetimeMonths") as number).toBeCloseTo(run.summary.lifetimeMonths, 6);
  expect(summary("ltv") as number).toBeCloseTo(run.summary.ltv, 6);
  expect(summary("cac") as number).toBeCloseTo(run.summary.cac ?? Number.NaN, 6);
  expect(summary("cacFirstMonth") as number).toBeCloseTo(
    run.summary.cacFirstMonth ?? Number.NaN,
    6,
  );
  expect(summary("cacLastMonth") as number).toBeCloseTo(run.summary.cacLastMonth ?? Number.NaN, 6);
  expect(summary("cacBlended") as number).toBeCloseTo(run.summary.cacBlended ?? Number.NaN, 6);
  expect(summary("ltvToCac") as number).toBeCloseTo(run.summary.ltvToCac ?? Number.NaN, 6);
  expect(summary("cacPaybackMonths") as number).toBeCloseTo(
    run.summary.cacPaybackMonths ?? Number.NaN,
    6,
  );
}

describe("the financial model workbook", () => {
  it("has the Inputs sheet, a model sheet per scenario and the Summary, with formulas (not pasted values) in the model", async () => {
    const workbook = await opened(SAMPLE);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([...SHEETS]);
    expect([...SHEETS]).toEqual(["Inputs", "Conservative", "Base", "Optimistic", "Summary"]);
    const inputs = workbook.getWorksheet("Inputs");
    expect(inputs?.getCell(INPUT_CELLS.startingCash).value).toBe(60_000);
    expect(inputs?.getCell("A2").value).toBe("Starting cash");
    const model = workbook.getWorksheet("Base");
    const cash = model?.getCell(`${MODEL_COLUMNS.cash}${month(12)}`);
    expect(cash?.formula).toBe(`J12+I13`);
    expect(model?.getCell(`${MODEL_COLUMNS.customers}${month(5)}`).formula).toBe("D5-C6+B6");
    // The cached result is runModel's figure, for viewers that do not recalculate.
    const run = runModel(SAMPLE, "base");
    expect((cash?.value as { result: number } | undefined)?.result).toBeCloseTo(
      run.rows[11]?.cash ?? 0,
      6,
    );
    expect(
      workbook.getWorksheet("Summary")?.getCell(summaryCell("breakEvenMonth", "base")).formula,
    ).toMatch(/^IF\(SUM\(Base!\$K\$2:\$K\$37\)>0/);
    // Each scenario's sheet reads its own multipliers from the Inputs sheet: no constant factors.
    for (const scenario of SCENARIOS) {
      const sheet = workbook.getWorksheet(MODEL_SHEETS[scenario]);
      const cells = SCENARIO_CELLS[scenario];
      const ref = (cell: string) => `Inputs!$${cell.replace(/(\d+)/, "$$$1")}`;
      expect(sheet?.getCell(`${MODEL_COLUMNS.new}2`).formula).toBe(
        `${ref(INPUT_CELLS.newCustomersMonth1)}*${ref(cells.acquisition)}`,
      );
      expect(sheet?.getCell(`${MODEL_COLUMNS.churned}3`).formula).toBe(
        `D2*${ref(cells.scenarioChurn)}/100`,
      );
      expect(inputs?.getCell(cells.scenarioChurn).formula).toBe(
        `MIN(100,${INPUT_CELLS.monthlyChurn}*${cells.churn})`,
      );
    }
    expect(inputs?.getCell(SCENARIO_CELLS.conservative.acquisition).value).toBe(0.5);
    expect(inputs?.getCell(SCENARIO_CELLS.optimistic.churn).value).toBe(0.75);
    expect(inputs?.getCell(SCENARIO_CELLS.base.acquisition).value).toBe(1);
  });

  it("recomputes to runModel's figures in all three scenarios of one workbook", async () => {
    const at = recalculator(await opened(SAMPLE));
    for (const scenario of SCENARIOS) expectScenario(at, SAMPLE, scenario);
  });

  it("recomputes a break-even month and a model that never breaks even or runs out", async () => {
    // The hand-computed cases of model.test.ts: break-even in month 3; never, with a 3-month runway.
    const breaksEven: FinancialInputs = {
      ...SAMPLE,
      startingCash: 5000,
      pricePerMonth: 100,
      grossMargin: 80,
      servingCostPerCustomer: 0,
      newCustomersMonth1: 10,
      monthlyCustomerGrowth: 0,
      monthlyChurn: 10,
      marketingPerMonth: 0,
      toolsPerMonth: 0,
      otherPerMonth: 0,
      team: [{ role: "Founder", monthlyCost: 2000, startMonth: 1 }],
    };
    const first = recalculator(await opened(breaksEven));
    expect(first("Summary", summaryCell("breakEvenMonth", "base"))).toBe(3);
    expect(first("Summary", summaryCell("runwayMonths", "base"))).toBe(NO_CASH_OUT);
    expect(first("Base", "J4") as number).toBeCloseTo(3488, 6);
    const never: FinancialInputs = {
      ...breaksEven,
      startingCash: 10_000,
      pricePerMonth: 50,
      grossMargin: 50,
      newCustomersMonth1: 2,
      monthlyChurn: 0,
      team: [],
      toolsPerMonth: 500,
      otherPerMonth: 2500,
    };
    const second = recalculator(await opened(never));
    expect(second("Summary", summaryCell("breakEvenMonth", "base"))).toBe(NO_BREAK_EVEN);
    expect(second("Summary", summaryCell("runwayMonths", "base"))).toBe(3);
    expect(second("Summary", summaryCell("lowestCash", "base"))).toBe(-64_700);
    expect(second("Summary", summaryCell("fundingNeed", "base"))).toBe(73_700);
    // No churn: the lifetime is the five-year cap, LTV $25 × 60 = $1,500.
    expect(second("Summary", summaryCell("lifetimeMonths", "base"))).toBe(60);
    expect(second("Summary", summaryCell("ltv", "base"))).toBe(1500);
  });

  it("follows an edited input: the formulas, not the cached values, drive all three scenarios", async () => {
    const workbook = await opened(SAMPLE);
    workbook.getWorksheet("Inputs")!.getCell(INPUT_CELLS.pricePerMonth).value = 98;
    const at = recalculator(workbook);
    const edited = { ...SAMPLE, pricePerMonth: 98 };
    for (const scenario of SCENARIOS) {
      const run = runModel(edited, scenario);
      expect(
        at(MODEL_SHEETS[scenario], `${MODEL_COLUMNS.cash}${month(MODEL_MONTHS)}`) as number,
      ).toBeCloseTo(run.rows[MODEL_MONTHS - 1]?.cash ?? 0, 6);
      expect(at("Summary", summaryCell("breakEvenMonth", scenario))).toBe(
        run.summary.breakEvenMonth ?? NO_BREAK_EVEN,
      );
      expect(
        at("Summary", summaryCell("lowestCash", scenario)),
        `${scenario} moved with the price`,
      ).not.toBeCloseTo(runModel(SAMPLE, scenario).summary.lowestCash, 0);
    }
  });

  it("works out the CAC per month and blended, and a CAC the founder types wins", async () => {
    // SAMPLE: $1,200 marketing, 6 new customers growing 8% a month: month 1 $200, falling after.
    const workbook = await opened(SAMPLE);
    const at = recalculator(workbook);
    const run = runModel(SAMPLE, "base");
    expect(at("Summary", summaryCell("cacFirstMonth", "base"))).toBe(200);
    expect(at("Summary", summaryCell("cacLastMonth", "base")) as number).toBeCloseTo(
      1200 / (6 * 1.08 ** 35),
      6,
    );
    expect(at("Summary", summaryCell("cac", "base")) as number).toBeCloseTo(
      run.summary.cacBlended ?? 0,
      6,
    );
    const typed = await opened({ ...SAMPLE, cac: 300 });
    const again = recalculator(typed);
    expect(again("Summary", summaryCell("cac", "base"))).toBe(300);
    expect(again("Summary", summaryCell("cacPaybackMonths", "base")) as number).toBeCloseTo(
      300 / (49 * 0.78 - 4),
      6,
    );
  });

  it("takes the inference or hosting cost a customer from gross profit, in every scenario", async () => {
    // SAMPLE month 1 of the base case: 6 customers × $49 × 78% = $229.32, less 6 × $4 = $24.
    const workbook = await opened(SAMPLE);
    const at = recalculator(workbook);
    expect(at("Base", `${MODEL_COLUMNS.grossProfit}2`) as number).toBeCloseTo(229.32 - 24, 9);
    expect(at("Summary", summaryCell("grossProfitPerCustomer", "base")) as number).toBeCloseTo(
      49 * 0.78 - 4,
      9,
    );
    workbook.getWorksheet("Inputs")!.getCell(INPUT_CELLS.servingCostPerCustomer).value = 20;
    const edited = recalculator(workbook);
    for (const scenario of SCENARIOS)
      expectScenario(edited, { ...SAMPLE, servingCostPerCustomer: 20 }, scenario);
  });

  it("counts a one-off price per new customer in revenue, LTV and payback, in every scenario", async () => {
    const device: FinancialInputs = { ...SAMPLE, upfrontPerNewCustomer: 149 };
    const workbook = await opened(device);
    const at = recalculator(workbook);
    // Month 1 of the base case: 6 customers × $49 + 6 new × $149.
    expect(at("Base", `${MODEL_COLUMNS.revenue}2`) as number).toBeCloseTo(6 * 49 + 6 * 149, 9);
    for (const scenario of SCENARIOS) expectScenario(at, device, scenario);
    expect(at("Summary", summaryCell("upfrontGrossProfit", "base")) as number).toBeCloseTo(
      149 * 0.78,
      9,
    );
    workbook.getWorksheet("Inputs")!.getCell(INPUT_CELLS.upfrontPerNewCustomer).value = 0;
    const edited = recalculator(workbook);
    for (const scenario of SCENARIOS)
      expectScenario(edited, { ...SAMPLE, upfrontPerNewCustomer: 0 }, scenario);
  });

  it("writes money in the model's currency, the rate it was converted at said once", async () => {
    const pounds: FinancialInputs = {
      ...SAMPLE,
      currency: "GBP",
      usdRate: {
        perUsd: 0.8,
        rate: "£0.80 per US dollar",
        date: "2023 annual average",
        source: "Bank of England, 2024",
      },
    };
    const workbook = await opened(pounds);
    const inputs = workbook.getWorksheet("Inputs")!;
    expect(inputs.getCell(INPUT_CELLS.startingCash).numFmt).toBe('"£"#,##0;[Red]-"£"#,##0');
    expect(inputs.getCell("C3").value).toBe("GBP");
    const notes: string[] = [];
    inputs.eachRow((row) => notes.push(String(row.getCell(3).value ?? "")));
    const stated = notes.filter((note) => note.includes("£0.80 per US dollar"));
    expect(stated).toEqual([
      "Money in pounds sterling; US-dollar benchmarks (tools, pay, compute, ad prices) converted at £0.80 per US dollar (2023 annual average; Bank of England, 2024)",
    ]);
    expect(workbook.getWorksheet("Base")!.getCell(`${MODEL_COLUMNS.cash}2`).numFmt).toContain("£");
    expect(
      workbook.getWorksheet("Summary")!.getCell(summaryCell("lowestCash", "base")).numFmt,
    ).toContain("£");
    // The model's arithmetic does not depend on the currency.
    const at = recalculator(workbook);
    for (const scenario of SCENARIOS) expectScenario(at, pounds, scenario);
  });

  it("follows an edited multiplier: that scenario moves, the others stay", async () => {
    const workbook = await opened(SAMPLE);
    const inputs = workbook.getWorksheet("Inputs")!;
    inputs.getCell(SCENARIO_CELLS.conservative.acquisition).value = 0.25;
    inputs.getCell(SCENARIO_CELLS.optimistic.churn).value = 0.5;
    const at = recalculator(workbook);
    const edited: FinancialInputs = {
      ...SAMPLE,
      scenarios: {
        conservative: { ...SAMPLE.scenarios.conservative, acquisition: 0.25 },
        optimistic: { ...SAMPLE.scenarios.optimistic, churn: 0.5 },
      },
    };
    for (const scenario of SCENARIOS) expectScenario(at, edited, scenario);
    // 6 new customers × 0.25 = 1.5 in month 1 of the conservative case; base unchanged at 6.
    expect(at("Conservative", "B2")).toBeCloseTo(1.5, 9);
    expect(at("Base", "B2")).toBe(6);
    // Optimistic churn 4% × 0.5 = 2%.
    expect(at("Summary", summaryCell("churn", "optimistic")) as number).toBeCloseTo(2, 9);
  });
});
