import { type DocumentBlock, safeUrl, type TextRun } from "./document";
import { type Assumption, describeBasis, type SourceRef } from "./provenance";

// The page's provenance panel reads a basis from ./provenance without the document model, which
// only exports need (decision 036 addendum).
export { describeBasis };

/**
 * Where a result's numbers came from (GUIDE §1), in words: shared by the page's provenance panel
 * and the exported documents, so both say the same thing.
 */

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
