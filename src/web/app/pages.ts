import { MODULE_REGISTRY, TOOL_MODULES } from "../../modules/registry";
import { matchingRoutePath, normalisePath } from "../../modules/route-paths";
import { type LazyPage, lazyPage } from "./lazy-page";

const loaders = import.meta.glob<{ default: React.ComponentType }>([
  "../pages/*.tsx",
  "../pages/*/index.tsx",
  // The nine service pages: one small module each, so a page loads only its own module's copy.
  "../pages/services/*.tsx",
  // The four blog articles: one module each, so an article's content loads only on its page.
  "../pages/blog/*.tsx",
]);

/**
 * Which route (src/shared/routes.ts) has which page: a path → the page's module under
 * src/web/pages (a file, or a folder's index.tsx, with a default export). A route without a page
 * here answers with the not-found page, on the server and in the browser alike. The build reads
 * PAGE_MODULES too, to preload each prerendered page's code. Tool pages are not listed: each
 * comes from its module (`tool.page`, the module's ui/page.tsx), added to PAGES below.
 */
export const PAGE_MODULES: Record<string, string> = {
  "/": "landing/index.tsx",
  "/pricing": "pricing/index.tsx",
  "/services": "services-index.tsx",
  // The service pages, one per module that has one: /services/<slug> → services/<slug>.tsx.
  ...Object.fromEntries(
    MODULE_REGISTRY.filter(
      ({ serviceSlug }) => loaders[`../pages/services/${serviceSlug}.tsx`],
    ).map(({ serviceSlug }) => [`/services/${serviceSlug}`, `services/${serviceSlug}.tsx`]),
  ),
  "/blog": "blog/index.tsx",
  "/blog/ninefold-ai-powered-strategy": "blog/ninefold-ai-powered-strategy.tsx",
  "/blog/startup-success-framework": "blog/startup-success-framework.tsx",
  "/blog/strategy-business-foundation": "blog/strategy-business-foundation.tsx",
  "/blog/market-industry-analysis-guide": "blog/market-industry-analysis-guide.tsx",
  "/about-us": "about-us.tsx",
  "/careers": "careers.tsx",
  "/press": "press.tsx",
  "/partners": "partners.tsx",
  "/help-center": "help-center/index.tsx",
  "/contact-us": "contact-us/index.tsx",
  "/privacy-policy": "privacy-policy.tsx",
  "/terms-of-service": "terms-of-service.tsx",
  "/status": "status/index.tsx",
  "/sitemap": "sitemap.tsx",
  "/dashboard": "dashboard/index.tsx",
  "/dashboard/projects/:id": "project/index.tsx",
  "/dashboard/settings": "account-settings/index.tsx",
  "/api/login": "login/index.tsx",
};

export const NOT_FOUND_MODULE = "not-found.tsx";

function pageModule(file: string): LazyPage {
  const load = loaders[`../pages/${file}`];
  if (!load) throw new Error(`src/web/pages/${file} does not exist`);
  return lazyPage(load);
}

export const PAGES: Record<string, LazyPage> = Object.fromEntries([
  ...Object.entries(PAGE_MODULES).map(([path, file]) => [path, pageModule(file)]),
  ...TOOL_MODULES.map(({ tool }) => [tool.path, lazyPage(tool.page)]),
]);

export const notFoundPage = pageModule(NOT_FOUND_MODULE);

/** The page of a path, a registered pattern's ("/dashboard/projects/:id") included. */
export function pageFor(path: string): LazyPage | undefined {
  const registered = matchingRoutePath(normalisePath(path), Object.keys(PAGES));
  return registered === undefined ? undefined : PAGES[registered];
}
