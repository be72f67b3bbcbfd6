import { spawn } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
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

/**
 * Initialises a new PGlite data folder (Postgres' initdb) in a child process that exits when it
 * is done. In the server's own process initdb grew the WebAssembly memory to about 570 MB, which
 * a WebAssembly memory never gives back: a first start idled at 610–740 MB, against 190 MB after
 * a restart. The child's peak is gone when it exits; the server then opens the folder as on any
 * restart (decision 034). Resolves with the child's peak resident memory in MB.
 */
export function initialisePgliteFolder(dataDir: string): Promise<number> {
  const pglite = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  const script = `const { PGlite } = require(process.env.NINEFOLD_PGLITE);
const pg = new PGlite(process.env.NINEFOLD_PGLITE_DIR, { postgresqlconf: process.env.NINEFOLD_PGLITE_CONF });
pg.waitReady.then(() => pg.close()).then(() => process.stdout.write(String(process.resourceUsage().maxRSS)));`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--liftoff-only", "-e", script], {
      env: {
        ...process.env,
        NINEFOLD_PGLITE: pglite,
        NINEFOLD_PGLITE_DIR: dataDir,
        NINEFOLD_PGLITE_CONF: PGLITE_CONF,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
    child.once("error", reject);
    child.once("exit", (code, signal) => {
      if (code === 0) resolve(Number(out) / 1024);
      else
        reject(
          new Error(
            `initialising the PGlite folder ${dataDir} failed (${signal ?? `exit ${code}`}): ${err.trim()}`,
          ),
        );
    });
  });
}

/** Whether a PGlite data folder holds a database already (initdb writes PG_VERSION). */
export function pgliteFolderInitialised(dataDir: string): boolean {
  return existsSync(path.join(dataDir, "PG_VERSION"));
}

/**
 * A PGlite client opened once `opened` resolves: the one Drizzle holds while a new folder is
 * initialised in a child process. Drizzle's PGlite session calls query and transaction; the
 * server makes neither before its migrations, which wait for the folder too.
 */
function deferredClient(opened: Promise<PGlite>): PGlite {
  const client = {
    query: async (...args: Parameters<PGlite["query"]>) => (await opened).query(...args),
    transaction: async (...args: Parameters<PGlite["transaction"]>) =>
      (await opened).transaction(...args),
    exec: async (...args: Parameters<PGlite["exec"]>) => (await opened).exec(...args),
    close: async () => (await opened).close(),
  };
  return client as unknown as PGlite;
}

/**
 * `dataDir` undefined means an in-memory PGlite (tests). `loadDataDir` starts it from a data
 * folder dumped as a tarball (`dumpDataDir`) instead of an empty one: the tests' migrated
 * template (testing/databases.ts). `onInitialised` hears of a new folder's initialisation (its
 * time and the child's peak memory).
 */
export function openPglite(
  dataDir: string | undefined,
  options: {
    loadDataDir?: Blob;
    onInitialised?: (figures: { ms: number; peakMb: number }) => void;
  } = {},
): Database {
  compileWasmWithBaselineOnly();
  // One options object: PGlite reads its second argument only when the first is a folder, so
  // `new PGlite(undefined, options)` would start an in-memory database without them.
  const open = () =>
    new PGlite({
      ...(dataDir ? { dataDir } : {}),
      postgresqlconf: PGLITE_CONF,
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
  if (dataDir && !options.loadDataDir && !pgliteFolderInitialised(dataDir)) {
    mkdirSync(dataDir, { recursive: true });
    const started = performance.now();
    const opened = initialisePgliteFolder(dataDir).then((peakMb) => {
      options.onInitialised?.({ ms: performance.now() - started, peakMb });
      return open();
    });
    // A failure surfaces in migrate(), the first thing to wait for the database.
    opened.catch(() => {});
    return wrapPglite(deferredClient(opened));
  }
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  return wrapPglite(open());
}

/**
 * A new in-memory PGlite with every migration applied, dumped as an uncompressed tarball of its
 * data folder: what `openPglite(undefined, { loadDataDir })` starts from without running
 * initdb and the migrations again (the test suite's template, testing/databases.ts).
 */
export async function migratedPgliteTarball(): Promise<Blob> {
  compileWasmWithBaselineOnly();
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
  logger?: Pick<Logger, "warn" | "info">,
): Promise<Database> {
  if (config.database.kind === "pglite")
    return openPglite(config.database.dataDir, {
      onInitialised: ({ ms, peakMb }) =>
        logger?.info(
          { ms: Math.round(ms), childPeakMb: Math.round(peakMb) },
          "new PGlite data folder initialised in a child process",
        ),
    });
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
