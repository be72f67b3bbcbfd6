import type { CurrencyCode } from "../../shared/currencies";
import { briefBuyerCount, type VentureBrief } from "../../shared/venture-brief";
import { isEmptyField } from "../define-module";

/**
 * A venture brief (issue 23) as the modules' forms take it: the fields it answers, so a run in
 * the venture (and its form, prefilled) asks only what the brief leaves open. Browser-safe: the
 * tools' `withEarlier` and the module pages both call these. The founder's skills never become a
 * customer field: only the brief's buyer, offer, price and competitor lines are read here.
 */

/** "independent grocery stores with 1–3 locations", as the target market or customer field. */
export function briefBuyerWords(brief: VentureBrief): string {
  const { who, size } = brief.lines.buyer.value;
  return size && !who.toLowerCase().includes(size.toLowerCase()) ? `${who} (${size})` : who;
}

/** The competitor names, comma-separated, or "". */
export function briefCompetitors(brief: VentureBrief): string {
  return brief.lines.competitors.value.names.map((entry) => entry.name).join(", ");
}

/**
 * The brief's price as an amount a month in its own currency, when it recurs monthly or yearly;
 * else undefined.
 */
export function briefMonthlyPrice(brief: VentureBrief): number | undefined {
  const { amount, period } = brief.lines.price.value;
  if (amount === null) return undefined;
  if (period === "month") return amount;
  if (period === "year") return Math.round((amount / 12) * 100) / 100;
  return undefined;
}

/**
 * The currency the venture's money is stated in (issue 23): the brief's price's, which the
 * reading sets from the place sold in when no price is named. The plans' forms take money in it.
 */
export function briefCurrency(brief: VentureBrief | null | undefined): CurrencyCode {
  return brief?.lines.price.value.currency ?? "USD";
}

/** The market analysis form's fields the brief answers. */
export function briefMarketFields(brief: VentureBrief): Record<string, unknown> {
  const { offer, buyer, competitors } = brief.lines;
  const counted = briefBuyerCount(buyer.value);
  return {
    businessIdea: brief.idea.slice(0, 2000),
    targetMarket: briefBuyerWords(brief).slice(0, 500),
    geographicScope: buyer.value.scope,
    ...(offer.value.industry === null ? {} : { industry: offer.value.industry }),
    ...(offer.value.problem ? { uniqueValueProposition: offer.value.problem.slice(0, 1000) } : {}),
    ...(competitors.value.names.length > 0
      ? { competitorAnalysis: briefCompetitors(brief).slice(0, 1000) }
      : {}),
    ...(counted === null ? {} : { buyerCount: counted }),
  };
}

/**
 * A plan's fields the brief answers: the idea, the customer, the competitors, the currency its
 * money is entered in (when not US dollars) and a go-to-market plan's price a month in it.
 */
export function briefPlanFields(brief: VentureBrief): Record<string, unknown> {
  const monthly = briefMonthlyPrice(brief);
  const currency = briefCurrency(brief);
  return {
    businessIdea: brief.idea.slice(0, 2000),
    targetCustomer: briefBuyerWords(brief).slice(0, 500),
    ...(brief.lines.competitors.value.names.length > 0
      ? { competitors: briefCompetitors(brief).slice(0, 1000) }
      : {}),
    ...(currency === "USD" ? {} : { currency }),
    ...(monthly === undefined ? {} : { price: monthly }),
  };
}

/** The body with its empty fields taken from `fields`; the founder's own values win. */
export function fillEmpty(
  body: Record<string, unknown>,
  fields: Record<string, unknown>,
): Record<string, unknown> {
  const filled = { ...body };
  for (const [field, value] of Object.entries(fields)) {
    if (isEmptyField(body[field]) && value !== undefined && value !== "") filled[field] = value;
  }
  return filled;
}
