#!/usr/bin/env node
// Backups of the database, whichever engine the server uses (README.md, "Backups").
//
//   npm run backup -- [--out <folder or file>]        (default folder: ./backups)
//   npm run restore -- <file> [--data-dir <folder>]    (PGlite: into an empty DATA_DIR)
//
// With DATABASE_URL set: `pg_dump --format=custom` of that database, restored with `pg_restore`
// into an empty database. Without it: the embedded PGlite under $DATA_DIR/pglite, dumped to a
// .tar.gz with PGlite's own dumpDataDir() (the server must be stopped: PGlite is one process's
// database), restored into an empty DATA_DIR. The generated session secret ($DATA_DIR/auth-secret,
// when BETTER_AUTH_SECRET is not set) is saved beside a PGlite dump so a restore keeps sessions.
import { spawnSync } from "node:child_process";
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The generated session secret's file in DATA_DIR (src/server/auth/secret.ts). */
const SECRET_FILE = "auth-secret";
/** The PGlite dump's companion file holding that secret. */
export const secretFileFor = (dump) => `${dump}.auth-secret`;

export class BackupError extends Error {
  name = "BackupError";
}

/** 20261125T180000Z: sorts by time, safe in file names everywhere. */
export function timestamp(date = new Date()) {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");
}

/** `out` as a file path: a folder (existing, or given with a trailing slash) gets a dated name. */
function outputFile(out, extension, engine, now) {
  const target = out ?? "backups";
  const isFolder =
    /[\\/]$/.test(target) ||
    (existsSync(target) && statSync(target).isDirectory()) ||
    out === undefined;
  const file = isFolder
    ? path.join(target, `ninefold-${engine}-${timestamp(now)}${extension}`)
    : target;
  if (existsSync(file)) throw new BackupError(`${file} exists already; not overwriting it.`);
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  return path.resolve(file);
}

/**
 * A connection URL's password moves to PGPASSWORD, so it never shows in the process list
 * (`ps`) while pg_dump or pg_restore runs.
 */
function connection(databaseUrl) {
  const url = new URL(databaseUrl);
  const env = { ...process.env };
  if (url.password) {
    env.PGPASSWORD = decodeURIComponent(url.password);
    url.password = "";
  }
  return { url: url.toString(), env };
}

function run(command, args, env) {
  const result = spawnSync(command, args, { env, stdio: ["ignore", "inherit", "inherit"] });
  if (result.error?.code === "ENOENT")
    throw new BackupError(
      `${command} is not installed. Install the PostgreSQL client tools (the same major version as the server or newer), or run it in the database's container (README.md, "Backups").`,
    );
  if (result.error) throw result.error;
  if (result.status !== 0) throw new BackupError(`${command} failed (exit code ${result.status}).`);
}

/**
 * pg_dump of DATABASE_URL in the custom format (compressed; pg_restore reads it). Backups hold
 * password hashes and founders' work: readable by their owner only, like the PGlite ones.
 */
export function backupPostgres({ databaseUrl, out, now = new Date() }) {
  const file = outputFile(out, ".dump", "postgres", now);
  const { url, env } = connection(databaseUrl);
  run("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", `--file=${file}`, url], env);
  chmodSync(file, 0o600);
  return { engine: "postgres", file };
}

/**
 * pg_restore into DATABASE_URL, which must hold no tables yet (create it with `createdb`): a
 * restore never merges into, or drops, live data. One transaction: all or nothing.
 */
export async function restorePostgres({ databaseUrl, file }) {
  if (!existsSync(file)) throw new BackupError(`${file} does not exist.`);
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select count(*)::int as tables from pg_tables
       where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    if (rows[0].tables > 0)
      throw new BackupError(
        `The database in DATABASE_URL already holds ${rows[0].tables} table(s). Restore into a new, empty database (createdb), then point DATABASE_URL at it.`,
      );
  } finally {
    await client.end();
  }
  const { url, env } = connection(databaseUrl);
  run(
    "pg_restore",
    [
      "--no-owner",
      "--no-privileges",
      "--exit-on-error",
      "--single-transaction",
      `--dbname=${url}`,
      file,
    ],
    env,
  );
  return { engine: "postgres", file };
}

/** Whether a folder is missing or holds nothing. */
function isEmptyFolder(folder) {
  return !existsSync(folder) || readdirSync(folder).length === 0;
}

/**
 * PGlite's data folder as a .tar.gz (PGlite's dumpDataDir). Refuses while a server has the
 * database open: PGlite has no lock, and two processes on one folder would corrupt it.
 */
