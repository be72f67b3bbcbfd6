#!/usr/bin/env node
// `npm start`: builds when the build is missing or older than the sources, then serves.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { buildState } from "./build-fresh.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const state = buildState(root);
if (state !== "fresh") {
  console.log(
    state === "missing"
      ? "No build yet: building…"
      : "Sources changed since the last build: building…",
  );
  const result = spawnSync(process.execPath, [path.join(root, "scripts", "build.mjs")], {
    cwd: root,
    stdio: "inherit",
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The server runs in this process, so signals (SIGTERM from a supervisor) reach it directly.
await import(pathToFileURL(path.join(root, "dist", "server", "main.js")).href);
