import type {
  BillingAction,
  BillingInvoice,
  BillingSummary,
  PaidPlan,
  RedirectReply,
  UpgradePreview,
} from "../../shared/billing";
import { AppError } from "../../shared/errors";
import type { Config } from "../config";
import type { Db } from "../db/client";
import type { Logger } from "../logger";
import type { BillingState } from "./access";
import {
  type BillingRow,
  claimEvent,
  findByCustomer,
  listInvoices,
  readBillingRow,
  readBillingState,
  saveInvoice,
  userExists,
  writeBillingRow,
} from "./store";
import { callStripe, requireStripeConfig, type Stripe, stripeClient } from "./stripe";
import { checkStripeEvent } from "./webhook-event";

/**
 * Billing (issue 15): the founder's plan as the server holds it, the Stripe actions that change
 * it, and the webhook that tells us what Stripe did. The browser only ever asks; every state
 * change comes from Stripe's signed events, from Stripe's answer to our own call, or from an
 * operator's grant (plan-cli.ts).
 */
export interface BillingDeps {
  db: Db;
  config: Pick<Config, "stripe" | "publicUrl">;
  log: Logger;
  now: () => Date;
}

export interface Founder {
  id: string;
  email: string;
  name: string;
}

async function stateOf(deps: BillingDeps, userId: string) {
  const found = await readBillingState(deps.db, userId, deps.now());
  if (!found) throw new AppError("unauthenticated", "You are not signed in.");
  return found;
}

/**
 * 402 `plan_required` unless the founder has full access: a paid module, a section change, a
 * model save, a new venture. Reading, Markdown, deleting and "Download my data" never ask.
 */
export async function requireFullAccess(deps: BillingDeps, userId: string): Promise<void> {
  const { state } = await stateOf(deps, userId);
  if (state.access === "full") return;
  throw new AppError("plan_required", readOnlyMessage(state));
}

export function readOnlyMessage(state: BillingState): string {
  const why =
    state.status === "trial_ended"
      ? "Your free trial has ended"
      : state.status === "past_due"
        ? "Your last payment did not go through"
        : "Your plan has ended";
  return `${why}, so your workspace is read-only: your work is kept, and you can read it, export it as Markdown and download your data. Choose a plan to keep building.`;
}

