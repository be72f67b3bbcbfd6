import { type Browser, expect, type Page, test } from "@playwright/test";
import { signIn, signUp, uniqueEmail } from "./founders";

/**
 * Ventures on the tool pages (issue 12), against the real server and its offline engine: a
 * signed-in founder takes one idea from the idea generator through the market analysis to the
 * customer discovery; a second browser finds the same venture on the server, prefilled and with
 * its "Built on" lines; changing the market analysis marks the discovery stale.
 */

async function signInElsewhere(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  return page;
}

const ventureNote = (page: Page) => page.getByTestId("venture-note");

interface Progress {
  toolType: string;
  status: string;
}

async function progressOf(page: Page, ventureId: string): Promise<Record<string, string>> {
  const response = await page.request.get(`/api/ventures/${ventureId}`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { progress: Progress[] };
  return Object.fromEntries(body.progress.map((step) => [step.toolType, step.status]));
}

test("idea → market → discovery in one venture, then the same venture on a second device", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("venture");
  await signUp(page, "Vera", email);

  // Ideas, signed in: no 'FREE VERSION', no trial call to action.
  await page.goto("/tools/idea-generation-tool");
  await expect(page.getByText("IN YOUR WORKSPACE", { exact: true })).toBeVisible();
  await expect(page.getByText("FREE VERSION", { exact: true })).toHaveCount(0);
  await page.getByLabel("Your interests").fill("nursing, hospital scheduling");
  await page.getByLabel("Your skills").fill("SQL, ICU nursing");
  await page.getByRole("button", { name: "Generate Ideas" }).click();
  const first = page.getByTestId("idea-card").first();
  await expect(first).toBeVisible();
  await expect(page.getByRole("link", { name: "Start Your Free Trial" })).toHaveCount(0);
  const ideaTitle = (await first.getByRole("heading").first().textContent())?.trim() ?? "";
  expect(ideaTitle).not.toBe("");

  // 'Develop This Idea Further' starts a venture and opens the market analysis inside it.
  await first.getByRole("button", { name: "Develop This Idea Further" }).click();
  await page.waitForURL(/\/tools\/market-analysis-tool\?venture=/);
  const ventureId = new URL(page.url()).searchParams.get("venture") ?? "";
  await expect(ventureNote(page)).toContainText(`Part of your venture ${ideaTitle.slice(0, 40)}`);
  const businessIdea = page.getByRole("textbox", { name: "Business idea" });
  await expect(businessIdea).not.toHaveValue("");
  const industry = page.getByRole("combobox", { name: "Industry" });
  if ((await industry.inputValue()) === "") await industry.selectOption("Healthcare");
  const targetMarket = page.getByRole("textbox", { name: "Target market" });
  if ((await targetMarket.inputValue()) === "") await targetMarket.fill("ICU nurse managers");
  await page.getByRole("button", { name: "Analyze Market" }).click();
  await expect(page.getByRole("heading", { name: "Market Overview" })).toBeVisible();

  // The next module, inside the venture, prefilled from the server.
  await page.getByRole("link", { name: "Next: Customer Discovery" }).click();
  await page.waitForURL(/\/tools\/customer-discovery-tool\?venture=/);
  const ideaBox = page.getByRole("textbox", { name: "Business idea" });
  await expect(ideaBox).toHaveValue(new RegExp(`^${escapeRegExp(ideaTitle)}`));
  await expect(ventureNote(page)).toContainText("Builds on: market analysis of");
  await page.getByRole("button", { name: "Start AI Customer Discovery" }).click();
  await expect(page.getByRole("heading", { name: "Executive Summary" })).toBeVisible();
  await expect(ventureNote(page)).toContainText("Built on: market analysis of");
  await expect(page.getByRole("link", { name: "Next: Strategic Planning" })).toHaveAttribute(
    "href",
    `/strategic-planning?venture=${encodeURIComponent(ventureId)}`,
  );
  expect(await progressOf(page, ventureId)).toMatchObject({
    "idea-generation": "done",
    "market-analysis": "done",
    "customer-discovery": "done",
  });

  // A second device: the venture lives on the server, not in this browser's storage.
  const other = await signInElsewhere(browser, email);
  expect(await other.evaluate(() => localStorage.length)).toBe(0);
  // A module the venture holds opens on its saved result (issue 23); Edit opens the form.
  await other.goto(`/tools/customer-discovery-tool?venture=${ventureId}`);
  await expect(other.getByRole("heading", { name: "Executive Summary" })).toBeVisible();
  await expect(ventureNote(other)).toContainText("market analysis of");
  await other.getByRole("link", { name: "Edit", exact: true }).click();
  await expect(other.getByRole("textbox", { name: "Business idea" })).toHaveValue(
    new RegExp(`^${escapeRegExp(ideaTitle)}`),
  );
  await other.goto(`/tools/market-analysis-tool?venture=${ventureId}`);
  await expect(other.getByRole("heading", { name: "Market Overview" })).toBeVisible();
  await other.getByRole("link", { name: "Edit", exact: true }).click();
  await expect(other.getByRole("textbox", { name: "Business idea" })).not.toHaveValue("");
  await expect(ventureNote(other)).toContainText("Part of your venture");

  // Changing the market analysis marks the discovery built on it stale.
  await other
    .getByRole("textbox", { name: "Target market" })
    .fill("Charge nurses at community hospitals");
  const otherIndustry = other.getByRole("combobox", { name: "Industry" });
  if ((await otherIndustry.inputValue()) === "") await otherIndustry.selectOption("Healthcare");
  await other.getByRole("button", { name: "Analyze Market" }).click();
  await expect(other.getByRole("heading", { name: "Market Overview" })).toBeVisible();
  expect(await progressOf(other, ventureId)).toMatchObject({
    "market-analysis": "done",
    "customer-discovery": "stale",
  });
  await other.context().close();
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

test("results made signed out are kept at sign-up: market analysis, then discovery prefilled, then 'Keep them'", async ({
  page,
}) => {
  test.setTimeout(90_000);
  // A visitor: the market analysis, then the customer discovery, which starts from its idea.
  await page.goto("/tools/market-analysis-tool");
  await expect(page.getByText("FREE VERSION", { exact: true })).toBeVisible();
  await page.getByRole("textbox", { name: "Business idea" }).fill("Shift swapping for ICU nurses");
  await page.getByRole("combobox", { name: "Industry" }).selectOption("Healthcare");
  await page.getByRole("textbox", { name: "Target market" }).fill("ICU nurse managers");
  await page.getByRole("button", { name: "Analyze Market" }).click();
  await expect(page.getByRole("heading", { name: "Market Overview" })).toBeVisible();
  await page.getByRole("link", { name: "Next: Customer Discovery" }).click();
  await expect(page.getByText("Market Analysis Data Detected")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Business idea" })).toHaveValue(
    "Shift swapping for ICU nurses",
  );
  await page.getByRole("button", { name: "Start AI Customer Discovery" }).click();
  await expect(page.getByRole("heading", { name: "Executive Summary" })).toBeVisible();

  // Signing up offers to keep both in a new venture.
  await signUp(page, "Ines", uniqueEmail("import"));
  const offer = page.getByRole("region", { name: "Keep these 2 results in a new venture?" });
  await expect(offer.getByText("Market Analysis")).toBeVisible();
  await expect(offer.getByText("Customer Discovery")).toBeVisible();
  await offer.getByRole("button", { name: "Keep them" }).click();
  await expect(offer).toHaveCount(0);
  const ventures = await page.request.get("/api/ventures");
  const [venture] = (await ventures.json()) as { id: string; name: string }[];
  expect(venture?.name).toBe("Shift swapping for ICU nurses");
  expect(await progressOf(page, venture!.id)).toMatchObject({
    "market-analysis": "done",
    "customer-discovery": "done",
  });
  // The spec's own keys are left as they were.
  expect(await page.evaluate(() => localStorage.getItem("marketAnalysisResult"))).not.toBeNull();
});

test("a signed-in market analysis outside any venture starts one and carries on in it", async ({
  page,
}) => {
  await signUp(page, "Omar", uniqueEmail("adopt"));
  await page.goto("/tools/market-analysis-tool");
  await page
    .getByRole("textbox", { name: "Business idea" })
    .fill("Meal kits for night-shift nurses");
  await page.getByRole("combobox", { name: "Industry" }).selectOption("Food & Beverage");
  await page.getByRole("textbox", { name: "Target market" }).fill("Night-shift nurses");
  await page.getByRole("button", { name: "Analyze Market" }).click();
  await expect(page.getByRole("heading", { name: "Market Overview" })).toBeVisible();
  await page.waitForURL(/\?venture=/);
  await expect(ventureNote(page)).toContainText(
    "Part of your venture Meal kits for night-shift nurses",
  );
  // The form keeps what the founder typed.
  await expect(page.getByRole("textbox", { name: "Target market" })).toHaveValue(
    "Night-shift nurses",
  );
  await expect(page.getByRole("link", { name: "Next: Customer Discovery" })).toHaveAttribute(
    "href",
    /\/tools\/customer-discovery-tool\?venture=/,
  );
  // The discovery starts from the founder's own words and the venture's market analysis.
  await page.getByRole("link", { name: "Next: Customer Discovery" }).click();
  await expect(page.getByRole("textbox", { name: "Business idea" })).toHaveValue(
    "Meal kits for night-shift nurses",
  );
  await expect(ventureNote(page)).toContainText("Builds on: market analysis of");

  // On the dashboard: rename the venture, then delete it; its result stays in the workspace.
  await page.goto("/dashboard");
  const ventures = page.getByRole("region", { name: "Your ventures" });
  await ventures.getByRole("button", { name: "Rename Meal kits for night-shift nurses" }).click();
  const name = ventures.getByRole("textbox", { name: "Venture name" });
  await name.fill("Night-shift meals");
  await ventures.getByRole("button", { name: "Save" }).click();
  await expect(ventures.getByRole("heading", { name: "Night-shift meals" })).toBeVisible();
  await ventures.getByRole("button", { name: "Delete Night-shift meals" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete this venture?" });
  await dialog.getByRole("button", { name: "Delete Venture" }).click();
  await expect(ventures.getByRole("article")).toHaveCount(0);
  await expect(
    page.getByRole("heading", { name: "Market analysis: Meal kits for night-shift nurses" }),
  ).toBeVisible();
});

test("a venture begun with the founder's own named product: named after it, its idea said once, the idea generator not needed", async ({
  page,
}) => {
  const idea =
    "PawLedger: bookkeeping and inventory software for independent veterinary clinics, replacing spreadsheets.";
  await signUp(page, "Maya", uniqueEmail("own-idea"));
  await page.goto("/tools/market-analysis-tool");
  await page.getByRole("textbox", { name: "Business idea" }).fill(idea);
  await page.getByRole("combobox", { name: "Industry" }).selectOption("Healthcare");
  await page
    .getByRole("textbox", { name: "Target market" })
    .fill("Practice managers at independent veterinary clinics");
  await page.getByRole("button", { name: "Analyze Market" }).click();
  await expect(page.getByRole("heading", { name: "Market Overview" })).toBeVisible();
  await expect(
    page.getByText(/^Bottom-up: 35,835 veterinary practices in the United States ×/),
  ).toBeVisible();
  await page.waitForURL(/\?venture=/);
  await expect(ventureNote(page)).toContainText("Part of your venture PawLedger.");

  // Opened again in the venture: the saved analysis (issue 23); its form, opened by Edit, holds
  // the founder's words once, not "PawLedger: PawLedger: …".
  await page.reload();
  await expect(page.getByRole("heading", { name: "Market Overview" })).toBeVisible();
  await page.getByRole("link", { name: "Edit", exact: true }).click();
  await expect(page.getByRole("textbox", { name: "Business idea" })).toHaveValue(idea);

  await page.goto("/dashboard");
  const card = page.getByRole("article", { name: "PawLedger" });
  await expect(
    card.locator('[data-tool-type="idea-generation"]').getByText(/^Not needed/),
  ).toBeVisible();
  await expect(card.getByRole("link", { name: "Next: Customer Discovery" })).toBeVisible();
});
