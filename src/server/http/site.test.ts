import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { testApp } from "../testing/app-harness";
import { testDatabases } from "../testing/databases";
import { builtFileListener, loadSite, type Site } from "./site";

/** A built site in miniature, laid out as scripts/build.mjs lays out dist/. */
function writeFixture(dir: string): void {
  const page = (body: string) =>
    `<html><head><link rel="canonical" href="__NINEFOLD_ORIGIN__/about-us"><!--runtime-head--></head><body>${body}</body></html>`;
  mkdirSync(path.join(dir, "pages"), { recursive: true });
  mkdirSync(path.join(dir, "client", "assets"), { recursive: true });
  writeFileSync(path.join(dir, "pages", "about-us.html"), page("About Ninefold"));
  writeFileSync(path.join(dir, "pages", "404.html"), page("404 Page Not Found"));
  writeFileSync(path.join(dir, "pages", "project.html"), page("Project page"));
  writeFileSync(
    path.join(dir, "pages", "manifest.json"),
    JSON.stringify({
      pages: [
        { path: "/about-us", file: "about-us.html" },
        { path: "/dashboard/projects/:id", file: "project.html" },
      ],
      notFound: "404.html",
    }),
  );
  const js = "console.log('ninefold');".repeat(50);
  writeFileSync(path.join(dir, "client", "assets", "index-abc123.js"), js);
  writeFileSync(path.join(dir, "client", "assets", "index-abc123.js.gz"), gzipSync(js));
  writeFileSync(path.join(dir, "client", "favicon.svg"), "<svg/>");
  writeFileSync(path.join(dir, "client", "index.html"), "template");
}

