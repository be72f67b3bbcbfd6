import doc from "../../../../content/blog/ninefold-ai-powered-strategy.md";
import { ArticlePage, type BlogDocument } from "../blog-article/article-page";

/** /blog/ninefold-ai-powered-strategy: the article's own module, so its content loads only on its page. */
export default function NinefoldAiPoweredStrategyPage() {
  return <ArticlePage doc={doc as BlogDocument} />;
}
