// Target (issue 17): two instances of the built server on one PostgreSQL database, under mixed
// traffic from autocannon (50 connections for 60 s, half on each instance), answer every request
// (0 errors: any status outside 2xx/3xx, 429 included, or a socket error or timeout) with a p99
// latency under 250 ms over all requests.
//
// The traffic, each connection cycling through it in order (so every kind gets the same share of
// requests): public pages (/, a service page, /blog, /pricing); the three free tools' POST
// endpoints as a visitor; and, as one of LOAD_FOUNDERS founders signed up through the API
// beforehand (round robin; a session made on one instance is used on both), the workspace's
// project list (read twice per cycle), a project's title renamed (PATCH, a write) and a tool run
// saved into that project (`?project=`, a write; into an existing project so that each founder's
// list keeps its 3 projects over the run instead of growing by one every few seconds).
// The instances run as behind a load balancer (TRUST_PROXY=true), each visitor request naming one
// of 1000 client addresses in X-Forwarded-For, so the visitors' rate limits are counted per client
// as in production; the limits are raised (their usual env variables) so a 429 is a real fault.
//
// A fresh database `ninefold_load_<pid>` is created on LOAD_POSTGRES_URL's server (default
// postgres://postgres@127.0.0.1:5432/postgres; SKIP when none answers) and dropped at the end,
// also on failure or Ctrl-C. Knobs: LOAD_DURATION (seconds, default 60), LOAD_CONNECTIONS
// (default 50), LOAD_FOUNDERS (default 20), LOAD_CPU_PROF (a folder: both instances write a V8
// CPU profile there on exit, for Chrome DevTools). Needs a build (`npm run build`).
//
// autocannon keeps every connection busy (a closed loop), so the latencies are mostly queueing:
// on a small or shared machine they measure how many requests per second the CPUs allow. The
// load average and the CPU time per request printed beside them tell the two apart.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import autocannon from "autocannon";
import pg from "pg";
import { signUpFounder, trafficFor } from "./lib/load-traffic.mjs";
import { report, startServer, waitFor } from "./lib/server.mjs";

const DURATION_S = Number(process.env.LOAD_DURATION ?? 60);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 50);
const FOUNDERS = Number(process.env.LOAD_FOUNDERS ?? 20);
const ADMIN_URL = process.env.LOAD_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
/** A folder: the instances run with --cpu-prof and write their profiles there on exit. */
const PROFILE_DIR = process.env.LOAD_CPU_PROF;
const P99_TARGET_MS = 250;

const percentile = (sorted, p) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
const ms = (value) => (Number.isNaN(value) ? "–" : `${Math.round(value)}`);

