/**
 * The shell's way to analytics (analytics.ts), which loads after the page's own code: nothing a
 * page needs to become interactive waits for it (decision 036). A page view is sent once it has
 * loaded; clicks made before then are kept and counted when it starts.
 */
type Analytics = typeof import("./analytics");

let analytics: Promise<Analytics> | undefined;

function load(): Promise<Analytics> {
  analytics ??= import("./analytics");
  return analytics;
}

export function trackPageView(path: string, title: string): void {
  load().then(
    (module) => module.trackPageView(path, title),
    () => {
      // Analytics must never disturb the founder: a lost event is acceptable.
    },
  );
}

/** Starts analytics once, in the browser (main.tsx), keeping the clicks made until it has loaded. */
export function startAnalytics(): void {
  const early: Event[] = [];
  const keep = (event: Event) => {
    early.push(event);
  };
  document.addEventListener("click", keep, { capture: true });
  load().then(
    (module) => {
      document.removeEventListener("click", keep, { capture: true });
      module.startAnalytics(early);
    },
    () => {
      document.removeEventListener("click", keep, { capture: true });
    },
  );
}
