import type { Assumption, AssumptionBasis, SourceRef } from "../shared/provenance";
import { type Figure, findSource } from "./knowledge";
import { formatUsd } from "./knowledge/schema";

/**
 * Collects a result's `sources` and `assumptions` while an engine writes its text, so a figure
 * cannot reach the text without its pedigree: every method returns the display string to put in
 * the text and records the assumption behind it. Duplicates (same label and value) are kept once.
 */
export class ProvenanceBuilder {
  private readonly assumptions: Assumption[] = [];
  private readonly seen = new Set<string>();
  private readonly sources = new Map<string, SourceRef>();

  /** A knowledge-base figure; returns its display string ("$187.7B", "23%", "14 months"). */
  figure(label: string, figure: Figure, display: string = formatFigure(figure)): string {
    if (figure.basis.kind === "source") {
      this.cite(figure.basis.sourceId);
      const basis: AssumptionBasis =
        figure.basis.note === undefined
          ? { kind: "source", sourceId: figure.basis.sourceId }
          : { kind: "source", sourceId: figure.basis.sourceId, note: figure.basis.note };
      this.add({ label, value: display, basis });
    } else {
      this.add({ label, value: display, basis: { kind: "estimate", method: figure.basis.method } });
    }
    return display;
  }

  /** A value the founder typed or chose; `field` is the request field's name. */
  input(label: string, field: string, display: string): string {
    this.add({ label, value: display, basis: { kind: "input", field } });
    return display;
  }

  /** A value we derived; `method` shows the arithmetic. */
  estimate(label: string, display: string, method: string): string {
    this.add({ label, value: display, basis: { kind: "estimate", method } });
    return display;
  }

  /** A value quoted from a listed source (not a knowledge-base figure). */
  sourced(label: string, display: string, sourceId: string, note?: string): string {
    this.cite(sourceId);
    this.add({
      label,
      value: display,
      basis: note === undefined ? { kind: "source", sourceId } : { kind: "source", sourceId, note },
    });
    return display;
  }

  /** Lists a source (e.g. behind a trend sentence) without a figure. */
  cite(sourceId: string): void {
    if (this.sources.has(sourceId)) return;
    const source = findSource(sourceId);
    if (source === undefined) throw new Error(`Unknown knowledge-base source: ${sourceId}`);
    this.sources.set(sourceId, { ...source });
  }

  /**
   * Forgets what was recorded under `label`, for a figure written again in another form (the
   * financial model's inputs in the venture's currency, issue 23), so one label has one value.
   */
  drop(label: string): void {
    for (let index = this.assumptions.length - 1; index >= 0; index--) {
      const assumption = this.assumptions[index];
      if (assumption?.label !== label) continue;
      this.seen.delete(`${assumption.label}\u0000${assumption.value}`);
      this.assumptions.splice(index, 1);
    }
  }

  build(): { sources: SourceRef[]; assumptions: Assumption[] } {
    return { sources: [...this.sources.values()], assumptions: [...this.assumptions] };
  }

  private add(assumption: Assumption): void {
    const key = `${assumption.label}\u0000${assumption.value}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.assumptions.push(assumption);
  }
}

/** The display form of a knowledge-base figure. */
export function formatFigure(figure: Figure): string {
  switch (figure.unit) {
    case "USD":
      return formatUsd(figure.value);
    case "percent":
      return `${formatNumber(figure.value)}%`;
    case "months":
      return `${formatNumber(figure.value)} months`;
    case "hours":
      return `${formatNumber(figure.value)} hours`;
    case "ratio":
      return `${formatNumber(figure.value)}×`;
    case "count":
      return formatCount(figure.value);
  }
}

/** Up to one decimal, no trailing ".0": 12.5 → "12.5", 3 → "3". */
export function formatNumber(value: number): string {
  return Number.isInteger(value) ? String(value) : (Math.round(value * 10) / 10).toString();
}

/** 1.2 billion, 45.3 million, 12,500. */
export function formatCount(value: number): string {
  if (value >= 1e9) return `${formatNumber(value / 1e9)} billion`;
  if (value >= 1e6) return `${formatNumber(value / 1e6)} million`;
  return Math.round(value).toLocaleString("en-US");
}
