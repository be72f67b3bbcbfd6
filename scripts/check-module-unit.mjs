#!/usr/bin/env node
// `npm run check:module-unit`: a module is one folder and one registry line, shown with a real
// one. Copies the fixture module (src/modules/_fixtures/tenth-module) into src/modules/pitch-practice,
// adds its line to src/modules/registry.ts, then runs the typecheck, the lint, the unit tests that
// read the registry, the build (its service page prerendered, served with 200) and the
// accessibility spec for its pages. `git status --porcelain` must then list exactly those two
// paths: nothing else needed an edit. The module is removed again and registry.ts restored byte
// for byte, also when a step fails or the run is interrupted (Ctrl-C, SIGTERM). After a hard kill,
// `npm run check:module-unit -- --clean` removes what a run left behind.
import { execFileSync, spawn } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const FIXTURE = path.join(root, "src/modules/_fixtures/tenth-module");
const SLUG = "pitch-practice";
const TARGET = path.join(root, "src/modules", SLUG);
const REGISTRY = path.join(root, "src/modules/registry.ts");
const EXPORT_NAME = "pitchPracticeModule";
const IMPORT_LINE = `import { ${EXPORT_NAME} } from "./${SLUG}";`;
const SERVICE_PATH = `/services/${SLUG}`;
// Ports apart from the e2e suite's default (3210–3212), so both can run on one machine.
const E2E_PORT = Number(process.env.MODULE_UNIT_E2E_PORT ?? 3250);
const SERVE_PORT = E2E_PORT + 6;
const DIST_DIR = "dist-module-unit";

/** The unit tests that read the registry: routes, pages, content, endpoints, engines, exports. */
const UNIT_TESTS = [
  "src/modules/registry.test.ts",
  "src/modules/routes.test.ts",
  "src/modules/service-content.test.ts",
  "src/modules/documents.test.ts",
  "src/modules/engines.server.test.ts",
  "src/modules/sample-requests.server.test.ts",
  "src/web/pages/service-page/service-page.test.tsx",
  "src/server/ai/model/output-schema.test.ts",
  "src/integration/tenth-module.test.tsx",
];

const bin = (name) => path.join(root, "node_modules", ".bin", name);
const rel = (file) => path.relative(root, file);
const started = performance.now();
const seconds = (from) => ((performance.now() - from) / 1000).toFixed(1);

// ── The two edits, and their exact undoing ────────────────────────────────────────────────────

/** Every file of a folder, recursively, relative to it. */
function filesOf(dir, prefix = "") {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory()
      ? filesOf(full, path.join(prefix, name))
      : [path.join(prefix, name)];
  });
}

/**
 * The fixture's files in the module's real folder: a relative import that leaves the fixture's
 * folder ("../../define-module") is rewritten for the new depth ("../define-module"); imports
 * inside the folder stay as they are.
 */
