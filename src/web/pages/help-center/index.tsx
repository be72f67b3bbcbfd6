import {
  BookOpen,
  CreditCard,
  LifeBuoy,
  type LucideIcon,
  Mail,
  Rocket,
  Search,
  Wrench,
} from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import faqDoc from "../../../../content/help/faq.md";
import topicsDoc from "../../../../content/help/topics.md";
import { BRAND } from "../../../shared/brand";
import { EMAIL_REPLY_WITHIN, RESPONSE_TIMES } from "../../../shared/support-times";
import { JsonLd } from "../../components/json-ld";
import { Markdown } from "../../components/markdown";
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from "../../components/ui/accordion";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { beforeList, blocksText, listItems, splitSections } from "../../lib/markdown-sections";
import { filterEntries } from "./search";

const urgent = RESPONSE_TIMES[2];

/** The ten FAQ entries of content/help/faq.md: each `## Question?` and the answer under it. */
const FAQ = splitSections(faqDoc.tokens).sections.map((entry) => ({
  ...entry,
  searchText: `${entry.title} ${blocksText(entry.tokens)}`,
}));

/** The four topic cards of content/help/topics.md: a title, a sentence, a list of subjects. */
const TOPICS = splitSections(topicsDoc.tokens).sections.map((topic) => ({
  ...topic,
  lead: beforeList(topic.tokens),
  items: listItems(topic.tokens),
  searchText: `${topic.title} ${blocksText(topic.tokens)}`,
}));

/** schema.org FAQPage for search engines: all ten questions with their answers as text. */
const FAQ_PAGE_DATA = {
  "@context": "https://schema.org",
  "@type": "FAQPage",
  mainEntity: FAQ.map((entry) => ({
    "@type": "Question",
    name: entry.title,
    acceptedAnswer: { "@type": "Answer", text: blocksText(entry.tokens) },
  })),
};

const TOPIC_ICONS: Record<string, LucideIcon> = {
  "Getting Started": Rocket,
  "Module Guides": BookOpen,
  "Billing & Plans": CreditCard,
  Troubleshooting: Wrench,
};

const linkClass = "font-medium text-primary underline underline-offset-2 hover:no-underline";

/**
 * /help-center (spec §2, §4; GUIDE §2): a search that filters the topics and the FAQ as you
 * type, the four topic cards, the FAQ as an accordion with one open item or none, and the ways
 * to reach support.
 */
