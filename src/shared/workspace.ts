import * as z from "zod/mini";

/**
 * The workspace contract (spec §3, issue 6): a saved project as GET /api/workspace and
 * /api/workspace/:id return it, and the PATCH body. Shared by the server and the dashboard.
 */

/** A module's toolType (src/modules/registry.ts holds the list; the server writes only those). */
export const toolTypeSchema = z.string().check(z.regex(/^[a-z][a-z0-9-]{0,63}$/));

/** A project in the list: spec §3's fields. `outputData` is the tool's result (or text). */
export const projectSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  toolType: toolTypeSchema,
  outputData: z.union([z.record(z.string(), z.unknown()), z.string()]),
  updatedAt: z.string(),
});
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

/**
 * GET /api/workspace is paged (issue 25): `?limit=` projects per page (default
 * WORKSPACE_PAGE_SIZE, at most WORKSPACE_PAGE_MAX) and `?cursor=` to continue. The body stays
 * spec §3's array; a page that has a next one says where it starts in the `X-Next-Cursor`
 * header (and a `Link: <…>; rel="next"` address). The cursor is opaque: send it back as it came.
 */
export {
  LEAN_PAGE_MAX,
  LEAN_PAGE_SIZE,
  NEXT_CURSOR_HEADER,
  WORKSPACE_PAGE_MAX,
  WORKSPACE_PAGE_SIZE,
} from "./workspace-paging";

/** A project in the lean listing (`GET /api/workspace?fields=lean`): no `outputData`. */
export const leanProjectSchema = z.object({
  id: z.string(),
  title: z.string(),
  toolType: toolTypeSchema,
  updatedAt: z.string(),
});
export type LeanProject = z.infer<typeof leanProjectSchema>;

/**
 * An earlier result a project was built on (issue 12): the project, and when it was last
 * updated at the time ("Built on: market analysis of 24 Nov").
 */
export const builtOnSchema = z.object({
  toolType: toolTypeSchema,
  projectId: z.string(),
  updatedAt: z.string(),
});
export type BuiltOn = z.infer<typeof builtOnSchema>;

/** One project with what produced it, so 'Edit' can prefill the tool. */
export const projectSchema = z.extend(projectSummarySchema, {
  inputData: z.nullable(z.record(z.string(), z.unknown())),
  createdAt: z.string(),
  /** The venture it belongs to (src/shared/ventures.ts), or null. Always sent by the server. */
  ventureId: z.optional(z.nullable(z.string())),
  /** The earlier results it was built on, in its venture; [] when none. Always sent. */
  builtOn: z.optional(z.array(builtOnSchema)),
});
export type Project = z.infer<typeof projectSchema>;

export const PROJECT_TITLE_MAX = 200;

/** PATCH /api/workspace/:id: any of title, inputs, output; at least one. */
export const projectPatchSchema = z
  .strictObject({
    title: z.optional(
      z
        .string()
        .check(
          z.trim(),
          z.minLength(1, "Enter a title."),
          z.maxLength(PROJECT_TITLE_MAX, `A title can be at most ${PROJECT_TITLE_MAX} characters.`),
        ),
    ),
    inputData: z.optional(z.record(z.string(), z.unknown())),
    outputData: z.optional(z.union([z.record(z.string(), z.unknown()), z.string()])),
  })
  .check(
    z.refine((patch) => Object.keys(patch).length > 0, "Send a title, inputData or outputData."),
  );
export type ProjectPatch = z.infer<typeof projectPatchSchema>;

/**
 * What the generate endpoints add to their JSON body for a signed-in founder: the project the
 * result was saved to. A request to `POST /api/<tool>?project=<id>` (Edit, then generate again)
 * updates that project instead of creating one.
 */
export const savedProjectSchema = z.object({ projectId: z.string() });

/**
 * With `?venture=<id>` (src/shared/ventures.ts) the body also names the venture and the earlier
 * results of it the run read; without, `ventureId` is null and `builtOn` is [].
 */
export const savedVentureRunSchema = z.extend(savedProjectSchema, {
  ventureId: z.nullable(z.string()),
  builtOn: z.array(builtOnSchema),
});
export type SavedVentureRun = z.infer<typeof savedVentureRunSchema>;
