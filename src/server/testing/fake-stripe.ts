import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import Stripe from "stripe";

/**
 * A fake Stripe API on 127.0.0.1 for billing tests (issue 15): enough of the v1 API, in the
 * shapes of the SDK's types for API 2026-10-28, for the real `stripe` SDK pointed at it
 * (`new Stripe(key, { host: "127.0.0.1", port, protocol: "http" })`) to run the whole
 * subscription lifecycle: Checkout, the customer portal, renewals, monthly → annual with
 * proration, cancel at period end, resume and failed payments.
 *
 * Time is the fake's own clock: nothing happens on the wall clock, so a test (or the billing
 * service, handed `clock.now`) moves months ahead in milliseconds. Webhooks are signed with the
 * SDK's own test header helper and delivered one at a time, in order; `advance()` and
 * `completeCheckout()` resolve once their deliveries are answered, and `idle()` waits for those
 * an API call caused (they are sent after its response, as Stripe does).
 *
 * Lists: invoices and subscriptions (by customer and status, newest first).
 *
 * What is not here: other API calls (a Stripe-style 404), `expand[]` (ignored: ids stay ids),
 * trials, coupons, taxes, quantities other than 1, and renewing a subscription while it is past
 * due (it is cancelled `cancelAfterDays` after the failure, before a month ends).
 */

export const FAKE_STRIPE_API_VERSION = "2026-10-28.endive";

export interface FakeStripePrice {
  id: string;
  /** Cents. */
  unitAmount: number;
  interval: "month" | "year";
  /** Shown on the hosted pages and in invoice lines; defaults to "Monthly"/"Annual". */
  nickname?: string;
}

export interface FakeStripeOptions {
  webhookSecret: string;
  /** Where events are POSTed; without it they are only recorded (see `setWebhookUrl`). */
  webhookUrl?: string;
  /** The clock's starting instant (default: the real now); the fake keeps time from there. */
  now?: () => Date;
  prices: { monthly: FakeStripePrice; annual: FakeStripePrice };
  /** The base of hosted page URLs, when the browser reaches the fake by another address. */
  publicUrl?: string;
  /** The port to listen on; 0 (the default) picks a free one. */
  port?: number;
  /** Lowercase ISO currency (default "usd"). */
  currency?: string;
  /** Days after a failed renewal before an unpaid subscription is cancelled (default 14). */
  cancelAfterDays?: number;
  /** Days after a failed payment on which it is retried (default [3, 7]). */
  retryDays?: number[];
}

export type FakeStripeEvent = Stripe.Event & { data: { object: Record<string, unknown> } };

export interface FakeStripeDelivery {
  eventId: string;
  type: string;
  /** The receiver's HTTP status; null when it could not be reached (see `error`). */
  status: number | null;
  error?: string;
  responseBody: string;
  /** Real time: deliveries are signed with the wall clock, not the fake one. */
  at: Date;
}

export type AdvanceBy = number | { days?: number; hours?: number; minutes?: number; ms?: number };

export interface FakeStripeClock {
  now(): Date;
  /** Moves fake time on, processing every renewal, retry and cancellation passed, in order. */
  advance(by: AdvanceBy): Promise<void>;
  /** As `advance`, to an instant (which must not be in the fake's past). */
  advanceTo(instant: Date): Promise<void>;
}

export interface FakeStripe {
  url: string;
  port: number;
  /** The base of hosted page URLs (`publicUrl` or `url`). */
  publicUrl: string;
  clock: FakeStripeClock;
  /**
   * Pays the Checkout Session as the hosted page's button does: creates the subscription and
   * its paid invoice and delivers the events. A declining card (`card: "fails"`, or a customer
   * whose payments fail) leaves the session open and sends nothing, as Checkout does.
   */
  completeCheckout(sessionId: string, options?: { card?: "ok" | "fails" }): Promise<CheckoutResult>;
  /** While on, every charge to this customer (renewal, upgrade, retry, checkout) declines. */
  failNextPayments(customerId: string, fail: boolean): void;
  /** Every event created, oldest first (the objects are snapshots from when it happened). */
  events: FakeStripeEvent[];
  /** Every delivery attempt, oldest first, resends included. */
  deliveries: FakeStripeDelivery[];
  /** The events of one type, oldest first. */
  eventsOfType(type: string): FakeStripeEvent[];
  /** Delivers a recorded event again, freshly signed, and returns the attempt. */
  resend(eventId: string): Promise<FakeStripeDelivery>;
  setWebhookUrl(url: string | undefined): void;
  /** Resolves once every event created so far has been delivered. */
  idle(): Promise<void>;
  /** The current objects, as the API would return them. */
  customers(): Stripe.Customer[];
  subscriptions(): Stripe.Subscription[];
  invoices(): Stripe.Invoice[];
  checkoutSessions(): Stripe.Checkout.Session[];
  close(): Promise<void>;
}

export interface CheckoutResult {
  completed: boolean;
  session: Stripe.Checkout.Session;
  subscription: Stripe.Subscription | null;
}

/**
 * The headers Stripe would send with `payload` (the exact body string), signed with the SDK's
 * helper: for forged, stale or replayed webhook tests. The timestamp is wall-clock seconds.
 */
export function signedWebhook(
  payload: string,
  secret: string,
  options: { timestamp?: number } = {},
): Record<string, string> {
  const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
  return {
    "content-type": "application/json; charset=utf-8",
    "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp }),
  };
}

// ---------------------------------------------------------------------------------------------
// Form bodies

type FormValue = string | FormObject | FormValue[];
interface FormObject {
  [key: string]: FormValue;
}

/**
 * Expands the SDK's form encoding (`a[b][0][c]=v`, brackets usually unencoded) into nested
 * objects; objects whose keys are all indexes become arrays.
 */
export function parseStripeForm(encoded: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
    const path = match
      ? [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!)]
      : [key];
    let node: FormObject = root;
    path.forEach((segment, index) => {
      const name = segment === "" ? String(Object.keys(node).length) : segment;
      if (index === path.length - 1) {
        node[name] = value;
        return;
      }
      const next = node[name];
      if (typeof next !== "object" || Array.isArray(next)) node[name] = {};
      node = node[name] as FormObject;
    });
  }
  return arraysFromIndexes(root) as FormObject;
}

