import { useQuery } from "@tanstack/react-query";
import {
  LEAN_PAGE_MAX,
  type LeanProject,
  leanProjectSchema,
  NEXT_CURSOR_HEADER,
  type Project,
  type ProjectSummary,
  projectSchema,
  projectSummarySchema,
} from "../../../shared/workspace";
import { throwIfNotOk } from "../api";

import { projectKey, WORKSPACE_KEY } from "./keys";

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
 * cards and previews, the first page of `recentCount`). The lean listing is read a page at a
 * time, following X-Next-Cursor; both start at once.
 */
export interface WorkspaceListing {
  projects: LeanProject[];
  recent: ProjectSummary[];
}

async function getJson(url: string, signal: AbortSignal): Promise<Response> {
  const res = await fetch(url, { credentials: "include", signal });
  await throwIfNotOk(res);
  return res;
}

/** Lean pages are at most this many; a workspace past it would be very large. */
const MAX_LEAN_PAGES = 100;

export async function fetchWorkspaceListing(
  recentCount: number,
  signal: AbortSignal,
): Promise<WorkspaceListing> {
  const base = WORKSPACE_KEY.join("/");
  const recent = getJson(`${base}?limit=${recentCount}`, signal);
  const projects: LeanProject[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_LEAN_PAGES; page += 1) {
    const query = new URLSearchParams({ fields: "lean", limit: String(LEAN_PAGE_MAX) });
    if (cursor) query.set("cursor", cursor);
    const res = await getJson(`${base}?${query.toString()}`, signal);
    projects.push(...readLeanWorkspace(await res.json()));
    cursor = res.headers.get(NEXT_CURSOR_HEADER);
    if (!cursor) break;
  }
  return { projects, recent: readWorkspace(await (await recent).json()) };
}

/**
 * The dashboard's workspace, only once the founder is known to be signed in (spec §7). Its key
 * is GET /api/workspace's, so every write that refreshes the list refreshes it.
 */
export function useWorkspace(enabled: boolean, recentCount: number) {
  return useQuery({
    queryKey: WORKSPACE_KEY,
    enabled,
    queryFn: ({ signal }) => fetchWorkspaceListing(recentCount, signal),
  });
}

export function readProject(body: unknown): Project {
  return projectSchema.parse(body);
}

/** GET /api/workspace/:id (404 for another founder's project or an unknown id). */
export function useProject(id: string, enabled: boolean) {
  return useQuery({ queryKey: projectKey(id), enabled, select: readProject });
}
