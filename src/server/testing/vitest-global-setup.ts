import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { migratedPgliteTarball } from "../db/client";
import { openPostgres } from "../db/postgres";
import {
  createTestPostgresDatabase,
  PGLITE_TEMPLATE_ENV,
  POSTGRES_TEMPLATE_ENV,
  postgresReachable,
} from "./test-postgres";

/**
 * Vitest's global setup: migrates the two template databases once, before the first test file,
 * so each of the suite's test databases is a copy instead of a fresh initdb and thirteen
 * migrations (testing/databases.ts; decision 035). Their names go to the workers through the
 * environment, which they inherit. Removed again when the run ends.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const folder = mkdtempSync(path.join(tmpdir(), "ninefold-test-template-"));
  const tarball = path.join(folder, "pglite.tar");
  writeFileSync(tarball, Buffer.from(await (await migratedPgliteTarball()).arrayBuffer()));
  process.env[PGLITE_TEMPLATE_ENV] = tarball;

  let dropPostgres: (() => Promise<void>) | undefined;
  if (await postgresReachable()) {
    const created = await createTestPostgresDatabase();
    const database = openPostgres(created.url, { poolMax: 1 });
    try {
      await database.migrate();
    } finally {
      // A database is copied only while nobody is connected to it.
      await database.close();
    }
    process.env[POSTGRES_TEMPLATE_ENV] = new URL(created.url).pathname.slice(1);
    dropPostgres = created.drop;
  }

  return async () => {
    delete process.env[PGLITE_TEMPLATE_ENV];
    delete process.env[POSTGRES_TEMPLATE_ENV];
    rmSync(folder, { recursive: true, force: true });
    await dropPostgres?.();
  };
}
