/**
 * Link targets outside the route list (GUIDE §2): old or shorthand paths and the signed-in tools
 * that do not exist yet, each sent to the page that serves it today. The server answers them with
 * a real HTTP 301 (src/server/http/site.ts); the SPA with a client-side redirect
 * (src/web/app/app.tsx). When a module's signed-in tool ships, remove its line here.
 */
export interface Redirect {
  from: string;
  to: string;
}

const TOOL_REDIRECTS: Redirect[] = [
  { from: "/startup-idea-generator", to: "/tools/idea-generation-tool" },
  { from: "/idea-generation-tool", to: "/tools/idea-generation-tool" },
  { from: "/market-analysis-tool", to: "/tools/market-analysis-tool" },
  { from: "/customer-discovery-tool", to: "/tools/customer-discovery-tool" },
];

/** The six signed-in module tools, until each exists: to the module's service page. */
const MODULE_TOOL_SLUGS = [
  "strategic-planning",
  "go-to-market",
  "product-development",
  "iteration-scaling",
  "team-planning",
  "it-financial-legal",
] as const;

export const REDIRECTS: readonly Redirect[] = [
  ...TOOL_REDIRECTS,
  ...MODULE_TOOL_SLUGS.map((slug) => ({ from: `/${slug}`, to: `/services/${slug}` })),
];

const BY_PATH: ReadonlyMap<string, string> = new Map(REDIRECTS.map((r) => [r.from, r.to]));

/** Where a path redirects to, or undefined. `path` is normalised (no trailing slash). */
export function redirectFor(path: string): string | undefined {
  return BY_PATH.get(path);
}
