import { expect, test } from "@playwright/test";
import { E2E_BASE_URL } from "../playwright.config";
import { signUp, toastArea, uniqueEmail } from "./founders";

/**
 * The account's write quotas (issue 25), against the real server and its default limits: once a
 * founder has spent the minute's changes (here renaming a venture through the API, as another
 * tab would), the next
 * change from the page is refused with 429 and the page says so in a toast that tells them when
 * to try again.
 */

const ORIGIN = { Origin: E2E_BASE_URL };

test("a change past the account's limit per minute shows a toast saying when to try again", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page, "Quinn", uniqueEmail("quota"));
  const created = await page.request.post("/api/ventures", {
    headers: ORIGIN,
    data: { name: "Renamed often" },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  /** Renames the venture, ten at a time, until the server refuses: the minute's changes are spent. */
  async function spendTheMinute(): Promise<number> {
    for (let round = 0; round < 100; round += 1) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          page.request.patch(`/api/ventures/${id}`, {
            headers: ORIGIN,
            data: { name: `Renamed ${round * 10 + index}` },
          }),
        ),
      );
      for (const answer of answers) expect([200, 429]).toContain(answer.status());
      const refused = answers.find((answer) => answer.status() === 429);
      if (refused) return Number(refused.headers()["retry-after"]);
    }
    throw new Error("no change was ever refused");
  }
  let retryAfter = await spendTheMinute();
  // Fixed windows: too close to the minute's end, the page's change could land in the next one.
  if (retryAfter < 10) {
    await page.waitForTimeout(retryAfter * 1000);
    retryAfter = await spendTheMinute();
  }
  expect(retryAfter).toBeGreaterThanOrEqual(1);

  await page.goto("/dashboard");
  // The venture above has no brief, so its card holds a field for its idea too (folded away); it
  // names the venture, so the field that starts a venture is found by its own name.
  await expect(page.getByLabel("Your idea for Renamed", { exact: false })).toBeAttached();
  await page.getByLabel("Your idea, in your own words").fill("Meal kits for night-shift nurses");
  await page.getByRole("button", { name: "Start a venture" }).click();
  const toast = toastArea(page).getByRole("listitem");
  await expect(toast).toContainText("Too many changes");
  await expect(toast).toContainText(/changes this minute, the most one account can\./);
  await expect(toast).toContainText(/please try again in \d+ seconds?\./);
});
