import { Check } from "lucide-react";
import { lazy, Suspense } from "react";
import { formatUsd, type Plan } from "../../shared/plans";
import { cn } from "../lib/cn";
import { useAuth } from "../lib/use-auth";
import { LoadErrorBoundary } from "./load-error-boundary";
import { Badge } from "./ui/badge";
import { Button } from "./ui/button";

/** A signed-in founder's buttons (their trial, Checkout, their current plan): loaded only then. */
const SignedInPlanAction = lazy(() => import("../lib/billing/plan-card-action"));

function VisitorButton({ plan }: { plan: Plan }) {
  return (
    <Button asChild size="lg" variant={plan.featured ? "primary" : "outline"} className="w-full">
      <a href={plan.cta.href}>{plan.cta.label}</a>
    </Button>
  );
}

function CardAction({ plan }: { plan: Plan }) {
  const { isAuthenticated } = useAuth();
  // Prerendered HTML and a visitor get the sign-up links; a founder's buttons load once the
  // session is known, so the landing page's first load carries none of their code.
  if (!isAuthenticated) return <VisitorButton plan={plan} />;
  const pending = (
    <Button size="lg" variant="outline" className="w-full" disabled>
      {plan.cta.label}
    </Button>
  );
  return (
    <LoadErrorBoundary
      title="Your plan could not be loaded"
      fallback={<VisitorButton plan={plan} />}
    >
      <Suspense fallback={pending}>
        <SignedInPlanAction plan={plan} />
      </Suspense>
    </LoadErrorBoundary>
  );
}

/**
 * The three plan cards of spec §9 (src/shared/plans.ts), drawn once for the landing page's
 * pricing section and the /pricing page. Each card's name is an h3 under the page's h2.
 */
export function PlanCards({
  plans,
  className,
}: {
  /** `plansFor(MODULE_COUNT)`: the page knows the registry's count, this kit does not. */
  plans: readonly Plan[];
  className?: string;
}) {
  return (
    <ul className={cn("mx-auto grid max-w-md gap-6 lg:max-w-none lg:grid-cols-3", className)}>
      {plans.map((plan) => (
        <li
          key={plan.id}
          data-plan={plan.id}
          className={cn(
            "relative flex flex-col rounded-card border bg-background p-6 sm:p-8",
            plan.featured ? "border-primary ring-1 ring-primary" : "border-border",
          )}
        >
          <div className="flex min-h-6 items-center justify-between gap-3">
            <h3 className="text-lg font-semibold">{plan.name}</h3>
            {plan.badge ? (
              <Badge variant={plan.badge === "Best Value" ? "success" : "default"}>
                {plan.badge}
              </Badge>
            ) : null}
          </div>
          <p className="mt-2 text-sm text-slate-600">{plan.summary}</p>
          <p className="mt-6 flex items-baseline gap-2">
            <span className="text-4xl font-bold tabular-nums">{formatUsd(plan.priceUsd)}</span>
            <span className="text-slate-600">{plan.period}</span>
          </p>
          <p
            className={cn(
              "mt-1 text-sm font-medium",
              plan.id === "annual" ? "text-emerald-700" : "text-slate-600",
            )}
          >
            {plan.note}
          </p>
          <ul className="mt-6 flex-1 space-y-3 text-sm">
            {plan.features.map((feature) => (
              <li key={feature} className="flex gap-3 text-slate-700">
                <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
                {feature}
              </li>
            ))}
          </ul>
          <div className="mt-8">
            <CardAction plan={plan} />
          </div>
        </li>
      ))}
    </ul>
  );
}
