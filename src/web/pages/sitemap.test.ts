import { describe, expect, it } from "vitest";
import { ROUTES, ROUTES_UPDATED } from "../../modules/routes";
import { formatLongDate as formatIsoDate } from "../../shared/dates";
import { sitemapSections } from "./sitemap";

describe("/sitemap", () => {
  it("groups the route registry as spec §2 and §9 count them", () => {
    const counts = Object.fromEntries(sitemapSections().map((s) => [s.group, s.routes.length]));
    // Spec §2's ten Core Platform pages, plus /pricing (issue 15).
    expect(counts).toEqual({
      "Core Platform": 10 + 1,
      Tools: 3,
      "Blog & Content": 5,
      Company: 4,
      "Support & Legal": 5,
    });
  });

  it("lists every route that names a group, once", () => {
    const listed = sitemapSections().flatMap((s) => s.routes.map((r) => r.path));
    const grouped = ROUTES.filter((r) => r.sitemapGroup).map((r) => r.path);
    expect(listed.sort()).toEqual(grouped.sort());
    expect(new Set(listed).size).toBe(listed.length);
  });

  it("formats the last-updated date the same everywhere", () => {
    expect(formatIsoDate("2026-11-21")).toBe("November 21, 2026");
    expect(formatIsoDate("2025-01-05")).toBe("January 5, 2025");
    expect(ROUTES_UPDATED).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(formatIsoDate(ROUTES_UPDATED)).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
  });
});
