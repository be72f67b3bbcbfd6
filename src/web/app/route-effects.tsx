import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router";
import { normalisePath } from "../../modules/route-paths";
import { trackPageView } from "../lib/track";
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

  // The first page's HTML carries its head tags; a client-side navigation sets the next page's,
  // from the route table loaded with that first navigation (not in every page's code).
  const first = useRef(true);
  useEffect(() => {
    const path = normalisePath(pathname);
    if (first.current) {
      first.current = false;
      trackPageView(path, document.title);
      return;
    }
    let live = true;
    void import("./route-head")
      .then(({ applyRouteHead }) => {
        if (!live) return;
        applyRouteHead(path, Boolean(pageFor(path)));
        trackPageView(path, document.title);
      })
      .catch(() => trackPageView(path, document.title));
    return () => {
      live = false;
    };
  }, [pathname]);

  return null;
}
