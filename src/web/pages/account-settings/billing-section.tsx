import { CircleAlert, CreditCard, ExternalLink, Headset, Mail } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import type { BillingAction, BillingInvoice, BillingSummary } from "../../../shared/billing";
import { BRAND } from "../../../shared/brand";
import { LoadErrorBoundary } from "../../components/load-error-boundary";
import { Button } from "../../components/ui/button";
import { Skeleton } from "../../components/ui/skeleton";
import {
  BILLING_KEY,
  billingFailureText,
  changeSubscription,
  fetchUpgradePreview,
  openPortal,
  redirectOrToast,
  startCheckout,
  UPGRADE_PREVIEW_KEY,
  USER_KEY,
} from "../../lib/billing/billing-client";
import {
  ACTION_LABELS,
  cancelSentence,
  describeBilling,
  formatBillingDate,
  formatCents,
  invoiceStatusText,
  NOT_CONFIGURED_TEXT,
  NOT_CONFIGURED_TITLE,
  planRequestLabel,
  planRequestMailto,
  plansToRequest,
  upgradeSentence,
} from "../../lib/billing/billing-text";
import { cn } from "../../lib/cn";
import { useQuery, useQueryClient } from "../../lib/query";
import { toast } from "../../lib/toast-store";
import { useAuth } from "../../lib/use-auth";

const ConfirmDialog = lazy(() => import("../../components/confirm-dialog"));
const loadDialog = () => void import("../../components/confirm-dialog");

/** The order the actions are offered in: taking a plan first, leaving it last. */
const ACTION_ORDER: BillingAction[] = [
  "subscribe_monthly",
  "subscribe_annual",
  "upgrade_annual",
  "resume",
  "manage_payment",
  "cancel",
];

const TONE_CLASS: Record<"ok" | "warning" | "ended", string> = {
  ok: "border-emerald-200 bg-accent-soft text-emerald-900",
  warning: "border-amber-300 bg-amber-50 text-amber-950",
  ended: "border-slate-300 bg-slate-100 text-slate-900",
};

/** Taking or keeping a plan is the primary button; after a failed payment, updating the card is. */
function actionVariant(action: BillingAction, summary: BillingSummary): "primary" | "outline" {
  if (action === "manage_payment") return summary.status === "past_due" ? "primary" : "outline";
  return action === "cancel" ? "outline" : "primary";
}