function copyFixture() {
  for (const file of filesOf(FIXTURE)) {
    const from = path.join(FIXTURE, file);
    const to = path.join(TARGET, file);
    cpSync(from, to);
    if (!/\.(ts|tsx)$/.test(file)) continue;
    const source = readFileSync(from, "utf8");
    const moved = source.replace(
      /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(["'])(\.{1,2}\/[^"']*)\2/g,
      (whole, lead, quote, specifier) => {
        const target = path.resolve(path.dirname(from), specifier);
        if (target === FIXTURE || target.startsWith(`${FIXTURE}${path.sep}`)) return whole;
        let next = path.relative(path.dirname(to), target).split(path.sep).join("/");
        if (!next.startsWith(".")) next = `./${next}`;
        return `${lead}${quote}${next}${quote}`;
      },
    );
    writeFileSync(to, moved);
  }
}

/** registry.ts with the module's line: its import in sorted place, its entry last in the list. */
function withModule(registry) {
  const lines = registry.split("\n");
  const imports = lines
    .map((line, index) => ({ index, source: /^import .* from "(\.\/[^"]+)";$/.exec(line)?.[1] }))
    .filter((item) => item.source !== undefined);
  if (imports.length === 0) throw new Error("registry.ts has no module imports");
  const after = imports.find((item) => item.source > `./${SLUG}`);
  lines.splice(after ? after.index : imports.at(-1).index + 1, 0, IMPORT_LINE);
  const close = lines.findLastIndex((line) => /^\s*\]\);$/.test(line));
  const last = lines[close - 1];
  if (close < 0 || !last || !/^\s+\w+,$/.test(last)) {
    throw new Error("registry.ts: cannot find the end of the makeRegistry([...]) list");
  }
  lines.splice(close, 0, `${/^\s+/.exec(last)[0]}${EXPORT_NAME},`);
  return lines.join("\n");
}

/** registry.ts without the module's line (what --clean and an interrupted run restore). */
function withoutModule(registry) {
  return registry
    .split("\n")
    .filter((line) => line !== IMPORT_LINE && line.trim() !== `${EXPORT_NAME},`)
    .join("\n");
}

function porcelain() {
  return execFileSync("git", ["status", "--porcelain"], { cwd: root, encoding: "utf8" })
    .split("\n")
    .filter(Boolean);
}

let originalRegistry;
let added = false;

function removeModule() {
  if (!added) return;
  rmSync(TARGET, { recursive: true, force: true });
  writeFileSync(
    REGISTRY,
    originalRegistry ?? withoutModule(readFileSync(REGISTRY, "utf8")),
    "utf8",
  );
  added = false;
  console.log(`\n↺ removed ${rel(TARGET)}/ and restored ${rel(REGISTRY)}`);
}

// ── Steps ─────────────────────────────────────────────────────────────────────────────────────

let child;

/** Runs a command to its end; rejects, naming the step, when it fails. */
function run(name, command, args, env = {}) {
  console.log(`\n▶ ${name}`);
  const from = performance.now();
  return new Promise((resolve, reject) => {
    child = spawn(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      child = undefined;
      if (code === 0) {
        console.log(`✔ ${name} (${seconds(from)} s)`);
        resolve();
      } else
        reject(new Error(`${name} failed (${signal ?? `exit ${code}`}) after ${seconds(from)} s`));
    });
  });
}

/** The built server answers the module's service page: 200, prerendered, with its own copy. */
async function checkServed() {
  const name = `the built server answers ${SERVICE_PATH} with its prerendered page`;
  console.log(`\n▶ ${name}`);
  const from = performance.now();
  const pages = JSON.parse(
    readFileSync(path.join(root, DIST_DIR, "pages", "manifest.json"), "utf8"),
  );
  if (!pages.pages.some((page) => page.path === SERVICE_PATH)) {
    throw new Error(`${SERVICE_PATH} is not among the prerendered pages`);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), "module-unit-"));
  const origin = `http://127.0.0.1:${SERVE_PORT}`;
  child = spawn(process.execPath, [path.join(DIST_DIR, "server", "main.js")], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: String(SERVE_PORT),
      HOST: "127.0.0.1",
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      DIST_DIR,
      LOG_LEVEL: "warn",
    },
  });
  const server = child;
  try {
    let response;
    for (let attempt = 0; attempt < 150 && server.exitCode === null; attempt += 1) {
      response = await fetch(`${origin}${SERVICE_PATH}`).catch(() => undefined);
      if (response) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    if (!response) throw new Error("the built server did not answer");
    const html = await response.text();
    if (response.status !== 200) throw new Error(`${SERVICE_PATH} answered ${response.status}`);
    if (!html.includes(`data-rendered-path="${SERVICE_PATH}"`)) {
      throw new Error(`${SERVICE_PATH} answered 200 without its prerendered HTML`);
    }
    if (!/<h1[^>]*>Pitch Practice<\/h1>/.test(html)) {
      throw new Error(`${SERVICE_PATH}'s HTML lacks its service page's title`);
    }
    console.log(`✔ ${name}: 200, ${html.length} bytes (${seconds(from)} s)`);
    await databaseReady(origin, server);
  } finally {
    server.kill("SIGTERM");
    if (server.exitCode === null) await new Promise((resolve) => server.once("exit", resolve));
    child = undefined;
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 10 });
  }
}

