import { expect, type Page, test } from "@playwright/test";
import { E2E_BASE_URL } from "../playwright.config";
import { REDIRECTS } from "../src/modules/redirects";
import { chunkOf } from "./chunks";
import { fakeSession } from "./founders";

const MODULE_PATHS = [
  "/services/startup-idea-generator",
  "/services/market-analysis",
  "/services/customer-discovery",
  "/services/strategic-planning",
  "/services/product-development",
  "/services/go-to-market",
  "/services/team-planning",
  "/services/it-financial-legal",
  "/services/iteration-scaling",
];

/**
 * Console errors and CSP violations a page produced. Chromium also logs every 4xx response as an
 * error: the 404 of the page itself and the visitor's 401 from /api/auth/user are expected.
 */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    const text = message.text();
    if (message.type() !== "error") return;
    if (/Failed to load resource: the server responded with a status of 40[14]/.test(text)) return;
    errors.push(text);
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

test("an unknown page answers 404 with the not-found page of spec §2", async ({ page }) => {
  const errors = watchErrors(page);
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
  await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
  await expect(page).toHaveTitle("Page Not Found");
  // Prerendered: the text is in the HTML before any script runs.
  expect(await response?.text()).toContain("404 Page Not Found");
  expect(errors).toEqual([]);
});

test("an unknown API path answers 404 JSON", async ({ request }) => {
  const res = await request.get("/api/does-not-exist");
  expect(res.status()).toBe(404);
  expect(await res.json()).toEqual({
    error: "No API endpoint at GET /api/does-not-exist.",
    code: "not_found",
  });
});

test("the navbar and footer of spec §2", async ({ page }) => {
  await page.goto("/no-such-page");
  const nav = page.getByRole("banner");
  await expect(nav.getByRole("link", { name: "Ninefold home" })).toHaveAttribute("href", "/");
  await expect(nav.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/api/login");
  await expect(nav.getByRole("link", { name: "Get Started" })).toHaveAttribute(
    "href",
    "/api/login?view=signup",
  );
  const footer = page.getByRole("contentinfo");
  for (const name of ["About Us", "Careers", "Blog", "Press", "Partners"]) {
    await expect(footer.getByRole("link", { name, exact: true })).toBeVisible();
  }
  for (const name of [
    "Help Center",
    "Contact Us",
    "Privacy Policy",
    "Terms of Service",
    "Status",
    "Sitemap",
  ]) {
    await expect(footer.getByRole("link", { name, exact: true })).toBeVisible();
  }
  for (const path of MODULE_PATHS) {
    await expect(footer.locator(`a[href="${path}"]`)).toHaveCount(1);
  }
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Ninefold`);
});

test("the Modules dropdown lists the nine service pages and navigates", async ({ page }) => {
  await page.goto("/no-such-page");
  const button = page.getByRole("button", { name: "Modules" });
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await button.click();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  const panel = page.locator(`#${await button.getAttribute("aria-controls")}`);
  const links = panel.getByRole("link");
  await expect(links).toHaveCount(9);
  expect(await links.evaluateAll((els) => els.map((el) => el.getAttribute("href")))).toEqual(
    expect.arrayContaining(MODULE_PATHS),
  );
  await expect(panel).toContainText("Phase 1");
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(button).toBeFocused();

  await button.click();
  await panel.getByRole("link", { name: "Market and Industry Analysis" }).click();
  await expect(page).toHaveURL(/\/services\/market-analysis$/);
  await expect(panel).toBeHidden();
});

test("Blog is highlighted on /blog paths only", async ({ page }) => {
  await page.goto("/blog/some-article");
  const blog = page.getByRole("banner").getByRole("link", { name: "Blog" });
  await expect(blog).toHaveAttribute("aria-current", "page");
  await page.goto("/about-us");
  await expect(blog).not.toHaveAttribute("aria-current", "page");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the slide-in menu opens, lists the modules and closes on navigation", async ({ page }) => {
    await page.goto("/no-such-page");
    await expect(page.getByRole("button", { name: "Modules" })).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    for (const path of MODULE_PATHS) await expect(menu.locator(`a[href="${path}"]`)).toBeVisible();
    await expect(menu.getByRole("link", { name: "Get Started" })).toHaveAttribute(
      "href",
      "/api/login?view=signup",
    );
    await menu.getByRole("link", { name: "Team and Advisor Planning" }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/services\/team-planning$/);
  });

  test("the menu closes with Escape and its close button", async ({ page }) => {
    await page.goto("/no-such-page");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
  });

  test("a menu that cannot load ends in a toast, not a blank page", async ({ page }) => {
    await page.route(chunkOf("src/web/components/layout/mobile-menu.tsx"), (route) =>
      route.abort(),
    );
    await page.goto("/no-such-page");
    await page.getByRole("button", { name: "Open menu" }).click();
    const toast = page.getByRole("listitem").filter({ hasText: "The menu could not be loaded" });
    await expect(toast).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
  });
});

