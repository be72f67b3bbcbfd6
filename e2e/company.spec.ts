import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { documentTitle, findRoute } from "../src/modules/routes";

/**
 * The company and support pages (issue 3; spec §2, §3, §4, §5, §9): /about-us, /careers, /press,
 * /partners, /help-center and /contact-us.
 */

/** Console errors a page produced (hydration mismatches included), except 401/404 resources. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    if (
      /Failed to load resource: the server responded with a status of 40[14]/.test(message.text())
    )
      return;
    errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** Opens a page, checks it was prerendered with its h1 and title, and waits for hydration. */
async function open(page: Page, path: string, h1: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  expect(await response?.text()).toContain(h1);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
  const meta = findRoute(path);
  if (!meta) throw new Error(`${path} is not in the route registry`);
  await expect(page).toHaveTitle(documentTitle(meta));
  // The prerendered HTML shows the forms before React answers them: wait until it has adopted it.
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

function toasts(page: Page) {
  return page.getByRole("region", { name: "Notifications (F8)" }).getByRole("listitem");
}

test.describe("company pages", () => {
  test("/about-us: mission, story, the three values, the trial and contact buttons", async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await open(page, "/about-us", "About Ninefold");
    for (const heading of ["Our Mission", "Our Story", "Our Values"]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    const values = page.locator('[data-location="about-values"] li');
    await expect(values).toHaveCount(3);
    for (const value of ["Accessibility", "Innovation", "Results"]) {
      await expect(values.getByRole("heading", { level: 3, name: value })).toBeVisible();
    }
    // The operator's figures are labelled as theirs.
    await expect(page.getByText("Figures reported by Ninefold.")).toBeVisible();
    const cta = page.locator('[data-location="about-cta"]');
    await expect(cta.getByRole("link", { name: "Start your 7-day free trial" })).toHaveAttribute(
      "href",
      "/",
    );
    await expect(cta.getByRole("link", { name: "Contact us", exact: true })).toHaveAttribute(
      "href",
      "/contact-us",
    );
    await cta.getByRole("link", { name: "Contact us", exact: true }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
    expect(errors).toEqual([]);
  });

  test("/careers: culture, benefits, no vacancies, Express Interest", async ({ page }) => {
    const errors = watchErrors(page);
    await open(page, "/careers", "Careers at Ninefold");
    await expect(page.getByRole("heading", { name: /no current vacancies/ })).toBeVisible();
    await expect(page.getByText("We don't have any open positions right now.")).toBeVisible();
    await expect(page.locator('[data-location="careers-culture"] li')).toHaveCount(5);
    await expect(page.locator('[data-location="careers-benefits"] li')).toHaveCount(5);
    await expect(page.getByRole("link", { name: "Express Interest" })).toHaveAttribute(
      "href",
      "/contact-us",
    );
    expect(errors).toEqual([]);
  });

  test("/press: stats, two releases without invented links, contact, empty coverage", async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await open(page, "/press", "Press");
    const stats = page.locator('[data-location="press-stats"]');
    for (const value of ["9", "7-day", "AI"]) {
      await expect(stats.getByText(value, { exact: true })).toBeVisible();
    }
    const releases = page.locator('[data-location="press-releases"] article');
    await expect(releases).toHaveCount(2);
    await expect(releases.nth(0).locator("time")).toHaveAttribute("datetime", "2025-01-14");
    await expect(releases.nth(1).locator("time")).toHaveAttribute("datetime", "2025-02-18");
    await expect(releases.locator("a")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Email press@ninefold.app" })).toHaveAttribute(
      "href",
      "mailto:press@ninefold.app",
    );
    await expect(page.getByText("No press coverage to list yet.")).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("/partners: three types, integrations as they are, benefits, Apply", async ({ page }) => {
    const errors = watchErrors(page);
    await open(page, "/partners", "Partners");
    const types = page.locator('[data-location="partners-types"] li');
    await expect(types).toHaveCount(3);
    for (const type of ["Technology Partners", "Strategic Alliances", "Channel Partners"]) {
      await expect(types.getByRole("heading", { level: 3, name: type })).toBeVisible();
    }
    const integrations = page.locator('[data-location="partners-integrations"]');
    await expect(integrations).toContainText("no third-party integrations today");
    await expect(page.locator("main")).not.toContainText(/coming soon/i);
    await expect(page.locator('[data-location="partners-benefits"] li')).toHaveCount(6);
    await expect(page.getByRole("link", { name: "Apply", exact: true })).toHaveAttribute(
      "href",
      "/contact-us",
    );
    expect(errors).toEqual([]);
  });

  for (const kit of [
    { path: "/press", button: "Download Media Kit", file: "ninefold-media-kit.zip" },
    { path: "/partners", button: "Download Partner Kit", file: "ninefold-partner-kit.zip" },
  ]) {
    test(`${kit.path}: '${kit.button}' downloads a real zip file`, async ({ page }) => {
      await page.goto(kit.path);
      const link = page.getByRole("link", { name: kit.button }).first();
      await expect(link).toHaveAttribute("href", `/downloads/${kit.file}`);
      const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
      expect(download.suggestedFilename()).toBe(kit.file);
      const saved = await download.path();
      const bytes = readFileSync(saved);
      expect(bytes.subarray(0, 2).toString("latin1")).toBe("PK");
      expect(bytes.length).toBeGreaterThan(1500);
      // The archive's central directory names the logo.
      expect(bytes.includes(Buffer.from("ninefold-logo.svg"))).toBe(true);
    });
  }
});

test.describe("/help-center", () => {
  test("topics, FAQ and the ways to reach support", async ({ page }) => {
    const errors = watchErrors(page);
    await open(page, "/help-center", "Help Center");
    const topics = page.getByTestId("help-topic");
    await expect(topics).toHaveCount(4);
    for (const title of [
      "Getting Started",
      "Module Guides",
      "Billing & Plans",
      "Troubleshooting",
    ]) {
      await expect(topics.getByRole("heading", { level: 3, name: title })).toBeVisible();
    }
    await expect(page.getByTestId("faq-item")).toHaveCount(10);
    // FAQPage structured data: data, not an executed script (the CSP forbids inline scripts).
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    const faqPage = ld.map((text) => JSON.parse(text)).find((d) => d["@type"] === "FAQPage");
    expect(faqPage?.mainEntity).toHaveLength(10);
    expect(faqPage?.mainEntity[0]).toMatchObject({
      "@type": "Question",
      name: "What is Ninefold?",
      acceptedAnswer: { "@type": "Answer", text: expect.stringMatching(/^Ninefold is a web/) },
    });
    const contact = page.locator('[data-location="help-contact"]');
    await expect(contact.getByRole("link", { name: "Contact support" })).toHaveAttribute(
      "href",
      "/contact-us",
    );
    await expect(contact.getByRole("link", { name: "support@ninefold.app" })).toHaveAttribute(
      "href",
      "mailto:support@ninefold.app",
    );
    expect(errors).toEqual([]);
  });

  test("the search filters questions and topics as you type, by answer text too", async ({
    page,
  }) => {
    await open(page, "/help-center", "Help Center");
    const search = page.getByRole("searchbox", { name: "Search the help center" });
    const faq = page.getByTestId("faq-item");
    const topics = page.getByTestId("help-topic");
    // "prorated" is in one answer (not its question) and one topic's list; any case matches.
    await search.pressSequentially("PRORATED");
    await expect(faq).toHaveCount(1);
    await expect(faq).toContainText("Can I cancel at any time? Do you give refunds?");
    await expect(topics).toHaveCount(1);
    await expect(topics).toContainText("Billing & Plans");
    await expect(page.getByText("1 of 10 questions and 1 of 4 topics match.")).toBeVisible();

    await search.fill("trial");
    await expect(faq.first()).toBeVisible();
    const trialCount = await faq.count();
    expect(trialCount).toBeGreaterThan(1);
    expect(trialCount).toBeLessThan(10);

    await search.fill("xyzzy blockchain");
    await expect(faq).toHaveCount(0);
    await expect(topics).toHaveCount(0);
    const empty = page.locator('[data-location="help-no-results"]');
    await expect(empty.getByRole("heading")).toHaveText("No results for “xyzzy blockchain”");
    await expect(empty.getByRole("link", { name: "contact support" })).toHaveAttribute(
      "href",
      "/contact-us",
    );
    await empty.getByRole("button", { name: "Clear search" }).click();
    await expect(search).toHaveValue("");
    await expect(faq).toHaveCount(10);
    await expect(topics).toHaveCount(4);
  });

  test("the FAQ has one open item or none (spec §4)", async ({ page }) => {
    await open(page, "/help-center", "Help Center");
    const first = page.getByRole("button", { name: "What is Ninefold?" });
    const second = page.getByRole("button", { name: "What are the nine modules?" });
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByText(/Ninefold is a web workspace/)).toBeHidden();

    await first.click();
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByText(/Ninefold is a web workspace/)).toBeVisible();

    await second.click();
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByText(/Ninefold is a web workspace/)).toBeHidden();
    await expect(page.getByText(/They're grouped into three phases/)).toBeVisible();

    await second.click();
    await expect(second).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator('[data-testid="faq-item"][data-state="open"]')).toHaveCount(0);
  });
});

test.describe("/contact-us", () => {
  async function fillValid(page: Page) {
    await page.getByRole("textbox", { name: /^First name/ }).fill("Ada");
    await page.getByRole("textbox", { name: /^Last name/ }).fill("Lovelace");
    await page.getByRole("textbox", { name: /^Email/ }).fill("ada@example.com");
    await page.getByRole("combobox", { name: /^Subject/ }).selectOption({ label: "Billing" });
    await page
      .getByRole("textbox", { name: /^Message/ })
      .fill("How do I switch from the monthly plan to the annual one?");
  }

  test("the three channels, response times and the form's fields", async ({ page }) => {
    const errors = watchErrors(page);
    await open(page, "/contact-us", "Contact Us");
    const channels = page.locator('[data-location="contact-channels"]');
    await expect(channels.getByRole("link", { name: "support@ninefold.app" })).toHaveAttribute(
      "href",
      "mailto:support@ninefold.app",
    );
    await expect(channels).toContainText("Mon-Fri, 9AM-6PM EST");
    await expect(channels.getByRole("link", { name: "Visit the Help Center" })).toHaveAttribute(
      "href",
      "/help-center",
    );
    const times = page.getByRole("complementary", { name: "Response times" });
    for (const text of ["24 hours", "24-48 hours", "12-24 hours", "4-8 hours"]) {
      await expect(times).toContainText(text);
    }
    await expect(page.getByRole("textbox", { name: /^Email/ })).toHaveAttribute("type", "email");
    const subject = page.getByRole("combobox", { name: /^Subject/ });
    await expect(subject.locator("option")).toHaveText([
      "Select a topic",
      "General inquiry",
      "Technical support",
      "Billing",
      "Partnership",
      "Feedback",
      "Press",
      "Other",
    ]);
    await expect(
      page.getByRole("checkbox", { name: /product updates and tips/ }),
    ).not.toBeChecked();
    await expect(page.locator('input[name="website"]')).toHaveAttribute("tabindex", "-1");
    expect(errors).toEqual([]);
  });

  test("an empty submit shows each field's error, focuses the first and sends nothing", async ({
    page,
  }) => {
    await open(page, "/contact-us", "Contact Us");
    const sent: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/contact")) sent.push(request.method());
    });
    await page.getByRole("button", { name: "Send Message" }).click();
    const firstName = page.getByRole("textbox", { name: /^First name/ });
    await expect(firstName).toBeFocused();
    await expect(firstName).toHaveAttribute("aria-invalid", "true");
    await expect(firstName).toHaveAccessibleDescription("Please enter your first name.");
    await expect(page.getByRole("textbox", { name: /^Last name/ })).toHaveAccessibleDescription(
      "Please enter your last name.",
    );
    await expect(page.getByRole("textbox", { name: /^Email/ })).toHaveAccessibleDescription(
      "Please enter your email address.",
    );
    await expect(page.getByRole("combobox", { name: /^Subject/ })).toHaveAccessibleDescription(
      "Please select a topic.",
    );
    await expect(page.getByRole("textbox", { name: /^Message/ })).toHaveAccessibleDescription(
      "Please enter your message.",
    );
    await expect(page.getByText("5 fields need your attention.")).toBeAttached();

    // A bad email alone: focus moves to it, the other errors clear as fields are corrected.
    await fillValid(page);
    await page.getByRole("textbox", { name: /^Email/ }).fill("ada@");
    await expect(firstName).not.toHaveAttribute("aria-invalid");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("textbox", { name: /^Email/ })).toBeFocused();
    await expect(
      page.getByText("Please enter a valid email address, like name@example.com."),
    ).toBeVisible();
    await page.waitForTimeout(300);
    expect(sent).toEqual([]);
  });

  test("every outcome of a send ends in a toast: 201, 400, 429, network failure", async ({
    page,
  }) => {
    await open(page, "/contact-us", "Contact Us");
    const bodies: unknown[] = [];
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const answers = [
      async () => {
        await held;
        return {
          status: 201,
          body: { message: "Thanks, Ada. Your message has reached our team." },
        };
      },
      async () => ({
        status: 400,
        body: { error: "Your message can be at most 5000 characters.", code: "bad_request" },
      }),
      async () => ({
        status: 429,
        body: {
          error: "Too many submissions from your connection. Please try again in 42 minutes.",
          code: "rate_limited",
        },
      }),
    ];
    await page.route("**/api/contact", async (route) => {
      bodies.push(route.request().postDataJSON());
      const answer = answers[bodies.length - 1];
      if (!answer) return route.abort("internetdisconnected");
      const { status, body } = await answer();
      return route.fulfill({ status, contentType: "application/json", body: JSON.stringify(body) });
    });
    const send = page.getByRole("button", { name: /Send Message|Sending/ });

    // 201: 'Sending...' while busy, then the server's message, and the form resets.
    await fillValid(page);
    await page.getByRole("checkbox", { name: /product updates and tips/ }).check();
    await send.click();
    await expect(send).toHaveText("Sending...");
    await expect(send).toBeDisabled();
    release();
    await expect(toasts(page)).toContainText("Message sent");
    await expect(toasts(page)).toContainText("Thanks, Ada. Your message has reached our team.");
    await expect(toasts(page)).not.toHaveAttribute("data-variant", "destructive");
    await expect(send).toHaveText("Send Message");
    await expect(send).toBeEnabled();
    await expect(page.getByRole("textbox", { name: /^First name/ })).toHaveValue("");
    await expect(page.getByRole("combobox", { name: /^Subject/ })).toHaveValue("");
    expect(bodies[0]).toEqual({
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      subject: "billing",
      message: "How do I switch from the monthly plan to the annual one?",
      updates: true,
      website: "",
    });

    // 400: the server's error, destructive; what was typed stays.
    await fillValid(page);
    await send.click();
    await expect(toasts(page)).toContainText("Message not sent");
    await expect(toasts(page)).toContainText("Your message can be at most 5000 characters.");
    await expect(toasts(page)).toHaveAttribute("data-variant", "destructive");
    await expect(page.getByRole("textbox", { name: /^First name/ })).toHaveValue("Ada");

    // 429: the server's retry message.
    await send.click();
    await expect(toasts(page)).toContainText("Please try again in 42 minutes.");
    await expect(toasts(page)).toHaveAttribute("data-variant", "destructive");
    await expect(page.getByRole("textbox", { name: /^Message/ })).toHaveValue(
      "How do I switch from the monthly plan to the annual one?",
    );

    // The network fails: a useful message, and the form keeps its values.
    await send.click();
    await expect(toasts(page)).toContainText("We couldn't reach Ninefold");
    await expect(toasts(page)).toHaveAttribute("data-variant", "destructive");
    await expect(page.getByRole("textbox", { name: /^Email/ })).toHaveValue("ada@example.com");
    await expect(send).toBeEnabled();
    expect(bodies).toHaveLength(4);
  });
});

test("/contact-us: a valid message reaches the real POST /api/contact and the form resets", async ({
  page,
}) => {
  await open(page, "/contact-us", "Contact Us");
  // A fresh address each run: the server limits submissions per address per hour.
  const email = `e2e-${Date.now()}@example.com`;
  await page.getByRole("textbox", { name: /^First name/ }).fill("Grace");
  await page.getByRole("textbox", { name: /^Last name/ }).fill("Hopper");
  await page.getByRole("textbox", { name: /^Email/ }).fill(email);
  await page.getByRole("combobox", { name: /^Subject/ }).selectOption("support");
  await page
    .getByRole("textbox", { name: /^Message/ })
    .fill("The market analysis export won't open.");
  const [response] = await Promise.all([
    page.waitForResponse((res) => res.url().endsWith("/api/contact")),
    page.getByRole("button", { name: "Send Message" }).click(),
  ]);
  expect(response.status()).toBe(201);
  const { message } = (await response.json()) as { message: string };
  expect(message).toContain(`we'll reply to ${email} within 12-24 hours`);
  await expect(toasts(page)).toContainText("Message sent");
  await expect(toasts(page)).toContainText(message);
  await expect(page.getByRole("textbox", { name: /^Email/ })).toHaveValue("");
});