export default function HelpCenterPage() {
  const [query, setQuery] = useState("");
  const searchId = useId();
  const statusId = useId();
  const topics = filterEntries(TOPICS, query);
  const faq = filterEntries(FAQ, query);
  const searching = query.trim() !== "";
  const nothing = topics.length === 0 && faq.length === 0;

  return (
    <>
      <JsonLd data={FAQ_PAGE_DATA} />
      <section
        aria-labelledby="help-title"
        data-location="help-hero"
        className="border-b border-border bg-linear-to-b from-primary-soft to-background"
      >
        <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6 sm:py-20">
          <p className="text-sm font-semibold uppercase tracking-widest text-primary">Support</p>
          <h1 id="help-title" className="mt-3 text-4xl font-bold sm:text-5xl">
            Help Center
          </h1>
          <p className="mt-5 text-lg leading-relaxed text-slate-600">
            Answers about the nine modules, the free tools, your trial and plan, exports and your
            data. Search, browse the topics, or ask us directly.
          </p>
          <search className="relative mx-auto mt-8 block max-w-xl">
            <label htmlFor={searchId} className="sr-only">
              Search the help center
            </label>
            <Search
              className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-slate-500"
              aria-hidden="true"
            />
            <Input
              id={searchId}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder="Search, e.g. refunds or export"
              autoComplete="off"
              aria-describedby={statusId}
              className="h-12 rounded-xl pl-11 text-base shadow-xs"
            />
          </search>
          <p id={statusId} aria-live="polite" className="mt-3 min-h-5 text-sm text-slate-600">
            {searching && !nothing
              ? `${faq.length} of ${FAQ.length} questions and ${topics.length} of ${TOPICS.length} topics match.`
              : ""}
          </p>
        </div>
      </section>

      {nothing ? (
        <section
          aria-labelledby="no-results-title"
          data-location="help-no-results"
          className="px-4 py-16 sm:px-6"
        >
          <div className="mx-auto max-w-xl rounded-card border border-dashed border-slate-300 p-8 text-center">
            <h2 id="no-results-title" className="text-xl font-semibold">
              No results for “{query.trim()}”
            </h2>
            <p className="mt-3 leading-relaxed text-slate-600">
              Try fewer or different words, or{" "}
              <Link to="/contact-us" className={linkClass}>
                contact support
              </Link>{" "}
              and we'll answer you directly.
            </p>
            <Button type="button" variant="outline" className="mt-6" onClick={() => setQuery("")}>
              Clear search
            </Button>
          </div>
        </section>
      ) : null}

      {topics.length > 0 ? (
        <section
          aria-labelledby="topics-title"
          data-location="help-topics"
          className="py-14 sm:py-16"
        >
          <div className="mx-auto max-w-7xl px-4 sm:px-6">
            <h2 id="topics-title" className="text-2xl font-bold sm:text-3xl">
              Browse by topic
            </h2>
            <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
              {topics.map((topic) => {
                const Icon = TOPIC_ICONS[topic.title] ?? LifeBuoy;
                return (
                  <li
                    key={topic.slug}
                    data-testid="help-topic"
                    className="rounded-card border border-border bg-background p-6"
                  >
                    <span className="flex size-10 items-center justify-center rounded-lg bg-primary-soft text-primary">
                      <Icon className="size-5" aria-hidden="true" />
                    </span>
                    <h3 id={topic.slug} className="mt-4 text-lg font-semibold">
                      {topic.title}
                    </h3>
                    <Markdown tokens={topic.lead} className="mt-2 text-sm text-slate-600" />
                    <ul className="mt-4 space-y-2 text-sm text-slate-700">
                      {topic.items.map((item, index) => (
                        <li
                          // biome-ignore lint/suspicious/noArrayIndexKey: static content.
                          key={index}
                          className="border-l-2 border-border pl-3"
                        >
                          <Markdown tokens={item} className="text-sm" />
                        </li>
                      ))}
                    </ul>
                  </li>
                );
              })}
            </ul>
          </div>
        </section>
      ) : null}

      {faq.length > 0 ? (
        <section
          aria-labelledby="faq-title"
          data-location="help-faq"
          className="border-t border-border bg-muted py-14 sm:py-16"
        >
          <div className="mx-auto max-w-3xl px-4 sm:px-6">
            <h2 id="faq-title" className="text-2xl font-bold sm:text-3xl">
              Frequently asked questions
            </h2>
            <Accordion
              type="single"
              collapsible
              className="mt-6 rounded-card border border-border bg-background px-5"
            >
              {faq.map((entry) => (
                <AccordionItem
                  key={entry.slug}
                  value={entry.slug}
                  data-testid="faq-item"
                  // The answers are rendered closed too (forceMount), so the prerendered page
                  // carries them for search engines; a closed one is not displayed.
                  className="last:border-b-0 [&>[role=region][data-state=closed]]:hidden"
                >
                  <AccordionTrigger className="text-base">{entry.title}</AccordionTrigger>
                  <AccordionContent forceMount className="text-base">
                    <Markdown tokens={entry.tokens} className="text-slate-700 [&_p]:mt-3" />
                  </AccordionContent>
                </AccordionItem>
              ))}
            </Accordion>
          </div>
        </section>
      ) : null}

      <section
        aria-labelledby="help-contact-title"
        data-location="help-contact"
        className="px-4 py-16 sm:px-6 sm:py-20"
      >
        <div className="mx-auto flex max-w-5xl flex-col gap-6 rounded-2xl border border-border bg-primary-soft px-6 py-10 sm:px-10 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="help-contact-title" className="text-2xl font-bold">
              Still need help?
            </h2>
            <p className="mt-2 max-w-xl leading-relaxed text-slate-700">
              We reply to every email within {EMAIL_REPLY_WITHIN}; {urgent.kind.toLowerCase()}{" "}
              within {urgent.time}.
            </p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/contact-us">
                <LifeBuoy aria-hidden="true" />
                Contact support
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <a href={`mailto:${BRAND.supportEmail}`}>
                <Mail aria-hidden="true" />
                {BRAND.supportEmail}
              </a>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
