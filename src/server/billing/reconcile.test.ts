import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BillingSummary } from "../../shared/billing";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { testApp } from "../testing/app-harness";
import { signedUpBrowser } from "../testing/browser";
import { testDatabases } from "../testing/databases";
import { type FakeStripe, startFakeStripe } from "../testing/fake-stripe";
import { runBillingCommand } from "./billing-cli";
import { UsageError } from "./plan-cli";
import { stripeClient } from "./stripe";

/**
 * `npm run billing -- reconcile` (decision 029) on the fake Stripe: webhooks lost for good leave
 * one founder's row active after Stripe cancelled the subscription and another's without the
 * annual plan they paid for; the reconcile reads Stripe again, fixes both rows, says what
 * changed, and changes nothing the second time.
 */

const SECRET = "whsec_reconcile_test_secret";
const PRICES = {
  monthly: { id: "price_monthly_test", unitAmount: 6900, interval: "month" as const },
  annual: { id: "price_annual_test", unitAmount: 49000, interval: "year" as const },
};

describe.each(testDatabases)("billing reconcile on $kind", ({ open }) => {
  let database: Database & { dispose(): Promise<void> };
  let fake: FakeStripe;
  let app: ReturnType<typeof testApp>["app"];
  let server: ReturnType<typeof serve>;
  let stripe: NonNullable<Config["stripe"]>;
  let webhookUrl: string;

  beforeAll(async () => {
    database = await open();
    fake = await startFakeStripe({ webhookSecret: SECRET, prices: PRICES, now: () => new Date() });
    stripe = {
      secretKey: "sk_test_fake",
      webhookSecret: SECRET,
      prices: { monthly: PRICES.monthly.id, annual: PRICES.annual.id },
      apiUrl: fake.url,
    };
    app = testApp(database, { stripe }, undefined, { now: () => fake.clock.now() }).app;
    server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((resolve) => server.once("listening", resolve));
    webhookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/billing/webhook`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await fake.close();
    await database.dispose();
  });

  type Browser = Awaited<ReturnType<typeof signedUpBrowser>>["browser"];
  const billing = async (browser: Browser) =>
    (await (await browser.get("/api/billing")).json()) as BillingSummary;
  const subscribe = async (browser: Browser, plan: "monthly" | "annual") => {
    const checkout = await browser.post("/api/billing/checkout", { plan });
    const { url } = (await checkout.json()) as { url: string };
    const done = await fake.completeCheckout(url.split("/").at(-1) ?? "");
    expect(done.completed).toBe(true);
    return done.subscription!;
  };
  const reconcile = () =>
    runBillingCommand(database, { stripe, publicUrl: "http://localhost" }, ["reconcile"], {
      now: () => fake.clock.now(),
    });

  it("re-reads subscriptions from Stripe, fixes the rows a lost webhook left wrong, and says what changed", async () => {
    fake.setWebhookUrl(webhookUrl);
    const cancelled = await signedUpBrowser(app, { email: "a-cancelled@example.com" });
    const cancelledSubscription = await subscribe(cancelled.browser, "monthly");
    const steady = await signedUpBrowser(app, { email: "c-steady@example.com" });
    await subscribe(steady.browser, "monthly");
    await fake.idle();

    // From here Stripe's webhooks never arrive.
    fake.setWebhookUrl(undefined);
    await (await stripeClient(stripe)).subscriptions.cancel(cancelledSubscription.id);
    const paid = await signedUpBrowser(app, { email: "b-paid@example.com" });
    const paidSubscription = await subscribe(paid.browser, "annual");
    expect(await billing(cancelled.browser)).toMatchObject({ status: "active", plan: "monthly" });
    expect(await billing(paid.browser)).toMatchObject({ status: "trialing", plan: "trial" });

    const first = await reconcile();
    expect(first.ok).toBe(true);
    const lines = first.output.split("\n");
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(
      /^a-cancelled@example\.com: status active → canceled; ended none → \d{4}-\d\d-\d\dT/,
    );
    expect(lines[1]).toMatch(
      new RegExp(
        `^b-paid@example\\.com: plan none → annual; status none → active; subscription none → ${paidSubscription.id}; period end none → \\d{4}-.*; 1 invoice added$`,
      ),
    );
    expect(lines[2]).toBe("Reconciled 3 founders with Stripe: 2 changed, 1 unchanged.");

    expect(await billing(cancelled.browser)).toMatchObject({ status: "ended" });
    const fixed = await billing(paid.browser);
    expect(fixed).toMatchObject({ status: "active", plan: "annual", access: "full" });
    expect(fixed.invoices).toEqual([
      expect.objectContaining({ amountCents: 49000, status: "paid" }),
    ]);
    expect(await billing(steady.browser)).toMatchObject({ status: "active", plan: "monthly" });

    // A second run finds nothing to change.
    expect((await reconcile()).output).toBe(
      "Reconciled 3 founders with Stripe: 0 changed, 3 unchanged.",
    );
  });

  it("refuses another command, and says so when Stripe is not configured", async () => {
    await expect(
      runBillingCommand(database, { stripe, publicUrl: "http://localhost" }, ["sync"]),
    ).rejects.toThrow(UsageError);
    await expect(
      runBillingCommand(database, { stripe: undefined, publicUrl: "http://localhost" }, [
        "reconcile",
      ]),
    ).rejects.toThrow(/Stripe is not configured/);
  });
});
