#!/usr/bin/env node
// Builds everything `npm start` serves: the browser bundle, the server, the prerendered pages,
// and compressed twins of every text asset. Run with `npm run build`.
import { spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dist = path.join(root, "dist");
const vite = path.join(root, "node_modules", "vite", "bin", "vite.js");

function run(args) {
  const result = spawnSync(process.execPath, [vite, ...args], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const started = performance.now();
rmSync(dist, { recursive: true, force: true });
run(["build", "--logLevel", "warn"]);
run(["build", "--ssr", "--logLevel", "warn"]);

// Prerender: fill the built template with each route's head and HTML.
const template = readFileSync(path.join(dist, "client", "index.html"), "utf8");
for (const marker of ["<!--app-head-->", "<!--runtime-head-->", "<!--app-html-->"]) {
  if (!template.includes(marker)) throw new Error(`index.html lost its ${marker} marker`);
}
const { renderAll } = await import(pathToFileURL(path.join(dist, "server", "prerender.js")).href);
const { pages, notFound } = await renderAll();
const pagesDir = path.join(dist, "pages");
mkdirSync(pagesDir, { recursive: true });
const fill = (page) =>
  template.replace("<!--app-head-->", page.head).replace("<!--app-html-->", () => page.html);
const fileFor = (pagePath) =>
  pagePath === "/" ? "index.html" : `${pagePath.slice(1).replaceAll("/", "__")}.html`;
const manifest = { pages: [], notFound: "404.html" };
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
