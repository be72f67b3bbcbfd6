import { describe, expect, it } from "vitest";
import { MODULE_COUNT, MODULE_REGISTRY as MODULES } from "./registry";
import {
  documentTitle,
  findRoute,
  matchesRoutePath,
  NOT_FOUND_META,
  normalisePath,
  ROUTES,
  routePathFor,
} from "./routes";

describe("the route registry", () => {
  it("lists every route of spec §2 once", () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of [
      "/",
      "/blog",
      "/blog/ninefold-ai-powered-strategy",
      "/blog/startup-success-framework",
      "/blog/strategy-business-foundation",
      "/blog/market-industry-analysis-guide",
      "/about-us",
      "/careers",
      "/press",
      "/partners",
      "/help-center",
      "/contact-us",
      "/privacy-policy",
      "/terms-of-service",
      "/status",
      "/tools/idea-generation-tool",
      "/tools/market-analysis-tool",
      "/tools/customer-discovery-tool",
      "/dashboard",
      "/sitemap",
      ...MODULES.map((m) => `/services/${m.serviceSlug}`),
    ]) {
      expect(paths, path).toContain(path);
    }
  });

  it("gives every page a unique title and description of sensible length", () => {
    const titles = ROUTES.map(documentTitle);
    expect(new Set(titles).size).toBe(titles.length);
    for (const route of ROUTES) {
      expect(documentTitle(route).length, route.path).toBeLessThanOrEqual(70);
      expect(route.description.length, route.path).toBeGreaterThan(40);
      expect(route.description.length, route.path).toBeLessThanOrEqual(160);
    }
  });

  it("has the sitemap groups and counts of spec §2 and §9", () => {
    const count = (group: string) => ROUTES.filter((r) => r.sitemapGroup === group).length;
    // Spec §2 counts ten Core Platform pages (home and nine services: one per module);
    // issue 15 adds /pricing.
    expect(
      ROUTES.filter((r) => r.sitemapGroup === "Core Platform" && r.path !== "/pricing"),
    ).toHaveLength(1 + MODULE_COUNT);
    expect(count("Core Platform")).toBe(2 + MODULE_COUNT);
    expect(count("Tools")).toBe(3);
    expect(count("Blog & Content")).toBe(5);
    expect(count("Company")).toBe(4);
    expect(count("Support & Legal")).toBe(5);
  });

  it("titles the not-found page exactly 'Page Not Found' (spec §2)", () => {
    expect(documentTitle(NOT_FOUND_META)).toBe("Page Not Found");
    expect(documentTitle(findRoute("/about-us")!)).toBe("About us | Ninefold");
  });

  it("normalises trailing slashes but keeps the root", () => {
    expect(normalisePath("/")).toBe("/");
    expect(normalisePath("/blog/")).toBe("/blog");
    expect(normalisePath("/blog//")).toBe("/blog");
  });

  it("serves a concrete path by its registered pattern, and keeps the signed-in pages out of sitemaps", () => {
    expect(matchesRoutePath("/dashboard/projects/:id", "/dashboard/projects/abc")).toBe(true);
    expect(matchesRoutePath("/dashboard/projects/:id", "/dashboard/projects/")).toBe(false);
    expect(matchesRoutePath("/dashboard/projects/:id", "/dashboard/projects/a/b")).toBe(false);
    expect(routePathFor("/dashboard/projects/abc")).toBe("/dashboard/projects/:id");
    expect(routePathFor("/dashboard/settings")).toBe("/dashboard/settings");
    expect(routePathFor("/nope")).toBeUndefined();
    expect(findRoute("/dashboard/projects/x")?.title).toBe("Project");
    for (const path of [
      "/dashboard",
      "/dashboard/projects/:id",
      "/dashboard/settings",
      "/api/login",
    ]) {
      const route = findRoute(path);
      expect(route?.noindex, path).toBe(true);
      expect(route?.sitemapGroup, path).toBeUndefined();
    }
  });
});
