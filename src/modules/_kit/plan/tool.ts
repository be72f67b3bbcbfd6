import * as z from "zod/mini";
import { CURRENCY_CODES } from "../../../shared/currencies";
import type { DocumentBlock, DocumentModel, MetaLine } from "../../../shared/document";
import { localIsoDate } from "../../../shared/document";
import { assumptionsTable, sourceRuns } from "../../../shared/document-provenance";
import { fileSlug } from "../../../shared/file-slug";
import {
  type PlanResult,
  type PlanSectionSpec,
  planResponse,
  planResultSchema,
  sectionIdSchema,
  shownBlocks,
} from "../../../shared/plan";
import { ideaAsBusinessIdea } from "../../../shared/saved-idea";
import { briefField } from "../../../shared/venture-brief";
import {
  defineTool,
  type EarlierWork,
  type FilledRequest,
  isEmptyField,
  isRecord,
  type ToolDefinition,
} from "../../define-module";
import { titleSubject, ventureName } from "../../project-title";
import { optionalChoice, optionalText, requiredText } from "../../request-fields";
import { briefPlanFields, fillEmpty } from "../brief-fields";
import { marketFormStatement } from "../market-form";
import { EARLIER_PLAN_FIELDS, type EarlierPlanField, type PlanReads } from "./meta";

/**
 * What the planning modules share (issue 13, decision 013; the plan kit of issue 22): the request
 * fields every plan asks or takes from the venture, how a run in a venture fills them, the result
 * schema, the export document and the tool definition built from them. A planning module's
 * `tool.ts` is one `definePlanTool` call; its engine is one `definePlanEngine` call
 * (engine.server.ts beside this file; facts.server.ts reads the venture's earlier results for it).
 */

/** An earlier result carried in a plan request: its stored output, read leniently ({} if none). */
export const earlierResultField = z._default(
  z.optional(
    z.pipe(
      z.transform((value: unknown) => (value === null || value === undefined ? {} : value)),
      z.record(z.string(), z.unknown(), { error: "An earlier result must be an object." }),
    ),
  ),
  {},
);

/** Regenerating one section: which, and the how-many-th time (the engine varies its take). */
export const regenerateField = z.optional(
  z.object({
    section: sectionIdSchema,
    round: z.int().check(z.gte(1), z.lte(1000)),
  }),
);

/**
 * The request fields of a plan: the idea, whom it serves and its competitors (each taken from the
 * venture when the founder leaves it empty), the earlier results it reads (its `reads.ts`), and
 * `regenerate`. A module's schema adds its own questions.
 */
export function planRequestShape<const Fields extends readonly EarlierPlanField[]>(
  reads: PlanReads<Fields>,
) {
  const earlier = Object.fromEntries(reads.fields.map((field) => [field, earlierResultField])) as {
    [Field in Fields[number]]: typeof earlierResultField;
  };
  return {
    businessIdea: requiredText("Business idea", 2000),
    targetCustomer: optionalText("Target customer", 500),
    competitors: optionalText("Competitors", 1000),
    ...earlier,
    regenerate: regenerateField,
    /** The venture's brief, attached by the server to a run in the venture (issue 23). */
    brief: briefField,
    /**
     * The currency the form's money fields are entered in (issue 23): absent is US dollars, as
     * before; a run in a venture whose brief states another takes the brief's. The engine
     * converts at the dated rate where its arithmetic needs dollars (formMoney).
     */
    currency: optionalChoice("Currency", CURRENCY_CODES),
  };
}

/**
 * A run in a venture: the idea is the venture's chosen one (else the one its market analysis was
 * run on), the target customer and competitors those the market analysis was given, and each
 * earlier-result field the venture's current result of that module. The founder's words win.
 */
export function planWithEarlier(fields: readonly EarlierPlanField[]) {
  return (
    founderBody: Record<string, unknown>,
    { idea, results, brief }: EarlierWork,
  ): FilledRequest => {
    // The venture's brief first (issue 23): its idea, buyer, competitors and price are the
    // venture's, the founder's own values still win.
    const fromBrief = brief ? briefPlanFields(brief) : {};
    // Money the founder sends in another currency than the brief's is theirs: the brief's price
    // (in the brief's currency) is not put beside it.
    if (
      !isEmptyField(founderBody.currency) &&
      founderBody.currency !== (fromBrief.currency ?? "USD")
    )
      delete fromBrief.price;
    const body = brief ? fillEmpty(founderBody, fromBrief) : founderBody;
    const filled = { ...body };
    const used = new Set<string>();
    const market = results["market-analysis"];
    const marketInput = isRecord(market?.input) ? market.input : {};
    const fromMarket = (field: string, inputField: string) => {
      const value = marketInput[inputField];
      if (!isEmptyField(body[field]) || typeof value !== "string" || !value.trim()) return;
      filled[field] = value;
      used.add("market-analysis");
    };
    if (isEmptyField(body.businessIdea)) {
      if (idea) filled.businessIdea = ideaAsBusinessIdea(idea);
      else fromMarket("businessIdea", "businessIdea");
    }
    fromMarket("targetCustomer", "targetMarket");
    fromMarket("competitors", "competitorAnalysis");
    for (const field of fields) {
      const toolType = EARLIER_PLAN_FIELDS[field].module;
      const earlier = results[toolType];
      if (!isEmptyField(body[field]) || !earlier || !isRecord(earlier.output)) continue;
      // The market analysis travels with what the founder stated on its form, so the plan reads
      // the venture's industry and model as that analysis did (the one reading of the founder).
      filled[field] =
        toolType === "market-analysis"
          ? { ...earlier.output, founderInput: marketFormStatement(earlier.input) }
          : earlier.output;
      used.add(toolType);
    }
    return { body: filled, used: [...used] };
  };
}

