import { type DocumentBlock, safeUrl, type TextRun } from "./document";
import type { Assumption, SourceRef } from "./provenance";

/**
 * Where a result's numbers came from (GUIDE §1), in words: shared by the page's provenance panel
 * and the exported documents, so both say the same thing.
 */

/** "Source: Statista (2024). note", "Your input (targetMarket)", "Estimate: 335M × 25% = …". */
export function describeBasis(
  assumption: Assumption,
  sources: ReadonlyMap<string, SourceRef>,
): string {
  const { basis } = assumption;
  switch (basis.kind) {
    case "source": {
      const source = sources.get(basis.sourceId);
      const name = source ? `${source.publisher} (${source.year})` : basis.sourceId;
      return basis.note ? `Source: ${name}. ${basis.note}` : `Source: ${name}`;
    }
    case "input":
      return `Your input (${basis.field})`;
    case "estimate":
      return `Estimate: ${basis.method}`;
  }
}

/** "Publisher, Title (year)". */
export function sourceName(source: SourceRef): string {
  return `${source.publisher}, ${source.title} (${source.year})`;
}

/** A source as runs: its name, then `separator` and its address when that is http(s). */
export function sourceRuns(source: SourceRef, separator: string): TextRun[] {
  const url = safeUrl(source.url);
  return url
    ? [{ text: `${sourceName(source)}${separator}` }, { text: url, url }]
    : [{ text: sourceName(source) }];
}

/** The assumptions as a Figure | Value | Basis table (none when there are none). */
export function assumptionsTable(
  assumptions: readonly Assumption[],
  sources: readonly SourceRef[],
): DocumentBlock[] {
  if (assumptions.length === 0) return [];
  const byId = new Map(sources.map((source) => [source.id, source]));
  return [
    {
      kind: "table",
      header: ["Figure", "Value", "Basis"],
      rows: assumptions.map((item) => [item.label, item.value, describeBasis(item, byId)]),
    },
  ];
}
