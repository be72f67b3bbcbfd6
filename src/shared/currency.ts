/**
 * The currencies a founder states money in (issue 23): the venture brief's and the plan forms'.
 * Browser-safe constants only (the plan pages and the brief read them); the dated US-dollar
 * rates live in the knowledge base (src/engine/knowledge/countries.ts) and stay on the server.
 */
export const FOUNDER_CURRENCIES = ["USD", "EUR", "GBP", "CAD", "AUD", "INR", "NZD", "SGD"] as const;
export type FounderCurrency = (typeof FOUNDER_CURRENCIES)[number];

/** The sign an amount is written with: "$249", "£30", "CA$45". */
export const CURRENCY_SIGNS: Record<FounderCurrency, string> = {
  USD: "$",
  EUR: "€",
  GBP: "£",
  CAD: "CA$",
  AUD: "A$",
  INR: "₹",
  NZD: "NZ$",
  SGD: "S$",
};

/** The currency in words, as a form's help says it: "in pounds sterling". */
export const CURRENCY_NAMES: Record<FounderCurrency, string> = {
  USD: "US dollars",
  EUR: "euros",
  GBP: "pounds sterling",
  CAD: "Canadian dollars",
  AUD: "Australian dollars",
  INR: "rupees",
  NZD: "New Zealand dollars",
  SGD: "Singapore dollars",
};

/** True for a currency a founder may state money in. */
export function isFounderCurrency(value: unknown): value is FounderCurrency {
  return typeof value === "string" && (FOUNDER_CURRENCIES as readonly string[]).includes(value);
}
