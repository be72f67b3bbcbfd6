import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { type Database, type Db, migrationsFolder, ping } from "./database";
import * as schema from "./schema";

/**
 * The advisory lock the migrations run under: several instances starting at once on a new
 * database (compose.yaml's two replicas) would otherwise race to create the same tables, and all
 * but one would stop.
 */
export const MIGRATION_LOCK_KEY = 7_290_501_117;

export interface PostgresOptions {
  /** Connections in the pool (DATABASE_POOL_MAX). */
  poolMax?: number;
  /** How long to wait for a new connection (DATABASE_CONNECT_TIMEOUT_MS). */
  connectTimeoutMs?: number;
  /**
   * How long a statement may wait for the server (DATABASE_QUERY_TIMEOUT_MS). Without it a
   * request on a connection whose network went silent would wait forever.
   */
  queryTimeoutMs?: number;
  /**
   * A pooled connection that was idle broke (PostgreSQL restarted, the network dropped it).
   * Without a listener `pg` would throw it as an unhandled 'error' event and end the process.
   */
  onIdleError?: (error: Error) => void;
}

/**
 * PostgreSQL through `pg` with a pool (DATABASE_URL). When the database goes away the pool
 * drops the broken connections, requests fail within the timeouts (http/errors.ts answers 503
 * `database_unavailable`), and new connections are made once it answers again: no restart.
 * Decision 019.
 */
export function openPostgres(url: string, options: PostgresOptions = {}): Database {
  const {
    poolMax = 10,
    connectTimeoutMs = 5000,
    queryTimeoutMs = 30_000,
    onIdleError = () => {},
  } = options;
  const pool = new pg.Pool({
    connectionString: url,
    max: poolMax,
    connectionTimeoutMillis: connectTimeoutMs,
    query_timeout: queryTimeoutMs,
    // PostgreSQL gives up on a statement before the driver does, so a statement the server held
    // (a lock, a stall) past the request's answer is cancelled, never applied afterwards.
    statement_timeout: serverStatementTimeoutMs(queryTimeoutMs),
    // A transaction whose client went quiet (a partition) is rolled back and its locks freed.
    idle_in_transaction_session_timeout: queryTimeoutMs,
    // Notices a peer that vanished without a FIN on idle connections.
    keepAlive: true,
  });
  pool.on("error", onIdleError);
  // A connection given back after a failure (a timeout, a broken socket) or still busy with a
  // statement that timed out is reset, not closed politely: a polite close keeps the unsent
  // statement in the kernel, which delivers it once the network heals, long after the request
  // was answered 503. Decision 030.
  pool.on("release", (error: Error | undefined, client: pg.PoolClient) => {
    if (error || stillBusy(client)) resetConnection(client);
  });
  const db = drizzleNodePg({ client: pool, schema });
  return {
    db: db as unknown as Db,
    kind: "postgres",
    migrate: () =>
      migrateLocked(url, connectTimeoutMs, () => migrateNodePg(db, { migrationsFolder })),
    ping: () => ping(db as unknown as Db),
    pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}

/**
 * The server-side statement_timeout for a driver timeout: a tenth less (at most 1 s), so the
 * server's cancel reaches the driver before the driver's own timer ends the request.
 */
export function serverStatementTimeoutMs(queryTimeoutMs: number): number {
  return Math.max(1, queryTimeoutMs - Math.min(1000, Math.ceil(queryTimeoutMs / 10)));
}

/** pg's client as far as the reset reads it (its socket and its in-flight statement). */
interface ClientInternals {
  connection?: { stream?: { resetAndDestroy?: () => void; destroy: () => void } };
  _getActiveQuery?: () => unknown;
}

/** Whether a client given back to the pool still waits for a statement (one that timed out). */
function stillBusy(client: pg.PoolClient): boolean {
  const internals = client as unknown as ClientInternals;
  return typeof internals._getActiveQuery === "function" && Boolean(internals._getActiveQuery());
}

/** Ends a connection with a TCP reset: the kernel drops what it had not sent yet. */
function resetConnection(client: pg.PoolClient): void {
  const stream = (client as unknown as ClientInternals).connection?.stream;
  if (!stream) return;
  try {
    // Only a plain TCP socket can be reset (not TLS, not a Unix socket).
    if (typeof stream.resetAndDestroy === "function") stream.resetAndDestroy();
    else stream.destroy();
  } catch {
    stream.destroy();
  }
}

/**
 * Runs `migrate` while holding the migration lock, on a connection of its own (not the pool's:
 * with DATABASE_POOL_MAX=1 the migrations would wait for the lock's connection forever). The
 * next instance waits, then finds every migration applied.
 */
async function migrateLocked(
  url: string,
  connectTimeoutMs: number,
  migrate: () => Promise<void>,
): Promise<void> {
  const lock = new pg.Client({ connectionString: url, connectionTimeoutMillis: connectTimeoutMs });
  // An error on this connection while it waits for the lock ends the migration, not the process.
  lock.on("error", () => {});
  await lock.connect();
  try {
    await lock.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migrate();
  } finally {
    // Closing the session releases the lock, whether or not the unlock is reached.
    await lock.end();
  }
}
