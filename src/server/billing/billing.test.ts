import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BillingSummary } from "../../shared/billing";
import type { AuthUser } from "../../shared/user";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { billingAccounts, billingEvents, mailOutbox, user } from "../db/schema";
import { testApp } from "../testing/app-harness";
import { signedUpBrowser } from "../testing/browser";
import { testDatabases } from "../testing/databases";
import { type FakeStripe, signedWebhook, startFakeStripe } from "../testing/fake-stripe";
import { runPlanCommand, UsageError } from "./plan-cli";
import { runRetention } from "./retention";

/**
 * The subscription lifecycle of issue 15 against a fake Stripe on 127.0.0.1 (testing/fake-stripe.ts)
 * whose clock the app reads too: trial → expiry → read-only → Checkout → active → upgrade with
 * proration → cancel → period end → 30 days → deleted; a failed renewal's grace; replayed and
 * forged webhooks.
 */

const SECRET = "whsec_billing_test_secret";
const PRICES = {
  monthly: { id: "price_monthly_test", unitAmount: 6900, interval: "month" as const },
  annual: { id: "price_annual_test", unitAmount: 49000, interval: "year" as const },
};
const DAY = 86_400_000;

describe.each(testDatabases)("billing on $kind", ({ open }) => {
  let database: Database & { dispose(): Promise<void> };
  let fake: FakeStripe;
  let app: ReturnType<typeof testApp>["app"];
  let server: ReturnType<typeof serve>;

  beforeAll(async () => {
    database = await open();
    fake = await startFakeStripe({ webhookSecret: SECRET, prices: PRICES, now: () => new Date() });
    const stripe: Config["stripe"] = {
      secretKey: "sk_test_fake",
      webhookSecret: SECRET,
      prices: { monthly: PRICES.monthly.id, annual: PRICES.annual.id },
      apiUrl: fake.url,
    };
    app = testApp(database, { stripe }, undefined, { now: () => fake.clock.now() }).app;
    server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as AddressInfo;
    fake.setWebhookUrl(`http://127.0.0.1:${port}/api/billing/webhook`);
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await fake.close();
    await database.dispose();
  });

  const billing = async (browser: Awaited<ReturnType<typeof signedUpBrowser>>["browser"]) => {
    const response = await browser.get("/api/billing");
    expect(response.status).toBe(200);
    return (await response.json()) as BillingSummary;
  };
  const sessionOf = (url: string) => url.split("/").at(-1) ?? "";

  it("runs trial → read-only → monthly → annual → cancelled → ended → deleted", async () => {
    const { browser, email } = await signedUpBrowser(app);
    let summary = await billing(browser);
    expect(summary).toMatchObject({
      configured: true,
      access: "full",
      status: "trialing",
      plan: "trial",
      actions: ["subscribe_monthly", "subscribe_annual"],
    });
    expect((await browser.post("/api/ventures", { name: "Trial venture" })).status).toBe(201);

    // Day 8: the trial has ended. Read-only: writes refused, reading and the export still work.
    await fake.clock.advance({ days: 8 });
    summary = await billing(browser);
    expect(summary).toMatchObject({ access: "read_only", status: "trial_ended" });
    const refused = await browser.post("/api/ventures", { name: "After the trial" });
    expect(refused.status).toBe(402);
    expect(await refused.json()).toMatchObject({ code: "plan_required" });
    const me = (await (await browser.get("/api/auth/user")).json()) as AuthUser;
    expect(me).toMatchObject({ plan: "trial_expired", access: "read_only", pastDue: false });
    expect((await browser.get("/api/ventures")).status).toBe(200);
    expect((await browser.get("/api/account/export")).status).toBe(200);

    // Checkout for the monthly plan: Stripe's webhooks make it active.
    const checkout = await browser.post("/api/billing/checkout", { plan: "monthly" });
    expect(checkout.status).toBe(200);
    const { url } = (await checkout.json()) as { url: string };
    expect(url.startsWith(fake.url)).toBe(true);
    const done = await fake.completeCheckout(sessionOf(url));
    expect(done.completed).toBe(true);
    summary = await billing(browser);
    expect(summary).toMatchObject({
      access: "full",
      status: "active",
      plan: "monthly",
      source: "stripe",
      cancelAtPeriodEnd: false,
      prioritySupport: false,
      actions: ["upgrade_annual", "cancel", "manage_payment"],
    });
    expect(summary.invoices).toEqual([
      expect.objectContaining({ amountCents: 6900, status: "paid", currency: "usd" }),
    ]);
    expect((await browser.post("/api/ventures", { name: "Paid venture" })).status).toBe(201);
    // A second Checkout while subscribed is refused.
    expect((await browser.post("/api/billing/checkout", { plan: "annual" })).status).toBe(409);

    // Ten days into the month: the upgrade credits the unused part of it.
    const periodStart = new Date(summary.currentPeriodEnd ?? 0);
    await fake.clock.advance({ days: 10 });
    const preview = await browser.get("/api/billing/upgrade-preview");
    expect(preview.status).toBe(200);
    const { amountDueCents, creditCents } = (await preview.json()) as {
      amountDueCents: number;
      creditCents: number;
    };
    const subscription = fake.subscriptions()[0]!;
    const item = subscription.items.data[0]!;
    const period = item.current_period_end - item.current_period_start;
    const unused = item.current_period_end - Math.floor(fake.clock.now().getTime() / 1000);
    const expectedCredit = Math.round((6900 * unused) / period);
    expect(creditCents).toBe(expectedCredit);
    expect(amountDueCents).toBe(49000 - expectedCredit);
    expect(periodStart.getTime()).toBeGreaterThan(0);

    const upgraded = await browser.post("/api/billing/upgrade");
    expect(upgraded.status).toBe(200);
    await fake.idle();
    summary = await billing(browser);
    expect(summary).toMatchObject({ plan: "annual", status: "active", prioritySupport: true });
    expect(summary.invoices.map((invoice) => invoice.amountCents)).toContain(
      49000 - expectedCredit,
    );
    const renewsAt = new Date(summary.currentPeriodEnd ?? 0).getTime();
    expect(renewsAt - fake.clock.now().getTime()).toBeGreaterThan(364 * DAY);

    // Cancel, resume, cancel: access continues to the end of the paid year.
    expect((await browser.post("/api/billing/cancel")).status).toBe(200);
    summary = await billing(browser);
    expect(summary).toMatchObject({ cancelAtPeriodEnd: true, access: "full" });
    expect(summary.actions).toContain("resume");
    expect((await browser.post("/api/billing/cancel")).status).toBe(409);
    expect((await browser.post("/api/billing/resume")).status).toBe(200);
    expect((await billing(browser)).cancelAtPeriodEnd).toBe(false);
    expect((await browser.post("/api/billing/cancel")).status).toBe(200);
    await fake.idle();

    // The year ends: Stripe deletes the subscription; 30 days to export, then deletion.
    await fake.clock.advance({ days: 366 });
    summary = await billing(browser);
    expect(summary).toMatchObject({ status: "ended", access: "read_only" });
    const deleteAt = new Date(summary.deleteAt ?? 0).getTime();
    expect(summary.deleteAt).not.toBeNull();
    const log = pino({ level: "silent" });
    const sent: string[] = [];
    const mailer = {
      send: async (m: { subject: string }) => {
        sent.push(m.subject);
        return { status: "sent" as const };
      },
    };
    const retention = (at: number) =>
      runRetention({
        db: database.db,
        mailer: mailer as never,
        log,
        now: new Date(at),
        publicUrl: "http://localhost:3000",
      });
    await retention(deleteAt - 10 * DAY);
    await retention(deleteAt - 6 * DAY);
    await retention(deleteAt - 5 * DAY);
    await retention(deleteAt - 0.5 * DAY);
    expect(sent).toEqual([
      "Your Ninefold account is deleted in 7 days",
      "Your Ninefold account is deleted tomorrow",
    ]);
    expect(await retention(deleteAt + 1000)).toEqual({ warned: 0, deleted: 1 });
    expect(await database.db.select().from(user).where(eq(user.email, email))).toEqual([]);
  });

  it("keeps full access through a failed renewal's grace, then goes read-only", async () => {
    const { browser } = await signedUpBrowser(app);
    const { url } = (await (
      await browser.post("/api/billing/checkout", { plan: "monthly" })
    ).json()) as { url: string };
    await fake.completeCheckout(sessionOf(url));
    const customer = fake.customers().at(-1)!.id;
    fake.failNextPayments(customer, true);
    const renewal = new Date((await billing(browser)).currentPeriodEnd ?? 0);
    await fake.clock.advanceTo(new Date(renewal.getTime() + 60_000));
    let summary = await billing(browser);
    expect(summary).toMatchObject({ status: "past_due", access: "full" });
    expect(((await (await browser.get("/api/auth/user")).json()) as AuthUser).pastDue).toBe(true);
    await fake.clock.advance({ days: 8 });
    summary = await billing(browser);
    expect(summary).toMatchObject({ status: "past_due", access: "read_only" });
    await fake.clock.advance({ days: 7 });
    expect(await billing(browser)).toMatchObject({ status: "ended", access: "read_only" });
  });

  it("refuses forged and stale webhooks and ignores a replay, changing nothing", async () => {
    const { browser } = await signedUpBrowser(app);
    const { url } = (await (
      await browser.post("/api/billing/checkout", { plan: "annual" })
    ).json()) as { url: string };
    await fake.completeCheckout(sessionOf(url));
    const before = await database.db.select().from(billingAccounts);
    const events = (await database.db.select().from(billingEvents)).length;

    const completed = fake.eventsOfType("checkout.session.completed").at(-1)!;
    const replay = await fake.resend(completed.id);
    expect(replay.status).toBe(200);
    expect(JSON.parse(replay.responseBody ?? "{}")).toMatchObject({ duplicate: true });

    const payload = JSON.stringify({ ...completed, id: "evt_forged" });
    const post = (headers: Record<string, string>) =>
      app.request("/api/billing/webhook", { method: "POST", headers, body: payload });
    const forged = await post(signedWebhook(payload, "whsec_not_the_secret"));
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ code: "invalid_signature" });
    const stale = await post(
      signedWebhook(payload, SECRET, { timestamp: Math.floor(Date.now() / 1000) - 3600 }),
    );
    expect(stale.status).toBe(400);
    const unsigned = await post({ "Content-Type": "application/json" });
    expect(unsigned.status).toBe(400);

    expect(await database.db.select().from(billingAccounts)).toEqual(before);
    expect((await database.db.select().from(billingEvents)).length).toBe(events);
  });

  it("refuses a signed event it cannot read with 400, and ignores a Checkout for no founder", async () => {
    // Found by the HTTP fuzz test (issue 17): each of these answered 500.
    const before = await database.db.select().from(billingAccounts);
    const events = (await database.db.select().from(billingEvents)).length;
    const send = (event: Record<string, unknown>) => {
      const payload = JSON.stringify(event);
      return app.request("/api/billing/webhook", {
        method: "POST",
        headers: signedWebhook(payload, SECRET),
        body: payload,
      });
    };
    const base = { object: "event", created: 1_780_000_000 };
    const unreadable = [
      { ...base, type: "customer.subscription.updated", data: { object: { id: "sub_x" } } },
      { ...base, id: "evt_no_data", type: "invoice.paid" },
      { ...base, id: "evt_far", created: 1e15, type: "ping", data: { object: {} } },
      {
        ...base,
        id: "evt_amount",
        type: "invoice.paid",
        data: {
          object: {
            id: "in_x",
            customer: "cus_x",
            created: 1_780_000_000,
            amount_paid: 1e12,
            amount_due: 0,
            currency: "usd",
          },
        },
      },
    ];
    for (const event of unreadable) {
      const response = await send(event);
      expect(response.status, JSON.stringify(event)).toBe(400);
      expect(await response.json()).toMatchObject({ code: "validation_failed" });
    }
    const noFounder = await send({
      ...base,
      id: "evt_no_founder",
      type: "checkout.session.completed",
      data: {
        object: { client_reference_id: "no-such-user", customer: "cus_nobody", subscription: null },
      },
    });
    expect(noFounder.status).toBe(200);
    expect(await database.db.select().from(billingAccounts)).toEqual(before);
    expect((await database.db.select().from(billingEvents)).length).toBe(events + 1);
  });

  it("routes an annual founder's contact message as priority support", async () => {
    const { browser, email } = await signedUpBrowser(app);
    const { url } = (await (
      await browser.post("/api/billing/checkout", { plan: "annual" })
    ).json()) as { url: string };
    await fake.completeCheckout(sessionOf(url));
    const sent = await browser.post("/api/contact", {
      firstName: "Ada",
      lastName: "Lovelace",
      email,
      subject: "support",
      message: "The export button does nothing on my plan page.",
      updates: false,
    });
    expect(sent.status).toBe(201);
    const rows = await database.db.select().from(mailOutbox);
    const toSupport = rows.filter((row) => row.subject.includes("from Ada Lovelace"));
    expect(toSupport.at(-1)?.subject).toMatch(/^\[Priority\] \[Contact\]/);
  });

  it("cancels a live subscription in Stripe when the founder deletes their account", async () => {
    const { browser, email } = await signedUpBrowser(app);
    const { url } = (await (
      await browser.post("/api/billing/checkout", { plan: "monthly" })
    ).json()) as { url: string };
    await fake.completeCheckout(sessionOf(url));
    const customer = fake.customers().at(-1)!.id;
    const deleted = await browser.post("/api/account/delete", { confirm: email });
    expect(deleted.status).toBe(204);
    await fake.idle();
    const subscription = fake.subscriptions().find((sub) => sub.customer === customer);
    expect(subscription?.status).toBe("canceled");
    expect(await database.db.select().from(user).where(eq(user.email, email))).toEqual([]);
  });

  it("shows Billing & Payments on /api/status from a real call to Stripe", async () => {
    const body = (await (await app.request("/api/status")).json()) as {
      components: { id: string; status: string; detail: string }[];
    };
    const billingStatus = body.components.find((component) => component.id === "billing");
    expect(billingStatus?.status).toBe("operational");
    expect(billingStatus?.detail).toMatch(/Stripe answered with this server's keys in [\d.]+ ms/);
    const down: Config["stripe"] = {
      secretKey: "sk_test_fake",
      webhookSecret: SECRET,
      prices: { monthly: PRICES.monthly.id, annual: PRICES.annual.id },
      apiUrl: "http://127.0.0.1:9",
    };
    const unreachable = testApp(database, { stripe: down }).app;
    const downBody = (await (await unreachable.request("/api/status")).json()) as typeof body;
    expect(downBody.components.find((component) => component.id === "billing")?.status).toBe(
      "degraded",
    );
  });

  it("says billing is not set up when the server has no Stripe keys; the trial still works", async () => {
    const plain = testApp(database).app;
    const { browser } = await signedUpBrowser(plain);
    const summary = (await (await browser.get("/api/billing")).json()) as BillingSummary;
    expect(summary).toMatchObject({ configured: false, status: "trialing", actions: [] });
    const checkout = await browser.post("/api/billing/checkout", { plan: "monthly" });
    expect(checkout.status).toBe(503);
    expect(await checkout.json()).toMatchObject({ code: "billing_not_configured" });
    const bad = await browser.post("/api/billing/checkout", { plan: "lifetime" });
    expect(bad.status).toBe(400);
  });
});

