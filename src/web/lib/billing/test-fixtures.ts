import type { BillingSummary } from "../../../shared/billing";

/**
 * Tests only (unit and e2e): a BillingSummary as GET /api/billing answers it, a trial by default.
 * Dates at noon UTC, so they read as the same calendar day in every time zone.
 */
export const billingSummary = (over: Partial<BillingSummary> = {}): BillingSummary => ({
  configured: true,
  access: "full",
  status: "trialing",
  plan: "trial",
  source: "trial",
  trialEndsAt: "2026-12-02T12:00:00.000Z",
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  graceEndsAt: null,
  deleteAt: null,
  prioritySupport: false,
  invoices: [],
  actions: ["subscribe_monthly", "subscribe_annual"],
  ...over,
});
