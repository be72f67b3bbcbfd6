import { describe, expect, it } from "vitest";
import { parseMarkdownFile } from "../../scripts/vite-markdown";
import { BRAND } from "../shared/brand";
import type { BlogFrontMatter } from "../shared/content";
import { documentTitle, findRoute, ROUTES } from "./routes";

// The articles' sources, read as text (Vite's ?raw) and parsed the way the build parses them.
const sources = import.meta.glob<string>("../../content/blog/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});
const articles = Object.entries(sources).map(
  ([file, source]) => parseMarkdownFile(file, source).data as BlogFrontMatter,
);

/** The route title a front-matter title gets (the rule written beside the routes). */
function expectedRouteTitle(title: string): string {
  if (`${title} | ${BRAND.name}`.length <= 70) return title;
  const [head = "", ...rest] = title.split(": ");
  return head === BRAND.name ? rest.join(": ") : head;
}

describe("the blog routes and the articles' front matter", () => {
  it("has one route per article, and one article per blog route", () => {
    expect(articles).toHaveLength(4);
    const articlePaths = articles.map((a) => `/blog/${a.slug}`).sort();
    const routePaths = ROUTES.map((r) => r.path)
      .filter((path) => path.startsWith("/blog/"))
      .sort();
    expect(routePaths).toEqual(articlePaths);
  });

  it.each(articles.map((a) => [a.slug, a] as const))(
    "/blog/%s has its article's title, description and keywords",
    (slug, article) => {
      const route = findRoute(`/blog/${slug}`);
      expect(route).toBeDefined();
      expect(route?.title).toBe(expectedRouteTitle(article.title));
      expect(route?.description).toBe(article.description);
      expect(route?.keywords).toEqual(article.keywords);
      expect(documentTitle(route!).length).toBeLessThanOrEqual(70);
    },
  );

  it("shortens only titles too long for the document title, to their headline", () => {
    expect(expectedRouteTitle("Strategy as the Foundation of Your Business")).toBe(
      "Strategy as the Foundation of Your Business",
    );
    expect(
      expectedRouteTitle(
        "The Startup Success Framework: Why Startups Fail and Four Phases to Beat the Odds",
      ),
    ).toBe("The Startup Success Framework");
    expect(expectedRouteTitle("Ninefold: AI-Assisted Strategy from Idea to Launch and Scale")).toBe(
      "AI-Assisted Strategy from Idea to Launch and Scale",
    );
  });
});
