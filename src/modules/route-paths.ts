/**
 * How a concrete path finds its registered path, without the route table itself: what the
 * browser's page table and startup need on every page (src/modules/routes.ts holds the table,
 * its head tags loaded in the browser only on a client-side navigation).
 */

/** Normalise a request path the way the registry spells paths: no trailing slash but root. */
export function normalisePath(path: string): string {
  if (path.length > 1 && path.endsWith("/")) return path.replace(/\/+$/, "") || "/";
  return path;
}

/**
 * Whether a concrete path matches a registered path, where a segment `:name` stands for any one
 * non-empty segment ("/dashboard/projects/:id" matches "/dashboard/projects/abc").
 */
export function matchesRoutePath(pattern: string, path: string): boolean {
  if (pattern === path) return true;
  if (!pattern.includes("/:")) return false;
  const want = pattern.split("/");
  const got = path.split("/");
  return (
    want.length === got.length &&
    want.every((segment, i) => (segment.startsWith(":") ? got[i] !== "" : segment === got[i]))
  );
}

/** The one of `paths` a concrete path is served by (itself, or a pattern it matches). */
export function matchingRoutePath(path: string, paths: Iterable<string>): string | undefined {
  let match: string | undefined;
  for (const candidate of paths) {
    if (candidate === path) return candidate;
    if (match === undefined && matchesRoutePath(candidate, path)) match = candidate;
  }
  return match;
}
