import { ArrowLeft, ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { BRAND } from "../../../shared/brand";
import type { BlogFrontMatter } from "../../../shared/content";
import type { MarkdownDocument } from "../../../shared/markdown";
import { JsonLd, siteOrigin } from "../../components/json-ld";
import { Markdown, type MarkerRenderers } from "../../components/markdown";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { COVER_SIZE } from "./article-list";
import { ArticleMeta } from "./article-meta";
import { ShareButton } from "./share-button";

export type BlogDocument = MarkdownDocument<BlogFrontMatter>;

/** schema.org BlogPosting for an article (issue 3: JSON-LD where it fits). */
export function blogPostingData(article: BlogFrontMatter, origin: string) {
  const url = `${origin}/blog/${article.slug}`;
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: article.title,
    description: article.description,
    image: `${origin}${article.image}`,
    datePublished: article.date,
    author: { "@type": "Organization", name: article.author, url: `${origin}/about-us` },
    publisher: {
      "@type": "Organization",
      name: BRAND.name,
      url: origin,
      logo: { "@type": "ImageObject", url: `${origin}/favicon.svg` },
    },
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    articleSection: article.category,
    keywords: article.keywords.join(", "),
    inLanguage: "en",
  };
}

/**
 * One blog article (spec §2 Blog): back link, category, byline, Share, the cover image, the body
 * and a call to action to `/`. `markers` fill the body's marker comments; `children` come after
 * the body (the guide's related articles).
 */
export function ArticlePage({
  doc,
  markers,
  children,
}: {
  doc: BlogDocument;
  markers?: MarkerRenderers;
  children?: ReactNode;
}) {
  const article = doc.data;
  return (
    <>
      <JsonLd data={blogPostingData(article, siteOrigin())} />
      <article aria-labelledby="article-title">
        <header data-location="article-header" className="border-b border-border bg-muted">
          <div className="mx-auto max-w-3xl px-4 pb-10 pt-8 sm:px-6 sm:pt-10">
            <Link
              to="/blog"
              className="inline-flex items-center gap-1.5 rounded-sm text-sm font-semibold text-primary hover:underline"
            >
              <ArrowLeft className="size-4" aria-hidden="true" />
              Back to Blog
            </Link>
            <div className="mt-6">
              <Badge>{article.category}</Badge>
            </div>
            <h1
              id="article-title"
              className="mt-4 text-3xl font-bold leading-tight text-foreground sm:text-4xl"
            >
              {article.title}
            </h1>
            <p className="mt-4 text-lg leading-relaxed text-slate-600">{article.excerpt}</p>
            <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
              <ArticleMeta article={article} className="text-slate-600" />
              <ShareButton title={article.title} text={article.excerpt} />
            </div>
          </div>
        </header>

        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          <img
            src={article.image}
            alt={article.imageAlt}
            width={COVER_SIZE.width}
            height={COVER_SIZE.height}
            fetchPriority="high"
            className="mt-8 aspect-[1200/630] h-auto w-full rounded-card border border-border object-cover"
          />
          <Markdown
            tokens={doc.tokens}
            markers={markers}
            className="mt-10 text-[1.0625rem] leading-relaxed"
          />
        </div>
      </article>

      {children}

      <section
        aria-labelledby="article-cta-title"
        data-location="article-cta"
        className="mx-auto mt-16 max-w-3xl px-4 pb-16 sm:px-6"
      >
        <div className="rounded-card bg-linear-to-br from-primary to-indigo-700 px-6 py-10 text-center text-white sm:px-10">
          <h2 id="article-cta-title" className="text-2xl font-bold sm:text-3xl">
            Turn this into your own plan
          </h2>
          <p className="mx-auto mt-3 max-w-xl leading-relaxed text-indigo-100">
            {BRAND.name} walks you through nine strategy modules, from the idea to launch and scale,
            and shows where every number in your plan comes from.
          </p>
          <Button asChild size="lg" variant="outline" className="mt-6 border-white!">
            <Link to="/">
              Explore {BRAND.name}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </section>
    </>
  );
}
