import { CURRENCIES, isCurrencyCode } from "../../shared/currencies";
import { formatUsd, usdAsShown } from "../../shared/money";
import type { MarketSizing } from "./schema";

/**
 * An amount of the sizing in the founder's currency when the analysis shows money in it (issue
 * 23: the chart and the exports as the text beside them), else in US dollars.
 */
export function sizingMoney(sizing: MarketSizing, usd: number): string {
  const local = sizing.local;
  if (local === undefined || !isCurrencyCode(local.currency)) return formatUsd(usd);
  // Converted from the dollars as shown ("$41.1M"), as the text beside it converts them, so the
  // chart and the text give the same amount.
  return formatUsd(usdAsShown(usd) * local.perUsd).replace("$", CURRENCIES[local.currency].sign);
}

/** What the sizing's amounts are: "US dollars a year (2024)", or the founder's currency and rate. */
export function sizingUnit(sizing: MarketSizing): string {
  const local = sizing.local;
  if (local === undefined || !isCurrencyCode(local.currency)) {
    return `US dollars a year (${sizing.year})`;
  }
  const { sign, name } = CURRENCIES[local.currency];
  const rate = local.perUsd >= 10 ? local.perUsd.toFixed(1) : local.perUsd.toFixed(2);
  return `${name} a year (${sizing.year}), at ${sign}${rate} per US dollar (${local.rateDate})`;
}
