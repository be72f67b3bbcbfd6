import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { Hono } from "hono";
import { z } from "zod";
import { redirectFor } from "../../modules/redirects";
import { normalisePath, routePathFor } from "../../modules/routes";
import { AppError } from "../../shared/errors";
import { ORIGIN_PLACEHOLDER } from "../../shared/origin-placeholder";
import type { Config } from "../config";
import type { AppEnv } from "./context";
import { HSTS, securityHeaderRecord, wantsHsts } from "./security-headers";
import { HAS_SESSION_COOKIE } from "./session-hint";

/**
 * The built website, held in memory: prerendered pages (with their gzip and brotli twins made at
 * build time) and the static assets Vite emitted. Nothing touches the disk after start.
 */

interface Variant {
  body: Uint8Array;
  encoding?: "br" | "gzip";
}

export interface SiteFile {
  contentType: string;
  cacheControl: string;
  etag: string;
  identity: Uint8Array;
  br?: Uint8Array;
  gzip?: Uint8Array;
}

export interface Site {
  pages: Map<string, SiteFile>;
  notFound: SiteFile;
  assets: Map<string, SiteFile>;
}

/** What the prerenderer writes next to the pages: path → HTML file. */
export const pageManifestSchema = z.object({
  pages: z.array(z.object({ path: z.string().startsWith("/"), file: z.string() })),
  notFound: z.string(),
});
export type PageManifest = z.infer<typeof pageManifestSchema>;

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".pdf": "application/pdf",
  ".zip": "application/zip",
};

const HTML_CACHE = "no-cache";
const HASHED_CACHE = "public, max-age=31536000, immutable";
const PLAIN_CACHE = "public, max-age=3600";

/** The runtime values a built page needs, put in a meta tag (no inline script: CSP). */
function runtimeHead(config: Pick<Config, "gaMeasurementId">): string {
  return config.gaMeasurementId
    ? `<meta name="ninefold:ga" content="${config.gaMeasurementId}">`
    : "";
}

function readFile(file: string, contentType: string, cacheControl: string): SiteFile {
  const identity = readFileSync(file);
  const br = existsSync(`${file}.br`) ? readFileSync(`${file}.br`) : undefined;
  const gzip = existsSync(`${file}.gz`) ? readFileSync(`${file}.gz`) : undefined;
  return { contentType, cacheControl, etag: etagOf(identity), identity, br, gzip };
}

function etagOf(body: Uint8Array): string {
  return `"${createHash("sha1").update(body).digest("base64url").slice(0, 20)}"`;
}

type PageConfig = Pick<Config, "gaMeasurementId" | "publicUrl">;

/**
 * A prerendered page with this server's values filled in (the public origin of canonical and
 * Open Graph URLs, the runtime meta tags), compressed once here at start.
 */
function readPage(file: string, config: PageConfig): SiteFile {
  const html = readFileSync(file, "utf8")
    .replaceAll(ORIGIN_PLACEHOLDER, config.publicUrl)
    .replace("<!--runtime-head-->", runtimeHead(config));
  const identity = Buffer.from(html);
  return {
    contentType: CONTENT_TYPES[".html"]!,
    cacheControl: HTML_CACHE,
    etag: etagOf(identity),
    identity,
    gzip: gzipSync(identity, { level: 9 }),
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 10 } }),
  };
}

function walk(dir: string, base = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full, base) : [full];
  });
}

/** Loads dist/ as the build left it. Throws with a clear message when there is no build. */
export function loadSite(distDir: string, config: PageConfig): Site {
  const manifestFile = path.join(distDir, "pages", "manifest.json");
  if (!existsSync(manifestFile)) {
    throw new Error(`No built site in ${distDir}. Run \`npm run build\` (or \`npm start\`).`);
  }
  const manifest = pageManifestSchema.parse(JSON.parse(readFileSync(manifestFile, "utf8")));
  const pagesDir = path.join(distDir, "pages");
  const pages = new Map<string, SiteFile>();
  for (const page of manifest.pages) {
    pages.set(page.path, readPage(path.join(pagesDir, page.file), config));
  }
  const notFound = readPage(path.join(pagesDir, manifest.notFound), config);

  const clientDir = path.join(distDir, "client");
  const assets = new Map<string, SiteFile>();
  for (const file of walk(clientDir)) {
    const ext = path.extname(file);
    if (ext === ".br" || ext === ".gz") continue;
    const urlPath = `/${path.relative(clientDir, file).split(path.sep).join("/")}`;
    // The HTML template and Vite's manifest are build inputs, not pages.
    if (urlPath === "/index.html" || urlPath.startsWith("/.vite/")) continue;
    const hashed = urlPath.startsWith("/assets/");
    const contentType = CONTENT_TYPES[ext] ?? "application/octet-stream";
    assets.set(urlPath, readFile(file, contentType, hashed ? HASHED_CACHE : PLAIN_CACHE));
  }
  return { pages, notFound, assets };
}

function pickVariant(file: SiteFile, acceptEncoding: string): Variant {
  if (file.br && /\bbr\b/.test(acceptEncoding)) return { body: file.br, encoding: "br" };
  if (file.gzip && /\bgzip\b/.test(acceptEncoding)) return { body: file.gzip, encoding: "gzip" };
  return { body: file.identity };
}

