import { expect, type Page, test } from "@playwright/test";
import { E2E_STRIPE_URL } from "../playwright.config";
import type { BillingSummary } from "../src/shared/billing";
import type { AuthUser } from "../src/shared/user";
import { billingSummary } from "../src/web/lib/billing/test-fixtures";
import { fakeSession, signUp, toastArea, uniqueEmail } from "./founders";

/**
 * Issue 15, the pages' half, against the API contract (src/shared/billing.ts) with the answers
 * faked: the server's half has its own tests. Dates are at noon UTC, one calendar day anywhere.
 */

const user = (over: Partial<AuthUser>): AuthUser => ({
  id: "user-1",
  email: "ada@example.com",
  firstName: "Ada",
  lastName: "Lovelace",
  plan: "trial",
  trial: { startedAt: "2026-11-25T12:00:00.000Z", endsAt: "2026-12-02T12:00:00.000Z", daysLeft: 7 },
  access: "full",
  pastDue: false,
  ...over,
});

const MONTHLY = billingSummary({
  status: "active",
  plan: "monthly",
  source: "stripe",
  trialEndsAt: null,
  currentPeriodEnd: "2026-12-02T12:00:00.000Z",
  actions: ["upgrade_annual", "manage_payment", "cancel"],
  invoices: [
    {
      id: "in_1",
      number: "NF-0001",
      createdAt: "2026-11-02T12:00:00.000Z",
      amountCents: 6900,
      currency: "usd",
      status: "paid",
      url: null,
    },
  ],
});

async function fake(page: Page, who: AuthUser, billing: BillingSummary): Promise<void> {
  await fakeSession(page, who);
  await page.route("**/api/billing", (route) => route.fulfill({ json: billing }));
}

