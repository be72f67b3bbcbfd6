import { readFileSync } from "node:fs";
import { type Database, openPglite } from "../db/client";
import { openPostgres } from "../db/postgres";
import {
  ADMIN_URL,
  createTestPostgresDatabase,
  PGLITE_TEMPLATE_ENV,
  POSTGRES_TEMPLATE_ENV,
  postgresReachable,
} from "./test-postgres";

export { createTestPostgresDatabase, TEST_POSTGRES_ADMIN_URL } from "./test-postgres";

/**
 * The databases integration tests run against: an in-memory PGlite always, and the machine's
 * PostgreSQL (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres) when it
 * answers. Each PostgreSQL test database is created fresh and dropped afterwards.
 *
 * Fresh means migrated, not migrated again: the suite's global setup (vitest-global-setup.ts)
 * migrates one PGlite and one PostgreSQL database before the first file runs and names them in
 * the two variables of test-postgres.ts; each test database is a copy of those (PGlite started from the
 * dumped data folder, PostgreSQL `CREATE DATABASE … TEMPLATE`). Without them (a test run by
 * another config, a child process) each database is migrated from empty, as before.
 */

export interface TestDatabase {
  kind: "pglite" | "postgres";
  open(): Promise<Database & { dispose(): Promise<void> }>;
}

async function openTestPostgres(): Promise<Database & { dispose(): Promise<void> }> {
  const template = process.env[POSTGRES_TEMPLATE_ENV];
  const created = await createTestPostgresDatabase(template);
  const database = openPostgres(created.url, { poolMax: 4 });
  // Ready when it resolves, as after the migrations: the first connection is made here.
  if (template) await database.ping();
  else await database.migrate();
  return {
    ...database,
    dispose: async () => {
      await database.close();
      await created.drop();
    },
  };
}

/** The migrated data folder's tarball, read once per file (each PGlite unpacks its own copy). */
let pgliteTemplate: Blob | undefined;

async function openTestPglite(): Promise<Database & { dispose(): Promise<void> }> {
  const file = process.env[PGLITE_TEMPLATE_ENV];
  if (file) pgliteTemplate ??= new Blob([readFileSync(file)]);
  const database = openPglite(undefined, pgliteTemplate ? { loadDataDir: pgliteTemplate } : {});
  // Ready when it resolves, as after the migrations: PGlite starts (unpacks the folder) here.
  if (pgliteTemplate) await database.ping();
  else await database.migrate();
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
