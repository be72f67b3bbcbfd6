// Whether dist/ is older than what it is built from: `npm start` and `npm run bench` build first
// when it is, so a benchmark never times a build (a run of check:module-unit touches src/).
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

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

/** "missing" with no build, "stale" when a source changed after it, else "fresh". */
export function buildState(root) {
  const stamp = path.join(root, "dist", ".build-stamp");
  const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  if (built === 0) return "missing";
  const sources = Math.max(...SOURCES.map((source) => newestMtime(path.join(root, source))));
  return built < sources ? "stale" : "fresh";
}
