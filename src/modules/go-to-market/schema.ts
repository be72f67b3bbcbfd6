import * as z from "zod/mini";
import type { PlanResult } from "../../shared/plan";
import { earlierResultField, planRequestShape } from "../plan-kit";
import { optionalChoice, optionalText } from "../request-fields";
import {
  CHANNELS_TRIED_MAX,
  MONTHLY_BUDGET_MAX,
  PRICE_MAX,
  SALES_MOTIONS,
  type SalesMotion,
} from "./questions";

/** An optional number of US dollars between 0 and `max`; "" or null (an empty field) is absent. */
function optionalUsd(label: string, max: number) {
  return z.optional(
    z.pipe(
      z.transform((value: unknown) => {
        if (value === "" || value === null) return undefined;
        if (typeof value === "string" && value.trim() !== "") return Number(value.trim());
        return value;
      }),
      z.optional(
        z
          .number({ error: `${label} must be a number of US dollars.` })
          .check(
            z.gte(0, `${label} cannot be negative.`),
            z.lte(max, `${label} can be at most ${max.toLocaleString("en-US")} US dollars.`),
          ),
      ),
    ),
  );
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

const launchDateField = z.optional(
  z.pipe(
    z.transform((value: unknown) =>
      value === null || (typeof value === "string" && value.trim() === "")
        ? undefined
        : typeof value === "string"
          ? value.trim()
          : value,
    ),
    z.optional(
      z
        .string({ error: "Launch date must be a date written YYYY-MM-DD." })
        .check(
          z.refine(
            isIsoDate,
            "Launch date must be a real date written YYYY-MM-DD, e.g. 2026-03-02.",
          ),
        ),
    ),
  ),
);

const salesMotionValues = SALES_MOTIONS.map((motion) => motion.value) as unknown as readonly [
  SalesMotion,
  ...SalesMotion[],
];

/** POST /api/go-to-market: the plan fields, the earlier plans it reads and its own questions. */
export const goToMarketRequestSchema = z.object({
  ...planRequestShape,
  strategicPlan: earlierResultField,
  productPlan: earlierResultField,
  monthlyBudget: optionalUsd("Marketing budget", MONTHLY_BUDGET_MAX),
  launchDate: launchDateField,
  price: optionalUsd("Planned price", PRICE_MAX),
  salesMotion: optionalChoice("Sales motion", salesMotionValues),
  channelsTried: optionalText("Channels you have tried", CHANNELS_TRIED_MAX),
});
export type GoToMarketRequest = z.output<typeof goToMarketRequestSchema>;
export type GoToMarketRequestInput = z.input<typeof goToMarketRequestSchema>;

/** A go-to-market plan: the planning modules' shared result (src/shared/plan.ts). */
export type GoToMarketResult = PlanResult;
