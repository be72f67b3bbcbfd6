/**
 * Unit-economics rules the financial model (src/modules/it-financial-legal/model.ts) and the
 * iteration plan's baseline both follow (issue 22: one constant, so neither module reads the
 * other's folder). Browser-safe: the financial model reruns on the page.
 */

/**
 * The longest customer lifetime LTV counts: five years. A young company's churn is a guess, and
 * 0.8% a month would otherwise promise a ten-year customer.
 */
export const LTV_LIFETIME_CAP_MONTHS = 60;
