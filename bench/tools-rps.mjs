// Target (issue 26; issue 4 set 30%): POST /api/generate-ideas over HTTP reaches at least 40%
// of the requests per second of GET /api/health in the same run (both touch the database: a rate-limit count or a
// round trip), measured with autocannon against the built server.
import autocannon from "autocannon";
import { report, startServer, waitFor } from "./lib/server.mjs";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 20;
const IDEAS = JSON.stringify({
  interests: "dogs, hiking and outdoor gear",
  skills: "python, marketing, photography",
  industry: "Technology",
  budget: "10k-50k",
  timeCommitment: "part-time",
  businessModel: ["SaaS", "E-commerce", "Subscription"],
  businessType: "online",
});

function measure(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

const server = await startServer({
  env: { TOOLS_RATE_LIMIT_PER_MINUTE: "10000000", TOOLS_RATE_LIMIT_PER_DAY: "100000000" },
});
await waitFor(`${server.url}/api/health`);
const ideas = {
  url: `${server.url}/api/generate-ideas`,
  method: "POST",
  headers: { "content-type": "application/json" },
  body: IDEAS,
};
// Three alternating rounds; the median ratio is reported (single rounds vary by ±30% here).
const ROUNDS = 3;
try {
  await measure({ ...ideas, duration: 2 }); // warm-up
  const ratios = [];
  let errors = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const health = await measure({ url: `${server.url}/api/health` });
    const generate = await measure(ideas);
    errors += generate.non2xx + generate.errors;
    ratios.push(generate.requests.average / health.requests.average);
    console.log(
      `      round ${round + 1}: GET /api/health ${Math.round(health.requests.average)} req/s; POST /api/generate-ideas ${Math.round(generate.requests.average)} req/s (p99 ${generate.latency.p99} ms)`,
    );
  }
  const ratio = [...ratios].sort((a, b) => a - b)[Math.floor(ROUNDS / 2)];
  process.exitCode = report(
    "generate-ideas vs health",
    `${Math.round(ratio * 100)}%`,
    `of health's req/s (median of ${ROUNDS} rounds: ${ratios.map((r) => `${Math.round(r * 100)}%`).join(", ")}; ${errors} errors)`,
    "≥ 40%, no errors",
    ratio >= 0.4 && errors === 0,
  )
    ? 0
    : 1;
} finally {
  await server.stop();
}
