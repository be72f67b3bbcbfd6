import { expect, type Page, test } from "@playwright/test";
import { serviceContent as customerDiscovery } from "../src/modules/customer-discovery/content";
import { serviceContent as goToMarket } from "../src/modules/go-to-market/content";
import { serviceContent as ideaGeneration } from "../src/modules/idea-generation/content";
import { serviceContent as itFinancialLegal } from "../src/modules/it-financial-legal/content";
import { serviceContent as iterationScaling } from "../src/modules/iteration-scaling/content";
import { serviceContent as marketAnalysis } from "../src/modules/market-analysis/content";
import { serviceContent as productDevelopment } from "../src/modules/product-development/content";
import { MODULE_REGISTRY as MODULES } from "../src/modules/registry";
import { documentTitle, findRoute, ROUTES, type SitemapGroup } from "../src/modules/routes";
import { serviceContent as strategicPlanning } from "../src/modules/strategic-planning/content";
import { serviceContent as teamPlanning } from "../src/modules/team-planning/content";
import type { Cta, ServiceContent } from "../src/shared/service-content";
import type { StatusResponse } from "../src/shared/status";

const CONTENT: Record<string, ServiceContent> = {
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

/** Console errors a page produced, except the visitor's expected 401 from /api/auth/user. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    if (/Failed to load resource: the server responded with a status of 401/.test(message.text()))
      return;
    errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

test.describe("service pages (spec §2 'Service pages')", () => {
  for (const module of MODULES) {
    const path = `/services/${module.serviceSlug}`;
    const content = CONTENT[module.toolType] as ServiceContent;

    test(`${path} answers 200 with its title, one h1 and the links of content.ts`, async ({
      page,
    }) => {
      const errors = watchErrors(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const meta = findRoute(path);
      expect(meta).toBeDefined();
      if (meta) await expect(page).toHaveTitle(documentTitle(meta));
      // Prerendered: the h1 is in the HTML before any script runs.
      expect(await response?.text()).toContain(`id="service-title"`);
      const h1 = page.getByRole("heading", { level: 1 });
      await expect(h1).toHaveCount(1);
      await expect(h1).toHaveText(content.hero.title);

      const expectLink = async (location: string, cta: Cta) => {
        const link = page
          .locator(`[data-location="${location}"]`)
          .getByRole("link", { name: cta.label, exact: true });
        await expect(link).toHaveAttribute("href", cta.href);
      };
      await expectLink("service-hero", content.hero.primaryCta);
      if (content.hero.secondaryCta) await expectLink("service-hero", content.hero.secondaryCta);
      for (const cta of content.closingCta.buttons) await expectLink("service-closing-cta", cta);

      const steps = page.locator('[data-location="service-process"] ol > li h3');
      await expect(steps).toHaveText(
        content.process.steps.map((s, i) => `Step ${i + 1}: ${s.title}`),
      );
      await expect(page.locator('[data-location="service-stories"]')).toContainText(
        "Illustrative composite examples",
      );
      expect(errors).toEqual([]);
    });
  }

  test("the thread links walk to the next module inside the app", async ({ page }) => {
    await page.goto("/services/startup-idea-generator");
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    await page
      .locator('[data-location="service-thread"]')
      .getByRole("link", { name: /Next module/ })
      .click();
    await expect(page).toHaveURL("/services/market-analysis");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(marketAnalysis.hero.title);
    // A router navigation, not a page load: the window is the same one.
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );
    await expect(page.locator('[data-location="service-thread"]')).toContainText(
      "Module 2 of 9 · Phase 1",
    );
  });
});

const COMPONENT_NAMES = [
  "Web Application",
  "AI Planning Engine",
  "Planning Modules (all 9)",
  "Authentication",
  "Billing & Payments",
  "Database",
  "API Services",
];

function statusBody(
  overrides: Partial<Record<string, StatusResponse["components"][number]["status"]>> = {},
): StatusResponse {
  const ids = ["web", "ai_engine", "modules", "auth", "billing", "database", "api"] as const;
  const components = ids.map((id, i) => {
    const status =
      overrides[id] ?? (id === "auth" || id === "billing" ? "not_configured" : "operational");
    return {
      id,
      name: COMPONENT_NAMES[i] ?? id,
      status,
      detail: `${COMPONENT_NAMES[i]} check detail (${status}).`,
      latencyMs: id === "database" ? 4.26 : id === "ai_engine" ? 1234 : null,
    };
  });
  return {
    overall: components.some((c) => c.status === "degraded") ? "degraded" : "operational",
    checkedAt: "2026-11-21T10:30:00.000Z",
    components,
    targets: { uptimePercent: 99.5, responseMs: 2000, aiResponseMs: 5000 },
    uptimeSeconds: 3725,
    history: null,
    incidents: [],
  };
}

async function mockStatus(page: Page, status: number, body: unknown) {
  await page.route("**/api/status", (route) =>
    route.request().method() === "GET" ? route.fulfill({ status, json: body }) : route.fallback(),
  );
}

