import { expect, test } from "@playwright/test";

// A toast needs something to announce; a page whose code cannot be fetched is a real one.
test.describe("toasts (spec §9: one at a time, 5000 ms, F8)", () => {
  test.beforeEach(async ({ page }) => {
    await page.route(/\/assets\/mobile-menu-[^/]+\.js$/, (route) => route.abort());
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/no-such-page");
    await page.mouse.move(0, 0);
  });

  test("a destructive toast shows title, description and action, then leaves after 5 s", async ({
    page,
  }) => {
    await page.getByRole("button", { name: "Open menu" }).click();
    const toast = page.getByRole("listitem").filter({ hasText: "The menu could not be loaded" });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText("Check your connection and reload the page.");
    await expect(toast.getByRole("button", { name: "Reload" })).toBeVisible();
    await page.mouse.move(0, 0);
    await page.waitForTimeout(4000);
    await expect(toast).toBeVisible();
    await expect(toast).toBeHidden({ timeout: 3000 });
  });

  test("F8 moves focus to the toast area, and the close button dismisses", async ({ page }) => {
    await page.getByRole("button", { name: "Open menu" }).click();
    const toast = page.getByRole("listitem").filter({ hasText: "The menu could not be loaded" });
    await expect(toast).toBeVisible();
    await page.keyboard.press("F8");
    const viewport = page.getByRole("region", { name: "Notifications (F8)" }).locator("ol");
    await expect(viewport).toBeFocused();
    await toast.getByRole("button", { name: "Close" }).click();
    await expect(toast).toBeHidden();
  });
});
