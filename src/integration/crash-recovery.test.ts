import { randomBytes } from "node:crypto";
import {
  copyFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { projectRoot } from "../server/db/project-root";
import { createTestPostgresDatabase, postgresOrSkip } from "../server/testing/databases";
import {
  builtOrSkip,
  client,
  type Send,
  signUpOver,
  startServerProcess,
} from "../server/testing/server-process";

/**
 * Issues 17 and 25: the built server (dist/server/main.js, as production runs it) is killed
 * (SIGKILL, no shutdown) in the middle of a stream of workspace saves, on the embedded PGlite
 * and on PostgreSQL, then started again on the same data. It must start clean, and every save it
 * acknowledged (2xx) must be there, whole: the stored JSON parses and is what was sent. A save in
 * flight at the kill may or may not have landed, but never half. And killed in the middle of its
 * migrations (a new release on a database with founders' data): the next start completes them
 * and the data is as it was.
 */

const reachable = postgresOrSkip("the PostgreSQL crash test");
const built = builtOrSkip("the crash tests of the built server");

/** Writers saving their own project over and over, and one creating new projects. */
const WRITERS = 4;
/** Kill once this many saves were acknowledged (or after KILL_AFTER_MS, whichever is first). */
const KILL_AFTER_ACKS = 40;
const KILL_AFTER_MS = 4000;

const MARKET_REQUEST = {
  businessIdea: "Booking software for yoga studios",
  industry: "Sports & Fitness",
  targetMarket: "Independent studio owners",
};

interface Save {
  title: string;
  outputData: Record<string, unknown>;
}

/** What a writer sent to its project: every save in order, and how many were acknowledged. */
interface WriterLog {
  projectId: string;
  sent: Save[];
  acked: number;
}

/** A save's body: sizeable, nested, with text that would show a torn write (2–40 KB). */
function saveFor(writer: number, seq: number): Save {
  const text = randomBytes(1000 + Math.floor(Math.random() * 20_000)).toString("base64url");
  return {
    title: `Writer ${writer}, save ${seq}`,
    outputData: {
      writer,
      seq,
      text,
      nested: { list: [seq, `${seq}`, { deep: text.slice(0, 64) }], unicode: "ünïcødé ✓ — €" },
    },
  };
}

type Target = { kind: "pglite" } | { kind: "postgres" };
const targets: Target[] = built
  ? [{ kind: "pglite" }, ...(reachable ? [{ kind: "postgres" as const }] : [])]
  : [];

describe.each(targets)("kill -9 during a stream of saves on $kind", ({ kind }) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("restarts clean with every acknowledged save present and intact", async () => {
    // The data that outlives the process: a PGlite folder, or a PostgreSQL database.
    let env: Record<string, string> = {};
    let dataDir: string | undefined;
    if (kind === "pglite") {
      dataDir = mkdtempSync(path.join(tmpdir(), "ninefold-crash-"));
      const dir = dataDir;
      cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
    } else {
      const database = await createTestPostgresDatabase();
      cleanups.push(() => database.drop());
      env = { DATABASE_URL: database.url };
    }
    const start = () => startServerProcess({ dataDir, env, built: true });

    const first = await start();
    cleanups.push(() => first.stop("SIGKILL"));
    const founder = await signUpOver(first.url);
    const send = client(first.url, founder.cookie);
    const writers: WriterLog[] = [];
    for (let writer = 0; writer < WRITERS; writer += 1) {
      const created = await send("POST", "/api/market-analysis", {
        ...MARKET_REQUEST,
        businessIdea: `${MARKET_REQUEST.businessIdea}, writer ${writer}`,
      });
      expect(created.status).toBe(200);
      const { projectId } = (await created.json()) as { projectId: string };
      // The project as created is the writer's first acknowledged state.
      const stored = (await (await send("GET", `/api/workspace/${projectId}`)).json()) as Save;
      writers.push({
        projectId,
        sent: [{ title: stored.title, outputData: stored.outputData }],
        acked: 1,
      });
    }

    // The stream: each writer saves its project again and again; one more creates projects.
    let acks = 0;
    let stop = false;
    const saving = writers.map(async (log, writer) => {
      for (let seq = 1; !stop; seq += 1) {
        const save = saveFor(writer, seq);
        log.sent.push(save);
        try {
          const response = await send("PATCH", `/api/workspace/${log.projectId}`, save);
          if (response.status !== 200) throw new Error(`PATCH answered ${response.status}`);
          await response.body?.cancel();
          log.acked = log.sent.length;
          acks += 1;
        } catch {
          return; // the server is gone
        }
      }
    });
    const created: { projectId: string; businessIdea: string }[] = [];
    const creating = (async () => {
      for (let n = 0; !stop; n += 1) {
        const businessIdea = `Crash-tested idea number ${n}`;
        try {
          const response = await send("POST", "/api/market-analysis", {
            ...MARKET_REQUEST,
            businessIdea,
          });
          if (response.status !== 200) throw new Error(`POST answered ${response.status}`);
          const { projectId } = (await response.json()) as { projectId: string };
          created.push({ projectId, businessIdea });
          acks += 1;
        } catch {
          return;
        }
      }
    })();

    const started = Date.now();
    while (acks < KILL_AFTER_ACKS && Date.now() - started < KILL_AFTER_MS) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    // Saves are in flight right now: kill without any shutdown.
    await first.stop("SIGKILL");
    stop = true;
    await Promise.all([...saving, creating]);
    expect(acks).toBeGreaterThanOrEqual(10);

    const second = await start();
    cleanups.push(() => second.stop());
    const again: Send = client(second.url, founder.cookie);

    // The founder's session survived too; every project reads back as valid JSON.
    const list = await again("GET", "/api/workspace");
    expect(list.status).toBe(200);
    const listed = (await list.json()) as { id: string; title: string; outputData: unknown }[];
    const byId = new Map(listed.map((project) => [project.id, project]));

    for (const log of writers) {
      const response = await again("GET", `/api/workspace/${log.projectId}`);
      expect(response.status).toBe(200);
      const stored = (await response.json()) as Save;
      // The last acknowledged save, or (if it landed) the one in flight at the kill.
      const candidates = log.sent.slice(log.acked - 1, log.acked + 1);
      const match = candidates.find(
        (save) =>
          save.title === stored.title &&
          JSON.stringify(save.outputData) === JSON.stringify(stored.outputData),
      );
      expect(
        match,
        `project ${log.projectId}: acked ${log.acked} of ${log.sent.length}; stored "${stored.title}"`,
      ).toBeDefined();
      expect(byId.get(log.projectId)).toMatchObject({
        title: stored.title,
        outputData: stored.outputData,
      });
    }
    for (const { projectId, businessIdea } of created) {
      const response = await again("GET", `/api/workspace/${projectId}`);
      expect(response.status, `created project ${projectId}`).toBe(200);
      const project = (await response.json()) as {
        toolType: string;
        inputData: Record<string, unknown>;
        outputData: Record<string, unknown>;
      };
      expect(project.toolType).toBe("market-analysis");
      expect(project.inputData).toMatchObject({ businessIdea });
      expect(Object.keys(project.outputData).length).toBeGreaterThan(0);
    }

    // And it keeps working: a new save lands.
    const target = writers[0]!;
    const after = await again("PATCH", `/api/workspace/${target.projectId}`, {
      title: "After the crash",
    });
    expect(after.status).toBe(200);
    // Nothing at error level while starting again on the crashed data.
    const errors = second
      .output()
      .split("\n")
      .filter((line) => /"level":(50|60)/.test(line));
    expect(errors).toEqual([]);
  }, 120_000); // two starts (a new PGlite folder is initialised first) on a machine under load
});

