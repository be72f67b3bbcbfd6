// Starts the built server as a child process on a free port and waits until it answers.
import { spawn } from "node:child_process";
import { appendFileSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

export function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function waitFor(url, timeoutMs = 30_000) {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** `command` defaults to the built server; `dataDir` defaults to a fresh temporary folder. */
export async function startServer({ command = ["dist/server/main.js"], dataDir, env = {} } = {}) {
  const port = await freePort();
  const ownDir = dataDir ? undefined : mkdtempSync(path.join(tmpdir(), "ninefold-bench-"));
  const started = performance.now();
  const child = spawn(process.execPath, command, {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir ?? ownDir,
      LOG_LEVEL: "warn",
      ...env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  return {
    child,
    url,
    started,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      if (ownDir) rmSync(ownDir, { recursive: true, force: true });
    },
  };
}

/**
 * Prints one target's figure and verdict. Under `npm run bench` (scripts/bench.mjs sets
 * BENCH_SUMMARY to a file) the line is also recorded for the closing summary.
 */
export function report(name, value, unit, target, pass) {
  const verdict = pass ? "PASS" : "FAIL";
  const line = `${verdict}  ${name}: ${value} ${unit} (target ${target})`;
  console.log(line);
  if (process.env.BENCH_SUMMARY) appendFileSync(process.env.BENCH_SUMMARY, `${line}\n`);
  return pass;
}
