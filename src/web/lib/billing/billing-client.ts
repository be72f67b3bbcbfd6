import type {
  BillingSummary,
  CheckoutRequest,
  PaidPlan,
  RedirectReply,
  UpgradePreview,
} from "../../../shared/billing";
import { apiRequest, HttpError } from "../api";
import { toast } from "../toast-store";

/**
 * The one client of /api/billing (issue 15). Reads go through react-query under BILLING_KEY (the
 * default query function: GET the key joined); writes go through `apiRequest`, which sends the
 * session cookie (the browser adds the Origin header the server checks). Every refusal is
 * `{ error, code }`, and its `error` is what the founder reads.
 */

export const BILLING_KEY = ["/api/billing"] as const;
export const UPGRADE_PREVIEW_KEY = ["/api/billing/upgrade-preview"] as const;
export const USER_KEY = ["/api/auth/user"] as const;

/** The server's message for a failed billing call, or a plain fallback. */
export function billingFailureText(error: unknown, fallback: string): string {
  if (error instanceof HttpError) return error.serverMessage ?? fallback;
  return "We couldn't reach Ninefold. Check your internet connection and try again.";
}

async function redirectTo(path: string, body?: unknown): Promise<void> {
  const res = await apiRequest("POST", path, body);
  const { url } = (await res.json()) as RedirectReply;
  if (typeof url !== "string" || !url) throw new Error("No address to open");
  window.location.assign(url);
}

/** Starts Stripe Checkout for a plan: the server answers the page to open. */
export async function startCheckout(plan: PaidPlan): Promise<void> {
  const body: CheckoutRequest = { plan };
  await redirectTo("/api/billing/checkout", body);
}

/** Opens Stripe's customer portal (payment method, invoices). */
export async function openPortal(): Promise<void> {
  await redirectTo("/api/billing/portal");
}

/** Checkout or the portal, with the failure in a destructive toast; resolves false on failure. */
export async function redirectOrToast(go: () => Promise<void>, title: string): Promise<boolean> {
  try {
    await go();
    return true;
  } catch (error) {
    toast({
      variant: "destructive",
      title,
      description: billingFailureText(
        error,
        "Billing is not available right now. Please try again.",
      ),
    });
    return false;
  }
}

export async function fetchUpgradePreview(): Promise<UpgradePreview> {
  const res = await apiRequest("GET", UPGRADE_PREVIEW_KEY[0]);
  return (await res.json()) as UpgradePreview;
}

/** POST upgrade, cancel or resume: each answers the new summary. */
export async function changeSubscription(
  change: "upgrade" | "cancel" | "resume",
): Promise<BillingSummary> {
  const res = await apiRequest("POST", `/api/billing/${change}`);
  return (await res.json()) as BillingSummary;
}
