import { useEffect, useLayoutEffect } from "react";
import { useLocation } from "react-router";
import { findRoute, NOT_FOUND_META, normalisePath } from "../../shared/routes";
import { trackPageView } from "../lib/analytics";
import { applyHead } from "../lib/head";
import { pageFor } from "./pages";

/**
 * What every route change does (spec §2): scroll to the top, set the page's head tags, and send
 * a page view. A /#pricing jump scrolls itself, so a hash skips the scroll.
 */
export function RouteEffects() {
  const { pathname, hash } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname is what triggers the scroll.
  useLayoutEffect(() => {
    if (!hash) window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname, hash]);

  useEffect(() => {
    const path = normalisePath(pathname);
    const meta = (pageFor(path) && findRoute(path)) || NOT_FOUND_META;
    applyHead(meta);
    trackPageView(path, document.title);
  }, [pathname]);

  return null;
}
