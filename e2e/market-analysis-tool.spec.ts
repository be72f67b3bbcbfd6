import { readFile } from "node:fs/promises";
import { expect, type Page, type Route, test } from "@playwright/test";
import { MARKET_ANALYSIS_STORAGE_KEY } from "../src/modules/market-analysis/schema";
import { FIXTURE_RESULT, FIXTURE_WARNING } from "../src/modules/market-analysis/ui/test-fixture";
import {
  GEOGRAPHIC_SCOPES,
  MARKET_BUSINESS_TYPES,
  MARKET_INDUSTRIES,
  RESEARCH_GOALS,
} from "../src/shared/options";
import { chunkOf } from "./chunks";
import { docxParts, downloadFrom, pdfPages, signIn } from "./export-checks";

/**
 * The market analysis tool (spec §2, §3, §4, §5, §7, §8, §9; issue 5): the form, the states, the
 * toasts, the storage keys and the Markdown export. Failures are produced by intercepting
 * POST /api/market-analysis; one run goes through the real server and its offline engine.
 */

const PATH = "/tools/market-analysis-tool";
const API = "**/api/market-analysis";
const PLACEHOLDER_TEXT =
  'Fill out the form and click "Analyze Market" to get your comprehensive market intelligence report.';
const CARD_TITLES = [
  "Market Overview",
  "Market Size Analysis",
  "Target Audience",
  "Competitive Landscape",
  "Market Trends",
  "Opportunities",
  "Threats",
  "Recommended Strategy",
  "Pricing Analysis",
  "Market Entry Strategy",
  "Key Metrics to Track",
  "Recommended Next Steps",
  "Data Source",
];
const SAVED_IDEA = {
  title: "GroomBook",
  description: "Booking, deposits and reminders for independent dog groomers.",
  category: "Technology",
  marketSize: "$1.8B",
  targetMarket: "Independent dog groomers in US suburbs",
};

/** Console errors, except failed resource loads (the 401 of /api/auth/user, our forced errors). */
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

const submitButton = (page: Page) =>
  page.getByRole("button", { name: /Analyze Market|Analyzing Market/ });
const toastItem = (page: Page, title: string) =>
  page.getByRole("listitem").filter({ hasText: title });
const results = (page: Page) => page.locator('section[aria-labelledby="market-results-title"]');

async function fillRequired(page: Page, industry = "Technology") {
  await page.getByRole("textbox", { name: "Business idea" }).fill("A booking app for dog groomers");
  await page.getByRole("combobox", { name: "Industry" }).selectOption(industry);
  await page.getByRole("textbox", { name: "Target market" }).fill("Independent dog groomers");
}

/** Answers the analysis call with the fixture, recording the request body. */
async function serveFixture(page: Page, bodies: unknown[] = []) {
  await page.route(API, async (route: Route) => {
    bodies.push(route.request().postDataJSON());
    await route.fulfill({ json: { analysis: FIXTURE_RESULT } });
  });
  return bodies;
}

