import { dollarAmountsIn, inLocal, type LocalMoney, localMoney } from "../../../engine/local-money";
import { OFFLINE_DATA_SOURCE } from "../../../engine/offline";
import type { FounderField } from "../../../engine/prompt/founder-input";
import type { GroundingSection, ModelPrompt } from "../../../engine/prompt/prompt";
import type { ProvenanceBuilder } from "../../../engine/provenance-builder";
import {
  type PlanBlock,
  type PlanResult,
  type PlanSection,
  planBlockSchema,
} from "../../../shared/plan";
import { type PlanFactsRequest, readVentureFacts, type VentureFacts } from "./facts.server";
import type { FormMoney } from "./money.server";
import { buildPlanPrompt } from "./prompt.server";
import type { PlanSections, SectionId } from "./sections";

/**
 * A planning module's engine from its sections (issue 22): for every section id of its `plan.ts`,
 * the offline writer and the model's guidance, side by side, so a section without either does
 * not compile. The kit runs the rest the same way for every plan: the context read once, the
 * sections in their declared order with the round a regenerated one asks for, the summary, what
 * the plan built on, the provenance, and the model prompt with one line of guidance per section.
 */

/** What every plan request carries that the kit reads. */
export type PlanEngineRequest = PlanFactsRequest & {
  regenerate?: { section: string; round: number } | undefined;
};

/** What every plan engine's context holds: the venture's facts and the result's provenance. */
export interface PlanEngineContext {
  facts: VentureFacts;
  builder: ProvenanceBuilder;
  /** The form's money in the founder's currency (money.server.ts): its rate is said once. */
  money?: FormMoney;
}

/** One section on the server: the offline writer and what the model is told to write. */
export interface PlanSectionEngine<Context> {
  /** What the section must hold for the model (tables and their columns, lists, what to name). */
  guidance: string;
  /** Writes the section offline; `round` is 0 for a first draft, else the regeneration's round. */
  write: (ctx: Context, round: number) => PlanBlock[];
}

/** Exactly one writer and one guidance per declared section id: no more, no fewer. */
export type PlanSectionEngines<Sections extends PlanSections, Context> = {
  readonly [Id in SectionId<Sections>]: PlanSectionEngine<Context>;
};

export interface PlanEngineOptions<
  Sections extends PlanSections,
  Request extends PlanEngineRequest,
  Context extends PlanEngineContext,
  Extra extends object,
> {
  /** Reads the request once into what every section reads (facts, builder, the plan's choices). */
  context: (request: Request) => Context;
  sections: PlanSectionEngines<Sections, Context>;
  /** Three to five sentences from the plan's first take (a regenerated section leaves it alone). */
  summary: (ctx: Context) => string;
  /**
   * When the summary is written, which matters for the order of the provenance: "first" (the
   * default) before any section, "after-sections" once they are written. `last` names sections
   * written after the summary, e.g. a situation section listing the sources the others cited.
   */
  order?: { summary: "first" | "after-sections"; last?: readonly SectionId<Sections>[] };
  /** What the plan built on; the facts' lines (one per earlier result read) by default. */
  builtOn?: (ctx: Context) => string[];
  /** The module's own data beside the sections (planResultSchema's `extra`). */
  extra?: (ctx: Context) => Extra;
  /** The founder's free text (the tool definition's `founderText`), whose numbers a plan may quote. */
  tool: { founderText: (request: Request) => string[] };
  prompt: {
    /** What the plan is for, one paragraph. */
    task: string;
    /** The founder's answers to the module's own questions. */
    fields: (request: Request) => readonly FounderField[];
    /** Knowledge-base grounding of the module's own (benchmarks), before the earlier results. */
    grounding?: (request: Request, facts: VentureFacts) => readonly GroundingSection[];
  };
}

/** A plan module's engine, as engine.server.ts exports it. */
export interface PlanEngine<Request, Result> {
  generate: (request: Request) => Result;
  buildPrompt: (request: Request) => ModelPrompt;
}

export function definePlanEngine<
  const Sections extends PlanSections,
  Request extends PlanEngineRequest,
  Context extends PlanEngineContext,
  Extra extends object = Record<never, never>,
