import {
  type LeanProject,
  leanProjectSchema,
  type Project,
  type ProjectSummary,
  projectSchema,
  projectSummarySchema,
} from "../../../shared/workspace";
import { useQuery } from "../query";

import { projectKey, WORKSPACE_KEY } from "./keys";
import { type RawWorkspaceListing, useWorkspaceListing } from "./listing-query";

export { projectKey, WORKSPACE_KEY };

/** GET /api/workspace's body, each project checked against the contract; unreadable ones dropped. */
export function readWorkspace(body: unknown): ProjectSummary[] {
  return readItems(body).flatMap((item) => {
    const parsed = projectSummarySchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/** A page of the lean listing (`?fields=lean`), checked the same way. */
export function readLeanWorkspace(body: unknown): LeanProject[] {
  return readItems(body).flatMap((item) => {
    const parsed = leanProjectSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

function readItems(body: unknown): unknown[] {
  if (!Array.isArray(body)) throw new Error("The workspace answered with something unexpected.");
  return body;
}

/**
 * What the dashboard shows (issue 25): every project in the lean listing (no results: the
 * figures, the greeting and All projects), and the newest few with their results (Recent Work's
 * cards and previews, the first page of `recentCount`). Fetched by `useWorkspaceListing`
 * (listing-query.ts), each item checked here against the contract; unreadable ones dropped.
 */
export interface WorkspaceListing {
  projects: LeanProject[];
  recent: ProjectSummary[];
}

export function readWorkspaceListing(raw: RawWorkspaceListing): WorkspaceListing {
  return { projects: readLeanWorkspace(raw.lean), recent: readWorkspace(raw.recent) };
}

/** The dashboard's workspace, read (spec §7: only once the founder is known to be signed in). */
export function useWorkspace(enabled: boolean, recentCount: number) {
  return useWorkspaceListing(enabled, recentCount, readWorkspaceListing);
}

export function readProject(body: unknown): Project {
  return projectSchema.parse(body);
}

/** GET /api/workspace/:id (404 for another founder's project or an unknown id). */
export function useProject(id: string, enabled: boolean) {
  return useQuery({ queryKey: projectKey(id), enabled, select: readProject });
}
