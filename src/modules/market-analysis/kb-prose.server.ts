/**
 * Knowledge-base text and figures turned into prose with their pedigree: every sentence, price
 * range or benchmark quoted from the knowledge base goes through these helpers, which record
 * any number it holds in the result's assumptions (GUIDE §1).
 */
import { type Figure, findSource } from "../../engine/knowledge";
import type { Basis, PriceRange } from "../../engine/knowledge/schema";
import { formatNumber, type ProvenanceBuilder } from "../../engine/provenance-builder";

/** Figures as they read in a sentence: "$171B", "73%", "2024", "1,000". */
const FIGURE_TOKEN = /(?<![\p{L}\p{N}_.])\$?\d[\d,]*(?:\.\d+)?(?:%|×|[KMBT](?!\p{L}))?/gu;

/** The figures a sentence shows, as written ("24%, 2024"). */
export function figureTokens(text: string): string[] {
  return [...text.matchAll(FIGURE_TOKEN)].map((match) => match[0].replace(/,+$/, ""));
}

/** "Gartner" for a source id, "Ninefold note" when the sentence has no publication behind it. */
export function citationOf(sourceId: string | undefined): string {
  if (sourceId === undefined) return "Ninefold note";
  return findSource(sourceId)?.publisher ?? "Ninefold note";
}

/**
 * A knowledge-base sentence for prose. Its source is cited; if it shows figures they are recorded
 * under `label` (sourced, or an estimate saying no single publication stands behind it).
 */
export function kbText(
  provenance: ProvenanceBuilder,
  label: string,
  text: string,
  sourceId?: string,
): string {
  if (sourceId !== undefined) provenance.cite(sourceId);
  const figures = figureTokens(text);
  if (figures.length === 0) return text;
  const value = figures.join(", ").slice(0, 200);
  if (sourceId !== undefined) {
    provenance.sourced(label, value, sourceId, text.slice(0, 500));
  } else {
    provenance.estimate(
      label,
      value,
      `Ninefold knowledge-base note, not tied to one publication: ${text}`.slice(0, 1000),
    );
  }
  return text;
}

/**
 * A knowledge-base name ("K-12 platforms") for prose. Names are not figures, but digits in them
 * would read as numbers, so a name that holds any is recorded as what it is.
 */
export function kbName(provenance: ProvenanceBuilder, name: string): string {
  if (figureTokens(name).length > 0) {
    provenance.estimate(
      `Knowledge-base name: ${name}`,
      name,
      "A category name from the Ninefold knowledge base, not a figure; its digits are part of " +
        "the name.",
    );
  }
  return name;
}

/** A knowledge-base fact as a sentence ending with its citation: "… (Gartner)." */
export function citedFact(
  provenance: ProvenanceBuilder,
  label: string,
  fact: { text: string; sourceId?: string | undefined },
): string {
  const text = kbText(provenance, label, fact.text, fact.sourceId);
  return `${text.replace(/[.\s]+$/u, "")} (${citationOf(fact.sourceId)}).`;
}

/** A value recorded with a knowledge-base basis (sourced, or an estimate with its method). */
export function withBasis(
  provenance: ProvenanceBuilder,
  label: string,
  display: string,
  basis: Basis,
): string {
  if (basis.kind === "source")
    return provenance.sourced(label, display, basis.sourceId, basis.note);
  return provenance.estimate(label, display, basis.method);
}

/** Who stands behind a figure: its publisher ("Gartner"), or "Ninefold estimate". */
export function pedigreeOf(figure: Figure): string {
  if (figure.basis.kind === "estimate") return "Ninefold estimate";
  return citationOf(figure.basis.sourceId);
}

/** Dollars as a price reads: "$0.99", "$25", "$5,000". */
export function formatMoney(value: number): string {
  if (Number.isInteger(value)) return `$${value.toLocaleString("en-US")}`;
  return `$${value.toFixed(2)}`;
}

/**
 * A percentage with enough precision to be non-zero: "25%", "33.3%", "0.3%", "0.013%".
 * Use `roundPercent` first so the arithmetic uses the number shown.
 */
export function formatPercent(value: number): string {
  return `${roundPercent(value)}%`;
}

/** The percentage as displayed: one decimal from 1 up, two significant digits below. */
export function roundPercent(value: number): number {
  if (value >= 1 || value === 0) return Number(formatNumber(value));
  const digits = Math.min(8, Math.ceil(-Math.log10(value)) + 1);
  return Number(value.toFixed(digits));
}

const PERIOD_SUFFIX: Record<PriceRange["period"], string> = {
  "one-time": ", one-off",
  hour: "",
  day: " a day",
  week: " a week",
  month: " a month",
  year: " a year",
  transaction: "",
};

/** "$10–$150 per user a month", "8–15% of sale price". */
export function describePriceRange(range: PriceRange): string {
  const suffix = PERIOD_SUFFIX[range.period];
  if (range.unit === "percent") {
    return `${formatNumber(range.low)}–${formatNumber(range.high)}% of ${range.per}${suffix}`;
  }
  return `${formatMoney(range.low)}–${formatMoney(range.high)} per ${range.per}${suffix}`;
}

/** A knowledge-base price range, recorded as a benchmark; returns "$10–$150 per user a month". */
export function recordPriceRange(
  provenance: ProvenanceBuilder,
  owner: string,
  range: PriceRange,
): string {
  return provenance.estimate(
    `${owner} price range: ${range.label}`,
    describePriceRange(range),
    `Typical range in the Ninefold knowledge base for ${owner} (${range.label}); a benchmark ` +
      "range, not a single published figure.",
  );
}

/** A knowledge-base price range in a list, recorded: "Per-seat SaaS: $10–$150 per user a month". */
export function priceRangeText(
  provenance: ProvenanceBuilder,
  owner: string,
  range: PriceRange,
): string {
  return `${range.label}: ${recordPriceRange(provenance, owner, range)}`;
}

/** "A, B and C". */
export function joinWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}
