import doc from "../../../../content/blog/strategy-business-foundation.md";
import { ArticlePage, type BlogDocument } from "../blog-article/article-page";

/** /blog/strategy-business-foundation: the article's own module, so its content loads only on its page. */
export default function StrategyBusinessFoundationPage() {
  return <ArticlePage doc={doc as BlogDocument} />;
}
