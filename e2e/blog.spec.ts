import { expect, type Page, type Route, test } from "@playwright/test";
import { E2E_BASE_URL } from "../playwright.config";

const ARTICLES = [
  // Newest first, as the index lists them.
  {
    slug: "market-industry-analysis-guide",
    title: "The Founder's Guide to Market and Industry Analysis",
    category: "Strategy",
  },
  {
    slug: "strategy-business-foundation",
    title: "Strategy as the Foundation of Your Business",
    category: "Strategy",
  },
  {
    slug: "startup-success-framework",
    title: "The Startup Success Framework: Why Startups Fail and Four Phases to Beat the Odds",
    category: "Startups",
  },
  {
    slug: "ninefold-ai-powered-strategy",
    title: "Ninefold: AI-Assisted Strategy from Idea to Launch and Scale",
    category: "Product",
  },
];

/** Console errors (hydration mismatches included) and uncaught exceptions a page produced. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const text = message.text();
    // The visitor's 401 from /api/auth/user, and the failures these tests cause on purpose.
    if (/Failed to load resource: the server responded with a status of (401|400|429)/.test(text))
      return;
    if (/net::ERR_FAILED|Failed to fetch/.test(text)) return;
    errors.push(text);
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

function toastWith(page: Page, text: string | RegExp) {
  return page.getByRole("listitem").filter({ hasText: text });
}

test.describe("/blog", () => {
  test("lists the four articles newest first, each card linking to its article", async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const response = await page.goto("/blog");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Guides for founders, from idea to scale",
    );
    const cards = page.getByRole("main").getByRole("article");
    await expect(cards).toHaveCount(4);
    for (const [index, article] of ARTICLES.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("link", { name: article.title })).toHaveAttribute(
        "href",
        `/blog/${article.slug}`,
      );
      await expect(card).toContainText(article.category);
      await expect(card).toContainText("Ninefold Team");
      await expect(card).toContainText(/min read/);
      await expect(card.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
      await expect(card.locator("img")).toHaveAttribute("src", `/blog/${article.slug}.svg`);
    }
    // The cards are in the prerendered HTML, and the index carries no article body.
    const html = (await response?.text()) ?? "";
    for (const article of ARTICLES) expect(html).toContain(`href="/blog/${article.slug}"`);
    expect(html).not.toContain("Every founder eventually gets asked");
    await cards.first().getByRole("link").click();
    await expect(page).toHaveURL(`/blog/${ARTICLES[0]?.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ARTICLES[0]?.title ?? "");
    expect(errors).toEqual([]);
  });

  test("has the newsletter form with its email field and hidden honeypot", async ({ page }) => {
    await page.goto("/blog");
    const email = page.getByRole("textbox", { name: "Email address" });
    await expect(email).toHaveAttribute("type", "email");
    await expect(email).toHaveAttribute("placeholder", "Enter your email");
    const honeypot = page.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute("tabindex", "-1");
    await expect(honeypot).toHaveAttribute("autocomplete", "off");
    await expect(honeypot).not.toBeInViewport();
    await expect(page.getByRole("textbox", { name: "Website" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Subscribe" })).toBeEnabled();
  });
});

test.describe("the newsletter sign-up", () => {
  const subscribe = (page: Page) => page.getByRole("button", { name: /^Subscrib/ });

  async function submit(page: Page, address: string) {
    // A prerendered page: typing before React has adopted it would be lost on hydration.
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.getByRole("textbox", { name: "Email address" }).fill(address);
    await subscribe(page).click();
  }

  test("sends { email, website }, shows 'Subscribing...' while busy, then the server's message", async ({
    page,
  }) => {
    let body: unknown;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/newsletter", async (route: Route) => {
      body = route.request().postDataJSON();
      await held;
      await route.fulfill({
        status: 201,
        json: { message: "You're subscribed. We'll send new guides for founders to a@b.co." },
      });
    });
    await page.goto("/blog");
    await submit(page, "a@b.co");
    await expect(subscribe(page)).toHaveText("Subscribing...");
    await expect(subscribe(page)).toBeDisabled();
    release();
    await expect(toastWith(page, "We'll send new guides for founders to a@b.co.")).toBeVisible();
    await expect(toastWith(page, "You're subscribed")).toBeVisible();
    expect(body).toEqual({ email: "a@b.co", website: "" });
    await expect(subscribe(page)).toHaveText("Subscribe");
    await expect(subscribe(page)).toBeEnabled();
    await expect(page.getByRole("textbox", { name: "Email address" })).toHaveValue("");
  });

  test("says so when the address is already subscribed (200)", async ({ page }) => {
    await page.route("**/api/newsletter", (route) =>
      route.fulfill({
        status: 200,
        json: { message: "a@b.co is already subscribed to the newsletter." },
      }),
    );
    await page.goto("/blog");
    await submit(page, "a@b.co");
    const toast = toastWith(page, "a@b.co is already subscribed to the newsletter.");
    await expect(toast).toBeVisible();
    await expect(toast).toContainText("You're already subscribed");
    await expect(subscribe(page)).toHaveText("Subscribe");
  });

  test("shows the server's error for a 400 and a 429", async ({ page }) => {
    let status = 400;
    await page.route("**/api/newsletter", (route) =>
      route.fulfill(
        status === 400
          ? {
              status: 400,
              json: { error: "email: Please enter a valid email address.", code: "BAD_REQUEST" },
            }
          : {
              status: 429,
              json: {
                error: "Too many requests. Please try again in 10 minutes.",
                code: "RATE_LIMITED",
              },
            },
      ),
    );
    await page.goto("/blog");
    await submit(page, "a@b.co");
    await expect(toastWith(page, "email: Please enter a valid email address.")).toBeVisible();
    await expect(subscribe(page)).toHaveText("Subscribe");
    status = 429;
    await subscribe(page).click();
    const limited = toastWith(page, "Too many requests. Please try again in 10 minutes.");
    await expect(limited).toBeVisible();
    await expect(limited).toContainText("Too many attempts");
    await expect(subscribe(page)).toHaveText("Subscribe");
    await expect(subscribe(page)).toBeEnabled();
  });

  test("explains a network failure", async ({ page }) => {
    await page.route("**/api/newsletter", (route) => route.abort("internetdisconnected"));
    await page.goto("/blog");
    await submit(page, "a@b.co");
    const toast = toastWith(page, "Check your internet connection and try again.");
    await expect(toast).toBeVisible();
    await expect(toast).toContainText("Couldn't reach Ninefold");
    await expect(subscribe(page)).toHaveText("Subscribe");
    await expect(page.getByRole("textbox", { name: "Email address" })).toHaveValue("a@b.co");
  });

  test("refuses an invalid address before sending anything", async ({ page }) => {
    let requests = 0;
    await page.route("**/api/newsletter", (route) => {
      requests += 1;
      return route.fulfill({ status: 201, json: { message: "x" } });
    });
    await page.goto("/blog");
    await submit(page, "not-an-email");
    const email = page.getByRole("textbox", { name: "Email address" });
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toBeFocused();
    await expect(
      page.getByText("Please enter a valid email address", { exact: false }).first(),
    ).toBeVisible();
    expect(requests).toBe(0);
  });

  test("subscribes for real, then reports the duplicate", async ({ page }) => {
    const address = `reader-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    await page.goto("/blog");
    await submit(page, address);
    await expect(toastWith(page, `We'll send new guides for founders to ${address}`)).toBeVisible();
    await expect(subscribe(page)).toHaveText("Subscribe");
    await submit(page, address);
    await expect(toastWith(page, `${address} is already subscribed`)).toBeVisible();
  });
});

