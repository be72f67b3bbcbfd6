import { expect, test } from "@playwright/test";
import { chunkOf } from "./chunks";

// A toast needs something to announce; a page whose code cannot be fetched is a real one.
test.describe("toasts (spec §9: one at a time, 5000 ms, F8)", () => {
  test.beforeEach(async ({ page }) => {
    await page.route(chunkOf("src/web/components/layout/mobile-menu.tsx"), (route) =>
      route.abort(),
    );
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/no-such-page");
    await page.mouse.move(0, 0);
  });

  test("a destructive toast shows title, description and action, then leaves by itself after about 5 s", async ({
    page,
  }) => {
    // Time the toast inside the page, so the test runner's own latency cannot skew it.
    await page.evaluate(() => {
      const times: { shown?: number; hidden?: number } = {};
      (window as unknown as { toastTimes: typeof times }).toastTimes = times;
      new MutationObserver(() => {
        const open = document.querySelector('li[data-state="open"]');
        if (open && times.shown === undefined) times.shown = performance.now();
        if (!open && times.shown !== undefined && times.hidden === undefined) {
          times.hidden = performance.now();
        }
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await page.getByRole("button", { name: "Open menu" }).click();
    const toast = page.getByRole("listitem").filter({ hasText: "The menu could not be loaded" });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText("Check your connection and reload the page.");
    await expect(toast.getByRole("button", { name: "Reload" })).toBeVisible();
    await page.mouse.move(0, 0);
    await expect(toast).toBeHidden({ timeout: 15_000 });
    const { shown, hidden } = await page.evaluate(
      () => (window as unknown as { toastTimes: { shown: number; hidden: number } }).toastTimes,
    );
    // Spec §9: visible 5000 ms. Generous bounds: a busy machine fires timers late, never early.
    expect(hidden - shown).toBeGreaterThan(4500);
    expect(hidden - shown).toBeLessThan(12_000);
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
