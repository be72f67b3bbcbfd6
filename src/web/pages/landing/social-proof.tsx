import { Star } from "lucide-react";
import {
  LANDING_TESTIMONIALS,
  MARKETING_CLAIMS_NOTE,
  MARKETING_STATS,
} from "../../../shared/marketing";
import { SectionHeading } from "./section-heading";

/** Social proof (spec §1, §2): the operator's figures and two testimonials, labelled as such. */
export function SocialProof() {
  return (
    <section aria-labelledby="proof-title" data-location="social-proof" className="py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="proof-title"
          eyebrow="By the numbers"
          title="Founders are already building on it"
        />
        <dl className="mt-10 grid gap-6 sm:grid-cols-3">
          {MARKETING_STATS.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse border-l-2 border-primary pl-4">
              <dt className="mt-1 text-slate-600">{stat.label}</dt>
              <dd className="flex items-center gap-2 text-4xl font-bold tabular-nums text-foreground">
                {stat.value}
                {stat.rating ? (
                  <Star className="size-7 fill-amber-400 text-amber-500" aria-hidden="true" />
                ) : null}
              </dd>
            </div>
          ))}
        </dl>
        <div className="mt-12 grid gap-6 lg:grid-cols-2">
          {LANDING_TESTIMONIALS.map((t) => (
            <figure key={t.name} className="rounded-card border border-border bg-background p-6">
              <blockquote className="text-lg leading-relaxed text-slate-800">
                <p>“{t.quote}”</p>
              </blockquote>
              <figcaption className="mt-4 text-sm">
                <span className="font-semibold text-foreground">{t.name}</span>
                <span className="text-slate-600"> · {t.role}</span>
              </figcaption>
            </figure>
          ))}
        </div>
        <p className="mt-6 text-sm text-slate-600">{MARKETING_CLAIMS_NOTE}</p>
      </div>
    </section>
  );
}