/** The request fields every plan has, as the export and the title read them. */
interface PlanRequestBase {
  businessIdea: string;
  targetCustomer: string;
}

/** The export document of a plan: meta, summary, each section as shown, what it built on, sources. */
export function planDocument(
  title: string,
  result: PlanResult,
  context: {
    request?: PlanRequestBase;
    date?: Date;
    specs: readonly PlanSectionSpec[];
    /** A module's own blocks after the sections (e.g. a financial model's monthly table). */
    more?: readonly DocumentBlock[];
  },
): DocumentModel {
  const meta: MetaLine[] = [];
  if (context.request) {
    meta.push({ label: "Business idea", value: titleSubject(context.request.businessIdea, 200) });
    if (context.request.targetCustomer)
      meta.push({ label: "Target customer", value: context.request.targetCustomer });
  }
  meta.push({ label: "Generated", value: localIsoDate(context.date ?? new Date()) });
  const blocks: DocumentBlock[] = [
    { kind: "heading", level: 2, text: "Summary" },
    { kind: "paragraph", content: result.summary },
  ];
  for (const section of result.sections) {
    blocks.push({ kind: "heading", level: 2, text: section.heading });
    if (section.edited) {
      blocks.push({
        kind: "note",
        label: "Edited by you",
        text: `This section is your own text, saved ${section.edited.at.slice(0, 10)}.`,
      });
    }
    blocks.push(...shownBlocks(section).map(documentBlock));
  }
  blocks.push(...(context.more ?? []));
  if (result.builtOn.length > 0) {
    blocks.push(
      { kind: "heading", level: 2, text: "Built on" },
      { kind: "list", ordered: false, items: result.builtOn },
    );
  }
  blocks.push(
    { kind: "heading", level: 2, text: "Data Sources" },
    { kind: "paragraph", content: result.dataSource },
  );
  if (result.sources.length > 0) {
    blocks.push({
      kind: "list",
      ordered: true,
      items: result.sources.map((source) => sourceRuns(source, " ")),
    });
  }
  blocks.push(...assumptionsTable(result.assumptions, result.sources));
  return { title, meta, blocks };
}

function documentBlock(block: PlanResult["sections"][number]["blocks"][number]): DocumentBlock {
  switch (block.kind) {
    case "paragraph":
      return { kind: "paragraph", content: block.text };
    case "list":
      return { kind: "list", ordered: block.ordered, items: block.items };
    case "table":
      return { kind: "table", header: block.header, rows: block.rows };
  }
}

/** What a planning module's `tool.ts` says about itself. */
export interface PlanToolOptions<
  Request extends z.ZodMiniType,
  Extra extends z.core.$ZodLooseShape = Record<never, never>,
> {
  /** The request schema: `planRequestShape` plus the module's own questions. */
  request: Request;
  /** The sections, in order, one per service-page deliverable. */
  sections: readonly PlanSectionSpec[];
  /** The document's title ("Strategic Plan"). */
  documentTitle: string;
  /** The project title's prefix ("Strategic plan"). */
  titlePrefix: string;
  /** The export file name's prefix ("strategic-plan"). */
  fileName: string;
  /** The earlier results this plan reads (its `reads.ts`, also index.ts' `reads` and `refill`). */
  reads: PlanReads;
  /** The module's own free-text fields, whose numbers a result may quote as the founder's. */
  founderText: (request: z.output<Request>) => string[];
  /** The module's own structured data beside the sections (planResultSchema's `extra`). */
  extra?: Extra;
  /** The module's own blocks for the export document, after the sections. */
  documentMore?: (
    result: z.output<ReturnType<typeof planResultSchema<Extra>>>,
  ) => readonly DocumentBlock[];
}

/** A planning module's tool definition (define-module.ts) from its options. */
export function definePlanTool<
  Request extends z.ZodMiniType,
  const Extra extends z.core.$ZodLooseShape = Record<never, never>,
>(
  options: PlanToolOptions<Request, Extra>,
): ToolDefinition<Request, ReturnType<typeof planResultSchema<Extra>>> {
  const base = (request: z.output<Request>) => request as unknown as PlanRequestBase;
  return defineTool({
    sections: options.sections,
    request: options.request,
    result: planResultSchema(options.sections, options.extra),
    toResponse: planResponse,
    founderText: (request) => [
      base(request).businessIdea,
      base(request).targetCustomer,
      (request as { competitors?: string }).competitors ?? "",
      ...options.founderText(request),
    ],
    projectTitle: (request) =>
      `${options.titlePrefix}: ${titleSubject(base(request).businessIdea) || "your venture"}`,
    document: (result, { request, date }) =>
      planDocument(options.documentTitle, result as PlanResult, {
        request: request ? base(request) : undefined,
        date,
        specs: options.sections,
        ...(options.documentMore ? { more: options.documentMore(result) } : {}),
      }),
    exportBaseName: (request, now) =>
      `${options.fileName}-${fileSlug(titleSubject(request ? base(request).businessIdea : "", 40), "venture")}-${localIsoDate(now)}`,
    startVenture: (request) => ({ name: ventureName(base(request).businessIdea), idea: null }),
    withEarlier: planWithEarlier(options.reads.fields),
  });
}
