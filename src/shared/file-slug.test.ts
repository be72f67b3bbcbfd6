import { describe, expect, it } from "vitest";
import { fileSlug } from "./file-slug";

describe("fileSlug", () => {
  it("joins lowercase words with single hyphens", () => {
    expect(fileSlug("Market analysis: Food & Beverage", "x")).toBe("market-analysis-food-beverage");
    expect(fileSlug("  --Pet   Care!!  ", "x")).toBe("pet-care");
  });

  it("drops accents and keeps digits", () => {
    expect(fileSlug("Café Crème 2025", "x")).toBe("cafe-creme-2025");
  });

  it("cuts at 60 characters without leaving a trailing hyphen", () => {
    const slug = fileSlug(`${"a".repeat(59)} bcd`, "x");
    expect(slug).toBe("a".repeat(59));
    expect(fileSlug("word ".repeat(30), "x").length).toBeLessThanOrEqual(60);
    expect(fileSlug("word ".repeat(30), "x")).not.toMatch(/-$/);
  });

  it("cuts a long title at a word boundary, never inside a word", () => {
    const title = "Market analysis: an inspection service for farms using drone computer vision";
    const slug = fileSlug(title, "x");
    expect(slug).toBe("market-analysis-an-inspection-service-for-farms-using-drone");
    expect(slug.length).toBeLessThanOrEqual(60);
    // Exactly at the limit, the last word is kept whole.
    expect(fileSlug(`${"b".repeat(55)} cdef ghi`, "x")).toBe(`${"b".repeat(55)}-cdef`);
    // Only one word longer than the limit is cut inside itself.
    expect(fileSlug("z".repeat(70), "x")).toBe("z".repeat(60));
  });

  it("falls back when nothing is left", () => {
    expect(fileSlug("", "project")).toBe("project");
    expect(fileSlug("日本語 !!", "ninefold-project")).toBe("ninefold-project");
  });
});
