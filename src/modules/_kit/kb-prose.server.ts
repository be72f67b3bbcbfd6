import type { BusinessModelEntry } from "../../engine/knowledge";
import { findSource } from "../../engine/knowledge";
import type { PriceRange } from "../../engine/knowledge/schema";
import type { ProvenanceBuilder } from "../../engine/provenance-builder";
import { formatNumber } from "../../engine/provenance-builder";
import { numbersIn } from "../../shared/provenance";

/**
 * Knowledge-base facts as the phrases both customer discovery and the planning modules show,
 * each recorded in the result's provenance by the one ProvenanceBuilder (issue 22: moved here from
 * customer discovery, so the strategic plan no longer reads another module's folder).
 */

/** "3–9 months", the knowledge base's typical time to first revenue for a model. */
export function timeToFirstRevenue(builder: ProvenanceBuilder, model: BusinessModelEntry): string {
  const { low, high } = model.timeToFirstRevenueMonths;
  const display = `${formatNumber(low)}–${formatNumber(high)} months`;
  return builder.estimate(
    `${model.name} time to first revenue`,
    display,
    `Typical range kept in the Ninefold knowledge base for the ${model.name} model: ` +
      `${formatNumber(low)} to ${formatNumber(high)} months from start to first revenue for a ` +
      "full-time founder; a planning benchmark, not a published figure.",
  );
}

const PERIOD_WORDS: Record<PriceRange["period"], string> = {
  "one-time": "",
  hour: "",
  day: " a day",
  week: " a week",
  month: " a month",
  year: " a year",
  transaction: "",
};

/** "$1,000", "$0.99". */
function dollars(value: number): string {
  const [whole = "0", cents] = (Number.isInteger(value) ? String(value) : value.toFixed(2)).split(
    ".",
  );
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return cents === undefined ? `$${grouped}` : `$${grouped}.${cents}`;
}

/** "$10–$150 per user a month", "10–20% of transaction value". */
export function formatPriceRange(range: PriceRange): string {
  if (range.unit === "percent") {
    return `${formatNumber(range.low)}–${formatNumber(range.high)}% of ${range.per}`;
  }
  return `${dollars(range.low)}–${dollars(range.high)} per ${range.per}${PERIOD_WORDS[range.period]}`;
}

/**
 * A knowledge-base sentence quoted in the prose. Sentences without digits pass as they are (the
 * source, if any, is cited). A sentence with figures is recorded: under its source when it has
 * one, else as a knowledge-base note, so each of its numbers has a pedigree.
 */
export function kbSentence(
  builder: ProvenanceBuilder,
  text: string,
  label: string,
  sourceId?: string,
): string {
  const source = sourceId === undefined ? undefined : findSource(sourceId);
  const numbers = kbNumbers(text);
  if (source !== undefined && sourceId !== undefined) {
    if (numbers.length === 0) builder.cite(sourceId);
    else builder.sourced(label, figuresShown(text), sourceId, text.slice(0, 500));
    return text;
  }
  if (numbers.length > 0) {
    builder.estimate(
      label,
      figuresShown(text),
      `Stated in the Ninefold knowledge base without a published source: "${text.slice(0, 900)}"`,
    );
  }
  return text;
}

const KB_NUMBERS = new Map<string, readonly string[]>();

/** The numbers of a knowledge-base sentence, worked out once per sentence. */
function kbNumbers(text: string): readonly string[] {
  let numbers = KB_NUMBERS.get(text);
  if (numbers === undefined) {
    numbers = numbersIn(text);
    KB_NUMBERS.set(text, numbers);
  }
  return numbers;
}

/** The figures a sentence shows, with their units: "$4.9T · 17.6% · 7.5%". */
function figuresShown(text: string): string {
  const found =
    text.match(/\$?\d+(?:,\d{3})*(?:\.\d+)?(?:[%×]|[TBMK]\b| ?(?:million|billion))?/g) ?? [];
  return [...new Set(found)].join(" · ").slice(0, 200) || text.slice(0, 200);
}
