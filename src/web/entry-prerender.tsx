import { prerenderToNodeStream } from "react-dom/static";
import { StaticRouter } from "react-router";
import { NOT_FOUND_META, ROUTES, type RouteMeta } from "../modules/routes";
import { App } from "./app/app";
import { NOT_FOUND_MODULE, notFoundPage, PAGE_MODULES, PAGES } from "./app/pages";
import { createQueryClient } from "./lib/api";
import { renderHead } from "./lib/head";

/**
 * The prerenderer's entry (run by scripts/prerender.mjs after the builds): renders each public
 * route to HTML with its own head tags. Client-rendered routes get the shell with their head.
 */

export interface RenderedPage {
  path: string;
  /** The page's module, relative to the project root, to find its chunk in Vite's manifest. */
  module: string;
  head: string;
  /** The app's HTML, empty for client-rendered routes. */
  html: string;
}

async function renderApp(path: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StaticRouter location={path}>
      <App queryClient={createQueryClient()} />
    </StaticRouter>,
    // React outlines a large Suspense boundary (fallback first, content later, swapped in by an
    // inline script). Our pages are complete when prerendered and the CSP forbids inline
    // scripts, so every boundary is written in place.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString("utf8");
}

async function renderRoute(meta: RouteMeta): Promise<RenderedPage> {
  const page = PAGES[meta.path];
  const module = `src/web/pages/${PAGE_MODULES[meta.path]}`;
  if (meta.render === "client" || !page) {
    return { path: meta.path, module, head: renderHead(meta), html: "" };
  }
  await page.preload();
  return { path: meta.path, module, head: renderHead(meta), html: await renderApp(meta.path) };
}

/** Every route that has a page. */
export async function renderAll(): Promise<{ pages: RenderedPage[]; notFound: RenderedPage }> {
  const pages: RenderedPage[] = [];
  for (const meta of ROUTES.filter((route) => PAGES[route.path]))
    pages.push(await renderRoute(meta));
  await notFoundPage.preload();
  const notFound = {
    path: NOT_FOUND_META.path,
    module: `src/web/pages/${NOT_FOUND_MODULE}`,
    head: renderHead(NOT_FOUND_META),
    html: await renderApp("/404"),
  };
  return { pages, notFound };
}
