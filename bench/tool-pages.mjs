// Targets (issues 5, 13 and 14), for each free tool page and each planning module's page (signed in) in Chromium against the built server and its real
// offline engine:
//  (a) the page's JavaScript before any export ≤ 150 KB gzip: the prerendered page's scripts and
//      modulepreloads plus every chunk the browser fetches until the first result is on screen
//      (the result schema, …), with the PDF and Word exporters in none of them;
//  (b) from the response's arrival to the result painted < 100 ms: the pages' own performance
//      marks (`<tool>:response` once the body is read and checked, `<tool>:painted` in the next
//      animation frame after React committed the result), median of RUNS submissions.
// DIST_DIR picks the build (default dist/).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { createEmailVerificationToken } from "better-auth/api";
import { report, root, startServer, waitFor } from "./lib/server.mjs";

const DIST = process.env.DIST_DIR ?? "dist";
const RUNS = Number(process.env.TOOL_PAGE_RUNS ?? 7);
const JS_LIMIT = 150 * 1024;
const PAINT_LIMIT_MS = 100;
const ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const TOOLS = [
  {
    name: "idea generator",
    path: "/tools/idea-generation-tool",
    marks: "ideas",
    async submit(page) {
      await page.getByLabel("Your interests").fill("dogs, hiking, local food");
      await page.getByLabel("Your skills").fill("python, marketing");
      await page.getByRole("button", { name: "Generate Ideas" }).click();
    },
  },
  {
    name: "market analysis",
    path: "/tools/market-analysis-tool",
    marks: "market-analysis",
    async submit(page) {
      await page.getByRole("textbox", { name: "Business idea" }).fill("Booking app for groomers");
      await page.getByRole("combobox", { name: "Industry" }).selectOption("Technology");
      await page.getByRole("textbox", { name: "Target market" }).fill("Independent dog groomers");
      await page.getByRole("button", { name: "Analyze Market" }).click();
    },
  },
  {
    name: "customer discovery",
    path: "/tools/customer-discovery-tool",
    marks: "customer-discovery",
    async submit(page) {
      await page
        .getByRole("textbox", { name: "Business idea" })
        .fill("A resale app where parents sell outgrown kids' clothes to parents nearby");
      await page.getByRole("button", { name: "Start AI Customer Discovery" }).click();
    },
  },
  // The planning modules (issue 13): a signed-in founder's first plan, from the idea alone.
  ...[
    ["strategic plan", "/strategic-planning", "strategic-planning"],
    ["product plan", "/product-development", "product-development"],
    ["go-to-market plan", "/go-to-market", "go-to-market"],
    ["team plan", "/team-planning", "team-planning"],
    ["financial and legal plan", "/it-financial-legal", "it-financial-legal"],
    ["iteration plan", "/iteration-scaling", "iteration-scaling"],
  ].map(([name, toolPath, marks]) => ({
    name,
    path: toolPath,
    marks,
    signedIn: true,
    async submit(page) {
      await page
        .getByRole("textbox", { name: "Business idea" })
        .fill("ShiftWise: ICU nurse scheduling software for community hospitals");
      await page.getByRole("button", { name: /^Generate .*Plan$/ }).click();
    },
  })),
];

const client = path.join(root, DIST, "client");
const manifest = JSON.parse(readFileSync(path.join(client, ".vite", "manifest.json"), "utf8"));

