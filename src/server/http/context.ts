import type { Config } from "../config";
import type { Database } from "../db/client";
import type { Logger } from "../logger";

/** What every route can reach: built once in createApp and passed down, never global. */
export interface AppDeps {
  config: Config;
  database: Database;
  logger: Logger;
  /** Settles when the migrations have run; API routes wait for it. Absent: ready already. */
  databaseReady?: Promise<void>;
}

/** Hono's per-request variables. */
export interface AppEnv {
  Variables: {
    requestId: string;
    log: Logger;
  };
}
