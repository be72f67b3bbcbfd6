import * as z from "zod/mini";
import { provenanceShape } from "./provenance";

/**
 * The result of a planning module (issue 13, decision 013): strategic planning, go-to-market,
 * product development and the modules after them. A plan is a summary and an ordered list of
 * sections, one per deliverable its service page promises (`content.ts`), each a heading and
 * blocks of plain text (paragraphs, lists, tables). One shape for every plan means one result
 * view, one export, one "Regenerate this section" and one "Edit this section" for all of them;
 * what differs per module is its request and its engine.
 *
 * A founder's edit is kept beside what was generated (`edited`): the page and the exports show
 * the edit, "Restore generated" drops it. Shared by the server (engines, model output, the
 * section endpoints) and the browser, so written with zod/mini (decision 009).
 */

/** Text in a plan: one line or paragraph of plain text (never HTML; renderers treat it as text). */
const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));

export const planBlockSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("paragraph"), text: text(4000) }),
  z.object({
    kind: z.literal("list"),
    ordered: z.boolean(),
    items: z.array(text(1500)).check(z.minLength(1), z.maxLength(40)),
  }),
  z.object({
    kind: z.literal("table"),
    header: z.array(text(200)).check(z.minLength(2), z.maxLength(8)),
    // Cells may be "" (an empty cell), rows as wide as the header (checked below).
    rows: z
      .array(z.array(z.string().check(z.maxLength(1500))))
      .check(z.minLength(1), z.maxLength(60)),
  }),
]);
export type PlanBlock = z.infer<typeof planBlockSchema>;

/** A section's blocks: one to forty, table rows as wide as their header. */
export const planBlocksSchema = z.array(planBlockSchema).check(
  z.minLength(1),
  z.maxLength(40),
  z.refine(
    (blocks) =>
      blocks.every(
        (block) =>
          block.kind !== "table" || block.rows.every((row) => row.length === block.header.length),
      ),
    { message: "Every table row has as many cells as its header." },
  ),
);

/** At most this many characters in a founder's edit of one section. */
export const SECTION_EDIT_MAX = 20_000;

/** A section id: lower-case words joined by hyphens ("positioning", "not-doing"). */
export const sectionIdSchema = z
  .string()
  .check(z.regex(/^[a-z][a-z0-9-]{0,39}$/, "A section id is lower-case words and hyphens."));

export const planSectionSchema = z.object({
  id: sectionIdSchema,
  heading: text(120),
  blocks: planBlocksSchema,
  /** How many times the founder regenerated this section (0: as first generated). */
  round: z._default(z.optional(z.int().check(z.gte(0), z.lte(1000))), 0),
  /** The founder's edit: their text and the blocks it reads as; shown and exported instead. */
  edited: z.optional(
    z.object({
      text: text(SECTION_EDIT_MAX),
      blocks: planBlocksSchema,
      /** When it was saved (ISO 8601). */
      at: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/)),
    }),
  ),
});
export type PlanSection = z.infer<typeof planSectionSchema>;

/** What a module declares about each of its sections (its `plan.ts`). */
export interface PlanSectionSpec {
  id: string;
  heading: string;
  /** The service page's checklist line (content.ts) this section delivers, word for word. */
  deliverable: string;
}

/** The fields every plan has. */
const planShape = {
  /** Two to five sentences: what the plan says, for this venture. */
  summary: text(3000),
  sections: z.array(planSectionSchema).check(z.minLength(1), z.maxLength(30)),
  /** Earlier results of the venture this plan read, as readable lines. */
  builtOn: z.array(text(500)),
  ...provenanceShape,
};

/**
 * Any plan's result, whatever its module's sections (an earlier plan read by a later one, a plan
 * on the page). Loose: a module's own data beside the sections (a financial model, a results
 * log) is kept, not stripped, for the module's own code to read with its schema.
 */
export const anyPlanResultSchema = z.looseObject(planShape);

/**
 * A plan result's zod schema for a module's sections: exactly those ids, in that order, so a
 * result (offline or from a model) cannot drop a deliverable. `extra` adds a module's own
 * structured data beside the sections (e.g. a financial model's inputs).
 */
export function planResultSchema<const Extra extends z.core.$ZodLooseShape = Record<never, never>>(
  specs: readonly PlanSectionSpec[],
  extra?: Extra,
) {
  const ids = specs.map((spec) => spec.id);
  return z.object({ ...planShape, ...(extra ?? ({} as Extra)) }).check(
    z.refine(
      (plan) => {
        const { sections } = plan as { sections: readonly { id: string }[] };
        return (
          sections.length === ids.length && sections.every((section, i) => section.id === ids[i])
        );
      },
      {
        message: `The plan has exactly these sections, in order: ${ids.join(", ")}.`,
        path: ["sections"],
      },
    ),
  );
}
export type PlanResult = z.infer<typeof anyPlanResultSchema>;

/** The blocks a section shows: the founder's edit when there is one. */
export function shownBlocks(section: PlanSection): readonly PlanBlock[] {
  return section.edited?.blocks ?? section.blocks;
}

/**
 * A section as the text a founder edits: paragraphs, "- " bullets, "1. " numbered items and
 * Markdown tables, separated by blank lines. The server reads an edit back with a Markdown
 * parser (src/server/workspace/plan-sections.ts).
 */
export function sectionText(blocks: readonly PlanBlock[]): string {
  return blocks.map(blockText).join("\n\n");
}

function blockText(block: PlanBlock): string {
  if (block.kind === "paragraph") return block.text;
  if (block.kind === "list") {
    return block.items
      .map((item, index) => `${block.ordered ? `${index + 1}.` : "-"} ${item}`)
      .join("\n");
  }
  const row = (cells: readonly string[]) =>
    `| ${cells.map((cell) => cell.replace(/\|/g, "/").replace(/\s+/g, " ")).join(" | ")} |`;
  return [
    row(block.header),
    `| ${block.header.map(() => "---").join(" | ")} |`,
    ...block.rows.map(row),
  ].join("\n");
}

/** The response of a planning module's endpoints: `{ plan }` (plus the workspace's fields). */
export function planResponse<Result>(result: Result): { plan: Result } {
  return { plan: result };
}
