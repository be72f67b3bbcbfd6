import { ArticleCard } from "./article-card";
import { ARTICLES } from "./article-index";
import { relatedArticles } from "./article-list";

/** Related-article cards under an article (spec §2: the guide shows the two other articles). */
export function RelatedArticles({ slug }: { slug: string }) {
  const related = relatedArticles(ARTICLES, slug);
  if (related.length === 0) return null;
  return (
    <section
      aria-labelledby="related-title"
      data-location="related-articles"
      className="mx-auto mt-16 max-w-5xl px-4 sm:px-6"
    >
      <h2 id="related-title" className="text-2xl font-bold">
        Keep reading
      </h2>
      <ul className="mt-6 grid gap-6 md:grid-cols-2">
        {related.map((article) => (
          <li key={article.slug}>
            <ArticleCard article={article} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