describe.each(testDatabases)("npm run plan on $kind", ({ open }) => {
  let database: Database & { dispose(): Promise<void> };
  let app: ReturnType<typeof testApp>["app"];
  beforeAll(async () => {
    database = await open();
    app = testApp(database).app;
  });
  afterAll(() => database.dispose());

  it("grants a plan until a date, extends a trial, and refuses bad command lines", async () => {
    const { browser, email } = await signedUpBrowser(app);
    const now = new Date();
    const until = new Date(now.getTime() + 40 * DAY).toISOString().slice(0, 10);
    const granted = await runPlanCommand(
      database,
      ["grant", email.toUpperCase(), "annual", "--until", until],
      now,
    );
    expect(granted).toContain("annual (active, full access, from grant)");
    const summary = (await (await browser.get("/api/billing")).json()) as BillingSummary;
    expect(summary).toMatchObject({
      plan: "annual",
      source: "grant",
      access: "full",
      prioritySupport: true,
    });
    expect(summary.currentPeriodEnd).toBe(`${until}T23:59:59.999Z`);
    // The grant's date passes: the plan has ended, read-only, in the export window.
    const after = await runPlanCommand(
      database,
      ["show", email],
      new Date(now.getTime() + 42 * DAY),
    );
    expect(after).toContain("annual (ended, read_only access");

    await runPlanCommand(database, ["grant", email, "trial", "--until", until], now);
    expect(await runPlanCommand(database, ["show", email], now)).toContain(
      "trial (trialing, full access, from grant)",
    );

    for (const argv of [
      ["grant", email, "monthly"],
      ["grant", email, "lifetime", "--until", until],
      ["grant", "not-an-email", "monthly", "--until", until],
      ["grant", email, "monthly", "--until", "2020-01-01"],
      ["grant", "nobody@example.com", "monthly", "--until", until],
      ["upgrade", email],
    ])
      await expect(runPlanCommand(database, argv, now)).rejects.toBeInstanceOf(UsageError);
  });
});