const overall = (page: Page) => page.getByTestId("overall-status");
const rows = (page: Page) => page.locator("[data-component]");

test.describe("/status (spec §2, GUIDE §2)", () => {
  test("the prerendered page has the layout and seven components, all still checking", async ({
    request,
  }) => {
    const response = await request.get("/status");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain("Checking systems…");
    expect(html).not.toContain("All Systems Operational");
    expect(html.match(/data-component="/g)).toHaveLength(7);
    expect(html.match(/data-state="checking"/g)).toHaveLength(7);
    for (const name of COMPONENT_NAMES) expect(html).toContain(name.replace("&", "&amp;"));
    expect(html).toContain("No incidents in the last 30 days");
    expect(html).toContain("No maintenance scheduled");
    expect(html).not.toMatch(/99\.9%|1\.2s|3\.4s/);
  });

  test("all checked components operational: 'All Systems Operational', measured times and targets", async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await mockStatus(page, 200, statusBody());
    await page.goto("/status");
    await expect(overall(page)).toHaveText("All Systems Operational");
    await expect(page.getByText(/^Checked .+\. Not configured on this server/)).toBeVisible();
    await expect(rows(page)).toHaveCount(7);
    for (const [i, name] of COMPONENT_NAMES.entries()) {
      await expect(rows(page).nth(i).getByRole("heading")).toHaveText(name);
    }
    await expect(page.locator('[data-component="database"]')).toContainText("Operational");
    await expect(page.locator('[data-component="database"]')).toContainText("4.3 ms");
    await expect(page.locator('[data-component="auth"]')).toContainText("Not configured");
    await expect(page.locator('[data-metric="ai-response"]')).toContainText("1.23 s");
    await expect(page.locator('[data-metric="ai-response"]')).toContainText("Target: under 5 s");
    await expect(page.locator('[data-metric="response"]')).toContainText(
      "Target: average under 2 s",
    );
    await expect(page.locator('[data-metric="response"]')).toContainText(/\d+(\.\d+)? m?s/);
    await expect(page.locator('[data-metric="uptime"]')).toContainText("1 h 2 min");
    await expect(page.locator('[data-metric="uptime"]')).toContainText("Target: 99.5% uptime");
    await expect(page.locator('[data-location="status-metrics"]')).not.toContainText("99.9%");
    await expect(page.getByRole("link", { name: "Report an Issue" })).toHaveAttribute(
      "href",
      "/contact-us",
    );
    expect(errors).toEqual([]);
  });

  test("a degraded component changes the overall line and its row", async ({ page }) => {
    await mockStatus(page, 200, statusBody({ database: "degraded" }));
    await page.goto("/status");
    await expect(overall(page)).toHaveText("Database is degraded");
    await expect(page.getByText("All Systems Operational")).toHaveCount(0);
    await expect(page.locator('[data-component="database"]')).toHaveAttribute(
      "data-state",
      "degraded",
    );
  });

  test("a failed status request says so instead of inventing states", async ({ page }) => {
    await mockStatus(page, 503, { error: "Service unavailable", code: "unavailable" });
    await page.goto("/status");
    await expect(overall(page)).toHaveText("Live status unavailable");
    await expect(page.locator('[data-state="unknown"]')).toHaveCount(7);
    await expect(page.getByText("Operational", { exact: true })).toHaveCount(0);
  });

  test("against the real server, every component gets a checked state", async ({ page }) => {
    await page.goto("/status");
    await expect(overall(page)).not.toHaveText("Checking systems…");
    await expect(overall(page)).toHaveText(/All Systems Operational|degraded/);
    await expect(page.locator('[data-state="checking"], [data-state="unknown"]')).toHaveCount(0);
    await expect(rows(page)).toHaveCount(7);
  });

  test("Subscribe to Updates: success toast, then the server's refusal", async ({ page }) => {
    const bodies: unknown[] = [];
    const answers = [
      { status: 201, json: { message: "You're subscribed to status updates." } },
      { status: 400, json: { error: "Please enter a valid email address.", code: "invalid" } },
    ];
    await page.route("**/api/status/subscribe", async (route) => {
      bodies.push(route.request().postDataJSON());
      const answer = answers.shift();
      if (!answer) return route.abort();
      return route.fulfill(answer);
    });
    await page.goto("/status");
    const email = page.getByLabel("Email address");
    await expect(email).toBeHidden();
    await page.getByRole("button", { name: "Subscribe to Updates" }).click();
    await expect(email).toBeFocused();

    await email.fill("founder@example.com");
    await page.getByRole("button", { name: "Subscribe", exact: true }).click();
    const success = page.getByRole("listitem").filter({ hasText: "Subscribed to status updates" });
    await expect(success).toContainText("You're subscribed to status updates.");
    expect(bodies[0]).toEqual({ email: "founder@example.com", website: "" });

    await page.getByRole("button", { name: "Subscribe to Updates" }).click();
    await email.fill("second@example.com");
    await page.getByRole("button", { name: "Subscribe", exact: true }).click();
    const failure = page.getByRole("listitem").filter({ hasText: "Subscription failed" });
    await expect(failure).toContainText("Please enter a valid email address.");
    await expect(success).toBeHidden();
    expect(bodies).toHaveLength(2);

    // A network failure gets a message of its own.
    await page.getByRole("button", { name: "Subscribe", exact: true }).click();
    await expect(
      page.getByRole("listitem").filter({ hasText: "couldn't reach Ninefold" }),
    ).toBeVisible();
  });

  test("an invalid email is caught in the form and never sent", async ({ page }) => {
    let posted = 0;
    await page.route("**/api/status/subscribe", (route) => {
      posted += 1;
      return route.fulfill({ status: 201, json: { message: "ok" } });
    });
    await page.goto("/status");
    await page.getByRole("button", { name: "Subscribe to Updates" }).click();
    await page.getByLabel("Email address").fill("not-an-email");
    await page.getByRole("button", { name: "Subscribe", exact: true }).click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByLabel("Email address")).toHaveAttribute("aria-invalid", "true");
    expect(posted).toBe(0);
  });
});

