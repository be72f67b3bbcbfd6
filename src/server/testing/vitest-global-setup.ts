import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { migratedPgliteTarball, migrationsFolder } from "../db/client";
import { openPostgres } from "../db/postgres";
import { projectRoot } from "../db/project-root";
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
 * environment, which they inherit. The PostgreSQL one is dropped when the run ends; the PGlite
 * tarball is kept in the system's temporary folder under a name hashed from the migrations and
 * PGlite's version, so the next run (check:module-unit's, one file's) starts from it at once.
 */
export default async function setup(): Promise<() => Promise<void>> {
  process.env[PGLITE_TEMPLATE_ENV] = await pgliteTemplate();

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
    await dropPostgres?.();
  };
}

/** The migrated PGlite's tarball for these migrations and this PGlite, made when missing. */
async function pgliteTemplate(): Promise<string> {
  const hash = createHash("sha256");
  const pglite = path.join(
    projectRoot(),
    "node_modules",
    "@electric-sql",
    "pglite",
    "package.json",
  );
  hash.update(readFileSync(pglite));
  // How the template is made and opened (PGlite's options) is part of what it is.
  hash.update(readFileSync(path.join(projectRoot(), "src", "server", "db", "client.ts")));
  const files = (dir: string, prefix = ""): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? files(path.join(dir, entry.name), `${prefix}${entry.name}/`)
        : [`${prefix}${entry.name}`],
    );
  for (const file of files(migrationsFolder).sort()) {
    hash.update(file);
    hash.update(readFileSync(path.join(migrationsFolder, file)));
  }
  const tarball = path.join(
    tmpdir(),
    `ninefold-test-pglite-${hash.digest("hex").slice(0, 16)}.tar`,
  );
  if (!existsSync(tarball)) {
    // Written beside, then renamed: a run starting meanwhile never reads half a file.
    const partial = `${tarball}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await (await migratedPgliteTarball()).arrayBuffer()));
    renameSync(partial, tarball);
  }
  return tarball;
}
