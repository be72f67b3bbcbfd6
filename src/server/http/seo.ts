import { Hono } from "hono";
import { ROUTES } from "../../modules/routes";
import type { AppEnv } from "./context";

/** The pages a search engine should know about: every registered route but the noindex ones. */
export function indexablePaths(): string[] {
  return ROUTES.filter((route) => !route.noindex).map((route) => route.path);
}

function escapeXml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&apos;");
}

/**
 * /sitemap.xml from the route registry (the router reads the same list, so the two cannot
 * drift), with absolute URLs on the public origin. `lastmod` is the day this build started
 * serving: the pages change only with a deploy.
 */
export function sitemapXml(publicUrl: string, lastmod: string): string {
  const urls = indexablePaths().map((path) => {
    const loc = path === "/" ? `${publicUrl}/` : `${publicUrl}${path}`;
    return `  <url>\n    <loc>${escapeXml(loc)}</loc>\n    <lastmod>${lastmod}</lastmod>\n  </url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export function robotsTxt(publicUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /dashboard",
    "",
    `Sitemap: ${publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
}

/** GET /sitemap.xml and /robots.txt, mounted before the built site. */
export function seoRoutes(publicUrl: string, now: Date = new Date()): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const sitemap = sitemapXml(publicUrl, now.toISOString().slice(0, 10));
  const robots = robotsTxt(publicUrl);
  app.get("/sitemap.xml", (c) => {
    c.header("Content-Type", "application/xml; charset=utf-8");
    c.header("Cache-Control", "public, max-age=3600");
    return c.body(sitemap);
  });
  app.get("/robots.txt", (c) => {
    c.header("Content-Type", "text/plain; charset=utf-8");
    c.header("Cache-Control", "public, max-age=3600");
    return c.body(robots);
  });
  return app;
}
