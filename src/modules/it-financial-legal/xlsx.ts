import type { Workbook } from "exceljs";
import { CURRENCIES, currencySign } from "../../shared/currencies";
import {
  type FinancialInputs,
  LTV_LIFETIME_CAP_MONTHS,
  MODEL_MONTHS,
  type ModelRun,
  runScenarios,
  SCENARIOS,
  type Scenario,
  scenarioMultipliers,
  TEAM_MAX,
} from "./model";

/**
 * The financial model as an Excel workbook with live formulas (issue 14, decision 014; all three
 * scenarios since issue 26): an "Inputs" sheet of labelled input cells with one row of
 * multipliers per scenario, one model sheet per scenario ("Conservative", "Base", "Optimistic")
 * whose 36 rows are formulas over the inputs, that scenario's multipliers and the row above
 * (model.ts's rules, cell for cell), and a "Summary" sheet with a column per scenario whose
 * break-even, runway, funding need and unit economics are formulas too. A founder who changes an
 * input in Excel sees all three scenarios move; one who changes a scenario's multiplier sees that
 * scenario move. Every formula cell also carries runModel's figure as its cached result, so a
 * viewer that does not recalculate (a preview, a phone) still shows the numbers. ExcelJS is
 * imported dynamically: it reaches a browser bundle only when the founder exports.
 */

/** The single-value inputs, in their order on the Inputs sheet (column B, from row 2). */
const INPUT_ORDER = [
  "startingCash",
  "pricePerMonth",
  "upfrontPerNewCustomer",
  "newCustomersMonth1",
  "monthlyCustomerGrowth",
  "monthlyChurn",
  "grossMargin",
  "servingCostPerCustomer",
  "marketingPerMonth",
  "cac",
  "toolsPerMonth",
  "otherPerMonth",
  "fundingBufferMonths",
] as const;
type InputKey = (typeof INPUT_ORDER)[number];

/** Where each input lives on the Inputs sheet. */
export const INPUT_CELLS = Object.fromEntries(
  INPUT_ORDER.map((key, index) => [key, `B${index + 2}`]),
) as Record<InputKey, string>;

/** The scenario table: a header row, then one row per scenario (conservative, base, optimistic). */
const SCENARIO_HEADER_ROW = INPUT_ORDER.length + 3;
const SCENARIO_ROW: Record<Scenario, number> = {
  conservative: SCENARIO_HEADER_ROW + 1,
  base: SCENARIO_HEADER_ROW + 2,
  optimistic: SCENARIO_HEADER_ROW + 3,
};
/** Per scenario, its multipliers (columns B and C) and its churn a month (D, a formula). */
export const SCENARIO_CELLS: Record<
  Scenario,
  { acquisition: string; churn: string; scenarioChurn: string }
> = Object.fromEntries(
  SCENARIOS.map((scenario) => [
    scenario,
    {
      acquisition: `B${SCENARIO_ROW[scenario]}`,
      churn: `C${SCENARIO_ROW[scenario]}`,
      scenarioChurn: `D${SCENARIO_ROW[scenario]}`,
    },
  ]),
) as Record<Scenario, { acquisition: string; churn: string; scenarioChurn: string }>;

/** The team table on the Inputs sheet: one row per member, room for TEAM_MAX. */
export const TEAM_FIRST_ROW = SCENARIO_ROW.optimistic + 3;
const TEAM_LAST_ROW = TEAM_FIRST_ROW + TEAM_MAX - 1;

/** Each scenario's model sheet. */
export const MODEL_SHEETS: Record<Scenario, string> = {
  conservative: "Conservative",
  base: "Base",
  optimistic: "Optimistic",
};

/** The model sheets' columns. Month 1 is row 2, month 36 row 37. */
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
  /** The month's marketing (inside costs). */
  marketing: "M",
  /** The month's CAC: marketing ÷ new customers. */
  cac: "N",
} as const;
const LAST_ROW = MODEL_MONTHS + 1;

