/**
 * The price in the founder's words (issue 23): the one reader every part of the engine and every
 * module uses, for the venture brief, the plans, the market analysis and customer discovery.
 * "$249 a month per store", "£30 per seat a month", "€12/month", "A$79 a month", "₹999 a month",
 * "USD 49 monthly", "1,200 euros a year", "C$45 per visit", "€599 one-off". Amounts that are not
 * a price are not read as one: a raise ("we are raising $500k"), a saving ("saves shops $2,000 a
 * year"), a loss, a budget, a revenue or a discount ("10% off"). Pure and deterministic.
 */

export type PricePeriod = "month" | "year" | "week" | "day" | "hour" | "one-time";

/** A price as the founder states it: the amount, its currency, its period and its unit. */
export interface StatedPrice {
  amount: number;
  /** ISO code: "USD", "GBP", "EUR", "INR", "AUD"… */
  currency: string;
  /** The period it recurs over ("one-time" for a one-off, "hour" for a rate), or null when not said. */
  period: PricePeriod | null;
  /** What one price buys ("store", "seat", "delivery", "worker-day"), or "" when not said. */
  per: string;
  /** The founder's words as typed: "$249 a month per store". */
  words: string;
}

export interface ReadPriceOptions {
  /**
   * Also read an amount said with neither a period nor a unit ("a €599 kit"): a price paid once
   * or per item. Off by default: a bare amount in a sentence is more often not a price.
   */
  bare?: boolean;
}

const MARKS: readonly [RegExp, string][] = [
  [/^(?:US\$|USD)$/iu, "USD"],
  [/^(?:C\$|CA\$|CAD)$/iu, "CAD"],
  [/^(?:A\$|AU\$|AUD)$/iu, "AUD"],
  [/^(?:NZ\$|NZD)$/iu, "NZD"],
  [/^(?:S\$|SGD)$/iu, "SGD"],
  [/^(?:£|GBP|pounds?(?: sterling)?)$/iu, "GBP"],
  [/^(?:€|EUR|euros?)$/iu, "EUR"],
  [/^(?:₹|INR|rupees?|Rs\.?)$/iu, "INR"],
  [/^(?:\$|dollars?)$/iu, "USD"],
];

const AMOUNT = String.raw`\d[\d,]*(?:\.\d+)?`;
const SIGN = String.raw`US\$|C\$|CA\$|A\$|AU\$|NZ\$|S\$|\$|£|€|₹|Rs\.?|(?<![A-Za-z])(?:USD|EUR|GBP|INR|CAD|AUD|NZD|SGD)(?=\s?\d)`;
const WORD_AFTER = "USD|GBP|EUR|CAD|AUD|NZD|SGD|INR|dollars?|euros?|pounds?|rupees?";
const PRICE = new RegExp(
  String.raw`(?:(${SIGN})\s?(${AMOUNT})(\s?[kK]\b)?|(?<![\d.,$£€₹])(${AMOUNT})(\s?[kK])?\s?(${WORD_AFTER})\b)`,
  "gu",
);

const PERIOD_WORDS: Record<string, PricePeriod> = {
  month: "month",
  mo: "month",
  mth: "month",
  monthly: "month",
  year: "year",
  yr: "year",
  annum: "year",
  annually: "year",
  yearly: "year",
  annual: "year",
  week: "week",
  wk: "week",
  weekly: "week",
  day: "day",
  daily: "day",
  hour: "hour",
  hr: "hour",
  hourly: "hour",
};

const NOT_UNITS = new Set([
  "the",
  "a",
  "an",
  "of",
  "for",
  "and",
  "or",
  "to",
  "in",
  "on",
  "with",
  "lot",
  "few",
  "bit",
  "piece",
]);

/**
 * Words just before an amount that make it something other than the price: a raise, funding, a
 * saving or loss, a budget, a revenue, a salary, a fine, what the buyer spends elsewhere.
 */
