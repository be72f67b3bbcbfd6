// Target (issue 2): idle resident memory of the server with PGlite < 250 MB.
// Reads VmRSS of the server process 5 s after it became ready, on an existing data folder (a
// restart: the steady state) and on a new one (the first start, when PGlite also runs initdb).
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { report, startServer, waitFor } from "./lib/server.mjs";

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(status.match(/VmRSS:\s+(\d+) kB/)[1]) / 1024;
}

const dataDir = mkdtempSync(path.join(tmpdir(), "ninefold-bench-mem-"));
const results = {};
for (const label of ["first start (new data folder)", "restart (existing data folder)"]) {
  const server = await startServer({ dataDir });
  await waitFor(`${server.url}/api/health`);
  await fetch(`${server.url}/`);
  await new Promise((resolve) => setTimeout(resolve, 5000));
  results[label] = rssMb(server.child.pid);
  await server.stop();
}
rmSync(dataDir, { recursive: true, force: true });
const steady = results["restart (existing data folder)"];
console.log(
  `      first start (new data folder): ${results["first start (new data folder)"].toFixed(0)} MB`,
);
process.exitCode = report(
  "idle RSS with PGlite, after a restart",
  steady.toFixed(0),
  "MB",
  "< 250 MB",
  steady < 250,
)
  ? 0
  : 1;
