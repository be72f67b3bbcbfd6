import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { loadConfig } from "../config";
import { type Database, openDatabase } from "../db/client";
import { user } from "../db/schema";
import { readBillingState, writeBillingRow } from "./store";

/**
 * The operator's plan command (issue 15), for servers without Stripe or for support:
 *
 *   npm run plan -- grant <email> monthly|annual|trial --until <YYYY-MM-DD>
 *   npm run plan -- show <email>
 *
 * A grant gives the plan until the end of that day (UTC); a trial grant extends the trial. It
 * refuses to overwrite a live Stripe subscription (change that one in Stripe). Uses the same
 * environment as the server (DATABASE_URL, DATA_DIR).
 */

const USAGE = [
  "Usage:",
  "  npm run plan -- grant <email> monthly|annual|trial --until <YYYY-MM-DD>",
  "  npm run plan -- show <email>",
].join("\n");

const grantArgs = z.object({
  email: z.email({ error: "expected an email address" }),
  plan: z.enum(["monthly", "annual", "trial"], { error: "expected monthly, annual or trial" }),
  until: z
    .string({ error: "--until <YYYY-MM-DD> is required" })
    .regex(/^\d{4}-\d{2}-\d{2}$/, "--until must be a date such as 2027-01-31"),
});

export class UsageError extends Error {}

/** Runs one command; returns what to print. Throws UsageError for a bad command line. */
export async function runPlanCommand(
  database: Pick<Database, "db">,
  argv: readonly string[],
  now: Date = new Date(),
): Promise<string> {
  const [command, email, plan, ...rest] = argv;
  const founder = async (address: string | undefined) => {
    const parsed = z.email().safeParse(address);
    if (!parsed.success) throw new UsageError(`expected an email address\n${USAGE}`);
    const [row] = await database.db
      .select({ id: user.id, email: user.email })
      .from(user)
      .where(eq(sql`lower(${user.email})`, parsed.data.toLowerCase()))
      .limit(1);
    if (!row) throw new UsageError(`There is no account for ${parsed.data}.`);
    return row;
  };
  const describe = async (id: string, address: string) => {
    const found = await readBillingState(database.db, id, now);
    const state = found?.state;
    if (!state) return `${address}: no account`;
    const until = state.currentPeriodEnd ?? state.trialEndsAt;
    return `${address}: ${state.plan} (${state.status}, ${state.access} access, from ${state.source})${until ? ` until ${until.toISOString()}` : ""}`;
  };

  if (command === "show") {
    const { id, email: address } = await founder(email);
    return describe(id, address);
  }
  if (command !== "grant") throw new UsageError(USAGE);
  const untilAt = rest.indexOf("--until");
  const parsed = grantArgs.safeParse({
    email,
    plan,
    until: untilAt === -1 ? undefined : rest[untilAt + 1],
  });
  if (!parsed.success)
    throw new UsageError(`${parsed.error.issues[0]?.message ?? "bad arguments"}\n${USAGE}`);
  const until = new Date(`${parsed.data.until}T23:59:59.999Z`);
  if (Number.isNaN(until.getTime())) throw new UsageError(`--until is not a date\n${USAGE}`);
  if (until <= now) throw new UsageError("--until must be in the future.");
  const { id, email: address } = await founder(parsed.data.email);
  const current = await readBillingState(database.db, id, now);
  if (
    current?.state.source === "stripe" &&
    (current.state.status === "active" || current.state.status === "past_due")
  )
    throw new UsageError(
      `${address} has a live Stripe subscription; change or cancel it in Stripe instead.`,
    );
  await writeBillingRow(
    database.db,
    id,
    {
      plan: parsed.data.plan,
      status: "active",
      source: "grant",
      currentPeriodStart: now,
      currentPeriodEnd: until,
      cancelAtPeriodEnd: false,
      pastDueSince: null,
      endedAt: null,
      deletionWarnedDays: null,
      stripeSubscriptionId: null,
      stripeItemId: null,
    },
    now,
  );
  return `Granted. ${await describe(id, address)}`;
}

/** The command line: `node dist/server/plan.js …` (npm run plan). */
export async function main(argv: readonly string[]): Promise<number> {
  let database: Database | undefined;
  try {
    const config = loadConfig();
    database = await openDatabase(config);
    await database.migrate();
    console.log(await runPlanCommand(database, argv));
    return 0;
  } catch (error) {
    console.error(error instanceof UsageError ? error.message : error);
    return error instanceof UsageError ? 2 : 1;
  } finally {
    await database?.close();
  }
}
