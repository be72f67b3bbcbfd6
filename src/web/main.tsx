import "./styles.css";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { App } from "./app/app";
import { notFoundPage, pageFor } from "./app/pages";
import { startAnalytics } from "./lib/analytics";
import { createQueryClient } from "./lib/api";

const container = document.getElementById("root");
if (!container) throw new Error("#root is missing from the page");

// Load the current page's code before hydrating, so the prerendered HTML is adopted as is.
const page = pageFor(window.location.pathname) ?? notFoundPage;
await page.preload().catch(() => {
  // The route's error boundary shows the failure once React renders.
});

const app = (
  <StrictMode>
    <BrowserRouter>
      <App queryClient={createQueryClient()} />
    </BrowserRouter>
  </StrictMode>
);

if (container.hasChildNodes()) hydrateRoot(container, app);
else createRoot(container).render(app);

startAnalytics();
