import doc from "../../../../content/blog/startup-success-framework.md";
import { ArticlePage, type BlogDocument } from "../blog-article/article-page";

/** /blog/startup-success-framework: the article's own module, so its content loads only on its page. */
export default function StartupSuccessFrameworkPage() {
  return <ArticlePage doc={doc as BlogDocument} />;
}
