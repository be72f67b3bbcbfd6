import path from "node:path";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { projectRoot } from "./project-root";
import type * as schema from "./schema";

/**
 * The database interface both drivers give (client.ts opens PGlite or, through postgres.ts,
 * PostgreSQL): what the rest of the server holds, whichever driver is behind it.
 */

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Applies the committed migrations under drizzle/. Safe to run at every start. */
  migrate(): Promise<void>;
  /** A round trip to the database, in milliseconds. Throws when the database does not answer. */
  ping(): Promise<number>;
  /**
   * The connections this process holds (the /metrics pool gauges): PostgreSQL's pool as `pg`
   * counts it; PGlite is one in-process connection, never waiting.
   */
  pool(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

export const migrationsFolder = path.join(projectRoot(), "drizzle");

/** A round trip to the database, in milliseconds. */
export async function ping(db: Db): Promise<number> {
  const started = performance.now();
  await db.execute(sql`select 1`);
  return performance.now() - started;
}
