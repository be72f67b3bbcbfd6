import type { Workbook } from "exceljs";
import {
  type FinancialInputs,
  LTV_LIFETIME_CAP_MONTHS,
  MODEL_MONTHS,
  type ModelRun,
  runModel,
  type Scenario,
  scenarioMultipliers,
  TEAM_MAX,
} from "./model";

/**
 * The financial model as an Excel workbook with live formulas (issue 14, decision 014): an
 * "Inputs" sheet of labelled input cells, a "Model" sheet whose 36 rows are formulas over the
 * inputs and the row above (model.ts's rules, cell for cell), and a "Summary" sheet whose
 * break-even, runway, funding need and unit economics are formulas too. Every formula cell also
 * carries runModel's figure as its cached result, so a viewer that does not recalculate (a
 * preview, a phone) still shows the numbers. ExcelJS is imported dynamically: it reaches a browser
 * bundle only when the founder exports.
 */

/** Where each input lives on the Inputs sheet (column B). */
export const INPUT_CELLS = {
  startingCash: "B2",
  pricePerMonth: "B3",
  newCustomersMonth1: "B4",
  monthlyCustomerGrowth: "B5",
  monthlyChurn: "B6",
  grossMargin: "B7",
  marketingPerMonth: "B8",
  cac: "B9",
  toolsPerMonth: "B10",
  otherPerMonth: "B11",
  fundingBufferMonths: "B12",
  scenario: "B13",
  acquisitionMultiplier: "B14",
  churnMultiplier: "B15",
  scenarioChurn: "B16",
} as const;

/** The team table on the Inputs sheet: one row per member, room for TEAM_MAX. */
export const TEAM_FIRST_ROW = 19;
const TEAM_LAST_ROW = TEAM_FIRST_ROW + TEAM_MAX - 1;

/** The Model sheet's columns. Month 1 is row 2, month 36 row 37. */
export const MODEL_COLUMNS = {
  month: "A",
  new: "B",
  churned: "C",
  customers: "D",
  revenue: "E",
  grossProfit: "F",
  team: "G",
  costs: "H",
  net: "I",
  cash: "J",
  /** 1 when net ≥ 0 in this month and every later month (the sustained break-even). */
  netHolds: "K",
  /** The first month whose cash < 0, once reached (0 before). */
  cashOut: "L",
} as const;
const LAST_ROW = MODEL_MONTHS + 1;

/** The Summary sheet's rows (column B). */
export const SUMMARY_CELLS = {
  scenario: "B2",
  breakEvenMonth: "B3",
  runwayMonths: "B4",
  lowestCash: "B5",
  fundingBuffer: "B6",
  fundingNeed: "B7",
  arpu: "B8",
  grossProfitPerCustomer: "B9",
  churn: "B10",
  lifetimeMonths: "B11",
  ltv: "B12",
  cac: "B13",
  cacPaybackMonths: "B14",
  ltvToCac: "B15",
} as const;

export const NO_BREAK_EVEN = "None within 36 months";
export const NO_CASH_OUT = "Cash lasts all 36 months";
export const NOT_AVAILABLE = "n/a";

const USD = '"$"#,##0;[Red]-"$"#,##0';
const COUNT = "#,##0.0";

type Cached = number | string;
const I = (key: keyof typeof INPUT_CELLS) => `Inputs!$${INPUT_CELLS[key].replace(/(\d+)/, "$$$1")}`;

/** The workbook of a scenario, as the bytes of an .xlsx file. Works in the browser and in Node. */
export async function financialWorkbook(
  inputs: FinancialInputs,
  scenario: Scenario,
): Promise<ArrayBuffer> {
  const exceljs = await import("exceljs");
  const ExcelJS = (exceljs as unknown as { default?: typeof exceljs }).default ?? exceljs;
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Ninefold";
  workbook.calcProperties.fullCalcOnLoad = true;
  const run = runModel(inputs, scenario);
  inputsSheet(workbook, inputs, scenario);
  modelSheet(workbook, inputs, run);
  summarySheet(workbook, run);
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}

