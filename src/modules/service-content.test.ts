import { describe, expect, it } from "vitest";
import type { Cta, ServiceContent } from "../shared/service-content";
import { serviceContent as customerDiscovery } from "./customer-discovery/content";
import { serviceContent as goToMarket } from "./go-to-market/content";
import { serviceContent as ideaGeneration } from "./idea-generation/content";
import { serviceContent as itFinancialLegal } from "./it-financial-legal/content";
import { serviceContent as iterationScaling } from "./iteration-scaling/content";
import { serviceContent as marketAnalysis } from "./market-analysis/content";
import { serviceContent as productDevelopment } from "./product-development/content";
import { MODULE_REGISTRY as MODULES } from "./registry";
import { serviceContent as strategicPlanning } from "./strategic-planning/content";
import { serviceContent as teamPlanning } from "./team-planning/content";

/** Each page's content, keyed by the folder it was imported from. */
type ToolType = string;

/** The nine pages of the spec, imported from their folders. */
const specPages: Record<ToolType, ServiceContent> = {
  "idea-generation": ideaGeneration,
  "market-analysis": marketAnalysis,
  "customer-discovery": customerDiscovery,
  "strategic-planning": strategicPlanning,
  "product-development": productDevelopment,
  "go-to-market": goToMarket,
  "team-planning": teamPlanning,
  "it-financial-legal": itFinancialLegal,
  "iteration-scaling": iterationScaling,
};

/** Every module's page as the site loads it: the registry's `service` loader, by toolType. */
const pages: Record<ToolType, ServiceContent> = Object.fromEntries(
  await Promise.all(
    MODULES.map(async (module) => [module.toolType, (await module.service()).serviceContent]),
  ),
);

const entries = Object.entries(pages) as [ToolType, ServiceContent][];

/** Spec §2 "Service pages" with GUIDE §2's hero decisions: the only targets each page may link to. */
const specTargets: Record<ToolType, string[]> = {
  "idea-generation": ["/tools/idea-generation-tool", "/api/login"],
  "market-analysis": ["/tools/market-analysis-tool", "/api/login"],
  "customer-discovery": ["/tools/customer-discovery-tool", "/api/login"],
  "strategic-planning": ["/strategic-planning", "/api/login"],
  "go-to-market": ["/go-to-market", "/api/login"],
  "product-development": ["/product-development", "/api/login"],
  "iteration-scaling": ["/iteration-scaling", "/api/login"],
  "team-planning": ["/team-planning", "/api/login"],
  "it-financial-legal": ["/it-financial-legal", "/api/login"],
};

/** A module the spec does not name (a tenth): its tool page and sign-up. */
const allowedTargets = (folder: ToolType): string[] =>
  specTargets[folder] ?? [
    MODULES.find((m) => m.toolType === folder)?.tool?.path ?? "",
    "/api/login",
  ];

/** Step names the spec fixes, in order. */
const fixedSteps: Partial<Record<ToolType, string[]>> = {
  "product-development": [
    "Research Phase",
    "Design & Prototype",
    "MVP Development",
    "Testing & Validation",
    "Launch & Scale",
  ],
  "iteration-scaling": [
    "Current State Analysis",
    "Growth Strategy Design",
    "Implementation Roadmap",
    "Continuous Optimization",
  ],
  "team-planning": [
    "Team Assessment",
    "Role Definition",
    "Hiring Strategy",
    "Culture Building",
    "Advisor Network",
  ],
  "it-financial-legal": [
    "Infrastructure Audit",
    "System Design",
    "Implementation",
    "Ongoing Support",
  ],
};

/** Step counts the spec fixes (strategic planning's five steps are our choice). */
const stepCounts: Partial<Record<ToolType, number>> = {
  "idea-generation": 4,
  "market-analysis": 4,
  "customer-discovery": 5,
  "strategic-planning": 5,
  "product-development": 5,
  "go-to-market": 6,
  "team-planning": 5,
  "it-financial-legal": 4,
  "iteration-scaling": 4,
};

