#!/usr/bin/env node
// `npm run bench`: every benchmark under bench/, each printing its figures and target. Builds
// first when the build is missing or older than the sources, so the startup figure never times a
// build. Not part of `npm test`: figures, not pass/fail gates for CI.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildState } from "./build-fresh.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
if (buildState(root) !== "fresh") {
  spawnSync(process.execPath, [path.join(root, "scripts", "build.mjs")], {
    cwd: root,
    stdio: "inherit",
  });
}
const only = process.argv.slice(2);
const benches = readdirSync(path.join(root, "bench"))
  .filter((file) => file.endsWith(".mjs"))
  .filter((file) => only.length === 0 || only.some((name) => file.includes(name)));
// Every target's line (bench/lib/server.mjs `report`), gathered for the summary at the end.
const summaryDir = mkdtempSync(path.join(tmpdir(), "ninefold-bench-summary-"));
const summary = path.join(summaryDir, "targets.txt");
let failed = 0;
for (const file of benches) {
  console.log(`\n▶ bench/${file}`);
  const result = spawnSync(process.execPath, [path.join(root, "bench", file)], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, BENCH_SUMMARY: summary },
  });
  if (result.status !== 0) failed += 1;
}
const lines = existsSync(summary) ? readFileSync(summary, "utf8").trim().split("\n") : [];
rmSync(summaryDir, { recursive: true, force: true });
if (lines.length > 0) console.log(`\nEvery target, figure and verdict:\n${lines.join("\n")}`);
console.log(`\n${benches.length - failed} of ${benches.length} benchmarks met their targets.`);
process.exitCode = failed > 0 ? 1 : 0;
