import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REDIRECTS, redirectFor } from "../../modules/redirects";
import { findRoute, ROUTES } from "../../modules/routes";
import type { Database } from "../db/client";
import { testApp } from "../testing/app-harness";
import { testDatabases } from "../testing/databases";
import { indexablePaths } from "./seo";
import { loadSite, type Site } from "./site";

const ORIGIN = "https://ninefold.example";

/**
 * A strict check that a document is well-formed XML of the shape sitemaps use: one prolog, tags
 * that nest and close, no stray `<` or unescaped `&` in text. Returns the element tree.
 */
interface XmlElement {
  name: string;
  attributes: string;
  children: XmlElement[];
  text: string;
}
function parseXml(xml: string): XmlElement {
  let rest = xml.replace(/^<\?xml version="1\.0" encoding="UTF-8"\?>\s*/, "");
  if (rest === xml) throw new Error("missing XML declaration");
  const root: XmlElement = { name: "#document", attributes: "", children: [], text: "" };
  const stack = [root];
  const token =
    /^(?:<([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<&]*")*)\s*(\/?)>|<\/([A-Za-z][\w:.-]*)\s*>|([^<]+))/;
  while (rest.length > 0) {
    const m = token.exec(rest);
    if (!m) throw new Error(`not well-formed near: ${rest.slice(0, 40)}`);
    const top = stack[stack.length - 1]!;
    if (m[1]) {
      const element = { name: m[1], attributes: m[2] ?? "", children: [], text: "" };
      top.children.push(element);
      if (!m[3]) stack.push(element);
    } else if (m[4]) {
      if (top.name !== m[4]) throw new Error(`</${m[4]}> closes <${top.name}>`);
      stack.pop();
    } else if (m[5]) {
      if (/&(?!(amp|lt|gt|quot|apos);)/.test(m[5])) throw new Error("unescaped &");
      if (stack.length === 1 && m[5].trim() !== "") throw new Error("text outside the root");
      top.text += m[5];
    }
    rest = rest.slice(m[0].length);
  }
  if (stack.length !== 1) throw new Error(`<${stack[stack.length - 1]?.name}> is never closed`);
  if (root.children.length !== 1) throw new Error("expected exactly one root element");
  return root.children[0]!;
}

describe("parseXml (the test's own checker)", () => {
  it.each([
    ['<?xml version="1.0" encoding="UTF-8"?><a><b></a></b>'],
    ['<?xml version="1.0" encoding="UTF-8"?><a>x & y</a>'],
    ['<?xml version="1.0" encoding="UTF-8"?><a></a><b></b>'],
    ["<a></a>"],
    ['<?xml version="1.0" encoding="UTF-8"?><a>'],
  ])("refuses %s", (xml) => {
    expect(() => parseXml(xml)).toThrow();
  });
});

describe("sitemap.xml, robots.txt and redirects", () => {
  let database: Database & { dispose(): Promise<void> };
  let dir: string;
  let site: Site;
  const request = (url: string, init?: RequestInit) =>
    testApp(database, { publicUrl: ORIGIN }, site).app.request(url, init);

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "ninefold-seo-"));
    mkdirSync(path.join(dir, "pages"), { recursive: true });
    mkdirSync(path.join(dir, "client"), { recursive: true });
    writeFileSync(path.join(dir, "pages", "index.html"), "<html><body>Home</body></html>");
    writeFileSync(path.join(dir, "pages", "404.html"), "<html><body>Not found</body></html>");
    writeFileSync(
      path.join(dir, "pages", "manifest.json"),
      JSON.stringify({ pages: [{ path: "/", file: "index.html" }], notFound: "404.html" }),
    );
    site = loadSite(dir, { publicUrl: ORIGIN, gaMeasurementId: undefined });
    database = await testDatabases[0]!.open();
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await database.dispose();
  });

  it("GET /sitemap.xml: well-formed XML listing every indexable route once, with absolute URLs", async () => {
    const res = await request("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/xml/);
    const urlset = parseXml(await res.text());
    expect(urlset.name).toBe("urlset");
    expect(urlset.attributes).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    const urls = urlset.children;
    expect(urls.every((u) => u.name === "url")).toBe(true);
    const locs = urls.map((u) => u.children.find((c) => c.name === "loc")?.text ?? "");
    const lastmods = urls.map((u) => u.children.find((c) => c.name === "lastmod")?.text ?? "");
    const expected = ROUTES.filter((r) => !r.noindex).map((r) =>
      r.path === "/" ? `${ORIGIN}/` : `${ORIGIN}${r.path}`,
    );
    expect(locs).toEqual(expected);
    expect(new Set(locs).size).toBe(locs.length);
    for (const lastmod of lastmods) expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(locs).not.toContain(`${ORIGIN}/dashboard`);
    // The registry's own counts (spec §9): 3 tools, 9 services, 4 articles are all there.
    expect(locs.filter((l) => l.includes("/tools/"))).toHaveLength(3);
    expect(locs.filter((l) => l.includes("/services/"))).toHaveLength(9);
    expect(locs.filter((l) => /\/blog\/./.test(l))).toHaveLength(4);
  });

  it("indexablePaths leaves out exactly the noindex routes", () => {
    const noindex = ROUTES.filter((r) => r.noindex).map((r) => r.path);
    expect(noindex).toContain("/dashboard");
    expect(indexablePaths()).toHaveLength(ROUTES.length - noindex.length);
  });

  it("GET /robots.txt points at the sitemap and keeps crawlers out of /api/ and /dashboard", async () => {
    const res = await request("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/api\/$/m);
    expect(text).toMatch(/^Disallow: \/dashboard$/m);
    expect(text).toMatch(new RegExp(`^Sitemap: ${ORIGIN}/sitemap\\.xml$`, "m"));
  });

  it("lists the redirects GUIDE §2 and issue 15 decide, each to a registered route", () => {
    expect(Object.fromEntries(REDIRECTS.map((r) => [r.from, r.to]))).toEqual({
      "/startup-idea-generator": "/tools/idea-generation-tool",
      "/idea-generation-tool": "/tools/idea-generation-tool",
      "/market-analysis-tool": "/tools/market-analysis-tool",
      "/customer-discovery-tool": "/tools/customer-discovery-tool",
      "/plans": "/pricing",
      "/checkout": "/pricing",
      "/billing": "/dashboard/settings",
    });
    for (const { from, to } of REDIRECTS) {
      expect(findRoute(to), to).toBeDefined();
      expect(findRoute(from), from).toBeUndefined();
    }
    expect(redirectFor("/about-us")).toBeUndefined();
  });

  it.each(REDIRECTS.map((r) => [r.from, r.to]))("GET %s → 301 %s", async (from, to) => {
    const res = await request(from);
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe(to);
  });

  it("keeps the query string and accepts a trailing slash", async () => {
    const res = await request("/market-analysis-tool/?industry=Fintech&utm_source=x");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe(
      "/tools/market-analysis-tool?industry=Fintech&utm_source=x",
    );
  });

  it("redirects HEAD too, and leaves other paths alone", async () => {
    expect((await request("/market-analysis-tool", { method: "HEAD" })).status).toBe(301);
    expect((await request("/")).status).toBe(200);
    expect((await request("/iteration-scaling-now")).status).toBe(404);
  });
});
