import { prerenderToNodeStream } from "react-dom/static";
import { StaticRouter } from "react-router";
import { NOT_FOUND_META, ROUTES, type RouteMeta } from "../shared/routes";
import { App } from "./app/app";
import { notFoundPage, PAGES } from "./app/pages";
import { createQueryClient } from "./lib/api";
import { renderHead } from "./lib/head";

/**
 * The prerenderer's entry (run by scripts/prerender.mjs after the builds): renders each public
 * route to HTML with its own head tags. Client-rendered routes get the shell with their head.
 */

export interface RenderedPage {
  path: string;
  head: string;
  /** The app's HTML, empty for client-rendered routes. */
  html: string;
}

async function renderApp(path: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StaticRouter location={path}>
      <App queryClient={createQueryClient()} />
    </StaticRouter>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString("utf8");
}

async function renderRoute(meta: RouteMeta): Promise<RenderedPage> {
  const page = PAGES[meta.path];
  if (meta.render === "client" || !page)
    return { path: meta.path, head: renderHead(meta), html: "" };
  await page.preload();
  return { path: meta.path, head: renderHead(meta), html: await renderApp(meta.path) };
}

/** Every route that has a page. */
export async function renderAll(): Promise<{ pages: RenderedPage[]; notFound: RenderedPage }> {
  const pages: RenderedPage[] = [];
  for (const meta of ROUTES.filter((route) => PAGES[route.path]))
    pages.push(await renderRoute(meta));
  await notFoundPage.preload();
  const notFound = {
    path: NOT_FOUND_META.path,
    head: renderHead(NOT_FOUND_META),
    html: await renderApp("/404"),
  };
  return { pages, notFound };
}
