#!/usr/bin/env node
// `npm start`: builds when the build is missing or older than the sources, then serves.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const stamp = path.join(root, "dist", ".build-stamp");
const SOURCES = [
  "src",
  "content",
  "public",
  "drizzle",
  "index.html",
  "vite.config.ts",
  "package-lock.json",
];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (newest, name) => Math.max(newest, newestMtime(path.join(target, name))),
    stat.mtimeMs,
  );
}

const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
const sources = Math.max(...SOURCES.map((source) => newestMtime(path.join(root, source))));
if (built < sources) {
  console.log(
    built === 0 ? "No build yet: building…" : "Sources changed since the last build: building…",
  );
  const result = spawnSync(process.execPath, [path.join(root, "scripts", "build.mjs")], {
    cwd: root,
    stdio: "inherit",
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The server runs in this process, so signals (SIGTERM from a supervisor) reach it directly.
await import(pathToFileURL(path.join(root, "dist", "server", "main.js")).href);
