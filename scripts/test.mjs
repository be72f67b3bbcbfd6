#!/usr/bin/env node
// `npm test`: typecheck, lint, unit and integration tests, a production build, then end-to-end
// tests in Chromium against it. Stops at the first failing step.
import { spawnSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);

const steps = [
  ["typecheck", bin("tsc"), ["--noEmit", "-p", "tsconfig.json"]],
  ["lint", bin("biome"), ["check", "."]],
  ["unit and integration tests", bin("vitest"), ["run"]],
  ["build", process.execPath, [path.join(root, "scripts", "build.mjs")]],
  ["end-to-end tests", bin("playwright"), ["test"]],
];

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromium)) {
  console.error(`Chromium is missing at ${chromium}: install it (apt-get install -y chromium).`);
  process.exit(1);
}
rmSync(path.join(root, "data", "e2e"), { recursive: true, force: true });

for (const [name, command, args] of steps) {
  const started = performance.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit" });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds} s)`);
}
