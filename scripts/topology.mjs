#!/usr/bin/env node
// `npm run topology`: compose.yaml's topology without Docker, on this machine. PostgreSQL (a fresh
// database on TOPOLOGY_POSTGRES_URL's server, default postgres://postgres@127.0.0.1:5432/postgres,
// dropped at the end), two instances of the built server (dist/server/main.js) on 127.0.0.1, and
// nginx (NGINX, default /usr/sbin/nginx, e.g. Debian's nginx-light) running deploy/nginx.conf.
// The config is not forked: a generated copy in a temporary folder swaps Docker's names for this
// machine's (no Docker DNS resolver; the upstream's `app:3000` becomes the two instances'
// addresses; `listen 80` a free port on 127.0.0.1), and every other line is the repository's.
//
// It then drives the load bench's traffic (bench/lib/load-traffic.mjs: pages, the free tools,
// founders' workspace reads and writes) through nginx with autocannon, SIGKILLs one instance
// halfway through, and prints the requests, the errors, the p99 latency and the kill. The promise
// checked: no request is lost beyond the ones in flight on the killed instance at the kill (nginx
// passes a request that found the instance gone on to the other; it never replays a POST that
// reached one). Exit 1 when an error falls outside that.
//
// Knobs: TOPOLOGY_DURATION (seconds, default 30), TOPOLOGY_CONNECTIONS (default 20),
// TOPOLOGY_FOUNDERS (default 8). Builds first when there is no build. Not part of `npm test`.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { signUpFounder, trafficFor } from "../bench/lib/load-traffic.mjs";
import { freePort, root, startServer, waitFor } from "../bench/lib/server.mjs";

const DURATION_S = Number(process.env.TOPOLOGY_DURATION ?? 30);
const CONNECTIONS = Number(process.env.TOPOLOGY_CONNECTIONS ?? 20);
const FOUNDERS = Number(process.env.TOPOLOGY_FOUNDERS ?? 8);
const ADMIN_URL =
  process.env.TOPOLOGY_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const NGINX = process.env.NGINX ?? "/usr/sbin/nginx";

/**
 * deploy/nginx.conf with this machine's addresses: the lines naming Docker's network are replaced,
 * and the script fails if they are no longer there (the config changed: this must follow it).
 */
export function adaptNginxConfig(config, { listen, upstreams }) {
  const replacements = [
    [/^[ \t]*resolver\s+127\.0\.0\.11\b[^;]*;[ \t]*$/m, "# (Docker's DNS resolver: not used here)"],
    [
      /^([ \t]*)server\s+app:3000\b([^;]*);[ \t]*$/m,
      (_line, indent, rest) =>
        upstreams
          .map((address) => `${indent}server ${address}${rest.replace(/\s+resolve\b/, "")};`)
          .join("\n"),
    ],
    [/^([ \t]*)listen\s+80;[ \t]*$/m, (_line, indent) => `${indent}listen ${listen};`],
  ];
  let adapted = config;
  for (const [pattern, replacement] of replacements) {
    if (!pattern.test(adapted)) throw new Error(`deploy/nginx.conf no longer matches ${pattern}`);
    adapted = adapted.replace(pattern, replacement);
  }
  return adapted;
}

/** The main config nginx needs around conf.d's file: everything in `dir`, in the foreground. */
function mainConfig(dir, included) {
  return `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${included};
}
`;
}

const percentile = (sorted, p) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

async function admin(statement) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return (await client.query(statement)).rows;
  } finally {
    await client.end();
  }
}

