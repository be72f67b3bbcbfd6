/**
 * Money in the founder's currency (issue 23): the knowledge base's figures are in US dollars;
 * for a founder in another country a text shows each amount in their currency with the dollars
 * beside it, at the country's dated rate, stated once.
 */

import { dollarsOf } from "../shared/money";
import { type CountryEntry, describeBasis, KNOWLEDGE_BASE } from "./knowledge";
import { formatUsd } from "./knowledge/schema";
import type { ProvenanceBuilder } from "./provenance-builder";
import { shorten } from "./text/shorten";

/** How the sentence stating the rate opens: a reader quoting a result can skip it. */
export const LOCAL_NOTE_OPENING = "Money is shown in";

export interface LocalMoney {
  /** ISO code: "EUR". */
  currency: string;
  symbol: string;
  perUsd: number;
  /** "2023 annual average". */
  rateDate: string;
  /** The rate's source, readable. */
  source: string;
  /** The sentence that states the rate once: "Money is shown in euros for Ireland, …". */
  note: string;
  /** Where each converted amount is recorded, with its arithmetic. */
  provenance: ProvenanceBuilder;
  /** "€0.92 per US dollar". */
  rate: string;
}

/** "€0.92 per US dollar". */
export function formatRate(country: CountryEntry): string {
  const { perUsd } = country.usdRate;
  return `${country.currency.symbol}${perUsd >= 10 ? perUsd.toFixed(1) : perUsd.toFixed(2)} per US dollar`;
}

/**
 * The founder's currency when their country does not use the US dollar, with the rate recorded
 * in the provenance; null for the United States or no country.
 */
export function localMoney(
  country: CountryEntry | null,
  provenance: ProvenanceBuilder,
): LocalMoney | null {
  if (country === null || country.currency.code === "USD") return null;
  const { currency, usdRate } = country;
  const rate = formatRate(country);
  const label = `${currency.code} per US dollar (${usdRate.date})`;
  const source = describeBasis(usdRate.basis);
  if (usdRate.basis.kind === "source") {
    // The note names the publication as the text does, its year included, so every number the
    // rate's sentence shows is in the provenance.
    const published = source.replace(/ — .*$/u, "");
    const note =
      usdRate.basis.note === undefined ? published : `${usdRate.basis.note} (${published})`;
    provenance.sourced(label, rate, usdRate.basis.sourceId, note);
  } else {
    provenance.estimate(label, rate, usdRate.basis.method);
  }
  return {
    currency: currency.code,
    symbol: currency.symbol,
    perUsd: usdRate.perUsd,
    rateDate: usdRate.date,
    source,
    provenance,
    rate,
    note:
      `${LOCAL_NOTE_OPENING} ${currency.name} for ${country.prose}, with US dollars beside it where ` +
      `the source is in dollars, at ${rate} (${usdRate.date}; ${source.replace(/ — .*$/u, "")}).`,
  };
}

