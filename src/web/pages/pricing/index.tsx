import { Headset, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { MODULE_COUNT } from "../../../modules/registry";
import { EXPORT_WINDOW_DAYS } from "../../../shared/billing";
import { BRAND } from "../../../shared/brand";
import {
  ANNUAL_PRICE_USD,
  annualSavingsUsd,
  formatUsd,
  MONTHLY_PRICE_USD,
  PLAN_TERMS,
  plansFor,
  TRIAL_DAYS,
} from "../../../shared/plans";
import { PlanCards } from "../../components/plan-cards";

const PLANS = plansFor(MODULE_COUNT);

/**
 * The lifecycle of src/shared/billing.ts in the founder's words: trial → read-only → subscribe →
 * cancel, and what happens to their work at each step. Exported for tests.
 */
export const PRICING_QUESTIONS: readonly { question: string; answer: string }[] = [
  {
    question: "What happens when my trial ends?",
    answer: `The trial gives you all ${MODULE_COUNT} modules for ${TRIAL_DAYS} days, without a card. When it ends your workspace becomes read-only: everything you made stays saved, and you can still read it, export it as Markdown and download your data. Nothing new is generated until you choose a plan.`,
  },
  {
    question: "What do I get when I subscribe?",
    answer:
      "Everything opens again at once: every module, unlimited analysis, and PDF, Word and Excel exports. The work from your trial is all still there.",
  },
  {
    question: "How does cancelling work?",
    answer: `Cancel any time from your account settings. Your plan runs to the end of the period you've paid for, and you can resume before then. There are no refunds for partial months or periods. After that your work is read-only for ${EXPORT_WINDOW_DAYS} days so you can export it; then the account and its data are deleted, unless you subscribe again. We email you before that happens.`,
  },
  {
    question: "Can I move from monthly to annual?",
    answer: `Yes, from the Billing section of your account settings. You get a credit for the unused part of your month, the ${formatUsd(ANNUAL_PRICE_USD)} annual price less that credit is charged today, and your year starts then.`,
  },
  {
    question: "What if a payment fails?",
    answer:
      "You keep full access for a few days while your card is tried again, and we show you a note asking you to update it. If it still can't be charged, your workspace becomes read-only; your work is kept.",
  },
];

/** /pricing (issue 15): the plans, their shared terms, the annual saving, the lifecycle and support. */
export default function PricingPage() {
  const twelveMonths = MONTHLY_PRICE_USD * 12;
  return (
    <>
      <section
        aria-labelledby="pricing-page-title"
        data-location="pricing-hero"
        className="border-b border-border bg-linear-to-b from-primary-soft to-background"
      >
        <div className="mx-auto max-w-7xl px-4 py-14 text-center sm:px-6 sm:py-16">
          <p className="text-sm font-semibold uppercase tracking-widest text-primary">Pricing</p>
          <h1 id="pricing-page-title" className="mt-3 text-4xl font-bold sm:text-5xl">
            One price, every module
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-slate-600">
            Start with {TRIAL_DAYS} days of all {MODULE_COUNT} modules, free and without a card.
            Then pay by the month, or by the year and keep the difference.
          </p>
        </div>
      </section>

      <section
        aria-labelledby="pricing-plans-title"
        data-location="pricing"
        className="mx-auto max-w-7xl px-4 py-14 sm:px-6"
      >
        <h2 id="pricing-plans-title" className="sr-only">
          Plans
        </h2>
        <PlanCards plans={PLANS} />
      </section>

      <div className="mx-auto grid max-w-5xl gap-6 px-4 pb-14 sm:px-6 md:grid-cols-2">
        <section
          aria-labelledby="pricing-terms-title"
          className="rounded-card border border-border bg-muted p-6"
        >
          <h2 id="pricing-terms-title" className="flex items-center gap-2 text-xl font-semibold">
            <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
            Terms every plan shares
          </h2>
          <ul className="mt-4 list-disc space-y-2 pl-5 text-slate-700">
            {PLAN_TERMS.map((term) => (
              <li key={term}>{term}</li>
            ))}
          </ul>
          <p className="mt-4 text-sm text-slate-600">
            The annual plan costs {formatUsd(ANNUAL_PRICE_USD)} a year:{" "}
            {formatUsd(annualSavingsUsd())} less than twelve monthly payments (
            {formatUsd(twelveMonths)}), about four months free. Plans are for individual founders;
            team plans are not offered yet. The full terms are in the{" "}
            <Link to="/terms-of-service" className="font-medium text-primary hover:underline">
              terms of service
            </Link>
            .
          </p>
        </section>
        <section
          aria-labelledby="pricing-support-title"
          className="rounded-card border border-border bg-muted p-6"
        >
          <h2 id="pricing-support-title" className="flex items-center gap-2 text-xl font-semibold">
            <Headset className="size-5 text-primary" aria-hidden="true" />
            Support
          </h2>
          <p className="mt-4 text-slate-700">
            Every plan has email support at{" "}
            <a href={`mailto:${BRAND.supportEmail}`} className="font-medium text-primary">
              {BRAND.supportEmail}
            </a>
            , answered within 24 hours; urgent trial or subscription matters within 4-8 hours.
          </p>
          <p className="mt-3 text-slate-700">
            <strong>Annual plan: priority support.</strong> Your questions go to the front of the
            queue.
          </p>
          <p className="mt-3 text-sm text-slate-600">
            Questions first?{" "}
            <Link to="/help-center" className="font-medium text-primary hover:underline">
              The help center
            </Link>{" "}
            or{" "}
            <Link to="/contact-us" className="font-medium text-primary hover:underline">
              contact us
            </Link>
            .
          </p>
        </section>
      </div>

      <section
        aria-labelledby="pricing-questions-title"
        data-location="pricing-questions"
        className="border-t border-border bg-muted py-14"
      >
        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          <h2 id="pricing-questions-title" className="text-2xl font-bold sm:text-3xl">
            From trial to plan, and after
          </h2>
          <dl className="mt-8 space-y-6">
            {PRICING_QUESTIONS.map((item) => (
              <div key={item.question}>
                <dt className="text-lg font-semibold">{item.question}</dt>
                <dd className="mt-2 leading-relaxed text-slate-700">{item.answer}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
    </>
  );
}
