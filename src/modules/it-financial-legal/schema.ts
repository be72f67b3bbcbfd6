import * as z from "zod/mini";
import { planResultSchema } from "../../shared/plan";
import { earlierResultField, planRequestShape } from "../plan-kit";
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

/** An optional number between `min` and `max`; "" or null (an empty field) is absent. */
function optionalNumber(label: string, min: number, max: number, unit: string, integer = false) {
  const number = z
    .number({ error: `${label} must be a number${unit ? ` of ${unit}` : ""}.` })
    .check(
      z.gte(min, min === 0 ? `${label} cannot be negative.` : `${label} must be at least ${min}.`),
      z.lte(
        max,
        `${label} can be at most ${max.toLocaleString("en-US")}${unit ? ` ${unit}` : ""}.`,
      ),
      z.refine((value) => !integer || Number.isInteger(value), `${label} must be a whole number.`),
    );
  return z.optional(
    z.pipe(
      z.transform((value: unknown) => {
        if (value === "" || value === null) return undefined;
        if (typeof value === "string" && value.trim() !== "") return Number(value.trim());
        return value;
      }),
      z.optional(number),
    ),
  );
}

const countryValues = COUNTRIES.map((country) => country.value) as unknown as readonly [
  Country,
  ...Country[],
];

/** POST /api/it-financial-legal: the plan fields, the earlier plans it reads and its questions. */
export const itFinancialLegalRequestSchema = z.object({
  ...planRequestShape,
  strategicPlan: earlierResultField,
  productPlan: earlierResultField,
  goToMarketPlan: earlierResultField,
  teamPlan: earlierResultField,
  country: optionalChoice("Country", countryValues),
  startingCash: optionalNumber("Starting cash", 0, CASH_MAX, "US dollars"),
  pricePerMonth: optionalNumber("Price a month", 0, PRICE_MAX, "US dollars"),
  monthlyBudget: optionalNumber("Marketing budget", 0, MONTHLY_BUDGET_MAX, "US dollars"),
  founders: optionalNumber("Number of founders", 1, FOUNDERS_MAX, "", true),
  founderPay: optionalNumber("Founder pay", 0, SALARY_MAX, "US dollars"),
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
