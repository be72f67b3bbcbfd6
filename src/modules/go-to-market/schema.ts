import * as z from "zod/mini";
import type { PlanResult } from "../../shared/plan";
import { optionalIsoDate, optionalNumber } from "../_kit/plan/fields";
import { planRequestShape } from "../_kit/plan/tool";
import { optionalChoice, optionalText } from "../request-fields";
import {
  CHANNELS_TRIED_MAX,
  MONTHLY_BUDGET_MAX,
  PRICE_MAX,
  SALES_MOTIONS,
  type SalesMotion,
} from "./questions";
import { GO_TO_MARKET_READS } from "./reads";

const salesMotionValues = SALES_MOTIONS.map((motion) => motion.value) as unknown as readonly [
  SalesMotion,
  ...SalesMotion[],
];

/** POST /api/go-to-market: the plan fields, the earlier plans it reads and its own questions. */
export const goToMarketRequestSchema = z.object({
  ...planRequestShape(GO_TO_MARKET_READS),
  monthlyBudget: optionalNumber("Marketing budget", {
    max: MONTHLY_BUDGET_MAX,
    unit: "US dollars",
  }),
  launchDate: optionalIsoDate("Launch date"),
  price: optionalNumber("Planned price", { max: PRICE_MAX, unit: "US dollars" }),
  salesMotion: optionalChoice("Sales motion", salesMotionValues),
  channelsTried: optionalText("Channels you have tried", CHANNELS_TRIED_MAX),
});
export type GoToMarketRequest = z.output<typeof goToMarketRequestSchema>;
export type GoToMarketRequestInput = z.input<typeof goToMarketRequestSchema>;

/** A go-to-market plan: the planning modules' shared result (src/shared/plan.ts). */
export type GoToMarketResult = PlanResult;
