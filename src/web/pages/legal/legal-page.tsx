import { ShieldCheck } from "lucide-react";
import type { LegalFrontMatter } from "../../../shared/content";
import {
  inlineText,
  type MarkdownDocument,
  type MdBlock,
  type MdHeading,
  slugify,
} from "../../../shared/markdown";
import { Markdown } from "../../components/markdown";

export type LegalDocument = MarkdownDocument<LegalFrontMatter>;

/** The document's sections for the table of contents: each h2's text and its anchor id. */
export function tableOfContents(tokens: readonly MdBlock[]): { id: string; text: string }[] {
  return tokens
    .filter((t): t is MdHeading => t.type === "heading" && t.depth === 2)
    .map((heading) => {
      const text = inlineText(heading.tokens);
      return { id: slugify(text), text };
    });
}

/**
 * Splits a body at a marker: what comes before it, the block right after it (the marked block),
 * and the rest. A marker renderer receives no content, so boxed text is split out this way.
 */
export function splitAtMarker(
  tokens: readonly MdBlock[],
  name: string,
): { before: MdBlock[]; marked: MdBlock | undefined; after: MdBlock[] } {
  const index = tokens.findIndex((t) => t.type === "marker" && t.name === name);
  if (index === -1) return { before: [...tokens], marked: undefined, after: [] };
  return {
    before: tokens.slice(0, index),
    marked: tokens[index + 1],
    after: tokens.slice(index + 2),
  };
}

/**
 * A legal page (spec §2): h1, last-updated line, a table of contents linking to each section's
 * anchor, and the body; the terms' `<!-- acknowledgment -->` paragraph in a highlighted box.
 */
export function LegalPage({ doc, intro }: { doc: LegalDocument; intro: string }) {
  const sections = tableOfContents(doc.tokens);
  const { before, marked, after } = splitAtMarker(doc.tokens, "acknowledgment");
  return (
    <>
      <section
        aria-labelledby="legal-title"
        data-location="legal-header"
        className="border-b border-border bg-muted"
      >
        <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
          <h1 id="legal-title" className="text-4xl font-bold sm:text-5xl">
            {doc.data.title}
          </h1>
          <p className="mt-4 text-sm font-medium text-slate-600">Last updated {doc.data.updated}</p>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-slate-600">{intro}</p>
        </div>
      </section>

      <div className="mx-auto grid max-w-5xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[15rem_1fr] lg:py-16">
        <nav
          aria-label="Contents"
          data-location="legal-contents"
          className="self-start rounded-card border border-border bg-background p-5 lg:sticky lg:top-24"
        >
          {/* Not a heading: the page's h2s are the document's own sections. */}
          <p className="text-sm font-semibold uppercase tracking-wider" aria-hidden="true">
            Contents
          </p>
          <ul className="mt-3 space-y-2 text-sm">
            {sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="rounded-sm text-slate-600 hover:text-primary hover:underline"
                >
                  {section.text}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="min-w-0">
          <Markdown tokens={before} />
          {marked ? (
            <aside
              aria-label="Acknowledgment"
              data-location="legal-acknowledgment"
              className="mt-10 flex gap-4 rounded-card border border-primary/30 bg-primary-soft p-6"
            >
              <ShieldCheck className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden="true" />
              <div>
                <p className="font-semibold text-foreground">Acknowledgment</p>
                <Markdown tokens={[marked]} className="mt-2 text-slate-700 [&_p]:mt-0" />
              </div>
            </aside>
          ) : null}
          {after.length > 0 ? <Markdown tokens={after} /> : null}
        </div>
      </div>
    </>
  );
}