const dbName = `ninefold_load_${process.pid}`;
const databaseUrl = (() => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${dbName}`;
  return url.toString();
})();

async function admin(statement) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return (await client.query(statement)).rows;
  } finally {
    await client.end();
  }
}

const servers = [];
/** The autocannon runs in progress: stopped first, so the instances have no connection to drain. */
const running = new Set();
let dbCreated = false;
let interrupted;
let cleaning;
function cleanUp() {
  cleaning ??= (async () => {
    for (const instance of running) instance.stop();
    await Promise.allSettled(servers.map((server) => server.stop()));
    if (dbCreated) {
      await admin(`drop database if exists ${dbName} with (force)`).catch((error) =>
        console.error(`could not drop ${dbName}: ${error.message}`),
      );
    }
  })();
  return cleaning;
}
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    interrupted = signal;
    console.error(`\n${signal}: stopping the servers and dropping ${dbName}`);
    cleanUp().finally(() => process.exit(130));
  });
}

/** The instances' shared auth secret; the bench signs founders' confirmation links with it. */
const AUTH_SECRET = randomBytes(32).toString("base64");

/** A process's CPU time so far in ms (user + system, Linux's /proc), or NaN elsewhere. */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in ticks
  } catch {
    return Number.NaN;
  }
}
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(", ");

/** One autocannon run against `server`; every response's latency recorded under its request. */
function drive(server, founders, connections, byName) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: server.url,
        connections,
        duration: DURATION_S,
        requests: trafficFor(server, founders),
      },
      (error, result) => {
        running.delete(instance);
        if (error) reject(error);
        else resolve(result);
      },
    );
    running.add(instance);
    instance.on("response", (client, statusCode, _bytes, responseTime) => {
      // The answered request is still the iterator's current one (no pipelining).
      const { kind, name } = client.requestIterator.currentRequest;
      let entry = byName.get(name);
      if (!entry) {
        entry = { kind, name, latencies: [], errors: 0, statuses: new Map() };
        byName.set(name, entry);
      }
      entry.latencies.push(responseTime);
      entry.statuses.set(statusCode, (entry.statuses.get(statusCode) ?? 0) + 1);
      if (statusCode < 200 || statusCode >= 400) entry.errors += 1;
    });
  });
}

function row(label, latencies, errors) {
  const sorted = Float64Array.from(latencies).sort();
  return `      ${label.padEnd(40)} ${String(sorted.length).padStart(7)} req ${String(errors).padStart(5)} err   p50 ${ms(percentile(sorted, 0.5)).padStart(4)}  p90 ${ms(percentile(sorted, 0.9)).padStart(4)}  p99 ${ms(percentile(sorted, 0.99)).padStart(4)} ms`;
}

try {
  try {
    await admin("select 1");
  } catch (error) {
    console.log(
      `SKIP  no PostgreSQL answers at ${ADMIN_URL} (${error.message}); set LOAD_POSTGRES_URL`,
    );
    process.exit(0);
  }
  await admin(`create database ${dbName}`);
  dbCreated = true;
  const env = {
    DATABASE_URL: databaseUrl,
    BETTER_AUTH_SECRET: AUTH_SECRET,
    TRUST_PROXY: "true",
    TOOLS_RATE_LIMIT_PER_MINUTE: "10000000",
    TOOLS_RATE_LIMIT_PER_DAY: "100000000",
    TOOLS_ACCOUNT_RATE_LIMIT_PER_MINUTE: "10000000",
    TOOLS_ACCOUNT_RATE_LIMIT_PER_DAY: "100000000",
    // The bench renames each founder's project as fast as it can: past the per-account limits.
    WORKSPACE_WRITES_PER_MINUTE: "10000000",
    WORKSPACE_WRITES_PER_DAY: "100000000",
    AUTH_SIGNUP_LIMIT_PER_HOUR: String(Math.max(20, FOUNDERS * 2)),
  };
  // Started together: the migrations take turns under PostgreSQL's advisory lock.
  const command = [
    ...(PROFILE_DIR ? ["--cpu-prof", `--cpu-prof-dir=${PROFILE_DIR}`] : []),
    "dist/server/main.js",
  ];
  servers.push(
    ...(await Promise.all([startServer({ command, env }), startServer({ command, env })])),
  );
  await Promise.all(servers.map((server) => waitFor(`${server.url}/api/health`, 60_000)));

  // Sign-ups hash at production strength (scrypt): a few at a time, alternating instances.
  const founders = [];
  for (let i = 0; i < FOUNDERS; i += 4) {
    const batch = [];
    for (let j = i; j < Math.min(FOUNDERS, i + 4); j++)
      batch.push(signUpFounder(servers[j % 2], j, AUTH_SECRET));
    founders.push(...(await Promise.all(batch)));
  }
  console.log(
    `      ${FOUNDERS} founders signed up; ${CONNECTIONS} connections for ${DURATION_S} s across 2 instances (${servers.map((s) => s.url).join(", ")})`,
  );

  const byName = new Map();
  const half = Math.ceil(CONNECTIONS / 2);
  const loadBefore = load();
  const cpuBefore = servers.map((server) => cpuMs(server.child.pid));
  const benchCpuBefore = process.cpuUsage();
  const results = await Promise.all([
    drive(servers[0], founders, half, byName),
    drive(servers[1], founders, CONNECTIONS - half, byName),
  ]);
  if (interrupted) throw new Error(`${interrupted}: the run was cut short, no figures`);
  const cpuUsed = servers.map((server, i) => cpuMs(server.child.pid) - cpuBefore[i]);
  const benchCpu = process.cpuUsage(benchCpuBefore);
  // The instances' PostgreSQL connections (pooled, so mostly the run's), when the server is local.
  const backends = await admin(
    `select pid from pg_stat_activity where datname = '${dbName}' and pid <> pg_backend_pid()`,
  );
  const localPostgres = ["127.0.0.1", "localhost", "[::1]"].includes(new URL(ADMIN_URL).hostname);
  const postgresCpu = localPostgres
    ? backends.reduce((sum, { pid }) => sum + cpuMs(pid), 0)
    : Number.NaN;

  const entries = [...byName.values()];
  // Socket errors and timeouts have no response, so they count in the totals only.
  const socketErrors = results.reduce((sum, r) => sum + r.errors, 0);
  const all = entries.flatMap((e) => e.latencies);
  const statusErrors = entries.reduce((sum, e) => sum + e.errors, 0);
  const errors = statusErrors + socketErrors;
  const overallP99 = percentile(Float64Array.from(all).sort(), 0.99);

  console.log(
    `      per request (${results.map((r, i) => `instance ${i + 1}: ${r.requests.total} req, ${r.errors} socket errors/timeouts`).join("; ")}):`,
  );
  for (const e of entries) console.log(row(e.name, e.latencies, e.errors));
  console.log("      per kind:");
  for (const kind of [...new Set(entries.map((e) => e.kind))]) {
    const ofKind = entries.filter((e) => e.kind === kind);
    console.log(
      row(
        kind,
        ofKind.flatMap((e) => e.latencies),
        ofKind.reduce((sum, e) => sum + e.errors, 0),
      ),
    );
  }
  console.log(row("all", all, statusErrors));
  const bad = entries.flatMap((e) =>
    [...e.statuses]
      .filter(([status]) => status < 200 || status >= 400)
      .map(([s, n]) => `${e.name} ${s}×${n}`),
  );
  if (bad.length > 0) console.log(`      error statuses: ${bad.join(", ")}`);
  console.log(
    `      ${all.length} responses, ${Math.round(all.length / DURATION_S)} req/s; ${errors} errors (${statusErrors} statuses outside 2xx/3xx, ${socketErrors} socket errors or timeouts)`,
  );
  // The machine's other work shows in the latencies: the load average says how busy it was, and
  // the CPU time per request (the instances', their PostgreSQL connections', autocannon's) does
  // not depend on it much.
  const perRequest = (t, n) => `${(t / 1000).toFixed(1)} s (${(t / n).toFixed(2)} ms/request)`;
  console.log(
    `      load average before ${loadBefore}, after ${load()} (${availableParallelism()} CPUs); CPU time: instances ${cpuUsed.map((t, i) => perRequest(t, results[i].requests.total)).join(" and ")}, their ${backends.length} PostgreSQL connections ${perRequest(postgresCpu, all.length)}, this process (autocannon) ${perRequest((benchCpu.user + benchCpu.system) / 1000, all.length)}`,
  );

  let ok = report(
    "requests in error",
    errors,
    `of ${all.length + socketErrors}`,
    "0",
    errors === 0,
  );
  ok =
    report(
      "p99 latency, all requests",
      ms(overallP99),
      `ms (p50 ${ms(percentile(Float64Array.from(all).sort(), 0.5))} ms)`,
      `< ${P99_TARGET_MS} ms`,
      overallP99 < P99_TARGET_MS,
    ) && ok;
  process.exitCode = ok ? 0 : 1;
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
