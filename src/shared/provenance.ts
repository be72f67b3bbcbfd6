import * as z from "zod/mini";

/**
 * Where every figure in a result came from (issue 4, GUIDE §1 "every number has a pedigree").
 * Every result carries `dataSource` (a readable line: engine, model, knowledge-base version),
 * `sources` (the publications cited) and `assumptions` (each figure with its basis). Shared by
 * the server (engines, model-output validation) and the browser (result views, exports), so
 * written with zod/mini (decision 009).
 */

/** A non-empty string of at most `max` characters. */
const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));

export const sourceRefSchema = z.object({
  id: text(80),
  publisher: text(200),
  title: text(300),
  year: z.int().check(z.gte(1900), z.lte(2100)),
  url: z.optional(z.string().check(z.maxLength(500))),
});
export type SourceRef = z.infer<typeof sourceRefSchema>;

export const assumptionBasisSchema = z.discriminatedUnion("kind", [
  /** Taken from a publication listed in `sources`. */
  z.object({
    kind: z.literal("source"),
    sourceId: text(80),
    note: z.optional(z.string().check(z.maxLength(500))),
  }),
  /** Taken from what the founder typed or chose; `field` names the request field. */
  z.object({ kind: z.literal("input"), field: text(80) }),
  /** Derived by us; `method` spells out how, with the arithmetic. */
  z.object({
    kind: z.literal("estimate"),
    method: z.string().check(z.minLength(10), z.maxLength(1000)),
  }),
]);
export type AssumptionBasis = z.infer<typeof assumptionBasisSchema>;

export const assumptionSchema = z.object({
  /** What the figure is, e.g. "US fashion market size (2024)". */
  label: text(200),
  /** The figure as the text shows it, e.g. "$187.7B", "23%", "14 months". */
  value: text(200),
  basis: assumptionBasisSchema,
});
export type Assumption = z.infer<typeof assumptionSchema>;

/** The provenance fields every result object carries, to spread into its zod shape. */
export const provenanceShape = {
  /** A readable line: which engine, which model if any, knowledge-base version and date. */
  dataSource: text(500),
  sources: z.array(sourceRefSchema).check(z.maxLength(60)),
  assumptions: z.array(assumptionSchema).check(z.maxLength(200)),
};
export interface Provenance {
  dataSource: string;
  sources: SourceRef[];
  assumptions: Assumption[];
}

// ---------------------------------------------------------------------------------------------
// The number check: every number a result's text shows must appear in its assumptions.
// ---------------------------------------------------------------------------------------------

/**
 * A number as text shows it: digits, optional thousands commas and decimals, not glued to a
 * letter or digit on its left (so "B2B" and "Web3" hold no number, but "$187.7B", "23%",
 * "3D" and "2024–2030" do).
 */
const NUMBER_PATTERN = /(?<![\p{L}\p{N}_.])\d[\d,]*(?:\.\d+)?/gu;

/** "1,200" → "1200", "4.90" → "4.9", "3.0" → "3": the form two mentions of a number share. */
function normaliseNumber(token: string): string {
  const plain = token.replace(/,/g, "").replace(/,$/, "");
  if (!plain.includes(".")) return plain.replace(/^0+(?=\d)/, "");
  return plain
    .replace(/0+$/, "")
    .replace(/\.$/, "")
    .replace(/^0+(?=\d)/, "");
}

/** The numbers a piece of text shows, normalised. */
export function numbersIn(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(NUMBER_PATTERN)) {
    const token = match[0].replace(/,+$/, "");
    if (token.length > 0) found.push(normaliseNumber(token));
  }
  return found;
}

/** Keys whose text is provenance or identity, not prose the founder reads as a claim. */
/** Provenance, not prose: `builtOn` quotes earlier results, whose own provenance explains them. */
const NON_PROSE_KEYS = new Set(["dataSource", "sources", "assumptions", "id", "builtOn"]);

/** Every string a result shows as prose: all string leaves outside the provenance fields. */
export function proseOf(value: unknown, key?: string): string[] {
  if (key !== undefined && NON_PROSE_KEYS.has(key)) return [];
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap((item) => proseOf(item));
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([childKey, child]) => proseOf(child, childKey));
  }
  return [];
}

/**
 * The numbers in a result's prose that neither its assumptions (label, value, basis) nor the
 * founder's own words explain. Empty means every figure has a pedigree.
 */
export function unexplainedNumbers(
  result: unknown,
  assumptions: readonly Assumption[],
  founderText: readonly string[] = [],
): string[] {
  const explained = new Set<string>();
  const add = (text: string) => {
    for (const number of numbersIn(text)) explained.add(number);
  };
  for (const assumption of assumptions) {
    add(assumption.label);
    add(assumption.value);
    if (assumption.basis.kind === "estimate") add(assumption.basis.method);
    if (assumption.basis.kind === "source" && assumption.basis.note) add(assumption.basis.note);
  }
  for (const text of founderText) add(text);
  const missing = new Set<string>();
  for (const text of proseOf(result)) {
    for (const number of numbersIn(text)) if (!explained.has(number)) missing.add(number);
  }
  return [...missing];
}

/** Markers that betray a template or a serialisation bug in generated text. */
export const BROKEN_TEXT_PATTERN = /undefined|NaN|\[object Object\]|\{\{|\}\}|\$\{|<%|%>/;

/**
 * A figure's basis in words, for the page's provenance panel and the exported documents alike:
 * "Source: Statista (2024). note", "Your input (targetMarket)", "Estimate: 335M × 25% = …".
 */
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
