import pino from "pino";
import { type Config, loadConfig } from "../config";
import { type Database, openDatabase } from "../db/client";
import { UsageError } from "./plan-cli";
import { reconcileSubscriptions, reconcileSummary } from "./reconcile";

/**
 * The operator's billing command (decision 029):
 *
 *   npm run billing -- reconcile
 *
 * re-reads every founder's subscription and invoices from Stripe, fixes their rows and prints
 * what changed (reconcile.ts). For a webhook lost for good; safe to run any time, and again.
 * Uses the same environment as the server (DATABASE_URL or DATA_DIR, the STRIPE_* variables).
 */

const USAGE = ["Usage:", "  npm run billing -- reconcile"].join("\n");

/** Runs one command; returns what to print and whether everything was read. */
export async function runBillingCommand(
  database: Pick<Database, "db">,
  config: Pick<Config, "stripe" | "publicUrl">,
  argv: readonly string[],
  options: { now?: () => Date; log?: pino.Logger } = {},
): Promise<{ output: string; ok: boolean }> {
  const [command, ...rest] = argv;
  if (command !== "reconcile" || rest.length > 0) throw new UsageError(USAGE);
  const { stripe } = config;
  if (!stripe)
    throw new UsageError(
      "Stripe is not configured: set STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_MONTHLY and STRIPE_PRICE_ANNUAL as for the server.",
    );
  const report = await reconcileSubscriptions({
    db: database.db,
    config: { stripe, publicUrl: config.publicUrl },
    log: options.log ?? pino({ level: "warn" }, pino.destination(2)),
    now: options.now ?? (() => new Date()),
  });
  return { output: reconcileSummary(report), ok: report.failed.length === 0 };
}

/** The command line: `node dist/server/billing.js …` (npm run billing). */
export async function main(argv: readonly string[]): Promise<number> {
  let database: Database | undefined;
  try {
    const config = loadConfig();
    database = await openDatabase(config);
    await database.migrate();
    const { output, ok } = await runBillingCommand(database, config, argv);
    console.log(output);
    return ok ? 0 : 1;
  } catch (error) {
    console.error(error instanceof UsageError ? error.message : error);
    return error instanceof UsageError ? 2 : 1;
  } finally {
    await database?.close();
  }
}
