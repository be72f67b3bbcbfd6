import type {
  BillingAction,
  BillingInvoice,
  BillingSummary,
  PaidPlan,
  UpgradePreview,
} from "../../../shared/billing";
import { BRAND } from "../../../shared/brand";
import { MONTHS } from "../../../shared/dates";
import { ANNUAL_PRICE_USD, formatUsd, MONTHLY_PRICE_USD } from "../../../shared/plans";
import type { AuthUser } from "../../../shared/user";

/**
 * The words of issue 15's billing screens, as pure functions (tested without a browser): the
 * Billing section's status line, the invoices, the actions' labels, the upgrade's sum and the
 * read-only and past-due banners. The lifecycle they describe is src/shared/billing.ts'.
 */

/** "2026-12-02T10:00:00Z" → "2 Dec 2026", in the founder's own time zone. */
export function formatBillingDate(iso: string | null | undefined): string | undefined {
  if (!iso) return undefined;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  return `${date.getDate()} ${MONTHS[date.getMonth()]?.slice(0, 3)} ${date.getFullYear()}`;
}

/** Cents → "$490" (whole) or "$431.47"; other currencies with their own symbol. */
export function formatCents(cents: number, currency: string): string {
  const whole = cents % 100 === 0;
  try {
    return new Intl.NumberFormat("en-US", {
      style: "currency",
      currency: currency.toUpperCase(),
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: 2,
    }).format(cents / 100);
  } catch {
    // An unknown currency code: the amount and the code, never a crash.
    return `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;
  }
}

export const PAID_PLAN_NAMES: Record<PaidPlan, string> = {
  monthly: "Monthly plan",
  annual: "Annual plan",
};

/**
 * A server without Stripe keys (issue 26): no Checkout, so a plan is asked for by email and an
 * operator sets it (`npm run plan`). The title says what is missing, the text what to do and how
 * soon support answers (spec §9's response times).
 */
export const NOT_CONFIGURED_TITLE = "Online billing is not set up on this server yet.";
export const NOT_CONFIGURED_TEXT = `To take or change a plan, email ${BRAND.supportEmail} with the plan you want, and the Ninefold team sets it on your account. Support answers within 24 hours, urgent trial or subscription matters within 4-8 hours. Your work stays saved meanwhile.`;

const PLAN_PRICES: Record<PaidPlan, string> = {
  monthly: `${formatUsd(MONTHLY_PRICE_USD)} a month`,
  annual: `${formatUsd(ANNUAL_PRICE_USD)} a year`,
};

/** A mail to support asking for a plan, subject and body written (issue 26). */
export function planRequestMailto(plan: PaidPlan, accountEmail?: string | null): string {
  const name = PAID_PLAN_NAMES[plan];
  const account = accountEmail ? ` for my account, ${accountEmail}` : " for my account";
  const subject = `${name} for my Ninefold account`;
  const body = `Hello,\n\nI would like the ${name} (${PLAN_PRICES[plan]})${account}.\n\nThank you.`;
  return `mailto:${BRAND.supportEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** "Email support for the Monthly plan": the button that opens `planRequestMailto`. */
export function planRequestLabel(plan: PaidPlan): string {
  return `Email support for the ${PAID_PLAN_NAMES[plan]}`;
}

/**
 * The plans a founder may ask support for when the server has no online billing: both, unless
 * they already hold one (a monthly founder may ask for the annual plan; an annual one for none).
 */
export function plansToRequest(summary: BillingSummary): PaidPlan[] {
  const holding = summary.status === "active" || summary.status === "past_due";
  if (!holding || summary.plan === "trial") return ["monthly", "annual"];
  return summary.plan === "monthly" ? ["annual"] : [];
}

export interface BillingDescription {
  /** The plan and its state in one line: "Monthly plan — renews 2 Dec 2026". */
  headline: string;
  /** What that means for the founder, in a sentence or two. */
  detail: string;
  /** How the line is coloured: fine, needs attention, or over. */
  tone: "ok" | "warning" | "ended";
}

/** The Billing section's status, in words, for each state of the lifecycle. */
export function describeBilling(summary: BillingSummary): BillingDescription {
  const name = summary.plan === "trial" ? "Trial" : PAID_PLAN_NAMES[summary.plan];
  switch (summary.status) {
    case "trialing": {
      const ends = formatBillingDate(summary.trialEndsAt);
      return {
        headline: ends ? `Trial — ends ${ends}` : "Trial",
        // Without online billing there is nothing to subscribe to here: the box below says how.
        detail: summary.configured
          ? "Every module is open to you until then, no card needed. Subscribe any time; everything you make stays saved."
          : "Every module is open to you until then, no card needed. Everything you make stays saved.",
        tone: "ok",
      };
    }
    case "trial_ended":
      return {
        headline: "Trial ended — read-only",
        detail: READ_ONLY_TEXT,
        tone: "ended",
      };
    case "active": {
      const end = formatBillingDate(summary.currentPeriodEnd);
      if (summary.cancelAtPeriodEnd) {
        return {
          headline: end ? `${name} — cancels on ${end}, access until then` : `${name} — cancelled`,
          detail:
            "You keep every module until then. Resume before that day and nothing changes; after it your work stays readable.",
          tone: "warning",
        };
      }
      if (summary.source === "grant") {
        return {
          headline: end ? `${name} — until ${end}` : name,
          detail: "Given to you by the Ninefold team; no card is charged.",
          tone: "ok",
        };
      }
      return {
        headline: end ? `${name} — renews ${end}` : name,
        detail:
          summary.plan === "annual"
            ? `${formatUsd(ANNUAL_PRICE_USD)} a year, charged automatically until you cancel. Priority support is included.`
            : `${formatUsd(MONTHLY_PRICE_USD)} a month, charged automatically until you cancel.`,
        tone: "ok",
      };
    }
    case "past_due": {
      const until = formatBillingDate(summary.graceEndsAt);
      return {
        headline: until
          ? `Payment failed — we retry your card until ${until}`
          : "Payment failed — we are retrying your card",
        detail: "You keep full access meanwhile. Update your card so your plan carries on.",
        tone: "warning",
      };
    }
    case "ended": {
      const ended = formatBillingDate(summary.currentPeriodEnd);
      const deleted = formatBillingDate(summary.deleteAt);
      const start = ended ? `Ended on ${ended}` : "Ended";
      return {
        headline: deleted
          ? `${start} — your work is kept until ${deleted}, then deleted`
          : `${start} — read-only`,
        detail:
          "You can still read your work, export it as Markdown and download your data. Subscribe again to keep building and keep your work.",
        tone: "ended",
      };
    }
  }
}

export const READ_ONLY_TEXT =
  "Your work is saved and you can still read it, export it as Markdown and download your data. Subscribe to keep building.";

export const ACTION_LABELS: Record<BillingAction, string> = {
  subscribe_monthly: "Subscribe Monthly",
  subscribe_annual: "Subscribe Annual",
  upgrade_annual: "Upgrade to Annual",
  cancel: "Cancel subscription",
  resume: "Resume subscription",
  manage_payment: "Manage payment method and invoices",
};

const INVOICE_STATUS: Record<BillingInvoice["status"], string> = {
  paid: "Paid",
  open: "Open",
  uncollectible: "Uncollectible",
  void: "Void",
  draft: "Draft",
};

export function invoiceStatusText(status: BillingInvoice["status"]): string {
  return INVOICE_STATUS[status] ?? status;
}

/** The upgrade dialog's sum: "You pay $431 today: $490 less a $59 credit for …". */
export function upgradeSentence(preview: UpgradePreview): string {
  const due = formatCents(preview.amountDueCents, preview.currency);
  const annual = formatCents(preview.amountDueCents + preview.creditCents, preview.currency);
  const credit = formatCents(preview.creditCents, preview.currency);
  return `You pay ${due} today: ${annual} less a ${credit} credit for the unused part of this month.`;
}

/** The cancel dialog's terms (spec §9): access to the period's end, no partial refunds. */
export function cancelSentence(summary: BillingSummary): string {
  const end = formatBillingDate(summary.currentPeriodEnd);
  const access = end
    ? `You keep every module until ${end}, the end of the period you have paid for.`
    : "You keep every module until the end of the period you have paid for.";
  return `${access} There are no refunds for partial months or periods. Your work stays saved, and you can resume any time before then.`;
}

/** Whether a founder's work is read-only now (issue 15); an older server's user is full. */
export function isReadOnly(user: Pick<AuthUser, "access"> | null | undefined): boolean {
  return user?.access === "read_only";
}

export interface AccessBannerText {
  kind: "read_only" | "past_due";
  title: string;
  text: string;
}

/** The workspace banner a founder needs now, if any: read-only first, then a failed payment. */
export function accessBannerText(
  user: Pick<AuthUser, "access" | "pastDue" | "plan"> | null | undefined,
): AccessBannerText | undefined {
  if (!user) return undefined;
  if (user.access === "read_only") {
    const trial = user.plan === "trial" || user.plan === "trial_expired";
    return {
      kind: "read_only",
      title: trial ? "Your trial has ended" : "Your plan has ended",
      text: READ_ONLY_TEXT,
    };
  }
  if (user.pastDue) {
    return {
      kind: "past_due",
      title: "Your last payment failed",
      text: "Update your card to keep access.",
    };
  }
  return undefined;
}
