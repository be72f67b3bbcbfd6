// Target (issue 26; issue 2 set 50%): requests per second for the prerendered landing page
// ≥ 80% of a bare node:http server serving the same bytes from memory, both measured with
// autocannon in this run.
import { spawn } from "node:child_process";
import http from "node:http";
import autocannon from "autocannon";
import { freePort, report, startServer, waitFor } from "./lib/server.mjs";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 50;
const HEADERS = { "accept-encoding": "br, gzip" };

function measure(url) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: CONNECTIONS, duration: DURATION_S, headers: HEADERS },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

const server = await startServer();
await waitFor(`${server.url}/api/health`);
// The exact bytes on the wire (fetch would decompress them).
const { body, headers } = await new Promise((resolve, reject) => {
  http
    .get(`${server.url}/`, { headers: HEADERS }, (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () => {
        const keep = ["content-type", "content-encoding", "cache-control", "etag", "vary"];
        resolve({
          body: Buffer.concat(chunks),
          headers: Object.fromEntries(
            keep.filter((h) => res.headers[h]).map((h) => [h, res.headers[h]]),
          ),
        });
      });
    })
    .on("error", reject);
});

// The baseline: the same bytes and headers, from memory, in a bare node:http process.
const barePort = await freePort();
const bare = spawn(
  process.execPath,
  [
    "-e",
    `const body = Buffer.from(process.env.BODY, "base64"); const headers = JSON.parse(process.env.HEADERS);
     require("node:http").createServer((req, res) => { res.writeHead(200, headers); res.end(body); })
       .listen(${barePort}, "127.0.0.1");`,
  ],
  {
    env: { ...process.env, BODY: body.toString("base64"), HEADERS: JSON.stringify(headers) },
    stdio: "inherit",
  },
);
await waitFor(`http://127.0.0.1:${barePort}/`);

await measure(`${server.url}/`); // warm-up
const baseline = await measure(`http://127.0.0.1:${barePort}/`);
const ours = await measure(`${server.url}/`);
bare.kill();
await server.stop();

const ratio = ours.requests.average / baseline.requests.average;
console.log(
  `      bare node:http: ${Math.round(baseline.requests.average)} req/s; Ninefold: ${Math.round(ours.requests.average)} req/s (p99 latency ${ours.latency.p99} ms), ${body.length} bytes per response (${headers["content-encoding"] ?? "identity"})`,
);
process.exitCode = report(
  "landing page req/s vs bare node:http",
  `${(ratio * 100).toFixed(0)}`,
  "%",
  "≥ 80%",
  ratio >= 0.8,
)
  ? 0
  : 1;
