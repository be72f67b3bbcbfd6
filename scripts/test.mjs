#!/usr/bin/env node
// `npm test`: typecheck, lint (Biome, then the dependency rules of .dependency-cruiser.cjs), a
// production build, unit and integration tests (the crash tests start the build), end-to-end tests
// in Chromium against it, then check:module-unit (a real tenth module from one folder and one
// registry line, removed again). Stops at the first failing step. An interrupted run stops the
// running step first (check:module-unit then restores the tree).
import { spawn } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);
/** The typecheck's record of what it checked (shared with scripts/check-module-unit.mjs). */
const TSBUILDINFO = path.join("reports", "tsconfig.tsbuildinfo");

const steps = [
  // Incremental into reports/ (emptied below): check:module-unit's typecheck at the end starts
  // from this one and checks again only what its two edits affect.
  [
    "typecheck",
    bin("tsc"),
    ["--noEmit", "-p", "tsconfig.json", "--incremental", "--tsBuildInfoFile", TSBUILDINFO],
  ],
  ["lint", bin("biome"), ["check", "."]],
  [
    "dependency rules",
    bin("depcruise"),
    ["src", "--config", ".dependency-cruiser.cjs", "--output-type", "err"],
  ],
  // Built before the tests: the crash tests run the built server (dist/server/main.js).
  ["build", process.execPath, [path.join(root, "scripts", "build.mjs")]],
  [
    "unit and integration tests",
    bin("vitest"),
    ["run", "--reporter=default", "--reporter=json", "--outputFile.json=reports/vitest.json"],
  ],
  ["end-to-end tests", bin("playwright"), ["test"]],
  [
    "a tenth module from one folder and one registry line (check:module-unit)",
    process.execPath,
    [path.join(root, "scripts", "check-module-unit.mjs")],
  ],
];

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromium)) {
  console.error(`Chromium is missing at ${chromium}: install it (apt-get install -y chromium).`);
  process.exit(1);
}
rmSync(path.join(root, "data", `e2e-${process.env.E2E_PORT ?? 3210}`), {
  recursive: true,
  force: true,
});
rmSync(path.join(root, "reports"), { recursive: true, force: true });

/** Passed and failed counts from both runners' JSON reports, for one closing line. */
function counts() {
  const read = (file) => {
    try {
      return JSON.parse(readFileSync(path.join(root, "reports", file), "utf8"));
    } catch {
      return undefined;
    }
  };
  const vitest = read("vitest.json");
  const e2e = read("e2e.json");
  const passed = (vitest?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0);
  const failed =
    (vitest?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0) + (e2e?.stats?.flaky ?? 0);
  const skipped = (vitest?.numPendingTests ?? 0) + (e2e?.stats?.skipped ?? 0);
  return `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`;
}

let current;
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  // The step gets the signal and cleans up after itself (check:module-unit restores the tree);
  // this process exits once it has.
  process.on(signal, () => {
    if (!current) process.exit(130);
    current.kill(signal);
  });
}

for (const [name, command, args] of steps) {
  const started = performance.now();
  console.log(`\n▶ ${name}`);
  const status = await new Promise((resolve) => {
    current = spawn(command, args, { cwd: root, stdio: "inherit" });
    current.on("error", () => resolve(1));
    current.on("exit", (code) => resolve(code ?? 1));
  });
  current = undefined;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (status !== 0) {
    console.error(`✖ ${name} failed after ${seconds} s`);
    console.log(`\ntests: ${counts()}`);
    process.exit(status);
  }
  console.log(`✔ ${name} (${seconds} s)`);
}
console.log(`\ntests: ${counts()}`);
