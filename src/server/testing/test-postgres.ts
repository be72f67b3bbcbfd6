import { randomBytes } from "node:crypto";
import pg from "pg";

/**
 * The test PostgreSQL server and the test databases made on it, without deciding anything when
 * imported (databases.ts decides, once per file, which databases the suites run against; the
 * suite's global setup imports this module before any of that).
 */

export const ADMIN_URL =
  process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** A tarball of a migrated PGlite data folder (PGlite's `dumpDataDir`). */
export const PGLITE_TEMPLATE_ENV = "NINEFOLD_TEST_PGLITE_TEMPLATE";
/** A migrated PostgreSQL database on the test server, to copy test databases from. */
export const POSTGRES_TEMPLATE_ENV = "NINEFOLD_TEST_POSTGRES_TEMPLATE";

/** Where the tests look for PostgreSQL (for skip messages; may carry credentials, so tests only). */
export const TEST_POSTGRES_ADMIN_URL = ADMIN_URL;

export async function postgresReachable(): Promise<boolean> {
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

/**
 * A fresh PostgreSQL database: its URL, and `drop()` to remove it (connections too). Empty, or a
 * copy of the `template` database when one is named.
 */
export async function createTestPostgresDatabase(template?: string): Promise<{
  url: string;
  drop(): Promise<void>;
}> {
  const name = `ninefold_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(
    template
      ? `create database ${name} template ${pg.escapeIdentifier(template)}`
      : `create database ${name}`,
  );
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
