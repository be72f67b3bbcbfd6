/**
 * Unit-economics rules the financial model (src/modules/it-financial-legal/model.ts) and the
 * iteration plan's baseline both follow (issue 22: one constant, so neither module reads the
 * other's folder; issue 24: churn, CAC and payback worked out once, here). Browser-safe: the
 * financial model reruns on the page.
 */

/**
 * The longest customer lifetime LTV counts: five years. A young company's churn is a guess, and
 * 0.8% a month would otherwise promise a ten-year customer.
 */
export const LTV_LIFETIME_CAP_MONTHS = 60;

/** Months a customer stays at a monthly churn in %: 100 ÷ churn, at most the five-year cap. */
export function customerLifetime(churnPercent: number): { months: number; capped: boolean } {
  if (churnPercent <= 0 || 100 / churnPercent > LTV_LIFETIME_CAP_MONTHS)
    return { months: LTV_LIFETIME_CAP_MONTHS, capped: true };
  return { months: 100 / churnPercent, capped: false };
}

/**
 * One month's acquisition cost: that month's marketing ÷ the customers won that month; null when
 * none were won (a cost with no customer is not a CAC).
 */
export function monthCac(marketing: number, won: number): number | null {
  return won > 0 ? marketing / won : null;
}

/**
 * The blended acquisition cost over a span of months: all the marketing spent ÷ all the customers
 * won (paid and founder-led alike), so a flat budget winning more customers each month shows as
 * a falling blended CAC, not as month one's figure for ever. Null when no customer was won.
 */
export function blendedCac(months: readonly { marketing: number; won: number }[]): number | null {
  let spent = 0;
  let won = 0;
  for (const month of months) {
    spent += month.marketing;
    won += month.won;
  }
  return won > 0 ? spent / won : null;
}

/** Months of a customer's gross profit that pay back their CAC; null without both. */
export function cacPaybackMonths(cac: number | null, grossProfitPerMonth: number): number | null {
  return cac !== null && grossProfitPerMonth > 0 ? cac / grossProfitPerMonth : null;
}

/** LTV ÷ CAC; null without a positive CAC. */
export function ltvToCac(ltv: number, cac: number | null): number | null {
  return cac !== null && cac > 0 ? ltv / cac : null;
}
