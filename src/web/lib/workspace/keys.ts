/**
 * The workspace's query keys and addresses (spec §7: a GET's key is its path's segments), apart
 * from the dashboard's helpers so the tool pages load only these few lines.
 */
export const WORKSPACE_KEY = ["/api/workspace"] as const;
export const projectKey = (id: string) => ["/api/workspace", encodeURIComponent(id)] as const;

export function projectHref(id: string): string {
  return `/dashboard/projects/${encodeURIComponent(id)}`;
}

/** The founder's ventures, and one venture (issue 12). */
export const VENTURES_KEY = ["/api/ventures"] as const;
export const ventureKey = (id: string) => ["/api/ventures", encodeURIComponent(id)] as const;

/** The login page's address that comes back to `path` after signing in. */
export function loginFor(path: string): string {
  return `/api/login?next=${encodeURIComponent(path).replaceAll("%2F", "/")}`;
}
