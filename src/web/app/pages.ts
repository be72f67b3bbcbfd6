import { normalisePath } from "../../shared/routes";
import { type LazyPage, lazyPage } from "./lazy-page";

/**
 * Which route (src/shared/routes.ts) has which page: a path → the page's module under
 * src/web/pages (a file, or a folder's index.tsx, with a default export). A route without a page
 * here answers with the not-found page, on the server and in the browser alike. The build reads
 * PAGE_MODULES too, to preload each prerendered page's code.
 */
export const PAGE_MODULES: Record<string, string> = {
  "/": "landing/index.tsx",
  "/services": "services-index.tsx",
};

export const NOT_FOUND_MODULE = "not-found.tsx";

const loaders = import.meta.glob<{ default: React.ComponentType }>([
  "../pages/*.tsx",
  "../pages/*/index.tsx",
]);

function pageModule(file: string): LazyPage {
  const load = loaders[`../pages/${file}`];
  if (!load) throw new Error(`src/web/pages/${file} does not exist`);
  return lazyPage(load);
}

export const PAGES: Record<string, LazyPage> = Object.fromEntries(
  Object.entries(PAGE_MODULES).map(([path, file]) => [path, pageModule(file)]),
);

export const notFoundPage = pageModule(NOT_FOUND_MODULE);

export function pageFor(path: string): LazyPage | undefined {
  return PAGES[normalisePath(path)];
}
