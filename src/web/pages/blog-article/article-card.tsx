import { Link } from "react-router";
import type { BlogFrontMatter } from "../../../shared/content";
import { Badge } from "../../components/ui/badge";
import { COVER_SIZE } from "./article-list";
import { ArticleMeta } from "./article-meta";

/**
 * An article as a card (spec §2: image, category, author, date, read time, title, excerpt); the
 * title's link covers the whole card.
 */
export function ArticleCard({
  article,
  headingLevel = 2,
  eager = false,
}: {
  article: BlogFrontMatter;
  headingLevel?: 2 | 3;
  /** Load the image at once (the first cards on screen); the rest load as they scroll near. */
  eager?: boolean;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-card border border-border bg-background shadow-xs transition-shadow duration-150 focus-within:ring-2 focus-within:ring-ring hover:shadow-md">
      <img
        src={article.image}
        alt=""
        width={COVER_SIZE.width}
        height={COVER_SIZE.height}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        className="aspect-[1200/630] h-auto w-full border-b border-border object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <div>
          <Badge>{article.category}</Badge>
        </div>
        <Heading className="mt-3 text-xl font-semibold leading-snug text-foreground">
          <Link
            to={`/blog/${article.slug}`}
            className="outline-none after:absolute after:inset-0 group-hover:text-primary"
          >
            {article.title}
          </Link>
        </Heading>
        <p className="mt-3 flex-1 leading-relaxed text-slate-600">{article.excerpt}</p>
        <ArticleMeta article={article} className="mt-5 text-slate-500" />
      </div>
    </article>
  );
}
