import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { ROUTES } from "../src/modules/routes";
import { signUp, uniqueEmail } from "./founders";

/**
 * Issue 17: every public page and every tool page passes axe-core's WCAG 2.1 A/AA rules with no
 * violation, and a visitor's page view never asks GET /api/auth/user (a 401 in the console for
 * every signed-out visit; src/shared/session-hint.ts). Signed-in pages are checked too. Each
 * visitor page is its own test, titled by its path: `--grep "/services/market-analysis$"` checks
 * one (scripts/check-module-unit.mjs checks a new module's pages so).
 */

const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** Pages a visitor can open: every route without a parameter, outside the signed-in dashboard. */
const VISITOR_PAGES = ROUTES.map((route) => route.path).filter(
  (path) => !path.includes(":") && !path.startsWith("/dashboard"),
);

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  // A check that ran no rule would pass every page: make sure axe looked at something.
  expect(results.passes.length).toBeGreaterThan(10);
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(" "))
        .join(" | ")}`,
  );
}

async function hydrated(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.waitForLoadState("networkidle");
}

test.describe("visitor pages: axe-core WCAG A/AA, and no /api/auth/user request", () => {
  test.describe.configure({ mode: "parallel" });
  for (const path of VISITOR_PAGES) {
    test(`${path}`, async ({ page }) => {
      const userRequests: string[] = [];
      const consoleErrors: string[] = [];
      page.on("request", (request) => {
        if (new URL(request.url()).pathname === "/api/auth/user") userRequests.push(request.url());
      });
      page.on("console", (message) => {
        if (message.type() === "error") consoleErrors.push(message.text());
      });
      await hydrated(page, path);
      expect(userRequests, "a visitor's page asked who is signed in").toEqual([]);
      expect(consoleErrors).toEqual([]);
      expect(await violations(page)).toEqual([]);
    });
  }
});

test("signed-in pages and a tool's result: axe-core WCAG A/AA", async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page, "Axel", uniqueEmail("axe"));
  for (const path of ["/dashboard", "/dashboard/settings", "/strategic-planning", "/api/logout"]) {
    await hydrated(page, path);
    expect(await violations(page), path).toEqual([]);
  }
  await hydrated(page, "/tools/market-analysis-tool");
  await page.getByRole("textbox", { name: "Business idea" }).fill("ICU shift scheduling software");
  await page.getByRole("combobox", { name: "Industry" }).selectOption("Healthcare");
  await page
    .getByRole("textbox", { name: "Target market" })
    .fill("Nurse managers at US community hospitals");
  await page.getByRole("button", { name: "Analyze Market" }).click();
  await expect(page.locator('section[aria-labelledby="market-results-title"]')).toBeVisible({
    timeout: 20_000,
  });
  expect(await violations(page), "market analysis result").toEqual([]);
});

test("the check itself: a page given an image without alt text and an unlabeled field fails", async ({
  page,
}) => {
  await hydrated(page, "/about-us");
  await page.evaluate(() => {
    const main = document.querySelector("main") ?? document.body;
    main.insertAdjacentHTML("beforeend", '<img src="/favicon.ico"><input type="text">');
  });
  const found = await violations(page);
  expect(found.some((line) => line.startsWith("image-alt"))).toBe(true);
  expect(found.some((line) => line.startsWith("label"))).toBe(true);
});
