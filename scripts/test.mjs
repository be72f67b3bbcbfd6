#!/usr/bin/env node
// `npm test`: typecheck, lint (Biome, then the dependency rules of .dependency-cruiser.cjs), unit
// and integration tests, a production build, then end-to-end tests in Chromium against it.
// Stops at the first failing step.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);

const steps = [
  ["typecheck", bin("tsc"), ["--noEmit", "-p", "tsconfig.json"]],
  ["lint", bin("biome"), ["check", "."]],
  [
    "dependency rules",
    bin("depcruise"),
    ["src", "--config", ".dependency-cruiser.cjs", "--output-type", "err"],
  ],
  [
    "unit and integration tests",
    bin("vitest"),
    ["run", "--reporter=default", "--reporter=json", "--outputFile.json=reports/vitest.json"],
  ],
  ["build", process.execPath, [path.join(root, "scripts", "build.mjs")]],
  ["end-to-end tests", bin("playwright"), ["test"]],
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

for (const [name, command, args] of steps) {
  const started = performance.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit" });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${name} failed after ${seconds} s`);
    console.log(`\ntests: ${counts()}`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds} s)`);
}
console.log(`\ntests: ${counts()}`);