function inputsSheet(workbook: Workbook, inputs: FinancialInputs, scenario: Scenario): void {
  const sheet = workbook.addWorksheet("Inputs");
  sheet.columns = [{ width: 44 }, { width: 16 }, { width: 60 }];
  sheet.addRow(["Input", "Value", "Unit and notes"]).font = { bold: true };
  const factors = scenarioMultipliers(inputs, scenario);
  const rows: [keyof typeof INPUT_CELLS, string, number | string | null, string][] = [
    ["startingCash", "Starting cash", inputs.startingCash, "USD in the bank at the start"],
    ["pricePerMonth", "Price per customer a month", inputs.pricePerMonth, "USD"],
    ["newCustomersMonth1", "New customers in month 1", inputs.newCustomersMonth1, "customers"],
    [
      "monthlyCustomerGrowth",
      "Growth of new customers a month",
      inputs.monthlyCustomerGrowth,
      "% a month: each month wins this much more than the month before",
    ],
    ["monthlyChurn", "Monthly churn", inputs.monthlyChurn, "% of customers at the month's start"],
    ["grossMargin", "Gross margin", inputs.grossMargin, "% of revenue left after serving it"],
    ["marketingPerMonth", "Marketing a month", inputs.marketingPerMonth, "USD"],
    ["cac", "Acquisition cost per customer (CAC)", inputs.cac, "USD; leave empty to derive"],
    ["toolsPerMonth", "Tools and accounts a month", inputs.toolsPerMonth, "USD"],
    ["otherPerMonth", "Other costs a month", inputs.otherPerMonth, "USD"],
    [
      "fundingBufferMonths",
      "Funding buffer",
      inputs.fundingBufferMonths,
      "months of the highest month's costs added to the shortfall",
    ],
    ["scenario", "Scenario", scenario, "conservative, base or optimistic"],
    [
      "acquisitionMultiplier",
      "Scenario multiplier: new customers",
      factors.acquisition,
      "× new customers every month",
    ],
    ["churnMultiplier", "Scenario multiplier: churn", factors.churn, "× monthly churn"],
  ];
  for (const [key, label, value, note] of rows) {
    const row = sheet.addRow([label, value ?? null, note]);
    if (row.number !== Number(INPUT_CELLS[key].slice(1)))
      throw new Error(`Inputs row ${label} is not at ${INPUT_CELLS[key]}`);
    const cell = row.getCell(2);
    cell.fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FFFFF2CC" } };
    if (note.startsWith("USD")) cell.numFmt = USD;
  }
  const churnRow = sheet.addRow([
    "Scenario churn",
    {
      formula: `MIN(100,${INPUT_CELLS.monthlyChurn}*${INPUT_CELLS.churnMultiplier})`,
      result: Math.min(100, inputs.monthlyChurn * factors.churn),
    },
    "% a month: churn × the scenario's multiplier, at most 100",
  ]);
  if (churnRow.number !== 16) throw new Error("Scenario churn is not at B16");
  sheet.addRow([]);
  sheet.addRow(["Team: role", "Monthly cost", "Start month (1 to 36)"]).font = { bold: true };
  inputs.team.forEach((member, index) => {
    const row = sheet.getRow(TEAM_FIRST_ROW + index);
    row.values = [member.role, member.monthlyCost, member.startMonth];
    row.getCell(2).numFmt = USD;
  });
  for (let row = TEAM_FIRST_ROW; row <= TEAM_LAST_ROW; row++) {
    for (const col of [1, 2, 3])
      sheet.getCell(row, col).fill = {
        type: "pattern",
        pattern: "solid",
        fgColor: { argb: "FFFFF2CC" },
      };
  }
}

