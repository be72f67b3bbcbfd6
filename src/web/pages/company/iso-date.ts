const MONTHS = [
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
];

/** "January 14, 2025" → "2025-01-14" (for `<time dateTime>`); undefined for anything else. */
export function isoDate(text: string): string | undefined {
  const match = text.trim().match(/^([A-Z][a-z]+) (\d{1,2}), (\d{4})$/);
  if (!match) return undefined;
  const month = MONTHS.indexOf(match[1] ?? "") + 1;
  const day = Number(match[2]);
  if (month === 0 || day < 1 || day > 31) return undefined;
  return `${match[3]}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}
