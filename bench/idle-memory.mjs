// Targets (issue 26; issue 2 set < 250 MB): idle resident memory of the server with PGlite
// ≤ 200 MB after a restart, and ≤ 350 MB on the first start (a new data folder).
// Reads VmRSS of the server process 5 s after it became ready, on a new data folder (the first
// start, when Postgres' initdb also runs) and then on the same folder again (a restart: the
// steady state). VmHWM, the process's peak, is printed beside each.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { report, startServer, waitFor } from "./lib/server.mjs";

function memoryMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field) => Number(status.match(new RegExp(`${field}:\\s+(\\d+) kB`))[1]);
  return { rss: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
}

const dataDir = mkdtempSync(path.join(tmpdir(), "ninefold-bench-mem-"));
const results = {};
for (const label of ["first", "restart"]) {
  const server = await startServer({ dataDir });
  await waitFor(`${server.url}/api/health`, 120_000);
  await fetch(`${server.url}/`);
  await new Promise((resolve) => setTimeout(resolve, 5000));
  results[label] = memoryMb(server.child.pid);
  await server.stop();
}
rmSync(dataDir, { recursive: true, force: true });
const { first, restart } = results;
const restartOk = report(
  "idle RSS with PGlite, after a restart",
  restart.rss.toFixed(0),
  `MB (peak ${restart.peak.toFixed(0)} MB; removed: V8's optimised second compilation of ` +
    "PGlite's WebAssembly, about 50 MB, by compiling it with the baseline compiler only; was 245 MB)",
  "≤ 200 MB",
  restart.rss <= 200,
);
const firstOk = report(
  "idle RSS with PGlite, first start on a new data folder",
  first.rss.toFixed(0),
  `MB (peak ${first.peak.toFixed(0)} MB; removed: initdb's WebAssembly memory, about 430 MB, ` +
    "which a WebAssembly memory never gives back: initdb now runs in a child process that exits; " +
    "neither the migrations, the knowledge base nor the status history held it; was 715 MB)",
  "≤ 350 MB",
  first.rss <= 350,
);
process.exitCode = restartOk && firstOk ? 0 : 1;
