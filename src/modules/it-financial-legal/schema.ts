import * as z from "zod/mini";
import { planResultSchema } from "../../shared/plan";
import { optionalNumber } from "../_kit/plan/fields";
import { planRequestShape } from "../_kit/plan/tool";
import { optionalChoice, optionalText } from "../request-fields";
import { financialInputsSchema, scenarioSchema } from "./model";
import { IT_FINANCIAL_LEGAL_SECTIONS } from "./plan";
import {
  CASH_MAX,
  COUNTRIES,
  type Country,
  CURRENT_TOOLS_MAX,
  FOUNDERS_MAX,
  MONTHLY_BUDGET_MAX,
  PRICE_MAX,
  SALARY_MAX,
} from "./questions";
import { IT_FINANCIAL_LEGAL_READS } from "./reads";

const countryValues = COUNTRIES.map((country) => country.value) as unknown as readonly [
  Country,
  ...Country[],
];

/** POST /api/it-financial-legal: the plan fields, the earlier plans it reads and its questions. */
export const itFinancialLegalRequestSchema = z.object({
  ...planRequestShape(IT_FINANCIAL_LEGAL_READS),
  country: optionalChoice("Country", countryValues),
  startingCash: optionalNumber("Starting cash", { max: CASH_MAX, unit: "US dollars" }),
  pricePerMonth: optionalNumber("Price a month", { max: PRICE_MAX, unit: "US dollars" }),
  monthlyBudget: optionalNumber("Marketing budget", {
    max: MONTHLY_BUDGET_MAX,
    unit: "US dollars",
  }),
  founders: optionalNumber("Number of founders", { min: 1, max: FOUNDERS_MAX, whole: true }),
  founderPay: optionalNumber("Founder pay", { max: SALARY_MAX, unit: "US dollars" }),
  currentTools: optionalText("Tools you use today", CURRENT_TOOLS_MAX),
  /**
   * The model's inputs as the founder edited them on the page: when given, the plan is written
   * from these instead of the inputs it derives, each one tagged as the founder's.
   */
  modelInputs: z.optional(financialInputsSchema),
});
export type ItFinancialLegalRequest = z.output<typeof itFinancialLegalRequestSchema>;
export type ItFinancialLegalRequestInput = z.input<typeof itFinancialLegalRequestSchema>;

/** What the plan keeps beside its sections: the model's inputs and the scenario shown. */
export const financialModelExtra = {
  financialModel: z.object({ inputs: financialInputsSchema, scenario: scenarioSchema }),
};

export const itFinancialLegalResultSchema = planResultSchema(
  IT_FINANCIAL_LEGAL_SECTIONS,
  financialModelExtra,
);
/** An IT, financial and legal plan: the shared plan plus its financial model. */
export type ItFinancialLegalResult = z.output<typeof itFinancialLegalResultSchema>;
