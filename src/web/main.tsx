import "./styles.css";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { normalisePath } from "../modules/route-paths";
import { App } from "./app/app";
import { notFoundPage, pageFor } from "./app/pages";
import { startSession } from "./lib/session";
import { startAnalytics } from "./lib/track";

const container = document.getElementById("root");
if (!container) throw new Error("#root is missing from the page");

// Ask who is signed in (when the hint cookie says someone may be) while the page's code loads,
// so the navbar's answer is there as early as it can be.
startSession();

// Load the current page's code before hydrating, so the prerendered HTML is adopted as is.
const page = pageFor(window.location.pathname) ?? notFoundPage;
await page.preload().catch(() => {
  // The route's error boundary shows the failure once React renders.
});

const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

// Hydrate HTML prerendered for this very path; render anything else (the shared 404 HTML, a
// client-rendered route, the dev server's empty shell) afresh.
// Hydration runs as a transition so React yields to the browser every few milliseconds instead
// of holding the main thread for the whole tree (long tasks are what Total Blocking Time counts).
if (container.dataset.renderedPath === normalisePath(window.location.pathname)) {
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  container.replaceChildren();
  createRoot(container).render(app);
}

startAnalytics();
