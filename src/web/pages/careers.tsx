import { ArrowRight, CircleCheck, Info } from "lucide-react";
import { Link } from "react-router";
import careersDoc from "../../../content/company/careers.md";
import type { PageFrontMatter } from "../../shared/content";
import { ContentSection } from "../components/content-section";
import { Markdown } from "../components/markdown";
import { PageHero } from "../components/page-hero";
import { Button } from "../components/ui/button";
import { listItems, sectionOf, splitSections } from "../lib/markdown-sections";

const data = careersDoc.data as PageFrontMatter;
const { sections } = splitSections(careersDoc.tokens);
const why = sectionOf(sections, "Why Work at Ninefold");
const culture = sectionOf(sections, "Our Culture");
const benefits = sectionOf(sections, "Benefits");
const openings = sectionOf(sections, "Open Positions");
const interest = sectionOf(sections, "Express Interest");

/** /careers (spec §2): culture and benefits, no current vacancies, and 'Express Interest'. */
export default function CareersPage() {
  return (
    <>
      <PageHero id="careers-title" eyebrow="Careers" title={data.title} location="careers-hero">
        <p>{data.description}</p>
      </PageHero>

      <section
        aria-labelledby={openings.slug}
        data-location="careers-openings"
        className="px-4 pt-12 sm:px-6"
      >
        <div className="mx-auto flex max-w-7xl gap-4 rounded-card border border-amber-200 bg-amber-50 p-6">
          <Info className="mt-1 size-5 shrink-0 text-warning" aria-hidden="true" />
          <div>
            <h2 id={openings.slug} className="text-xl font-bold">
              {openings.title}: no current vacancies
            </h2>
            <Markdown tokens={openings.tokens} className="mt-2 [&_p]:mt-2" />
          </div>
        </div>
      </section>

      <section aria-labelledby={why.slug} data-location="careers-why" className="py-16 sm:py-20">
        <div className="mx-auto grid max-w-7xl gap-8 px-4 sm:px-6 lg:grid-cols-[1fr_2fr] lg:gap-16">
          <h2 id={why.slug} className="text-3xl font-bold sm:text-4xl">
            {why.title}
          </h2>
          <Markdown tokens={why.tokens} className="text-lg" />
        </div>
      </section>

      <ContentSection
        headingId={culture.slug}
        title={culture.title}
        location="careers-culture"
        className="border-t border-border bg-muted py-16 sm:py-20"
      >
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {listItems(culture.tokens).map((item, index) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: static content, never reordered.
              key={index}
              className="rounded-card border border-border bg-background p-6 leading-relaxed"
            >
              <Markdown tokens={item} />
            </li>
          ))}
        </ul>
      </ContentSection>

      <ContentSection
        headingId={benefits.slug}
        title={benefits.title}
        location="careers-benefits"
        className="py-16 sm:py-20"
      >
        <ul className="mt-8 grid gap-4 sm:grid-cols-2">
          {listItems(benefits.tokens).map((item, index) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: static content, never reordered.
              key={index}
              className="flex gap-3 rounded-card border border-border p-4"
            >
              <CircleCheck className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden="true" />
              <Markdown tokens={item} />
            </li>
          ))}
        </ul>
      </ContentSection>

      <section
        aria-labelledby={interest.slug}
        data-location="careers-interest"
        className="px-4 pb-20 sm:px-6"
      >
        <div className="mx-auto max-w-5xl rounded-2xl border border-border bg-primary-soft px-6 py-12 sm:px-12">
          <h2 id={interest.slug} className="text-3xl font-bold sm:text-4xl">
            {interest.title}
          </h2>
          <Markdown tokens={interest.tokens} className="mt-4 max-w-3xl text-lg" />
          <Button asChild size="lg" className="mt-8">
            <Link to="/contact-us">
              Express Interest
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </section>
    </>
  );
}
