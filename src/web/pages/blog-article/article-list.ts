import type { BlogFrontMatter } from "../../../shared/content";

/**
 * The blog's list logic, kept free of content imports so it can be tested on its own:
 * the index's order, the related-article cards and how a date reads.
 */

/** The cover images' intrinsic size (public/blog/*.svg): set on every <img> against layout shift. */
export const COVER_SIZE = { width: 1200, height: 630 } as const;

/** Articles newest first (ISO dates compare as text); the same date falls back to the slug. */
export function newestFirst<T extends Pick<BlogFrontMatter, "date" | "slug">>(
  articles: readonly T[],
): T[] {
  return [...articles].sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

/** The product article: about Ninefold itself, so never offered as further reading on a topic. */
export const PRODUCT_ARTICLE_SLUG = "ninefold-ai-powered-strategy";

/**
 * The related-article cards under an article (spec §2: the guide shows the two other articles):
 * every article but this one and the product article, newest first, at most `limit`.
 */
export function relatedArticles<T extends Pick<BlogFrontMatter, "date" | "slug">>(
  articles: readonly T[],
  slug: string,
  limit = 2,
): T[] {
  return newestFirst(articles)
    .filter((a) => a.slug !== slug && a.slug !== PRODUCT_ARTICLE_SLUG)
    .slice(0, limit);
}
