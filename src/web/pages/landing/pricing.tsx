import { Link } from "react-router";
import { MODULE_COUNT } from "../../../modules/registry";
import { PLAN_TERMS, plansFor, TRIAL_DAYS } from "../../../shared/plans";
import { PlanCards } from "../../components/plan-cards";
import { SectionHeading } from "./section-heading";

const PLANS = plansFor(MODULE_COUNT);

/** Pricing (spec §2, §9): the three plan cards (shared with /pricing), every visitor button to /api/login. */
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
        <PlanCards plans={PLANS} className="mt-12" />
        <p className="mx-auto mt-8 max-w-3xl text-center text-sm leading-relaxed text-slate-600">
          {PLAN_TERMS.join(" ")} Plans are for individual founders; team plans are not offered yet.{" "}
          <Link
            to="/pricing"
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Plans, terms and questions
          </Link>
        </p>
      </div>
    </section>
  );
}