function modelSheet(workbook: Workbook, inputs: FinancialInputs, run: ModelRun): void {
  const sheet = workbook.addWorksheet("Model");
  sheet.columns = [
    { header: "Month", width: 8 },
    { header: "New customers", width: 14, style: { numFmt: COUNT } },
    { header: "Churned", width: 10, style: { numFmt: COUNT } },
    { header: "Customers", width: 12, style: { numFmt: COUNT } },
    { header: "Revenue", width: 12, style: { numFmt: USD } },
    { header: "Gross profit", width: 13, style: { numFmt: USD } },
    { header: "Team", width: 12, style: { numFmt: USD } },
    { header: "Costs", width: 12, style: { numFmt: USD } },
    { header: "Net", width: 12, style: { numFmt: USD } },
    { header: "Cash", width: 13, style: { numFmt: USD } },
    { header: "Net ≥ 0 from here on", width: 20 },
    { header: "Cash-out month", width: 15 },
  ];
  sheet.getRow(1).font = { bold: true };
  const c = MODEL_COLUMNS;
  const netHolds = run.rows.map(() => 0);
  for (let i = run.rows.length - 1; i >= 0; i--)
    netHolds[i] =
      (run.rows[i]?.net ?? -1) >= 0 && (i === run.rows.length - 1 || netHolds[i + 1] === 1) ? 1 : 0;
  let cashOut = 0;
  run.rows.forEach((data, index) => {
    const r = index + 2;
    const prev = r - 1;
    const first = r === 2;
    if (cashOut === 0 && data.cash < 0) cashOut = data.month;
    const cells: Record<keyof typeof MODEL_COLUMNS, Cached | { formula: string; result: Cached }> =
      {
        month: data.month,
        new: {
          formula: first
            ? `${I("newCustomersMonth1")}*${I("acquisitionMultiplier")}`
            : `${c.new}${prev}*(1+${I("monthlyCustomerGrowth")}/100)`,
          result: data.new,
        },
        // Month 1 starts with no customers, so none churn.
        churned: first
          ? 0
          : { formula: `${c.customers}${prev}*${I("scenarioChurn")}/100`, result: data.churned },
        customers: {
          formula: first
            ? `${c.new}${r}-${c.churned}${r}`
            : `${c.customers}${prev}-${c.churned}${r}+${c.new}${r}`,
          result: data.customers,
        },
        revenue: { formula: `${c.customers}${r}*${I("pricePerMonth")}`, result: data.revenue },
        grossProfit: {
          formula: `${c.revenue}${r}*${I("grossMargin")}/100`,
          result: data.grossProfit,
        },
        team: {
          formula: `SUMIF(Inputs!$C$${TEAM_FIRST_ROW}:$C$${TEAM_LAST_ROW},"<="&${c.month}${r},Inputs!$B$${TEAM_FIRST_ROW}:$B$${TEAM_LAST_ROW})`,
          result:
            data.costs - inputs.marketingPerMonth - inputs.toolsPerMonth - inputs.otherPerMonth,
        },
        costs: {
          formula: `${I("marketingPerMonth")}+${I("toolsPerMonth")}+${I("otherPerMonth")}+${c.team}${r}`,
          result: data.costs,
        },
        net: { formula: `${c.grossProfit}${r}-${c.costs}${r}`, result: data.net },
        cash: {
          formula: first ? `${I("startingCash")}+${c.net}${r}` : `${c.cash}${prev}+${c.net}${r}`,
          result: data.cash,
        },
        netHolds: {
          formula:
            r === LAST_ROW
              ? `IF(${c.net}${r}>=0,1,0)`
              : `IF(AND(${c.net}${r}>=0,${c.netHolds}${r + 1}=1),1,0)`,
          result: netHolds[index] ?? 0,
        },
        cashOut: {
          formula: first
            ? `IF(${c.cash}${r}<0,${c.month}${r},0)`
            : `IF(${c.cashOut}${prev}>0,${c.cashOut}${prev},IF(${c.cash}${r}<0,${c.month}${r},0))`,
          result: cashOut,
        },
      };
    const row = sheet.getRow(r);
    for (const [key, value] of Object.entries(cells) as [keyof typeof MODEL_COLUMNS, Cached][])
      row.getCell(MODEL_COLUMNS[key]).value = value;
  });
}

