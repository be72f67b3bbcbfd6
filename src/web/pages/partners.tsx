import {
  ArrowRight,
  Cpu,
  Download,
  FileDown,
  Handshake,
  type LucideIcon,
  Megaphone,
} from "lucide-react";
import { Link } from "react-router";
import partnersDoc from "../../../content/company/partners.md";
import { BRAND } from "../../shared/brand";
import type { PageFrontMatter } from "../../shared/content";
import { ContentSection } from "../components/content-section";
import { Markdown } from "../components/markdown";
import { PageHero } from "../components/page-hero";
import { Button } from "../components/ui/button";
import { listItems, sectionOf, splitSections } from "../lib/markdown-sections";

const data = partnersDoc.data as PageFrontMatter;
const { sections } = splitSections(partnersDoc.tokens);
const intro = sectionOf(sections, `Partner with ${BRAND.name}`);
const typesSection = sectionOf(sections, "Partnership Types");
const types = splitSections(typesSection.tokens, 3).sections;
const benefits = sectionOf(sections, "Partner Benefits");
const apply = sectionOf(sections, "How to Apply");

const TYPE_ICONS: Record<string, LucideIcon> = {
  "Technology Partners": Cpu,
  "Strategic Alliances": Handshake,
  "Channel Partners": Megaphone,
};

const PARTNER_KIT = "/downloads/ninefold-partner-kit.zip";

/** /partners (spec §2): partnership types, integrations as they are, benefits, Apply, the kit. */
export default function PartnersPage() {
  return (
    <>
      <PageHero id="partners-title" eyebrow="Partners" title={data.title} location="partners-hero">
        <Markdown tokens={intro.tokens} className="text-lg text-slate-600" />
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to="/contact-us">
              Apply to partner
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <a href={PARTNER_KIT} download>
              <Download aria-hidden="true" />
              Download Partner Kit
            </a>
          </Button>
        </div>
      </PageHero>

      <ContentSection
        headingId={typesSection.slug}
        title={typesSection.title}
        location="partners-types"
        className="py-16 sm:py-20"
      >
        <ul className="mt-10 grid gap-6 lg:grid-cols-3">
          {types.map((type) => {
            const Icon = TYPE_ICONS[type.title] ?? Handshake;
            return (
              <li key={type.slug} className="rounded-card border border-border bg-background p-6">
                <span className="flex size-10 items-center justify-center rounded-lg bg-primary-soft text-primary">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <h3 id={type.slug} className="mt-4 text-xl font-semibold">
                  {type.title}
                </h3>
                <Markdown tokens={type.tokens} className="mt-3 leading-relaxed" />
              </li>
            );
          })}
        </ul>
      </ContentSection>

      <section
        aria-labelledby="integrations-title"
        data-location="partners-integrations"
        className="border-t border-border bg-muted py-16 sm:py-20"
      >
        <div className="mx-auto grid max-w-7xl gap-8 px-4 sm:px-6 lg:grid-cols-[1fr_2fr] lg:gap-16">
          <h2 id="integrations-title" className="text-3xl font-bold sm:text-4xl">
            Integrations
          </h2>
          <div className="space-y-4 text-lg leading-relaxed text-slate-700">
            <p>{BRAND.name} has no third-party integrations today.</p>
            <p>
              What connects today is the work itself. Every report exports to Markdown for everyone,
              and to PDF and Word (.docx) for signed-in founders, with tables and numbered steps
              intact, so a plan moves into a document, a wiki, a pitch deck or a data room without
              retyping.
            </p>
            <p>
              Which integrations come first is a decision we want to make with technology partners,
              based on the tools your founders actually use. If that's you, apply below and tell us
              what you'd connect.
            </p>
          </div>
        </div>
      </section>

      <ContentSection
        headingId={benefits.slug}
        title={benefits.title}
        location="partners-benefits"
        className="py-16 sm:py-20"
      >
        <ul className="mt-10 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {listItems(benefits.tokens).map((item, index) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: static content, never reordered.
              key={index}
              className="rounded-card border border-border bg-background p-5 leading-relaxed"
            >
              <Markdown tokens={item} />
            </li>
          ))}
        </ul>
      </ContentSection>

      <section
        aria-labelledby={apply.slug}
        data-location="partners-apply"
        className="px-4 pb-20 sm:px-6"
      >
        <div className="mx-auto grid max-w-7xl gap-8 rounded-2xl border border-border bg-primary-soft px-6 py-12 sm:px-12 lg:grid-cols-[3fr_2fr]">
          <div>
            <h2 id={apply.slug} className="text-3xl font-bold sm:text-4xl">
              {apply.title}
            </h2>
            <Markdown tokens={apply.tokens} className="mt-4 text-lg" />
            <Button asChild size="lg" className="mt-8">
              <Link to="/contact-us">
                Apply
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
          <div className="rounded-card border border-border bg-background p-6">
            <h3 className="flex items-center gap-2 text-lg font-semibold">
              <FileDown className="size-5 text-primary" aria-hidden="true" />
              Partner kit
            </h3>
            <p className="mt-2 leading-relaxed text-slate-600">
              A ZIP file with the partner overview as text (partnership types, benefits and how to
              apply) and the {BRAND.name} logo and wordmark as SVG, to share with your team.
            </p>
            <Button asChild variant="outline" className="mt-5">
              <a href={PARTNER_KIT} download>
                <Download aria-hidden="true" />
                Download Partner Kit
              </a>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
