import { readFile } from "node:fs/promises";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { strFromU8, unzipSync } from "fflate";
import { E2E_BASE_URL } from "../playwright.config";
import { TOOL_MODULES, toolModuleFor } from "../src/modules/registry";
import { docxParts, downloadFrom, pdfPages } from "./export-checks";
import { signUp, toastArea, uniqueEmail } from "./founders";

/**
 * The three planning modules (issue 13), against the real server and its offline engines: a
 * signed-in founder whose venture holds a market analysis and a customer discovery opens each
 * module inside it, answers only the module's own questions, gets every deliverable written for
 * their product and customers, regenerates one section, edits another, exports the three formats
 * and finds the plan on the dashboard. A visitor is asked to log in, and the endpoint answers 401.
 */

const ORIGIN = { Origin: E2E_BASE_URL };

const MARKET_REQUEST = {
  businessIdea:
    "ShiftWise: ICU nurse scheduling software for community hospitals. Nurses swap shifts by text today.",
  industry: "Healthcare",
  targetMarket: "Nurse managers at community hospitals",
  competitorAnalysis: "QGenda, ShiftWizard",
  researchGoals: ["Pricing Strategy"],
};

async function post(request: APIRequestContext, path: string, body: unknown) {
  const response = await request.post(path, { headers: ORIGIN, data: body });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as Record<string, unknown>;
}

/** A founder with a venture holding a market analysis and a customer discovery. */
async function founderWithVenture(page: Page, label: string): Promise<string> {
  await signUp(page, "Nia", uniqueEmail(label));
  const market = await post(page.request, "/api/market-analysis", MARKET_REQUEST);
  const ventureId = String(market.ventureId);
  await post(page.request, `/api/customer-discovery?venture=${ventureId}`, {
    businessIdea: "",
    marketData: {},
  });
  return ventureId;
}

/**
 * Opens a module inside the venture and waits until the form has read it (the idea question
 * goes), so a click does not land while the form's layout is still changing.
 */
