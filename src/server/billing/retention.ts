import { eq, isNotNull, or } from "drizzle-orm";
import { DELETION_WARNING_DAYS } from "../../shared/billing";
import { BRAND } from "../../shared/brand";
import type { Db } from "../db/client";
import { billingAccounts, user } from "../db/schema";
import type { Logger } from "../logger";
import type { Mailer } from "../mail/mailer";
import { billingState, DAY_MS } from "./access";
import { recordOf, writeBillingRow } from "./store";

/**
 * The export window (issue 15, spec §9): an account whose paid plan ended keeps its data for
 * EXPORT_WINDOW_DAYS, with a warning mailed 7 days and 1 day before, then it is deleted with
 * everything it owns (the foreign keys cascade). An expired trial is never deleted this way: it
 * never paid, and it is kept read-only until the founder subscribes or deletes it. Run daily by
 * start.ts; safe to run more often, and from several instances (a warning is recorded before it
 * is mailed, a deleted account is simply gone).
 */
export async function runRetention(deps: {
  db: Db;
  mailer: Pick<Mailer, "send">;
  log: Logger;
  now: Date;
  publicUrl: string;
}): Promise<{ warned: number; deleted: number }> {
  const { db, now } = deps;
  const rows = await db
    .select({ account: billingAccounts, email: user.email, trialStartedAt: user.trialStartedAt })
    .from(billingAccounts)
    .innerJoin(user, eq(user.id, billingAccounts.userId))
    .where(or(eq(billingAccounts.status, "canceled"), isNotNull(billingAccounts.currentPeriodEnd)));
  let warned = 0;
  let deleted = 0;
  for (const { account, email, trialStartedAt } of rows) {
    const state = billingState(trialStartedAt, recordOf(account), now);
    if (state.status !== "ended" || !state.deleteAt) continue;
    if (state.deleteAt <= now) {
      await db.delete(user).where(eq(user.id, account.userId));
      deps.log.info({ userId: account.userId }, "account deleted: its export window ended");
      deleted += 1;
      continue;
    }
    const daysLeft = (state.deleteAt.getTime() - now.getTime()) / DAY_MS;
    const due = [...DELETION_WARNING_DAYS].sort((a, b) => a - b).find((days) => daysLeft <= days);
    if (
      due === undefined ||
      (account.deletionWarnedDays !== null && account.deletionWarnedDays <= due)
    )
      continue;
    await writeBillingRow(db, account.userId, { deletionWarnedDays: due }, now);
    await deps.mailer.send(deletionWarning(email, state.deleteAt, due, deps.publicUrl));
    warned += 1;
  }
  return { warned, deleted };
}

export function deletionWarning(to: string, deleteAt: Date, days: number, publicUrl: string) {
  const date = deleteAt.toLocaleDateString("en-US", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  return {
    to,
    subject:
      days === 1
        ? `Your ${BRAND.name} account is deleted tomorrow`
        : `Your ${BRAND.name} account is deleted in ${days} days`,
    text: [
      "Hello,",
      "",
      `Your ${BRAND.name} plan has ended, and your account and everything in it (projects, ventures, plans) will be deleted on ${date}.`,
      "",
      `To keep it, choose a plan: ${publicUrl}/pricing`,
      `To keep a copy, download your data from your settings: ${publicUrl}/dashboard/settings`,
      "",
      `— The ${BRAND.name} team`,
    ].join("\n"),
  };
}