/** The Summary sheet's rows; each scenario has its column (SUMMARY_COLUMNS). */
export const SUMMARY_ROWS = {
  breakEvenMonth: 2,
  runwayMonths: 3,
  lowestCash: 4,
  fundingBuffer: 5,
  fundingNeed: 6,
  arpu: 7,
  grossProfitPerCustomer: 8,
  upfrontGrossProfit: 9,
  churn: 10,
  lifetimeMonths: 11,
  ltv: 12,
  cacFirstMonth: 13,
  cacLastMonth: 14,
  cacBlended: 15,
  cac: 16,
  cacPaybackMonths: 17,
  ltvToCac: 18,
} as const;
export const SUMMARY_COLUMNS: Record<Scenario, string> = {
  conservative: "B",
  base: "C",
  optimistic: "D",
};
/** A summary figure's cell for a scenario: summaryCell("runwayMonths", "base") = "C3". */
export function summaryCell(key: keyof typeof SUMMARY_ROWS, scenario: Scenario): string {
  return `${SUMMARY_COLUMNS[scenario]}${SUMMARY_ROWS[key]}`;
}

export const NO_BREAK_EVEN = "None within 36 months";
export const NO_CASH_OUT = "Cash lasts all 36 months";
export const NOT_AVAILABLE = "n/a";

/** Whole units of the model's currency, negatives red: "£"#,##0;[Red]-"£"#,##0. */
function moneyFormat(currency: string): string {
  const sign = `"${currencySign(currency).replace(/"/g, "")}"`;
  return `${sign}#,##0;[Red]-${sign}#,##0`;
}
const COUNT = "#,##0.0";
const INPUT_FILL = {
  type: "pattern",
  pattern: "solid",
  fgColor: { argb: "FFFFF2CC" },
} as const;

type Cached = number | string;
/** An absolute reference to an Inputs cell: "B3" → "Inputs!$B$3". */
const abs = (cell: string) => `Inputs!$${cell.replace(/(\d+)/, "$$$1")}`;
const I = (key: InputKey) => abs(INPUT_CELLS[key]);

/**
 * The workbook of the model, all three scenarios, as the bytes of an .xlsx file. Works in the
 * browser and in Node.
 */
export async function financialWorkbook(inputs: FinancialInputs): Promise<ArrayBuffer> {
  const exceljs = await import("exceljs");
  const ExcelJS = (exceljs as unknown as { default?: typeof exceljs }).default ?? exceljs;
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Ninefold";
  workbook.calcProperties.fullCalcOnLoad = true;
  const runs = runScenarios(inputs);
  inputsSheet(workbook, inputs);
  for (const scenario of SCENARIOS) modelSheet(workbook, inputs, runs[scenario]);
  summarySheet(workbook, runs, moneyFormat(inputs.currency));
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}

