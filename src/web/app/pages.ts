import { normalisePath } from "../../shared/routes";
import { type LazyPage, lazyPage } from "./lazy-page";

/**
 * Which route (src/shared/routes.ts) has which page. A route without a page here answers with the
 * not-found page, on the server and in the browser alike.
 */
export const PAGES: Record<string, LazyPage> = {};

export const notFoundPage = lazyPage(() => import("../pages/not-found"));

export function pageFor(path: string): LazyPage | undefined {
  return PAGES[normalisePath(path)];
}
