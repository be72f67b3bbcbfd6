import { ChevronRight, CircleCheck } from "lucide-react";
import { Link } from "react-router";
import type { ServiceContent, TitledText } from "../../../shared/service-content";
import { cn } from "../../lib/cn";
import { CtaButton } from "./cta-button";
import { ModuleThread, modulePosition, ThreadMap } from "./module-thread";

/**
 * The one template of the nine service pages (spec §2 "Service pages"), fed by a module's own
 * content.ts. Sections in order: hero, why it matters, the numbered process, highlights (when the
 * module has them), the framework with its deliverables, testimonials (when present), three
 * illustrative success stories, where the module sits among the nine, and the closing call to
 * action. Every section carries its analytics location.
 */

function SectionIntro({
  id,
  eyebrow,
  title,
  intro,
}: {
  id: string;
  eyebrow: string;
  title: string;
  intro: string;
}) {
  return (
    <div className="max-w-3xl">
      <p className="text-sm font-semibold uppercase tracking-widest text-primary">{eyebrow}</p>
      <h2 id={id} className="mt-3 text-3xl font-bold sm:text-4xl">
        {title}
      </h2>
      <p className="mt-4 text-lg leading-relaxed text-slate-600">{intro}</p>
    </div>
  );
}

function TextCards({ items }: { items: TitledText[] }) {
  return (
    <ul className="mt-10 grid gap-6 md:grid-cols-2">
      {items.map((item) => (
        <li key={item.title} className="rounded-card border border-border bg-background p-6">
          <h3 className="text-lg font-semibold">{item.title}</h3>
          <p className="mt-2 leading-relaxed text-slate-600">{item.body}</p>
        </li>
      ))}
    </ul>
  );
}

function Hero({ content }: { content: ServiceContent }) {
  const { module } = modulePosition(content.toolType);
  const { hero } = content;
  return (
    <section
      aria-labelledby="service-title"
      data-location="service-hero"
      className="border-b border-border bg-linear-to-b from-primary-soft to-background"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1.4fr_1fr] lg:gap-16">
        <div>
          <nav aria-label="Breadcrumb">
            <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-600">
              <li>
                <Link to="/services" className="rounded-sm hover:text-primary hover:underline">
                  Services
                </Link>
              </li>
              <li aria-hidden="true">
                <ChevronRight className="size-4" />
              </li>
              <li aria-current="page" className="font-medium text-foreground">
                {module.name}
              </li>
            </ol>
          </nav>
          <p className="mt-8 text-sm font-semibold uppercase tracking-widest text-primary">
            {hero.eyebrow}
          </p>
          <h1 id="service-title" className="mt-4 text-4xl font-bold sm:text-5xl">
            {hero.title}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-slate-600">{hero.subtitle}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <CtaButton cta={hero.primaryCta} />
            {hero.secondaryCta ? <CtaButton cta={hero.secondaryCta} variant="outline" /> : null}
          </div>
        </div>
        <div className="hidden lg:block">
          <ThreadMap toolType={content.toolType} />
        </div>
      </div>
    </section>
  );
}

function WhyItMatters({ content }: { content: ServiceContent }) {
  const { whyItMatters } = content;
  return (
    <section aria-labelledby="why-title" data-location="service-why" className="py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionIntro
          id="why-title"
          eyebrow="Why it matters"
          title={whyItMatters.title}
          intro={whyItMatters.intro}
        />
        <TextCards items={whyItMatters.points} />
      </div>
    </section>
  );
}

