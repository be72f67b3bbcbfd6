import { readFile } from "node:fs/promises";
import { expect, type Locator, type Page, type Route, test } from "@playwright/test";
import type { IdeaGenerationResult } from "../src/modules/idea-generation/schema";
import { sampleResult } from "../src/modules/idea-generation/ui/test-fixtures";
import { BUSINESS_MODELS, IDEA_INDUSTRIES } from "../src/shared/options";
import { docxParts, downloadFrom, pdfPages, signIn } from "./export-checks";

/**
 * The free idea generator (spec §2 'Idea generator tool', §3, §4, §5, §8; GUIDE §2): every state,
 * every toast text, the request body, Regenerate's variant, the saved idea and the register CTA.
 * Happy paths run against the real server's offline engine; failures are produced by
 * intercepting POST /api/generate-ideas.
 */

const PATH = "/tools/idea-generation-tool";
const API = "**/api/generate-ideas";

/** Console errors, except the visitor's 401 from /api/auth/user and failures we provoke. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    if (/Failed to load resource/.test(message.text())) return;
    errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

function toastArea(page: Page): Locator {
  return page.getByRole("region", { name: "Notifications (F8)" });
}

function generateButton(page: Page): Locator {
  return page.getByRole("button", { name: /^(Generate Ideas|Generating Ideas\.\.\.)$/ });
}

async function fillProfile(page: Page): Promise<void> {
  await page.getByLabel("Your interests").fill("dogs, hiking, local food");
  await page.getByLabel("Your skills").fill("python, marketing");
}

/** Holds every request to the endpoint until `release()`; `requests` are their bodies. */
function gate(page: Page, answer: (route: Route) => Promise<void>) {
  let open: () => void = () => {};
  let opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  const requests: Record<string, unknown>[] = [];
  const ready = page.route(API, async (route) => {
    requests.push(route.request().postDataJSON() as Record<string, unknown>);
    await opened;
    await answer(route);
  });
  return {
    ready,
    requests,
    release: () => {
      open();
      opened = Promise.resolve();
    },
    rearm: () => {
      opened = new Promise<void>((resolve) => {
        open = resolve;
      });
    },
  };
}

const json = (status: number, body: unknown) => (route: Route) =>
  route.fulfill({ status, contentType: "application/json", body: JSON.stringify(body) });

