#!/usr/bin/env node
// `npm test`: typecheck, lint (Biome, then the dependency rules of .dependency-cruiser.cjs), a
// production build, unit and integration tests (the crash tests start the build), end-to-end tests
// in Chromium against it, then check:module-unit (a real tenth module from one folder and one
// registry line, removed again). The typecheck (one core: tsc is single-threaded) runs beside the
// lint and the build (decision 038). Stops at the first failing step, stopping a step running
// beside it. An interrupted run stops the running steps first (check:module-unit then restores
// the tree).
import { spawn } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);
/** The typecheck's record of what it checked (shared with scripts/check-module-unit.mjs). */
const TSBUILDINFO = path.join("reports", "tsconfig.tsbuildinfo");

/**
 * The steps in order; a step that is a list of sequences runs those sequences side by side, each
 * of its steps in turn, and is done when all of them are.
 */
const steps = [
  [
    // Incremental into reports/ (emptied below): check:module-unit's typecheck at the end starts
    // from this one and checks again only what its two edits affect.
    [
      [
        "typecheck",
        bin("tsc"),
        ["--noEmit", "-p", "tsconfig.json", "--incremental", "--tsBuildInfoFile", TSBUILDINFO],
      ],
    ],
    [
      ["lint", bin("biome"), ["check", "."]],
      [
        "dependency rules",
        bin("depcruise"),
        ["src", "--config", ".dependency-cruiser.cjs", "--output-type", "err"],
      ],
      // Built before the tests: the crash tests run the built server (dist/server/main.js).
      ["build", process.execPath, [path.join(root, "scripts", "build.mjs")]],
    ],
  ],
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

/** The running steps' processes. */
const running = new Set();
let failed = false;
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  // The steps get the signal and clean up after themselves (check:module-unit restores the tree);
  // this process exits once they have.
  process.on(signal, () => {
    if (running.size === 0) process.exit(130);
    for (const child of running) child.kill(signal);
  });
}

/** Runs one step; resolves with its exit status. A failure stops the steps running beside it. */
async function run([name, command, args]) {
  if (failed) return 1;
  const started = performance.now();
  console.log(`\n▶ ${name}`);
  const status = await new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: "inherit" });
    running.add(child);
    child.on("error", () => resolve(1));
    child.on("exit", (code) => {
      running.delete(child);
      resolve(code ?? 1);
    });
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (status !== 0) {
    if (!failed) console.error(`✖ ${name} failed after ${seconds} s`);
    failed = true;
    for (const child of running) child.kill("SIGTERM");
    return status;
  }
  console.log(`✔ ${name} (${seconds} s)`);
  return 0;
}

for (const step of steps) {
  const status =
    typeof step[0] === "string"
      ? await run(step)
      : Math.max(
          ...(await Promise.all(
            step.map(async (sequence) => {
              for (const inner of sequence) {
                const code = await run(inner);
                if (code !== 0) return code;
              }
              return 0;
            }),
          )),
        );
  if (status !== 0) {
    console.log(`\ntests: ${counts()}`);
    process.exit(status);
  }
}
console.log(`\ntests: ${counts()}`);
