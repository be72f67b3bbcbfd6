/**
 * The currencies a founder can price in (issue 23), one table for every part of the product:
 * the venture brief's choices, the engine's price reader and money formats, and the knowledge
 * base's countries (which add each currency's dated US-dollar rate). A new currency is one line
 * here and its country's rate in src/engine/knowledge/countries.ts.
 */
export const CURRENCIES = {
  USD: { sign: "$", name: "US dollars" },
  EUR: { sign: "€", name: "euros" },
  GBP: { sign: "£", name: "pounds sterling" },
  CAD: { sign: "C$", name: "Canadian dollars" },
  AUD: { sign: "A$", name: "Australian dollars" },
  INR: { sign: "₹", name: "rupees" },
  NZD: { sign: "NZ$", name: "New Zealand dollars" },
  SGD: { sign: "S$", name: "Singapore dollars" },
  CHF: { sign: "CHF ", name: "Swiss francs" },
  BRL: { sign: "R$", name: "Brazilian reais" },
  MXN: { sign: "MX$", name: "Mexican pesos" },
  JPY: { sign: "¥", name: "yen" },
  ZAR: { sign: "R", name: "rand" },
  NGN: { sign: "₦", name: "naira" },
  PLN: { sign: "PLN ", name: "złoty" },
  SEK: { sign: "SEK ", name: "Swedish kronor" },
  NOK: { sign: "NOK ", name: "Norwegian kroner" },
  DKK: { sign: "DKK ", name: "Danish kroner" },
  KES: { sign: "KSh ", name: "Kenyan shillings" },
  KRW: { sign: "₩", name: "South Korean won" },
  IDR: { sign: "Rp ", name: "Indonesian rupiah" },
  PHP: { sign: "₱", name: "Philippine pesos" },
} as const satisfies Record<string, { sign: string; name: string }>;

export type CurrencyCode = keyof typeof CURRENCIES;

/** Every currency's ISO 4217 code, US dollars first. */
export const CURRENCY_CODES = Object.keys(CURRENCIES) as [CurrencyCode, ...CurrencyCode[]];

/** Whether a value is one of the codes above. */
export function isCurrencyCode(code: unknown): code is CurrencyCode {
  return typeof code === "string" && Object.hasOwn(CURRENCIES, code);
}

/** The sign an amount is written with: "$", "€", "R$", "CHF " (a code's sign ends in a space). */
export function currencySign(code: string): string {
  return isCurrencyCode(code) ? CURRENCIES[code].sign : `${code} `;
}
