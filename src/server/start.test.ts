import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { projectRoot } from "./db/project-root";

/**
 * Starts the API server (src/server/dev.ts, no built site needed) as a real process. Node loads
 * tsx as a hook rather than running the tsx CLI: the CLI relays signals to a child process and
 * kills it outright when it does not answer within 30 ms, which a loaded CI machine missed.
 */
function startServer(env: Record<string, string>) {
  const root = projectRoot();
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/dev.ts"], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "test", HOST: "127.0.0.1", PORT: "0", ...env },
  });
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk) => {
    stdout += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  const listening = new Promise<number>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = stdout.match(/"port":(\d+)/);
      if (match) {
        clearInterval(timer);
        resolve(Number(match[1]));
      }
    }, 50);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(`server exited: ${stderr}`));
    });
  });
  listening.catch(() => {}); // a test that expects the exit never awaits `listening`
  return { child, exited, listening, output: () => ({ stdout, stderr }) };
}

describe("the server process", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "ninefold-start-"));
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const child of children) child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("stops at start with a message naming a bad variable", async () => {
    const server = startServer({ PORT: "not-a-port", DATABASE_URL: "mysql://nope" });
    children.push(server.child);
    expect(await server.exited).toBe(1);
    const { stderr } = server.output();
    expect(stderr).toContain("PORT: expected a port number");
    expect(stderr).toContain("DATABASE_URL: expected a postgres://");
  });

  it("migrates, answers, and shuts down cleanly on SIGTERM", async () => {
    const server = startServer({ DATA_DIR: dataDir });
    children.push(server.child);
    const port = await server.listening;
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: "ok", database: { kind: "pglite" } });
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(server.output().stdout).toContain('"msg":"stopped"');
  });

  it("keeps its data across restarts", async () => {
    const first = startServer({ DATA_DIR: dataDir });
    children.push(first.child);
    const port = await first.listening;
    const posted = await fetch(`http://127.0.0.1:${port}/api/events`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ events: [{ type: "page_view", path: "/kept" }] }),
    });
    expect(posted.status).toBe(202);
    first.child.kill("SIGINT");
    expect(await first.exited).toBe(0);

    const { PGlite } = await import("@electric-sql/pglite");
    const db = new PGlite(path.join(dataDir, "pglite"));
    const rows = await db.query<{ n: number }>(
      "select count(*)::int as n from analytics_events where path = '/kept'",
    );
    expect(rows.rows[0]?.n).toBe(1);
    await db.close();
  });
});
