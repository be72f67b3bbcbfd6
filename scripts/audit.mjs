#!/usr/bin/env node
// `npm run audit`: npm's advisory check, failing on any high or critical advisory
// (docs/decisions/020-dependency-audit.md). Where the registry's advisory endpoint cannot be
// reached (this project's build machines answer it 405) it says so plainly and exits 2, so an
// unreachable check is never read as a clean one.
import { spawnSync } from "node:child_process";

const result = spawnSync("npm", ["audit", "--audit-level=high", "--json"], {
  encoding: "utf8",
  shell: process.platform === "win32",
});
let report;
try {
  report = JSON.parse(result.stdout);
} catch {
  report = undefined;
}
if (!report?.metadata?.vulnerabilities) {
  const reason = (result.stderr || result.stdout || "").trim().split("\n").slice(-3).join("\n");
  console.error(`npm audit could not reach the advisory endpoint:\n${reason}`);
  console.error("The audit did NOT run. Run it where registry.npmjs.org's advisories answer.");
  process.exit(2);
}
const counts = report.metadata.vulnerabilities;
console.log(
  `advisories: critical ${counts.critical}, high ${counts.high}, moderate ${counts.moderate}, low ${counts.low}`,
);
for (const [name, entry] of Object.entries(report.vulnerabilities ?? {})) {
  if (entry.severity === "high" || entry.severity === "critical") {
    console.log(`  ${entry.severity}: ${name} ${entry.range}`);
  }
}
process.exit(counts.high + counts.critical > 0 ? 1 : 0);
