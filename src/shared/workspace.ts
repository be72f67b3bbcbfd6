import { z } from "zod";
import { MODULES } from "./modules-catalog";

/**
 * The workspace contract (spec §3, issue 6): a saved project as GET /api/workspace and
 * /api/workspace/:id return it, and the PATCH body. Shared by the server and the dashboard.
 */

const toolTypes = MODULES.map((module) => module.toolType) as [string, ...string[]];
export const toolTypeSchema = z.enum(toolTypes);

/** A project in the list: spec §3's fields. `outputData` is the tool's result (or text). */
export const projectSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  toolType: toolTypeSchema,
  outputData: z.union([z.record(z.string(), z.unknown()), z.string()]),
  updatedAt: z.string(),
});
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

/** One project with what produced it, so 'Edit' can prefill the tool. */
export const projectSchema = projectSummarySchema.extend({
  inputData: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type Project = z.infer<typeof projectSchema>;

export const PROJECT_TITLE_MAX = 200;

/** PATCH /api/workspace/:id: any of title, inputs, output; at least one. */
export const projectPatchSchema = z
  .object({
    title: z.string().trim().min(1, "Enter a title.").max(PROJECT_TITLE_MAX).optional(),
    inputData: z.record(z.string(), z.unknown()).optional(),
    outputData: z.union([z.record(z.string(), z.unknown()), z.string()]).optional(),
  })
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, "Send a title, inputData or outputData.");
export type ProjectPatch = z.infer<typeof projectPatchSchema>;

/**
 * What the generate endpoints add to their JSON body for a signed-in founder: the project the
 * result was saved to. A request to `POST /api/<tool>?project=<id>` (Edit, then generate again)
 * updates that project instead of creating one.
 */
export const savedProjectSchema = z.object({ projectId: z.string() });
