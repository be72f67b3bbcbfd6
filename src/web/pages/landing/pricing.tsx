import { Check } from "lucide-react";
import { formatUsd, PLAN_TERMS, PLANS, TRIAL_DAYS } from "../../../shared/plans";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { SectionHeading } from "./section-heading";

/** Pricing (spec §2, §9): the three plan cards, every button to /api/login. */
export function Pricing() {
  return (
    <section
      id="pricing"
      aria-labelledby="pricing-title"
      data-location="pricing"
      className="scroll-mt-20 border-y border-border bg-muted py-20 sm:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="pricing-title"
          eyebrow="Pricing"
          title="One price, every module"
          centered
        >
          Start with {TRIAL_DAYS} days of everything, free and without a card. Then pay by the
          month, or by the year and keep the difference.
        </SectionHeading>
        <ul className="mx-auto mt-12 grid max-w-md gap-6 lg:max-w-none lg:grid-cols-3">
          {PLANS.map((plan) => (
            <li
              key={plan.id}
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
              <Button
                asChild
                size="lg"
                variant={plan.featured ? "primary" : "outline"}
                className="mt-8 w-full"
              >
                <a href={plan.cta.href}>{plan.cta.label}</a>
              </Button>
            </li>
          ))}
        </ul>
        <p className="mx-auto mt-8 max-w-3xl text-center text-sm leading-relaxed text-slate-600">
          {PLAN_TERMS.join(" ")} Plans are for individual founders; team plans are not offered yet.
        </p>
      </div>
    </section>
  );
}