function arraysFromIndexes(value: FormValue): FormValue {
  if (typeof value === "string" || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const expanded = Object.fromEntries(keys.map((k) => [k, arraysFromIndexes(value[k]!)]));
  if (keys.length > 0 && keys.every((k) => /^\d+$/.test(k))) {
    return keys.sort((a, b) => Number(a) - Number(b)).map((k) => expanded[k]!);
  }
  return expanded;
}

// ---------------------------------------------------------------------------------------------
// Records (the fake's own state; `render*` turns them into API objects). Times are Unix seconds.

interface CustomerRecord {
  id: string;
  created: number;
  email: string | null;
  name: string | null;
  metadata: Record<string, string>;
  failPayments: boolean;
  invoiceSequence: number;
  invoicePrefix: string;
}

interface SessionRecord {
  id: string;
  created: number;
  expiresAt: number;
  customer: string;
  clientReferenceId: string | null;
  priceId: string;
  successUrl: string | null;
  cancelUrl: string | null;
  metadata: Record<string, string>;
  subscriptionMetadata: Record<string, string>;
  status: "open" | "complete";
  subscription: string | null;
  invoice: string | null;
  declined: boolean;
}

interface PortalRecord {
  id: string;
  created: number;
  customer: string;
  returnUrl: string | null;
}

interface SubscriptionRecord {
  id: string;
  created: number;
  customer: string;
  status: "active" | "past_due" | "canceled";
  metadata: Record<string, string>;
  cancelAtPeriodEnd: boolean;
  canceledAt: number | null;
  endedAt: number | null;
  cancellationReason: "cancellation_requested" | "payment_failed" | null;
  startDate: number;
  /** The anchor the current price's periods count from (reset by an upgrade). */
  anchor: number;
  /** How many whole periods since `anchor` the current one starts at. */
  cycle: number;
  item: { id: string; created: number; priceId: string };
  latestInvoice: string | null;
  /** Seconds of the first failure of the unpaid invoice; null when paid up. */
  failedAt: number | null;
  retriesDone: number;
}

interface LineRecord {
  id: string;
  amount: number;
  description: string;
  priceId: string;
  start: number;
  end: number;
  proration: boolean;
}

interface InvoiceRecord {
  id: string;
  number: string | null;
  created: number;
  customer: string;
  subscription: string;
  subscriptionMetadata: Record<string, string>;
  billingReason: "subscription_create" | "subscription_cycle" | "subscription_update";
  status: "draft" | "open" | "paid" | "void";
  lines: LineRecord[];
  attemptCount: number;
  paidAt: number | null;
  nextPaymentAttempt: number | null;
  prorationDate: number | null;
}

/** Every field a render emits is type-checked against the SDK's type; absent ones stay absent. */
type Shaped<T> = T extends string | number | boolean | null | undefined
  ? T
  : T extends Array<infer U>
    ? Shaped<U>[]
    : { [K in keyof T]?: Shaped<T[K]> };

class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, string> = {},
    readonly type = "invalid_request_error",
  ) {
    super(message);
  }
}

const missing = (kind: string, id: string, param = "id") =>
  new ApiError(404, `No such ${kind}: '${id}'`, { code: "resource_missing", param });

const DAY = 86_400;

function addMonths(seconds: number, months: number): number {
  const d = new Date(seconds * 1000);
  const target = new Date(
    Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1, d.getUTCHours(), d.getUTCMinutes()),
  );
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  target.setUTCSeconds(d.getUTCSeconds());
  return Math.floor(target.getTime() / 1000);
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

