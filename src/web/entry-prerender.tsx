import { QueryClientProvider } from "@tanstack/react-query";
import { prerenderToNodeStream } from "react-dom/static";
import { StaticRouter } from "react-router";
import { NOT_FOUND_META, ROUTES, type RouteMeta } from "../modules/routes";
import { App } from "./app/app";
import { NOT_FOUND_MODULE, notFoundPage, PAGE_SOURCES, PAGES } from "./app/pages";
import { renderHead } from "./lib/head";
import { createQueryClient } from "./lib/query";

/**
 * The prerenderer's entry (run by scripts/build.mjs after the builds): renders each public
 * route to HTML with its own head tags. Client-rendered routes get the shell with their head.
 * It never skips a page: a route marked prerendered (src/modules/routes.ts) without a page, or a
 * page that fails to render, throws, naming the route, and the build fails.
 */

export interface RenderedPage {
  path: string;
  /**
   * The page's source files, relative to the project root, to find their chunks in Vite's
   * manifest (a service page: the template and its module's content.ts).
   */
  modules: readonly string[];
  head: string;
  /** The app's HTML, empty for client-rendered routes. */
  html: string;
}

/** A route the prerenderer cannot render: the build stops on it. */
export class PrerenderError extends Error {
  constructor(path: string, problem: string, options?: { cause?: unknown }) {
    super(`Cannot prerender ${path}: ${problem}`, options);
    this.name = "PrerenderError";
  }
}

async function renderApp(path: string): Promise<string> {
  // An error inside a Suspense boundary would leave its fallback in the HTML (React retries it in
  // the browser) and an error boundary would render its message: both are failures here.
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <QueryClientProvider client={createQueryClient()}>
      <StaticRouter location={path}>
        <App />
      </StaticRouter>
    </QueryClientProvider>,
    // React outlines a large Suspense boundary (fallback first, content later, swapped in by an
    // inline script). Our pages are complete when prerendered and the CSP forbids inline
    // scripts, so every boundary is written in place.
    {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        errors.push(error);
      },
    },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  if (errors.length > 0) {
    throw new PrerenderError(path, `rendering threw: ${String(errors[0])}`, { cause: errors[0] });
  }
  return Buffer.concat(chunks).toString("utf8");
}

async function renderRoute(meta: RouteMeta): Promise<RenderedPage> {
  const page = PAGES[meta.path];
  const modules = PAGE_SOURCES[meta.path] ?? [];
  const head = renderHead(meta);
  if (meta.render === "client") return { path: meta.path, modules, head, html: "" };
  if (!page) {
    throw new PrerenderError(
      meta.path,
      "src/modules/routes.ts marks it prerendered, but src/web/app/pages.ts has no page for it",
    );
  }
  try {
    await page.preload();
  } catch (error) {
    throw new PrerenderError(meta.path, `its page failed to load: ${String(error)}`, {
      cause: error,
    });
  }
  return { path: meta.path, modules, head, html: await renderApp(meta.path) };
}

/**
 * Every route that has a page, and every prerendered route (which must have one). Throws a
 * PrerenderError naming the first route that cannot be rendered.
 */
export async function renderAll(): Promise<{ pages: RenderedPage[]; notFound: RenderedPage }> {
  const pages: RenderedPage[] = [];
  for (const meta of ROUTES.filter((route) => route.render === "prerender" || PAGES[route.path]))
    pages.push(await renderRoute(meta));
  await notFoundPage.preload();
  const notFound = {
    path: NOT_FOUND_META.path,
    modules: [`src/web/pages/${NOT_FOUND_MODULE}`],
    head: renderHead(NOT_FOUND_META),
    html: await renderApp("/404"),
  };
  return { pages, notFound };
}
