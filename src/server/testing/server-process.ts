import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { projectRoot } from "../db/project-root";
import { TEST_AUTH_SECRET } from "./app-harness";
import { confirmationPath, signUpBody, TEST_ORIGIN } from "./browser";

/**
 * The server as a real Node process, for the tests of several instances, crashes and database
 * outages (src/integration/): started from source (src/server/dev.ts: the API without the built
 * site, so these run without a build), or the build itself (`built`, dist/server/main.js). Node runs tsx's loader in the same process,
 * so `kill()` with SIGKILL really kills the server (tsx's CLI would leave a child running).
 * Bound to 127.0.0.1 on a free port. Every process started here is killed when the test process
 * exits, whatever happens to the test.
 */

const root = projectRoot();
const TSX_LOADER = path.join(root, "node_modules", "tsx", "dist", "loader.mjs");

/** The origin the test servers call their own (PUBLIC_URL): requests send it as Origin. */
/** The PUBLIC_URL the processes run with: the origin the in-process test browser sends too. */
export const TEST_PUBLIC_URL = TEST_ORIGIN;

const running = new Set<ChildProcess>();
process.once("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** The process's stdout and stderr so far (pino's JSON lines), for assertions and failures. */
  output(): string;
  /** Whether the process is still running. */
  alive(): boolean;
  /** SIGTERM (graceful) or SIGKILL (a crash), then waits for the exit. Idempotent. */
  stop(signal?: "SIGTERM" | "SIGKILL"): Promise<void>;
}

/** Whether the build (`node scripts/build.mjs`) is there: dist/server/main.js and its stamp. */
export function isBuilt(rootDir: string = root): boolean {
  return (
    existsSync(path.join(rootDir, "dist", ".build-stamp")) &&
    existsSync(path.join(rootDir, "dist", "server", "main.js"))
  );
}

/**
 * Whether tests of the built server can run; when there is no build, says which are skipped
 * (`npm test` builds before it runs them). On CI a missing build fails instead.
 */
export function builtOrSkip(skipped: string): boolean {
  if (isBuilt()) return true;
  if (process.env.CI) {
    throw new Error(`CI is set but there is no build for ${skipped}: run node scripts/build.mjs`);
  }
  console.warn(`SKIPPED ${skipped}: there is no build (run node scripts/build.mjs).`);
  return false;
}

export interface StartOptions {
  /**
   * The built server (`node dist/server/main.js`, the site included) instead of the API from
   * source; `root` is the folder holding that dist/ (default: the repository).
   */
  built?: boolean | { root: string };
  /** DATA_DIR; default: a fresh temporary folder, removed by stop(). */
  dataDir?: string;
  /** DATABASE_URL and the rest: added to (and overriding) the defaults below. */
  env?: Record<string, string>;
  /** How long to wait for GET /api/health to answer 200. */
  timeoutMs?: number;
  /** False: return as soon as the process runs, without waiting for health (default true). */
  waitForHealth?: boolean;
}

/** The variables of the parent's environment a child may inherit (no DATABASE_URL, AI_*…). */
const INHERITED = ["PATH", "HOME", "TMPDIR", "LANG", "TZ", "SystemRoot"];

export async function startServerProcess(options: StartOptions = {}): Promise<ServerProcess> {
  const port = await freePort();
  const ownDir = options.dataDir ? undefined : mkdtempSync(path.join(tmpdir(), "ninefold-it-"));
  const inherited: Record<string, string> = {};
  for (const name of INHERITED) {
    const value = process.env[name];
    if (value !== undefined) inherited[name] = value;
  }
  const builtRoot =
    typeof options.built === "object" ? options.built.root : options.built ? root : undefined;
  const command = builtRoot
    ? [path.join(builtRoot, "dist", "server", "main.js")]
    : ["--import", TSX_LOADER, "src/server/dev.ts"];
  const child = spawn(process.execPath, command, {
    cwd: builtRoot ?? root,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...inherited,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: TEST_PUBLIC_URL,
      DATA_DIR: options.dataDir ?? ownDir ?? "",
      LOG_LEVEL: "warn",
      BETTER_AUTH_SECRET: TEST_AUTH_SECRET,
      SHUTDOWN_TIMEOUT_MS: "3000",
      ...options.env,
    },
  });
  running.add(child);
  let output = "";
  const keep = (chunk: Buffer) => {
    output += chunk.toString("utf8");
    // The last 200 KB is plenty to read a failure.
    if (output.length > 400_000) output = output.slice(-200_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    child.once("exit", () => {
      running.delete(child);
      resolve();
    });
  });
  const alive = () => child.exitCode === null && child.signalCode === null;
  const url = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    url,
    child,
    output: () => output,
    alive,
    async stop(signal = "SIGTERM") {
      if (alive()) child.kill(signal);
      await exited;
      if (ownDir) rmSync(ownDir, { recursive: true, force: true });
    },
  };
  if (options.waitForHealth === false) return server;
  try {
    await waitForHealth(url, options.timeoutMs ?? 60_000, alive);
  } catch (error) {
    await server.stop("SIGKILL");
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output}`);
  }
  return server;
}

/** Waits until GET /api/health answers 200; fails early when `alive()` turns false. */
export async function waitForHealth(
  url: string,
  timeoutMs: number,
  alive: () => boolean = () => true,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!alive()) throw new Error(`the server at ${url} exited before it was healthy`);
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
      await response.body?.cancel();
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url}/api/health did not answer 200 within ${timeoutMs} ms`);
}

export type Send = (
  method: string,
  pathname: string,
  body?: unknown,
  init?: { timeoutMs?: number },
) => Promise<Response>;

/** Requests to `baseUrl` as a browser on the site would send them: Origin, and the cookie. */
export function client(baseUrl: string, cookie?: string): Send {
  return (method, pathname, body, init) =>
    fetch(`${baseUrl}${pathname}`, {
      method,
      headers: {
        Origin: TEST_PUBLIC_URL,
        ...(cookie ? { Cookie: cookie } : {}),
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(init?.timeoutMs ?? 20_000),
    });
}

/** Signs a new founder up through the API; their session cookie is good on any instance. */
export async function signUpOver(
  baseUrl: string,
): Promise<{ id: string; email: string; cookie: string }> {
  const body = signUpBody({ firstName: "Grace", lastName: "Hopper" });
  const email = String(body.email);
  const response = await client(baseUrl)("POST", "/api/auth/sign-up/email", body);
  if (response.status !== 200) {
    throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
  }
  // Signed in by the link the sign-up mails, signed with the test secret as the server signs it.
  const confirmed = await fetch(`${baseUrl}${await confirmationPath(email)}`, {
    redirect: "manual",
    signal: AbortSignal.timeout(20_000),
  });
  if (confirmed.status !== 302) throw new Error(`confirming answered ${confirmed.status}`);
  const cookie = confirmed.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const me = await client(baseUrl, cookie)("GET", "/api/auth/user");
  const user = (await me.json()) as { id: string };
  return { id: user.id, email, cookie };
}
