/**
 * The billing contract between the server and the pages (issue 15): what GET /api/billing
 * returns and what the billing actions take. Plain types, browser-safe; the server builds these
 * from the database (src/server/billing), never from anything the browser sends.
 *
 * The lifecycle (spec §4, §9):
 * - sign-up starts a 7-day **trial** of every module, no card;
 * - the trial ends → **read-only** (`trial_ended`): everything saved stays readable, Markdown
 *   export and "Download my data" work, nothing new is generated, nothing is deleted;
 * - Checkout → **active** monthly or annual plan, renewing until cancelled;
 * - a failed renewal → **past due**: full access for a grace period while Stripe retries, with a
 *   banner; still unpaid when the subscription ends → read-only;
 * - cancel → active to the end of the paid period (resume any time before it), then
 *   **ended**: read-only, and the account is deleted 30 days later (warnings 7 days and 1 day
 *   before) unless the founder subscribes again;
 * - monthly → annual: a prorated credit for the unused month, annual billing from today.
 */

export const PAID_PLANS = ["monthly", "annual"] as const;
export type PaidPlan = (typeof PAID_PLANS)[number];

/** Days of full access after a failed payment, while the card is retried. */
export const PAYMENT_GRACE_DAYS = 7;
/** Days an ended account keeps its data for export before it is deleted (spec §9). */
export const EXPORT_WINDOW_DAYS = 30;
/** Days before that deletion that a warning is mailed. */
export const DELETION_WARNING_DAYS = [7, 1] as const;

/**
 * What the founder may do now: `full` (every module, every export) or `read_only` (read, export
 * Markdown, download their data, subscribe).
 */
export type Access = "full" | "read_only";

export type BillingStatus =
  /** In the 7-day trial (or a trial an operator extended). */
  | "trialing"
  /** A paid plan, paid up. */
  | "active"
  /** A paid plan whose last payment failed: full access until `graceEndsAt`. */
  | "past_due"
  /** The trial is over and no plan was taken. */
  | "trial_ended"
  /** A paid plan that has ended (cancelled, or never paid after a failure). */
  | "ended";

export type BillingAction =
  | "subscribe_monthly"
  | "subscribe_annual"
  | "upgrade_annual"
  | "cancel"
  | "resume"
  | "manage_payment";

export interface BillingInvoice {
  id: string;
  /** The invoice number Stripe prints, when it has one. */
  number: string | null;
  /** ISO date-time the invoice was created. */
  createdAt: string;
  /** In the currency's smallest unit (cents). */
  amountCents: number;
  currency: string;
  status: "paid" | "open" | "uncollectible" | "void" | "draft";
  /** Stripe's hosted page for the invoice (receipt and PDF), when there is one. */
  url: string | null;
}

export interface BillingSummary {
  /** False when this server has no Stripe keys: buttons say billing is not set up. */
  configured: boolean;
  access: Access;
  status: BillingStatus;
  /** The plan the status is about: the trial, or the paid plan (current or last). */
  plan: "trial" | PaidPlan;
  /** Where the plan came from: sign-up's trial, Stripe, or an operator's grant. */
  source: "trial" | "stripe" | "grant";
  /** ISO: when the trial ends (or ended); null once a paid plan has started. */
  trialEndsAt: string | null;
  /**
   * ISO: the end of the paid period: the renewal date, or the last day of access when
   * `cancelAtPeriodEnd`; for a grant, the day it ends.
   */
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  /** ISO: the end of the grace period after a failed payment (status `past_due`). */
  graceEndsAt: string | null;
  /** ISO: when an ended account will be deleted (status `ended`), unless they subscribe again. */
  deleteAt: string | null;
  /** Annual plans get priority support (spec §6, §9). */
  prioritySupport: boolean;
  invoices: BillingInvoice[];
  /** What the Billing section offers now. */
  actions: BillingAction[];
}

/** POST /api/billing/checkout's body. */
export interface CheckoutRequest {
  plan: PaidPlan;
}

/** POST /api/billing/checkout and /api/billing/portal answer with a Stripe page to open. */
export interface RedirectReply {
  url: string;
}

/** GET /api/billing/upgrade-preview: what moving from monthly to annual charges today. */
export interface UpgradePreview {
  /** Charged today: the annual price less the credit. */
  amountDueCents: number;
  /** The prorated credit for the unused part of the current month. */
  creditCents: number;
  currency: string;
}