test.describe("market analysis tool", () => {
  test("idle: badge, form of spec §3 with the required fields marked, and the placeholder", async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const response = await page.goto(PATH);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Market Analysis");
    await expect(page.getByText("FREE VERSION", { exact: true })).toBeVisible();

    for (const name of ["Business idea", "Target market"]) {
      const input = page.getByRole("textbox", { name });
      await expect(input).toHaveAttribute("required", "");
    }
    const industry = page.getByRole("combobox", { name: "Industry" });
    await expect(industry).toHaveAttribute("required", "");
    for (const label of ["Business idea", "Industry", "Target market"]) {
      await expect(
        page.locator("label").filter({ hasText: new RegExp(`^${label}\\*$`) }),
      ).toHaveCount(1);
    }
    for (const label of [
      "Business type",
      "Geographic scope",
      "Unique value proposition",
      "Known competitors",
    ]) {
      await expect(page.locator("label").filter({ hasText: new RegExp(`^${label}$`) })).toHaveCount(
        1,
      );
    }

    await expect(industry.locator("option")).toHaveText([
      "Select an industry",
      ...MARKET_INDUSTRIES,
    ]);
    await expect(industry).toHaveValue("");
    const businessType = page.getByRole("combobox", { name: "Business type" });
    await expect(businessType.locator("option")).toHaveText(
      MARKET_BUSINESS_TYPES.map((t) => t.label),
    );
    await expect(businessType).toHaveValue("digital");
    const scope = page.getByRole("combobox", { name: "Geographic scope" });
    await expect(scope.locator("option")).toHaveText([...GEOGRAPHIC_SCOPES]);
    await expect(scope).toHaveValue("United States");

    const goals = page.getByRole("group", { name: "Research goals" }).getByRole("checkbox");
    await expect(goals).toHaveCount(RESEARCH_GOALS.length);
    for (const goal of RESEARCH_GOALS) {
      await expect(page.getByRole("checkbox", { name: goal, exact: true })).not.toBeChecked();
    }
    await expect(page.getByRole("textbox", { name: "Unique value proposition" })).toHaveAttribute(
      "rows",
      "3",
    );
    await expect(page.getByRole("textbox", { name: "Known competitors" })).toHaveAttribute(
      "rows",
      "3",
    );

    await expect(submitButton(page)).toHaveText("Analyze Market");
    await expect(submitButton(page)).toBeEnabled();
    await expect(page.getByRole("heading", { name: "Ready for Analysis" })).toBeVisible();
    await expect(page.getByText(PLACEHOLDER_TEXT, { exact: true })).toBeVisible();
    await expect(page.getByText("Cross-Referenced Data")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Export Analysis" })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("a blank submit shows the errors, focuses the first field and sends nothing", async ({
    page,
  }) => {
    let calls = 0;
    await page.route(API, (route) => {
      calls += 1;
      return route.abort();
    });
    await page.goto(PATH);
    await submitButton(page).click();
    const idea = page.getByRole("textbox", { name: "Business idea" });
    await expect(idea).toBeFocused();
    await expect(idea).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Describe your business idea.")).toBeVisible();
    await expect(page.getByText("Choose the industry you are entering.")).toBeVisible();
    await expect(page.getByText("Say who you are selling to.")).toBeVisible();
    await expect(page.getByText("3 fields need your attention.")).toBeAttached();
    await idea.fill("A booking app");
    await expect(page.getByText("Describe your business idea.")).toHaveCount(0);
    expect(calls).toBe(0);
  });

  test("through the real server: submitting, the twelve cards, storage, toast and click event", async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const events: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/events") && request.method() === "POST") {
        events.push(request.postData() ?? "");
      }
    });
    let sent: Record<string, unknown> | undefined;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(API, async (route) => {
      sent = route.request().postDataJSON() as Record<string, unknown>;
      await held;
      await route.continue();
    });
    await page.goto(PATH);
    await fillRequired(page);
    await page.getByRole("combobox", { name: "Business type" }).selectOption("hybrid");
    await page.getByRole("combobox", { name: "Geographic scope" }).selectOption("Europe");
    await page.getByRole("checkbox", { name: "Pricing Strategy" }).check();
    await page.getByRole("checkbox", { name: "Competitive Analysis" }).check();
    await page.getByRole("textbox", { name: "Known competitors" }).fill("MoeGo, Gingr");
    await submitButton(page).click();

    await expect(submitButton(page)).toHaveText("Analyzing Market...");
    await expect(submitButton(page)).toBeDisabled();
    // The busy state shows before the request reaches the route: wait for it.
    await expect
      .poll(() => sent)
      .toEqual({
        businessIdea: "A booking app for dog groomers",
        industry: "Technology",
        businessType: "hybrid",
        targetMarket: "Independent dog groomers",
        geographicScope: "Europe",
        uniqueValueProposition: "",
        researchGoals: ["Competitive Analysis", "Pricing Strategy"],
        competitorAnalysis: "MoeGo, Gingr",
        marketSize: "",
        currentStage: "idea-validation",
        previousData: "",
      });
    const responsePromise = page.waitForResponse(API);
    release();
    const body = (await (await responsePromise).json()) as { analysis: Record<string, unknown> };

    const toast = toastItem(page, "Analysis Complete");
    await expect(toast).toContainText(
      "Your comprehensive market analysis has been generated successfully.",
    );
    await expect(submitButton(page)).toHaveText("Analyze Market");
    await expect(submitButton(page)).toBeEnabled();
    await expect(page.getByRole("heading", { name: "Ready for Analysis" })).toHaveCount(0);
    await expect(results(page).locator("h3")).toHaveText(CARD_TITLES);
    await expect(results(page).getByText("Where these numbers come from")).toBeVisible();

    const stored = await page.evaluate(
      (key) => localStorage.getItem(key),
      MARKET_ANALYSIS_STORAGE_KEY,
    );
    expect(JSON.parse(stored ?? "null")).toEqual(body.analysis);
    await expect
      .poll(() => events.join("\n"), { timeout: 5000 })
      .toContain('"label":"Analyze Market - market-analysis-tool"');
    expect(errors).toEqual([]);
  });

  test("the result view: paragraphs, numbered lists, sizing bars, warning and provenance", async ({
    page,
  }) => {
    await serveFixture(page);
    await page.goto(PATH);
    await fillRequired(page);
    await submitButton(page).click();
    await expect(page.getByRole("button", { name: "Export Analysis" })).toBeVisible();

    const card = (title: string) => results(page).locator(`[data-card="${title}"]`);
    await expect(card("Market Overview").locator("p")).toHaveText(
      FIXTURE_RESULT.marketOverview.split("\n\n"),
    );
    await expect(card("Competitive Landscape").locator("p")).toHaveCount(2);
    const cardList = (title: string) => card(title).locator("ol > li");
    await expect(cardList("Opportunities")).toHaveText(FIXTURE_RESULT.opportunities);
    await expect(cardList("Threats")).toHaveText(FIXTURE_RESULT.threats);
    await expect(cardList("Market Entry Strategy")).toHaveText(FIXTURE_RESULT.marketEntry);
    await expect(cardList("Key Metrics to Track")).toHaveText(FIXTURE_RESULT.keyMetrics);
    await expect(cardList("Recommended Next Steps")).toHaveText(FIXTURE_RESULT.nextSteps);

    // Opportunities and Threats side by side on a desktop, once the layout has settled (the
    // web font and lazily loaded parts can still move the cards for a moment).
    const sideBySide = async () => {
      const opportunities = await results(page)
        .getByRole("heading", { name: "Opportunities" })
        .boundingBox();
      const threats = await results(page).getByRole("heading", { name: "Threats" }).boundingBox();
      return (
        opportunities !== null &&
        threats !== null &&
        Math.abs(opportunities.y - threats.y) < 2 &&
        threats.x > opportunities.x
      );
    };
    await expect.poll(sideBySide).toBe(true);

    const topDown = results(page)
      .getByRole("list", { name: "Top-down sizing" })
      .getByRole("listitem");
    await expect(topDown).toHaveText(["TAM$1.8B", "SAM$450.0M", "SOM$2.3M"]);
    const bottomUp = results(page)
      .getByRole("list", { name: "Bottom-up sizing" })
      .getByRole("listitem");
    await expect(bottomUp).toHaveText(["TAM$400.0M", "SAM$100.0M", "SOM$500,000"]);
    // The warning is shown once, as a note, not repeated in the text.
    await expect(results(page).getByRole("note")).toContainText(FIXTURE_WARNING);
    await expect(results(page).getByText(FIXTURE_WARNING)).toHaveCount(1);
    await expect(results(page).getByText("Built on: Saved idea: GroomBook")).toBeVisible();

    await results(page).getByText("Where these numbers come from").click();
    await expect(
      results(page).getByRole("link", { name: /Gartner, IT Spending Forecast 2024/ }),
    ).toHaveAttribute("href", "https://www.gartner.com/en/newsroom");
    await expect(
      results(page).getByRole("cell", { name: "Your input (targetMarket)" }),
    ).toBeVisible();
  });

  const failures: [string, (route: Route) => Promise<void>][] = [
    ["a server error", (route) => route.fulfill({ status: 500, json: { error: "Engine down" } })],
    ["a rate limit", (route) => route.fulfill({ status: 429, body: "" })],
    ["a body that is not JSON", (route) => route.fulfill({ status: 200, body: "<html>oops" })],
    ["a body without analysis", (route) => route.fulfill({ json: { result: FIXTURE_RESULT } })],
    [
      "an analysis of the wrong shape",
      (route) => route.fulfill({ json: { analysis: { ...FIXTURE_RESULT, threats: "none" } } }),
    ],
    ["a network failure", (route) => route.abort("internetdisconnected")],
  ];
  for (const [name, answer] of failures) {
    test(`${name} gives the 'Analysis Failed' toast and goes back to idle`, async ({ page }) => {
      const errors = watchErrors(page);
      await page.route(API, answer);
      await page.goto(PATH);
      await fillRequired(page);
      await submitButton(page).click();
      const toast = toastItem(page, "Analysis Failed");
      await expect(toast).toContainText("Failed to generate market analysis. Please try again.");
      await expect(submitButton(page)).toHaveText("Analyze Market");
      await expect(submitButton(page)).toBeEnabled();
      await expect(page.getByRole("heading", { name: "Ready for Analysis" })).toBeVisible();
      await expect(page.getByRole("textbox", { name: "Business idea" })).toHaveValue(
        "A booking app for dog groomers",
      );
      const stored = await page.evaluate(
        (key) => localStorage.getItem(key),
        MARKET_ANALYSIS_STORAGE_KEY,
      );
      expect(stored).toBeNull();
      expect(errors).toEqual([]);
    });
  }

  test("a failure after a result keeps the result on screen", async ({ page }) => {
    let fail = false;
    await page.route(API, (route) =>
      fail
        ? route.fulfill({ status: 500, body: "" })
        : route.fulfill({ json: { analysis: FIXTURE_RESULT } }),
    );
    await page.goto(PATH);
    await fillRequired(page);
    await submitButton(page).click();
    await expect(toastItem(page, "Analysis Complete")).toBeVisible();
    fail = true;
    await submitButton(page).click();
    await expect(toastItem(page, "Analysis Failed")).toBeVisible();
    await expect(results(page).locator("h3").first()).toHaveText("Market Overview");
  });

  test("a saved idea prefills the form, shows the banner and travels as previousData", async ({
    page,
  }) => {
    await page.addInitScript((idea) => {
      localStorage.setItem("selectedStartupIdea", JSON.stringify(idea));
    }, SAVED_IDEA);
    const bodies = await serveFixture(page);
    await page.goto(PATH);
    const banner = page.getByRole("complementary", { name: "Cross-Referenced Data" });
    await expect(banner).toContainText(SAVED_IDEA.title);
    await expect(page.getByRole("textbox", { name: "Business idea" })).toHaveValue(
      `${SAVED_IDEA.title}: ${SAVED_IDEA.description}`,
    );
    await expect(page.getByRole("combobox", { name: "Industry" })).toHaveValue("Technology");
    await expect(page.getByRole("textbox", { name: "Target market" })).toHaveValue(
      SAVED_IDEA.targetMarket,
    );
    await submitButton(page).click();
    await expect(toastItem(page, "Analysis Complete")).toBeVisible();
    const body = bodies[0] as Record<string, string>;
    expect(JSON.parse(body.previousData ?? "")).toEqual(SAVED_IDEA);
    expect(body.currentStage).toBe("idea-validation");
  });

  test("a saved idea outside the twenty industries prefills all but the industry", async ({
    page,
  }) => {
    await page.addInitScript((idea) => {
      localStorage.setItem(
        "selectedStartupIdea",
        JSON.stringify({ ...idea, category: "Consulting" }),
      );
    }, SAVED_IDEA);
    await page.goto(PATH);
    await expect(page.getByText("Cross-Referenced Data")).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Industry" })).toHaveValue("");
  });

  for (const [name, raw] of [
    ["not JSON", "{oops"],
    ["without a title", JSON.stringify({ description: "x" })],
  ] as const) {
    test(`a saved idea that is ${name} is ignored`, async ({ page }) => {
      const errors = watchErrors(page);
      await page.addInitScript((value) => localStorage.setItem("selectedStartupIdea", value), raw);
      const bodies = await serveFixture(page);
      await page.goto(PATH);
      await expect(page.getByRole("heading", { name: "Ready for Analysis" })).toBeVisible();
      await expect(page.getByText("Cross-Referenced Data")).toHaveCount(0);
      await expect(page.getByRole("textbox", { name: "Business idea" })).toHaveValue("");
      await fillRequired(page);
      await submitButton(page).click();
      await expect(toastItem(page, "Analysis Complete")).toBeVisible();
      expect((bodies[0] as Record<string, string>).previousData).toBe("");
      expect(errors).toEqual([]);
    });
  }

  test("'Export Analysis' downloads the Markdown report with the spec's name and content", async ({
    page,
  }) => {
    await page.addInitScript((idea) => {
      localStorage.setItem("selectedStartupIdea", JSON.stringify(idea));
    }, SAVED_IDEA);
    await serveFixture(page);
    await page.goto(PATH);
    await page.getByRole("combobox", { name: "Industry" }).selectOption("Travel & Tourism");
    await submitButton(page).click();
    await expect(toastItem(page, "Analysis Complete")).toBeVisible();

    const before = Date.now();
    const downloadPromise = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export Analysis" }).click();
    const download = await downloadPromise;
    const match = /^market-analysis-travel-&-tourism-(\d+)\.md$/.exec(download.suggestedFilename());
    expect(match).not.toBeNull();
    const stamp = Number(match?.[1]);
    expect(stamp).toBeGreaterThanOrEqual(before - 5000);
    expect(stamp).toBeLessThanOrEqual(Date.now());
    await expect(toastItem(page, "Analysis Exported")).toContainText(
      "Your market analysis has been exported successfully.",
    );

    const markdown = await readFile((await download.path()) ?? "", "utf8");
    expect(markdown.startsWith("# Market Analysis Report\n")).toBe(true);
    expect(markdown).toContain("**Industry:** Travel & Tourism");
    expect(markdown).toContain(`**Referenced idea:** ${SAVED_IDEA.title}`);
    for (const title of CARD_TITLES.slice(0, 12)) expect(markdown).toContain(`## ${title}\n`);
    expect(markdown).toContain("1. Groomers still book by phone\n2. Deposits cut no-shows");
    expect(markdown).toContain(
      "1. MoeGo adds a free tier\n2. Groomers churn after the busy season",
    );
    expect(markdown).toContain("1. Interview 20 groomers\n2. Run a paid pilot with 5 salons");
    expect(markdown).toContain("1. Weekly active salons\n2. No-show rate");
    expect(markdown).toContain("1. Write the switch sentence\n2. Book ten interviews this week");
    expect(markdown).toContain("| Top-down | $1.8B | $450.0M | $2.3M |");
    expect(markdown).toContain("| Figure | Value | Basis |");
    expect(markdown).toContain("## Sources");
    expect(markdown).toContain(`*Data source: ${FIXTURE_RESULT.dataSource}*`);
  });

  test("keyboard only: goals toggle with Space, Enter submits", async ({ page }) => {
    const bodies = await serveFixture(page);
    await page.goto(PATH);
    await page.getByRole("textbox", { name: "Business idea" }).focus();
    await page.keyboard.type("A booking app");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("combobox", { name: "Industry" })).toBeFocused();
    await page.getByRole("combobox", { name: "Industry" }).selectOption("Gaming");
    await page.getByRole("checkbox", { name: "Risk Assessment" }).focus();
    await page.keyboard.press("Space");
    await expect(page.getByRole("checkbox", { name: "Risk Assessment" })).toBeChecked();
    await page.getByRole("textbox", { name: "Target market" }).focus();
    await page.keyboard.type("Casual gamers");
    await page.keyboard.press("Enter");
    await expect(toastItem(page, "Analysis Complete")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Your market analysis" })).toBeFocused();
    const body = bodies[0] as Record<string, unknown>;
    expect(body.researchGoals).toEqual(["Risk Assessment"]);
    expect(body.industry).toBe("Gaming");
  });

  test("at 360 px the columns stack and nothing overflows sideways", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await serveFixture(page);
    await page.goto(PATH);
    const form = await page.getByRole("form").boundingBox();
    const placeholder = await page
      .getByRole("heading", { name: "Ready for Analysis" })
      .boundingBox();
    expect(form && placeholder && placeholder.y > form.y + form.height).toBe(true);
    await fillRequired(page);
    await submitButton(page).click();
    await expect(toastItem(page, "Analysis Complete")).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe("market analysis exports for signed-in founders (issue 5)", () => {
  test("signed out: only 'Export Analysis'", async ({ page }) => {
    await serveFixture(page);
    await page.goto(PATH);
    await fillRequired(page);
    await submitButton(page).click();
    await expect(page.getByRole("button", { name: "Export Analysis" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Export PDF" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Export Word" })).toHaveCount(0);
  });

  test("PDF and Word carry the headings, the numbered lists and the tables, with the spec's names", async ({
    page,
  }) => {
    await signIn(page);
    await serveFixture(page);
    await page.goto(PATH);
    await fillRequired(page, "Travel & Tourism");
    await submitButton(page).click();

    const pdf = await downloadFrom(page, "Export PDF");
    expect(pdf.suggestedFilename()).toMatch(/^market-analysis-travel-&-tourism-\d+\.pdf$/);
    await expect(toastItem(page, "Analysis Exported")).toBeVisible();
    const pages = await pdfPages(pdf);
    expect(pages[0]).toContain(`Page 1 of ${pages.length}`);
    const text = pages.join("\n");
    for (const heading of ["Market Analysis Report", ...CARD_TITLES.slice(0, 12), "Assumptions"]) {
      expect(text).toContain(heading);
    }
    expect(text).toMatch(new RegExp(`1\\.\\s*${FIXTURE_RESULT.opportunities[0]}`));
    expect(text).toContain("Top-down");
    expect(text).toContain("US pet grooming software market");

    const word = await downloadFrom(page, "Export Word");
    expect(word.suggestedFilename()).toMatch(/^market-analysis-travel-&-tourism-\d+\.docx$/);
    const { document, footer } = await docxParts(word);
    expect(document).toContain("Market Overview");
    expect(document).toContain("Recommended Next Steps");
    expect(document).toContain('<w:pStyle w:val="Heading1"/>');
    expect(document).toContain("<w:numPr>");
    expect(document).toContain("<w:tbl>");
    expect(document).toContain(FIXTURE_RESULT.nextSteps[1]);
    expect(footer).toContain("NUMPAGES");
  });

  test("an exporter that fails to load ends in 'Export Failed'", async ({ page }) => {
    await signIn(page);
    await serveFixture(page);
    await page.route(chunkOf("src/web/lib/export/pdf.ts"), (route) => route.abort());
    await page.goto(PATH);
    await fillRequired(page);
    await submitButton(page).click();
    await page.getByRole("button", { name: "Export PDF" }).click();
    const failed = toastItem(page, "Export Failed");
    await expect(failed).toBeVisible();
    await expect(failed).toContainText("could not be loaded");
    await expect(page.getByRole("button", { name: "Export PDF" })).toBeEnabled();
  });
});
