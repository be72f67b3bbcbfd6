import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { Logger } from "pino";
import type { Config } from "../config";
import { type Database, type Db, migrationsFolder, ping } from "./database";
import * as schema from "./schema";

/**
 * One database interface (database.ts) over two drivers (GUIDE §3): embedded PGlite by default,
 * PostgreSQL through `pg` with a pool when DATABASE_URL is set (postgres.ts). Both run the same
 * migrations.
 */
export { type Database, type Db, migrationsFolder, ping, type Schema } from "./database";

/**
 * PGlite runs Postgres in the server's own memory. Postgres' default 128 MB of shared buffers
 * would be most of our memory budget; one process serving one site needs far less
 * (docs/decisions/003-embedded-pglite.md).
 */
const PGLITE_CONF = "shared_buffers = 16MB\n";

/**
 * `dataDir` undefined means an in-memory PGlite (tests). `loadDataDir` starts it from a data
 * folder dumped as a tarball (`dumpDataDir`) instead of an empty one: the tests' migrated
 * template (testing/databases.ts).
 */
export function openPglite(
  dataDir: string | undefined,
  options: { loadDataDir?: Blob } = {},
): Database {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // One options object: PGlite reads its second argument only when the first is a folder, so
  // `new PGlite(undefined, options)` would start an in-memory database without them.
  const client = new PGlite({
    ...(dataDir ? { dataDir } : {}),
    postgresqlconf: PGLITE_CONF,
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  return wrapPglite(client);
}

/**
 * A new in-memory PGlite with every migration applied, dumped as an uncompressed tarball of its
 * data folder: what `openPglite(undefined, { loadDataDir })` starts from without running
 * initdb and the migrations again (the test suite's template, testing/databases.ts).
 */
export async function migratedPgliteTarball(): Promise<Blob> {
  const client = new PGlite({ postgresqlconf: PGLITE_CONF });
  try {
    await wrapPglite(client).migrate();
    return await client.dumpDataDir("none");
  } finally {
    await client.close();
  }
}

function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: () => ping(db as unknown as Db),
    pool: () => ({ total: 1, idle: 1, waiting: 0 }),
    close: () => client.close(),
  };
}

/**
 * The configured database. PostgreSQL's driver (postgres.ts: `pg`, about 6 MB resident) loads
 * only when DATABASE_URL is set.
 */
export async function openDatabase(
  config: Pick<Config, "database">,
  logger?: Pick<Logger, "warn">,
): Promise<Database> {
  if (config.database.kind === "pglite") return openPglite(config.database.dataDir);
  const { openPostgres } = await import("./postgres");
  const { poolMax, connectTimeoutMs, queryTimeoutMs } = config.database;
  return openPostgres(config.database.url, {
    poolMax,
    connectTimeoutMs,
    queryTimeoutMs,
    // The message only: pg's error carries the whole client object.
    onIdleError: (err) =>
      logger?.warn(
        { reason: `${(err as { code?: string }).code ?? "error"}: ${err.message}` },
        "database unavailable: an idle connection broke (dropped from the pool)",
      ),
  });
}