function inputsSheet(workbook: Workbook, inputs: FinancialInputs): void {
  const MONEY = moneyFormat(inputs.currency);
  const code = inputs.currency;
  const sheet = workbook.addWorksheet("Inputs");
  sheet.columns = [{ width: 44 }, { width: 16 }, { width: 60 }, { width: 18 }];
  sheet.addRow(["Input", "Value", "Unit and notes"]).font = { bold: true };
  const rows: Record<InputKey, [string, number | null, string]> = {
    startingCash: ["Starting cash", inputs.startingCash, "USD in the bank at the start"],
    pricePerMonth: ["Price per customer a month", inputs.pricePerMonth, "USD"],
    upfrontPerNewCustomer: [
      "One-off price per new customer",
      inputs.upfrontPerNewCustomer,
      "USD each new customer pays once, in the month they start (a device sold with a subscription); 0 without one",
    ],
    newCustomersMonth1: ["New customers in month 1", inputs.newCustomersMonth1, "customers"],
    monthlyCustomerGrowth: [
      "Growth of new customers a month",
      inputs.monthlyCustomerGrowth,
      "% a month: each month wins this much more than the month before",
    ],
    monthlyChurn: ["Monthly churn", inputs.monthlyChurn, "% of customers at the month's start"],
    grossMargin: ["Gross margin", inputs.grossMargin, "% of revenue left after serving it"],
    servingCostPerCustomer: [
      "Inference or hosting per customer a month",
      inputs.servingCostPerCustomer,
      "USD a customer a month (compute for video, audio or models), taken from gross profit",
    ],
    marketingPerMonth: ["Marketing a month", inputs.marketingPerMonth, "USD"],
    cac: [
      "Acquisition cost per customer (CAC)",
      inputs.cac,
      "USD; leave empty to use the blended CAC (36 months' marketing ÷ new customers)",
    ],
    toolsPerMonth: ["Tools and accounts a month", inputs.toolsPerMonth, "USD"],
    otherPerMonth: ["Other costs a month", inputs.otherPerMonth, "USD"],
    fundingBufferMonths: [
      "Funding buffer",
      inputs.fundingBufferMonths,
      "months of the highest month's costs added to the shortfall",
    ],
  };
  for (const key of INPUT_ORDER) {
    const [label, value, note] = rows[key];
    const row = sheet.addRow([label, value, note.replace(/^USD/, code)]);
    if (`B${row.number}` !== INPUT_CELLS[key])
      throw new Error(`Inputs row ${label} is not at ${INPUT_CELLS[key]}`);
    const cell = row.getCell(2);
    cell.fill = INPUT_FILL;
    if (note.startsWith("USD")) cell.numFmt = MONEY;
  }
  // The currency, and the rate US-dollar benchmarks were converted at, said once.
  sheet.addRow([
    "Currency",
    code,
    inputs.usdRate
      ? `Money in ${CURRENCIES[code].name}; US-dollar benchmarks (tools, pay, compute, ad prices) converted at ${inputs.usdRate.rate} (${inputs.usdRate.date}; ${inputs.usdRate.source})`
      : `Money in ${CURRENCIES[code].name}`,
  ]);
  const header = sheet.getRow(SCENARIO_HEADER_ROW);
  header.values = ["Scenario", "New customers ×", "Churn ×", "Churn a month (%)"];
  header.font = { bold: true };
  const names: Record<Scenario, string> = {
    conservative: "Conservative",
    base: "Base (the inputs as they are)",
    optimistic: "Optimistic",
  };
  for (const scenario of SCENARIOS) {
    const factors = scenarioMultipliers(inputs, scenario);
    const cells = SCENARIO_CELLS[scenario];
    const row = sheet.getRow(SCENARIO_ROW[scenario]);
    row.getCell(1).value = names[scenario];
    row.getCell(2).value = factors.acquisition;
    row.getCell(3).value = factors.churn;
    row.getCell(2).fill = INPUT_FILL;
    row.getCell(3).fill = INPUT_FILL;
    row.getCell(4).value = {
      formula: `MIN(100,${INPUT_CELLS.monthlyChurn}*${cells.churn})`,
      result: Math.min(100, inputs.monthlyChurn * factors.churn),
    };
  }
  sheet.getRow(SCENARIO_ROW.optimistic + 1).values = [
    "Each scenario's sheet multiplies the new customers of every month and the monthly churn by its row (churn at most 100%).",
  ];
  const teamHeader = sheet.getRow(TEAM_FIRST_ROW - 1);
  teamHeader.values = ["Team: role", "Monthly cost", "Start month (1 to 36)"];
  teamHeader.font = { bold: true };
  inputs.team.forEach((member, index) => {
    const row = sheet.getRow(TEAM_FIRST_ROW + index);
    row.values = [member.role, member.monthlyCost, member.startMonth];
    row.getCell(2).numFmt = MONEY;
  });
  for (let row = TEAM_FIRST_ROW; row <= TEAM_LAST_ROW; row++) {
    for (const col of [1, 2, 3]) sheet.getCell(row, col).fill = INPUT_FILL;
  }
}

