import { Mail } from "lucide-react";
import { NewsletterForm } from "../../components/newsletter-form";
import { ArticleCard } from "../blog-article/article-card";
import { ARTICLES } from "../blog-article/article-index";

/** /blog (spec §2 Blog): the four article cards, newest first, and the newsletter sign-up. */
export default function BlogIndexPage() {
  return (
    <>
      <section
        aria-labelledby="blog-title"
        data-location="blog-hero"
        className="border-b border-border bg-linear-to-b from-primary-soft to-background"
      >
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20">
          <p className="text-sm font-semibold uppercase tracking-widest text-primary">
            The Ninefold blog
          </p>
          <h1 id="blog-title" className="mt-3 max-w-3xl text-4xl font-bold sm:text-5xl">
            Guides for founders, from idea to scale
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-slate-600">
            Practical, checkable advice on strategy, market analysis and the order to do the work
            in. Every figure says where it came from, and every worked example shows its arithmetic.
          </p>
        </div>
      </section>

      <section
        aria-labelledby="articles-title"
        data-location="blog-articles"
        className="py-14 sm:py-16"
      >
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <h2 id="articles-title" className="sr-only">
            Articles
          </h2>
          <ul className="grid gap-8 md:grid-cols-2">
            {ARTICLES.map((article, index) => (
              <li key={article.slug}>
                <ArticleCard article={article} eager={index < 2} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section
        aria-labelledby="newsletter-title"
        data-location="blog-newsletter"
        className="pb-16 sm:pb-20"
      >
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <div className="grid items-center gap-8 rounded-card bg-slate-900 px-6 py-10 text-white sm:px-10 lg:grid-cols-2">
            <div>
              <span className="inline-flex size-10 items-center justify-center rounded-full bg-white/10">
                <Mail className="size-5" aria-hidden="true" />
              </span>
              <h2 id="newsletter-title" className="mt-4 text-2xl font-bold sm:text-3xl">
                Get the next guide in your inbox
              </h2>
              <p className="mt-3 max-w-xl leading-relaxed text-slate-300">
                New guides for founders on strategy, market analysis and customer discovery, and
                news about new modules. To leave the list, reply 'unsubscribe' to any of our emails.
              </p>
            </div>
            <NewsletterForm tone="dark" />
          </div>
        </div>
      </section>
    </>
  );
}
