import type { ProvenanceBuilder } from "../../engine/provenance-builder";
import { formatNumber } from "../../engine/provenance-builder";
import { lowerFirst } from "../../engine/text";
import type { Assumption, SourceRef } from "../../shared/provenance";
import { numbersIn } from "../../shared/provenance";
import { carry } from "../_kit/plan/facts.server";
import { namedProduct } from "../_kit/plan/prose.server";

/** An earlier result's provenance, as `carry` reads it. */
export interface Earlier {
  assumptions: readonly Assumption[];
  sources: readonly SourceRef[];
}

/**
 * Text quoted from an earlier result (a pain point, a persona, a feature the discovery ranked):
 * each number in it keeps its pedigree. The earlier figure that shows the number is carried with
 * its basis; a number no figure shows is recorded as quoted from that result, in its words.
 */
export function quote(
  builder: ProvenanceBuilder,
  text: string,
  from: Earlier | undefined,
  where: string,
): string {
  for (const number of new Set(numbersIn(text))) {
    const match = from?.assumptions.find((item) =>
      numbersIn(`${item.label} ${item.value}`).includes(number),
    );
    if (match && from) {
      carry(builder, { assumptions: [match], sources: from.sources }, () => true);
    } else {
      builder.estimate(
        `Figure quoted from ${where}`,
        number,
        `Quoted as written in ${where}: “${cut(text, 400)}”.`,
      );
    }
  }
  return text;
}

/** At most `max` characters, cut at a word (never inside a number), with an ellipsis. */
export function cut(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const head = clean.slice(0, max);
  const space = head.lastIndexOf(" ");
  return `${(space > max / 2 ? head.slice(0, space) : head).replace(/[,;:.\s]+$/, "")}…`;
}

/** The first sentence of a text, cut at a word. */
export function sentence(text: string, max = 200): string {
  const first = (text.split(/(?<=[.!?])\s/)[0] ?? text).trim();
  return cut(first, max);
}

/** "3", "1.5", "0.25": a number as the plan prints it. */
export function num(value: number): string {
  if (Number.isInteger(value)) return formatNumber(value);
  return String(Math.round(value * 100) / 100);
}

/** "ShiftWise's", "dog groomers'". */
export function poss(name: string): string {
  return /s$/.test(name) ? `${name}'` : `${name}'s`;
}

/** "$12,500". */
export function usd(value: number): string {
  return `$${Math.round(value).toLocaleString("en-US")}`;
}

/**
 * The product as this plan's prose names it: "ShiftWise" from "ShiftWise: ICU nurse scheduling…"
 * (the kit's one product-name rule), else the idea's subject mid-sentence ("the app for…").
 */
export function productPhrase(subject: string): string {
  return namedProduct(subject) ?? lowerFirst(subject.replace(/^(a|an)\s+/i, "the "));
}