async function openInVenture(page: Page, path: string, ventureId: string): Promise<void> {
  await page.goto(`${path}?venture=${ventureId}`);
  await expect(page.getByText("Part of your venture")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Business idea" })).toHaveCount(0);
}

const toast = (page: Page, text: string) => toastArea(page).getByText(text).first();

/** Every signed-in tool is a planning module (decision 013). */
const PLANS = TOOL_MODULES.filter((module) => module.tool.access === "signed-in").map((module) => ({
  toolType: module.toolType,
}));

for (const { toolType } of PLANS) {
  test(`${toolType}: made in a venture, a section regenerated, another edited, exported, on the dashboard`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const module = toolModuleFor(toolType)!;
    const { default: tool } = await module.tool.load();
    const sections = tool.sections ?? [];
    expect(sections.length).toBeGreaterThanOrEqual(7);
    const ventureId = await founderWithVenture(page, toolType);

    await page.goto(`${module.tool.path}?venture=${ventureId}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(module.name);
    await expect(page.getByTestId("venture-note")).toContainText("Builds on: market analysis");
    // The venture answers the idea, the customer and the competitors: the form does not ask.
    await expect(page.getByRole("textbox", { name: "Business idea" })).toHaveCount(0);
    await expect(page.getByRole("textbox", { name: "Target customer" })).toHaveCount(0);
    await page.getByRole("button", { name: /^Generate .*Plan$/ }).click();

    const results = page.locator('[data-location="plan-results"]');
    await expect(results.getByRole("heading", { level: 2 })).toHaveText(
      `Your ${module.tool.resultNoun}`,
    );
    await expect(page).toHaveURL(new RegExp(`venture=${ventureId}`));
    for (const section of sections) {
      await expect(
        results.getByRole("heading", { name: section.heading, exact: true }),
      ).toBeVisible();
    }
    const text = (await results.innerText()).replace(/\s+/g, " ");
    expect(text).toContain("ShiftWise");
    expect(text.toLowerCase()).toContain("nurse");
    await expect(results).toContainText("Built on");

    // Regenerate one section: its text changes, the others stay.
    const [, second, third] = sections;
    const regenerated = results.locator(`[data-section="${second!.id}"]`);
    const before = await regenerated.innerText();
    const untouched = await results.locator(`[data-section="${third!.id}"]`).innerText();
    await page.getByRole("button", { name: `Regenerate ${second!.heading}` }).click();
    await expect(toast(page, "Section Regenerated")).toBeVisible();
    await expect.poll(() => regenerated.innerText()).not.toBe(before);
    expect(await results.locator(`[data-section="${third!.id}"]`).innerText()).toBe(untouched);

    // Edit another: kept, marked, and saved on the server.
    await page.getByRole("button", { name: `Edit ${third!.heading}`, exact: true }).click();
    const box = page.getByRole("textbox", { name: `Edit “${third!.heading}”` });
    await expect(box).not.toHaveValue("");
    await box.fill(
      "Our own words: pilot with two wards first.\n\n- Ask the ward sisters\n- Count swaps",
    );
    await page.getByRole("button", { name: "Save section" }).click();
    await expect(toast(page, "Section Saved")).toBeVisible();
    const edited = results.locator(`[data-section="${third!.id}"]`);
    await expect(edited).toContainText("Edited by you");
    await expect(edited.getByRole("listitem")).toHaveText(["Ask the ward sisters", "Count swaps"]);

    // The three exports carry every section and the edit.
    const markdown = await downloadFrom(page, "Export Markdown");
    expect(markdown.suggestedFilename()).toMatch(/\.md$/);
    const md = await readFile(await markdown.path(), "utf8");
    for (const section of sections) expect(md).toContain(`## ${section.heading}`);
    expect(md).toContain("Our own words: pilot with two wards first.");
    expect(md).toContain("- Count swaps");
    const pdf = (await pdfPages(await downloadFrom(page, "Export PDF"))).join("\n");
    expect(pdf).toContain(sections.at(-1)!.heading);
    expect(pdf).toContain("Our own words");
    const { document } = await docxParts(await downloadFrom(page, "Export Word"));
    expect(document).toContain("Our own words: pilot with two wards first.");
    expect(document).toContain("<w:tbl>");

    // On the dashboard, in its venture, and the edit is still there after a reload.
    await page.goto("/dashboard");
    const title = tool.projectTitle(
      tool.request.parse({ businessIdea: MARKET_REQUEST.businessIdea }),
    );
    const plan = page.getByRole("link", { name: `View Details: ${title}` }).first();
    await expect(plan).toBeVisible();
    await plan.click();
    await expect(page.locator(`[data-section="${third!.id}"]`)).toContainText("Count swaps");
  });
}

test("a visitor is asked to log in, and the planning endpoints answer 401", async ({ page }) => {
  await page.goto("/strategic-planning");
  await expect(
    page.getByRole("heading", { name: "Log in to use Strategic Planning" }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Log in or start your trial" })).toHaveAttribute(
    "href",
    "/api/login?next=/strategic-planning",
  );
  for (const { toolType } of PLANS) {
    const endpoint = toolModuleFor(toolType)!.tool.endpoint;
    const response = await page.request.post(endpoint, {
      headers: ORIGIN,
      data: { businessIdea: "A plan" },
    });
    expect(response.status()).toBe(401);
    expect(await response.json()).toMatchObject({ code: "unauthenticated" });
  }
});

test("the financial model recomputes on the page, saves, reloads and exports to Excel with formulas", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const ventureId = await founderWithVenture(page, "model");
  await openInVenture(page, "/it-financial-legal", ventureId);
  await page.getByRole("button", { name: "Generate Financial and Legal Plan" }).click();
  // The editor loads when opened, like the exporters.
  await page.getByRole("button", { name: "Open the model" }).click();
  const model = page.getByTestId("financial-model");
  await expect(model).toBeVisible();
  const price = model.getByRole("spinbutton", { name: "Price per customer a month" });
  const before = Number(await price.inputValue());
  const runway = model.getByTestId("model-runway");
  const breakEven = model.getByTestId("model-break-even");
  const cash = model.getByTestId("model-lowest-cash");
  const was = [await runway.innerText(), await breakEven.innerText(), await cash.innerText()];

  // A much higher price: the figures change at once, before anything is saved.
  await price.fill(String(before * 5));
  await expect
    .poll(async () => [
      await runway.innerText(),
      await breakEven.innerText(),
      await cash.innerText(),
    ])
    .not.toEqual(was);
  // A hire: the team's rows are inputs too, and a value the model refuses says why.
  const people = await model.getByTestId("model-team-row").count();
  const priced = [await runway.innerText(), await cash.innerText()];
  await model.getByRole("button", { name: "Add a person" }).click();
  const n = people + 1;
  await model.getByRole("textbox", { name: `Role of person ${n}` }).fill("Sales lead");
  await model.getByRole("spinbutton", { name: `Start month of person ${n}` }).fill("0");
  await expect(model.getByText("A start month is a whole month, 1 to 36.")).toBeVisible();
  await model.getByRole("spinbutton", { name: `Start month of person ${n}` }).fill("2");
  await expect(model.getByText("A start month is a whole month, 1 to 36.")).toBeHidden();
  await model.getByRole("spinbutton", { name: `Cost a month (USD) of person ${n}` }).fill("25000");
  await expect
    .poll(async () => [await runway.innerText(), await cash.innerText()])
    .not.toEqual(priced);
  // The scenario multipliers: a conservative case with twice the churn is worse than before.
  await model.getByRole("combobox", { name: "Scenario" }).selectOption("conservative");
  const conservative = await cash.innerText();
  await model.getByRole("spinbutton", { name: "Conservative: churn ×" }).fill("3");
  await expect.poll(() => cash.innerText()).not.toBe(conservative);
  await model.getByRole("combobox", { name: "Scenario" }).selectOption("base");

  const shown = await cash.innerText();
  await model.getByRole("button", { name: "Save model" }).click();
  await expect(toastArea(page).getByText("Model Saved")).toBeVisible();

  // The workbook: an .xlsx of all three scenarios whose model sheets hold formulas.
  const download = page.waitForEvent("download");
  await model.getByRole("button", { name: "Export Excel" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("financial-model.xlsx");
  const sheets = unzipSync(new Uint8Array(await readFile(await file.path())));
  const xml = Object.entries(sheets)
    .filter(([name]) => name.startsWith("xl/worksheets/"))
    .map(([, bytes]) => strFromU8(bytes))
    .join("");
  expect(xml).toContain("<f>");
  const book = strFromU8(sheets["xl/workbook.xml"] ?? new Uint8Array());
  for (const name of ["Inputs", "Conservative", "Base", "Optimistic", "Summary"])
    expect(book).toContain(`name="${name}"`);

  // The saved model reloads on the project page.
  await page.goto("/dashboard");
  await page
    .getByRole("link", { name: /^View Details: Financial and legal plan/ })
    .first()
    .click();
  await page.getByRole("button", { name: "Open the model" }).click();
  const saved = page.getByTestId("financial-model");
  await expect(saved.getByRole("spinbutton", { name: "Price per customer a month" })).toHaveValue(
    String(before * 5),
  );
  await expect(saved.getByTestId("model-lowest-cash")).toHaveText(shown);
  await expect(saved.getByRole("textbox", { name: `Role of person ${n}` })).toHaveValue(
    "Sales lead",
  );
  await expect(saved.getByRole("spinbutton", { name: "Conservative: churn ×" })).toHaveValue("3");
});

test("the team plan's hires, with sourced pay, become the financial model's team rows", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const ventureId = await founderWithVenture(page, "team");
  await openInVenture(page, "/team-planning", ventureId);
  await page.getByRole("button", { name: "Generate Team Plan" }).click();
  const compensation = page.getByRole("region", { name: /Compensation ranges/ });
  await expect(compensation).toContainText("Sourced");
  await expect(compensation).toContainText("Bureau of Labor Statistics");
  const hiring = page.getByRole("region", { name: /Hiring sequence/ });
  const firstHire = (
    await hiring.getByRole("row").nth(1).getByRole("cell").nth(1).innerText()
  ).trim();
  expect(firstHire.length).toBeGreaterThan(2);

  // The financial plan in the same venture pays those hires from their start month.
  await openInVenture(page, "/it-financial-legal", ventureId);
  await page.getByRole("button", { name: "Generate Financial and Legal Plan" }).click();
  await expect(page.getByRole("region", { name: /Burn, runway and break-even/ })).toContainText(
    /every hire|Every hire|start in or after that month|starts in or after that month/,
  );
  await page.getByRole("button", { name: "Open the model" }).click();
  const model = page.getByTestId("financial-model");
  // The model panel loads on the click (plan-extra.tsx): read its rows once they are there.
  const roles = () =>
    model
      .getByRole("textbox", { name: /^Role of person/ })
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  await expect.poll(roles).toContain("Founder");
  expect(await roles()).toContain(firstHire);
});

test("the iteration plan's results log is filled in, saved and still there on the project page", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const ventureId = await founderWithVenture(page, "log");
  await openInVenture(page, "/iteration-scaling", ventureId);
  await page.getByRole("button", { name: "Generate Iteration Plan" }).click();
  await page.getByRole("button", { name: "Open the results log" }).click();
  const log = page.getByTestId("results-log");
  await expect(log).toContainText("No results recorded yet.");
  await log.getByRole("button", { name: "Add a result" }).click();
  await log.getByRole("textbox", { name: "Experiment of result 1" }).fill("Onboarding call");
  await log.getByRole("textbox", { name: "Metric of result 1" }).fill("Activation rate");
  await log
    .getByRole("textbox", { name: "Result 1", exact: true })
    .fill("9 of 20 trials activated");
  await log.getByRole("combobox", { name: "Decision of result 1" }).selectOption("keep");
  await log.getByRole("button", { name: "Save log" }).click();
  await expect(toastArea(page).getByText("Results Log Saved")).toBeVisible();

  await page.goto("/dashboard");
  await page
    .getByRole("link", { name: /^View Details: Iteration plan/ })
    .first()
    .click();
  await page.getByRole("button", { name: "Open the results log" }).click();
  const saved = page.getByTestId("results-log");
  await expect(saved.getByRole("textbox", { name: "Result 1", exact: true })).toHaveValue(
    "9 of 20 trials activated",
  );
  await expect(saved.getByRole("combobox", { name: "Decision of result 1" })).toHaveValue("keep");
});