/**
 * A copy of the release to start (dist/server, drizzle/ and package.json; the rest linked), so a
 * test can add a migration of its own to it, as the next release would bring one.
 */
function releaseCopy(): { root: string; addMigration(tag: string, statements: string[]): void } {
  const source = projectRoot();
  const dir = mkdtempSync(path.join(tmpdir(), "ninefold-release-"));
  copyFileSync(path.join(source, "package.json"), path.join(dir, "package.json"));
  mkdirSync(path.join(dir, "dist"));
  // Copied, not linked: the server finds the repository's root (and drizzle/) from its own file.
  cpSync(path.join(source, "dist", "server"), path.join(dir, "dist", "server"), {
    recursive: true,
  });
  copyFileSync(path.join(source, "dist", ".build-stamp"), path.join(dir, "dist", ".build-stamp"));
  for (const linked of ["dist/client", "dist/pages", "node_modules"]) {
    symlinkSync(path.join(source, linked), path.join(dir, linked));
  }
  mkdirSync(path.join(dir, "src", "server", "auth"), { recursive: true });
  const passwords = "src/server/auth/common-passwords.txt";
  symlinkSync(path.join(source, passwords), path.join(dir, passwords));
  cpSync(path.join(source, "drizzle"), path.join(dir, "drizzle"), { recursive: true });
  return {
    root: dir,
    addMigration(tag, statements) {
      const journalFile = path.join(dir, "drizzle", "meta", "_journal.json");
      const journal = JSON.parse(readFileSync(journalFile, "utf8")) as {
        entries: { idx: number; when: number; tag: string }[];
      };
      const last = journal.entries.at(-1)!;
      journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1, tag });
      writeFileSync(journalFile, JSON.stringify(journal, null, 2));
      writeFileSync(
        path.join(dir, "drizzle", `${tag}.sql`),
        statements.join("\n--> statement-breakpoint\n"),
      );
    },
  };
}

