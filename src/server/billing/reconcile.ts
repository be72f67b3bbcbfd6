import { eq, isNotNull } from "drizzle-orm";
import type { StripeConfig } from "../config";
import { billingAccounts, billingInvoices, user } from "../db/schema";
import { applySubscription, type BillingDeps, invoiceRecord } from "./service";
import { type BillingRow, readBillingRow, saveInvoice } from "./store";
import { type Stripe, stripeClient } from "./stripe";

/**
 * Stripe reconcile (`npm run billing -- reconcile`; decision 029): the rows Stripe's webhooks
 * keep are re-read from Stripe itself, for when a webhook was lost for good (an endpoint down
 * past Stripe's three days of retries, a secret rotated wrongly). For every founder with a Stripe
 * customer: their subscriptions are listed, the one that counts (a live one, else the one the row
 * names, else the newest) is applied as the webhook would have applied it, and their invoices are
 * read again. Answers what changed, founder by founder.
 */

/** The fields a founder's access depends on, as the report shows them. */
const SHOWN = [
  ["plan", "plan"],
  ["status", "status"],
  ["stripeSubscriptionId", "subscription"],
  ["currentPeriodEnd", "period end"],
  ["cancelAtPeriodEnd", "cancel at period end"],
  ["endedAt", "ended"],
] as const satisfies readonly (readonly [keyof BillingRow, string])[];

export interface ReconciledFounder {
  email: string;
  /** "status active → canceled", one per field that changed, then "2 invoices added". */
  changes: string[];
}

export interface ReconcileReport {
  /** Founders with a Stripe customer, all read. */
  checked: number;
  changed: ReconciledFounder[];
  /** Founders whose Stripe customer could not be read (the run goes on without them). */
  failed: { email: string; error: string }[];
}

const LIVE: ReadonlySet<Stripe.Subscription.Status> = new Set([
  "active",
  "trialing",
  "past_due",
  "unpaid",
]);

/** The subscription the founder's row should follow, or undefined when they have none. */
export function subscriptionThatCounts(
  subscriptions: readonly Stripe.Subscription[],
  currentId: string | null,
): Stripe.Subscription | undefined {
  const newest = [...subscriptions].sort((a, b) => b.created - a.created);
  return (
    newest.find((subscription) => LIVE.has(subscription.status)) ??
    newest.find((subscription) => subscription.id === currentId) ??
    newest.find((subscription) => subscription.status !== "incomplete")
  );
}

function shown(value: unknown): string {
  if (value === null || value === undefined) return "none";
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

function differences(before: BillingRow | null, after: BillingRow | null): string[] {
  return SHOWN.flatMap(([field, label]) => {
    const was = shown(before?.[field]);
    const now = shown(after?.[field]);
    return was === now ? [] : [`${label} ${was} → ${now}`];
  });
}

export async function reconcileSubscriptions(
  deps: BillingDeps & { config: { stripe: StripeConfig } },
): Promise<ReconcileReport> {
  const stripe = await stripeClient(deps.config.stripe);
  const founders = await deps.db
    .select({
      userId: billingAccounts.userId,
      customer: billingAccounts.stripeCustomerId,
      email: user.email,
    })
    .from(billingAccounts)
    .innerJoin(user, eq(user.id, billingAccounts.userId))
    .where(isNotNull(billingAccounts.stripeCustomerId))
    .orderBy(user.email);
  const report: ReconcileReport = { checked: 0, changed: [], failed: [] };
  for (const { userId, customer, email } of founders) {
    if (!customer) continue;
    try {
      const before = await readBillingRow(deps.db, userId);
      const listed = await stripe.subscriptions.list({ customer, status: "all", limit: 100 });
      const subscription = subscriptionThatCounts(
        listed.data,
        before?.stripeSubscriptionId ?? null,
      );
      if (subscription) {
        await applySubscription(deps, subscription, deps.now(), { readNow: true });
      }
      const invoices = await stripe.invoices.list({ customer, limit: 100 });
      const known = new Set(
        (
          await deps.db
            .select({ id: billingInvoices.id })
            .from(billingInvoices)
            .where(eq(billingInvoices.userId, userId))
        ).map((row) => row.id),
      );
      let added = 0;
      for (const invoice of invoices.data) {
        const record = invoiceRecord(invoice, invoice.status === "paid");
        if (!record) continue;
        await saveInvoice(deps.db, userId, record);
        if (!known.has(record.id)) added += 1;
      }
      const changes = differences(before, await readBillingRow(deps.db, userId));
      if (added > 0) changes.push(`${added} invoice${added === 1 ? "" : "s"} added`);
      if (changes.length > 0) report.changed.push({ email, changes });
      report.checked += 1;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      deps.log.warn({ userId, err: error }, "reconcile: the Stripe customer could not be read");
      report.failed.push({ email, error: message });
    }
  }
  return report;
}

/** The report as the command prints it. */
export function reconcileSummary(report: ReconcileReport): string {
  const lines = [
    ...report.changed.map(({ email, changes }) => `${email}: ${changes.join("; ")}`),
    ...report.failed.map(({ email, error }) => `${email}: not read from Stripe (${error})`),
  ];
  const unchanged = report.checked - report.changed.length;
  lines.push(
    `Reconciled ${report.checked} founder${report.checked === 1 ? "" : "s"} with Stripe: ${report.changed.length} changed, ${unchanged} unchanged${report.failed.length > 0 ? `, ${report.failed.length} not read` : ""}.`,
  );
  return lines.join("\n");
}
