import * as z from "zod/mini";
import { savedIdeaSchema } from "./saved-idea";
import {
  aboutFounderSchema,
  BRIEF_VALUE_MAX,
  ideaTextSchema,
  ventureBriefSchema,
} from "./venture-brief";
import { builtOnSchema, toolTypeSchema } from "./workspace";

/**
 * Ventures (issue 12, docs/decisions/012-ventures.md): a signed-in founder's work grouped by the
 * idea they are pursuing. The contract of /api/ventures, shared by the server and the web app.
 *
 *   GET    /api/ventures            → VentureSummary[], most recently updated first
 *   POST   /api/ventures            CreateVenture → 201 VentureDetail
 *   PATCH  /api/ventures/:id/brief  BriefPatch (src/shared/venture-brief.ts) → VentureDetail
 *   POST   /api/ventures/import     ImportVenture → 201 VentureDetail (work made before sign-up)
 *   GET    /api/ventures/:id        → VentureDetail
 *   PATCH  /api/ventures/:id        VentureUpdate → VentureDetail
 *   DELETE /api/ventures/:id        → 204; its projects are kept, no longer in a venture
 *
 * Every route needs a session (401 `unauthenticated` otherwise). Another founder's venture is
 * answered like an unknown id: 404 `not_found`. A bad body is 400 `validation_failed` (or
 * `invalid_json`, 415 `unsupported_media_type`, 413 `payload_too_large`) and changes nothing.
 *
 * The tools run inside a venture with `POST /api/<tool>?venture=<id>` (signed in; 401 signed out,
 * 404 when the venture is not the founder's): fields the founder leaves empty are filled from the
 * venture's idea and its current earlier results (the module's `reads`), the founder's non-empty
 * fields win, the result is saved as a new project of the venture (or into `?project=<id>`), and
 * the body gains `ventureId` and `builtOn` (src/shared/workspace.ts savedVentureRunSchema).
 */

export const VENTURE_NAME_MAX = 120;
/** The most projects POST /api/ventures attaches at once. */
export const ATTACH_PROJECTS_MAX = 50;

export const ventureNameSchema = z
  .string({ error: "Enter a name for the venture." })
  .check(
    z.trim(),
    z.minLength(1, "Enter a name for the venture."),
    z.maxLength(
      VENTURE_NAME_MAX,
      `A venture's name can be at most ${VENTURE_NAME_MAX} characters.`,
    ),
  );

/** The venture's chosen idea: the saved-idea shape (title required), or null. */
export const ventureIdeaSchema = z.nullable(savedIdeaSchema);

/**
 * POST /api/ventures: a name, and/or the founder's own idea text (read into the venture's brief,
 * issue 23; the venture is named after it when no name is sent), optionally the chosen idea (read
 * into the brief when no text is sent), what the founder says about themselves, and existing
 * projects to attach.
 */
/** Who pays, said apart from the idea: optional, and never empty when sent. */
const whoPaysSchema = z
  .string({ error: "Who pays must be text." })
  .check(
    z.trim(),
    z.minLength(2, "Say who pays in a word or more, or leave it empty."),
    z.maxLength(BRIEF_VALUE_MAX, `Who pays can be at most ${BRIEF_VALUE_MAX} characters.`),
  );

export const createVentureSchema = z
  .strictObject({
    name: z.optional(ventureNameSchema),
    /** The founder's own idea, typed once: read into the brief on the server. */
    ideaText: z.optional(ideaTextSchema),
    /**
     * Who pays, in the founder's words, when they say it apart from the idea ("independent
     * grocery stores in Ireland"): the brief's buyer line as their statement.
     */
    whoPays: z.optional(whoPaysSchema),
    /** The founder's skills, money and hours: the brief keeps them apart from the customer. */
    about: z.optional(aboutFounderSchema),
    idea: z.optional(ventureIdeaSchema),
    /**
     * The founder's own projects to move into the venture (e.g. the idea-generation project the
     * idea came from). An id that is not the founder's project is refused (404), nothing created.
     */
    projectIds: z.optional(
      z
        .array(z.string().check(z.minLength(1), z.maxLength(100)))
        .check(z.maxLength(ATTACH_PROJECTS_MAX, `Attach at most ${ATTACH_PROJECTS_MAX} projects.`)),
    ),
  })
  .check(
    z.refine(
      (body) => body.name !== undefined || body.ideaText !== undefined,
      "Enter a name for the venture, or describe your idea.",
    ),
    z.refine(
      (body) =>
        body.whoPays === undefined || body.ideaText !== undefined || body.idea !== undefined,
      "Who pays is read with an idea: describe your idea too.",
    ),
  );
export type CreateVenture = z.infer<typeof createVentureSchema>;
export type CreateVentureInput = z.input<typeof createVentureSchema>;