function Process({ content }: { content: ServiceContent }) {
  const { process } = content;
  return (
    <section
      aria-labelledby="process-title"
      data-location="service-process"
      className="border-y border-border bg-muted py-16 sm:py-20"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionIntro
          id="process-title"
          eyebrow={`${process.steps.length} steps`}
          title={process.title}
          intro={process.intro}
        />
        <ol
          className={cn(
            "mt-10 grid gap-6 md:grid-cols-2",
            // Four steps read best as two by two; five and six as rows of three.
            process.steps.length !== 4 && "lg:grid-cols-3",
          )}
        >
          {process.steps.map((step, index) => (
            <li
              key={step.title}
              className="flex gap-4 rounded-card border border-border bg-background p-6"
            >
              <span
                aria-hidden="true"
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="text-lg font-semibold">
                  <span className="sr-only">{`Step ${index + 1}: `}</span>
                  {step.title}
                </h3>
                <p className="mt-2 leading-relaxed text-slate-600">{step.body}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function Highlights({ highlights }: { highlights: NonNullable<ServiceContent["highlights"]> }) {
  return (
    <section
      aria-labelledby="highlights-title"
      data-location="service-highlights"
      className="py-16 sm:py-20"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionIntro
          id="highlights-title"
          eyebrow="In detail"
          title={highlights.title}
          intro={highlights.intro}
        />
        <TextCards items={highlights.items} />
      </div>
    </section>
  );
}

function Framework({ content, tinted }: { content: ServiceContent; tinted: boolean }) {
  const { framework } = content;
  return (
    <section
      aria-labelledby="framework-title"
      data-location="service-framework"
      className={tinted ? "border-y border-border bg-muted py-16 sm:py-20" : "py-16 sm:py-20"}
    >
      <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-[1fr_1.3fr] lg:gap-16">
        <SectionIntro
          id="framework-title"
          eyebrow="What you get"
          title={framework.title}
          intro={framework.intro}
        />
        <div className="rounded-card border border-border bg-background p-6 sm:p-8">
          <h3 className="font-semibold">Deliverables</h3>
          <ul className="mt-4 space-y-3">
            {framework.deliverables.map((item) => (
              <li key={item} className="flex gap-3 leading-relaxed text-slate-700">
                <CircleCheck className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden="true" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

function Testimonials({
  testimonials,
}: {
  testimonials: NonNullable<ServiceContent["testimonials"]>;
}) {
  return (
    <section
      aria-labelledby="testimonials-title"
      data-location="service-testimonials"
      className="py-16 sm:py-20"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="testimonials-title" className="text-3xl font-bold sm:text-4xl">
          What founders say
        </h2>
        <div className="mt-10 grid gap-6 lg:grid-cols-2">
          {testimonials.map((t) => (
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
        <p className="mt-6 text-sm text-slate-600">Testimonials reported by Ninefold.</p>
      </div>
    </section>
  );
}

/** The note every success-story section carries: the stories are composites, not customers. */
export const STORIES_NOTE =
  "Illustrative composite examples: each story combines situations founders commonly bring to this module. The people and companies are not real customers, and the outcomes show what the module is built to help with, not measured results.";

function Stories({ content, tinted }: { content: ServiceContent; tinted: boolean }) {
  return (
    <section
      aria-labelledby="stories-title"
      data-location="service-stories"
      className={tinted ? "border-y border-border bg-muted py-16 sm:py-20" : "py-16 sm:py-20"}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="max-w-3xl">
          <p className="text-sm font-semibold uppercase tracking-widest text-primary">
            Success stories
          </p>
          <h2 id="stories-title" className="mt-3 text-3xl font-bold sm:text-4xl">
            Three founders, three starting points
          </h2>
          <p className="mt-4 text-sm leading-relaxed text-slate-600">{STORIES_NOTE}</p>
        </div>
        <ul className="mt-10 grid gap-6 lg:grid-cols-3">
          {content.stories.map((story) => (
            <li
              key={story.founder}
              className="flex flex-col rounded-card border border-border bg-background p-6"
            >
              <article aria-label={`${story.founder}, ${story.company}`}>
                <h3 className="text-lg font-semibold">{story.founder}</h3>
                <p className="mt-1 text-sm text-slate-600">{story.company}</p>
                <dl className="mt-5 space-y-4 text-sm leading-relaxed">
                  <div>
                    <dt className="font-semibold text-foreground">Challenge</dt>
                    <dd className="mt-1 text-slate-700">{story.challenge}</dd>
                  </div>
                  <div>
                    <dt className="font-semibold text-foreground">Approach</dt>
                    <dd className="mt-1 text-slate-700">{story.approach}</dd>
                  </div>
                  <div>
                    <dt className="font-semibold text-emerald-800">Outcome</dt>
                    <dd className="mt-1 text-slate-700">{story.outcome}</dd>
                  </div>
                </dl>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function ClosingCta({ content }: { content: ServiceContent }) {
  const { closingCta } = content;
  return (
    <section
      aria-labelledby="closing-title"
      data-location="service-closing-cta"
      className="px-4 pb-20 sm:px-6 sm:pb-24"
    >
      <div className="mx-auto max-w-5xl rounded-2xl bg-primary px-6 py-14 text-center text-primary-foreground sm:px-12 sm:py-16">
        <h2 id="closing-title" className="text-3xl font-bold sm:text-4xl">
          {closingCta.title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-indigo-100">
          {closingCta.body}
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          {closingCta.buttons.map((cta, index) => (
            <CtaButton
              key={`${cta.href}-${cta.label}`}
              cta={cta}
              className={
                index === 0
                  ? "bg-background text-primary hover:bg-primary-soft focus-visible:outline-white"
                  : "border border-indigo-300 bg-transparent text-primary-foreground hover:bg-primary-hover focus-visible:outline-white"
              }
            />
          ))}
        </div>
      </div>
    </section>
  );
}

export function ServicePage({ content }: { content: ServiceContent }) {
  // Tinted and white sections alternate whichever optional sections a module has.
  const hasHighlights = Boolean(content.highlights);
  const hasTestimonials = Boolean(content.testimonials?.length);
  return (
    <>
      <Hero content={content} />
      <WhyItMatters content={content} />
      <Process content={content} />
      {content.highlights ? <Highlights highlights={content.highlights} /> : null}
      <Framework content={content} tinted={hasHighlights} />
      {content.testimonials && hasTestimonials ? (
        <Testimonials testimonials={content.testimonials} />
      ) : null}
      <Stories content={content} tinted={hasTestimonials || !hasHighlights} />
      <ModuleThread toolType={content.toolType} />
      <ClosingCta content={content} />
    </>
  );
}