export async function backupPglite({ dataDir, out, now = new Date(), force = false }) {
  const pgliteDir = path.join(dataDir, "pglite");
  if (isEmptyFolder(pgliteDir)) throw new BackupError(`No PGlite database in ${pgliteDir}.`);
  if (existsSync(path.join(pgliteDir, "postmaster.pid")) && !force)
    throw new BackupError(
      `The database in ${pgliteDir} is open (postmaster.pid): stop the server first. If it is stopped (it crashed), run again with --force.`,
    );
  const file = outputFile(out, ".tar.gz", "pglite", now);
  const { PGlite } = await import("@electric-sql/pglite");
  const client = new PGlite(pgliteDir);
  try {
    // dumpDataDir() before the database is up never settles (PGlite 0.5).
    await client.waitReady;
    const dump = await client.dumpDataDir("gzip");
    writeFileSync(file, new Uint8Array(await dump.arrayBuffer()), { mode: 0o600 });
  } finally {
    await client.close();
  }
  const secret = path.join(dataDir, SECRET_FILE);
  const secretCopy = existsSync(secret) ? secretFileFor(file) : undefined;
  if (secretCopy) {
    copyFileSync(secret, secretCopy);
    chmodSync(secretCopy, 0o600);
  }
  return { engine: "pglite", file, secretFile: secretCopy };
}

/** A PGlite dump into an empty (or new) DATA_DIR, with its session secret when one was saved. */
export async function restorePglite({ dataDir, file }) {
  if (!existsSync(file)) throw new BackupError(`${file} does not exist.`);
  if (!isEmptyFolder(dataDir))
    throw new BackupError(
      `${dataDir} is not empty. Restore into a new folder, then point DATA_DIR at it (or move the old one aside).`,
    );
  const pgliteDir = path.join(dataDir, "pglite");
  mkdirSync(pgliteDir, { recursive: true });
  const { PGlite } = await import("@electric-sql/pglite");
  const loadDataDir = new Blob([readFileSync(file)], { type: "application/x-gzip" });
  const client = new PGlite(pgliteDir, { loadDataDir });
  try {
    await client.query("select 1");
  } finally {
    await client.close();
  }
  const secretCopy = secretFileFor(file);
  if (existsSync(secretCopy)) {
    const target = path.join(dataDir, SECRET_FILE);
    copyFileSync(secretCopy, target);
    chmodSync(target, 0o600);
  }
  return { engine: "pglite", dataDir };
}

function parseArgs(argv) {
  const options = { positional: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--out" || arg === "--data-dir") {
      const value = argv[++i];
      if (!value) throw new BackupError(`${arg} needs a value.`);
      options[arg === "--out" ? "out" : "dataDir"] = value;
    } else if (arg === "--force") options.force = true;
    else if (arg === "--help" || arg === "-h") options.help = true;
    else if (arg.startsWith("--")) throw new BackupError(`Unknown option ${arg}.`);
    else options.positional.push(arg);
  }
  return options;
}

const USAGE = `Usage:
  npm run backup -- [--out <folder or file>] [--force]
  npm run restore -- <file> [--data-dir <folder>]
DATABASE_URL set: pg_dump / pg_restore of that database. Otherwise PGlite in DATA_DIR (default ./data).
See README.md, "Backups".`;

async function main(command, argv) {
  const options = parseArgs(argv);
  if (options.help || (command !== "backup" && command !== "restore")) {
    console.log(USAGE);
    return command === "backup" || command === "restore" ? 0 : 2;
  }
  const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
  const dataDir = path.resolve(options.dataDir ?? (process.env.DATA_DIR?.trim() || "./data"));
  if (command === "backup") {
    if (options.positional.length > 0)
      throw new BackupError(`Unexpected ${options.positional[0]}.`);
    const result = databaseUrl
      ? backupPostgres({ databaseUrl, out: options.out })
      : await backupPglite({ dataDir, out: options.out, force: options.force });
    console.log(`Backed up the ${result.engine} database to ${result.file}`);
    if (result.secretFile)
      console.log(`Session secret saved to ${result.secretFile} (keep it private).`);
    return 0;
  }
  const [file, ...rest] = options.positional;
  if (!file || rest.length > 0) throw new BackupError(`Name one backup file.\n${USAGE}`);
  const result = databaseUrl
    ? await restorePostgres({ databaseUrl, file: path.resolve(file) })
    : await restorePglite({ dataDir, file: path.resolve(file) });
  console.log(
    result.engine === "postgres"
      ? `Restored ${file} into the database in DATABASE_URL.`
      : `Restored ${file} into ${result.dataDir}. Start the server with DATA_DIR=${result.dataDir}.`,
  );
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv[2], process.argv.slice(3)).then(
    (code) => process.exit(code),
    (error) => {
      if (error instanceof BackupError) {
        console.error(error.message);
        process.exit(1);
      }
      throw error;
    },
  );
}
