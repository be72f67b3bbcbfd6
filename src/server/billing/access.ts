import {
  type Access,
  type BillingStatus,
  EXPORT_WINDOW_DAYS,
  PAYMENT_GRACE_DAYS,
  type PaidPlan,
} from "../../shared/billing";
import { TRIAL_DAYS } from "../../shared/plans";
import type { PlanState } from "../../shared/user";

/**
 * Where a founder stands (issue 15, src/shared/billing.ts' lifecycle), worked out from the
 * stored billing row and the clock: pure, so the lifecycle is tested by moving `now`.
 */

export const DAY_MS = 86_400_000;

/** The billing row as stored (db/schema.ts billing_accounts), or none. */
export interface BillingRecord {
  plan: "trial" | PaidPlan | null;
  status: "active" | "past_due" | "canceled" | null;
  source: "stripe" | "grant" | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  pastDueSince: Date | null;
  endedAt: Date | null;
}

export interface BillingState {
  access: Access;
  status: BillingStatus;
  plan: "trial" | PaidPlan;
  source: "trial" | "stripe" | "grant";
  trialEndsAt: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  graceEndsAt: Date | null;
  /** When an ended account is deleted: EXPORT_WINDOW_DAYS after it ended. */
  deleteAt: Date | null;
  prioritySupport: boolean;
}

const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

export function billingState(
  trialStartedAt: Date,
  record: BillingRecord | null,
  now: Date,
): BillingState {
  const signUpTrialEnds = addDays(trialStartedAt, TRIAL_DAYS);
  const none = {
    cancelAtPeriodEnd: false,
    graceEndsAt: null,
    deleteAt: null,
    prioritySupport: false,
  };
  const plan = record?.plan ?? null;
  if (!record || plan === null || record.status === null) {
    return trial(signUpTrialEnds, "trial");
  }
  if (plan === "trial") {
    // An operator's grant extends the trial to the grant's date (never shortens the sign-up's).
    const until = record.currentPeriodEnd ?? signUpTrialEnds;
    return trial(until > signUpTrialEnds ? until : signUpTrialEnds, "grant");
  }
  const source = record.source ?? "stripe";
  const base = {
    ...none,
    plan,
    source,
    trialEndsAt: null,
    currentPeriodEnd: record.currentPeriodEnd,
    cancelAtPeriodEnd: record.cancelAtPeriodEnd,
    prioritySupport: plan === "annual",
  } as const;
  // A grant ends on its date by itself; Stripe says when a subscription ends (a webhook).
  const grantEnded =
    source === "grant" && record.currentPeriodEnd !== null && record.currentPeriodEnd <= now;
  if (record.status === "canceled" || grantEnded) {
    const endedAt = record.endedAt ?? record.currentPeriodEnd ?? now;
    return {
      ...base,
      access: "read_only",
      status: "ended",
      cancelAtPeriodEnd: false,
      prioritySupport: false,
      deleteAt: addDays(endedAt, EXPORT_WINDOW_DAYS),
    };
  }
  if (record.status === "past_due") {
    const graceEndsAt = addDays(record.pastDueSince ?? now, PAYMENT_GRACE_DAYS);
    return {
      ...base,
      access: now < graceEndsAt ? "full" : "read_only",
      status: "past_due",
      graceEndsAt,
    };
  }
  return { ...base, access: "full", status: "active" };

  function trial(endsAt: Date, source: "trial" | "grant"): BillingState {
    const running = now < endsAt;
    return {
      ...none,
      access: running ? "full" : "read_only",
      status: running ? "trialing" : "trial_ended",
      plan: "trial",
      source,
      trialEndsAt: endsAt,
      currentPeriodEnd: source === "grant" ? endsAt : null,
    };
  }
}

/** The plan word GET /api/auth/user has always carried (src/shared/user.ts). */
export function planStateOf(state: BillingState): PlanState {
  switch (state.status) {
    case "trialing":
      return "trial";
    case "trial_ended":
      return "trial_expired";
    case "ended":
      return "canceled";
    default:
      return state.plan === "trial" ? "trial" : state.plan;
  }
}
