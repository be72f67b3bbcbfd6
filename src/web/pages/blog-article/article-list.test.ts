import { describe, expect, it } from "vitest";
import { formatLongDate as formatArticleDate } from "../../../shared/dates";
import { newestFirst, relatedArticles } from "./article-list";

const articles = [
  { slug: "ninefold-ai-powered-strategy", date: "2025-01-14" },
  { slug: "market-industry-analysis-guide", date: "2025-03-25" },
  { slug: "startup-success-framework", date: "2025-02-11" },
  { slug: "strategy-business-foundation", date: "2025-03-04" },
];

describe("newestFirst", () => {
  it("orders articles by date, newest first, without changing the input", () => {
    const input = [...articles];
    expect(newestFirst(input).map((a) => a.slug)).toEqual([
      "market-industry-analysis-guide",
      "strategy-business-foundation",
      "startup-success-framework",
      "ninefold-ai-powered-strategy",
    ]);
    expect(input).toEqual(articles);
  });

  it("orders across years and months, and breaks a tie by slug", () => {
    const list = [
      { slug: "b", date: "2024-12-31" },
      { slug: "c", date: "2025-01-02" },
      { slug: "a", date: "2025-01-02" },
      { slug: "d", date: "2025-10-01" },
    ];
    expect(newestFirst(list).map((a) => a.slug)).toEqual(["d", "a", "c", "b"]);
  });
});

describe("relatedArticles", () => {
  it("offers the guide's readers the two other topic articles, not itself or the product one", () => {
    expect(relatedArticles(articles, "market-industry-analysis-guide").map((a) => a.slug)).toEqual([
      "strategy-business-foundation",
      "startup-success-framework",
    ]);
  });

  it("respects the limit", () => {
    expect(relatedArticles(articles, "startup-success-framework", 1).map((a) => a.slug)).toEqual([
      "market-industry-analysis-guide",
    ]);
  });
});

describe("formatArticleDate", () => {
  it.each([
    ["2025-03-25", "March 25, 2025"],
    ["2025-01-04", "January 4, 2025"],
    ["2024-12-31", "December 31, 2024"],
  ])("%s → %s", (iso, expected) => {
    expect(formatArticleDate(iso)).toBe(expected);
  });

  it("leaves anything that is not an ISO date as it is", () => {
    expect(formatArticleDate("2025-13-01")).toBe("2025-13-01");
    expect(formatArticleDate("soon")).toBe("soon");
  });
});