/**
 * Waits (up to a minute) for the server's database: pages answer before it is ready, while a new
 * data folder is initialised in a child process (decision 034). Stopped before then on a loaded
 * machine, the server's shutdown timed out waiting for that child, which went on writing into the
 * folder as it was being removed (ENOTEMPTY).
 */
async function databaseReady(origin, server) {
  const until = performance.now() + 60_000;
  while (performance.now() < until && server.exitCode === null) {
    const response = await fetch(`${origin}/api/health`).catch(() => undefined);
    if (response?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function main() {
  if (process.argv.includes("--clean")) {
    added = existsSync(TARGET) || readFileSync(REGISTRY, "utf8").includes(IMPORT_LINE);
    if (!added) console.log("Nothing to clean.");
    removeModule();
    return;
  }
  if (existsSync(TARGET)) {
    throw new Error(
      `${rel(TARGET)} exists (left by an interrupted run?): npm run check:module-unit -- --clean`,
    );
  }
  const before = porcelain();
  if (before.some((line) => line.slice(3) === rel(REGISTRY))) {
    throw new Error(`${rel(REGISTRY)} has uncommitted changes: commit or stash them first`);
  }

  originalRegistry = readFileSync(REGISTRY, "utf8");
  added = true;
  copyFixture();
  writeFileSync(REGISTRY, withModule(originalRegistry), "utf8");
  console.log(`+ ${rel(TARGET)}/ (from ${rel(FIXTURE)}) and its line in ${rel(REGISTRY)}`);

  // Incremental from `npm test`'s own typecheck when it ran first (reports/): only the files the
  // module and its registry line affect are checked again. Without it, a full check.
  await run("typecheck", bin("tsc"), [
    "--noEmit",
    "-p",
    "tsconfig.json",
    "--incremental",
    "--tsBuildInfoFile",
    path.join("reports", "tsconfig.tsbuildinfo"),
  ]);
  await run("lint", "npm", ["run", "--silent", "lint"]);
  await run("unit tests that read the registry", bin("vitest"), ["run", ...UNIT_TESTS]);
  await run("build", process.execPath, [path.join(root, "scripts", "build.mjs")], { DIST_DIR });
  await checkServed();
  rmSync(path.join(root, "data", `e2e-${E2E_PORT}`), { recursive: true, force: true });
  await run(
    `accessibility spec for ${SERVICE_PATH} and /${SLUG}`,
    bin("playwright"),
    ["test", "e2e/accessibility.spec.ts", "--grep", `/${SLUG}$`, "--reporter=list"],
    { DIST_DIR, E2E_PORT: String(E2E_PORT) },
  );

  const after = porcelain();
  const changed = after.filter((line) => !before.includes(line)).map((line) => line.slice(3));
  const expected = [`${rel(REGISTRY)}`, `${rel(TARGET)}/`];
  console.log(`\ngit status --porcelain, beside what was there before:\n  ${changed.join("\n  ")}`);
  if (changed.length !== 2 || !expected.every((item) => changed.includes(item))) {
    throw new Error(`expected exactly ${expected.join(" and ")}; found ${changed.length} path(s)`);
  }
  console.log("✔ exactly two paths: the module's folder and its registry line");
  return before;
}

// Interrupted: stop the running step, undo the edits, and exit as interrupted.
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    console.error(`\n✖ interrupted (${signal})`);
    child?.kill(signal);
    removeModule();
    rmSync(path.join(root, DIST_DIR), { recursive: true, force: true });
    process.exit(signal === "SIGINT" ? 130 : 143);
  });
}

try {
  const before = await main();
  if (before) {
    removeModule();
    const left = porcelain().filter((line) => !before.includes(line));
    if (left.length > 0) throw new Error(`the tree is not as it was: ${left.join(", ")}`);
    console.log(`✔ the tree is as it was (${rel(REGISTRY)} restored byte for byte)`);
  }
  if (!process.argv.includes("--clean")) {
    console.log(`\n✔ check:module-unit passed in ${seconds(started)} s`);
  }
} catch (error) {
  console.error(`\n✖ check:module-unit: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  removeModule();
  rmSync(path.join(root, DIST_DIR), { recursive: true, force: true });
}