>(
  specs: Sections,
  options: PlanEngineOptions<Sections, Request, Context, Extra>,
): PlanEngine<Request, PlanResult & Extra> {
  const engines = options.sections as Readonly<Record<string, PlanSectionEngine<Context>>>;
  // The types already refuse these; checked once more for a plan built from untyped data.
  for (const spec of specs) {
    const engine = engines[spec.id];
    if (typeof engine?.write !== "function")
      throw new Error(`No writer for the plan section ${spec.id}`);
    if (typeof engine.guidance !== "string" || !engine.guidance.trim())
      throw new Error(`No model guidance for the plan section ${spec.id}`);
  }
  const extra = Object.keys(engines).filter((id) => !specs.some((spec) => spec.id === id));
  if (extra.length > 0) throw new Error(`Plan sections not declared: ${extra.join(", ")}`);
  const engineOf = (id: string) => engines[id] as PlanSectionEngine<Context>;
  const summaryFirst = (options.order?.summary ?? "first") === "first";
  const last = new Set<string>(options.order?.last ?? []);

  const generate = (request: Request): PlanResult & Extra => {
    const ctx = options.context(request);
    const roundOf = (id: string) =>
      request.regenerate?.section === id ? request.regenerate.round : 0;
    const written = new Map<string, PlanBlock[]>();
    const write = (id: string) => written.set(id, engineOf(id).write(ctx, roundOf(id)));
    let summary = summaryFirst ? options.summary(ctx) : "";
    for (const spec of specs) if (!last.has(spec.id)) write(spec.id);
    if (!summaryFirst) summary = options.summary(ctx);
    for (const spec of specs) if (last.has(spec.id)) write(spec.id);
    const sections: PlanSection[] = specs.map((spec) => ({
      id: spec.id,
      heading: spec.heading,
      blocks: written.get(spec.id) ?? [],
      round: roundOf(spec.id),
    }));
    // The rate the form's money was converted at, said once (issue 23).
    const moneyNote = ctx.money?.note();
    if (moneyNote) summary = `${summary} ${moneyNote}`;
    // Money in the founder's currency, the dollars beside it, the rate said once (issue 23).
    const local = localMoney(ctx.facts.reading.place.country, ctx.builder);
    let shownSections = sections;
    if (local !== null) {
      const typed = dollarAmountsIn(options.tool.founderText(request).join("\n"));
      const shown = inLocalBlocks(local, sections, typed);
      shownSections = shown.sections;
      summary = `${inLocal(local, summary, typed)}${shown.converted ? ` ${local.note}` : ""}`;
    }
    const builtOn = options.builtOn ? options.builtOn(ctx) : ctx.facts.builtOn;
    return {
      summary,
      sections: shownSections,
      builtOn,
      dataSource: OFFLINE_DATA_SOURCE,
      ...ctx.builder.build(),
      ...(options.extra ? options.extra(ctx) : ({} as Extra)),
    };
  };

  const guidance = Object.fromEntries(specs.map((spec) => [spec.id, engineOf(spec.id).guidance]));
  const buildPrompt = (request: Request): ModelPrompt => {
    const facts = readVentureFacts(request);
    return buildPlanPrompt({
      facts,
      specs,
      task: options.prompt.task,
      guidance,
      fields: options.prompt.fields(request),
      founderText: options.tool.founderText(request),
      ...(options.prompt.grounding ? { grounding: options.prompt.grounding(request, facts) } : {}),
      ...(request.regenerate ? { regenerate: request.regenerate } : {}),
    });
  };

  return { generate, buildPrompt };
}

/**
 * A plan's sections with every dollar amount in the founder's currency, the dollars beside it
 * (issue 23). A block the longer text would push past the result's limits keeps its dollars; the
 * founder's own amounts stay as typed. `converted` says whether any amount changed.
 */
function inLocalBlocks(
  local: LocalMoney,
  sections: readonly PlanSection[],
  typed: ReadonlySet<string>,
): { sections: PlanSection[]; converted: boolean } {
  let converted = false;
  const convert = (text: string): string => {
    const shown = inLocal(local, text, typed);
    if (shown !== text) converted = true;
    return shown;
  };
  const block = (original: PlanBlock): PlanBlock => {
    const shown: PlanBlock =
      original.kind === "paragraph"
        ? { ...original, text: convert(original.text) }
        : original.kind === "list"
          ? { ...original, items: original.items.map(convert) }
          : {
              ...original,
              header: original.header.map(convert),
              rows: original.rows.map((row) => row.map(convert)),
            };
    return planBlockSchema.safeParse(shown).success ? shown : original;
  };
  return {
    sections: sections.map((section) => ({ ...section, blocks: section.blocks.map(block) })),
    converted,
  };
}
