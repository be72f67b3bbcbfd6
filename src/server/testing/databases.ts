import { randomBytes } from "node:crypto";
import pg from "pg";
import { type Database, openPglite } from "../db/client";
import { openPostgres } from "../db/postgres";

/**
 * The databases integration tests run against: an in-memory PGlite always, and the machine's
 * PostgreSQL (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres) when it
 * answers. Each PostgreSQL test database is created fresh and dropped afterwards.
 */

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** Where the tests look for PostgreSQL (for skip messages; may carry credentials, so tests only). */
export const TEST_POSTGRES_ADMIN_URL = ADMIN_URL;

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

export interface TestDatabase {
  kind: "pglite" | "postgres";
  open(): Promise<Database & { dispose(): Promise<void> }>;
}

/** A fresh, empty PostgreSQL database: its URL, and `drop()` to remove it (connections too). */
export async function createTestPostgresDatabase(): Promise<{
  url: string;
  drop(): Promise<void>;
}> {
  const name = `ninefold_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: ADMIN_URL });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

async function openTestPostgres(): Promise<Database & { dispose(): Promise<void> }> {
  const created = await createTestPostgresDatabase();
  const database = openPostgres(created.url, { poolMax: 4 });
  await database.migrate();
  return {
    ...database,
    dispose: async () => {
      await database.close();
      await created.drop();
    },
  };
}

async function openTestPglite(): Promise<Database & { dispose(): Promise<void> }> {
  const database = openPglite(undefined);
  await database.migrate();
  return { ...database, dispose: () => database.close() };
}

/** Resolved once per test file: use with describe.each. */
export const testDatabases: TestDatabase[] = [
  { kind: "pglite", open: openTestPglite },
  ...((await postgresReachable()) ? [{ kind: "postgres" as const, open: openTestPostgres }] : []),
];

if (testDatabases.length === 1 && process.env.CI) {
  // CI machines have PostgreSQL: running on PGlite alone there would hide a failure.
  throw new Error(`CI=true but PostgreSQL is not reachable at ${ADMIN_URL}`);
}

/**
 * Whether the machine's PostgreSQL answers, for tests that only make sense on it; when it does
 * not, says which tests are skipped and why (on CI `testDatabases` has failed already).
 */
export function postgresOrSkip(skipped: string): boolean {
  const reachable = testDatabases.some((database) => database.kind === "postgres");
  if (!reachable) {
    console.warn(
      `SKIPPED ${skipped}: PostgreSQL is not reachable at ${new URL(ADMIN_URL).host} (set TEST_DATABASE_URL).`,
    );
  }
  return reachable;
}
