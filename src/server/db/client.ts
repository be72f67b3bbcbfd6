import { mkdirSync } from "node:fs";
import { setFlagsFromString } from "node:v8";
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
 * PGlite's Postgres is a 9 MB WebAssembly module. V8 compiles all of it with its baseline
 * compiler (Liftoff), then recompiles the functions it finds hot with its optimising compiler in
 * the background, and keeps both: about 55 MB resident more than Liftoff's code alone, and a
 * slower start on two cores while the recompilation runs. Our queries spend their time in the
 * JavaScript around the module (the wire protocol, Drizzle), not in its hot loops: with Liftoff
 * only, 2,000 simple queries and 30 catalogue joins take the same time or less (decision 034).
 * The flag is read when a module is compiled, so it must be set before the first PGlite opens;
 * it applies to the whole process, which runs no other WebAssembly.
 */
let wasmTierSet = false;
function compileWasmWithBaselineOnly(): void {
  if (wasmTierSet) return;
  wasmTierSet = true;
  setFlagsFromString("--liftoff-only");
}

/** `dataDir` undefined means an in-memory PGlite (tests). */
export function openPglite(dataDir: string | undefined): Database {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  compileWasmWithBaselineOnly();
  const client = new PGlite(dataDir, { postgresqlconf: PGLITE_CONF });
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
