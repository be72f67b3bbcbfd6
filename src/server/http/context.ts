import type { ModuleDefinition } from "../../modules/define-module";
import type { EngineLoader } from "../../modules/engines.server";
import type { Auth } from "../auth/auth";
import type { PasswordHasher } from "../auth/password";
import type { SignedIn } from "../auth/signed-in";
import type { Config } from "../config";
import type { Database } from "../db/client";
import type { Logger } from "../logger";
import type { Metrics } from "../metrics/metrics";
import type { WorkspaceListCache } from "../workspace/list-cache";
import type { AfterResponse } from "./after-response";
import type { LimitCounter } from "./rate-limit";

/** What every route can reach: built once in createApp and passed down, never global. */
export interface AppDeps {
  config: Config;
  database: Database;
  logger: Logger;
  /** Settles when the migrations have run; API routes wait for it. Absent: ready already. */
  databaseReady?: Promise<void>;
  /**
   * Tests only: a password hasher with cheaper scrypt parameters, passed explicitly by the test
   * harness. Absent (always, in the product): production strength.
   */
  passwordHasher?: PasswordHasher;
  /**
   * The workspace list's cache (workspace/list-cache.ts). Absent (always, in the product):
   * createApp makes one for the app. Tests and bench/workspace.mjs pass their own to inspect or
   * empty it.
   */
  workspaceListCache?: WorkspaceListCache;
  /**
   * The modules the app serves. Absent (always, in the product): the module registry. The
   * registry test adds a throwaway tenth module here, with `loadEngine` for its engine.
   */
  modules?: readonly ModuleDefinition[];
  loadEngine?: EngineLoader;
  /**
   * What /metrics reports. Absent (always, in the product): Prometheus metrics of the app's own
   * when METRICS_TOKEN is set, none otherwise.
   */
  metrics?: Metrics;
  /**
   * Tests only: the clock the billing lifecycle reads (trial end, grace, deletion) and the app's
   * rate-limit windows follow (a fixed clock keeps a test's requests in one minute's window).
   * Absent (always, in the product): the system clock.
   */
  now?: () => Date;
  /**
   * Where work a response must not wait for goes (account mails; http/after-response.ts). Absent:
   * createApp makes one. The server passes its own so shutdown can wait for it; tests, to wait for
   * the mail a request caused.
   */
  afterResponse?: AfterResponse;
  /**
   * What counts the tools' requests against their limits. Absent: the app's `RateLimiter`, a
   * statement per request (tests, which empty rate_limit_counters between cases). The server
   * passes a `HeldRateLimiter` on PGlite, which only it opens, and writes it out on shutdown
   * (decision 037).
   */
  toolLimiter?: LimitCounter;
}

/** Hono's per-request variables. */
export interface AppEnv {
  Variables: {
    requestId: string;
    log: Logger;
    /** Better Auth, set on every /api request. */
    auth: Auth;
    /** The database, for the session lookup's round trip (auth/session.ts); every /api request. */
    database: Pick<Database, "ping">;
    /** The request's session, once looked up (auth/session.ts); null when signed out. */
    signedIn: SignedIn | null;
  };
}