function modelSheet(workbook: Workbook, inputs: FinancialInputs, run: ModelRun): void {
  const MONEY = moneyFormat(inputs.currency);
  const sheet = workbook.addWorksheet(MODEL_SHEETS[run.scenario]);
  sheet.columns = [
    { header: "Month", width: 8 },
    { header: "New customers", width: 14, style: { numFmt: COUNT } },
    { header: "Churned", width: 10, style: { numFmt: COUNT } },
    { header: "Customers", width: 12, style: { numFmt: COUNT } },
    { header: "Revenue", width: 12, style: { numFmt: MONEY } },
    { header: "Gross profit (after serving)", width: 16, style: { numFmt: MONEY } },
    { header: "Team", width: 12, style: { numFmt: MONEY } },
    { header: "Costs", width: 12, style: { numFmt: MONEY } },
    { header: "Net", width: 12, style: { numFmt: MONEY } },
    { header: "Cash", width: 13, style: { numFmt: MONEY } },
    { header: "Net ≥ 0 from here on", width: 20 },
    { header: "Cash-out month", width: 15 },
    { header: "Marketing", width: 12, style: { numFmt: MONEY } },
    { header: "CAC this month", width: 15, style: { numFmt: MONEY } },
  ];
  sheet.getRow(1).font = { bold: true };
  const c = MODEL_COLUMNS;
  const scenario = SCENARIO_CELLS[run.scenario];
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
            ? `${I("newCustomersMonth1")}*${abs(scenario.acquisition)}`
            : `${c.new}${prev}*(1+${I("monthlyCustomerGrowth")}/100)`,
          result: data.new,
        },
        // Month 1 starts with no customers, so none churn.
        churned: first
          ? 0
          : {
              formula: `${c.customers}${prev}*${abs(scenario.scenarioChurn)}/100`,
              result: data.churned,
            },
        customers: {
          formula: first
            ? `${c.new}${r}-${c.churned}${r}`
            : `${c.customers}${prev}-${c.churned}${r}+${c.new}${r}`,
          result: data.customers,
        },
        revenue: {
          formula: `${c.customers}${r}*${I("pricePerMonth")}+${c.new}${r}*${I("upfrontPerNewCustomer")}`,
          result: data.revenue,
        },
        grossProfit: {
          formula: `${c.revenue}${r}*${I("grossMargin")}/100-${c.customers}${r}*${I("servingCostPerCustomer")}`,
          result: data.grossProfit,
        },
        team: {
          formula: `SUMIF(Inputs!$C$${TEAM_FIRST_ROW}:$C$${TEAM_LAST_ROW},"<="&${c.month}${r},Inputs!$B$${TEAM_FIRST_ROW}:$B$${TEAM_LAST_ROW})`,
          result:
            data.costs - inputs.marketingPerMonth - inputs.toolsPerMonth - inputs.otherPerMonth,
        },
        costs: {
          formula: `${c.marketing}${r}+${I("toolsPerMonth")}+${I("otherPerMonth")}+${c.team}${r}`,
          result: data.costs,
        },
        marketing: { formula: I("marketingPerMonth"), result: data.marketing },
        cac: {
          formula: `IF(${c.new}${r}>0,${c.marketing}${r}/${c.new}${r},"${NOT_AVAILABLE}")`,
          result: data.cac ?? NOT_AVAILABLE,
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

function summarySheet(
  workbook: Workbook,
  runs: Record<Scenario, ModelRun>,
  moneyFmt: string,
): void {
  const sheet = workbook.addWorksheet("Summary");
  sheet.columns = [{ width: 40 }, { width: 22 }, { width: 22 }, { width: 22 }, { width: 70 }];
  sheet.addRow(["Figure", "Conservative", "Base", "Optimistic", "How it is worked out"]).font = {
    bold: true,
  };
  for (const key of Object.keys(SUMMARY_ROWS) as (keyof typeof SUMMARY_ROWS)[]) {
    const { label, how } = SUMMARY_TEXT[key];
    const row = sheet.getRow(SUMMARY_ROWS[key]);
    row.getCell(1).value = label;
    row.getCell(5).value = how;
    for (const scenario of SCENARIOS) {
      const { formula, result, money } = summaryFormula(key, scenario, runs[scenario]);
      const cell = row.getCell(SUMMARY_COLUMNS[scenario]);
      cell.value = { formula, result };
      if (money && typeof result === "number") cell.numFmt = moneyFmt;
    }
  }
  const note = sheet.getRow(SUMMARY_ROWS.ltvToCac + 2);
  note.values = [
    "Every figure on this sheet and the scenario sheets is a formula over the Inputs sheet: change an input and all three scenarios follow; change a scenario's multipliers and that scenario follows.",
  ];
}

const SUMMARY_TEXT: Record<keyof typeof SUMMARY_ROWS, { label: string; how: string }> = {
  breakEvenMonth: {
    label: "Break-even month",
    how: "The first month from which net is at least zero every month to month 36",
  },
  runwayMonths: { label: "Runway (months)", how: "Months before the cash first goes below zero" },
  lowestCash: { label: "Lowest cash", how: "The lowest balance, starting cash included" },
  fundingBuffer: { label: "Funding buffer", how: "Buffer months × the highest month's costs" },
  fundingNeed: {
    label: "Funding need",
    how: "The shortfall below zero plus the buffer; zero when cash never runs out",
  },
  arpu: { label: "Revenue per customer a month (ARPU)", how: "The price" },
  grossProfitPerCustomer: {
    label: "Gross profit per customer a month",
    how: "ARPU × gross margin − inference or hosting per customer",
  },
  upfrontGrossProfit: {
    label: "Gross profit of the one-off price",
    how: "One-off price per new customer × gross margin; 0 without one",
  },
  churn: { label: "Monthly churn (%)", how: "The scenario's churn (Inputs, scenario table)" },
  lifetimeMonths: {
    label: "Customer lifetime (months)",
    how: `100 ÷ churn, at most ${LTV_LIFETIME_CAP_MONTHS} months (five years)`,
  },
  ltv: {
    label: "Lifetime value (LTV)",
    how: "Gross profit per customer a month × lifetime + the one-off price's gross profit",
  },
  cacFirstMonth: {
    label: "CAC in month 1",
    how: "Month 1's marketing ÷ month 1's new customers (the scenario sheet's CAC column)",
  },
  cacLastMonth: {
    label: "CAC in month 36",
    how: "Month 36's marketing ÷ month 36's new customers: the budget is flat while new customers grow",
  },
  cacBlended: {
    label: "Blended CAC, 36 months",
    how: "All 36 months' marketing ÷ all 36 months' new customers",
  },
  cac: {
    label: "CAC used for payback and LTV:CAC",
    how: "The CAC input when given, else the blended CAC above",
  },
  cacPaybackMonths: {
    label: "CAC payback (months)",
    how: "(The CAC used − the one-off price's gross profit, at least 0) ÷ gross profit per customer a month",
  },
  ltvToCac: { label: "LTV:CAC", how: "LTV ÷ the CAC used" },
};

/** A summary figure's formula over its scenario's sheet and column, with runModel's result. */
function summaryFormula(
  key: keyof typeof SUMMARY_ROWS,
  scenario: Scenario,
  run: ModelRun,
): { formula: string; result: Cached; money?: boolean } {
  const sheet = MODEL_SHEETS[scenario];
  const range = (col: string) => `${sheet}!$${col}$2:$${col}$${LAST_ROW}`;
  const holds = `SUM(${range(MODEL_COLUMNS.netHolds)})`;
  const cashOut = `${sheet}!$${MODEL_COLUMNS.cashOut}$${LAST_ROW}`;
  const S = (k: keyof typeof SUMMARY_ROWS) => summaryCell(k, scenario);
  const s = run.summary;
  switch (key) {
    case "breakEvenMonth":
      return {
        formula: `IF(${holds}>0,${LAST_ROW}-${holds},"${NO_BREAK_EVEN}")`,
        result: s.breakEvenMonth ?? NO_BREAK_EVEN,
      };
    case "runwayMonths":
      return {
        formula: `IF(${cashOut}>0,${cashOut}-1,"${NO_CASH_OUT}")`,
        result: s.runwayMonths ?? NO_CASH_OUT,
      };
    case "lowestCash":
      return {
        formula: `MIN(${I("startingCash")},${range(MODEL_COLUMNS.cash)})`,
        result: s.lowestCash,
        money: true,
      };
    case "fundingBuffer":
      return {
        formula: `${I("fundingBufferMonths")}*MAX(${range(MODEL_COLUMNS.costs)})`,
        result: s.fundingBuffer,
        money: true,
      };
    case "fundingNeed":
      return {
        formula: `IF(${S("lowestCash")}<0,-${S("lowestCash")}+${S("fundingBuffer")},0)`,
        result: s.fundingNeed,
        money: true,
      };
    case "arpu":
      return { formula: I("pricePerMonth"), result: s.arpu, money: true };
    case "grossProfitPerCustomer":
      return {
        formula: `${S("arpu")}*${I("grossMargin")}/100-${I("servingCostPerCustomer")}`,
        result: s.grossProfitPerCustomer,
        money: true,
      };
    case "upfrontGrossProfit":
      return {
        formula: `${I("upfrontPerNewCustomer")}*${I("grossMargin")}/100`,
        result: s.upfrontGrossProfit,
        money: true,
      };
    case "churn":
      return { formula: abs(SCENARIO_CELLS[scenario].scenarioChurn), result: s.churn };
    case "lifetimeMonths":
      return {
        formula: `IF(${S("churn")}>0,MIN(100/${S("churn")},${LTV_LIFETIME_CAP_MONTHS}),${LTV_LIFETIME_CAP_MONTHS})`,
        result: s.lifetimeMonths,
      };
    case "ltv":
      return {
        formula: `${S("grossProfitPerCustomer")}*${S("lifetimeMonths")}+${S("upfrontGrossProfit")}`,
        result: s.ltv,
        money: true,
      };
    case "cacFirstMonth":
      return {
        formula: `${sheet}!$${MODEL_COLUMNS.cac}$2`,
        result: s.cacFirstMonth ?? NOT_AVAILABLE,
        money: true,
      };
    case "cacLastMonth":
      return {
        formula: `${sheet}!$${MODEL_COLUMNS.cac}$${LAST_ROW}`,
        result: s.cacLastMonth ?? NOT_AVAILABLE,
        money: true,
      };
    case "cacBlended":
      return {
        formula: `IF(SUM(${range(MODEL_COLUMNS.new)})>0,SUM(${range(MODEL_COLUMNS.marketing)})/SUM(${range(MODEL_COLUMNS.new)}),"${NOT_AVAILABLE}")`,
        result: s.cacBlended ?? NOT_AVAILABLE,
        money: true,
      };
    case "cac":
      return {
        formula: `IF(ISNUMBER(${I("cac")}),${I("cac")},${S("cacBlended")})`,
        result: s.cac ?? NOT_AVAILABLE,
        money: true,
      };
    case "cacPaybackMonths":
      return {
        formula: `IF(AND(ISNUMBER(${S("cac")}),${S("grossProfitPerCustomer")}>0),MAX(0,${S("cac")}-${S("upfrontGrossProfit")})/${S("grossProfitPerCustomer")},"${NOT_AVAILABLE}")`,
        result: s.cacPaybackMonths ?? NOT_AVAILABLE,
      };
    case "ltvToCac":
      return {
        formula: `IF(ISNUMBER(${S("cac")}),IF(${S("cac")}>0,${S("ltv")}/${S("cac")},"${NOT_AVAILABLE}"),"${NOT_AVAILABLE}")`,
        result: s.ltvToCac ?? NOT_AVAILABLE,
      };
  }
}

/** The sheet names, in order. */
export const SHEETS = ["Inputs", ...SCENARIOS.map((s) => MODEL_SHEETS[s]), "Summary"] as const;
