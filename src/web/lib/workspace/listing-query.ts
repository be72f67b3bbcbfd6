import { LEAN_PAGE_MAX, NEXT_CURSOR_HEADER } from "../../../shared/workspace-paging";
import { throwIfNotOk } from "../api";
import { useQuery } from "../query";
import { VENTURES_KEY, WORKSPACE_KEY } from "./keys";

/**
 * The dashboard's two requests as they arrive, unchecked: the dashboard's first code starts them
 * the moment the founder is known, without zod, and its content (loaded beside them) reads them
 * through the contract's schemas with `select` (workspace-query.ts, ventures.ts; decision 036).
 */
export interface RawWorkspaceListing {
  /** Every lean page's items, in order. */
  lean: unknown[];
  /** The newest few projects with their results (GET /api/workspace?limit=). */
  recent: unknown[];
}

async function getJson(url: string, signal: AbortSignal): Promise<Response> {
  const res = await fetch(url, { credentials: "include", signal });
  await throwIfNotOk(res);
  return res;
}

async function itemsOf(res: Response): Promise<unknown[]> {
  const body: unknown = await res.json();
  if (!Array.isArray(body)) throw new Error("The workspace answered with something unexpected.");
  return body;
}

/** Lean pages are at most this many; a workspace past it would be very large. */
const MAX_LEAN_PAGES = 100;

/**
 * The lean listing a page at a time, following X-Next-Cursor, and the newest `recentCount`
 * projects; both start at once.
 */
export async function fetchRawWorkspaceListing(
  recentCount: number,
  signal: AbortSignal,
): Promise<RawWorkspaceListing> {
  const base = WORKSPACE_KEY.join("/");
  const recent = getJson(`${base}?limit=${recentCount}`, signal);
  const lean: unknown[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_LEAN_PAGES; page += 1) {
    const query = new URLSearchParams({ fields: "lean", limit: String(LEAN_PAGE_MAX) });
    if (cursor) query.set("cursor", cursor);
    const res = await getJson(`${base}?${query.toString()}`, signal);
    lean.push(...(await itemsOf(res)));
    cursor = res.headers.get(NEXT_CURSOR_HEADER);
    if (!cursor) break;
  }
  return { lean, recent: await itemsOf(await recent) };
}

/**
 * The dashboard's workspace, only once the founder is known to be signed in (spec §7). Its key
 * is GET /api/workspace's, so every write that refreshes the list refreshes it. `select` reads it.
 */
export function useWorkspaceListing<T = RawWorkspaceListing>(
  enabled: boolean,
  recentCount: number,
  select?: (raw: RawWorkspaceListing) => T,
) {
  return useQuery({
    queryKey: WORKSPACE_KEY,
    enabled,
    queryFn: ({ signal }) => fetchRawWorkspaceListing(recentCount, signal),
    select,
  });
}

/** The founder's ventures (GET /api/ventures), once signed in; `select` reads them. */
export function useVenturesListing<T = unknown>(enabled: boolean, select?: (raw: unknown) => T) {
  return useQuery({ queryKey: VENTURES_KEY, enabled, select });
}
