import { desc, eq } from "drizzle-orm";
import type { BillingInvoice } from "../../shared/billing";
import type { Db } from "../db/client";
import { billingAccounts, billingEvents, billingInvoices, user } from "../db/schema";
import { type BillingRecord, type BillingState, billingState } from "./access";

/**
 * The billing tables' queries (issue 15). Every read and write is by the owner's id, or by a
 * Stripe id that the owner's row holds.
 */

export type BillingRow = typeof billingAccounts.$inferSelect;
type Executor = Pick<Db, "select" | "insert" | "update">;

export async function readBillingRow(db: Executor, userId: string): Promise<BillingRow | null> {
  const [row] = await db
    .select()
    .from(billingAccounts)
    .where(eq(billingAccounts.userId, userId))
    .limit(1);
  return row ?? null;
}

export function recordOf(row: BillingRow | null): BillingRecord | null {
  if (!row) return null;
  return {
    plan: row.plan,
    status: row.status,
    source: row.source,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    pastDueSince: row.pastDueSince,
    endedAt: row.endedAt,
  };
}

/**
 * A founder's billing state now: their trial start and their billing row, in one round trip (it
 * is read before every workspace write and every signed-in tool run; issue 17's load bench).
 */
export async function readBillingState(
  db: Executor,
  userId: string,
  now: Date,
): Promise<{ state: BillingState; row: BillingRow | null } | null> {
  const [owner] = await db
    .select({ trialStartedAt: user.trialStartedAt, row: billingAccounts })
    .from(user)
    .leftJoin(billingAccounts, eq(billingAccounts.userId, user.id))
    .where(eq(user.id, userId))
    .limit(1);
  if (!owner) return null;
  return { state: billingState(owner.trialStartedAt, recordOf(owner.row), now), row: owner.row };
}

/** Creates or changes a founder's billing row. */
export async function writeBillingRow(
  db: Executor,
  userId: string,
  patch: Partial<Omit<BillingRow, "userId" | "updatedAt">>,
  now: Date,
): Promise<void> {
  await db
    .insert(billingAccounts)
    .values({ userId, ...patch, updatedAt: now })
    .onConflictDoUpdate({ target: billingAccounts.userId, set: { ...patch, updatedAt: now } });
}

/** Whether a user row exists (a Stripe event may name a founder deleted since). */
export async function userExists(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.id, userId)).limit(1);
  return row !== undefined;
}

export async function findByCustomer(db: Executor, customerId: string): Promise<BillingRow | null> {
  const [row] = await db
    .select()
    .from(billingAccounts)
    .where(eq(billingAccounts.stripeCustomerId, customerId))
    .limit(1);
  return row ?? null;
}

/**
 * Marks a Stripe event as received; false when it was already (a replay or a retry of an event
 * applied before): the caller then changes nothing.
 */
export async function claimEvent(db: Executor, id: string, type: string): Promise<boolean> {
  const claimed = await db
    .insert(billingEvents)
    .values({ id, type })
    .onConflictDoNothing({ target: billingEvents.id })
    .returning({ id: billingEvents.id });
  return claimed.length === 1;
}

export async function saveInvoice(
  db: Executor,
  userId: string,
  invoice: BillingInvoice,
): Promise<void> {
  const values = {
    number: invoice.number,
    amountCents: invoice.amountCents,
    currency: invoice.currency,
    status: invoice.status,
    url: invoice.url,
  };
  await db
    .insert(billingInvoices)
    .values({ id: invoice.id, userId, createdAt: new Date(invoice.createdAt), ...values })
    .onConflictDoUpdate({ target: billingInvoices.id, set: values });
}

export async function listInvoices(db: Executor, userId: string): Promise<BillingInvoice[]> {
  const rows = await db
    .select()
    .from(billingInvoices)
    .where(eq(billingInvoices.userId, userId))
    .orderBy(desc(billingInvoices.createdAt))
    .limit(24);
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    createdAt: row.createdAt.toISOString(),
    amountCents: row.amountCents,
    currency: row.currency,
    status: row.status as BillingInvoice["status"],
    url: row.url,
  }));
}
