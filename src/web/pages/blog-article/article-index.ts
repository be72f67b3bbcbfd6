import type { BlogFrontMatter } from "../../../shared/content";
import { newestFirst } from "./article-list";

/**
 * Every article's front matter, newest first: for the blog index and the related-article cards.
 * `?frontmatter` (scripts/vite-markdown.ts) makes each import the front matter alone, a separate
 * module from the full article, so this list (about 4 KB) never pulls an article's body into the
 * chunk of a page that shows it.
 */
const frontMatter = import.meta.glob<BlogFrontMatter>("../../../../content/blog/*.md", {
  query: "?frontmatter",
  import: "default",
  eager: true,
});

export const ARTICLES: readonly BlogFrontMatter[] = newestFirst(Object.values(frontMatter));
