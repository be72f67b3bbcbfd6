import { KNOWLEDGE_BASE } from "../../../engine/knowledge";
import { formatNumber } from "../../../engine/provenance-builder";
import { shorten } from "../../../engine/text";
import { productName as namedProduct } from "../../project-title";

/**
 * The words and numbers the planning modules' engines share (issue 22): how a plan names the
 * product, shows a count or a rate, varies a regenerated section's take, and the knowledge base's
 * funnel benchmarks. One copy here, so no plan borrows them from another plan's folder; the case
 * rule (`lowerFirst`, `capitalise`) is the engines' own, in src/engine/text.
 */

/** The product name a founder put first ("ShiftWise: ICU nurse…" → "ShiftWise"), if any. */
export { namedProduct };

/**
 * How a plan calls the product: its name before a colon or dash ("ShiftWise: ICU nurse…" →
 * "ShiftWise", the one product-name reader's), else the idea's subject, shortened.
 */
export function productLabel(idea: string, subject: string): string {
  return namedProduct(idea) ?? shorten(subject, 70);
}

/** A count as a target shows it: whole numbers from 10 up, one decimal below. */
export function countShown(value: number): string {
  if (value >= 1000) return Math.round(value).toLocaleString("en-US");
  if (value >= 10) return String(Math.round(value));
  return formatNumber(value);
}

/** A rate as a plan shows it, to two decimals at most: "2.35%". */
export function percentShown(value: number): string {
  return `${Math.round(value * 100) / 100}%`;
}

/**
 * Which take a section shows: 0 for a first draft, never 0 again once regenerated, cycling
 * through the other takes round by round (deterministic per round).
 */
export function variant(round: number, takes: number): number {
  return round <= 0 || takes < 2 ? 0 : 1 + ((round - 1) % (takes - 1));
}

/** The list turned `by` places to the left (a different order per take, same items). */
export function rotate<T>(items: readonly T[], by: number): T[] {
  if (items.length === 0) return [];
  const shift = ((by % items.length) + items.length) % items.length;
  return [...items.slice(shift), ...items.slice(0, shift)];
}

/** The knowledge base's funnel benchmarks (visitor-to-lead, lead-to-customer, paid search…). */
export const FUNNEL = KNOWLEDGE_BASE.funnelBenchmarks;