describe.skipIf(!built || !reachable)("kill -9 during the migrations on PostgreSQL", () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("the next start completes them, and the founders' data is intact", async () => {
    const database = await createTestPostgresDatabase();
    cleanups.push(() => database.drop());
    const release = releaseCopy();
    cleanups.push(async () => rmSync(release.root, { recursive: true, force: true }));
    const env = { DATABASE_URL: database.url };
    const start = (wait = true) =>
      startServerProcess({ env, built: { root: release.root }, waitForHealth: wait });

    // This release: a founder and their saved projects.
    const first = await start();
    cleanups.push(() => first.stop("SIGKILL"));
    const founder = await signUpOver(first.url);
    const send = client(first.url, founder.cookie);
    const saved = new Map<string, Save>();
    for (let writer = 0; writer < 3; writer += 1) {
      const created = await send("POST", "/api/market-analysis", {
        ...MARKET_REQUEST,
        businessIdea: `${MARKET_REQUEST.businessIdea}, migration ${writer}`,
      });
      expect(created.status).toBe(200);
      const { projectId } = (await created.json()) as { projectId: string };
      const save = saveFor(writer, 1);
      expect((await send("PATCH", `/api/workspace/${projectId}`, save)).status).toBe(200);
      saved.set(projectId, save);
    }
    await first.stop("SIGTERM");

    // The next release brings a migration that changes every project row, then waits on a lock
    // this test holds: the server is killed right there, its migration half done.
    const direct = new pg.Client({ connectionString: database.url });
    await direct.connect();
    cleanups.push(() => direct.end());
    await direct.query("create table crash_gate (id integer)");
    release.addMigration("0999_crash_probe", [
      `ALTER TABLE "projects" ADD COLUMN "crash_probe" text;`,
      `UPDATE "projects" SET "crash_probe" = "title";`,
      `SELECT count(*) FROM "crash_gate";`,
    ]);
    await direct.query("begin");
    await direct.query("lock table crash_gate in access exclusive mode");
    const second = await start(false);
    cleanups.push(() => second.stop("SIGKILL"));
    const deadline = Date.now() + 60_000;
    for (;;) {
      // The statistics are a snapshot per transaction, and this connection is inside one.
      await direct.query("select pg_stat_clear_snapshot()");
      const { rows } = await direct.query(
        "select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query ilike '%crash_gate%' and pid <> pg_backend_pid()",
      );
      if (rows.length > 0) break;
      expect(second.alive(), second.output()).toBe(true);
      expect(Date.now(), "the migration never reached the gate").toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await second.stop("SIGKILL");
    await direct.query("commit");

    // The next start applies the migration whole, once; the data is as it was before.
    const third = await start();
    cleanups.push(() => third.stop());
    const again = client(third.url, founder.cookie);
    for (const [projectId, save] of saved) {
      const response = await again("GET", `/api/workspace/${projectId}`);
      expect(response.status).toBe(200);
      const stored = (await response.json()) as Save;
      expect({ title: stored.title, outputData: stored.outputData }).toEqual(save);
    }
    const { rows: probes } = await direct.query<{ title: string; crash_probe: string }>(
      "select title, crash_probe from projects",
    );
    // The migration's own change landed in full.
    expect(probes.map((row) => row.crash_probe).sort()).toEqual(
      [...saved.values()].map((save) => save.title).sort(),
    );
    const { rows: applied } = await direct.query<{ n: string }>(
      "select count(*) as n from drizzle.__drizzle_migrations",
    );
    const journal = JSON.parse(
      readFileSync(path.join(release.root, "drizzle", "meta", "_journal.json"), "utf8"),
    ) as { entries: unknown[] };
    expect(Number(applied[0]!.n)).toBe(journal.entries.length);
    const errors = third
      .output()
      .split("\n")
      .filter((line) => /"level":(50|60)/.test(line));
    expect(errors).toEqual([]);
  }, 180_000);
});
