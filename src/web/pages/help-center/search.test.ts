import { describe, expect, it } from "vitest";
import { filterEntries, matchesQuery, queryTerms } from "./search";

const entries = [
  { id: "trial", searchText: "How does the 7-day free trial work? No credit card is needed." },
  {
    id: "refunds",
    searchText: "Can I cancel at any time? We don't give refunds for partial months.",
  },
  { id: "export", searchText: "How do I export my results? Markdown, PDF and Word (.docx)." },
];

describe("queryTerms", () => {
  it("lower-cases and splits on any whitespace, dropping blanks", () => {
    expect(queryTerms("  Free   TRIAL\t")).toEqual(["free", "trial"]);
    expect(queryTerms("   ")).toEqual([]);
  });
});

describe("matchesQuery", () => {
  it("ignores case", () => {
    expect(matchesQuery("Export to PDF", ["pdf"])).toBe(true);
    expect(matchesQuery("export to pdf", queryTerms("PDF"))).toBe(true);
  });

  it("needs every term, in any order", () => {
    expect(matchesQuery("No credit card needed", queryTerms("card credit"))).toBe(true);
    expect(matchesQuery("No credit card needed", queryTerms("card refund"))).toBe(false);
  });

  it("matches everything on a blank query", () => {
    expect(matchesQuery("anything", [])).toBe(true);
  });
});

describe("filterEntries", () => {
  it("matches answer text as well as the question, keeping the original order", () => {
    expect(filterEntries(entries, "credit card").map((e) => e.id)).toEqual(["trial"]);
    expect(filterEntries(entries, "WORD").map((e) => e.id)).toEqual(["export"]);
    expect(filterEntries(entries, "how").map((e) => e.id)).toEqual(["trial", "export"]);
  });

  it("returns every entry for a blank query and none for a query nothing holds", () => {
    expect(filterEntries(entries, "")).toHaveLength(3);
    expect(filterEntries(entries, "blockchain")).toEqual([]);
  });

  it("matches a phrase fragment across punctuation in the text", () => {
    expect(filterEntries(entries, "(.docx)").map((e) => e.id)).toEqual(["export"]);
  });
});