function actionsOf(state: BillingState, row: BillingRow | null): BillingAction[] {
  const stripe = state.source === "stripe" && row?.stripeSubscriptionId;
  if (state.status === "trialing" || state.status === "trial_ended" || state.status === "ended")
    return [
      "subscribe_monthly",
      "subscribe_annual",
      ...(row?.stripeCustomerId ? (["manage_payment"] as const) : []),
    ];
  if (!stripe) return [];
  const actions: BillingAction[] = [];
  if (state.plan === "monthly" && state.status === "active" && !state.cancelAtPeriodEnd)
    actions.push("upgrade_annual");
  actions.push(state.cancelAtPeriodEnd ? "resume" : "cancel", "manage_payment");
  return actions;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export async function billingSummary(deps: BillingDeps, userId: string): Promise<BillingSummary> {
  const { state, row } = await stateOf(deps, userId);
  return {
    configured: deps.config.stripe !== undefined,
    access: state.access,
    status: state.status,
    plan: state.plan,
    source: state.source,
    trialEndsAt: iso(state.trialEndsAt),
    currentPeriodEnd: iso(state.currentPeriodEnd),
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    graceEndsAt: iso(state.graceEndsAt),
    deleteAt: iso(state.deleteAt),
    prioritySupport: state.prioritySupport,
    invoices: await listInvoices(deps.db, userId),
    actions: deps.config.stripe ? actionsOf(state, row) : [],
  };
}

// ---------------------------------------------------------------------------------------------
// Actions the founder asks for
// ---------------------------------------------------------------------------------------------

export async function startCheckout(
  deps: BillingDeps,
  founder: Founder,
  plan: PaidPlan,
): Promise<RedirectReply> {
  const config = requireStripeConfig(deps.config.stripe);
  const { state, row } = await stateOf(deps, founder.id);
  if (state.source === "stripe" && (state.status === "active" || state.status === "past_due"))
    throw new AppError(
      "billing_conflict",
      `You already have the ${state.plan === "annual" ? "Annual" : "Monthly"} plan. Change it from Billing in your settings.`,
    );
  const stripe = await stripeClient(config);
  let customer = row?.stripeCustomerId ?? null;
  if (!customer) {
    const created = await callStripe(deps.log, "customers.create", () =>
      stripe.customers.create({
        email: founder.email,
        name: founder.name,
        metadata: { userId: founder.id },
      }),
    );
    customer = created.id;
    await writeBillingRow(deps.db, founder.id, { stripeCustomerId: customer }, deps.now());
  }
  const session = await callStripe(deps.log, "checkout.sessions.create", () =>
    stripe.checkout.sessions.create({
      mode: "subscription",
      customer: customer ?? undefined,
      client_reference_id: founder.id,
      line_items: [{ price: config.prices[plan], quantity: 1 }],
      success_url: `${deps.config.publicUrl}/dashboard/settings?billing=success#billing`,
      cancel_url: `${deps.config.publicUrl}/pricing`,
      metadata: { userId: founder.id, plan },
      subscription_data: { metadata: { userId: founder.id, plan } },
    }),
  );
  if (!session.url) throw new AppError("billing_unavailable", "Stripe gave no Checkout page.");
  return { url: session.url };
}

export async function openPortal(deps: BillingDeps, userId: string): Promise<RedirectReply> {
  const config = requireStripeConfig(deps.config.stripe);
  const row = await readBillingRow(deps.db, userId);
  if (!row?.stripeCustomerId)
    throw new AppError("billing_conflict", "There is no payment method to manage yet.");
  const stripe = await stripeClient(config);
  const session = await callStripe(deps.log, "billingPortal.sessions.create", () =>
    stripe.billingPortal.sessions.create({
      customer: row.stripeCustomerId ?? "",
      return_url: `${deps.config.publicUrl}/dashboard/settings#billing`,
    }),
  );
  return { url: session.url };
}

/** The founder's Stripe subscription, or 409 when the action needs one they do not have. */
async function subscriptionOf(deps: BillingDeps, userId: string, what: string) {
  const config = requireStripeConfig(deps.config.stripe);
  const { state, row } = await stateOf(deps, userId);
  if (
    state.source !== "stripe" ||
    !row?.stripeSubscriptionId ||
    !row.stripeCustomerId ||
    (state.status !== "active" && state.status !== "past_due")
  )
    throw new AppError("billing_conflict", `There is no paid subscription to ${what}.`);
  return { config, state, row, stripe: await stripeClient(config) };
}

/** An upgrade is priced at this second: the preview and the change use the same instant. */
function upgradeParams(config: Pick<Config, "stripe">["stripe"], row: BillingRow, now: Date) {
  return {
    items: [{ id: row.stripeItemId ?? "", price: config?.prices.annual ?? "" }],
    proration_behavior: "always_invoice" as const,
    billing_cycle_anchor: { type: "now" as const },
    proration_date: Math.floor(now.getTime() / 1000),
  };
}

async function upgradeTarget(deps: BillingDeps, userId: string) {
  const target = await subscriptionOf(deps, userId, "upgrade");
  if (
    target.state.plan !== "monthly" ||
    target.state.status !== "active" ||
    !target.row.stripeItemId
  )
    throw new AppError(
      "billing_conflict",
      target.state.plan === "annual"
        ? "You are on the Annual plan already."
        : "Upgrade once your current payment has gone through.",
    );
  if (target.state.cancelAtPeriodEnd)
    throw new AppError("billing_conflict", "Resume your subscription before upgrading it.");
  return target;
}

export async function previewUpgrade(deps: BillingDeps, userId: string): Promise<UpgradePreview> {
  const { config, row, stripe } = await upgradeTarget(deps, userId);
  const params = upgradeParams(config, row, deps.now());
  const invoice = await callStripe(deps.log, "invoices.createPreview", () =>
    stripe.invoices.createPreview({
      customer: row.stripeCustomerId ?? "",
      subscription: row.stripeSubscriptionId ?? "",
      subscription_details: params,
    }),
  );
  const credit = invoice.lines.data
    .filter((line) => line.amount < 0)
    .reduce((sum, line) => sum - line.amount, 0);
  return { amountDueCents: invoice.amount_due, creditCents: credit, currency: invoice.currency };
}

export async function upgradeToAnnual(deps: BillingDeps, userId: string): Promise<BillingSummary> {
  const { config, row, stripe } = await upgradeTarget(deps, userId);
  const subscription = await callStripe(deps.log, "subscriptions.update (upgrade)", () =>
    stripe.subscriptions.update(row.stripeSubscriptionId ?? "", {
      ...upgradeParams(config, row, deps.now()),
      payment_behavior: "error_if_incomplete",
    }),
  );
  await applySubscription(deps, subscription, deps.now());
  return billingSummary(deps, userId);
}

export async function setCancelAtPeriodEnd(
  deps: BillingDeps,
  userId: string,
  cancel: boolean,
): Promise<BillingSummary> {
  const { state, row, stripe } = await subscriptionOf(deps, userId, cancel ? "cancel" : "resume");
  if (state.cancelAtPeriodEnd === cancel)
    throw new AppError(
      "billing_conflict",
      cancel
        ? "Your subscription is already set to end at the close of this period."
        : "Your subscription is not cancelled.",
    );
  const subscription = await callStripe(deps.log, "subscriptions.update (cancel)", () =>
    stripe.subscriptions.update(row.stripeSubscriptionId ?? "", { cancel_at_period_end: cancel }),
  );
  await applySubscription(deps, subscription, deps.now());
  return billingSummary(deps, userId);
}

/**
 * Before a founder's account is deleted: their live Stripe subscription is cancelled now, so a
 * deleted account is never charged again. If Stripe cannot be reached, this throws and the
 * account is kept (the founder can try again).
 */
export async function cancelForDeletion(deps: BillingDeps, userId: string): Promise<void> {
  const row = await readBillingRow(deps.db, userId);
  if (!row?.stripeSubscriptionId || row.source !== "stripe" || row.status === "canceled") return;
  const config = requireStripeConfig(deps.config.stripe);
  const stripe = await stripeClient(config);
  await callStripe(deps.log, "subscriptions.cancel (account deletion)", () =>
    stripe.subscriptions.cancel(row.stripeSubscriptionId ?? ""),
  );
}

// ---------------------------------------------------------------------------------------------
// What Stripe tells us
// ---------------------------------------------------------------------------------------------

/**
 * POST /api/billing/webhook: verifies the signature (and its age: the SDK refuses one older than
 * five minutes), then applies the event once. A replayed or retried event finds its id already
 * recorded and changes nothing; a forged one is refused before anything is read.
 */
export async function receiveWebhook(
  deps: BillingDeps,
  payload: string,
  signature: string | undefined,
): Promise<{ type: string; duplicate: boolean }> {
  const config = requireStripeConfig(deps.config.stripe);
  const stripe = await stripeClient(config);
  let verified: Stripe.Event;
  try {
    verified = await stripe.webhooks.constructEventAsync(
      payload,
      signature ?? "",
      config.webhookSecret,
    );
  } catch {
    throw new AppError("invalid_signature", "The Stripe-Signature header does not verify.");
  }
  // Signed is not well-formed: what the handler reads is checked before anything is stored.
  const event = checkStripeEvent(verified);
  // The subscription a completed Checkout made, fetched before the transaction (a network call).
  let fromCheckout: Stripe.Subscription | undefined;
  if (event.type === "checkout.session.completed") {
    const id = idOf(event.data.object.subscription);
    if (id)
      fromCheckout = await callStripe(deps.log, "subscriptions.retrieve", () =>
        stripe.subscriptions.retrieve(id),
      );
  }
  let duplicate = false;
  await deps.db.transaction(async (tx) => {
    if (!(await claimEvent(tx, event.id, event.type))) {
      duplicate = true;
      return;
    }
    await applyEvent({ ...deps, db: tx as unknown as Db }, event, fromCheckout);
  });
  return { type: event.type, duplicate };
}

function idOf(value: string | { id: string } | null | undefined): string | undefined {
  if (!value) return undefined;
  return typeof value === "string" ? value : value.id;
}

async function applyEvent(
  deps: BillingDeps,
  event: Stripe.Event,
  fromCheckout: Stripe.Subscription | undefined,
): Promise<void> {
  const at = new Date(event.created * 1000);
  switch (event.type) {
    case "checkout.session.completed": {
      const session = event.data.object;
      const userId = session.client_reference_id ?? session.metadata?.userId;
      const customer = idOf(session.customer);
      if (!userId || !customer) return;
      // A founder deleted since (or an id we never made), or a customer another founder holds:
      // nothing of ours to update.
      const holder = await findByCustomer(deps.db, customer);
      if ((holder && holder.userId !== userId) || !(await userExists(deps.db, userId))) {
        deps.log.warn({ stripeEvent: event.id }, "Checkout completed for no founder of ours");
        return;
      }
      await writeBillingRow(deps.db, userId, { stripeCustomerId: customer }, deps.now());
      if (fromCheckout) await applySubscription(deps, fromCheckout, at);
      return;
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      await applySubscription(deps, event.data.object, at);
      return;
    case "invoice.paid":
    case "invoice.payment_failed":
      await applyInvoice(deps, event.data.object, event.type === "invoice.paid", at);
      return;
    default:
      deps.log.info({ stripeEvent: event.type }, "Stripe event not used");
  }
}

/** The paid plan a subscription's price is, by the configured price ids. */
function planOfPrice(deps: BillingDeps, subscription: Stripe.Subscription): PaidPlan | undefined {
  const price = subscription.items.data[0]?.price.id;
  const prices = deps.config.stripe?.prices;
  if (price && price === prices?.annual) return "annual";
  if (price && price === prices?.monthly) return "monthly";
  return undefined;
}

/**
 * A subscription's state, as Stripe gives it, onto its founder's row (found by the customer id
 * our Checkout stored). An event older than the last one applied is skipped: Stripe does not
 * promise order. `readNow`: the subscription was just read from Stripe (reconcile.ts), so it is
 * the current state whatever events were applied before, and `at` is the time of reading.
 */
export async function applySubscription(
  deps: BillingDeps,
  subscription: Stripe.Subscription,
  at: Date,
  { readNow = false }: { readNow?: boolean } = {},
): Promise<void> {
  const customer = idOf(subscription.customer);
  const row = customer ? await findByCustomer(deps.db, customer) : null;
  if (!row) {
    deps.log.warn({ subscription: subscription.id }, "Stripe subscription for an unknown customer");
    return;
  }
  if (!readNow && row.stripeEventAt && at < row.stripeEventAt) return;
  const item = subscription.items.data[0];
  const plan = planOfPrice(deps, subscription);
  if (!plan) {
    deps.log.warn({ subscription: subscription.id }, "Stripe subscription with an unknown price");
    return;
  }
  const status =
    subscription.status === "active" || subscription.status === "trialing"
      ? "active"
      : subscription.status === "past_due" || subscription.status === "unpaid"
        ? "past_due"
        : subscription.status === "canceled" || subscription.status === "incomplete_expired"
          ? "canceled"
          : null;
  if (status === null) return; // incomplete: the first payment has not gone through yet
  const eventAt = readNow && row.stripeEventAt && row.stripeEventAt > at ? row.stripeEventAt : at;
  const seconds = (value: number | null | undefined) => (value ? new Date(value * 1000) : null);
  await writeBillingRow(
    deps.db,
    row.userId,
    {
      plan,
      status,
      source: "stripe",
      stripeSubscriptionId: subscription.id,
      stripeItemId: item?.id ?? null,
      currentPeriodStart: seconds(item?.current_period_start),
      currentPeriodEnd: seconds(item?.current_period_end),
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
      pastDueSince: status === "past_due" ? (row.pastDueSince ?? at) : null,
      endedAt: status === "canceled" ? (seconds(subscription.ended_at) ?? at) : null,
      deletionWarnedDays: status === "canceled" ? row.deletionWarnedDays : null,
      stripeEventAt: eventAt,
    },
    deps.now(),
  );
}

/** A Stripe invoice as the settings page lists it; null for one without an id. */
export function invoiceRecord(invoice: Stripe.Invoice, paid: boolean): BillingInvoice | null {
  if (!invoice.id) return null;
  return {
    id: invoice.id,
    number: invoice.number ?? null,
    createdAt: new Date(invoice.created * 1000).toISOString(),
    amountCents: paid ? invoice.amount_paid : invoice.amount_due,
    currency: invoice.currency,
    status: (invoice.status ?? "open") as BillingInvoice["status"],
    url: invoice.hosted_invoice_url ?? null,
  };
}

async function applyInvoice(
  deps: BillingDeps,
  invoice: Stripe.Invoice,
  paid: boolean,
  at: Date,
): Promise<void> {
  const customer = idOf(invoice.customer);
  const row = customer ? await findByCustomer(deps.db, customer) : null;
  const record = invoiceRecord(invoice, paid);
  if (!row || !record) return;
  await saveInvoice(deps.db, row.userId, record);
  if (paid && row.status === "past_due")
    await writeBillingRow(
      deps.db,
      row.userId,
      { status: "active", pastDueSince: null },
      deps.now(),
    );
  if (!paid && row.status === "active")
    await writeBillingRow(
      deps.db,
      row.userId,
      { status: "past_due", pastDueSince: row.pastDueSince ?? at },
      deps.now(),
    );
}
