import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { E2E_BASE_URL } from "../playwright.config";
import { toolModuleFor } from "../src/modules/registry";
import { signUp, toastArea, uniqueEmail } from "./founders";

/**
 * The revisit path (issue 23), against the real server and its offline engines: a founder who
 * comes back to a module of their venture finds its saved result, with Edit and Regenerate, not
 * an empty form; a module the venture has not run yet still opens on its form, and a visitor
 * still gets the spec's free form. "Save model" on the project page of a financial model built on
 * every earlier plan (a saved request far over the 100 KB body limit) saves.
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

async function statusOf(page: Page, ventureId: string, toolType: string): Promise<string> {
  const response = await page.request.get(`/api/ventures/${ventureId}`);
  const body = (await response.json()) as { progress: { toolType: string; status: string }[] };
  return body.progress.find((step) => step.toolType === toolType)?.status ?? "";
}

/** A founder whose venture holds a market analysis and a customer discovery built on it. */
async function founderWithVenture(page: Page, label: string): Promise<string> {
  await signUp(page, "Rhea", uniqueEmail(label));
  const market = await post(page.request, "/api/market-analysis", MARKET_REQUEST);
  const ventureId = String(market.ventureId);
  await post(page.request, `/api/customer-discovery?venture=${ventureId}`, {
    businessIdea: "",
    marketData: {},
  });
  return ventureId;
}

test("a founder back on a saved module sees its result, regenerates it and edits it; a module not run yet opens on its form", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const ventureId = await founderWithVenture(page, "revisit");

  // The market analysis, opened again in the venture: the saved result, not an empty form.
  await page.goto(`/tools/market-analysis-tool?venture=${ventureId}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    toolModuleFor("market-analysis")!.name,
  );
  await expect(page.getByRole("heading", { name: "Market Overview" })).toBeVisible();
  await expect(page.getByTestId("venture-note")).toContainText("Part of your venture");
  await expect(page.getByRole("textbox", { name: "Business idea" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Analyze Market" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Next: Customer Discovery" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  const axe = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

  // Regenerate: written again into the same project, so the discovery built on it goes stale.
  expect(await statusOf(page, ventureId, "customer-discovery")).toBe("done");
  const projects = (await (await page.request.get("/api/workspace")).json()) as unknown[];
  await page.getByRole("button", { name: "Regenerate", exact: true }).click();
  await expect(toastArea(page).getByText("Regenerated", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Market Overview" })).toBeVisible();
  expect(await statusOf(page, ventureId, "customer-discovery")).toBe("stale");
  expect((await (await page.request.get("/api/workspace")).json()) as unknown[]).toHaveLength(
    projects.length,
  );

  // Edit: the form, holding what the analysis was made from.
  await page.getByRole("link", { name: "Edit" }).click();
  await expect(page).toHaveURL(/[?&]project=/);
  await expect(page.getByRole("textbox", { name: "Business idea" })).toHaveValue(
    MARKET_REQUEST.businessIdea,
  );
  await expect(page.getByText(/^Editing/)).toBeVisible();
  // Back: the saved result again.
  await page.goBack();
  await expect(page.getByRole("heading", { name: "Market Overview" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Business idea" })).toHaveCount(0);

  // A plan: its saved sections, each still regenerated and edited in place.
  const plan = toolModuleFor("strategic-planning")!;
  await post(page.request, `${plan.tool.endpoint}?venture=${ventureId}`, { businessIdea: "" });
  await page.goto(`${plan.tool.path}?venture=${ventureId}`);
  await expect(page.getByRole("heading", { name: "Your strategic plan" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Generate .*Plan$/ })).toHaveCount(0);
  const sections = page.locator("[data-section]");
  expect(await sections.count()).toBeGreaterThanOrEqual(7);
  await expect(sections.first().getByRole("button", { name: /^Regenerate / })).toBeVisible();
  await page.getByRole("button", { name: "Regenerate", exact: true }).click();
  await expect(toastArea(page).getByText("Regenerated", { exact: true })).toBeVisible();

  // A module the venture has not run: its form, as before.
  const next = toolModuleFor("product-development")!;
  await page.goto(`${next.tool.path}?venture=${ventureId}`);
  await expect(page.getByRole("button", { name: /^Generate .*Plan$/ })).toBeVisible();
});

test("a visitor opening a tool with a venture's address keeps the free form and its browser storage", async ({
  page,
}) => {
  await page.goto("/tools/market-analysis-tool?venture=someone-elses");
  await expect(page.getByText("FREE VERSION", { exact: true })).toBeVisible();
  await page.getByRole("textbox", { name: "Business idea" }).fill("Shift swapping for ICU nurses");
  await page.getByRole("combobox", { name: "Industry" }).selectOption("Healthcare");
  await page.getByRole("textbox", { name: "Target market" }).fill("ICU nurse managers");
  await page.getByRole("button", { name: "Analyze Market" }).click();
  await expect(page.getByRole("heading", { name: "Market Overview" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("marketAnalysisResult"))).not.toBeNull();
});

test("Save model on the project page of a financial model built on every earlier plan", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const ventureId = await founderWithVenture(page, "save-model");
  for (const toolType of [
    "strategic-planning",
    "product-development",
    "go-to-market",
    "team-planning",
  ]) {
    await post(page.request, `${toolModuleFor(toolType)!.tool.endpoint}?venture=${ventureId}`, {
      businessIdea: "",
    });
  }
  const model = toolModuleFor("it-financial-legal")!;
  const run = await post(page.request, `${model.tool.endpoint}?venture=${ventureId}`, {
    businessIdea: "",
  });
  const projectId = String(run.projectId);
  // The saved request carries every earlier result: sending it back was refused (413).
  const project = (await (await page.request.get(`/api/workspace/${projectId}`)).json()) as {
    inputData: Record<string, unknown>;
  };
  expect(JSON.stringify(project.inputData).length).toBeGreaterThan(100 * 1024);

  // A founder returning from the dashboard to the project page.
  await page.goto("/dashboard");
  await page
    .getByRole("link", { name: /^View Details: Financial and legal plan/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/projects/${projectId}$`));
  await page.getByRole("button", { name: "Open the model" }).click();
  const panel = page.getByTestId("financial-model");
  const price = panel.getByRole("spinbutton", { name: "Price per customer a month" });
  const before = Number(await price.inputValue());
  await price.fill(String(before * 4));
  const shown = await panel.getByTestId("model-lowest-cash").innerText();

  const sent = page.waitForRequest(
    (request) => request.method() === "PATCH" && request.url().endsWith("/request"),
  );
  await panel.getByRole("button", { name: "Save model" }).click();
  const body = (await sent).postData() ?? "";
  expect(body.length).toBeLessThan(10_000);
  await expect(toastArea(page).getByText("Model Saved")).toBeVisible();
  await expect(toastArea(page).getByText(/larger than 100 KB/)).toHaveCount(0);

  // Saved: the project page opened again holds the new inputs and figures.
  await page.reload();
  await page.getByRole("button", { name: "Open the model" }).click();
  const saved = page.getByTestId("financial-model");
  await expect(saved.getByRole("spinbutton", { name: "Price per customer a month" })).toHaveValue(
    String(before * 4),
  );
  await expect(saved.getByTestId("model-lowest-cash")).toHaveText(shown);
  expect(await statusOf(page, ventureId, "it-financial-legal")).toBe("done");
});
