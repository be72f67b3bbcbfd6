import { createElement } from "react";
import type { ModuleDefinition, ToolModule } from "../../modules/define-module";
import { MODULE_REGISTRY, TOOL_MODULES } from "../../modules/registry";
import { matchingRoutePath, normalisePath } from "../../modules/route-paths";
import { type LazyPage, lazyPage } from "./lazy-page";

const loaders = import.meta.glob<{ default: React.ComponentType }>([
  "../pages/*.tsx",
  "../pages/*/index.tsx",
  // The four blog articles: one module each, so an article's content loads only on its page.
  "../pages/blog/*.tsx",
]);

/**
 * Which route (src/shared/routes.ts) has which page: a path → the page's module under
 * src/web/pages (a file, or a folder's index.tsx, with a default export). A route without a page
 * here answers with the not-found page, on the server and in the browser alike. The build reads
 * PAGE_SOURCES (below) to preload each prerendered page's code. Module pages are not listed: each
 * comes from its module in the registry, added to PAGES below: its service page
 * (`/services/<slug>`, the one template with the module's `service` copy) and its tool page
 * (`tool.page`, the module's ui/page.tsx, through `toolPage`).
 */
export const PAGE_MODULES: Record<string, string> = {
  "/": "landing/index.tsx",
  "/pricing": "pricing/index.tsx",
  "/services": "services-index.tsx",
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
  "/api/logout": "logout/index.tsx",
};

export const NOT_FOUND_MODULE = "not-found.tsx";

function pageModule(file: string): LazyPage {
  const load = loaders[`../pages/${file}`];
  if (!load) throw new Error(`src/web/pages/${file} does not exist`);
  return lazyPage(load);
}

/** The one service-page template (src/web/pages/service-page), loaded with a module's copy. */
const SERVICE_TEMPLATE = "src/web/pages/service-page/service-page.tsx";
const loadServiceTemplate = () => import("../pages/service-page/service-page");

/**
 * A module's service page: the template and the module's own copy (`service`, its content.ts),
 * loaded together, so a page loads only its own module's copy and, once preloaded, renders
 * synchronously (prerendered HTML hydrates without a flash).
 */
export function servicePage(module: Pick<ModuleDefinition, "service">): LazyPage {
  return lazyPage(async () => {
    const [{ serviceContent }, { ServicePage }] = await Promise.all([
      module.service(),
      loadServiceTemplate(),
    ]);
    return { default: () => createElement(ServicePage, { content: serviceContent }) };
  });
}

/**
 * A module's tool page (`tool.page`, its ui/page.tsx), opened inside a venture that already holds
 * its result: that result, with Edit and Regenerate (lib/workspace/venture-revisit.tsx). The
 * revisit path loads with the tool page, not with every page: it brings the venture brief's
 * schemas (zod) along, which the landing page never runs.
 */
const loadVentureRevisit = () => import("../lib/workspace/venture-revisit");

export function toolPage(module: ToolModule): LazyPage {
  return lazyPage(async () => {
    const [{ default: Page }, { ToolPageInVenture }] = await Promise.all([
      module.tool.page(),
      loadVentureRevisit(),
    ]);
    return {
      default: () => createElement(ToolPageInVenture, { module, Page }),
    };
  });
}

/** The path of a module's service page. */
export const servicePath = (module: Pick<ModuleDefinition, "serviceSlug">): string =>
  `/services/${module.serviceSlug}`;

/**
 * The source files whose chunks a prerendered page preloads (keys of Vite's manifest), by path:
 * a page module's file, or for a service page the template and the module's content.ts.
 */
export const PAGE_SOURCES: Record<string, readonly string[]> = Object.fromEntries([
  ...Object.entries(PAGE_MODULES).map(([path, file]) => [path, [`src/web/pages/${file}`]]),
  ...MODULE_REGISTRY.map((module) => [
    servicePath(module),
    [SERVICE_TEMPLATE, `src/modules/${module.toolType}/content.ts`],
  ]),
]);

export const PAGES: Record<string, LazyPage> = Object.fromEntries([
  ...Object.entries(PAGE_MODULES).map(([path, file]) => [path, pageModule(file)]),
  ...MODULE_REGISTRY.map((module) => [servicePath(module), servicePage(module)]),
  ...TOOL_MODULES.map((module) => [module.tool.path, toolPage(module)]),
]);

export const notFoundPage = pageModule(NOT_FOUND_MODULE);

/** The page of a path, a registered pattern's ("/dashboard/projects/:id") included. */
export function pageFor(path: string): LazyPage | undefined {
  const registered = matchingRoutePath(normalisePath(path), Object.keys(PAGES));
  return registered === undefined ? undefined : PAGES[registered];
}