const NOT_PRICE_BEFORE =
  /\b(?:rais(?:e|es|ed|ing)|funding|fund(?:ed|s)?|invest(?:ed|ing|ment|ors?)?|sav(?:e|es|ed|ing|ings)|los(?:e|es|ing|t)|loss(?:es)?|wast(?:e|es|ed|ing)|budget|revenue|turnover|sales of|worth|salar(?:y|ies)|wages?|grants?|loans?|debt|fines?|penalt(?:y|ies)|spend(?:s|ing)?|spent|costs? (?:them|him|her|us|owners|shops|stores|the)|ARR|MRR|valuation|pre-seed|seed|off|discount(?:ed)?|refund(?:ed)?|up to|market of|market is|worth of)\b([^.,;:!?$£€₹\d]{0,40})$/iu;

/** A word that introduces the price again after a non-price word: "saves time; pay $49 a month". */
const PRICE_WORD =
  /\b(?:for|at|pay|pays|paid|charge|charges|charged|priced|price|costs?|only|just)\b/iu;

/** Words just after an amount that make it something other than the price. */
const NOT_PRICE_AFTER =
  /^\s*(?:billion|million|trillion|bn\b|mn\b|[mb]\b|raise|round|seed|pre-seed|in\s+(?:savings|funding|revenue|sales|losses|fines)|of\s+(?:savings|funding|revenue|sales|losses|stock|stolen)|savings|saved|ARR|MRR|revenue|turnover|market|budget|off\b|discount|loss(?:es)?|lost|in\s+(?:stock|shrink|theft)|worth\s+of)/iu;

/** Words before a bare amount that make it a bound or a size ("under $1M", "about $50"). */
const BOUND_BEFORE =
  /\b(?:under|over|above|below|than|least|most|about|around|nearly|almost|roughly|some)\s*$/iu;

/** The first price the text states; null when it states none. */
export function readPrice(text: string, options: ReadPriceOptions = {}): StatedPrice | null {
  let bare: StatedPrice | null = null;
  for (const match of text.matchAll(PRICE)) {
    const start = match.index ?? 0;
    const symbol = (match[1] ?? match[6] ?? "").trim();
    const digits = (match[2] ?? match[4] ?? "").replace(/,/gu, "");
    const amount = Number(digits) * (match[3] || match[5] ? 1000 : 1);
    if (!Number.isFinite(amount) || amount <= 0) continue;
    const sentenceStart = Math.max(
      ...[".", ";", "!", "?", "\n"].map((mark) => lastBefore(text, mark, start)),
    );
    const before = text.slice(sentenceStart + 1, start);
    let rest = text.slice(start + match[0].length);
    const notPrice = NOT_PRICE_BEFORE.exec(before);
    if ((notPrice && !PRICE_WORD.test(notPrice[1] ?? "")) || NOT_PRICE_AFTER.test(rest)) continue;
    const currency = MARKS.find(([pattern]) => pattern.test(symbol))?.[1] ?? "USD";
    let period: PricePeriod | null = null;
    let per = "";
    let consumed = "";
    for (let step = 0; step < 3; step += 1) {
      const once = /^(\s*(?:,\s*)?(?:one[- ]off|one[- ]time|once|upfront|up front)\b)/iu.exec(rest);
      if (once?.[1] && period === null) {
        period = "one-time";
        consumed += once[1];
        rest = rest.slice(once[1].length);
        continue;
      }
      const word =
        /^(\s*(?:,\s*)?(?:(?:a|an|per|each|every|for each)\s+|\/\s*)(?:single\s+)?([A-Za-z]+(?:-[A-Za-z]+)?))/iu.exec(
          rest,
        ) ?? /^(\s*(monthly|annually|yearly|weekly|daily|hourly))\b/iu.exec(rest);
      if (!word?.[1] || !word[2]) break;
      const name = word[2].toLowerCase();
      if (PERIOD_WORDS[name] && period === null) period = PERIOD_WORDS[name];
      else if (!PERIOD_WORDS[name] && per === "" && !NOT_UNITS.has(name) && name.length > 1)
        per = singular(name);
      else break;
      consumed += word[1];
      rest = rest.slice(word[1].length);
    }
    const found: StatedPrice = {
      amount,
      currency,
      period,
      per,
      words: `${match[0]}${consumed}`.trim(),
    };
    if (period !== null || per !== "") return found;
    // A bare amount after "under", "over", "about"… is a bound or a size, not a price.
    if (!BOUND_BEFORE.test(before)) bare ??= found;
  }
  return options.bare ? bare : null;
}

