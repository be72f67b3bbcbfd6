/**
 * Dates spelled out by hand, not with Intl or Date: prerendered HTML and the browser must read
 * the same whatever their locale or time zone.
 */

export const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** "2025-03-25" → "March 25, 2025"; anything else is returned unchanged. */
export function formatLongDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return iso;
  return `${month} ${Number(match[3])}, ${match[1]}`;
}

/** "January 14, 2025" → "2025-01-14" (for `<time dateTime>`); undefined for anything else. */
export function isoFromLongDate(text: string): string | undefined {
  const match = text.trim().match(/^([A-Z][a-z]+) (\d{1,2}), (\d{4})$/);
  if (!match) return undefined;
  const month = MONTHS.indexOf((match[1] ?? "") as (typeof MONTHS)[number]) + 1;
  const day = Number(match[2]);
  if (month === 0 || day < 1 || day > 31) return undefined;
  return `${match[3]}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}