function ctasOf(page: ServiceContent): Cta[] {
  const hero = [page.hero.primaryCta, ...(page.hero.secondaryCta ? [page.hero.secondaryCta] : [])];
  return [...hero, ...page.closingCta.buttons];
}

/** Every string in the page, for wording checks. */
function textOf(page: ServiceContent): string {
  return JSON.stringify(page);
}

function hrefFor(page: ServiceContent, label: string): string | undefined {
  return ctasOf(page).find((cta) => cta.label === label)?.href;
}

describe("service page content", () => {
  it("covers every module of the catalog, and only those", () => {
    expect(Object.keys(pages).sort()).toEqual(MODULES.map((module) => module.toolType).sort());
  });

  it("loads each of the spec's nine pages from its own module's content.ts", () => {
    for (const [folder, page] of Object.entries(specPages)) expect(pages[folder]).toBe(page);
  });

  it.each(entries)("%s: toolType matches its folder", (folder, page) => {
    expect(page.toolType).toBe(folder);
  });

  it.each(entries)("%s: SEO title, description and keywords fit the limits", (_folder, page) => {
    expect(page.seo.title.length).toBeLessThanOrEqual(60);
    expect(page.seo.title.endsWith("| Ninefold")).toBe(true);
    expect(page.seo.description.length).toBeGreaterThan(50);
    expect(page.seo.description.length).toBeLessThanOrEqual(160);
    expect(page.seo.keywords.length).toBeGreaterThanOrEqual(5);
    expect(page.seo.keywords.length).toBeLessThanOrEqual(8);
    expect(new Set(page.seo.keywords).size).toBe(page.seo.keywords.length);
  });

  it("gives every page a unique SEO title and description", () => {
    const pageList = Object.values(pages);
    expect(new Set(pageList.map((page) => page.seo.title)).size).toBe(pageList.length);
    expect(new Set(pageList.map((page) => page.seo.description)).size).toBe(pageList.length);
  });

  it.each(entries)(
    "%s: has hero, why-it-matters, process, framework and closing CTA",
    (_f, page) => {
      expect(page.hero.title).not.toBe("");
      expect(page.hero.subtitle).not.toBe("");
      expect(page.whyItMatters.points.length).toBeGreaterThan(0);
      expect(page.process.steps.length).toBeGreaterThan(0);
      for (const item of [...page.whyItMatters.points, ...page.process.steps]) {
        expect(item.title.trim()).not.toBe("");
        expect(item.body.trim()).not.toBe("");
      }
      expect(page.framework.deliverables.length).toBeGreaterThan(0);
      expect(page.framework.deliverables.every((item) => item.trim() !== "")).toBe(true);
      expect(page.closingCta.buttons.length).toBeGreaterThan(0);
    },
  );

  it.each(entries.filter(([folder]) => stepCounts[folder] !== undefined))(
    "%s: has the step count the spec names",
    (folder, page) => {
      expect(page.process.steps).toHaveLength(stepCounts[folder]!);
    },
  );

  it.each(Object.entries(fixedSteps) as [ToolType, string[]][])(
    "%s: step names are exactly the spec's",
    (folder, names) => {
      expect(pages[folder]!.process.steps.map((step) => step.title)).toEqual(names);
    },
  );

  it("product development has a package of exactly 8 deliverables", () => {
    expect(productDevelopment.framework.deliverables).toHaveLength(8);
  });

  it("idea generator has benefits and exactly two testimonials; other pages have none", () => {
    expect(ideaGeneration.highlights?.items.length ?? 0).toBeGreaterThan(0);
    expect(ideaGeneration.testimonials).toHaveLength(2);
    for (const testimonial of ideaGeneration.testimonials ?? []) {
      expect(testimonial.quote).not.toBe("");
      expect(testimonial.name).not.toBe("");
      expect(testimonial.role).not.toBe("");
    }
    for (const [folder, page] of entries) {
      if (folder !== "idea-generation") expect(page.testimonials).toBeUndefined();
    }
  });

  it("market analysis highlights sizing, competition, trends and customer behavior", () => {
    const titles = (marketAnalysis.highlights?.items ?? []).map((item) => item.title).join(" | ");
    expect(titles).toContain("TAM, SAM, SOM");
    expect(titles).toMatch(/competitive analysis/i);
    expect(titles).toMatch(/trends/i);
    expect(titles).toMatch(/customer behavior/i);
  });

  it.each(entries)("%s: has three complete success stories", (_folder, page) => {
    expect(page.stories).toHaveLength(3);
    for (const story of page.stories) {
      for (const field of ["founder", "company", "challenge", "approach", "outcome"] as const) {
        expect(story[field].trim()).not.toBe("");
      }
      // Illustrative composites: no percentages presented as results.
      expect(`${story.challenge} ${story.approach} ${story.outcome}`).not.toMatch(/%|percent/i);
    }
  });

  it("uses a different founder in every story and testimonial", () => {
    const names = [
      ...Object.values(pages).flatMap((page) => page.stories.map((story) => story.founder)),
      ...(ideaGeneration.testimonials ?? []).map((testimonial) => testimonial.name),
    ];
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(entries)("%s: every link goes to one of the page's allowed targets", (folder, page) => {
    const allowed = allowedTargets(folder);
    for (const cta of ctasOf(page)) {
      expect(cta.label.trim()).not.toBe("");
      expect(allowed).toContain(cta.href);
    }
    // Every target the spec lists for the page is linked somewhere on it.
    expect(new Set(ctasOf(page).map((cta) => cta.href))).toEqual(new Set(allowed));
  });

  it("closing CTAs of the six signed-in modules go to the module's tool and to /api/login", () => {
    for (const folder of [
      "strategic-planning",
      "go-to-market",
      "product-development",
      "iteration-scaling",
      "team-planning",
      "it-financial-legal",
    ] as const) {
      const hrefs = pages[folder]!.closingCta.buttons.map((button) => button.href);
      expect(hrefs).toContain(`/${folder}`);
      expect(hrefs).toContain("/api/login");
    }
  });

  it("hero buttons with no link in the spec go to the module's tool path (GUIDE §2)", () => {
    expect(strategicPlanning.hero.primaryCta.href).toBe("/strategic-planning");
    expect(goToMarket.hero.primaryCta.href).toBe("/go-to-market");
  });

  it("uses the spec's button labels with their targets", () => {
    expect(hrefFor(ideaGeneration, "Try Generator Now")).toBe("/tools/idea-generation-tool");
    expect(hrefFor(ideaGeneration, "Generate Ideas Now")).toBe("/tools/idea-generation-tool");
    expect(hrefFor(ideaGeneration, "Get Full Access")).toBe("/api/login");
    expect(hrefFor(ideaGeneration, "Start 7-Day Trial")).toBe("/api/login");
    expect(hrefFor(marketAnalysis, "Sign Up")).toBe("/api/login");
    expect(hrefFor(marketAnalysis, "Get Full Access")).toBe("/api/login");
    expect(hrefFor(productDevelopment, "Start Product Development")).toBe("/product-development");
    expect(hrefFor(productDevelopment, "Get Full Access")).toBe("/api/login");
    expect(hrefFor(productDevelopment, "Sign Up")).toBe("/api/login");
  });

  it.each(entries)("%s: explains provenance tags and the knowledge base", (_folder, page) => {
    const text = textOf(page);
    expect(text).toMatch(/knowledge base/i);
    expect(text).toMatch(/sourced/i);
    expect(text).toMatch(/from your input/i);
    expect(text).toMatch(/estimate/i);
  });

  it.each(entries)("%s: names at least one other module it chains with", (folder, page) => {
    const text = textOf(page).toLowerCase();
    const others = MODULES.filter((module) => module.toolType !== folder).map((module) =>
      module.displayName.toLowerCase().replace(" & ", " and "),
    );
    expect(others.some((name) => text.includes(name))).toBe(true);
  });

  it.each(entries)("%s: has no placeholder copy", (_folder, page) => {
    expect(textOf(page)).not.toMatch(/lorem|ipsum|coming soon|\bTODO\b|\bTBD\b|\bFIXME\b/i);
  });
});