test.describe("idea generator: the form (spec §2, §3, §5, §9)", () => {
  test("FREE VERSION, 'Tell Us About You' with every option list; Generate needs interests and skills", async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.goto(PATH);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Startup Idea Generator");
    await expect(page.getByText("FREE VERSION", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Tell Us About You" })).toBeVisible();
    await expect(page.getByTestId("ideas-empty")).toBeVisible();

    const industry = page.getByLabel("Industry");
    await expect(industry.locator("option")).toHaveText(["Any industry", ...IDEA_INDUSTRIES]);
    await expect(page.getByLabel("Budget").locator("option")).toHaveCount(6);
    await expect(page.getByLabel("Budget").locator("option[value]")).toHaveText([
      "Select your budget",
      "Under $10,000",
      "$10,000 – $50,000",
      "$50,000 – $100,000",
      "$100,000 – $500,000",
      "Over $500,000",
    ]);
    const time = page.getByLabel("Time commitment").locator("option");
    await expect(time).toContainText([
      "Part-time (10-20 hours/week)",
      "Full-time (40+ hours/week)",
    ]);
    await expect(time).toHaveCount(5);
    const models = page.getByRole("group", { name: "Business models" }).getByRole("checkbox");
    await expect(models).toHaveCount(BUSINESS_MODELS.length);
    for (const model of BUSINESS_MODELS) {
      await expect(page.getByRole("checkbox", { name: model, exact: true })).toBeVisible();
    }

    // Spec §4: Location only for offline or hybrid.
    const businessType = page.getByLabel("Business type");
    const location = page.getByLabel("Location");
    await expect(location).toHaveCount(0);
    await businessType.selectOption("online");
    await expect(location).toHaveCount(0);
    await businessType.selectOption("offline");
    await expect(location.locator("option")).toHaveText([
      "Select a location",
      "Urban",
      "Suburban",
      "Rural",
      "Neighborhood",
      "Mobile",
      "Home-based",
    ]);
    await businessType.selectOption("hybrid");
    await expect(location).toBeVisible();
    await businessType.selectOption("no-preference");
    await expect(location).toHaveCount(0);

    // Spec §5: disabled while interests or skills is empty (spaces count as empty).
    const generate = generateButton(page);
    await expect(generate).toBeDisabled();
    await page.getByLabel("Your interests").fill("dogs");
    await expect(generate).toBeDisabled();
    await page.getByLabel("Your skills").fill("   ");
    await expect(generate).toBeDisabled();
    await page.getByLabel("Your skills").fill("python");
    await expect(generate).toBeEnabled();
    await page.getByLabel("Your interests").fill("");
    await expect(generate).toBeDisabled();
    await expect(page.getByText("Fill in your interests and your skills")).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe("idea generator: states and the request (spec §4, §7)", () => {
  test("empty → loading ('Generating Ideas...', disabled) → results from the real engine, with the success toast", async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const held = gate(page, (route) => route.continue());
    await held.ready;
    await page.goto(PATH);
    await fillProfile(page);
    await page.getByRole("checkbox", { name: "SaaS", exact: true }).check();
    await page.getByRole("checkbox", { name: "Local Services", exact: true }).check();
    await page.getByLabel("Budget").selectOption("under-10k");
    await page.getByLabel("Time commitment").selectOption("evenings");
    await page.getByLabel("Business type").selectOption("hybrid");
    await page.getByLabel("Location").selectOption("urban");
    await generateButton(page).click();

    await expect(generateButton(page)).toHaveText("Generating Ideas...");
    await expect(generateButton(page)).toBeDisabled();
    await expect(page.getByTestId("ideas-loading")).toContainText("Generating Ideas...");
    await expect(page.getByTestId("ideas-empty")).toHaveCount(0);
    expect(held.requests).toEqual([
      {
        interests: "dogs, hiking, local food",
        skills: "python, marketing",
        industry: "",
        budget: "under-10k",
        timeCommitment: "evenings",
        businessModel: ["SaaS", "Local Services"],
        businessType: "hybrid",
        location: "urban",
        experience: "",
        targetMarket: "",
        challenges: "",
        variant: 0,
      },
    ]);
    const response = page.waitForResponse(API);
    held.release();
    const body = (await (await response).json()) as IdeaGenerationResult;

    const cards = page.getByTestId("idea-card");
    await expect(cards).toHaveCount(body.ideas.length);
    await expect(generateButton(page)).toHaveText("Generate Ideas");
    await expect(generateButton(page)).toBeEnabled();
    const toast = toastArea(page).getByRole("listitem");
    await expect(toast).toContainText("Ideas Generated Successfully!");
    await expect(toast).toContainText(
      `Generated ${body.ideas.length} personalized startup ideas using AI based on your profile.`,
    );
    await expect(toast).not.toHaveAttribute("data-variant", "destructive");

    // Each card: spec §3's fields, the rubric, numbered next steps, and the provenance.
    for (const [index, idea] of body.ideas.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(idea.title);
      await expect(card).toContainText(idea.category);
      await expect(card.getByTestId("difficulty-badge")).toContainText(idea.difficulty);
      await expect(card.getByTestId("idea-score")).toHaveText(`${idea.score}/10`);
      await expect(card.getByTestId("score-part")).toHaveCount(idea.scoreBreakdown.length);
      await expect(card.getByTestId("score-part").first()).toContainText(
        idea.scoreBreakdown[0]?.label ?? "",
      );
      await expect(card).toContainText(idea.description);
      await expect(card).toContainText(idea.marketSize);
      await expect(card).toContainText(idea.timeToMarket);
      await expect(card.locator("ol > li")).toHaveText(idea.nextSteps);
      for (const skill of idea.requiredSkills) await expect(card).toContainText(skill);
      for (const benefit of idea.keyBenefits) await expect(card).toContainText(benefit);
      const provenance = card.locator("details");
      await expect(provenance.locator("summary")).toContainText("Where these figures come from");
      await provenance.locator("summary").click();
      await expect(provenance).toContainText(body.dataSource);
      await expect(provenance.locator("tbody tr")).toHaveCount(idea.assumptions.length);
    }
    // Difficulty colours: Low green, Medium yellow, High red (spec §9).
    const colours = { Low: "bg-green-100", Medium: "bg-yellow-100", High: "bg-red-100" };
    for (const [index, idea] of body.ideas.entries()) {
      await expect(cards.nth(index).getByTestId("difficulty-badge")).toHaveClass(
        new RegExp(colours[idea.difficulty]),
      );
    }

    // The results end with the register call to action (spec §2).
    const cta = page.locator('[data-location="idea-register-cta"]');
    await expect(cta.getByRole("link", { name: "Start Your Free Trial" })).toHaveAttribute(
      "href",
      "/api/login",
    );
    await expect(cta).toContainText("7-day free trial • No credit card required");
    expect(errors).toEqual([]);
  });

  test("Regenerate repeats the request with the next variant, disabled while loading", async ({
    page,
  }) => {
    const held = gate(page, json(200, sampleResult()));
    await held.ready;
    await page.goto(PATH);
    await fillProfile(page);
    held.release();
    await generateButton(page).click();
    await expect(page.getByTestId("idea-card")).toHaveCount(3);

    const regenerate = page.getByRole("button", { name: "Regenerate" });
    held.rearm();
    await regenerate.click();
    await expect(regenerate).toBeDisabled();
    await expect(generateButton(page)).toBeDisabled();
    await expect(page.getByTestId("ideas-regenerating")).toHaveText("Generating Ideas...");
    // The current ideas stay on screen while the next set loads.
    await expect(page.getByTestId("idea-card")).toHaveCount(3);
    held.release();
    await expect(regenerate).toBeEnabled();
    await regenerate.click();
    await expect(regenerate).toBeEnabled();
    await expect.poll(() => held.requests.length).toBe(3);
    expect(held.requests.map((body) => body.variant)).toEqual([0, 1, 2]);
    const { variant: _0, ...first } = held.requests[0] ?? {};
    const { variant: _2, ...third } = held.requests[2] ?? {};
    expect(third).toEqual(first);
  });

  test("'Develop This Idea Further' saves selectedStartupIdea and opens the market analysis tool", async ({
    page,
  }) => {
    const result = sampleResult();
    const clicks: string[] = [];
    await page.route("**/api/events", async (route) => {
      const { events } = route.request().postDataJSON() as {
        events: { type: string; label?: string }[];
      };
      for (const event of events) if (event.type === "click") clicks.push(event.label ?? "");
      await route.fulfill({ status: 204 });
    });
    await page.route(API, json(200, result));
    await page.goto(PATH);
    await fillProfile(page);
    await generateButton(page).click();
    const second = page.getByTestId("idea-card").nth(1);
    await second.getByRole("button", { name: "Develop This Idea Further" }).click();
    await expect(page).toHaveURL(/\/tools\/market-analysis-tool$/);
    const stored = await page.evaluate(() => localStorage.getItem("selectedStartupIdea"));
    const idea = result.ideas[1];
    expect(JSON.parse(stored ?? "null")).toEqual({
      title: idea?.title,
      description: idea?.description,
      category: idea?.category,
      marketSize: idea?.marketSize,
      targetMarket: idea?.targetMarket,
    });
    // Spec §2: every button sends a click event labelled 'name - location'.
    await expect
      .poll(() => clicks)
      .toEqual(
        expect.arrayContaining([
          "Generate Ideas - idea-form",
          "Develop This Idea Further - idea-results",
        ]),
      );
  });
});

test.describe("idea generator: failures (spec §8)", () => {
  const cases: { name: string; answer: (route: Route) => Promise<void>; message: string }[] = [
    {
      name: "a 500 with an empty body",
      answer: (route) => route.fulfill({ status: 500, body: "" }),
      message: "HTTP error! status: 500",
    },
    {
      name: "a 502 with an HTML body",
      answer: (route) =>
        route.fulfill({ status: 502, contentType: "text/html", body: "<h1>Bad gateway</h1>" }),
      message: "HTTP error! status: 502",
    },
    {
      name: "a 429 with the server's error field",
      answer: json(429, { error: "Too many requests: try again in a minute.", code: "RATE" }),
      message: "Too many requests: try again in a minute.",
    },
    {
      name: "a 200 with an error field",
      answer: json(200, { error: "The engine is down", ideas: [] }),
      message: "Invalid response format",
    },
    {
      name: "a 200 without an ideas array",
      answer: json(200, { ideas: "none" }),
      message: "Invalid response format",
    },
    {
      name: "a 200 that is not JSON",
      answer: (route) => route.fulfill({ status: 200, contentType: "text/plain", body: "{oops" }),
      message: "Invalid response format",
    },
    {
      name: "a network failure",
      answer: (route) => route.abort("failed"),
      message: "Unable to generate ideas. Please try again.",
    },
  ];

  for (const { name, answer, message } of cases) {
    test(`${name} → 'Generation Failed' / '${message}', back to the empty state`, async ({
      page,
    }) => {
      await page.route(API, answer);
      await page.goto(PATH);
      await fillProfile(page);
      await generateButton(page).click();
      const toast = toastArea(page).getByRole("listitem");
      await expect(toast).toHaveAttribute("data-variant", "destructive");
      await expect(toast).toContainText("Generation Failed");
      await expect(toast).toContainText(message);
      await expect(page.getByTestId("ideas-empty")).toBeVisible();
      await expect(generateButton(page)).toBeEnabled();
      await expect(page.getByLabel("Your interests")).toHaveValue("dogs, hiking, local food");
    });
  }

  test("a failed Regenerate keeps the ideas already on screen", async ({ page }) => {
    let fail = false;
    await page.route(API, (route) =>
      fail ? route.fulfill({ status: 503, body: "" }) : json(200, sampleResult())(route),
    );
    await page.goto(PATH);
    await fillProfile(page);
    await generateButton(page).click();
    await expect(page.getByTestId("idea-card")).toHaveCount(3);
    fail = true;
    await page.getByRole("button", { name: "Regenerate" }).click();
    await expect(toastArea(page).getByRole("listitem")).toContainText("HTTP error! status: 503");
    await expect(page.getByTestId("idea-card")).toHaveCount(3);
    await expect(page.getByRole("button", { name: "Regenerate" })).toBeEnabled();
  });
});

test.describe("idea generator: keyboard and small screens", () => {
  test("keyboard only: fill, tab to Generate Ideas, Enter; focus lands on the results", async ({
    page,
  }) => {
    await page.route(API, json(200, sampleResult()));
    await page.goto(PATH);
    await page.getByLabel("Your interests").focus();
    await page.keyboard.type("dogs");
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Your skills")).toBeFocused();
    await page.keyboard.type("python");
    const generate = generateButton(page);
    for (let i = 0; i < 40; i += 1) {
      if (await generate.evaluate((el) => el === document.activeElement)) break;
      await page.keyboard.press("Tab");
    }
    await expect(generate).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Your Startup Ideas" })).toBeFocused();
  });

  test("at 360 px the form and the results fit without sideways scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.route(API, json(200, sampleResult()));
    await page.goto(PATH);
    await fillProfile(page);
    await page.getByLabel("Business type").selectOption("offline");
    await generateButton(page).click();
    await expect(page.getByTestId("idea-card")).toHaveCount(3);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
  });
});

test.describe("idea generator exports for signed-in founders (issue 5)", () => {
  test("signed out: no export buttons", async ({ page }) => {
    await page.route(API, json(200, sampleResult()));
    await page.goto(PATH);
    await fillProfile(page);
    await generateButton(page).click();
    await expect(page.getByTestId("idea-card")).toHaveCount(3);
    for (const name of ["Export Markdown", "Export PDF", "Export Word"]) {
      await expect(page.getByRole("button", { name })).toHaveCount(0);
    }
  });

  test("Markdown, PDF and Word as startup-ideas-{date}, with every idea, numbered steps and the rubric table", async ({
    page,
  }) => {
    await signIn(page);
    await page.route(API, json(200, sampleResult()));
    await page.goto(PATH);
    await fillProfile(page);
    await generateButton(page).click();
    await expect(page.getByTestId("idea-card")).toHaveCount(3);
    const today = await page.evaluate(() => {
      const d = new Date();
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
    });
    const idea = sampleResult().ideas[0]!;

    const markdown = await downloadFrom(page, "Export Markdown");
    expect(markdown.suggestedFilename()).toBe(`startup-ideas-${today}.md`);
    const text = await readFile(await markdown.path(), "utf8");
    expect(text.startsWith("# Startup Ideas\n")).toBe(true);
    expect(text).toContain(`## Idea 1: ${idea.title}`);
    expect(text).toContain(`1. ${idea.nextSteps[0]}\n2. ${idea.nextSteps[1]}`);
    expect(text).toContain("| Criterion | Points | Why |");
    await expect(toastArea(page).getByText("Ideas Exported")).toBeVisible();

    const pdf = await downloadFrom(page, "Export PDF");
    expect(pdf.suggestedFilename()).toBe(`startup-ideas-${today}.pdf`);
    const pages = await pdfPages(pdf);
    expect(pages[0]).toContain(`Page 1 of ${pages.length}`);
    const all = pages.join("\n");
    expect(all).toContain("Startup Ideas");
    expect(all).toContain(`Idea 3: ${idea.title}`);
    expect(all).toMatch(new RegExp(`2\\.\\s*${idea.nextSteps[1]}`));
    expect(all).toContain("Skill fit");

    const word = await downloadFrom(page, "Export Word");
    expect(word.suggestedFilename()).toBe(`startup-ideas-${today}.docx`);
    const { document, footer } = await docxParts(word);
    expect(document).toContain(`Idea 2: ${idea.title}`);
    expect(document).toContain("<w:numPr>");
    expect(document).toContain("<w:tbl>");
    expect(document).toContain("Market growth");
    expect(footer).toContain("NUMPAGES");
  });
});