test.describe("/sitemap (spec §2 'Sitemap page', §9)", () => {
  const groups: SitemapGroup[] = [
    "Core Platform",
    "Tools",
    "Blog & Content",
    "Company",
    "Support & Legal",
  ];

  test("group counts and links equal the route registry", async ({ page }) => {
    const errors = watchErrors(page);
    const response = await page.goto("/sitemap");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    let total = 0;
    for (const group of groups) {
      const expected = ROUTES.filter((r) => r.sitemapGroup === group);
      total += expected.length;
      const section = page.locator(`[data-sitemap-group="${group}"]`);
      await expect(section.getByRole("heading", { level: 2 })).toHaveText(group);
      await expect(section.locator("[data-count]")).toHaveText(String(expected.length));
      const hrefs = await section
        .getByRole("link")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      expect(hrefs).toEqual(expected.map((r) => r.path));
    }
    // The spec's figures, so a registry change that breaks them fails here too; Core Platform
    // is the spec's ten plus /pricing (issue 15).
    expect(groups.map((g) => ROUTES.filter((r) => r.sitemapGroup === g).length)).toEqual([
      10 + 1,
      3,
      5,
      4,
      5,
    ]);
    await expect(page.locator('[data-stat="total"] dd')).toHaveText(String(total));
    await expect(page.getByText(/^Last updated [A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();
    await expect(page.getByRole("link", { name: /sitemap\.xml/ })).toHaveAttribute(
      "href",
      "/sitemap.xml",
    );
    expect(errors).toEqual([]);
  });
});