test("every route change scrolls to the top", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 400 });
  await page.goto("/no-such-page");
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await page.getByRole("contentinfo").getByRole("link", { name: "Careers" }).click();
  await expect(page).toHaveURL(/\/careers$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("Pricing is a link to the /pricing page (issue 15)", async ({ page }) => {
  await page.goto("/no-such-page");
  await page.getByRole("banner").getByRole("link", { name: "Pricing" }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("One price, every module");
});

test("a signed-in visitor sees Dashboard instead of Login", async ({ page }) => {
  await fakeSession(page, { id: "u1", firstName: "Ada" });
  await page.goto("/no-such-page");
  const nav = page.getByRole("banner");
  await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard");
  await expect(nav.getByRole("link", { name: "Login" })).toHaveCount(0);
});

test("each page carries its head tags, updated on client navigation", async ({ page }) => {
  await page.goto("/no-such-page");
  const canonical = page.locator('link[rel="canonical"]');
  await expect(canonical).toHaveAttribute("href", `${E2E_BASE_URL}/`);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    /\/og-image\.jpg$/,
  );
  await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute("content", "1200");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
});

test("page views and button clicks reach the first-party collector", async ({ page }) => {
  const batches: unknown[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/events") && request.method() === "POST") {
      batches.push(request.postDataJSON());
    }
  });
  await page.goto("/no-such-page");
  await page.getByRole("button", { name: "Modules" }).click();
  await expect
    .poll(() => JSON.stringify(batches), { timeout: 5000 })
    .toContain('"label":"Modules - navbar"');
  const all = JSON.stringify(batches);
  expect(all).toContain('"type":"page_view","path":"/no-such-page"');
  expect(all).toContain('"category":"engagement"');
});

test.describe("with the landing page", () => {
  test("it hydrates without errors", async ({ page }) => {
    const errors = watchErrors(page);
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    expect(await response?.text()).toContain('id="pricing"');
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.getByRole("button", { name: "Modules" }).click(); // interactive: hydrated
    await expect(page.getByRole("link", { name: "Iteration and Scaling" }).first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("/pricing and the landing's pricing section show the same three plan cards", async ({
    page,
  }) => {
    await page.goto("/#pricing");
    await expect(page.locator("#pricing")).toBeInViewport();
    await expect(page.locator("#pricing [data-plan]")).toHaveCount(3);
    await page.goto("/pricing");
    await expect(page.locator("[data-plan]")).toHaveCount(3);
    await expect(page.locator('[data-plan="monthly"]').getByRole("link")).toHaveAttribute(
      "href",
      "/api/login?view=signup&next=/pricing",
    );
  });

  test("a page whose code cannot load shows a reload toast and a fallback", async ({ page }) => {
    await page.route(chunkOf("src/web/pages/services-index.tsx"), (route) => route.abort());
    await page.goto("/no-such-page");
    await page.evaluate(() => {
      window.history.pushState({}, "", "/services");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    const toast = page.getByRole("listitem").filter({ hasText: "This page could not be loaded" });
    await expect(toast).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "This page could not be loaded",
    );
    await expect(page.getByRole("button", { name: "Reload the page" })).toBeVisible();
  });
});

test.describe("redirects for the link targets outside the route list (GUIDE §2)", () => {
  for (const { from, to } of REDIRECTS) {
    test(`${from} answers 301 to ${to}`, async ({ request }) => {
      const res = await request.get(`${from}?ref=mail`, { maxRedirects: 0 });
      expect(res.status()).toBe(301);
      expect(res.headers().location).toBe(`${to}?ref=mail`);
    });
  }

  test("inside the app, a link to a redirected path lands on its target, keeping the query", async ({
    page,
  }) => {
    await page.goto("/no-such-page");
    await page.evaluate(() => {
      window.history.pushState({}, "", "/market-analysis-tool?ref=mail#steps");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await expect(page).toHaveURL(/\/tools\/market-analysis-tool\?ref=mail#steps$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test("the landing page describes the organisation in JSON-LD", async ({ page }) => {
  await page.goto("/");
  const json = await page.locator('script[type="application/ld+json"]').first().textContent();
  const data = JSON.parse(json ?? "{}");
  expect(data).toMatchObject({ "@type": "Organization", name: "Ninefold" });
  expect(data.url).toBe(`${E2E_BASE_URL}/`);
});