function summarySheet(workbook: Workbook, run: ModelRun): void {
  const sheet = workbook.addWorksheet("Summary");
  sheet.columns = [{ width: 40 }, { width: 24 }, { width: 70 }];
  sheet.addRow(["Figure", "Value", "How it is worked out"]).font = { bold: true };
  const s = run.summary;
  const range = (col: string) => `Model!$${col}$2:$${col}$${LAST_ROW}`;
  const holds = `SUM(${range(MODEL_COLUMNS.netHolds)})`;
  const cashOut = `Model!$${MODEL_COLUMNS.cashOut}$${LAST_ROW}`;
  const S = SUMMARY_CELLS;
  const rows: [keyof typeof SUMMARY_CELLS, string, string, Cached, string, string?][] = [
    ["scenario", "Scenario", "Inputs!B13", run.scenario, "From the Inputs sheet"],
    [
      "breakEvenMonth",
      "Break-even month",
      `IF(${holds}>0,${LAST_ROW}-${holds},"${NO_BREAK_EVEN}")`,
      s.breakEvenMonth ?? NO_BREAK_EVEN,
      "The first month from which net is at least zero every month to month 36",
    ],
    [
      "runwayMonths",
      "Runway (months)",
      `IF(${cashOut}>0,${cashOut}-1,"${NO_CASH_OUT}")`,
      s.runwayMonths ?? NO_CASH_OUT,
      "Months before the cash first goes below zero",
    ],
    [
      "lowestCash",
      "Lowest cash",
      `MIN(${I("startingCash")},${range(MODEL_COLUMNS.cash)})`,
      s.lowestCash,
      "The lowest balance, starting cash included",
      USD,
    ],
    [
      "fundingBuffer",
      "Funding buffer",
      `${I("fundingBufferMonths")}*MAX(${range(MODEL_COLUMNS.costs)})`,
      s.fundingBuffer,
      "Buffer months × the highest month's costs",
      USD,
    ],
    [
      "fundingNeed",
      "Funding need",
      `IF(${S.lowestCash}<0,-${S.lowestCash}+${S.fundingBuffer},0)`,
      s.fundingNeed,
      "The shortfall below zero plus the buffer; zero when cash never runs out",
      USD,
    ],
    ["arpu", "Revenue per customer a month (ARPU)", I("pricePerMonth"), s.arpu, "The price", USD],
    [
      "grossProfitPerCustomer",
      "Gross profit per customer a month",
      `${S.arpu}*${I("grossMargin")}/100`,
      s.grossProfitPerCustomer,
      "ARPU × gross margin",
      USD,
    ],
    ["churn", "Monthly churn (%)", I("scenarioChurn"), s.churn, "The scenario's churn"],
    [
      "lifetimeMonths",
      "Customer lifetime (months)",
      `IF(${S.churn}>0,MIN(100/${S.churn},${LTV_LIFETIME_CAP_MONTHS}),${LTV_LIFETIME_CAP_MONTHS})`,
      s.lifetimeMonths,
      `100 ÷ churn, at most ${LTV_LIFETIME_CAP_MONTHS} months (five years)`,
    ],
    [
      "ltv",
      "Lifetime value (LTV)",
      `${S.grossProfitPerCustomer}*${S.lifetimeMonths}`,
      s.ltv,
      "Gross profit per customer a month × lifetime",
      USD,
    ],
    [
      "cac",
      "Acquisition cost per customer (CAC)",
      `IF(ISNUMBER(${I("cac")}),${I("cac")},IF(Model!$B$2>0,${I("marketingPerMonth")}/Model!$B$2,"${NOT_AVAILABLE}"))`,
      s.cac ?? NOT_AVAILABLE,
      "The CAC input, else marketing ÷ month one's new customers",
      USD,
    ],
    [
      "cacPaybackMonths",
      "CAC payback (months)",
      `IF(AND(ISNUMBER(${S.cac}),${S.grossProfitPerCustomer}>0),${S.cac}/${S.grossProfitPerCustomer},"${NOT_AVAILABLE}")`,
      s.cacPaybackMonths ?? NOT_AVAILABLE,
      "CAC ÷ gross profit per customer a month",
    ],
    [
      "ltvToCac",
      "LTV:CAC",
      `IF(ISNUMBER(${S.cac}),IF(${S.cac}>0,${S.ltv}/${S.cac},"${NOT_AVAILABLE}"),"${NOT_AVAILABLE}")`,
      s.ltvToCac ?? NOT_AVAILABLE,
      "LTV ÷ CAC",
    ],
  ];
  for (const [key, label, formula, result, how, format] of rows) {
    const row = sheet.addRow([label, { formula, result }, how]);
    if (`B${row.number}` !== SUMMARY_CELLS[key]) throw new Error(`${label} is not at ${key}`);
    if (format && typeof result === "number") row.getCell(2).numFmt = format;
  }
  sheet.addRow([]);
  sheet.addRow([
    "Every figure on this sheet and the Model sheet is a formula over the Inputs sheet: change an input and the model follows.",
  ]);
}

/** The sheet names, in order. */
export const SHEETS = ["Inputs", "Model", "Summary"] as const;
