import { Mail } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { BillingSummary, PaidPlan } from "../../../shared/billing";
import type { Plan } from "../../../shared/plans";
import { Button } from "../../components/ui/button";
import { useQuery } from "../query";
import { useAuth } from "../use-auth";
import { BILLING_KEY, redirectOrToast, startCheckout } from "./billing-client";
import {
  formatBillingDate,
  NOT_CONFIGURED_TITLE,
  planRequestLabel,
  planRequestMailto,
  plansToRequest,
} from "./billing-text";

const BILLING_HREF = "/dashboard/settings#billing";

/** What a signed-in founder's plan card offers, from their billing summary. Exported for tests. */
export type CardOffer =
  | { kind: "note"; text: string; link?: { label: string; to: string } }
  | { kind: "current" }
  | { kind: "checkout" }
  /** No online billing on this server (issue 26): the plan is asked for by email. */
  | { kind: "request"; plan: PaidPlan }
  | { kind: "billing"; label: string };

export function cardOffer(plan: Plan, summary: BillingSummary): CardOffer {
  if (plan.id === "trial") {
    const ends = formatBillingDate(summary.trialEndsAt);
    if (summary.status === "trialing") {
      return {
        kind: "note",
        text: ends ? `You're on the trial: it ends ${ends}.` : "You're on the trial.",
        link: { label: "Go to your dashboard", to: "/dashboard" },
      };
    }
    if (summary.status === "trial_ended") {
      return { kind: "note", text: "Your trial has ended. Your work is saved: choose a plan." };
    }
    return { kind: "note", text: "You've used your trial." };
  }
  const onThisPlan =
    summary.plan === plan.id && (summary.status === "active" || summary.status === "past_due");
  if (onThisPlan) return { kind: "current" };
  if (!summary.configured && plansToRequest(summary).includes(plan.id)) {
    return { kind: "request", plan: plan.id };
  }
  if (plan.id === "annual" && summary.actions.includes("upgrade_annual")) {
    return { kind: "billing", label: "Upgrade to Annual" };
  }
  if (summary.actions.includes(plan.id === "monthly" ? "subscribe_monthly" : "subscribe_annual")) {
    return { kind: "checkout" };
  }
  return { kind: "billing", label: "See your billing" };
}

/**
 * A signed-in founder's plan card button (issue 15), loaded only for them: their trial's state
 * on the trial card; Checkout on a plan they can take; "Current plan" on the one they have; and
 * "Upgrade to Annual" (to the Billing section, which shows the prorated sum first) for a monthly
 * founder; on a server without online billing, what to do instead and a mail to support.
 */
export default function SignedInPlanAction({ plan }: { plan: Plan }) {
  const billing = useQuery<BillingSummary>({ queryKey: BILLING_KEY });
  const { user } = useAuth();
  const [pending, setPending] = useState(false);

  if (billing.isPending) {
    return (
      <Button size="lg" variant="outline" className="w-full" disabled>
        {plan.cta.label}
      </Button>
    );
  }
  if (billing.isError) {
    return (
      <Button asChild size="lg" variant="outline" className="w-full">
        <Link to={BILLING_HREF}>See your billing</Link>
      </Button>
    );
  }

  const offer = cardOffer(plan, billing.data);
  switch (offer.kind) {
    case "note":
      return (
        <div className="space-y-3">
          <p className="rounded-lg bg-muted px-4 py-3 text-sm font-medium text-slate-700">
            {offer.text}
          </p>
          {offer.link ? (
            <Button asChild size="lg" variant="outline" className="w-full">
              <Link to={offer.link.to}>{offer.link.label}</Link>
            </Button>
          ) : null}
        </div>
      );
    case "current":
      return (
        <Button size="lg" variant="secondary" className="w-full" disabled>
          Current plan
        </Button>
      );
    case "billing":
      return (
        <Button
          asChild
          size="lg"
          variant={plan.featured ? "primary" : "outline"}
          className="w-full"
        >
          <Link to={BILLING_HREF}>{offer.label}</Link>
        </Button>
      );
    case "request":
      return (
        <div className="space-y-3">
          <p className="rounded-lg bg-muted px-4 py-3 text-sm text-slate-700">
            <strong className="font-semibold">{NOT_CONFIGURED_TITLE}</strong> Email support with
            this plan and the Ninefold team sets it on your account; support answers within 24
            hours.
          </p>
          <Button
            asChild
            size="lg"
            variant={plan.featured ? "primary" : "outline"}
            className="w-full"
          >
            <a href={planRequestMailto(offer.plan, user?.email)}>
              <Mail aria-hidden="true" />
              {planRequestLabel(offer.plan)}
            </a>
          </Button>
        </div>
      );
    case "checkout": {
      const paid = plan.id === "trial" ? undefined : plan.id;
      return (
        <div className="space-y-2">
          <Button
            type="button"
            size="lg"
            variant={plan.featured ? "primary" : "outline"}
            className="w-full"
            disabled={pending || !paid}
            aria-busy={pending || undefined}
            onClick={async () => {
              if (!paid) return;
              setPending(true);
              const left = await redirectOrToast(() => startCheckout(paid), "Checkout Not Started");
              if (!left) setPending(false);
            }}
          >
            {pending ? "Opening checkout..." : plan.cta.label}
          </Button>
        </div>
      );
    }
  }
}