async function main() {
  if (!existsSync(NGINX)) throw new Error(`no nginx at ${NGINX} (apt-get install nginx-light)`);
  if (!existsSync(path.join(root, "dist", ".build-stamp"))) {
    spawnSync(process.execPath, [path.join(root, "scripts", "build.mjs")], {
      cwd: root,
      stdio: "inherit",
    });
  }
  const dir = mkdtempSync(path.join(tmpdir(), "ninefold-topology-"));
  const dbName = `ninefold_topology_${process.pid}`;
  const databaseUrl = new URL(ADMIN_URL);
  databaseUrl.pathname = `/${dbName}`;
  const servers = [];
  let nginx;
  let dbCreated = false;
  const cleanUp = async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx.once("exit", resolve));
      nginx.kill("SIGQUIT");
      await exited;
    }
    await Promise.allSettled(servers.map((server) => server.stop()));
    if (dbCreated) await admin(`drop database if exists ${dbName} with (force)`);
    rmSync(dir, { recursive: true, force: true });
  };
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.once(signal, () => cleanUp().finally(() => process.exit(130)));
  }

  try {
    await admin(`create database ${dbName}`);
    dbCreated = true;
    const nginxPort = await freePort();
    const publicUrl = `http://127.0.0.1:${nginxPort}`;
    const authSecret = randomBytes(32).toString("base64");
    const env = {
      DATABASE_URL: databaseUrl.toString(),
      BETTER_AUTH_SECRET: authSecret,
      PUBLIC_URL: publicUrl,
      TRUST_PROXY: "true",
      // nginx replaces X-Forwarded-For with its own client's address: every visitor here is
      // 127.0.0.1, so the per-client limits are raised to let the traffic through.
      TOOLS_RATE_LIMIT_PER_MINUTE: "10000000",
      TOOLS_RATE_LIMIT_PER_DAY: "100000000",
      TOOLS_ACCOUNT_RATE_LIMIT_PER_MINUTE: "10000000",
      TOOLS_ACCOUNT_RATE_LIMIT_PER_DAY: "100000000",
      AUTH_SIGNUP_LIMIT_PER_HOUR: String(Math.max(20, FOUNDERS * 2)),
      // The founders' renames are the traffic's writes: the per-account quotas let them through.
      WORKSPACE_WRITES_PER_MINUTE: "10000000",
      WORKSPACE_WRITES_PER_DAY: "100000000",
      SHUTDOWN_TIMEOUT_MS: "5000",
    };
    // Started together, as compose starts its replicas: the migrations take turns.
    servers.push(...(await Promise.all([startServer({ env }), startServer({ env })])));
    await Promise.all(servers.map((server) => waitFor(`${server.url}/api/health`, 60_000)));

    const upstreams = servers.map((server) => new URL(server.url).host);
    const conf = adaptNginxConfig(readFileSync(path.join(root, "deploy", "nginx.conf"), "utf8"), {
      listen: `127.0.0.1:${nginxPort}`,
      upstreams,
    });
    writeFileSync(path.join(dir, "default.conf"), conf);
    writeFileSync(path.join(dir, "nginx.conf"), mainConfig(dir, path.join(dir, "default.conf")));
    for (const temp of ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]) {
      mkdirSync(path.join(dir, temp));
    }
    nginx = spawn(NGINX, ["-p", dir, "-e", path.join(dir, "error.log"), "-c", "nginx.conf"], {
      stdio: ["ignore", "inherit", "inherit"],
    });
    await waitFor(`${publicUrl}/api/health`, 15_000);
    const front = { url: publicUrl };
    console.log(
      `      PostgreSQL ${databaseUrl.host}/${dbName}; instances ${upstreams.join(" and ")}; nginx ${nginxPort} (${NGINX}, deploy/nginx.conf)`,
    );

    const founders = [];
    for (let i = 0; i < FOUNDERS; i += 4) {
      const batch = [];
      for (let j = i; j < Math.min(FOUNDERS, i + 4); j++)
        batch.push(signUpFounder(front, j, authSecret));
      founders.push(...(await Promise.all(batch)));
    }
    console.log(
      `      ${FOUNDERS} founders signed up through nginx; ${CONNECTIONS} connections for ${DURATION_S} s; instance 2 is killed at ${DURATION_S / 2} s`,
    );

    const answers = []; // { sentAt, answeredAt, status, name }
    let killedAt;
    const started = performance.now();
    const run = new Promise((resolve, reject) => {
      const instance = autocannon(
        {
          url: publicUrl,
          connections: CONNECTIONS,
          duration: DURATION_S,
          requests: trafficFor(front, founders),
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      );
      instance.on("response", (client, status, _bytes, responseTime) => {
        const answeredAt = performance.now() - started;
        answers.push({
          sentAt: answeredAt - responseTime,
          answeredAt,
          status,
          name: client.requestIterator.currentRequest.name,
        });
      });
      instance.on("reqError", () => {
        answers.push({ sentAt: Number.NaN, answeredAt: performance.now() - started, status: 0 });
      });
    });
    const victim = servers[1];
    const kill = setTimeout(
      () => {
        killedAt = performance.now() - started;
        victim.child.kill("SIGKILL");
      },
      (DURATION_S * 1000) / 2,
    );
    const result = await run;
    clearTimeout(kill);

    const isError = (answer) => answer.status < 200 || answer.status >= 400;
    const inFlightAtKill = (answer) =>
      killedAt !== undefined && answer.sentAt <= killedAt && answer.answeredAt >= killedAt;
    const errors = answers.filter(isError);
    const inFlight = answers.filter(inFlightAtKill);
    const lost = errors.filter((answer) => !inFlightAtKill(answer));
    const latencies = Float64Array.from(answers.map((a) => a.answeredAt - a.sentAt)).sort();
    const after = answers.filter((a) => killedAt !== undefined && a.sentAt > killedAt);
    const byStatus = {};
    for (const answer of errors) {
      const key = `${answer.name ?? "socket error"} ${answer.status}`;
      byStatus[key] = (byStatus[key] ?? 0) + 1;
    }
    console.log(
      `      requests ${answers.length} (${Math.round(answers.length / DURATION_S)} req/s), errors ${errors.length}, p99 ${Math.round(percentile(latencies, 0.99))} ms (p50 ${Math.round(percentile(latencies, 0.5))} ms)`,
    );
    console.log(
      `      kill: instance 2 (pid ${victim.child.pid}) SIGKILLed at ${(killedAt / 1000).toFixed(1)} s; ${inFlight.length} requests in flight through nginx at that moment; ${after.length} requests sent after it, ${after.filter(isError).length} of them in error`,
    );
    if (errors.length > 0) console.log(`      errors: ${JSON.stringify(byStatus)}`);
    for (const answer of lost) {
      console.log(
        `      lost: ${answer.name ?? "socket error"} ${answer.status}, sent ${Math.round(answer.sentAt - killedAt)} ms after the kill, answered after ${Math.round(answer.answeredAt - answer.sentAt)} ms`,
      );
    }
    console.log(
      `      autocannon: ${result.requests.total} requests, ${result.errors} socket errors, ${result.timeouts} timeouts, non-2xx ${result.non2xx}`,
    );
    const ok = killedAt !== undefined && lost.length === 0 && result.timeouts === 0;
    console.log(
      `${ok ? "PASS" : "FAIL"}  requests lost beyond the ones in flight at the kill: ${lost.length} (target 0)`,
    );
    // What nginx saw: each kind of upstream failure it logged, counted.
    const nginxLog = readFileSync(path.join(dir, "error.log"), "utf8");
    const kinds = {};
    for (const line of nginxLog.split("\n")) {
      const kind = /\] \d+#\d+: \*\d+ ([^,(]+)/.exec(line)?.[1]?.trim();
      if (kind) kinds[kind] = (kinds[kind] ?? 0) + 1;
    }
    console.log(`      nginx error log: ${JSON.stringify(kinds)}`);
    process.exitCode = ok ? 0 : 1;
  } finally {
    await cleanUp();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
