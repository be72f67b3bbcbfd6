import { z } from "zod";
import { findSource } from "../../../engine/knowledge";
import {
  type Assumption,
  assumptionSchema,
  numbersIn,
  proseOf,
  type SourceRef,
  unexplainedNumbers,
} from "../../../shared/provenance";

/**
 * The provenance a model's answer gets from the engine (issue 4, GUIDE §1): `dataSource` at the
 * root, and beside every `assumptions` list the `sources` its assumptions cite, resolved from the
 * knowledge base. A citation of a source the prompt did not list is not trusted: it becomes an
 * estimate that says so. Numbers the text shows without an assumption are found per object that
 * carries assumptions (the result, or each idea) and, when the model does not explain them,
 * labelled as unverified estimates — never left silent.
 */

/** The method of an assumption added for a number the model stated without any basis. */
export const UNSOURCED_METHOD =
  "Stated by the model without a source in the knowledge base; treat as unverified.";

const SOURCES_MAX = 60;
const ASSUMPTIONS_KEY = "assumptions";

type JsonObject = Record<string, unknown>;

export interface FillContext {
  /** The result's data-source line. */
  dataSource: string;
  /** Source ids the prompt listed: the only ones an assumption may cite. */
  citable: ReadonlySet<string>;
}

/** Numbers a provenance-carrying object's text shows without a basis. */
export interface UnexplainedFinding {
  /** Where, e.g. "ideas[1]" or "" for the result itself. */
  path: string;
  numbers: string[];
}

/** The model's output with `dataSource` and every `sources` list filled in. */
export function fillProvenance(output: unknown, context: FillContext): unknown {
  const filled = mapObjects(output, (node) => {
    if (!Array.isArray(node[ASSUMPTIONS_KEY])) return node;
    const assumptions = resolveCitations(node[ASSUMPTIONS_KEY], context.citable);
    return { ...node, sources: sourcesCited(assumptions), [ASSUMPTIONS_KEY]: assumptions };
  });
  return isObject(filled) ? { ...filled, dataSource: context.dataSource } : filled;
}

/** Every object carrying assumptions whose text shows numbers none of them explains. */
export function findUnexplained(
  result: unknown,
  founderText: readonly string[],
): UnexplainedFinding[] {
  const findings: UnexplainedFinding[] = [];
  visitObjects(result, "", (node, path) => {
    const assumptions = assumptionsOf(node);
    if (assumptions === undefined) return;
    const numbers = unexplainedNumbers(node, assumptions, founderText);
    if (numbers.length > 0) findings.push({ path, numbers });
  });
  return findings;
}

/**
 * Adds an unverified-estimate assumption for every unexplained number, labelled with the sentence
 * it appears in, so the founder sees which figures have no pedigree.
 */
export function labelUnexplained(result: unknown, founderText: readonly string[]): unknown {
  return mapObjects(result, (node) => {
    const assumptions = assumptionsOf(node);
    if (assumptions === undefined) return node;
    const numbers = unexplainedNumbers(node, assumptions, founderText);
    if (numbers.length === 0) return node;
    const prose = proseOf(node);
    const added = numbers.map((number) => unsourcedAssumption(number, prose));
    return { ...node, [ASSUMPTIONS_KEY]: [...assumptions, ...added] };
  });
}

function unsourcedAssumption(number: string, prose: readonly string[]): Assumption {
  const sentence = sentenceShowing(number, prose);
  const label =
    sentence === undefined ? "Figure stated in the text" : `Figure stated in: "${sentence}"`;
  return { label, value: number, basis: { kind: "estimate", method: UNSOURCED_METHOD } };
}

/** The first sentence of the prose that shows the number, shortened to fit a label. */
function sentenceShowing(number: string, prose: readonly string[]): string | undefined {
  for (const text of prose) {
    for (const sentence of text.split(/(?<=[.!?])\s+/)) {
      if (!numbersIn(sentence).includes(number)) continue;
      const clean = sentence.replace(/\s+/g, " ").replace(/"/g, "'").trim();
      return clean.length <= 150 ? clean : `${clean.slice(0, 149).trimEnd()}…`;
    }
  }
  return undefined;
}

/** An assumption citing a source the prompt did not list becomes an estimate that says so. */
function resolveCitations(values: unknown[], citable: ReadonlySet<string>): unknown[] {
  return values.map((value) => {
    const parsed = assumptionSchema.safeParse(value);
    if (!parsed.success) return value;
    const { basis } = parsed.data;
    if (basis.kind !== "source" || citable.has(basis.sourceId)) return parsed.data;
    const note = basis.note === undefined ? "" : ` Its note: ${basis.note}`;
    const method =
      `The model cited "${basis.sourceId}", which is not among the knowledge-base sources it ` +
      `was given; treat as unverified.${note}`;
    return { ...parsed.data, basis: { kind: "estimate", method: method.slice(0, 1000) } };
  });
}

/** The knowledge-base sources the assumptions cite, in order of first citation. */
function sourcesCited(assumptions: readonly unknown[]): SourceRef[] {
  const sources = new Map<string, SourceRef>();
  for (const value of assumptions) {
    const parsed = assumptionSchema.safeParse(value);
    if (!parsed.success || parsed.data.basis.kind !== "source") continue;
    const source = findSource(parsed.data.basis.sourceId);
    if (source === undefined || sources.has(source.id)) continue;
    sources.set(source.id, { ...source });
  }
  return [...sources.values()].slice(0, SOURCES_MAX);
}

const assumptionList = z.array(assumptionSchema);

function assumptionsOf(node: JsonObject): Assumption[] | undefined {
  const parsed = assumptionList.safeParse(node[ASSUMPTIONS_KEY]);
  return parsed.success ? parsed.data : undefined;
}

function isObject(value: unknown): value is JsonObject {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** Rebuilds a JSON value bottom-up, passing every object (children first) through `map`. */
function mapObjects(value: unknown, map: (node: JsonObject) => JsonObject): unknown {
  if (Array.isArray(value)) return value.map((item) => mapObjects(item, map));
  if (!isObject(value)) return value;
  const copy: JsonObject = {};
  for (const [key, child] of Object.entries(value)) {
    copy[key] = key === ASSUMPTIONS_KEY ? child : mapObjects(child, map);
  }
  return map(copy);
}

/** Calls `visit` for every object of a JSON value with its path. */
function visitObjects(
  value: unknown,
  path: string,
  visit: (node: JsonObject, path: string) => void,
): void {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) visitObjects(item, `${path}[${index}]`, visit);
    return;
  }
  if (!isObject(value)) return;
  visit(value, path);
  for (const [key, child] of Object.entries(value)) {
    if (key !== ASSUMPTIONS_KEY) visitObjects(child, path === "" ? key : `${path}.${key}`, visit);
  }
}
