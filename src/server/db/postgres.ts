import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { type Database, type Db, migrationsFolder, ping } from "./client";
import * as schema from "./schema";

/**
 * The advisory lock the migrations run under: several instances starting at once on a new
 * database (compose.yaml's two replicas) would otherwise race to create the same tables, and all
 * but one would stop.
 */
export const MIGRATION_LOCK_KEY = 7_290_501_117;

/** PostgreSQL through `pg` with a pool of `poolMax` connections (DATABASE_URL). */
export function openPostgres(url: string, poolMax = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolMax });
  const db = drizzleNodePg({ client: pool, schema });
  return {
    db: db as unknown as Db,
    kind: "postgres",
    migrate: () => migrateLocked(url, () => migrateNodePg(db, { migrationsFolder })),
    ping: () => ping(db as unknown as Db),
    pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}

/**
 * Runs `migrate` while holding the migration lock, on a connection of its own (not the pool's:
 * with DATABASE_POOL_MAX=1 the migrations would wait for the lock's connection forever). The
 * next instance waits, then finds every migration applied.
 */
async function migrateLocked(url: string, migrate: () => Promise<void>): Promise<void> {
  const lock = new pg.Client({ connectionString: url });
  await lock.connect();
  try {
    await lock.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migrate();
  } finally {
    // Closing the session releases the lock, whether or not the unlock is reached.
    await lock.end();
  }
}