function InvoiceTable({ invoices }: { invoices: BillingInvoice[] }) {
  if (invoices.length === 0) {
    return <p className="text-sm text-slate-600">No invoices yet.</p>;
  }
  return (
    <div className="-mx-1 overflow-x-auto px-1">
      <table className="w-full min-w-[28rem] text-left text-sm">
        <caption className="sr-only">Invoices</caption>
        <thead className="border-b border-border text-slate-600">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              Date
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Number
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              Amount
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Status
            </th>
            <th scope="col" className="py-2 font-medium">
              <span className="sr-only">Invoice page</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {invoices.map((invoice) => (
            <tr key={invoice.id}>
              <td className="py-2 pr-3 whitespace-nowrap">
                {formatBillingDate(invoice.createdAt) ?? "—"}
              </td>
              <td className="py-2 pr-3">{invoice.number ?? "—"}</td>
              <td className="py-2 pr-3 text-right tabular-nums">
                {formatCents(invoice.amountCents, invoice.currency)}
              </td>
              <td className="py-2 pr-3">{invoiceStatusText(invoice.status)}</td>
              <td className="py-2">
                {invoice.url ? (
                  <a
                    href={invoice.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-1 font-medium text-primary hover:underline"
                  >
                    View
                    <span className="sr-only">
                      {" "}
                      invoice {invoice.number ?? formatBillingDate(invoice.createdAt)} (opens in a
                      new tab)
                    </span>
                    <ExternalLink className="size-3.5" aria-hidden="true" />
                  </a>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A server without online billing (issue 26): what the founder does instead (email support, who
 * sets the plan), a mail for each plan they may ask for, and the contact form.
 */
function NotConfigured({
  summary,
  accountEmail,
}: {
  summary: BillingSummary;
  accountEmail?: string | null;
}) {
  // The address in the sentence is a link too.
  const [before, after] = NOT_CONFIGURED_TEXT.split(BRAND.supportEmail);
  return (
    <section
      aria-labelledby="billing-not-configured"
      className="rounded-lg border border-border bg-muted px-4 py-3 text-sm text-slate-700"
    >
      <h3 id="billing-not-configured" className="flex gap-2 font-semibold text-slate-900">
        <CircleAlert className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
        {NOT_CONFIGURED_TITLE}
      </h3>
      <p className="mt-1">
        {before}
        <a href={`mailto:${BRAND.supportEmail}`} className="font-medium text-primary underline">
          {BRAND.supportEmail}
        </a>
        {after}
      </p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
        {plansToRequest(summary).map((plan) => (
          <Button key={plan} asChild variant={plan === "monthly" ? "primary" : "outline"}>
            <a href={planRequestMailto(plan, accountEmail)}>
              <Mail aria-hidden="true" />
              {planRequestLabel(plan)}
            </a>
          </Button>
        ))}
        <Link to="/contact-us" className="font-medium text-primary hover:underline">
          Or write through the contact form
        </Link>
      </div>
    </section>
  );
}

/**
 * What GET /api/billing says, on screen: the plan and its state in words, priority support, the
 * actions the server offers (all disabled when billing is not set up, which says what to do
 * instead), and the invoices. Pure presentation: the section passes what a click does. Exported
 * for tests.
 */
export function BillingDetails({
  summary,
  busy,
  onAction,
  accountEmail,
}: {
  summary: BillingSummary;
  /** The action whose request is on its way: every button waits. */
  busy?: BillingAction;
  onAction: (action: BillingAction) => void;
  /** The founder's address, written into a plan request to support. */
  accountEmail?: string | null;
}) {
  const description = describeBilling(summary);
  const actions = ACTION_ORDER.filter((action) => summary.actions.includes(action));
  return (
    <div className="space-y-6">
      <div
        className={cn("rounded-lg border px-4 py-3", TONE_CLASS[description.tone])}
        role="status"
      >
        <p className="font-semibold">{description.headline}</p>
        <p className="mt-1 text-sm">{description.detail}</p>
      </div>
      {summary.prioritySupport ? (
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <Headset className="size-4 shrink-0 text-primary" aria-hidden="true" />
          Priority support is included: your emails go to the front of the queue.
        </p>
      ) : null}
      {summary.configured ? null : <NotConfigured summary={summary} accountEmail={accountEmail} />}
      {actions.length > 0 ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {actions.map((action) => (
            <Button
              key={action}
              type="button"
              variant={actionVariant(action, summary)}
              disabled={!summary.configured || busy !== undefined}
              aria-busy={busy === action || undefined}
              onPointerEnter={
                action === "cancel" || action === "upgrade_annual" ? loadDialog : undefined
              }
              onClick={() => onAction(action)}
            >
              {action === "manage_payment" ? <CreditCard aria-hidden="true" /> : null}
              {busy === action ? "Please wait..." : ACTION_LABELS[action]}
            </Button>
          ))}
        </div>
      ) : null}
      <div>
        <h3 className="text-base font-semibold">Invoices</h3>
        <div className="mt-2">
          <InvoiceTable invoices={summary.invoices} />
        </div>
      </div>
    </div>
  );
}

function UpgradeDialog({
  open,
  onOpenChange,
  pending,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  onConfirm: () => void;
}) {
  // Asked afresh each time the dialog opens: the credit shrinks by the day.
  const preview = useQuery({
    queryKey: UPGRADE_PREVIEW_KEY,
    queryFn: fetchUpgradePreview,
    enabled: open,
    staleTime: 0,
    gcTime: 0,
  });
  const description = preview.isPending
    ? "Working out today's charge…"
    : preview.isError
      ? billingFailureText(
          preview.error,
          "Today's charge could not be worked out. Please try again.",
        )
      : `${upgradeSentence(preview.data)} Your annual plan starts today, with priority support.`;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Upgrade to the Annual plan?"
      description={description}
      confirmLabel="Upgrade and Pay"
      pendingLabel="Upgrading..."
      confirmVariant="primary"
      cancelLabel="Not Now"
      pending={pending}
      confirmDisabled={!preview.isSuccess}
      onConfirm={onConfirm}
    />
  );
}

/** The toasts after each change, from the summary the server answered. */
function changedToast(change: "upgrade" | "cancel" | "resume", summary: BillingSummary) {
  const end = formatBillingDate(summary.currentPeriodEnd);
  switch (change) {
    case "upgrade":
      return {
        title: "Plan Upgraded",
        description: "You're on the Annual plan from today, with priority support.",
      };
    case "cancel":
      return {
        title: "Subscription Cancelled",
        description: end
          ? `You keep every module until ${end}. You can resume before then.`
          : "You keep every module to the end of the paid period. You can resume before then.",
      };
    case "resume":
      return {
        title: "Subscription Resumed",
        description: end
          ? `Your plan renews on ${end} as before.`
          : "Your plan carries on as before.",
      };
  }
}

const CHANGE_FAILED = {
  upgrade: "Plan Not Upgraded",
  cancel: "Subscription Not Cancelled",
  resume: "Subscription Not Resumed",
} as const;

/** Checkout's return (?billing=success): a toast, fresh figures, and a clean address. */
function useCheckoutReturn(refresh: () => void) {
  const { search, pathname, hash } = useLocation();
  const navigate = useNavigate();
  const handled = useRef(false);
  useEffect(() => {
    const outcome = new URLSearchParams(search).get("billing");
    if (!outcome || handled.current) return;
    handled.current = true;
    if (outcome === "success") {
      toast({
        title: "Payment Received",
        description: "Thank you. Your plan shows here as soon as Stripe confirms it.",
      });
      refresh();
    } else if (outcome === "cancelled" || outcome === "canceled") {
      toast({ title: "Checkout Cancelled", description: "Nothing was charged." });
    }
    const rest = new URLSearchParams(search);
    rest.delete("billing");
    const query = rest.toString();
    navigate(`${pathname}${query ? `?${query}` : ""}${hash || "#billing"}`, { replace: true });
  }, [search, pathname, hash, navigate, refresh]);
}

/**
 * The Billing section of /dashboard/settings (issue 15): GET /api/billing in words, and its
 * actions: Checkout, upgrade (the prorated sum first), cancel (the terms first), resume and the
 * Stripe portal. Opened at #billing; Checkout comes back to ?billing=success#billing.
 */
export function BillingSection() {
  const queryClient = useQueryClient();
  const { hash } = useLocation();
  const billing = useQuery<BillingSummary>({ queryKey: BILLING_KEY });
  const { user } = useAuth();
  const [busy, setBusy] = useState<BillingAction>();
  const [dialog, setDialog] = useState<"upgrade" | "cancel">();
  const [dialogWanted, setDialogWanted] = useState(false);

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: BILLING_KEY });
    void queryClient.invalidateQueries({ queryKey: USER_KEY });
  };
  useCheckoutReturn(refresh);

  // The page's skeleton came first, so the route's own #billing scroll may have found nothing.
  const loaded = billing.isSuccess;
  useEffect(() => {
    if (loaded && hash === "#billing") {
      document.getElementById("billing")?.scrollIntoView({ block: "start" });
    }
  }, [loaded, hash]);

  const change = async (kind: "upgrade" | "cancel" | "resume", action: BillingAction) => {
    setBusy(action);
    try {
      const summary = await changeSubscription(kind);
      queryClient.setQueryData(BILLING_KEY, summary);
      void queryClient.invalidateQueries({ queryKey: USER_KEY });
      setDialog(undefined);
      toast(changedToast(kind, summary));
    } catch (error) {
      toast({
        variant: "destructive",
        title: CHANGE_FAILED[kind],
        description: billingFailureText(error, "Your plan was not changed. Please try again."),
      });
    } finally {
      setBusy(undefined);
    }
  };

  const onAction = (action: BillingAction) => {
    switch (action) {
      case "subscribe_monthly":
      case "subscribe_annual": {
        setBusy(action);
        const plan = action === "subscribe_monthly" ? "monthly" : "annual";
        void redirectOrToast(() => startCheckout(plan), "Checkout Not Started").then((left) => {
          if (!left) setBusy(undefined);
        });
        return;
      }
      case "manage_payment":
        setBusy(action);
        void redirectOrToast(openPortal, "Billing Portal Not Opened").then((left) => {
          if (!left) setBusy(undefined);
        });
        return;
      case "resume":
        void change("resume", action);
        return;
      case "upgrade_annual":
        setDialogWanted(true);
        setDialog("upgrade");
        return;
      case "cancel":
        setDialogWanted(true);
        setDialog("cancel");
        return;
    }
  };

  if (billing.isPending) {
    return (
      <div aria-busy="true" className="space-y-3">
        <Skeleton className="h-16" />
        <Skeleton className="h-10 w-64" />
      </div>
    );
  }
  if (billing.isError) {
    return (
      <div role="alert" className="text-sm text-red-800">
        {billingFailureText(billing.error, "Your billing could not be loaded.")}{" "}
        <Button size="sm" variant="link" onClick={() => void billing.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }

  const summary = billing.data;
  const closeDialog = (open: boolean) => {
    if (!open) setDialog(undefined);
  };
  return (
    <>
      <BillingDetails
        summary={summary}
        busy={busy}
        onAction={onAction}
        accountEmail={user?.email}
      />
      {dialogWanted ? (
        <LoadErrorBoundary title="The confirmation could not be loaded">
          <Suspense fallback={null}>
            <UpgradeDialog
              open={dialog === "upgrade"}
              onOpenChange={closeDialog}
              pending={busy === "upgrade_annual"}
              onConfirm={() => void change("upgrade", "upgrade_annual")}
            />
            <ConfirmDialog
              open={dialog === "cancel"}
              onOpenChange={closeDialog}
              title="Cancel your subscription?"
              description={cancelSentence(summary)}
              confirmLabel="Cancel Subscription"
              pendingLabel="Cancelling..."
              cancelLabel="Keep My Plan"
              pending={busy === "cancel"}
              onConfirm={() => void change("cancel", "cancel")}
            />
          </Suspense>
        </LoadErrorBoundary>
      ) : null}
    </>
  );
}
