// Targets (issue 26; issue 2 set 120 KB): the landing page's initial JavaScript ≤ 100 KB gzip,
// the dashboard's ≤ 110 KB; other routes lazy. Sums the gzip size of every script a prerendered
// page loads before it is interactive: its module script and modulepreloads (the page's own
// chunk included).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { report, root } from "./lib/server.mjs";

const dist = path.join(root, "dist");
const LANDING_LIMIT = 100 * 1024;
const DASHBOARD_LIMIT = 110 * 1024;

function initialJs(htmlFile) {
  const html = readFileSync(path.join(dist, "pages", htmlFile), "utf8");
  const files = new Set(
    [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]),
  );
  let bytes = 0;
  for (const file of files)
    bytes += gzipSync(readFileSync(path.join(dist, "client", file)), { level: 9 }).length;
  return { bytes, files: files.size };
}

const landing = initialJs("index.html");
const dashboard = initialJs("dashboard.html");
const landingOk = report(
  "landing page initial JS",
  (landing.bytes / 1024).toFixed(1),
  `KB gzip in ${landing.files} files`,
  "≤ 100 KB",
  landing.bytes <= LANDING_LIMIT,
);
const dashboardOk = report(
  "dashboard initial JS",
  (dashboard.bytes / 1024).toFixed(1),
  `KB gzip in ${dashboard.files} files`,
  "≤ 110 KB",
  dashboard.bytes <= DASHBOARD_LIMIT,
);
const ok = landingOk && dashboardOk;
for (const file of readdirSync(path.join(dist, "pages")).filter(
  (f) => f.endsWith(".html") && f !== "index.html" && f !== "dashboard.html",
)) {
  const page = initialJs(file);
  console.log(`      ${file}: ${(page.bytes / 1024).toFixed(1)} KB gzip in ${page.files} files`);
}
process.exitCode = ok ? 0 : 1;