// A dollar amount, unless it is already the dollars beside a local amount ("€9.20 ($10)") or
// the dollars a local amount was converted to ("£29 ÷ £0.79 per US dollar (…) = $37").
const DOLLARS =
  /(?<![A-Za-z])(?<![\dTBMK] \()(?<!per US dollar[^=]{0,160}= )\$(\d[\d,]*(?:\.\d+)?)([TBM])?(?![\d.,]?\d)/gu;

/** The dollar amounts a text holds, as written: the founder's own, for `inLocal`'s `keep`. */
export function dollarAmountsIn(text: string): Set<string> {
  return new Set(text.match(DOLLARS) ?? []);
}

/**
 * The dollar amounts of a text shown without the founder's currency beside them: neither the
 * dollars beside a local amount, nor a conversion's result, nor one of `keep` (their own words).
 */
export function unconvertedDollars(text: string, keep: ReadonlySet<string>): string[] {
  return (text.match(DOLLARS) ?? []).filter((amount) => !keep.has(amount));
}

/**
 * Every dollar amount of a text in the local currency, the dollars beside it: "€48.3K ($52,500)".
 * Amounts in `keep` (the founder's own words, as typed) are left as they are.
 */
export function inLocal(
  local: LocalMoney | null,
  text: string,
  keep: ReadonlySet<string> = new Set(),
): string {
  if (local === null) return text;
  return text.replace(DOLLARS, (whole: string, digits: string, scale: string | undefined) => {
    if (keep.has(whole)) return whole;
    const usd = dollarsOf(digits, scale);
    const value = usd * local.perUsd;
    const cents = value < 100 && Math.round(value) !== Math.round(value * 100) / 100;
    const amount = cents
      ? `${local.symbol}${value.toFixed(2)}`
      : formatUsd(value).replace("$", local.symbol);
    local.provenance.estimate(
      `${whole} in ${local.currency}`,
      amount,
      `${whole} × ${local.rate} (${local.rateDate}) = ${amount}.`,
    );
    return `${amount} (${whole})`;
  });
}

/** The country whose rate converts `currency`: the founder's own when it uses it, else the first. */
function countryUsing(currency: string, country: CountryEntry | null): CountryEntry | null {
  if (country?.currency.code === currency) return country;
  return KNOWLEDGE_BASE.countries.find((entry) => entry.currency.code === currency) ?? null;
}

/** An amount in the founder's currency converted to US dollars, with the rate that did it. */
export interface UsdAmount {
  usd: number;
  /** "$144", recorded as an estimate showing the rate and its date. */
  display: string;
  /** "₹83.3 per US dollar". */
  rate: string;
  rateDate: string;
  /** "₹11,988 ÷ ₹83.3 per US dollar (2023 annual average) = $144". */
  arithmetic: string;
}

/**
 * An amount in another currency as US dollars, for arithmetic in dollars (US cost benchmarks,
 * US-dollar market totals): at the dated rate of a country using that currency (the founder's own
 * first), the rate and the conversion recorded as estimates. Null for US dollars, or a currency
 * no country of the knowledge base uses.
 */
export function toUsd(
  amount: number,
  currency: string,
  country: CountryEntry | null,
  provenance: ProvenanceBuilder,
  label: string,
  local: string,
): UsdAmount | null {
  const dated = usdRateOf(currency, country, provenance);
  if (dated === null) return null;
  const { rate, date, source } = dated;
  const value = amount / dated.perUsd;
  const usd = value >= 10 ? Math.round(value) : Math.round(value * 100) / 100;
  const shown = usd >= 10 ? formatUsd(usd) : `$${usd.toFixed(2)}`;
  const arithmetic = `${local} ÷ ${rate} (${date}; ${source}) = ${shown}`;
  const display = provenance.estimate(label, shown, `${arithmetic}.`);
  return { usd, display, rate, rateDate: date, arithmetic };
}

/** A currency's dated rate against the US dollar, as a model in that currency states it once. */
export interface UsdRate {
  currency: string;
  perUsd: number;
  /** "£0.80 per US dollar". */
  rate: string;
  /** "2023 annual average". */
  date: string;
  /** The rate's source, readable, without its note ("Bank of England…, 2024"). */
  source: string;
}

/**
 * The rate that turns US dollars into `currency` (the founder's country's when it uses it, else
 * the first country that does), recorded in the provenance; null for US dollars or a currency no
 * country of the knowledge base uses.
 */
export function usdRateOf(
  currency: string,
  country: CountryEntry | null,
  provenance: ProvenanceBuilder,
): UsdRate | null {
  if (currency === "USD") return null;
  const using = countryUsing(currency, country);
  if (using === null) return null;
  const { usdRate } = using;
  const rate = formatRate(using);
  const rateLabel = `${currency} per US dollar (${usdRate.date})`;
  if (usdRate.basis.kind === "source") {
    provenance.sourced(rateLabel, rate, usdRate.basis.sourceId, usdRate.basis.note);
  } else {
    provenance.estimate(rateLabel, rate, usdRate.basis.method);
  }
  return {
    currency,
    perUsd: usdRate.perUsd,
    rate,
    date: usdRate.date,
    // Said once beside the rate (the model page, the workbook): an estimate's whole method is in
    // the provenance above, so a long one is shortened here.
    source: shorten(describeBasis(usdRate.basis).replace(/ — .*$/u, ""), RATE_SOURCE_CHARS),
  };
}

/** The most characters of a rate's source a model states beside it (usdRateSchema allows 300). */
export const RATE_SOURCE_CHARS = 240;

/**
 * Every string of a result's parts with its dollar amounts in the founder's currency
 * (`inLocal`). The founder's own amounts (`keep`) stay as typed.
 */
export function inLocalDeep<T>(local: LocalMoney | null, value: T, keep: ReadonlySet<string>): T {
  if (local === null) return value;
  const walk = (item: unknown): unknown => {
    if (typeof item === "string") return inLocal(local, item, keep);
    if (Array.isArray(item)) return item.map(walk);
    if (item !== null && typeof item === "object") {
      return Object.fromEntries(Object.entries(item).map(([key, entry]) => [key, walk(entry)]));
    }
    return item;
  };
  return walk(value) as T;
}
