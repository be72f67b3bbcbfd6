/**
 * The shell's way to analytics (analytics.ts), which loads once the page is interactive: with
 * the first page view, sent after hydration (route-effects.tsx), so nothing the page needs to
 * become interactive waits for it or shares the network with it (decision 036). Clicks made
 * before then are kept and counted when it starts.
 */
type Analytics = typeof import("./analytics");

let analytics: Promise<Analytics> | undefined;
/** The clicks made since startAnalytics() until analytics.ts has started. */
let early: Event[] = [];

function keep(event: Event): void {
  early.push(event);
}

function stopKeeping(): void {
  document.removeEventListener("click", keep, { capture: true });
  early = [];
}

function load(): Promise<Analytics> {
  analytics ??= import("./analytics").then((module) => {
    const kept = early;
    stopKeeping();
    module.startAnalytics(kept);
    return module;
  });
  return analytics;
}

export function trackPageView(path: string, title: string): void {
  load().then(
    (module) => module.trackPageView(path, title),
    () => {
      // Analytics must never disturb the founder: a lost event is acceptable.
      stopKeeping();
    },
  );
}

/** In the browser, once (main.tsx): keeps the clicks made until analytics.ts has started. */
export function startAnalytics(): void {
  document.addEventListener("click", keep, { capture: true });
}
