import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { openPglite } from "../src/server/db/client";
import { openPostgres } from "../src/server/db/postgres";
import { newsletterSubscribers } from "../src/server/db/schema";
import { ADMIN_URL, postgresReachable } from "../src/server/testing/test-postgres";
import {
  BackupError,
  backupPglite,
  backupPostgres,
  restorePglite,
  restorePostgres,
  secretFileFor,
  timestamp,
} from "./backup.mjs";

const temp = mkdtempSync(path.join(os.tmpdir(), "ninefold-backup-"));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe("backup file names", () => {
  it("are dated to the second in UTC", () => {
    expect(timestamp(new Date("2026-11-25T18:04:05.678Z"))).toBe("20261125T180405Z");
  });
});

describe("PGlite dump and restore", () => {
  it("restores the rows, the migrations and the session secret into a new DATA_DIR", async () => {
    const dataDir = path.join(temp, "pglite-source");
    const database = openPglite(path.join(dataDir, "pglite"));
    await database.migrate();
    await database.db.insert(newsletterSubscribers).values({ email: "kept@example.com" });
    writeFileSync(path.join(dataDir, "auth-secret"), "s".repeat(43));

    // The server has the database open: a dump would be a second PGlite on the same files.
    await expect(backupPglite({ dataDir, out: path.join(temp, "out/") })).rejects.toThrow(
      /stop the server first/,
    );
    await database.close();

    const backups = path.join(temp, "backups");
    const now = new Date("2026-11-25T18:04:05Z");
    const { file, secretFile } = await backupPglite({ dataDir, out: `${backups}/`, now });
    expect(file).toBe(path.join(backups, "ninefold-pglite-20261125T180405Z.tar.gz"));
    expect(readFileSync(file).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b])); // gzip
    expect(statSync(file).mode & 0o777).toBe(0o600); // password hashes, founders' work
    expect(secretFile).toBe(secretFileFor(file));
    await expect(backupPglite({ dataDir, out: `${backups}/`, now })).rejects.toThrow(/exists/);

    // A restore never lands on top of a folder in use.
    const busy = path.join(temp, "busy");
    mkdirSync(busy);
    writeFileSync(path.join(busy, "something"), "x");
    await expect(restorePglite({ dataDir: busy, file })).rejects.toBeInstanceOf(BackupError);

    const restoredDir = path.join(temp, "pglite-restored");
    await restorePglite({ dataDir: restoredDir, file });
    expect(readFileSync(path.join(restoredDir, "auth-secret"), "utf8")).toBe("s".repeat(43));
    const restored = openPglite(path.join(restoredDir, "pglite"));
    try {
      await restored.migrate(); // already applied: nothing to do
      const rows = await restored.db.select().from(newsletterSubscribers);
      expect(rows.map((row) => row.email)).toEqual(["kept@example.com"]);
    } finally {
      await restored.close();
    }
    expect(existsSync(path.join(restoredDir, "pglite", "postmaster.pid"))).toBe(false);
  }, 120_000);
});

const installed = (tool: string) => spawnSync(tool, ["--version"]).status === 0;

const postgresReady =
  installed("pg_dump") && installed("pg_restore") && (await postgresReachable());

describe.skipIf(!postgresReady)("PostgreSQL pg_dump and pg_restore", () => {
  const names: string[] = [];
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: ADMIN_URL });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const createDatabase = async () => {
    const name = `ninefold_backup_test_${randomBytes(6).toString("hex")}`;
    await admin(`create database ${name}`);
    names.push(name);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    return url.toString();
  };
  afterAll(async () => {
    for (const name of names) await admin(`drop database if exists ${name} with (force)`);
  });

  it("restores the rows into an empty database and refuses a database in use", async () => {
    const sourceUrl = await createDatabase();
    const source = openPostgres(sourceUrl, { poolMax: 2 });
    await source.migrate();
    await source.db.insert(newsletterSubscribers).values({ email: "kept@example.com" });
    await source.close();

    const { file } = backupPostgres({ databaseUrl: sourceUrl, out: path.join(temp, "pg/") });
    expect(path.basename(file)).toMatch(/^ninefold-postgres-\d{8}T\d{6}Z\.dump$/);
    expect(readFileSync(file).subarray(0, 5).toString()).toBe("PGDMP"); // custom format
    expect(statSync(file).mode & 0o777).toBe(0o600);

    await expect(restorePostgres({ databaseUrl: sourceUrl, file })).rejects.toThrow(
      /already holds/,
    );

    const targetUrl = await createDatabase();
    await restorePostgres({ databaseUrl: targetUrl, file });
    const restored = openPostgres(targetUrl, { poolMax: 2 });
    try {
      await restored.migrate(); // the migrations journal came along: nothing to do
      const rows = await restored.db.select().from(newsletterSubscribers);
      expect(rows.map((row) => row.email)).toEqual(["kept@example.com"]);
      // The id sequence came along too: a new row does not collide with the restored one.
      await restored.db.insert(newsletterSubscribers).values({ email: "new@example.com" });
    } finally {
      await restored.close();
    }
  }, 120_000);
});