test.describe("the articles", () => {
  for (const article of ARTICLES) {
    test(`/blog/${article.slug} answers 200 with its h1, byline, Share and links`, async ({
      page,
    }) => {
      const errors = watchErrors(page);
      const response = await page.goto(`/blog/${article.slug}`);
      expect(response?.status()).toBe(200);
      const html = (await response?.text()) ?? "";
      expect(html).toContain("<h1");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
      await expect(page.getByRole("link", { name: "Back to Blog" })).toHaveAttribute(
        "href",
        "/blog",
      );
      const header = page.locator('[data-location="article-header"]');
      await expect(header).toContainText(article.category);
      await expect(header).toContainText("Ninefold Team");
      await expect(header.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
      await expect(page.getByRole("button", { name: "Share" })).toBeVisible();
      const cover = page.getByRole("main").locator(`img[src="/blog/${article.slug}.svg"]`);
      await expect(cover).toHaveAttribute("width", "1200");
      await expect(cover).toHaveAttribute("height", "630");
      await expect(
        page.locator('[data-location="article-cta"]').getByRole("link", { name: /Ninefold/ }),
      ).toHaveAttribute("href", "/");
      // BlogPosting structured data, with absolute URLs from PUBLIC_URL.
      const jsonLd = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
      );
      expect(jsonLd).toMatchObject({
        "@type": "BlogPosting",
        headline: article.title,
        url: `${E2E_BASE_URL}/blog/${article.slug}`,
        image: `${E2E_BASE_URL}/blog/${article.slug}.svg`,
      });
      expect(errors).toEqual([]);
    });
  }

  test("the guide has the sizing chart, its links and two related articles", async ({ page }) => {
    await page.goto("/blog/market-industry-analysis-guide");
    const chart = page.getByRole("img", { name: /Illustrative market sizing/ });
    await expect(chart).toBeVisible();
    await expect(chart).toHaveAccessibleDescription(/TAM \(100,000 firms\) 120/);
    await expect(chart).toHaveAccessibleDescription(/SOM \(750 customers, year 3\) 0\.9/);
    const figure = page.locator("figure").filter({ has: chart });
    await expect(figure.locator("figcaption")).toContainText("All figures are illustrative");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "market analysis tool" })).toHaveAttribute(
      "href",
      "/tools/market-analysis-tool",
    );
    await expect(
      main.getByRole("link", { name: "Ninefold's market analysis service" }),
    ).toHaveAttribute("href", "/services/market-analysis");
    const sba = main.getByRole("link", { name: "Market research and competitive analysis" });
    await expect(sba).toHaveAttribute("target", "_blank");
    const related = page.getByRole("region", { name: "Keep reading" });
    const links = related.getByRole("article").getByRole("link");
    await expect(links).toHaveCount(2);
    await expect(links.nth(0)).toHaveAttribute("href", "/blog/strategy-business-foundation");
    await expect(links.nth(1)).toHaveAttribute("href", "/blog/startup-success-framework");
  });

  test("Share copies the link where there is no Web Share API, and says so", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], {
      origin: E2E_BASE_URL,
    });
    await page.addInitScript(() => {
      // Desktop Chromium may or may not have it; this test is about the fallback.
      Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
    });
    await page.goto("/blog/startup-success-framework");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.getByRole("button", { name: "Share" }).click();
    await expect(toastWith(page, "Link copied")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${E2E_BASE_URL}/blog/startup-success-framework`,
    );
  });

  test("Share uses the Web Share API where present", async ({ page }) => {
    await page.addInitScript(() => {
      const calls: unknown[] = [];
      Object.assign(window, { __shares: calls });
      Object.defineProperty(Navigator.prototype, "share", {
        configurable: true,
        value: (data: unknown) => {
          calls.push(data);
          return Promise.resolve();
        },
      });
    });
    await page.goto("/blog/strategy-business-foundation");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.getByRole("button", { name: "Share" }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __shares: unknown[] }).__shares))
      .toEqual([
        expect.objectContaining({
          title: "Strategy as the Foundation of Your Business",
          url: `${E2E_BASE_URL}/blog/strategy-business-foundation`,
        }),
      ]);
    await expect(toastWith(page, "Link copied")).toHaveCount(0);
  });

  test("Share says so when the link cannot be copied", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
      Object.defineProperty(Navigator.prototype, "clipboard", {
        configurable: true,
        get: () => ({ writeText: () => Promise.reject(new Error("denied")) }),
      });
    });
    await page.goto("/blog/ninefold-ai-powered-strategy");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.getByRole("button", { name: "Share" }).click();
    await expect(toastWith(page, "Couldn't share this article")).toBeVisible();
  });
});

test.describe("the legal pages", () => {
  test("/privacy-policy has the twelve sections of spec §2 in order, with contents links", async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const response = await page.goto("/privacy-policy");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
    await expect(page.getByText("Last updated January 2025")).toBeVisible();
    const headings = page.getByRole("main").getByRole("heading", { level: 2 });
    await expect(headings).toHaveText([
      "Overview",
      "Information We Collect",
      "How We Use Your Information",
      "Data Security",
      "Information Sharing",
      "Your Rights",
      "Cookies",
      "Data Retention",
      "International Transfers",
      "Children's Privacy",
      "Changes to This Policy",
      "Contact Us",
    ]);
    const contents = page.getByRole("navigation", { name: "Contents" }).getByRole("link");
    await expect(contents).toHaveCount(12);
    await contents.filter({ hasText: "Data Retention" }).click();
    await expect(page).toHaveURL(/#data-retention$/);
    await expect(page.locator("#data-retention")).toBeInViewport();
    expect(errors).toEqual([]);
  });

  test("/terms-of-service has thirteen numbered sections and the acknowledgment box", async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const response = await page.goto("/terms-of-service");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Service");
    await expect(page.getByText("Last updated January 2025")).toBeVisible();
    const headings = page.getByRole("main").getByRole("heading", { level: 2 });
    await expect(headings).toHaveCount(13);
    for (let i = 0; i < 13; i += 1) {
      await expect(headings.nth(i)).toHaveText(new RegExp(`^${i + 1}\\. `));
    }
    await expect(page.getByRole("navigation", { name: "Contents" }).getByRole("link")).toHaveCount(
      13,
    );
    const box = page.getByRole("complementary", { name: "Acknowledgment" });
    await expect(box).toContainText(
      "you acknowledge that you have read, understood and agree to be bound",
    );
    // The acknowledgment is in the box only, not repeated in the body.
    await expect(page.getByText(/you acknowledge that you have read/)).toHaveCount(1);
    expect(errors).toEqual([]);
  });
});
