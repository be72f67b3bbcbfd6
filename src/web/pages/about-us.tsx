import { ArrowRight, Lightbulb, type LucideIcon, Target, Users } from "lucide-react";
import { Link } from "react-router";
import aboutDoc from "../../../content/company/about-us.md";
import type { PageFrontMatter } from "../../shared/content";
import { MARKETING_CLAIMS_NOTE, MARKETING_STATS } from "../../shared/marketing";
import { TRIAL_DAYS } from "../../shared/plans";
import { ContentSection } from "../components/content-section";
import { Markdown } from "../components/markdown";
import { PageHero } from "../components/page-hero";
import { TrialOrDashboard } from "../components/trial-or-dashboard";
import { Button } from "../components/ui/button";
import { sectionOf, splitSections } from "../lib/markdown-sections";

const data = aboutDoc.data as PageFrontMatter;
const { sections } = splitSections(aboutDoc.tokens);
const mission = sectionOf(sections, "Our Mission");
const story = sectionOf(sections, "Our Story");
const valuesSection = sectionOf(sections, "Our Values");
const values = splitSections(valuesSection.tokens, 3).sections;
const numbers = sectionOf(sections, "Ninefold in Numbers");
const start = sectionOf(sections, "Start Building");

const VALUE_ICONS: Record<string, LucideIcon> = {
  Accessibility: Users,
  Innovation: Lightbulb,
  Results: Target,
};

/** /about-us (spec §2): mission, story, the three values, the operator's figures, and two CTAs. */
export default function AboutUsPage() {
  return (
    <>
      <PageHero id="about-title" eyebrow="About us" title={data.title} location="about-hero">
        <p>{data.description}</p>
      </PageHero>

      <section
        aria-labelledby={mission.slug}
        data-location="about-mission"
        className="py-16 sm:py-20"
      >
        <div className="mx-auto grid max-w-7xl gap-8 px-4 sm:px-6 lg:grid-cols-[1fr_2fr] lg:gap-16">
          <h2 id={mission.slug} className="text-3xl font-bold sm:text-4xl">
            {mission.title}
          </h2>
          <Markdown tokens={mission.tokens} className="text-lg text-slate-700" />
        </div>
      </section>

      <section
        aria-labelledby={story.slug}
        data-location="about-story"
        className="border-t border-border bg-muted py-16 sm:py-20"
      >
        <div className="mx-auto grid max-w-7xl gap-8 px-4 sm:px-6 lg:grid-cols-[1fr_2fr] lg:gap-16">
          <h2 id={story.slug} className="text-3xl font-bold sm:text-4xl">
            {story.title}
          </h2>
          <Markdown tokens={story.tokens} />
        </div>
      </section>

      <ContentSection
        headingId={valuesSection.slug}
        title={valuesSection.title}
        location="about-values"
        className="py-16 sm:py-20"
      >
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {values.map((value) => {
            const Icon = VALUE_ICONS[value.title] ?? Target;
            return (
              <li
                key={value.slug}
                className="flex flex-col rounded-card border border-border bg-background p-6"
              >
                <span className="flex size-10 items-center justify-center rounded-lg bg-primary-soft text-primary">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <h3 id={value.slug} className="mt-4 text-xl font-semibold">
                  {value.title}
                </h3>
                <Markdown tokens={value.tokens} className="mt-3 leading-relaxed" />
              </li>
            );
          })}
        </ul>
      </ContentSection>

      <ContentSection
        headingId={numbers.slug}
        title={numbers.title}
        location="about-numbers"
        className="border-t border-border bg-muted py-16 sm:py-20"
      >
        <dl className="mt-10 grid gap-6 sm:grid-cols-3">
          {MARKETING_STATS.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse border-l-2 border-primary pl-4">
              <dt className="mt-1 text-slate-600">{stat.label}</dt>
              <dd className="text-4xl font-bold tabular-nums text-foreground">{stat.value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-8 max-w-3xl text-sm text-slate-600">
          <p className="font-semibold text-slate-700">{MARKETING_CLAIMS_NOTE}</p>
          <Markdown tokens={numbers.tokens} className="mt-2 text-sm text-slate-600" />
        </div>
      </ContentSection>

      <section
        aria-labelledby={start.slug}
        data-location="about-cta"
        className="px-4 py-16 sm:px-6 sm:py-20"
      >
        <div className="mx-auto max-w-5xl rounded-2xl border border-border bg-primary-soft px-6 py-12 text-center sm:px-12">
          <h2 id={start.slug} className="text-3xl font-bold sm:text-4xl">
            {start.title}
          </h2>
          <Markdown tokens={start.tokens} className="mx-auto mt-4 max-w-2xl text-lg" />
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <TrialOrDashboard>
              <Button asChild size="lg">
                <Link to="/">
                  Start your {TRIAL_DAYS}-day free trial
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            </TrialOrDashboard>
            <Button asChild size="lg" variant="outline">
              <Link to="/contact-us">Contact us</Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