export async function startFakeStripe(options: FakeStripeOptions): Promise<FakeStripe> {
  const currency = options.currency ?? "usd";
  const cancelAfter = (options.cancelAfterDays ?? 14) * DAY;
  const retryDays = options.retryDays ?? [3, 7];
  const prices = new Map<string, FakeStripePrice>([
    [options.prices.monthly.id, { nickname: "Monthly", ...options.prices.monthly }],
    [options.prices.annual.id, { nickname: "Annual", ...options.prices.annual }],
  ]);
  let nowMs = (options.now?.() ?? new Date()).getTime();
  const nowSec = () => Math.floor(nowMs / 1000);
  let webhookUrl = options.webhookUrl;

  const customers = new Map<string, CustomerRecord>();
  const sessions = new Map<string, SessionRecord>();
  const portals = new Map<string, PortalRecord>();
  const subscriptions = new Map<string, SubscriptionRecord>();
  const invoices = new Map<string, InvoiceRecord>();
  const idempotent = new Map<string, { status: number; body: string }>();
  const events: FakeStripeEvent[] = [];
  const deliveries: FakeStripeDelivery[] = [];
  const outbox: FakeStripeEvent[] = [];
  let deliveryChain: Promise<unknown> = Promise.resolve();
  let base = "";
  let publicBase = "";

  const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString("base64url")}`;

  const priceOf = (id: string) => {
    const price = prices.get(id);
    if (!price) throw missing("price", id, "price");
    return price;
  };
  const customerOf = (id: string) => {
    const customer = customers.get(id);
    if (!customer) throw missing("customer", id);
    return customer;
  };
  const subscriptionOf = (id: string) => {
    const subscription = subscriptions.get(id);
    if (!subscription) throw missing("subscription", id);
    return subscription;
  };
  const periodOf = (sub: SubscriptionRecord) => {
    const months = priceOf(sub.item.priceId).interval === "year" ? 12 : 1;
    return {
      start: addMonths(sub.anchor, sub.cycle * months),
      end: addMonths(sub.anchor, (sub.cycle + 1) * months),
    };
  };

  // --- Rendering -------------------------------------------------------------------------------

  const renderPrice = (price: FakeStripePrice): Shaped<Stripe.Price> => ({
    id: price.id,
    object: "price",
    active: true,
    billing_scheme: "per_unit",
    created: 0,
    currency,
    livemode: false,
    lookup_key: null,
    metadata: {},
    nickname: price.nickname ?? null,
    product: "prod_ninefold",
    recurring: {
      interval: price.interval,
      interval_count: 1,
      meter: null,
      trial_period_days: null,
      usage_type: "licensed",
    },
    tax_behavior: "unspecified",
    tiers_mode: null,
    transform_quantity: null,
    type: "recurring",
    unit_amount: price.unitAmount,
  });

  const renderCustomer = (c: CustomerRecord): Shaped<Stripe.Customer> => ({
    id: c.id,
    object: "customer",
    balance: 0,
    created: c.created,
    currency,
    default_source: null,
    delinquent: [...subscriptions.values()].some(
      (s) => s.customer === c.id && s.status === "past_due",
    ),
    description: null,
    email: c.email,
    invoice_prefix: c.invoicePrefix,
    invoice_settings: {
      custom_fields: null,
      default_payment_method: null,
      footer: null,
      rendering_options: null,
    },
    livemode: false,
    metadata: c.metadata,
    name: c.name,
    next_invoice_sequence: c.invoiceSequence + 1,
    phone: null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: "none",
    test_clock: null,
  });

  const renderSubscription = (s: SubscriptionRecord): Shaped<Stripe.Subscription> => {
    const period = periodOf(s);
    const price = renderPrice(priceOf(s.item.priceId));
    return {
      id: s.id,
      object: "subscription",
      application: null,
      application_fee_percent: null,
      automatic_tax: { disabled_reason: null, enabled: false, liability: null },
      billing_cycle_anchor: s.anchor,
      billing_cycle_anchor_config: null,
      billing_thresholds: null,
      cancel_at: s.cancelAtPeriodEnd && s.status !== "canceled" ? period.end : null,
      cancel_at_period_end: s.cancelAtPeriodEnd,
      canceled_at: s.canceledAt,
      cancellation_details: {
        comment: null,
        feedback: null,
        reason: s.cancellationReason,
      },
      collection_method: "charge_automatically",
      created: s.created,
      currency,
      customer: s.customer,
      days_until_due: null,
      default_payment_method: null,
      default_source: null,
      description: null,
      discounts: [],
      ended_at: s.endedAt,
      items: {
        object: "list",
        data: [
          {
            id: s.item.id,
            object: "subscription_item",
            billing_thresholds: null,
            created: s.item.created,
            current_period_end: period.end,
            current_period_start: period.start,
            discounts: [],
            metadata: {},
            price,
            quantity: 1,
            subscription: s.id,
            tax_rates: [],
          },
        ],
        has_more: false,
        url: `/v1/subscription_items?subscription=${s.id}`,
      },
      latest_invoice: s.latestInvoice,
      livemode: false,
      metadata: s.metadata,
      next_pending_invoice_item_invoice: null,
      on_behalf_of: null,
      pause_collection: null,
      pending_invoice_item_interval: null,
      pending_setup_intent: null,
      pending_update: null,
      schedule: null,
      start_date: s.startDate,
      status: s.status,
      test_clock: null,
      transfer_data: null,
      trial_end: null,
      trial_settings: { end_behavior: { missing_payment_method: "create_invoice" } },
      trial_start: null,
    };
  };

  const renderInvoice = (
    inv: InvoiceRecord,
    preview = false,
  ): Shaped<Stripe.Invoice> & { amount_due: number } => {
    const customer = customers.get(inv.customer);
    const total = inv.lines.reduce((sum, line) => sum + line.amount, 0);
    const due = Math.max(0, total);
    const paid = inv.status === "paid" ? due : 0;
    const sub = subscriptions.get(inv.subscription);
    const itemId = sub?.item.id ?? "";
    const start = Math.min(...inv.lines.map((l) => l.start));
    const end = Math.max(...inv.lines.map((l) => l.end));
    return {
      id: inv.id,
      object: "invoice",
      account_country: "US",
      account_name: "Ninefold (fake Stripe)",
      account_tax_ids: null,
      amount_due: due,
      amount_overpaid: 0,
      amount_paid: paid,
      amount_remaining: due - paid,
      amount_shipping: 0,
      application: null,
      attempt_count: inv.attemptCount,
      attempted: inv.attemptCount > 0,
      auto_advance: inv.status === "open",
      automatic_tax: {
        disabled_reason: null,
        enabled: false,
        liability: null,
        provider: null,
        status: null,
      },
      automatically_finalizes_at: null,
      billing_reason: inv.billingReason,
      collection_method: "charge_automatically",
      created: inv.created,
      currency,
      custom_fields: null,
      customer: inv.customer,
      customer_address: null,
      customer_email: customer?.email ?? null,
      customer_name: customer?.name ?? null,
      customer_phone: null,
      customer_shipping: null,
      customer_tax_exempt: "none",
      default_payment_method: null,
      default_source: null,
      default_tax_rates: [],
      description: null,
      discounts: [],
      due_date: null,
      effective_at: inv.status === "draft" ? null : inv.created,
      ending_balance: inv.status === "draft" ? null : 0,
      footer: null,
      from_invoice: null,
      hosted_invoice_url: preview ? null : `${publicBase}/invoice/${inv.id}`,
      invoice_pdf: preview ? null : `${publicBase}/invoice/${inv.id}/pdf`,
      last_finalization_error: null,
      latest_revision: null,
      lines: {
        object: "list",
        data: inv.lines.map((line) => ({
          id: line.id,
          object: "line_item",
          amount: line.amount,
          currency,
          description: line.description,
          discount_amounts: [],
          discountable: !line.proration,
          discounts: [],
          invoice: preview ? null : inv.id,
          livemode: false,
          metadata: {},
          parent: {
            invoice_item_details: null,
            subscription_item_details: {
              invoice_item: null,
              proration: line.proration,
              proration_details: { credited_items: null },
              subscription: inv.subscription,
              subscription_item: itemId,
            },
            type: "subscription_item_details",
          },
          period: { end: line.end, start: line.start },
          pretax_credit_amounts: [],
          pricing: {
            price_details: { price: line.priceId, product: "prod_ninefold" },
            type: "price_details",
            unit_amount_decimal: null,
          },
          quantity: 1,
          subtotal: line.amount,
          taxes: [],
        })),
        has_more: false,
        url: preview ? "/v1/invoices/upcoming/lines" : `/v1/invoices/${inv.id}/lines`,
      },
      livemode: false,
      metadata: {},
      next_payment_attempt: inv.nextPaymentAttempt,
      number: inv.number,
      on_behalf_of: null,
      parent: {
        quote_details: null,
        subscription_details: {
          metadata: inv.subscriptionMetadata,
          subscription: inv.subscription,
          ...(inv.prorationDate === null ? {} : { subscription_proration_date: inv.prorationDate }),
        },
        type: "subscription_details",
      },
      period_end: end,
      period_start: start,
      post_payment_credit_notes_amount: 0,
      pre_payment_credit_notes_amount: 0,
      receipt_number: null,
      shipping_cost: null,
      shipping_details: null,
      starting_balance: 0,
      statement_descriptor: null,
      status: inv.status,
      status_transitions: {
        finalized_at: inv.status === "draft" ? null : inv.created,
        marked_uncollectible_at: null,
        paid_at: inv.paidAt,
        voided_at: null,
      },
      subtotal: total,
      subtotal_excluding_tax: total,
      test_clock: null,
      total,
      total_discount_amounts: [],
      total_excluding_tax: total,
      total_pretax_credit_amounts: [],
      total_taxes: [],
      webhooks_delivered_at: inv.created,
    };
  };

  const renderSession = (s: SessionRecord): Shaped<Stripe.Checkout.Session> => {
    const price = priceOf(s.priceId);
    const customer = customers.get(s.customer);
    return {
      id: s.id,
      object: "checkout.session",
      amount_subtotal: price.unitAmount,
      amount_total: price.unitAmount,
      cancel_url: s.cancelUrl,
      client_reference_id: s.clientReferenceId,
      client_secret: null,
      created: s.created,
      currency,
      customer: s.customer,
      customer_details:
        s.status === "complete"
          ? {
              address: null,
              email: customer?.email ?? null,
              name: customer?.name ?? null,
              phone: null,
              tax_exempt: "none",
              tax_ids: [],
            }
          : null,
      customer_email: null,
      expires_at: s.expiresAt,
      invoice: s.invoice,
      livemode: false,
      locale: null,
      metadata: s.metadata,
      mode: "subscription",
      payment_intent: null,
      payment_link: null,
      payment_method_collection: "always",
      payment_method_types: ["card"],
      payment_status: s.status === "complete" ? "paid" : "unpaid",
      recovered_from: null,
      setup_intent: null,
      status: s.status,
      submit_type: null,
      subscription: s.subscription,
      success_url: s.successUrl,
      ui_mode: "hosted",
      url: s.status === "open" ? `${publicBase}/checkout/${s.id}` : null,
    };
  };

  const renderPortal = (p: PortalRecord): Shaped<Stripe.BillingPortal.Session> => ({
    id: p.id,
    object: "billing_portal.session",
    configuration: "bpc_fake",
    created: p.created,
    customer: p.customer,
    flow: null,
    livemode: false,
    locale: null,
    on_behalf_of: null,
    return_url: p.returnUrl,
    url: `${publicBase}/portal/${p.id}`,
  });

  const json = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

  // --- Events and delivery ---------------------------------------------------------------------

  const emit = (type: string, object: object, previous?: Record<string, unknown>) => {
    const event = {
      id: newId("evt"),
      object: "event",
      api_version: FAKE_STRIPE_API_VERSION,
      created: nowSec(),
      data: {
        object: json(object) as Record<string, unknown>,
        ...(previous && Object.keys(previous).length > 0
          ? { previous_attributes: json(previous) }
          : {}),
      },
      livemode: false,
      pending_webhooks: webhookUrl ? 1 : 0,
      request: { id: null, idempotency_key: null },
      type,
    } as unknown as FakeStripeEvent;
    events.push(event);
    outbox.push(event);
    return event;
  };

  /** The top-level fields that changed, with their old values (Stripe's previous_attributes). */
  const changed = (before: object, after: object) => {
    const old = json(before) as Record<string, unknown>;
    const now = json(after) as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(old)
        .filter((k) => JSON.stringify(old[k]) !== JSON.stringify(now[k]))
        .map((k) => [k, old[k]]),
    );
  };

  const deliver = async (event: FakeStripeEvent): Promise<FakeStripeDelivery> => {
    const delivery: FakeStripeDelivery = {
      eventId: event.id,
      type: event.type,
      status: null,
      responseBody: "",
      at: new Date(),
    };
    deliveries.push(delivery);
    if (!webhookUrl) {
      delivery.error = "no webhook URL";
      return delivery;
    }
    const payload = JSON.stringify(event, null, 2);
    try {
      const response = await fetch(webhookUrl, {
        method: "POST",
        headers: {
          ...signedWebhook(payload, options.webhookSecret),
          "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
        },
        body: payload,
        signal: AbortSignal.timeout(10_000),
      });
      delivery.status = response.status;
      delivery.responseBody = await response.text();
    } catch (error) {
      delivery.error = error instanceof Error ? error.message : String(error);
    }
    return delivery;
  };

  /** Queues the outbox for delivery, in order, after anything already queued. */
  const flush = () => {
    const batch = outbox.splice(0);
    for (const event of batch) {
      deliveryChain = deliveryChain.then(() => deliver(event));
    }
    return deliveryChain.then(() => undefined);
  };

  // --- Billing ---------------------------------------------------------------------------------

  const chargeSucceeds = (customerId: string) => !customers.get(customerId)?.failPayments;

  const createInvoice = (
    sub: SubscriptionRecord,
    billingReason: InvoiceRecord["billingReason"],
    lines: Omit<LineRecord, "id">[],
    prorationDate: number | null = null,
  ): InvoiceRecord => {
    const customer = customerOf(sub.customer);
    customer.invoiceSequence += 1;
    const invoice: InvoiceRecord = {
      id: newId("in"),
      number: `${customer.invoicePrefix}-${String(customer.invoiceSequence).padStart(4, "0")}`,
      created: nowSec(),
      customer: sub.customer,
      subscription: sub.id,
      subscriptionMetadata: { ...sub.metadata },
      billingReason,
      status: "open",
      lines: lines.map((line) => ({ id: newId("il"), ...line })),
      attemptCount: 0,
      paidAt: null,
      nextPaymentAttempt: null,
      prorationDate,
    };
    invoices.set(invoice.id, invoice);
    sub.latestInvoice = invoice.id;
    return invoice;
  };

  /** Charges an open invoice; the subscription follows (active when paid, past_due when not). */
  const attemptPayment = (invoice: InvoiceRecord, sub: SubscriptionRecord): boolean => {
    invoice.attemptCount += 1;
    const total = invoice.lines.reduce((sum, line) => sum + line.amount, 0);
    if (total <= 0 || chargeSucceeds(invoice.customer)) {
      invoice.status = "paid";
      invoice.paidAt = nowSec();
      invoice.nextPaymentAttempt = null;
      sub.status = "active";
      sub.failedAt = null;
      sub.retriesDone = 0;
      return true;
    }
    if (sub.failedAt === null) sub.failedAt = nowSec();
    sub.status = "past_due";
    const nextRetry = retryDays[sub.retriesDone];
    invoice.nextPaymentAttempt = nextRetry === undefined ? null : sub.failedAt + nextRetry * DAY;
    return false;
  };

  const periodLine = (priceId: string, start: number, end: number): Omit<LineRecord, "id"> => {
    const price = priceOf(priceId);
    return {
      amount: price.unitAmount,
      description: `1 × Ninefold ${price.nickname} (at ${dollars(price.unitAmount)} / ${price.interval})`,
      priceId,
      start,
      end,
      proration: false,
    };
  };

  /**
   * The lines of a price change billed now with a new period from `now`: Stripe's credit for
   * the unused time, unit_amount × (period_end − proration_date) ÷ (period_end − period_start)
   * rounded to the cent, then the new price's whole period.
   */
  const changeLines = (
    sub: SubscriptionRecord,
    newPriceId: string,
    prorationDate: number,
    prorate: boolean,
  ): Omit<LineRecord, "id">[] => {
    const period = periodOf(sub);
    const old = priceOf(sub.item.priceId);
    const price = priceOf(newPriceId);
    const start = nowSec();
    const end = addMonths(start, price.interval === "year" ? 12 : 1);
    const lines: Omit<LineRecord, "id">[] = [];
    const unused = Math.max(0, period.end - prorationDate);
    if (prorate && unused > 0) {
      const credit = Math.round((old.unitAmount * unused) / (period.end - period.start));
      lines.push({
        amount: -credit,
        description: `Unused time on Ninefold ${old.nickname} after ${new Date(prorationDate * 1000).toISOString().slice(0, 10)}`,
        priceId: old.id,
        start: prorationDate,
        end: period.end,
        proration: true,
      });
    }
    lines.push(periodLine(price.id, start, end));
    return lines;
  };

  const completeSession = async (
    session: SessionRecord,
    card: "ok" | "fails",
  ): Promise<boolean> => {
    if (session.status !== "open") return session.status === "complete";
    if (card === "fails" || !chargeSucceeds(session.customer)) {
      session.declined = true;
      return false;
    }
    const start = nowSec();
    const sub: SubscriptionRecord = {
      id: newId("sub"),
      created: start,
      customer: session.customer,
      status: "active",
      metadata: { ...session.subscriptionMetadata },
      cancelAtPeriodEnd: false,
      canceledAt: null,
      endedAt: null,
      cancellationReason: null,
      startDate: start,
      anchor: start,
      cycle: 0,
      item: { id: newId("si"), created: start, priceId: session.priceId },
      latestInvoice: null,
      failedAt: null,
      retriesDone: 0,
    };
    subscriptions.set(sub.id, sub);
    const period = periodOf(sub);
    const invoice = createInvoice(sub, "subscription_create", [
      periodLine(session.priceId, period.start, period.end),
    ]);
    attemptPayment(invoice, sub);
    session.status = "complete";
    session.subscription = sub.id;
    session.invoice = invoice.id;
    emit("checkout.session.completed", renderSession(session));
    emit("customer.subscription.created", renderSubscription(sub));
    emit("invoice.paid", renderInvoice(invoice));
    await flush();
    return true;
  };

  /** The next moment (seconds) something happens to `sub` on its own, with what happens. */
  const nextChange = (sub: SubscriptionRecord): { at: number; run: () => void } | null => {
    if (sub.status === "canceled") return null;
    const period = periodOf(sub);
    const cancel = () => {
      const before = renderSubscription(sub);
      sub.status = "canceled";
      sub.canceledAt ??= nowSec();
      sub.endedAt = nowSec();
      const invoice = sub.latestInvoice ? invoices.get(sub.latestInvoice) : undefined;
      if (invoice?.status === "open") invoice.nextPaymentAttempt = null;
      emit(
        "customer.subscription.deleted",
        renderSubscription(sub),
        changed(before, renderSubscription(sub)),
      );
    };
    if (sub.status === "past_due" && sub.failedAt !== null) {
      const giveUp = sub.failedAt + cancelAfter;
      const retry = retryDays[sub.retriesDone];
      const retryAt = retry === undefined ? null : sub.failedAt + retry * DAY;
      const endAt = sub.cancelAtPeriodEnd ? Math.min(period.end, giveUp) : giveUp;
      if (retryAt !== null && retryAt < endAt) {
        return {
          at: retryAt,
          run: () => {
            sub.retriesDone += 1;
            const invoice = invoices.get(sub.latestInvoice ?? "");
            if (!invoice) return;
            const before = renderSubscription(sub);
            const paid = attemptPayment(invoice, sub);
            emit(paid ? "invoice.paid" : "invoice.payment_failed", renderInvoice(invoice));
            if (paid) {
              emit(
                "customer.subscription.updated",
                renderSubscription(sub),
                changed(before, renderSubscription(sub)),
              );
            }
          },
        };
      }
      return {
        at: endAt,
        run: () => {
          if (endAt === giveUp) sub.cancellationReason = "payment_failed";
          cancel();
        },
      };
    }
    if (sub.cancelAtPeriodEnd) return { at: period.end, run: cancel };
    return {
      at: period.end,
      run: () => {
        const before = renderSubscription(sub);
        sub.cycle += 1;
        const next = periodOf(sub);
        const invoice = createInvoice(sub, "subscription_cycle", [
          periodLine(sub.item.priceId, next.start, next.end),
        ]);
        const paid = attemptPayment(invoice, sub);
        emit(paid ? "invoice.paid" : "invoice.payment_failed", renderInvoice(invoice));
        emit(
          "customer.subscription.updated",
          renderSubscription(sub),
          changed(before, renderSubscription(sub)),
        );
      },
    };
  };

  const advanceTo = async (targetMs: number) => {
    if (targetMs < nowMs) throw new Error("the fake Stripe clock cannot go back");
    const target = Math.floor(targetMs / 1000);
    for (;;) {
      let earliest: { at: number; run: () => void } | null = null;
      for (const sub of subscriptions.values()) {
        const change = nextChange(sub);
        if (change && change.at <= target && (!earliest || change.at < earliest.at)) {
          earliest = change;
        }
      }
      if (!earliest) break;
      nowMs = Math.max(nowMs, earliest.at * 1000);
      earliest.run();
      await flush();
    }
    nowMs = targetMs;
    await flush();
  };

  // --- API -------------------------------------------------------------------------------------

  const text = (form: FormObject, key: string): string | undefined => {
    const value = form[key];
    return typeof value === "string" ? value : undefined;
  };
  const required = (form: FormObject, key: string): string => {
    const value = text(form, key);
    if (!value) throw new ApiError(400, `Missing required param: ${key}.`, { param: key });
    return value;
  };
  const metadataOf = (value: FormValue | undefined): Record<string, string> => {
    if (!value || typeof value !== "object" || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter((e): e is [string, string] => typeof e[1] === "string"),
    );
  };
  const mergeMetadata = (into: Record<string, string>, value: FormValue | undefined) => {
    for (const [key, v] of Object.entries(metadataOf(value))) {
      if (v === "") delete into[key];
      else into[key] = v;
    }
  };
  const listOf = (form: FormObject, key: string): FormObject[] => {
    const value = form[key];
    if (!Array.isArray(value)) return [];
    return value.filter((v): v is FormObject => typeof v === "object" && !Array.isArray(v));
  };
  const timestampOf = (form: FormObject, key: string): number | undefined => {
    const value = text(form, key);
    if (value === undefined) return undefined;
    const parsed = Number(value);
    if (!Number.isInteger(parsed)) {
      throw new ApiError(400, `Invalid integer: ${value}`, { param: key });
    }
    return parsed;
  };

  /** What a price change asks for, shared by `subscriptions.update` and `createPreview`. */
  const priceChange = (sub: SubscriptionRecord, form: FormObject, prefix: string) => {
    const items = listOf(form, "items");
    if (items.length === 0) return null;
    if (items.length > 1) throw new ApiError(400, "The fake Stripe supports one item.");
    const item = items[0]!;
    const itemId = text(item, "id");
    if (itemId !== sub.item.id) {
      throw new ApiError(400, `No such subscription item: '${itemId ?? ""}'`, {
        code: "resource_missing",
        param: `${prefix}items[0][id]`,
      });
    }
    const priceId = text(item, "price") ?? sub.item.priceId;
    priceOf(priceId);
    // Since API 2026-09-30 the SDK sends `billing_cycle_anchor[type]=now`; older code sent
    // `billing_cycle_anchor=now`. Either way a change of interval starts a new period now.
    const anchorParam = form.billing_cycle_anchor;
    const anchor =
      typeof anchorParam === "object" && !Array.isArray(anchorParam)
        ? text(anchorParam, "type")
        : text(form, "billing_cycle_anchor");
    if (anchorParam !== undefined && anchor !== "now" && anchor !== "unchanged") {
      throw new ApiError(400, `The fake Stripe supports billing_cycle_anchor now or unchanged.`, {
        param: `${prefix}billing_cycle_anchor`,
      });
    }
    const behavior = text(form, "proration_behavior") ?? "create_prorations";
    if (!["always_invoice", "create_prorations", "none"].includes(behavior)) {
      throw new ApiError(400, `Invalid proration_behavior: ${behavior}`);
    }
    const prorationDate = timestampOf(form, "proration_date") ?? nowSec();
    return { priceId, prorate: behavior !== "none", prorationDate };
  };

  type Handler = (form: FormObject, params: string[]) => Promise<unknown> | unknown;
  const routes: Array<[method: string, pattern: RegExp, handler: Handler]> = [
    [
      "GET",
      /^\/v1\/balance$/,
      () =>
        ({
          object: "balance",
          available: [{ amount: 0, currency, source_types: { card: 0 } }],
          livemode: false,
          pending: [{ amount: 0, currency, source_types: { card: 0 } }],
        }) satisfies Shaped<Stripe.Balance>,
    ],
    [
      "POST",
      /^\/v1\/customers$/,
      (form) => {
        const customer: CustomerRecord = {
          id: newId("cus"),
          created: nowSec(),
          email: text(form, "email") ?? null,
          name: text(form, "name") ?? null,
          metadata: metadataOf(form.metadata),
          failPayments: false,
          invoiceSequence: 0,
          invoicePrefix: randomBytes(4).toString("hex").toUpperCase(),
        };
        customers.set(customer.id, customer);
        return renderCustomer(customer);
      },
    ],
    ["GET", /^\/v1\/customers\/([^/]+)$/, (_, [id]) => renderCustomer(customerOf(id!))],
    [
      "POST",
      /^\/v1\/checkout\/sessions$/,
      (form) => {
        const mode = required(form, "mode");
        if (mode !== "subscription") {
          throw new ApiError(400, "The fake Stripe only supports mode=subscription.", {
            param: "mode",
          });
        }
        const customer = customerOf(required(form, "customer")).id;
        const lines = listOf(form, "line_items");
        if (lines.length !== 1) {
          throw new ApiError(400, "The fake Stripe supports exactly one line item.", {
            param: "line_items",
          });
        }
        const priceId = required(lines[0]!, "price");
        priceOf(priceId);
        if ((text(lines[0]!, "quantity") ?? "1") !== "1") {
          throw new ApiError(400, "The fake Stripe supports quantity 1.", {
            param: "line_items[0][quantity]",
          });
        }
        const subscriptionData = form.subscription_data;
        const session: SessionRecord = {
          id: newId("cs_test"),
          created: nowSec(),
          expiresAt: nowSec() + DAY,
          customer,
          clientReferenceId: text(form, "client_reference_id") ?? null,
          priceId,
          successUrl: text(form, "success_url") ?? null,
          cancelUrl: text(form, "cancel_url") ?? null,
          metadata: metadataOf(form.metadata),
          subscriptionMetadata:
            subscriptionData &&
            typeof subscriptionData === "object" &&
            !Array.isArray(subscriptionData)
              ? metadataOf(subscriptionData.metadata)
              : {},
          status: "open",
          subscription: null,
          invoice: null,
          declined: false,
        };
        sessions.set(session.id, session);
        return renderSession(session);
      },
    ],
    [
      "GET",
      /^\/v1\/checkout\/sessions\/([^/]+)$/,
      (_, [id]) => {
        const session = sessions.get(id!);
        if (!session) throw missing("checkout.session", id!);
        return renderSession(session);
      },
    ],
    [
      "POST",
      /^\/v1\/billing_portal\/sessions$/,
      (form) => {
        const portal: PortalRecord = {
          id: newId("bps"),
          created: nowSec(),
          customer: customerOf(required(form, "customer")).id,
          returnUrl: text(form, "return_url") ?? null,
        };
        portals.set(portal.id, portal);
        return renderPortal(portal);
      },
    ],
    [
      // subscriptions.list: a customer's subscriptions, newest first; `status` one of the
      // subscription states or "all" (Stripe's default leaves out canceled ones).
      "GET",
      /^\/v1\/subscriptions$/,
      (form) => {
        const customer = text(form, "customer");
        const status = text(form, "status");
        const limit = Math.min(100, Math.max(1, Number(text(form, "limit") ?? 10) || 10));
        const all = [...subscriptions.values()]
          .filter(
            (sub) =>
              (customer === undefined || sub.customer === customer) &&
              (status === "all" ||
                (status === undefined ? sub.status !== "canceled" : sub.status === status)),
          )
          .reverse();
        return {
          object: "list",
          data: all.slice(0, limit).map((sub) => renderSubscription(sub)),
          has_more: all.length > limit,
          url: "/v1/subscriptions",
        };
      },
    ],
    ["GET", /^\/v1\/subscriptions\/([^/]+)$/, (_, [id]) => renderSubscription(subscriptionOf(id!))],
    [
      // subscriptions.cancel: ends it now (a founder deleting their account), no proration.
      "DELETE",
      /^\/v1\/subscriptions\/([^/]+)$/,
      (_, [id]) => {
        const sub = subscriptionOf(id!);
        if (sub.status === "canceled")
          throw new ApiError(400, "This subscription has already been canceled.");
        const before = renderSubscription(sub);
        sub.status = "canceled";
        sub.canceledAt = nowSec();
        sub.endedAt = nowSec();
        emit(
          "customer.subscription.deleted",
          renderSubscription(sub),
          changed(before, renderSubscription(sub)),
        );
        return renderSubscription(sub);
      },
    ],
    [
      "POST",
      /^\/v1\/subscriptions\/([^/]+)$/,
      (form, [id]) => {
        const sub = subscriptionOf(id!);
        const before = renderSubscription(sub);
        const cancel = text(form, "cancel_at_period_end");
        const change = priceChange(sub, form, "");
        if (sub.status === "canceled" && (cancel !== undefined || change)) {
          throw new ApiError(
            400,
            "A canceled subscription can only update its cancellation_details and metadata.",
          );
        }
        if (change && change.priceId !== sub.item.priceId) {
          const lines = changeLines(sub, change.priceId, change.prorationDate, change.prorate);
          if (
            text(form, "payment_behavior") === "error_if_incomplete" &&
            !chargeSucceeds(sub.customer)
          ) {
            throw new ApiError(
              402,
              "Your card was declined.",
              { code: "card_declined", decline_code: "generic_decline" },
              "card_error",
            );
          }
          const start = nowSec();
          sub.item.priceId = change.priceId;
          sub.anchor = start;
          sub.cycle = 0;
          const invoice = createInvoice(sub, "subscription_update", lines, change.prorationDate);
          const paid = attemptPayment(invoice, sub);
          emit(paid ? "invoice.paid" : "invoice.payment_failed", renderInvoice(invoice));
        }
        if (cancel !== undefined) {
          sub.cancelAtPeriodEnd = cancel === "true";
          sub.canceledAt = sub.cancelAtPeriodEnd ? nowSec() : null;
          sub.cancellationReason = sub.cancelAtPeriodEnd ? "cancellation_requested" : null;
        }
        mergeMetadata(sub.metadata, form.metadata);
        const after = renderSubscription(sub);
        const previous = changed(before, after);
        if (Object.keys(previous).length > 0) {
          emit("customer.subscription.updated", after, previous);
        }
        return after;
      },
    ],
    [
      "POST",
      /^\/v1\/invoices\/create_preview$/,
      (form) => {
        const customer = customerOf(required(form, "customer")).id;
        const sub = subscriptionOf(required(form, "subscription"));
        if (sub.customer !== customer) {
          throw new ApiError(400, "The subscription does not belong to this customer.", {
            param: "subscription",
          });
        }
        const details = form.subscription_details;
        const detailForm =
          details && typeof details === "object" && !Array.isArray(details) ? details : {};
        const change = priceChange(sub, detailForm, "subscription_details[");
        const lines = change
          ? changeLines(sub, change.priceId, change.prorationDate, change.prorate)
          : [
              periodLine(
                sub.item.priceId,
                periodOf(sub).end,
                addMonths(
                  periodOf(sub).end,
                  priceOf(sub.item.priceId).interval === "year" ? 12 : 1,
                ),
              ),
            ];
        const preview: InvoiceRecord = {
          id: newId("upcoming_in"),
          number: null,
          created: nowSec(),
          customer,
          subscription: sub.id,
          subscriptionMetadata: { ...sub.metadata },
          billingReason: change ? "subscription_update" : "subscription_cycle",
          status: "draft",
          lines: lines.map((line) => ({ id: newId("il_tmp"), ...line })),
          attemptCount: 0,
          paidAt: null,
          nextPaymentAttempt: null,
          prorationDate: change?.prorationDate ?? null,
        };
        return renderInvoice(preview, true);
      },
    ],
    [
      "GET",
      /^\/v1\/invoices$/,
      (form) => {
        const customer = text(form, "customer");
        const subscription = text(form, "subscription");
        const status = text(form, "status");
        const limit = Math.min(100, Math.max(1, Number(text(form, "limit") ?? 10) || 10));
        const all = [...invoices.values()]
          .filter(
            (inv) =>
              (customer === undefined || inv.customer === customer) &&
              (subscription === undefined || inv.subscription === subscription) &&
              (status === undefined || inv.status === status),
          )
          .reverse();
        return {
          object: "list",
          data: all.slice(0, limit).map((inv) => renderInvoice(inv)),
          has_more: all.length > limit,
          url: "/v1/invoices",
        };
      },
    ],
    [
      "GET",
      /^\/v1\/invoices\/([^/]+)$/,
      (_, [id]) => {
        const invoice = invoices.get(id!);
        if (!invoice) throw missing("invoice", id!);
        return renderInvoice(invoice);
      },
    ],
  ];

  // --- Hosted pages ----------------------------------------------------------------------------

  const page = (title: string, body: string) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><main>${body}</main></body></html>`;

  const checkoutPage = (session: SessionRecord) => {
    const price = priceOf(session.priceId);
    const customer = customers.get(session.customer);
    if (session.status !== "open") {
      return page("Checkout complete", "<h1>This checkout is complete</h1>");
    }
    return page(
      `Subscribe to Ninefold ${price.nickname}`,
      `<h1>Subscribe to Ninefold ${escapeHtml(price.nickname ?? "")}</h1>
<p>${dollars(price.unitAmount)} per ${price.interval}</p>
${customer?.email ? `<p>${escapeHtml(customer.email)}</p>` : ""}
${session.declined ? '<p role="alert">Your card was declined.</p>' : ""}
<form method="post" action="/checkout/${session.id}/pay">
<button type="submit" name="card" value="ok">Pay and subscribe</button>
<button type="submit" name="card" value="fails">Use a declined card</button>
</form>
${session.cancelUrl ? `<p><a href="${escapeHtml(session.cancelUrl)}">Cancel</a></p>` : ""}`,
    );
  };

  const hosted = async (req: IncomingMessage, res: ServerResponse, path: string, body: string) => {
    const html = (status: number, markup: string) => {
      res.writeHead(status, { "content-type": "text/html; charset=utf-8" });
      res.end(markup);
    };
    const notFound = () => html(404, page("Not found", "<h1>Not found</h1>"));
    let match = /^\/checkout\/([^/]+)(\/pay)?$/.exec(path);
    if (match) {
      const session = sessions.get(match[1]!);
      if (!session) return notFound();
      if (!match[2] && req.method === "GET") return html(200, checkoutPage(session));
      if (match[2] && req.method === "POST") {
        const card = new URLSearchParams(body).get("card") === "fails" ? "fails" : "ok";
        const completed = await completeSession(session, card);
        if (!completed) return html(402, checkoutPage(session));
        const target = (session.successUrl ?? `${publicBase}/checkout/${session.id}`).replaceAll(
          "{CHECKOUT_SESSION_ID}",
          session.id,
        );
        res.writeHead(303, { location: target });
        return res.end();
      }
      return notFound();
    }
    match = /^\/portal\/([^/]+)$/.exec(path);
    if (match && req.method === "GET") {
      const portal = portals.get(match[1]!);
      if (!portal) return notFound();
      const subs = [...subscriptions.values()].filter((s) => s.customer === portal.customer);
      return html(
        200,
        page(
          "Billing portal",
          `<h1>Billing portal</h1>
<ul>${subs.map((s) => `<li>${escapeHtml(priceOf(s.item.priceId).nickname ?? "")}: ${s.status}${s.cancelAtPeriodEnd ? " (cancels at period end)" : ""}</li>`).join("")}</ul>
${portal.returnUrl ? `<p><a href="${escapeHtml(portal.returnUrl)}">Return to Ninefold</a></p>` : ""}`,
        ),
      );
    }
    match = /^\/invoice\/([^/]+)(\/pdf)?$/.exec(path);
    if (match && req.method === "GET") {
      const invoice = invoices.get(match[1]!);
      if (!invoice) return notFound();
      const rendered = renderInvoice(invoice);
      return html(
        200,
        page(
          `Invoice ${invoice.number}`,
          `<h1>Invoice ${escapeHtml(invoice.number ?? "")}</h1><p>${dollars(rendered.amount_due)}: ${invoice.status}</p>`,
        ),
      );
    }
    return notFound();
  };

  // --- Test control over HTTP (for the e2e suite, which runs the fake in another process) ------

  const control = async (path: string, body: string): Promise<unknown> => {
    const input = body ? (JSON.parse(body) as Record<string, unknown>) : {};
    switch (path) {
      case "/_fake/health":
        return { ok: true };
      case "/_fake/state":
        return {
          now: new Date(nowMs).toISOString(),
          customers: fake.customers(),
          subscriptions: fake.subscriptions(),
          invoices: fake.invoices(),
          checkoutSessions: fake.checkoutSessions(),
        };
      case "/_fake/events":
        return { events, deliveries };
      case "/_fake/advance":
        await fake.clock.advance(input as AdvanceBy);
        return { now: new Date(nowMs).toISOString() };
      case "/_fake/fail-payments":
        fake.failNextPayments(String(input.customer), input.fail !== false);
        return { ok: true };
      case "/_fake/complete-checkout":
        return fake.completeCheckout(String(input.session), {
          card: input.card === "fails" ? "fails" : "ok",
        });
      case "/_fake/resend":
        return fake.resend(String(input.event));
      case "/_fake/webhook-url":
        fake.setWebhookUrl(typeof input.url === "string" ? input.url : undefined);
        return { ok: true };
      default:
        throw new ApiError(404, `Unknown control route ${path}`);
    }
  };

  // --- Server ----------------------------------------------------------------------------------

  const sendJson = (res: ServerResponse, status: number, payload: unknown) => {
    const body = JSON.stringify(payload, null, 2);
    res.writeHead(status, {
      "content-type": "application/json",
      "request-id": newId("req"),
      "stripe-version": FAKE_STRIPE_API_VERSION,
    });
    res.end(body);
    return body;
  };

  const apiRequest = async (req: IncomingMessage, res: ServerResponse, url: URL, body: string) => {
    const authorization = req.headers.authorization ?? "";
    const key = /^Bearer (\S+)$/.exec(authorization)?.[1];
    if (!key || !/^(sk|rk)_test_/.test(key)) {
      return sendJson(res, 401, {
        error: {
          type: "invalid_request_error",
          message: key
            ? `Invalid API Key provided: ${key.slice(0, 8)}****`
            : "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
        },
      });
    }
    const idempotencyKey = req.method === "POST" ? req.headers["idempotency-key"] : undefined;
    const cacheKey = typeof idempotencyKey === "string" ? `${key} ${idempotencyKey}` : null;
    const cached = cacheKey ? idempotent.get(cacheKey) : undefined;
    if (cached) {
      res.writeHead(cached.status, {
        "content-type": "application/json",
        "idempotent-replayed": "true",
      });
      return res.end(cached.body);
    }
    const form = parseStripeForm(
      req.method === "GET" || req.method === "DELETE" ? url.search.slice(1) : body,
    );
    let status = 200;
    let payload: unknown;
    const route = routes.find(
      ([method, pattern]) => method === req.method && pattern.test(url.pathname),
    );
    try {
      if (!route) {
        throw new ApiError(
          404,
          `Unrecognized request URL (${req.method}: ${url.pathname}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
        );
      }
      const params = route[1].exec(url.pathname)!.slice(1).map(decodeURIComponent);
      payload = await route[2](form, params);
    } catch (error) {
      // A failed call changes nothing, so it must not announce anything either.
      outbox.length = 0;
      if (!(error instanceof ApiError)) throw error;
      status = error.status;
      payload = { error: { type: error.type, message: error.message, ...error.extra } };
    }
    const sent = sendJson(res, status, payload);
    if (cacheKey) idempotent.set(cacheKey, { status, body: sent });
    // Stripe answers first and sends the webhooks after; `idle()` waits for them.
    void flush();
  };

  const sockets = new Set<Socket>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      const run = async () => {
        if (url.pathname.startsWith("/v1/")) return apiRequest(req, res, url, body);
        if (url.pathname.startsWith("/_fake/")) {
          try {
            return sendJson(res, 200, (await control(url.pathname, body)) ?? {});
          } catch (error) {
            const status = error instanceof ApiError ? error.status : 400;
            return sendJson(res, status, { error: { message: (error as Error).message } });
          }
        }
        return hosted(req, res, url.pathname, body);
      };
      run().catch((error: unknown) => {
        if (!res.headersSent) {
          sendJson(res, 500, { error: { type: "api_error", message: String(error) } });
        }
      });
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  base = `http://127.0.0.1:${address.port}`;
  publicBase = (options.publicUrl ?? base).replace(/\/$/, "");

  const fake: FakeStripe = {
    url: base,
    port: address.port,
    publicUrl: publicBase,
    clock: {
      now: () => new Date(nowMs),
      advance: (by) => {
        const ms =
          typeof by === "number"
            ? by
            : (by.days ?? 0) * DAY * 1000 +
              (by.hours ?? 0) * 3_600_000 +
              (by.minutes ?? 0) * 60_000 +
              (by.ms ?? 0);
        return advanceTo(nowMs + ms);
      },
      advanceTo: (instant) => advanceTo(instant.getTime()),
    },
    async completeCheckout(sessionId, { card = "ok" } = {}) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`No such checkout session: ${sessionId}`);
      const completed = await completeSession(session, card);
      const sub = session.subscription ? subscriptions.get(session.subscription) : undefined;
      return {
        completed,
        session: json(renderSession(session)) as Stripe.Checkout.Session,
        subscription: sub ? (json(renderSubscription(sub)) as Stripe.Subscription) : null,
      };
    },
    failNextPayments(customerId, fail) {
      customerOf(customerId).failPayments = fail;
    },
    events,
    deliveries,
    eventsOfType: (type) => events.filter((event) => event.type === type),
    async resend(eventId) {
      const event = events.find((e) => e.id === eventId);
      if (!event) throw new Error(`No such event: ${eventId}`);
      const attempt = deliveryChain.then(() => deliver(event));
      deliveryChain = attempt;
      return attempt;
    },
    setWebhookUrl(url) {
      webhookUrl = url;
    },
    idle: () => flush(),
    customers: () => [...customers.values()].map((c) => json(renderCustomer(c)) as Stripe.Customer),
    subscriptions: () =>
      [...subscriptions.values()].map((s) => json(renderSubscription(s)) as Stripe.Subscription),
    invoices: () => [...invoices.values()].map((i) => json(renderInvoice(i)) as Stripe.Invoice),
    checkoutSessions: () =>
      [...sessions.values()].map((s) => json(renderSession(s)) as Stripe.Checkout.Session),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  return fake;
}
