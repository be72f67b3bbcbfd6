import { findRoute, NOT_FOUND_META } from "../../modules/routes";
import { applyHead } from "../lib/head";

/**
 * The head tags of a page reached by a client-side navigation (the route table's titles,
 * descriptions and keywords): loaded with the first navigation, since every page's HTML already
 * carries its own head tags (decision 005).
 */
export function applyRouteHead(path: string, hasPage: boolean): void {
  applyHead((hasPage && findRoute(path)) || NOT_FOUND_META);
}
