import { readFile } from "node:fs/promises";
import { expect, type Page, type Request, type Route, test } from "@playwright/test";
import { SAMPLE_IDEA, SAMPLE_RESULT } from "../src/modules/customer-discovery/ui/sample-result";
import { docxParts, downloadFrom, pdfPages, signIn } from "./export-checks";

/**
 * The customer discovery tool (spec §2, §4, §5, §7, §8, §9; issue 5): states, toasts, the stored
 * market analysis, the result cards with their provenance, and the Markdown export.
 */

const PATH = "/tools/customer-discovery-tool";
const API = "**/api/customer-discovery";
const START = "Start AI Customer Discovery";
const BUSY = "AI Researching Customers...";
const MARKET_KEY = "marketAnalysisResult";
const STORED_MARKET = {
  marketOverview: "Kids' resale is growing fast.",
  opportunities: ["Bundles"],
};

/** Console errors, except the visitor's expected 401 and the failures a test provokes. */
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

function ideaField(page: Page) {
  return page.getByRole("textbox", { name: "Business idea" });
}

function toastWith(page: Page, title: string) {
  return page
    .getByRole("region", { name: /Notifications/ })
    .getByRole("listitem")
    .filter({
      hasText: title,
    });
}

/** Answers the next analysis with `body` (JSON unless a string) and `status`. */
async function answerWith(page: Page, body: unknown, status = 200): Promise<void> {
  await page.route(API, (route) =>
    route.fulfill({
      status,
      contentType: "application/json",
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
  );
}

const SUCCESS_BODY = { analysis: { CustomerDiscoveryResult: SAMPLE_RESULT } };

async function storeMarketAnalysis(page: Page, value: string): Promise<void> {
  await page.addInitScript(
    ([key, stored]) => {
      // Only before the first load of the test, so "read once on load" can be checked.
      if (!sessionStorage.getItem("seeded")) {
        localStorage.setItem(key as string, stored as string);
        sessionStorage.setItem("seeded", "1");
      }
    },
    [MARKET_KEY, value],
  );
}

async function runAnalysis(page: Page, idea = SAMPLE_IDEA): Promise<Request> {
  await ideaField(page).fill(idea);
  const request = page.waitForRequest((r) => r.url().endsWith("/api/customer-discovery"));
  await page.getByRole("button", { name: START }).click();
  return request;
}

test.describe("customer discovery tool", () => {
  test("idle: heading, FREE VERSION badge, the 4-row field, the button disabled while blank", async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.goto(PATH);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Customer and Problem Discovery",
    );
    await expect(page.getByText("FREE VERSION", { exact: true })).toBeVisible();
    await expect(page.getByText("Market Analysis Data Detected")).toHaveCount(0);
    await expect(ideaField(page)).toHaveAttribute("rows", "4");
    const button = page.getByRole("button", { name: START });
    await expect(button).toBeDisabled();
    await ideaField(page).fill("   \n  ");
    await expect(button).toBeDisabled();
    await ideaField(page).fill("A clinic booking app");
    await expect(button).toBeEnabled();
    await expect(page.getByText("What you get")).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("a blank submit (Ctrl+Enter on spaces) gives 'Business Idea Required' and sends nothing", async ({
    page,
  }) => {
    let calls = 0;
    await page.route(API, (route) => {
      calls += 1;
      return route.abort();
    });
    await page.goto(PATH);
    await ideaField(page).fill("     ");
    await ideaField(page).press("Control+Enter");
    const toast = toastWith(page, "Business Idea Required");
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(
      "Please provide your business idea to conduct customer discovery research.",
    );
    await expect(ideaField(page)).toHaveAttribute("aria-invalid", "true");
    await expect(ideaField(page)).toBeFocused();
    expect(calls).toBe(0);
    // Typing clears the field's error.
    await ideaField(page).fill("Clinic booking");
    await expect(ideaField(page)).not.toHaveAttribute("aria-invalid", "true");
  });

  test("loading, then the real engine's result with every card and the success toast (keyboard only)", async ({
    page,
  }) => {
    const errors = watchErrors(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let body: unknown;
    await page.route(API, async (route: Route) => {
      body = route.request().postDataJSON();
      await held;
      await route.continue();
    });
    await page.goto(PATH);
    // Keyboard only: focus the field, type, Tab to the button, press Enter.
    await ideaField(page).focus();
    await page.keyboard.type(`   ${SAMPLE_IDEA}   `);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: START })).toBeFocused();
    await page.keyboard.press("Enter");

    const busy = page.getByRole("button", { name: BUSY });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    await expect(page.getByRole("status").filter({ hasText: BUSY })).toHaveCount(1);
    // The busy state shows before the request reaches the route: wait for it.
    await expect.poll(() => body).toEqual({ businessIdea: SAMPLE_IDEA, marketData: {} });
    release();

    const toast = toastWith(page, "Customer Discovery Complete");
    await expect(toast).toContainText(
      "AI has completed comprehensive customer and problem research for your business idea.",
    );
    const results = page.locator('[data-location="discovery-results"]');
    await expect(results.getByRole("heading", { level: 3 })).toHaveText([
      "Executive Summary",
      "Customer Personas",
      "Problem Validation",
      "Solution Fit Analysis",
      "Market Insights",
      "Strategic Recommendations",
      "Data Sources",
    ]);
    await expect(
      page.getByRole("heading", { name: "Your customer discovery report" }),
    ).toBeFocused();
    await expect(page.getByRole("button", { name: START })).toBeEnabled();
    const personas = results.locator('[data-section="customer-personas"]');
    for (const label of ["Primary Persona", "Demographics", "Psychographics", "Pain Points"]) {
      await expect(personas.getByRole("heading", { name: label })).toBeVisible();
    }
    await expect(personas.getByRole("heading", { name: "Motivations" })).toBeVisible();
    await expect(personas.getByRole("heading", { name: "Buying Behavior" })).toBeVisible();
    const footer = results.locator('[data-section="data-sources"]');
    await expect(footer).toContainText("How we read your idea:");
    await expect(footer.locator("summary")).toContainText("Where these numbers come from");
    await expect(results).not.toContainText(/undefined|NaN|\[object Object\]/);
    expect(errors).toEqual([]);
  });

  test("cards show every nested field, numbered and bulleted as spec §9 says", async ({ page }) => {
    await answerWith(page, SUCCESS_BODY);
    await page.goto(PATH);
    await runAnalysis(page);
    const results = page.locator('[data-location="discovery-results"]');
    await expect(results.getByText(SAMPLE_RESULT.executiveSummary)).toBeVisible();

    const listUnder = (section: string, label: string, tag: "ol" | "ul") =>
      results
        .locator(`[data-section="${section}"]`)
        .getByRole("list", { name: label, exact: true })
        .and(page.locator(tag))
        .locator("> li");
    const r = SAMPLE_RESULT;
    await expect(listUnder("customer-personas", "Secondary Personas", "ol")).toHaveText(
      r.customerPersonas.secondaryPersonas,
    );
    await expect(listUnder("customer-personas", "Pain Points", "ul")).toHaveText(
      r.customerPersonas.painPoints,
    );
    await expect(listUnder("customer-personas", "Motivations", "ul")).toHaveText(
      r.customerPersonas.motivations,
    );
    await expect(listUnder("problem-validation", "Unmet Needs", "ul")).toHaveText(
      r.problemValidation.unmetNeeds,
    );
    await expect(listUnder("solution-fit", "Feature Priority", "ol")).toHaveText(
      r.solutionFit.featurePriority,
    );
    await expect(listUnder("solution-fit", "Adoption Barriers", "ul")).toHaveText(
      r.solutionFit.adoptionBarriers,
    );
    await expect(listUnder("market-insights", "Growth Opportunities", "ul")).toHaveText(
      r.marketInsights.growthOpportunities,
    );
    for (const [label, items] of [
      ["Immediate Actions", r.recommendations.immediateActions],
      ["Validation Steps", r.recommendations.validationSteps],
      ["Next Milestones", r.recommendations.nextMilestones],
    ] as const) {
      await expect(listUnder("strategic-recommendations", label, "ol")).toHaveText(items);
    }
    await expect(listUnder("strategic-recommendations", "Research Gaps", "ul")).toHaveText(
      r.recommendations.researchGaps,
    );
    for (const value of [
      r.customerPersonas.primaryPersona,
      r.customerPersonas.demographics,
      r.customerPersonas.psychographics,
      r.customerPersonas.buyingBehavior,
      r.problemValidation.problemSeverity,
      r.problemValidation.problemFrequency,
      r.problemValidation.currentSolutions,
      r.problemValidation.customerJourney,
      r.solutionFit.solutionAlignment,
      r.solutionFit.valueProposition,
      r.solutionFit.competitiveAdvantage,
      r.marketInsights.segmentAnalysis,
      r.marketInsights.marketTiming,
      r.marketInsights.customerAcquisition,
      r.marketInsights.pricingSensitivity,
    ]) {
      await expect(results.getByText(value, { exact: true })).toBeVisible();
    }

    const footer = results.locator('[data-section="data-sources"]');
    await expect(footer).toContainText(r.dataSource);
    await expect(footer).toContainText("E-commerce · B2C · Marketplace");
    await expect(footer).toContainText(r.builtOn[0] ?? "");
    await footer.locator("summary").click();
    await expect(footer.getByRole("row")).toHaveCount(1 + r.assumptions.length);
    await expect(footer.getByRole("link", { name: /ThredUp, Resale Report 2024/ })).toHaveAttribute(
      "href",
      "https://www.thredup.com/resale",
    );
  });

  test("model text is rendered as text, never as HTML", async ({ page }) => {
    const hostile = {
      ...SAMPLE_RESULT,
      executiveSummary: '<img src=x onerror="window.__xss=1"><b>bold</b>',
    };
    await answerWith(page, { analysis: { CustomerDiscoveryResult: hostile } });
    await page.goto(PATH);
    await runAnalysis(page);
    await expect(page.getByText('<img src=x onerror="window.__xss=1"><b>bold</b>')).toBeVisible();
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  });

  test.describe("stored market analysis (localStorage marketAnalysisResult)", () => {
    test("a JSON object shows 'Market Analysis Data Detected' and is sent as marketData, read once on load", async ({
      page,
    }) => {
      await storeMarketAnalysis(page, JSON.stringify(STORED_MARKET));
      await answerWith(page, SUCCESS_BODY);
      await page.goto(PATH);
      await expect(page.getByText("Market Analysis Data Detected")).toBeVisible();
      // Changed after the page loaded: the page keeps what it read on load.
      await page.evaluate(
        (key) => localStorage.setItem(key, '{"marketOverview":"later"}'),
        MARKET_KEY,
      );
      const request = await runAnalysis(page);
      expect(request.postDataJSON()).toEqual({
        businessIdea: SAMPLE_IDEA,
        marketData: STORED_MARKET,
      });
    });

    for (const [name, stored] of [
      ["unparsable data", "{not json"],
      ["a JSON array", "[1,2,3]"],
    ] as const) {
      test(`${name} is ignored: no notice, marketData {}`, async ({ page }) => {
        const errors = watchErrors(page);
        await storeMarketAnalysis(page, stored);
        await answerWith(page, SUCCESS_BODY);
        await page.goto(PATH);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(page.getByText("Market Analysis Data Detected")).toHaveCount(0);
        const request = await runAnalysis(page);
        expect(request.postDataJSON()).toEqual({ businessIdea: SAMPLE_IDEA, marketData: {} });
        expect(errors).toEqual([]);
      });
    }
  });

  test.describe("failures: a destructive 'Analysis Failed' toast (spec §8)", () => {
    const cases: Array<{ name: string; setup: (page: Page) => Promise<void>; message: string }> = [
      {
        name: "server error field",
        setup: (page) => answerWith(page, { error: "The engine is busy, try again." }, 500),
        message: "The engine is busy, try again.",
      },
      {
        name: "non-OK without an error field",
        setup: (page) => answerWith(page, { code: "INTERNAL" }, 500),
        message: "Server error: 500",
      },
      {
        name: "non-OK with an unparsable body",
        setup: (page) => answerWith(page, "<html>Bad gateway</html>", 502),
        message: "Server error: 502",
      },
      {
        name: "OK without analysis.CustomerDiscoveryResult",
        setup: (page) => answerWith(page, { analysis: {} }),
        message: "Invalid response format from server",
      },
      {
        name: "OK with a malformed body",
        setup: (page) => answerWith(page, "{truncated"),
        message: "Invalid response format from server",
      },
      {
        name: "network failure",
        setup: async (page) => {
          await page.route(API, (route) => route.abort("failed"));
        },
        message: "Failed to fetch",
      },
    ];
    for (const { name, setup, message } of cases) {
      test(name, async ({ page }) => {
        await setup(page);
        await page.goto(PATH);
        await runAnalysis(page);
        const toast = toastWith(page, "Analysis Failed");
        await expect(toast).toBeVisible();
        await expect(toast).toContainText(message);
        await expect(page.getByRole("button", { name: START })).toBeEnabled();
        await expect(page.getByText("What you get")).toBeVisible();
      });
    }

    test("a failed re-run keeps the earlier result on screen", async ({ page }) => {
      await answerWith(page, SUCCESS_BODY);
      await page.goto(PATH);
      await runAnalysis(page);
      await expect(toastWith(page, "Customer Discovery Complete")).toBeVisible();
      await page.unroute(API);
      await answerWith(page, { error: "Rate limit reached." }, 429);
      await runAnalysis(page, "A different idea");
      await expect(toastWith(page, "Analysis Failed")).toContainText("Rate limit reached.");
      await expect(page.getByText(SAMPLE_RESULT.executiveSummary)).toBeVisible();
    });
  });

  test("'Export Report' downloads customer-discovery-analysis-{local date}.md, numbered and bulleted", async ({
    page,
  }) => {
    await answerWith(page, SUCCESS_BODY);
    await page.goto(PATH);
    await runAnalysis(page);
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export Report" }).click();
    const file = await download;
    const today = await page.evaluate(() => {
      const d = new Date();
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
    });
    expect(file.suggestedFilename()).toBe(`customer-discovery-analysis-${today}.md`);
    const text = await readFile(await file.path(), "utf8");
    const r = SAMPLE_RESULT;
    expect(text.startsWith("# Customer Discovery Analysis\n")).toBe(true);
    expect(text).toContain(`**Business idea:** ${SAMPLE_IDEA}`);
    const numbered = (items: readonly string[]) =>
      items.map((item, i) => `${i + 1}. ${item}`).join("\n");
    const bulleted = (items: readonly string[]) => items.map((item) => `- ${item}`).join("\n");
    expect(text).toContain(
      `### Secondary Personas\n\n${numbered(r.customerPersonas.secondaryPersonas)}\n`,
    );
    expect(text).toContain(`### Feature Priority\n\n${numbered(r.solutionFit.featurePriority)}\n`);
    expect(text).toContain(
      `### Immediate Actions\n\n${numbered(r.recommendations.immediateActions)}\n`,
    );
    expect(text).toContain(
      `### Validation Steps\n\n${numbered(r.recommendations.validationSteps)}\n`,
    );
    expect(text).toContain(
      `### Next Milestones\n\n${numbered(r.recommendations.nextMilestones)}\n`,
    );
    expect(text).toContain(`### Pain Points\n\n${bulleted(r.customerPersonas.painPoints)}\n`);
    expect(text).toContain(`### Research Gaps\n\n${bulleted(r.recommendations.researchGaps)}\n`);
    expect(text).toContain(`## Data Sources\n\n${r.dataSource}\n`);
    expect(text).toContain("### Figures and Their Basis");
    expect(text).toContain("- ThredUp, Resale Report 2024 (2024) <https://www.thredup.com/resale>");
    await expect(page.getByRole("status").filter({ hasText: "Report downloaded as" })).toHaveCount(
      1,
    );
  });

  test("a click event reaches analytics for the start button, with its location", async ({
    page,
  }) => {
    await answerWith(page, SUCCESS_BODY);
    await page.goto(PATH);
    const event = page.waitForRequest(
      (r) =>
        r.url().endsWith("/api/events") &&
        (r.postData() ?? "").includes(`${START} - discovery-form`),
    );
    await runAnalysis(page);
    const body = (await event).postDataJSON() as {
      events: Array<{ type: string; label?: string }>;
    };
    expect(body.events).toContainEqual(
      expect.objectContaining({
        type: "click",
        category: "engagement",
        label: `${START} - discovery-form`,
      }),
    );
  });

  test("fits a 360 px screen with a result, without sideways scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await answerWith(page, SUCCESS_BODY);
    await page.goto(PATH);
    await runAnalysis(page);
    await expect(page.getByRole("button", { name: "Export Report" })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe("customer discovery exports for signed-in founders (issue 5)", () => {
  test("signed out: only 'Export Report'", async ({ page }) => {
    await answerWith(page, SUCCESS_BODY);
    await page.goto(PATH);
    await runAnalysis(page);
    await expect(page.getByRole("button", { name: "Export Report" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Export PDF" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Export Word" })).toHaveCount(0);
  });

  test("PDF and Word: customer-discovery-analysis-{date}, headings, numbered and bulleted lists", async ({
    page,
  }) => {
    await signIn(page);
    await answerWith(page, SUCCESS_BODY);
    await page.goto(PATH);
    await runAnalysis(page);
    const today = await page.evaluate(() => {
      const d = new Date();
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
    });
    const r = SAMPLE_RESULT;

    const pdf = await downloadFrom(page, "Export PDF");
    expect(pdf.suggestedFilename()).toBe(`customer-discovery-analysis-${today}.pdf`);
    await expect(page.getByRole("status").filter({ hasText: "Report downloaded as" })).toHaveText(
      `Report downloaded as customer-discovery-analysis-${today}.pdf.`,
    );
    const pages = await pdfPages(pdf);
    expect(pages[0]).toContain(`Page 1 of ${pages.length}`);
    const text = pages.join("\n");
    for (const heading of [
      "Customer Discovery Analysis",
      "Executive Summary",
      "Customer Personas",
      "Strategic Recommendations",
      "Data Sources",
    ]) {
      expect(text).toContain(heading);
    }
    expect(text).toMatch(new RegExp(`1\\.\\s*${r.recommendations.immediateActions[0]}`));
    expect(text).toMatch(new RegExp(`•\\s*${r.customerPersonas.painPoints[0]}`));

    const word = await downloadFrom(page, "Export Word");
    expect(word.suggestedFilename()).toBe(`customer-discovery-analysis-${today}.docx`);
    const { document, footer } = await docxParts(word);
    expect(document).toContain("Solution Fit Analysis");
    expect(document).toContain('<w:pStyle w:val="Heading2"/>');
    expect(document).toContain("<w:numPr>");
    expect(document).toContain(r.solutionFit.featurePriority[0]);
    expect(footer).toContain("NUMPAGES");
  });
});
