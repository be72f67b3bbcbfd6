#!/usr/bin/env node
// Builds everything `npm start` serves: the browser bundle, the server, the prerendered pages,
// and compressed twins of every text asset. Run with `npm run build`.
import { spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// DIST_DIR builds elsewhere (several checkouts' tests side by side); the default is ./dist.
const dist = path.resolve(root, process.env.DIST_DIR ?? "dist");
const vite = path.join(root, "node_modules", "vite", "bin", "vite.js");

function run(args) {
  const result = spawnSync(process.execPath, [vite, ...args], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const started = performance.now();
rmSync(dist, { recursive: true, force: true });
run(["build", "--logLevel", "warn", "--outDir", path.join(dist, "client")]);
run(["build", "--ssr", "--logLevel", "warn", "--outDir", path.join(dist, "server")]);

// Prerender: fill the built template with each route's head and HTML.
const template = readFileSync(path.join(dist, "client", "index.html"), "utf8");
for (const marker of [
  "<!--app-head-->",
  "<!--runtime-head-->",
  '<div id="root"><!--app-html--></div>',
]) {
  if (!template.includes(marker)) throw new Error(`index.html lost its ${marker} marker`);
}
// renderAll throws, naming the route, when a prerendered route has no page or fails to render:
// the build fails rather than ship a page that answers 404 (or its error fallback).
const { renderAll } = await import(pathToFileURL(path.join(dist, "server", "prerender.js")).href);
const { pages, notFound } = await renderAll().catch((error) => {
  console.error(`\n✖ The prerenderer failed. ${error instanceof Error ? error.message : error}`);
  if (error?.cause) console.error(error.cause);
  process.exit(1);
});
const pagesDir = path.join(dist, "pages");
mkdirSync(pagesDir, { recursive: true });
// Each page preloads its own code chunk (and that chunk's imports) with the entry's, instead of
// discovering it only after the entry has run. At low priority: the prerendered page is readable
// without its code, so the stylesheet and the font go first.
const viteManifest = JSON.parse(
  readFileSync(path.join(dist, "client", ".vite", "manifest.json"), "utf8"),
);
const entryImports = new Set(viteManifest["index.html"]?.imports ?? []);
function preloadsFor(page) {
  const files = new Set();
  const visit = (key) => {
    const chunk = viteManifest[key];
    if (!chunk || entryImports.has(key) || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const module of page.modules) {
    // A prerendered page's own code must be in the bundle: a missing chunk means a page the
    // browser cannot hydrate.
    if (page.html && !viteManifest[module]) {
      throw new Error(`${page.path}: ${module} is not in the client bundle's manifest`);
    }
    visit(module);
  }
  return [...files]
    .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`)
    .join("\n    ");
}

// The stylesheet blocks the first paint, so it is requested first: Vite puts it at the end of
// the head, where the browser would queue it behind the module preloads.
const STYLESHEETS = /\s*<link rel="stylesheet"[^>]*>/g;
const stylesheets = (template.match(STYLESHEETS) ?? []).map((tag) => tag.trim());
const headStart = '<meta name="viewport" content="width=device-width, initial-scale=1" />';
if (!template.includes(headStart)) throw new Error("index.html lost its viewport meta tag");
const baseTemplate = template
  .replace(STYLESHEETS, "")
  .replace(headStart, `${headStart}\n    ${stylesheets.join("\n    ")}`);

// The root records which path its HTML was rendered for: the browser hydrates only a match (the
// 404 page's HTML, served for every unknown path, is rendered afresh instead).
const fill = (page) =>
  baseTemplate
    .replace("<!--app-head-->", `${page.head}\n    ${preloadsFor(page)}`)
    .replace('<div id="root"><!--app-html--></div>', () =>
      page.html
        ? `<div id="root" data-rendered-path="${page.path}">${page.html}</div>`
        : '<div id="root"></div>',
    );
const fileFor = (pagePath) =>
  pagePath === "/" ? "index.html" : `${pagePath.slice(1).replaceAll("/", "__")}.html`;
const manifest = { pages: [], notFound: "404.html" };
// The CSP allows no inline script: a page that carries one would break in the browser. JSON-LD
// (`type="application/ld+json"`, structured data the browser never executes) is the one exception.
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*\btype="application\/ld\+json")[^>]*>/;
for (const page of [...pages, notFound]) {
  if (INLINE_SCRIPT.test(fill(page)))
    throw new Error(`${page.path} was prerendered with an inline script`);
}
for (const page of pages) {
  const file = fileFor(page.path);
  writeFileSync(path.join(pagesDir, file), fill(page));
  manifest.pages.push({ path: page.path, file });
}
writeFileSync(path.join(pagesDir, "404.html"), fill(notFound));
writeFileSync(path.join(pagesDir, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);

// Compressed twins of text assets, so the server never compresses on a request.
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|webmanifest|html)$/;
function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}
let compressed = 0;
for (const file of walk(path.join(dist, "client"))) {
  if (!COMPRESSIBLE.test(file)) continue;
  const body = readFileSync(file);
  if (body.length < 512) continue;
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  compressed += 1;
}
writeFileSync(path.join(dist, ".build-stamp"), `${new Date().toISOString()}\n`);
console.log(
  `Built ${pages.length} prerendered page(s) + 404, ${compressed} compressed asset(s) in ${Math.round(performance.now() - started)} ms.`,
);
