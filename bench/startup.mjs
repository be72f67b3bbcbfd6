// Target (issue 2): after a build, `npm start` answers within 3 s.
// Measures `npm start` (scripts/start.mjs: build check, then the server) from spawn to the first
// answer of GET /, on a new data folder (PGlite initialises it) and on an existing one.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { report, startServer, waitFor } from "./lib/server.mjs";

const dataDir = mkdtempSync(path.join(tmpdir(), "ninefold-bench-start-"));
let ok = true;
for (const label of ["new data folder", "existing data folder"]) {
  const server = await startServer({ command: ["scripts/start.mjs"], dataDir });
  const pageMs = await waitFor(`${server.url}/`);
  const apiMs = await waitFor(`${server.url}/api/health`);
  ok =
    report(
      `npm start → first page (${label})`,
      Math.round(pageMs),
      "ms",
      "< 3000 ms",
      pageMs < 3000,
    ) && ok;
  console.log(
    `      npm start → /api/health with the database ready (${label}): ${Math.round(apiMs)} ms`,
  );
  await server.stop();
}
rmSync(dataDir, { recursive: true, force: true });
process.exitCode = ok ? 0 : 1;