describe("the website", () => {
  let dir: string;
  let database: Database & { dispose(): Promise<void> };
  let site: Site;
  const request = (url: string, init?: RequestInit) =>
    testApp(database, { publicUrl: "https://ninefold.app" }, site).app.request(url, init);

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "ninefold-site-"));
    writeFixture(dir);
    site = loadSite(dir, { publicUrl: "https://ninefold.app", gaMeasurementId: undefined });
    database = await testDatabases[0]!.open();
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await database.dispose();
  });

  it("serves a prerendered page with the public origin filled in", async () => {
    const res = await request("/about-us");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("no-cache");
    const html = await res.text();
    expect(html).toContain("About Ninefold");
    expect(html).toContain('href="https://ninefold.app/about-us"');
    expect(html).not.toContain("__NINEFOLD_ORIGIN__");
  });

  it("answers an unknown path with the not-found page and status 404", async () => {
    const res = await request("/no/such/page");
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("404 Page Not Found");
  });

  it("serves a page registered with a pattern for every path it matches, and only those", async () => {
    const res = await request("/dashboard/projects/3f1c");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Project page");
    expect((await request("/dashboard/projects")).status).toBe(404);
    expect((await request("/dashboard/projects/3f1c/more")).status).toBe(404);
  });

  it("redirects a trailing slash to the page's own path, keeping the query", async () => {
    const res = await request("/about-us/?ref=x");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/about-us?ref=x");
  });

  it("caches hashed assets for a year, immutably, and other files for an hour", async () => {
    const asset = await request("/assets/index-abc123.js");
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(asset.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    const icon = await request("/favicon.svg");
    expect(icon.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("never serves the HTML template as a file", async () => {
    expect((await request("/index.html")).status).toBe(404);
  });

  it("sends the compressed twin the browser accepts", async () => {
    const gz = await request("/assets/index-abc123.js", { headers: { "Accept-Encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toContain("ninefold");
    const page = await request("/about-us", { headers: { "Accept-Encoding": "gzip, br" } });
    expect(page.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(Buffer.from(await page.arrayBuffer())).toString()).toContain(
      "About Ninefold",
    );
    const plain = await request("/assets/index-abc123.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
  });

  it("answers a matching ETag with 304", async () => {
    const first = await request("/about-us");
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    const again = await request("/about-us", { headers: { "If-None-Match": etag! } });
    expect(again.status).toBe(304);
  });

  it("refuses other methods on pages with 405 JSON", async () => {
    const res = await request("/about-us", { method: "POST" });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD");
    expect(await res.json()).toMatchObject({ code: "method_not_allowed" });
  });

  it("puts the GA4 measurement id in the pages only when configured", () => {
    const withGa = loadSite(dir, { publicUrl: "https://x.test", gaMeasurementId: "G-ABC1234" });
    const html = Buffer.from(withGa.pages.get("/about-us")!.identity).toString();
    expect(html).toContain('<meta name="ninefold:ga" content="G-ABC1234">');
    expect(Buffer.from(site.pages.get("/about-us")!.identity).toString()).not.toContain(
      "ninefold:ga",
    );
  });

  it("explains a missing build", () => {
    expect(() => loadSite(path.join(dir, "nothing"), site as never)).toThrow(/npm run build/);
  });
});

describe("the short way to a built file (builtFileListener)", () => {
  let dir: string;
  let database: Database & { dispose(): Promise<void> };
  let site: Site;
  let server: Server;
  let base: string;
  const config = {
    publicUrl: "https://ninefold.app",
    gaMeasurementId: undefined,
    trustProxy: false,
  };

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "ninefold-site-short-"));
    writeFixture(dir);
    site = loadSite(dir, config);
    database = await testDatabases[0]!.open();
    const answer = builtFileListener(site, config, (incoming) => incoming ?? "fresh-id");
    server = createServer((req, res) => {
      if (answer(req, res)) return;
      res.writeHead(599);
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
    await database.dispose();
  });

  const headersOf = (res: Response) =>
    Object.fromEntries(
      [...res.headers].filter(([name]) => !["date", "connection", "keep-alive"].includes(name)),
    );

  it.each([
    ["/about-us", { "accept-encoding": "br, gzip" }, "GET"],
    ["/about-us?ref=mail", { "accept-encoding": "gzip" }, "GET"],
    ["/about-us", {}, "HEAD"],
    ["/assets/index-abc123.js", { "accept-encoding": "gzip" }, "GET"],
    ["/favicon.svg", { "x-request-id": "abc-123" }, "GET"],
  ])("answers %s as the app does", async (url, headers, method) => {
    const app = testApp(database, { publicUrl: "https://ninefold.app" }, site).app;
    const expected = await app.request(url, {
      method,
      headers: { "x-request-id": "fresh-id", ...headers },
    });
    // The bytes on the wire (fetch would decompress them).
    const short = await new Promise<{ status: number; headers: Record<string, unknown> }>(
      (resolve, reject) => {
        request(`${base}${url}`, { method, headers: { "x-request-id": "fresh-id", ...headers } })
          .on("response", (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (chunk: Buffer) => chunks.push(chunk));
            res.on("end", () =>
              resolve({
                status: res.statusCode ?? 0,
                headers: { ...res.headers, body: Buffer.concat(chunks) },
              }),
            );
          })
          .on("error", reject)
          .end();
      },
    );
    expect(short.status).toBe(expected.status);
    const {
      body,
      date: _date,
      connection: _connection,
      "keep-alive": _keepAlive,
      ...wire
    } = short.headers;
    expect(wire).toEqual(headersOf(expected));
    expect(body).toEqual(Buffer.from(await expected.arrayBuffer()));
    const etag = expected.headers.get("etag") ?? "";
    const notModified = await fetch(`${base}${url}`, { headers: { "if-none-match": etag } });
    const appNotModified = await app.request(url, { headers: { "if-none-match": etag } });
    expect(notModified.status).toBe(304);
    expect(appNotModified.status).toBe(304);
  });

  it.each([
    ["/dashboard/projects/abc", "GET", {}],
    ["/nowhere", "GET", {}],
    ["/about-us/", "GET", {}],
    ["/about%2Dus", "GET", {}],
    ["/api/health", "GET", {}],
    ["/about-us", "POST", {}],
    ["/about-us", "GET", { cookie: "ninefold.session_token=abc" }],
  ])("leaves %s (%s) to the app", async (url, method, headers) => {
    const res = await fetch(`${base}${url}`, { method, headers });
    expect(res.status).toBe(599);
  });
});