/** PATCH /api/ventures/:id: a new name, or a new idea (null clears it); at least one. */
export const ventureUpdateSchema = z
  .strictObject({
    name: z.optional(ventureNameSchema),
    idea: z.optional(ventureIdeaSchema),
  })
  .check(z.refine((patch) => Object.keys(patch).length > 0, "Send a name or an idea."));
export type VentureUpdate = z.infer<typeof ventureUpdateSchema>;

/** One result produced in the browser before sign-up (the tools' browser storage). */
export const importedResultSchema = z.strictObject({
  toolType: toolTypeSchema,
  /** The request that produced it, checked with the module's request schema; null if unknown. */
  inputData: z.nullable(z.record(z.string(), z.unknown())),
  /** The result (or the endpoint's body around it), checked with the module's result schema. */
  outputData: z.record(z.string(), z.unknown()),
});
export type ImportedResult = z.infer<typeof importedResultSchema>;

/**
 * POST /api/ventures/import: "work made before sign-up is kept". The results become one new
 * venture with one project each; one invalid result refuses the whole body (400, naming it) and
 * nothing is stored. The venture is named `name` when given, else after the idea (the market
 * analysis' saved idea, the first generated idea, or the business idea). At most one result per
 * tool, so at most `maxResults`: the number of tool modules, which only the module registry knows
 * (the server's route passes it). The body limit of this route is IMPORT_MAX_BODY_BYTES.
 */
export function importVentureSchema(maxResults: number) {
  return z.strictObject({
    name: z.optional(ventureNameSchema),
    results: z.array(importedResultSchema).check(
      z.minLength(1, "Send at least one result."),
      z.maxLength(maxResults, `Send at most ${maxResults} results.`),
      z.refine(
        (results) => new Set(results.map((result) => result.toolType)).size === results.length,
        "Send at most one result per tool.",
      ),
    ),
  });
}
export type ImportVenture = z.infer<ReturnType<typeof importVentureSchema>>;
export type ImportVentureInput = z.input<ReturnType<typeof importVentureSchema>>;

/** The body limit of POST /api/ventures/import (every other route: 100 KB). */
export const IMPORT_MAX_BODY_BYTES = 1024 * 1024;

/**
 * A module's state in a venture: `done` (it has a current result), `stale` (its current result
 * was built on an earlier result that has since changed: regenerated, edited, or replaced by a
 * newer project of that module; `staleBecause` names those modules, or `brief` when the venture's
 * brief changed after it was built) or `not-started`. The idea generator of a venture with no
 * idea is `not-started` until one is adopted, its list (if any) given as `current`.
 */
export const MODULE_STATUSES = ["done", "stale", "not-started"] as const;
export type ModuleStatus = (typeof MODULE_STATUSES)[number];

/** The venture's current result of a module: its most recently updated project. */
export const currentResultSchema = z.object({
  projectId: z.string(),
  title: z.string(),
  updatedAt: z.string(),
  /** The earlier results it was built on ("Built on: market analysis of 24 Nov"). */
  builtOn: z.array(builtOnSchema),
});
export type CurrentResult = z.infer<typeof currentResultSchema>;

/** One module of the nine, in registry order. */
export const moduleProgressSchema = z.object({
  toolType: toolTypeSchema,
  status: z.enum(MODULE_STATUSES),
  current: z.optional(currentResultSchema),
  staleBecause: z.optional(z.array(toolTypeSchema)),
});
export type ModuleProgress = z.infer<typeof moduleProgressSchema>;

/** A venture in GET /api/ventures. */
export const ventureSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  idea: ventureIdeaSchema,
  /** The venture brief (issue 23), or null for a venture without one. */
  brief: z.nullable(ventureBriefSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The nine modules in registry order (src/modules/registry.ts). */
  progress: z.array(moduleProgressSchema),
  /**
   * The next step, among the modules whose tool exists: a stale result first; else the first
   * module not started after the furthest one done; else any not started; null when every tool
   * is done.
   */
  next: z.nullable(toolTypeSchema),
});
export type VentureSummary = z.infer<typeof ventureSummarySchema>;

/** A project of a module in the venture's history. */
export const historyEntrySchema = z.object({
  id: z.string(),
  title: z.string(),
  updatedAt: z.string(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/**
 * GET /api/ventures/:id (and the answer of create, import and PATCH): the summary, and per
 * module (registry order) every project of it in the venture, newest first; the first is the
 * current one.
 */
export const ventureDetailSchema = z.extend(ventureSummarySchema, {
  history: z.array(z.object({ toolType: toolTypeSchema, projects: z.array(historyEntrySchema) })),
});
export type VentureDetail = z.infer<typeof ventureDetailSchema>;
