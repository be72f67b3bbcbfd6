import doc from "../../../../content/blog/market-industry-analysis-guide.md";
import { ArticlePage, type BlogDocument } from "../blog-article/article-page";
import { MarketSizingChart } from "../blog-article/market-sizing-chart";
import { RelatedArticles } from "../blog-article/related-articles";

const markers = { "chart:market-sizing": () => <MarketSizingChart /> };

/**
 * /blog/market-industry-analysis-guide: the long guide, with its sizing chart at the marker and
 * two related-article cards (spec §2).
 */
export default function MarketIndustryAnalysisGuidePage() {
  return (
    <ArticlePage doc={doc as BlogDocument} markers={markers}>
      <RelatedArticles slug={(doc as BlogDocument).data.slug} />
    </ArticlePage>
  );
}
