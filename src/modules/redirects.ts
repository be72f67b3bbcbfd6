import { MODULE_REGISTRY } from "./registry";

/**
 * Link targets outside the route list (GUIDE §2): each module's shorthand paths (its tool's
 * `aliases`) to its tool page, and, for a module whose tool is not built yet, its short path
 * (/product-development) to its service page. The server answers them with a real HTTP 301
 * (src/server/http/site.ts); the SPA with a client-side redirect (src/web/app/app.tsx). Both come
 * from the module registry, so a module that gains a tool loses its redirect by itself.
 */
export interface Redirect {
  from: string;
  to: string;
}

export const REDIRECTS: readonly Redirect[] = [
  ...MODULE_REGISTRY.flatMap((module): Redirect[] =>
    module.tool
      ? module.tool.aliases.map((from) => ({ from, to: module.tool!.path }))
      : [{ from: `/${module.serviceSlug}`, to: `/services/${module.serviceSlug}` }],
  ),
  // The words a founder types for plans and billing (issue 15).
  { from: "/plans", to: "/pricing" },
  { from: "/checkout", to: "/pricing" },
  { from: "/billing", to: "/dashboard/settings" },
];

const BY_PATH: ReadonlyMap<string, string> = new Map(REDIRECTS.map((r) => [r.from, r.to]));

/** Where a path redirects to, or undefined. `path` is normalised (no trailing slash). */
export function redirectFor(path: string): string | undefined {
  return BY_PATH.get(path);
}
