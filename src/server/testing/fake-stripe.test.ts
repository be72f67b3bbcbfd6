import { createServer, type Server } from "node:http";
import Stripe from "stripe";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type FakeStripe, parseStripeForm, signedWebhook, startFakeStripe } from "./fake-stripe";

const SECRET = "whsec_fake_stripe_test";
const PRICES = {
  monthly: { id: "price_monthly", unitAmount: 6900, interval: "month" as const },
  annual: { id: "price_annual", unitAmount: 49000, interval: "year" as const },
};
/** November has 30 days, so "10 of 30 days" is exact. */
const START = new Date("2026-11-01T00:00:00Z");
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

interface Received {
  event: Stripe.Event;
  raw: string;
}

/** A webhook endpoint that checks every signature as the billing service will. */
async function startReceiver() {
  const received: Received[] = [];
  const refused: string[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", async () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      try {
        const event = await Stripe.webhooks.constructEventAsync(
          raw,
          String(req.headers["stripe-signature"]),
          SECRET,
        );
        received.push({ event, raw });
        res.writeHead(200).end("ok");
      } catch (error) {
        refused.push((error as Error).message);
        res.writeHead(400).end("bad signature");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  return {
    url: `http://127.0.0.1:${address.port}/api/billing/webhook`,
    received,
    refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("fake Stripe", () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let fake: FakeStripe;
  let stripe: Stripe;

  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(() => receiver.close());
  beforeEach(async () => {
    receiver.received.length = 0;
    receiver.refused.length = 0;
    fake = await startFakeStripe({
      webhookUrl: receiver.url,
      webhookSecret: SECRET,
      now: () => START,
      prices: PRICES,
    });
    stripe = new Stripe("sk_test_x", {
      host: "127.0.0.1",
      port: fake.port,
      protocol: "http",
      maxNetworkRetries: 0,
    });
  });
  afterEach(() => fake.close());

  const types = () => fake.events.map((event) => event.type);

  /** A customer on a paid plan, through Checkout, from the fake's current instant. */
  async function subscribe(plan: "monthly" | "annual" = "monthly") {
    const customer = await stripe.customers.create({
      email: "ada@example.com",
      name: "Ada",
      metadata: { userId: "u1" },
    });
    const session = await stripe.checkout.sessions.create({
      mode: "subscription",
      customer: customer.id,
      client_reference_id: "u1",
      line_items: [{ price: PRICES[plan].id, quantity: 1 }],
      success_url: "http://app.test/billing?session={CHECKOUT_SESSION_ID}",
      cancel_url: "http://app.test/billing",
      metadata: { userId: "u1" },
      subscription_data: { metadata: { userId: "u1" } },
    });
    const result = await fake.completeCheckout(session.id);
    if (!result.subscription) throw new Error("no subscription");
    return { customer, session, subscription: result.subscription };
  }

  it("answers the SDK's customer, portal, balance and list calls", async () => {
    await expect(stripe.balance.retrieve()).resolves.toMatchObject({ object: "balance" });
    const customer = await stripe.customers.create({
      email: "ada@example.com",
      name: "Ada Lovelace",
      metadata: { userId: "u1" },
    });
    expect(customer).toMatchObject({
      object: "customer",
      email: "ada@example.com",
      name: "Ada Lovelace",
      metadata: { userId: "u1" },
      created: seconds(START),
    });
    expect(customer.id).toMatch(/^cus_/);
    const again = await stripe.customers.retrieve(customer.id);
    expect(again).toMatchObject({ id: customer.id, email: "ada@example.com" });

    const portal = await stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: "http://app.test/billing",
    });
    expect(portal.url).toBe(`${fake.url}/portal/${portal.id}`);
    const page = await fetch(portal.url);
    expect(await page.text()).toContain('href="http://app.test/billing"');

    const invoices = await stripe.invoices.list({ customer: customer.id, limit: 10 });
    expect(invoices).toMatchObject({ object: "list", data: [], has_more: false });
  });

  it("refuses like Stripe: unknown routes, missing objects, bad keys, bad params", async () => {
    const unknown = await stripe.rawRequest("GET", "/v1/nothing").catch((e: unknown) => e);
    expect(unknown).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(unknown).toMatchObject({ statusCode: 404, type: "StripeInvalidRequestError" });

    const absent = await stripe.subscriptions.retrieve("sub_nope").catch((e: unknown) => e);
    expect(absent).toMatchObject({ statusCode: 404, code: "resource_missing" });

    const badKey = new Stripe("pk_live_nope", {
      host: "127.0.0.1",
      port: fake.port,
      protocol: "http",
      maxNetworkRetries: 0,
    });
    const refused = await badKey.balance.retrieve().catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    const noKey = await fetch(`${fake.url}/v1/balance`);
    expect(noKey.status).toBe(401);
    expect(await noKey.json()).toMatchObject({ error: { type: "invalid_request_error" } });

    const noPrice = await stripe.checkout.sessions
      .create({ mode: "subscription", customer: "cus_nope", line_items: [{ price: "x" }] })
      .catch((e: unknown) => e);
    expect(noPrice).toMatchObject({ statusCode: 404, code: "resource_missing" });
  });

  it("Checkout's hosted page pays, redirects, and sends the three events signed, in order", async () => {
    const customer = await stripe.customers.create({ email: "ada@example.com" });
    const session = await stripe.checkout.sessions.create({
      mode: "subscription",
      customer: customer.id,
      client_reference_id: "u1",
      line_items: [{ price: PRICES.annual.id, quantity: 1 }],
      success_url: "http://app.test/billing?session={CHECKOUT_SESSION_ID}",
      cancel_url: "http://app.test/billing?cancelled=1",
      metadata: { userId: "u1" },
      subscription_data: { metadata: { userId: "u1" } },
    });
    expect(session).toMatchObject({ status: "open", url: `${fake.url}/checkout/${session.id}` });
    expect(session.id).toMatch(/^cs_/);

    const page = await (await fetch(session.url!)).text();
    expect(page).toContain("Pay and subscribe");
    expect(page).toContain("$490.00 per year");
    expect(page).toContain('href="http://app.test/billing?cancelled=1"');

    const paid = await fetch(`${session.url}/pay`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "card=ok",
      redirect: "manual",
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(`http://app.test/billing?session=${session.id}`);

    expect(types()).toEqual([
      "checkout.session.completed",
      "customer.subscription.created",
      "invoice.paid",
    ]);
    // Delivered before the redirect, every signature valid, each event once.
    expect(receiver.refused).toEqual([]);
    expect(receiver.received.map((r) => r.event.id)).toEqual(fake.events.map((e) => e.id));
    expect(fake.deliveries.map((d) => d.status)).toEqual([200, 200, 200]);

    const [completed, created, invoicePaid] = receiver.received.map((r) => r.event);
    const done = completed!.data.object as Stripe.Checkout.Session;
    expect(done).toMatchObject({
      status: "complete",
      customer: customer.id,
      client_reference_id: "u1",
      metadata: { userId: "u1" },
    });
    expect(completed).toMatchObject({
      object: "event",
      livemode: false,
      api_version: "2026-10-28.endive",
      created: seconds(START),
    });

    const sub = await stripe.subscriptions.retrieve(done.subscription as string);
    expect(created!.data.object).toEqual(JSON.parse(JSON.stringify(sub)));
    expect(sub).toMatchObject({
      status: "active",
      customer: customer.id,
      cancel_at_period_end: false,
      metadata: { userId: "u1" },
    });
    expect(sub.items.data[0]).toMatchObject({
      price: { id: PRICES.annual.id, unit_amount: 49000, recurring: { interval: "year" } },
      current_period_start: seconds(START),
      current_period_end: seconds(new Date("2027-11-01T00:00:00Z")),
    });

    const invoice = invoicePaid!.data.object as Stripe.Invoice;
    expect(invoice).toMatchObject({
      status: "paid",
      billing_reason: "subscription_create",
      amount_due: 49000,
      amount_paid: 49000,
      customer: customer.id,
      parent: { subscription_details: { subscription: sub.id } },
    });
    expect(sub.latest_invoice).toBe(invoice.id);

    const retrieved = await stripe.checkout.sessions.retrieve(session.id);
    expect(retrieved).toMatchObject({ status: "complete", subscription: sub.id });
  });

  it("a declined card leaves the session open and sends nothing", async () => {
    const customer = await stripe.customers.create({ email: "ada@example.com" });
    const session = await stripe.checkout.sessions.create({
      mode: "subscription",
      customer: customer.id,
      line_items: [{ price: PRICES.monthly.id, quantity: 1 }],
      success_url: "http://app.test/ok",
    });
    const declined = await fake.completeCheckout(session.id, { card: "fails" });
    expect(declined).toMatchObject({ completed: false, subscription: null });
    const page = await fetch(`${session.url}/pay`, { method: "POST", body: "card=fails" });
    expect(page.status).toBe(402);
    expect(await page.text()).toContain("Your card was declined.");
    expect(fake.events).toEqual([]);
    expect(fake.subscriptions()).toEqual([]);
  });

  it("renews at each period end with a paid invoice", async () => {
    const { subscription } = await subscribe("monthly");
    await fake.clock.advance({ days: 30 });
    expect(types().slice(3)).toEqual(["invoice.paid", "customer.subscription.updated"]);
    const renewed = await stripe.subscriptions.retrieve(subscription.id);
    expect(renewed.items.data[0]).toMatchObject({
      current_period_start: seconds(new Date("2026-12-01T00:00:00Z")),
      current_period_end: seconds(new Date("2027-01-01T00:00:00Z")),
    });
    const invoices = await stripe.invoices.list({ customer: subscription.customer as string });
    expect(invoices.data.map((i) => [i.billing_reason, i.status, i.amount_paid])).toEqual([
      ["subscription_cycle", "paid", 6900],
      ["subscription_create", "paid", 6900],
    ]);
    const updated = fake.eventsOfType("customer.subscription.updated")[0]!;
    expect(updated.created).toBe(seconds(new Date("2026-12-01T00:00:00Z")));
    expect(updated.data.previous_attributes).toHaveProperty("items");
  });

  it("upgrades monthly to annual: Stripe's proration, previewed exactly, paid at once", async () => {
    const { customer, subscription } = await subscribe("monthly");
    await fake.clock.advance({ days: 10 });
    const prorationDate = seconds(fake.clock.now());
    const item = subscription.items.data[0]!;
    const change = {
      items: [{ id: item.id, price: PRICES.annual.id }],
      proration_behavior: "always_invoice" as const,
      billing_cycle_anchor: { type: "now" as const },
      proration_date: prorationDate,
    };

    const preview = await stripe.invoices.createPreview({
      customer: customer.id,
      subscription: subscription.id,
      subscription_details: change,
    });
    // 10 of November's 30 days used: credit round(6900 × 20/30) = 4600; due 49000 − 4600.
    expect(preview.amount_due).toBe(44400);
    expect(
      preview.lines.data.map((l) => [l.amount, l.parent?.subscription_item_details?.proration]),
    ).toEqual([
      [-4600, true],
      [49000, false],
    ]);
    expect(preview.parent?.subscription_details?.subscription).toBe(subscription.id);

    const upgraded = await stripe.subscriptions.update(subscription.id, change);
    await fake.idle();
    expect(upgraded.items.data[0]).toMatchObject({
      id: item.id,
      price: { id: PRICES.annual.id },
      current_period_start: prorationDate,
      current_period_end: seconds(new Date("2027-11-11T00:00:00Z")),
    });
    const invoice = (await stripe.invoices.retrieve(
      upgraded.latest_invoice as string,
    )) as Stripe.Invoice;
    expect(invoice).toMatchObject({
      billing_reason: "subscription_update",
      status: "paid",
      amount_due: preview.amount_due,
      amount_paid: 44400,
    });
    expect(invoice.lines.data.map((l) => l.amount)).toEqual(
      preview.lines.data.map((l) => l.amount),
    );
    expect(types().slice(3)).toEqual(["invoice.paid", "customer.subscription.updated"]);
    expect(receiver.received).toHaveLength(5);
  });

  it("rounds the credit to the cent for an odd proration date", async () => {
    const { customer, subscription } = await subscribe("monthly");
    await fake.clock.advance({ days: 7, hours: 5 });
    const preview = await stripe.invoices.createPreview({
      customer: customer.id,
      subscription: subscription.id,
      subscription_details: {
        items: [{ id: subscription.items.data[0]!.id, price: PRICES.annual.id }],
        proration_behavior: "always_invoice",
        billing_cycle_anchor: { type: "now" },
        proration_date: seconds(fake.clock.now()),
      },
    });
    const credit = Math.round((6900 * (30 * 24 - (7 * 24 + 5))) / (30 * 24));
    expect(credit).toBe(5242);
    expect(preview.lines.data[0]!.amount).toBe(-credit);
    expect(preview.amount_due).toBe(49000 - credit);
  });

  it("an upgrade whose payment fails applies and goes past due, unless error_if_incomplete", async () => {
    const { customer, subscription } = await subscribe("monthly");
    fake.failNextPayments(customer.id, true);
    const change = {
      items: [{ id: subscription.items.data[0]!.id, price: PRICES.annual.id }],
      proration_behavior: "always_invoice" as const,
      billing_cycle_anchor: { type: "now" as const },
    };
    const strict = await stripe.subscriptions
      .update(subscription.id, { ...change, payment_behavior: "error_if_incomplete" })
      .catch((e: unknown) => e);
    expect(strict).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(strict).toMatchObject({ statusCode: 402, code: "card_declined" });
    expect(fake.events).toHaveLength(3);

    const upgraded = await stripe.subscriptions.update(subscription.id, change);
    await fake.idle();
    expect(upgraded.status).toBe("past_due");
    expect(types().slice(3)).toEqual(["invoice.payment_failed", "customer.subscription.updated"]);
  });

  it("cancel at period end: active until the end, then deleted; resume undoes it", async () => {
    const { subscription } = await subscribe("monthly");
    const cancelled = await stripe.subscriptions.update(subscription.id, {
      cancel_at_period_end: true,
    });
    await fake.idle();
    expect(cancelled).toMatchObject({ status: "active", cancel_at_period_end: true });
    expect(cancelled.cancel_at).toBe(cancelled.items.data[0]!.current_period_end);
    const updated = fake.eventsOfType("customer.subscription.updated")[0]!;
    expect(updated.data.previous_attributes).toMatchObject({ cancel_at_period_end: false });

    await fake.clock.advance({ days: 29 });
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe("active");
    await fake.clock.advance({ days: 1 });
    const ended = await stripe.subscriptions.retrieve(subscription.id);
    expect(ended).toMatchObject({
      status: "canceled",
      ended_at: seconds(new Date("2026-12-01T00:00:00Z")),
      cancellation_details: { reason: "cancellation_requested" },
    });
    expect(types().slice(-1)).toEqual(["customer.subscription.deleted"]);
    expect(fake.invoices()).toHaveLength(1);

    const resumedOne = await subscribe("monthly");
    await stripe.subscriptions.update(resumedOne.subscription.id, { cancel_at_period_end: true });
    const resumed = await stripe.subscriptions.update(resumedOne.subscription.id, {
      cancel_at_period_end: false,
    });
    expect(resumed).toMatchObject({ cancel_at_period_end: false, cancel_at: null });
    await fake.clock.advance({ days: 31 });
    expect((await stripe.subscriptions.retrieve(resumedOne.subscription.id)).status).toBe("active");
  });

  it("a failed renewal goes past due, is retried, and is cancelled 14 days later", async () => {
    const { customer, subscription } = await subscribe("monthly");
    fake.failNextPayments(customer.id, true);
    await fake.clock.advance({ days: 30 });
    const due = await stripe.subscriptions.retrieve(subscription.id);
    expect(due.status).toBe("past_due");
    const failed = fake.eventsOfType("invoice.payment_failed")[0]!.data.object as Stripe.Invoice;
    expect(failed).toMatchObject({
      status: "open",
      billing_reason: "subscription_cycle",
      amount_due: 6900,
      amount_paid: 0,
      attempt_count: 1,
      next_payment_attempt: seconds(new Date("2026-12-04T00:00:00Z")),
    });
    expect(types().slice(3)).toEqual(["invoice.payment_failed", "customer.subscription.updated"]);

    await fake.clock.advance({ days: 13 });
    // Retried on days 3 and 7, declined both times; still past due.
    expect(types().slice(5)).toEqual(["invoice.payment_failed", "invoice.payment_failed"]);
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe("past_due");

    await fake.clock.advance({ days: 1 });
    const ended = await stripe.subscriptions.retrieve(subscription.id);
    expect(ended).toMatchObject({
      status: "canceled",
      ended_at: seconds(new Date("2026-12-15T00:00:00Z")),
      cancellation_details: { reason: "payment_failed" },
    });
    expect(types().slice(-1)).toEqual(["customer.subscription.deleted"]);
    expect(receiver.refused).toEqual([]);
  });

  it("a retry after the card is fixed pays the invoice and reactivates", async () => {
    const { customer, subscription } = await subscribe("monthly");
    fake.failNextPayments(customer.id, true);
    await fake.clock.advance({ days: 31 });
    fake.failNextPayments(customer.id, false);
    await fake.clock.advance({ days: 3 });
    expect(types().slice(5)).toEqual(["invoice.paid", "customer.subscription.updated"]);
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe("active");
  });

  it("resend replays an event with its id and a fresh, valid signature", async () => {
    await subscribe("monthly");
    const first = fake.events[0]!;
    const delivery = await fake.resend(first.id);
    expect(delivery).toMatchObject({ eventId: first.id, status: 200 });
    expect(receiver.received).toHaveLength(4);
    expect(receiver.received[3]!.event.id).toBe(first.id);
    expect(receiver.received[3]!.raw).toBe(receiver.received[0]!.raw);
  });

  it("signedWebhook signs like Stripe, so a forged or stale delivery can be tested", async () => {
    const payload = JSON.stringify({ id: "evt_x", object: "event", type: "invoice.paid" });
    const good = signedWebhook(payload, SECRET);
    await expect(
      Stripe.webhooks.constructEventAsync(payload, good["stripe-signature"]!, SECRET),
    ).resolves.toMatchObject({ id: "evt_x" });
    const forged = signedWebhook(payload, "whsec_someone_else");
    await expect(
      Stripe.webhooks.constructEventAsync(payload, forged["stripe-signature"]!, SECRET),
    ).rejects.toThrow(/signature/i);
    const stale = signedWebhook(payload, SECRET, { timestamp: seconds(new Date()) - 600 });
    await expect(
      Stripe.webhooks.constructEventAsync(payload, stale["stripe-signature"]!, SECRET),
    ).rejects.toThrow(/tolerance/i);
  });

  it("events signed with the wrong secret are refused by the receiver, and recorded", async () => {
    await fake.close();
    fake = await startFakeStripe({
      webhookUrl: receiver.url,
      webhookSecret: "whsec_wrong",
      now: () => START,
      prices: PRICES,
    });
    stripe = new Stripe("sk_test_x", { host: "127.0.0.1", port: fake.port, protocol: "http" });
    await subscribe("monthly");
    expect(fake.deliveries.map((d) => d.status)).toEqual([400, 400, 400]);
    expect(receiver.refused).toHaveLength(3);
  });

  it("takes the bare billing_cycle_anchor=now too, and is driven over HTTP by /_fake routes", async () => {
    const { customer, subscription } = await subscribe("monthly");
    const advanced = await fetch(`${fake.url}/_fake/advance`, {
      method: "POST",
      body: JSON.stringify({ days: 10 }),
    });
    expect(await advanced.json()).toEqual({ now: "2026-11-11T00:00:00.000Z" });
    const item = subscription.items.data[0]!.id;
    const raw = await fetch(`${fake.url}/v1/subscriptions/${subscription.id}`, {
      method: "POST",
      headers: { authorization: "Bearer sk_test_x" },
      body: `items[0][id]=${item}&items[0][price]=${PRICES.annual.id}&proration_behavior=always_invoice&billing_cycle_anchor=now`,
    });
    expect(raw.status).toBe(200);
    await fake.idle();
    expect(fake.invoices()[1]).toMatchObject({ amount_due: 44400, status: "paid" });

    await fetch(`${fake.url}/_fake/fail-payments`, {
      method: "POST",
      body: JSON.stringify({ customer: customer.id, fail: true }),
    });
    // The annual period ends 2027-11-11; that renewal fails, and 14 days on it is cancelled.
    await fake.clock.advance({ days: 365 + 14 });
    const state = (await (await fetch(`${fake.url}/_fake/state`)).json()) as {
      subscriptions: Stripe.Subscription[];
    };
    expect(state.subscriptions[0]!.status).toBe("canceled");
  });

  it("replays a POST with the same Idempotency-Key instead of repeating it", async () => {
    const first = await stripe.customers.create({ email: "a@x.test" }, { idempotencyKey: "k1" });
    const second = await stripe.customers.create({ email: "a@x.test" }, { idempotencyKey: "k1" });
    expect(second.id).toBe(first.id);
    expect(fake.customers()).toHaveLength(1);
  });
});

describe("parseStripeForm", () => {
  it("expands the SDK's bracket notation into objects and arrays", () => {
    expect(
      parseStripeForm(
        "mode=subscription&line_items[0][price]=p&line_items[0][quantity]=1&metadata[userId]=u1" +
          "&subscription_details%5Bitems%5D%5B0%5D%5Bid%5D=si_1&success_url=http%3A%2F%2Fx%2F%3Fa%3D1%26b%3D2",
      ),
    ).toEqual({
      mode: "subscription",
      line_items: [{ price: "p", quantity: "1" }],
      metadata: { userId: "u1" },
      subscription_details: { items: [{ id: "si_1" }] },
      success_url: "http://x/?a=1&b=2",
    });
  });
});