test.describe("billing (issue 15)", () => {
  test("a monthly founder's /pricing: Current plan, and Upgrade to Annual goes to Billing", async ({
    page,
  }) => {
    await fake(page, user({ plan: "monthly" }), MONTHLY);
    await page.goto("/pricing");
    const monthly = page.locator('[data-plan="monthly"]');
    await expect(monthly.getByRole("button", { name: "Current plan" })).toBeDisabled();
    await expect(
      page.locator('[data-plan="annual"]').getByRole("link", { name: "Upgrade to Annual" }),
    ).toHaveAttribute("href", "/dashboard/settings#billing");
    await expect(page.locator('[data-plan="trial"]')).toContainText("You've used your trial.");
  });

  test("a trial founder's plan card starts Checkout, and the return says Payment Received", async ({
    page,
  }) => {
    await fake(page, user({}), billingSummary({}));
    let body: unknown;
    await page.route("**/api/billing/checkout", (route) => {
      body = route.request().postDataJSON();
      // Stripe's page, here the return address itself.
      return route.fulfill({ json: { url: "/dashboard/settings?billing=success#billing" } });
    });
    await page.goto("/pricing");
    await expect(page.locator('[data-plan="trial"]')).toContainText(
      "You're on the trial: it ends 2 Dec 2026.",
    );
    await page
      .locator('[data-plan="annual"]')
      .getByRole("button", { name: "Choose Annual" })
      .click();
    await expect(page).toHaveURL(/\/dashboard\/settings#billing$/);
    expect(body).toEqual({ plan: "annual" });
    await expect(toastArea(page).getByText("Payment Received").first()).toBeVisible();
    await expect(page.getByText("Trial — ends 2 Dec 2026")).toBeVisible();
  });

  test("Billing: upgrade shows the prorated sum first, then the new plan", async ({ page }) => {
    await fake(page, user({ plan: "monthly" }), MONTHLY);
    await page.route("**/api/billing/upgrade-preview", (route) =>
      route.fulfill({ json: { amountDueCents: 43_100, creditCents: 5_900, currency: "usd" } }),
    );
    await page.route("**/api/billing/upgrade", (route) =>
      route.fulfill({
        json: {
          ...MONTHLY,
          plan: "annual",
          prioritySupport: true,
          currentPeriodEnd: "2027-11-25T12:00:00.000Z",
          actions: ["manage_payment", "cancel"],
        },
      }),
    );
    await page.goto("/dashboard/settings#billing");
    await expect(page.getByText("Monthly plan — renews 2 Dec 2026")).toBeVisible();
    await expect(page.getByRole("cell", { name: "NF-0001" })).toBeVisible();
    await page.getByRole("button", { name: "Upgrade to Annual" }).click();
    const dialog = page.getByRole("dialog", { name: "Upgrade to the Annual plan?" });
    await expect(dialog).toContainText(
      "You pay $431 today: $490 less a $59 credit for the unused part of this month.",
    );
    await dialog.getByRole("button", { name: "Upgrade and Pay" }).click();
    await expect(toastArea(page).getByText("Plan Upgraded").first()).toBeVisible();
    await expect(page.getByText("Annual plan — renews 25 Nov 2027")).toBeVisible();
    await expect(
      page.getByText("Priority support is included: your emails go to the front of the queue."),
    ).toBeVisible();
  });

  test("Billing: cancel states the terms first; a refusal shows the server's message", async ({
    page,
  }) => {
    await fake(page, user({ plan: "monthly" }), MONTHLY);
    await page.route("**/api/billing/cancel", (route) =>
      route.fulfill({
        status: 409,
        json: { error: "This subscription is already cancelled.", code: "conflict" },
      }),
    );
    await page.goto("/dashboard/settings#billing");
    await page.getByRole("button", { name: "Cancel subscription" }).click();
    const dialog = page.getByRole("dialog", { name: "Cancel your subscription?" });
    await expect(dialog).toContainText("You keep every module until 2 Dec 2026");
    await expect(dialog).toContainText("There are no refunds for partial months or periods.");
    await dialog.getByRole("button", { name: "Cancel Subscription" }).click();
    // The dialog stays open (the toast sits outside it, so not through the hidden region's role).
    await expect(page.getByText("This subscription is already cancelled.").first()).toBeVisible();
  });

  test("Billing without Stripe keys: buttons off, and it says so", async ({ page }) => {
    await fake(page, user({}), billingSummary({ configured: false }));
    await page.goto("/dashboard/settings#billing");
    await expect(
      page.getByRole("heading", { name: "Online billing is not set up on this server yet." }),
    ).toBeVisible();
    await expect(
      page.getByText("To take or change a plan, email support@ninefold.app with the plan you want"),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Subscribe Monthly" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Subscribe Annual" })).toBeDisabled();
  });

  test("a founder on a server without Stripe learns what to do and how to reach support (issue 26)", async ({
    page,
  }) => {
    // What GET /api/billing answers on a server without Stripe keys (src/server/billing's
    // integration test pins it): not configured, no actions, the trial running.
    await fake(page, user({}), billingSummary({ configured: false, actions: [] }));
    // "Choose Monthly" brings a new founder back to /pricing: each paid card says why there is
    // no Checkout and gives a mail to support instead of a link back to Billing.
    await page.goto("/pricing");
    const monthly = page.locator('[data-plan="monthly"]');
    await expect(monthly).toContainText("Online billing is not set up on this server yet.");
    const mail = monthly.getByRole("link", { name: "Email support for the Monthly plan" });
    await expect(mail).toHaveAttribute(
      "href",
      /^mailto:support@ninefold\.app\?subject=Monthly%20plan%20for%20my%20Ninefold%20account&body=.*ada%40example\.com/,
    );
    await expect(
      page
        .locator('[data-plan="annual"]')
        .getByRole("link", { name: "Email support for the Annual plan" }),
    ).toHaveAttribute("href", /^mailto:support@ninefold\.app\?subject=Annual%20plan/);
    await expect(page.getByRole("link", { name: "See your billing" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Choose Monthly" })).toHaveCount(0);

    // Settings says the same, with both mails and the contact form.
    await page.goto("/dashboard/settings#billing");
    const billing = page.locator("#billing");
    await expect(
      billing.getByRole("heading", { name: "Online billing is not set up on this server yet." }),
    ).toBeVisible();
    await expect(billing).toContainText(
      "Support answers within 24 hours, urgent trial or subscription matters within 4-8 hours.",
    );
    await expect(
      billing.getByRole("link", { name: "Email support for the Monthly plan" }),
    ).toHaveAttribute("href", /^mailto:support@ninefold\.app\?/);
    await expect(
      billing.getByRole("link", { name: "Email support for the Annual plan" }),
    ).toHaveAttribute("href", /^mailto:support@ninefold\.app\?/);
    await billing.getByRole("link", { name: "Or write through the contact form" }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(page.getByRole("link", { name: "support@ninefold.app" }).first()).toHaveAttribute(
      "href",
      "mailto:support@ninefold.app",
    );
  });

  test("a read-only founder's planning page: the banner says why Generate is off", async ({
    page,
  }) => {
    await fake(
      page,
      user({ plan: "trial_expired", access: "read_only" }),
      billingSummary({ status: "trial_ended", access: "read_only" }),
    );
    await page.goto("/strategic-planning");
    const banner = page.locator('[data-location="access-banner"]');
    await expect(banner.getByRole("heading", { name: "Your trial has ended" })).toBeVisible();
    await expect(banner.getByRole("link", { name: "See plans" })).toHaveAttribute(
      "href",
      "/pricing",
    );
    await expect(banner.getByRole("link", { name: "Billing" })).toHaveAttribute(
      "href",
      "/dashboard/settings#billing",
    );
    await expect(page.getByRole("button", { name: "Generate Strategic Plan" })).toBeDisabled();
  });
});

test("a trial founder subscribes through Stripe's Checkout (the fake) and sees the plan in settings", async ({
  page,
}) => {
  await signUp(page, "Bea", uniqueEmail("checkout"));
  await page.goto("/pricing");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const monthly = page.locator('[data-plan="monthly"]');
  await monthly.getByRole("button", { name: "Choose Monthly" }).click();
  // Stripe's hosted page (the fake's), then back to the settings with the plan active.
  await page.waitForURL(`${E2E_STRIPE_URL}/checkout/**`);
  await page.getByRole("button", { name: "Pay and subscribe" }).click();
  // The page cleans "?billing=success" from the address as soon as it has read it, which can
  // be before the load event: wait for the settings page itself, then for what it showed.
  await page.waitForURL((url) => url.pathname === "/dashboard/settings", { waitUntil: "commit" });
  await expect(toastArea(page).getByText("Payment Received")).toBeVisible();
  const billing = page.locator("#billing");
  await expect(billing).toContainText("Monthly plan — renews");
  await expect(billing).toContainText("$69");
  await expect(billing.getByRole("button", { name: "Upgrade to Annual" })).toBeVisible();
});
