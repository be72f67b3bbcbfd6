import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { type Database, type Db, migrationsFolder, ping } from "./client";
import * as schema from "./schema";

/** PostgreSQL through `pg` with a pool of `poolMax` connections (DATABASE_URL). */
export function openPostgres(url: string, poolMax = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolMax });
  const db = drizzleNodePg({ client: pool, schema });
  return {
    db: db as unknown as Db,
    kind: "postgres",
    migrate: () => migrateNodePg(db, { migrationsFolder }),
    ping: () => ping(db as unknown as Db),
    close: () => pool.end(),
  };
}
