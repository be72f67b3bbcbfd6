import { useEffect, useLayoutEffect } from "react";
import { useLocation } from "react-router";
import { findRoute, NOT_FOUND_META, normalisePath } from "../../modules/routes";
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

  // A link to a section (/#pricing) scrolls to it once the page that holds it has rendered,
  // which for a page whose code is still loading is a little later.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the same hash on a new page scrolls again.
  useEffect(() => {
    if (!hash) return;
    let frames = 0;
    let frame = 0;
    const tryScroll = () => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) target.scrollIntoView({ behavior: "smooth", block: "start" });
      else if (frames++ < 180) frame = requestAnimationFrame(tryScroll);
    };
    tryScroll();
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash]);

  // Marks the page interactive once React has adopted it: what end-to-end tests wait for before
  // clicking a button that the prerendered HTML shows but only React can answer.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);

  useEffect(() => {
    const path = normalisePath(pathname);
    const meta = (pageFor(path) && findRoute(path)) || NOT_FOUND_META;
    applyHead(meta);
    trackPageView(path, document.title);
  }, [pathname]);

  return null;
}