function lastBefore(text: string, mark: string, index: number): number {
  // A decimal point or a thousands mark inside a number is not the end of a sentence.
  let at = text.lastIndexOf(mark, index - 1);
  while (at > 0 && mark === "." && /\d/u.test(text[at - 1] ?? "") && /\d/u.test(text[at + 1] ?? ""))
    at = text.lastIndexOf(mark, at - 1);
  return at;
}

function singular(word: string): string {
  if (/(?:ss|us)$/u.test(word)) return word;
  if (/ies$/u.test(word)) return `${word.slice(0, -3)}y`;
  return word.replace(/s$/u, "");
}

/** Periods that recur, with their length in months. */
const PERIOD_MONTHS: Partial<Record<PricePeriod, number>> = {
  month: 1,
  year: 12,
  week: 12 / 52,
  day: 1 / 30,
};

/** True when a price recurs every month, year, week or day. */
export function isRecurring(period: PricePeriod | null): boolean {
  return period !== null && PERIOD_MONTHS[period] !== undefined;
}

/**
 * A price's amount a year: a month's × 12, a week's × 52, a day's × 360; null for a price per
 * item, per use, per hour or paid once (how many a year is not in the words).
 */
export function yearlyOf(price: Pick<StatedPrice, "amount" | "period">): number | null {
  const months = price.period === null ? undefined : PERIOD_MONTHS[price.period];
  if (months === undefined) return null;
  return price.period === "week" ? price.amount * 52 : (price.amount * 12) / months;
}

/** The arithmetic of `yearlyOf`: "× 12 months", "× 52 weeks". */
export function yearlyWhy(period: PricePeriod | null): string {
  switch (period) {
    case "month":
      return "× 12 months";
    case "week":
      return "× 52 weeks";
    case "day":
      return "× 360 days";
    case "year":
      return "a year as stated";
    default:
      return "";
  }
}

const CURRENCY_SIGN: Record<string, string> = {
  USD: "$",
  CAD: "C$",
  AUD: "A$",
  NZD: "NZ$",
  SGD: "S$",
  GBP: "£",
  EUR: "€",
  INR: "₹",
};

/** The sign of a currency ("€"), or its code followed by a space. */
export function currencySign(currency: string): string {
  return CURRENCY_SIGN[currency] ?? `${currency} `;
}

/** An amount in its currency as a price shows it: "$249", "£4.50", "€1,200", "₹1.2M". */
export function moneyIn(amount: number, currency: string): string {
  const sign = CURRENCY_SIGN[currency];
  // As the plans' dollars show (src/shared/money.ts): millions and above compacted.
  const abs = Math.abs(amount);
  const digits =
    abs >= 1e12
      ? `${(amount / 1e12).toFixed(2)}T`
      : abs >= 1e9
        ? `${(amount / 1e9).toFixed(1)}B`
        : abs >= 1e6
          ? `${(amount / 1e6).toFixed(1)}M`
          : amount < 10 && !Number.isInteger(amount)
            ? amount.toFixed(2)
            : Math.round(amount).toLocaleString("en-US");
  return sign ? `${sign}${digits}` : `${digits} ${currency}`;
}

const PERIOD_PHRASE: Record<PricePeriod, string> = {
  month: " a month",
  year: " a year",
  week: " a week",
  day: " a day",
  hour: " an hour",
  "one-time": " once",
};

/** " per store a month", " a month", " per order". */
export function priceUnit(price: Pick<StatedPrice, "per" | "period">): string {
  const per = price.per
    ? ` per ${price.per}`
    : price.period !== null && isRecurring(price.period)
      ? " per customer"
      : "";
  return `${per}${price.period ? PERIOD_PHRASE[price.period] : ""}`;
}

/** A price in words: "A$79 per store a month". */
export function priceWords(price: Pick<StatedPrice, "amount" | "currency" | "per" | "period">) {
  const per = price.per ? ` per ${price.per}` : "";
  return `${moneyIn(price.amount, price.currency)}${per}${price.period ? PERIOD_PHRASE[price.period] : ""}`;
}