/** The exporters' chunks and everything only they import (jsPDF's html2canvas, …). */
function exporterFiles() {
  const files = new Set();
  const visit = (key) => {
    const entry = manifest[key];
    if (!entry || files.has(`/${entry.file}`)) return;
    files.add(`/${entry.file}`);
    for (const next of [...(entry.imports ?? []), ...(entry.dynamicImports ?? [])]) {
      // Shared chunks (the document model, the runtime) are not the exporters' own.
      if (/node_modules|export\//.test(next)) visit(next);
    }
  };
  visit("src/web/lib/export/pdf.ts");
  visit("src/web/lib/export/docx.ts");
  return files;
}
const EXPORTERS = exporterFiles();
/** Chunk files are named by hash alone (vite.config.ts): the manifest gives them back a name. */
const NAMES = new Map(
  Object.entries(manifest).map(([key, entry]) => [`/${entry.file}`, entry.name ?? key]),
);
const named = (file) => (NAMES.has(file) ? `${file} (${NAMES.get(file)})` : file);
if (EXPORTERS.size < 2) throw new Error("The build has no PDF and Word exporter chunks.");
/** Text only the PDF and Word libraries carry, in case a bundler change inlines them. */
const LIBRARY_SIGNATURES = ["jsPDF", "wordprocessingml.document.main"];

const gzipCache = new Map();
function gzipBytes(urlPath) {
  if (!gzipCache.has(urlPath)) {
    const file = path.join(client, urlPath);
    const bytes = existsSync(`${file}.gz`)
      ? readFileSync(`${file}.gz`).length
      : gzipSync(readFileSync(file), { level: 9 }).length;
    const text = readFileSync(file, "utf8");
    gzipCache.set(urlPath, {
      bytes,
      library: LIBRARY_SIGNATURES.some((signature) => text.includes(signature)),
    });
  }
  return gzipCache.get(urlPath);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The server's auth secret, so the bench can sign a founder's confirmation link. */
const AUTH_SECRET = "bench-secret-bench-secret-bench-secret-0123";

const server = await startServer({
  command: [path.join(DIST, "server", "main.js")],
  env: {
    BETTER_AUTH_SECRET: AUTH_SECRET,
    DIST_DIR: DIST,
    TOOLS_RATE_LIMIT_PER_MINUTE: "100000",
    TOOLS_RATE_LIMIT_PER_DAY: "100000",
    EVENTS_RATE_LIMIT_PER_MINUTE: "100000",
  },
});
await waitFor(`${server.url}/api/health`);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ARGS });
let ok = true;
try {
  for (const tool of TOOLS) {
    const context = await browser.newContext();
    if (tool.signedIn) {
      const email = `bench-${tool.marks}-${Date.now()}@example.com`;
      const response = await context.request.post(`${server.url}/api/auth/sign-up/email`, {
        headers: { Origin: server.url },
        data: {
          firstName: "Bench",
          lastName: "Founder",
          email,
          password: "correct horse battery staple",
          acceptTerms: true,
        },
      });
      if (!response.ok()) throw new Error(`sign-up failed: ${await response.text()}`);
      // Signed in by the link the sign-up mails (decision 028), signed with the server's secret.
      const token = await createEmailVerificationToken(AUTH_SECRET, email);
      const confirmed = await context.request.get(
        `${server.url}/api/auth/verify-email?token=${token}`,
        { maxRedirects: 0 },
      );
      if (confirmed.status() !== 302) throw new Error(`confirming answered ${confirmed.status()}`);
    }
    const page = await context.newPage();
    const scripts = new Set();
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith("/assets/") && url.pathname.endsWith(".js")) {
        scripts.add(url.pathname);
      }
    });
    const durations = [];
    for (let run = 0; run < RUNS; run++) {
      await page.goto(`${server.url}${tool.path}`, { waitUntil: "load" });
      await tool.submit(page);
      const painted = `${tool.marks}:painted`;
      await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, painted, {
        timeout: 30_000,
      });
      durations.push(
        await page.evaluate(
          ({ response, painted }) => {
            const start = performance.getEntriesByName(response).at(-1);
            const end = performance.getEntriesByName(painted).at(-1);
            return end.startTime - start.startTime;
          },
          { response: `${tool.marks}:response`, painted },
        ),
      );
      // Whatever the first result pulled in lazily has arrived before the files are counted.
      if (run === 0) await page.waitForTimeout(500);
    }
    await context.close();

    let bytes = 0;
    const exporters = [];
    for (const script of scripts) {
      const { bytes: size, library } = gzipBytes(script);
      bytes += size;
      if (EXPORTERS.has(script) || library) exporters.push(script);
    }
    ok =
      report(
        `${tool.name}: JS before any export`,
        (bytes / 1024).toFixed(1),
        `KB gzip in ${scripts.size} files`,
        "≤ 150 KB",
        bytes <= JS_LIMIT,
      ) && ok;
    ok =
      report(
        `${tool.name}: PDF/Word libraries loaded before export`,
        exporters.length,
        exporters.length ? `files (${exporters.join(", ")})` : "files",
        "0",
        exporters.length === 0,
      ) && ok;
    if (process.env.TOOL_PAGE_VERBOSE) {
      const rows = [...scripts].map((file) => [gzipBytes(file).bytes, file]);
      for (const [size, file] of rows.sort((a, b) => b[0] - a[0])) {
        console.log(`      ${(size / 1024).toFixed(1).padStart(6)} KB  ${named(file)}`);
      }
    }
    const typical = median(durations);
    ok =
      report(
        `${tool.name}: response to result painted`,
        typical.toFixed(1),
        `ms median of ${RUNS} (min ${Math.min(...durations).toFixed(1)}, max ${Math.max(...durations).toFixed(1)})`,
        `< ${PAINT_LIMIT_MS} ms`,
        typical < PAINT_LIMIT_MS,
      ) && ok;
  }
  const exporterBytes = [...EXPORTERS].map((file) => ({ file, ...gzipBytes(file) }));
  for (const { file, bytes } of exporterBytes) {
    console.log(`      on export only: ${named(file)} ${(bytes / 1024).toFixed(1)} KB gzip`);
  }
} finally {
  await browser.close();
  await server.stop();
}
process.exitCode = ok ? 0 : 1;
