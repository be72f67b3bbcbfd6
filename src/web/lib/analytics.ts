import type { AnalyticsEvent } from "../../shared/analytics";

/**
 * Page views and button clicks (spec §2) to the first-party collector, POST /api/events: no
 * cookies, batched, flushed when the page is hidden. When the server put a GA4 measurement id in
 * the page (<meta name="ninefold:ga">), the same events also go to Google Analytics 4.
 */

const FLUSH_DELAY_MS = 1000;
const MAX_BATCH = 20;

const queue: AnalyticsEvent[] = [];
let flushTimer: ReturnType<typeof setTimeout> | undefined;
let gaId: string | undefined;

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

function flush(): void {
  if (flushTimer) clearTimeout(flushTimer);
  flushTimer = undefined;
  while (queue.length > 0) {
    const events = queue.splice(0, MAX_BATCH);
    void fetch("/api/events", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ events }),
      credentials: "omit",
      keepalive: true,
    }).catch(() => {
      // Analytics must never disturb the founder: a lost event is acceptable.
    });
  }
}

function enqueue(event: AnalyticsEvent): void {
  queue.push(event);
  if (queue.length >= MAX_BATCH) flush();
  else flushTimer ??= setTimeout(flush, FLUSH_DELAY_MS);
}

function loadGoogleAnalytics(id: string): void {
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // gtag.js reads the arguments object itself, exactly as Google's snippet pushes it.
    // biome-ignore lint/complexity/noArguments: gtag.js expects the arguments object.
    window.dataLayer?.push(arguments);
  };
  window.gtag("js", new Date());
  window.gtag("config", id, { send_page_view: false });
  const script = document.createElement("script");
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.append(script);
}

export function trackPageView(path: string, title: string): void {
  enqueue({
    type: "page_view",
    path,
    title: title.slice(0, 200),
    referrer: document.referrer.slice(0, 512) || undefined,
  });
  if (gaId) window.gtag?.("event", "page_view", { page_path: path, page_title: title });
}

export function trackClick(label: string, path = window.location.pathname): void {
  const trimmed = label.slice(0, 200);
  enqueue({ type: "click", path, category: "engagement", label: trimmed });
  if (gaId) window.gtag?.("event", "click", { event_category: "engagement", event_label: trimmed });
}

/** The name a person reads on the button: its aria-label, else its text. */
function buttonName(el: HTMLElement): string {
  const name = el.dataset.trackName ?? el.getAttribute("aria-label") ?? el.textContent ?? "";
  return name.replace(/\s+/g, " ").trim() || "button";
}

/** Where the button sits: the nearest data-location (navbar, footer, hero…), else the path. */
function buttonLocation(el: HTMLElement): string {
  return el.closest<HTMLElement>("[data-location]")?.dataset.location ?? window.location.pathname;
}

function onClick(event: Event): void {
  const target = event.target instanceof Element ? event.target : null;
  const el = target?.closest<HTMLElement>("button, [role='button'], [data-button]");
  if (el) trackClick(`${buttonName(el)} - ${buttonLocation(el)}`);
}

/**
 * Starts analytics once, in the browser: a delegated listener turns every click on a button (or
 * on anything rendered by our Button component, links included) into a click event. `early`:
 * the clicks made before this module had loaded (track.ts kept them), counted first.
 */
export function startAnalytics(early: readonly Event[] = []): void {
  gaId = document.querySelector<HTMLMetaElement>('meta[name="ninefold:ga"]')?.content || undefined;
  if (gaId) loadGoogleAnalytics(gaId);
  for (const event of early) onClick(event);
  document.addEventListener("click", onClick, { capture: true });
  window.addEventListener("pagehide", flush);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") flush();
  });
}
