import { z } from "zod";
import type { BuiltOn } from "../../shared/workspace";

/**
 * A project's `built_on` column (decision 012): the earlier results a run read, each at the
 * revision it read. Projects store it, ventures compare it with the current results to tell
 * a stale one.
 */

/**
 * The entry a run in a venture records for the venture's brief it read (decision 025): its
 * `projectId` is the venture's id and its `revision` the brief's. Not an earlier result: the API's
 * "built on" lines leave it out.
 */
export const BRIEF_BUILT_ON = "brief";

/** What `projects.built_on` holds: an earlier result, at the revision that was read. */
export const storedBuiltOnSchema = z.array(
  z.object({
    toolType: z.string(),
    projectId: z.string(),
    revision: z.number().int(),
    updatedAt: z.string(),
  }),
);
export type StoredBuiltOn = z.infer<typeof storedBuiltOnSchema>[number];

/** A stored built_on as the API shows it (without the revision); [] when absent or unreadable. */
export function builtOnOf(stored: unknown): BuiltOn[] {
  const parsed = storedBuiltOnSchema.safeParse(stored ?? []);
  if (!parsed.success) return [];
  return parsed.data
    .filter((entry) => entry.toolType !== BRIEF_BUILT_ON)
    .map(({ toolType, projectId, updatedAt }) => ({
      toolType,
      projectId,
      updatedAt,
    }));
}

/** A stored built_on with its revisions; [] when absent or unreadable. */
export function parsedBuiltOn(stored: unknown): StoredBuiltOn[] {
  const parsed = storedBuiltOnSchema.safeParse(stored ?? []);
  return parsed.success ? parsed.data : [];
}