function send(file: SiteFile, status: number, req: Request): Response {
  const headers = new Headers({
    "Content-Type": file.contentType,
    "Cache-Control": file.cacheControl,
    ETag: file.etag,
    Vary: "Accept-Encoding",
  });
  if (status === 200 && req.headers.get("if-none-match") === file.etag) {
    return new Response(null, { status: 304, headers });
  }
  const variant = pickVariant(file, req.headers.get("accept-encoding") ?? "");
  if (variant.encoding) headers.set("Content-Encoding", variant.encoding);
  headers.set("Content-Length", String(variant.body.byteLength));
  const body = req.method === "HEAD" ? null : variant.body;
  return new Response(body as BodyInit | null, { status, headers });
}

/**
 * A page the SPA renders at a path outside the page table's normal serving (GET /api/login,
 * which sits under /api): its own built page when the build has one, else the not-found
 * template, answered 200 so the browser's router renders the path. Never indexed.
 */
export function sendAppPage(site: Site, pagePath: string, req: Request): Response {
  const response = send(site.pages.get(pagePath) ?? site.notFound, 200, req);
  response.headers.set("X-Robots-Tag", "noindex");
  return response;
}

/** Serves pages and assets; anything else is the not-found page with status 404. */
export function siteRoutes(site: Site): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.all("*", (c) => {
    const method = c.req.method;
    if (method !== "GET" && method !== "HEAD") {
      throw new AppError("method_not_allowed", `${method} is not allowed on web pages.`, {
        Allow: "GET, HEAD",
      });
    }
    const rawPath = c.req.path;
    const asset = site.assets.get(rawPath);
    if (asset) return send(asset, 200, c.req.raw);

    const pagePath = normalisePath(rawPath);
    const redirect = redirectFor(pagePath);
    if (redirect) return c.redirect(`${redirect}${new URL(c.req.url).search}`, 301);
    // A path like /dashboard/projects/abc is served by the page built for its pattern
    // (/dashboard/projects/:id); the browser's router reads the id.
    const registered = site.pages.has(pagePath)
      ? pagePath
      : routePathFor(pagePath, site.pages.keys());
    const page = registered === undefined ? undefined : site.pages.get(registered);
    if (page && pagePath !== rawPath) {
      const url = new URL(c.req.url);
      return c.redirect(`${pagePath}${url.search}`, 301);
    }
    if (page) return send(page, 200, c.req.raw);
    return send(site.notFound, 404, c.req.raw);
  });
  return app;
}

/**
 * The short way to a built file (decision 034), for Node's request listener ahead of the app: a
 * GET or HEAD of an exact page or asset path (no percent-escapes) from a visitor without a
 * session cookie is answered from memory with the headers the app's way would give it (the
 * file's, the security headers, X-Request-Id), without building a Request, a Hono context and a
 * Response for it. Returns false for anything else (a redirect, a pattern page, the 404 page, a
 * signed-in founder whose hint cookie may need setting, any API route), which the app answers.
 * start.ts leaves it out when every request is logged (debug) or counted (/metrics).
 */
export function builtFileListener(
  site: Site,
  config: Pick<Config, "gaMeasurementId" | "publicUrl" | "trustProxy">,
  requestId: (incoming: string | undefined) => string,
): (req: IncomingMessage, res: ServerResponse) => boolean {
  const security = Object.fromEntries(
    Object.entries(securityHeaderRecord(config)).map(([name, value]) => [
      name.toLowerCase(),
      value,
    ]),
  );
  return (req, res) => {
    const method = req.method;
    if (method !== "GET" && method !== "HEAD") return false;
    const url = req.url ?? "";
    if (!url.startsWith("/")) return false;
    const query = url.indexOf("?");
    const rawPath = query === -1 ? url : url.slice(0, query);
    if (rawPath.includes("%")) return false;
    const file =
      site.assets.get(rawPath) ??
      (redirectFor(rawPath) === undefined ? site.pages.get(rawPath) : undefined);
    if (!file) return false;
    const { cookie } = req.headers;
    if (cookie !== undefined && HAS_SESSION_COOKIE.test(cookie)) return false;
    const forwarded = req.headers["x-forwarded-proto"];
    const incomingId = req.headers["x-request-id"];
    const headers: Record<string, string> = {
      "content-type": file.contentType,
      "cache-control": file.cacheControl,
      etag: file.etag,
      vary: "Accept-Encoding",
      ...security,
    };
    // The server listens on plain HTTP (TLS ends at a proxy), so the request's own URL is http.
    if (
      wantsHsts(config, "http://localhost/", typeof forwarded === "string" ? forwarded : undefined)
    )
      headers["strict-transport-security"] = HSTS;
    headers["x-request-id"] = requestId(typeof incomingId === "string" ? incomingId : undefined);
    if (req.headers["if-none-match"] === file.etag) {
      res.writeHead(304, headers);
      res.end();
      return true;
    }
    const variant = pickVariant(file, req.headers["accept-encoding"] ?? "");
    if (variant.encoding) headers["content-encoding"] = variant.encoding;
    headers["content-length"] = String(variant.body.byteLength);
    res.writeHead(200, headers);
    if (method === "HEAD") res.end();
    else res.end(variant.body);
    return true;
  };
}
