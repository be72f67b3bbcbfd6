import { Download, FileText, Mail, Newspaper } from "lucide-react";
import pressDoc from "../../../content/company/press.md";
import { MODULE_COUNT } from "../../modules/registry";
import { BRAND } from "../../shared/brand";
import type { PageFrontMatter } from "../../shared/content";
import { isoFromLongDate as isoDate } from "../../shared/dates";
import { inlineText } from "../../shared/markdown";
import { TRIAL_DAYS } from "../../shared/plans";
import { ContentSection } from "../components/content-section";
import { Markdown } from "../components/markdown";
import { PageHero } from "../components/page-hero";
import { Button } from "../components/ui/button";
import { sectionOf, splitSections } from "../lib/markdown-sections";

const data = pressDoc.data as PageFrontMatter;
const { sections } = splitSections(pressDoc.tokens);
const releasesSection = sectionOf(sections, "Press Releases");
const contact = sectionOf(sections, "Media Contact");
const boilerplate = sectionOf(sections, `About ${BRAND.name}`);

/** Each release: its title, its date line (the first paragraph) and its summary (the rest). */
const releases = splitSections(releasesSection.tokens, 3).sections.map((release) => {
  const [first, ...summary] = release.tokens;
  const date = first?.type === "paragraph" ? inlineText(first.tokens).trim() : "";
  return { ...release, date, iso: isoDate(date), summary: date ? summary : release.tokens };
});

const STATS = [
  { value: String(MODULE_COUNT), label: "strategy modules, from idea to launch and scale" },
  { value: `${TRIAL_DAYS}-day`, label: "free trial of every module, no credit card" },
  { value: "AI", label: "insights with every figure labelled by where it came from" },
];

const MEDIA_KIT = {
  href: "/downloads/ninefold-media-kit.zip",
  contents: [
    "Logo mark (SVG)",
    "Wordmark (SVG)",
    `Boilerplate: the About ${BRAND.name} paragraph below, as text`,
    "Fact sheet: modules, pricing, release dates and contacts",
  ],
};

/** /press (spec §2): stats, two releases, the media kit, the media contact, coverage. */
export default function PressPage() {
  return (
    <>
      <PageHero id="press-title" eyebrow="Newsroom" title={data.title} location="press-hero">
        <p>{data.description}</p>
      </PageHero>

      <section aria-label="Ninefold at a glance" data-location="press-stats" className="py-14">
        <dl className="mx-auto grid max-w-7xl gap-6 px-4 sm:grid-cols-3 sm:px-6">
          {STATS.map((stat) => (
            <div
              key={stat.value}
              className="flex flex-col-reverse rounded-card border border-border bg-background p-6"
            >
              <dt className="mt-2 text-slate-600">{stat.label}</dt>
              <dd className="text-4xl font-bold text-primary">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <ContentSection
        headingId={releasesSection.slug}
        title={releasesSection.title}
        location="press-releases"
        className="border-t border-border bg-muted py-16 sm:py-20"
      >
        <ul className="mt-10 grid gap-6 lg:grid-cols-2">
          {releases.map((release) => (
            <li key={release.slug}>
              <article
                aria-labelledby={release.slug}
                className="h-full rounded-card border border-border bg-background p-6"
              >
                <p className="flex items-center gap-2 text-sm font-medium text-slate-600">
                  <Newspaper className="size-4 text-primary" aria-hidden="true" />
                  Press release ·{" "}
                  {release.iso ? <time dateTime={release.iso}>{release.date}</time> : release.date}
                </p>
                <h3 id={release.slug} className="mt-3 text-xl font-semibold leading-snug">
                  {release.title}
                </h3>
                <Markdown tokens={release.summary} className="mt-3 leading-relaxed" />
              </article>
            </li>
          ))}
        </ul>
      </ContentSection>

      <section
        aria-labelledby="media-kit-title"
        data-location="press-media-kit"
        className="py-16 sm:py-20"
      >
        <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-2">
          <div>
            <h2 id="media-kit-title" className="text-3xl font-bold sm:text-4xl">
              Media kit
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-slate-600">
              Everything you need to write about {BRAND.name}, in one ZIP file:
            </p>
            <ul className="mt-4 space-y-2">
              {MEDIA_KIT.contents.map((item) => (
                <li key={item} className="flex gap-2">
                  <FileText className="mt-1 size-4 shrink-0 text-primary" aria-hidden="true" />
                  {item}
                </li>
              ))}
            </ul>
            <Button asChild size="lg" className="mt-8">
              <a href={MEDIA_KIT.href} download>
                <Download aria-hidden="true" />
                Download Media Kit
              </a>
            </Button>
          </div>
          <div className="rounded-card border border-border bg-muted p-6">
            <h2 id={contact.slug} className="text-2xl font-bold">
              {contact.title}
            </h2>
            <Markdown tokens={contact.tokens} className="mt-3" />
            <Button asChild variant="outline" className="mt-6">
              <a href={`mailto:${BRAND.pressEmail}`}>
                <Mail aria-hidden="true" />
                Email {BRAND.pressEmail}
              </a>
            </Button>
          </div>
        </div>
      </section>

      <section
        aria-labelledby={boilerplate.slug}
        data-location="press-boilerplate"
        className="border-t border-border py-16 sm:py-20"
      >
        <div className="mx-auto grid max-w-7xl gap-8 px-4 sm:px-6 lg:grid-cols-[1fr_2fr] lg:gap-16">
          <div>
            <h2 id={boilerplate.slug} className="text-3xl font-bold sm:text-4xl">
              {boilerplate.title}
            </h2>
            <p className="mt-3 text-sm text-slate-600">
              Our standard description, for articles and event listings. It's in the media kit too,
              as boilerplate.txt.
            </p>
          </div>
          <Markdown tokens={boilerplate.tokens} className="text-lg" />
        </div>
      </section>

      <section
        aria-labelledby="coverage-title"
        data-location="press-coverage"
        className="px-4 pb-20 sm:px-6"
      >
        <div className="mx-auto max-w-7xl">
          <h2 id="coverage-title" className="text-3xl font-bold sm:text-4xl">
            Coverage
          </h2>
          <div className="mt-6 rounded-card border border-dashed border-slate-300 p-8 text-center">
            <p className="font-semibold text-foreground">No press coverage to list yet.</p>
            <p className="mx-auto mt-2 max-w-xl text-slate-600">
              When articles, interviews or reviews about {BRAND.name} are published, we'll link them
              here. Written about us? Send the link to{" "}
              <a
                href={`mailto:${BRAND.pressEmail}`}
                className="font-medium text-primary underline underline-offset-2 hover:no-underline"
              >
                {BRAND.pressEmail}
              </a>
              .
            </p>
          </div>
        </div>
      </section>
    </>
  );
}
