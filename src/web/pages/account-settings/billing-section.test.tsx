import type { ComponentProps } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { StaticRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { BillingAction, BillingSummary } from "../../../shared/billing";
import {
  cancelSentence,
  describeBilling,
  formatCents,
  planRequestMailto,
  upgradeSentence,
} from "../../lib/billing/billing-text";
import { billingSummary } from "../../lib/billing/test-fixtures";
import { BillingDetails } from "./billing-section";

const monthly = billingSummary({
  status: "active",
  plan: "monthly",
  source: "stripe",
  trialEndsAt: null,
  currentPeriodEnd: "2026-12-02T12:00:00.000Z",
  actions: ["upgrade_annual", "manage_payment", "cancel"],
});

/** The section as the settings page draws it (its links need a router). */
function htmlOf(props: ComponentProps<typeof BillingDetails>): string {
  return renderToStaticMarkup(
    <StaticRouter location="/dashboard/settings">
      <BillingDetails {...props} />
    </StaticRouter>,
  );
}

/** The section's text as a person reads it (tags dropped, entities decoded). */
function textOf(data: BillingSummary, busy?: BillingAction): string {
  return htmlOf({ summary: data, busy, onAction: () => {} })
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&#x27;", "'")
    .replaceAll("&amp;", "&")
    .replace(/\s+/g, " ");
}

/** Each button's label and whether it is disabled. */
function buttonsOf(data: BillingSummary): { label: string; disabled: boolean }[] {
  const html = htmlOf({ summary: data, onAction: () => {} });
  return [...html.matchAll(/<button([^>]*)>([\s\S]*?)<\/button>/g)].map((m) => ({
    label: (m[2] ?? "").replace(/<[^>]+>/g, "").trim(),
    disabled: /\sdisabled=""/.test(m[1] ?? ""),
  }));
}

describe("the Billing section's status, in words (issue 15)", () => {
  it("trial", () => {
    expect(describeBilling(billingSummary({})).headline).toBe("Trial — ends 2 Dec 2026");
    expect(textOf(billingSummary({}))).toContain("Trial — ends 2 Dec 2026");
  });

  it("an active plan renews; an annual one has priority support", () => {
    expect(describeBilling(monthly).headline).toBe("Monthly plan — renews 2 Dec 2026");
    expect(textOf(monthly)).not.toContain("Priority support");
    const annual = { ...monthly, plan: "annual" as const, prioritySupport: true, actions: [] };
    expect(describeBilling(annual).headline).toBe("Annual plan — renews 2 Dec 2026");
    expect(textOf(annual)).toContain("Priority support is included");
  });

  it("a cancelled plan runs to its period's end", () => {
    const cancelled = { ...monthly, cancelAtPeriodEnd: true, actions: ["resume" as const] };
    expect(describeBilling(cancelled).headline).toBe(
      "Monthly plan — cancels on 2 Dec 2026, access until then",
    );
  });

  it("past due: the card is retried until the grace period ends", () => {
    const pastDue = {
      ...monthly,
      status: "past_due" as const,
      graceEndsAt: "2026-11-30T12:00:00Z",
    };
    expect(describeBilling(pastDue).headline).toBe(
      "Payment failed — we retry your card until 30 Nov 2026",
    );
  });

  it("ended: the work is kept until the deletion date", () => {
    const ended = billingSummary({
      status: "ended",
      access: "read_only",
      plan: "monthly",
      trialEndsAt: null,
      currentPeriodEnd: "2026-12-02T12:00:00Z",
      deleteAt: "2027-01-01T12:00:00Z",
      actions: ["subscribe_monthly", "subscribe_annual"],
    });
    expect(describeBilling(ended).headline).toBe(
      "Ended on 2 Dec 2026 — your work is kept until 1 Jan 2027, then deleted",
    );
  });

  it("trial ended: read-only, work saved", () => {
    const over = billingSummary({ status: "trial_ended", access: "read_only" });
    expect(describeBilling(over).headline).toBe("Trial ended — read-only");
    expect(textOf(over)).toContain("export it as Markdown and download your data");
  });
});

describe("the Billing section's actions", () => {
  it("offers what the server lists, in order, enabled", () => {
    expect(buttonsOf(billingSummary({}))).toEqual([
      { label: "Subscribe Monthly", disabled: false },
      { label: "Subscribe Annual", disabled: false },
    ]);
    expect(buttonsOf(monthly).map((b) => b.label)).toEqual([
      "Upgrade to Annual",
      "Manage payment method and invoices",
      "Cancel subscription",
    ]);
    expect(
      buttonsOf({ ...monthly, cancelAtPeriodEnd: true, actions: ["resume", "manage_payment"] }).map(
        (b) => b.label,
      ),
    ).toEqual(["Resume subscription", "Manage payment method and invoices"]);
  });

  it("disables every button when billing is not set up, and says what to do instead", () => {
    const off = { ...monthly, configured: false };
    expect(buttonsOf(off).every((b) => b.disabled)).toBe(true);
    expect(textOf(off)).toContain("Online billing is not set up on this server yet.");
    expect(textOf(off)).toContain(
      "To take or change a plan, email support@ninefold.app with the plan you want",
    );
    expect(textOf(monthly)).not.toContain("Online billing is not set up");
  });

  it("without online billing, offers a mail to support for each plan the founder may ask for, and the contact form", () => {
    // What the server answers without Stripe keys: no actions at all.
    const trial = billingSummary({ configured: false, actions: [] });
    const html = htmlOf({ summary: trial, onAction: () => {}, accountEmail: "ada@example.com" });
    const monthlyMail = planRequestMailto("monthly", "ada@example.com");
    expect(monthlyMail).toMatch(/^mailto:support@ninefold\.app\?subject=Monthly%20plan/);
    expect(decodeURIComponent(monthlyMail)).toContain(
      "I would like the Monthly plan ($69 a month) for my account, ada@example.com.",
    );
    expect(html).toContain(`href="${monthlyMail.replaceAll("&", "&amp;")}"`);
    expect(textOf(trial)).toContain("Email support for the Monthly plan");
    expect(textOf(trial)).toContain("Email support for the Annual plan");
    expect(html).toContain('href="/contact-us"');
    // A monthly founder (an operator's grant) may ask for the annual plan only.
    const granted = { ...monthly, configured: false, source: "grant" as const, actions: [] };
    expect(textOf(granted)).toContain("Email support for the Annual plan");
    expect(textOf(granted)).not.toContain("Email support for the Monthly plan");
    // Nothing to subscribe to on this server: the trial's line does not offer it.
    expect(textOf(trial)).not.toContain("Subscribe any time");
    expect(textOf(billingSummary({}))).toContain("Subscribe any time");
  });

  it("makes every button wait while a request is on its way", () => {
    const html = htmlOf({ summary: monthly, busy: "cancel", onAction: () => {} });
    expect(html.match(/<button[^>]*disabled=""/g)).toHaveLength(3);
    expect(html).toContain("Please wait...");
  });

  it("spells out the upgrade's sum and the cancellation's terms (spec §9)", () => {
    expect(upgradeSentence({ amountDueCents: 43_100, creditCents: 5_900, currency: "usd" })).toBe(
      "You pay $431 today: $490 less a $59 credit for the unused part of this month.",
    );
    expect(upgradeSentence({ amountDueCents: 44_253, creditCents: 4_747, currency: "usd" })).toBe(
      "You pay $442.53 today: $490 less a $47.47 credit for the unused part of this month.",
    );
    const terms = cancelSentence(monthly);
    expect(terms).toContain("You keep every module until 2 Dec 2026");
    expect(terms).toContain("There are no refunds for partial months or periods.");
  });
});

describe("the invoices table", () => {
  it("lists date, number, amount, status and a safe link to Stripe's page", () => {
    const withInvoices = {
      ...monthly,
      invoices: [
        {
          id: "in_1",
          number: "NF-0002",
          createdAt: "2026-11-02T12:00:00Z",
          amountCents: 6900,
          currency: "usd",
          status: "paid" as const,
          url: "https://invoice.stripe.com/i/acct_1/test_1",
        },
        {
          id: "in_2",
          number: null,
          createdAt: "2026-10-02T12:00:00Z",
          amountCents: 6950,
          currency: "eur",
          status: "open" as const,
          url: null,
        },
      ],
    };
    const html = renderToStaticMarkup(
      <BillingDetails summary={withInvoices} onAction={() => {}} />,
    );
    const text = textOf(withInvoices);
    expect(text).toContain("2 Nov 2026 NF-0002 $69 Paid View");
    expect(text).toContain("2 Oct 2026 — €69.50 Open");
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(html).toMatch(
      /<a href="https:\/\/invoice\.stripe\.com\/i\/acct_1\/test_1" target="_blank" rel="noopener noreferrer"/,
    );
    expect(html).toMatch(/<th scope="col"[^>]*>Date<\/th>/);
    expect(textOf(monthly)).toContain("No invoices yet.");
  });

  it("formats cents in the invoice's currency", () => {
    expect(formatCents(49_000, "usd")).toBe("$490");
    expect(formatCents(123_456, "usd")).toBe("$1,234.56");
    expect(formatCents(500, "xxx1")).toBe("5.00 XXX1");
  });
});
