import { expect, type Locator, type Page } from "@playwright/test";
import { E2E_BASE_URL } from "../playwright.config";
import { SESSION_HINT_COOKIE } from "../src/shared/session-hint";

/** Signing founders up and in through the real pages, for the e2e specs that need an account. */

export const PASSWORD = "correct horse battery staple";

export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

export function toastArea(page: Page): Locator {
  return page.getByRole("region", { name: /Notifications/ });
}

export async function signUp(page: Page, firstName: string, email: string): Promise<void> {
  await page.goto("/api/login?view=signup");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create your account");
  await page.getByLabel("First name").fill(firstName);
  await page.getByLabel("Last name").fill("Founder");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByLabel(/I am 18 or older/).check();
  await page.getByRole("button", { name: "Create Account" }).click();
  await page.waitForURL("**/dashboard");
}

export async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto("/api/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL("**/dashboard");
}

/**
 * A signed-in founder without an account: GET /api/auth/user answers `user`, and the browser
 * holds the signed-in hint the real server sets with a session (src/shared/session-hint.ts),
 * without which a page never asks who is signed in.
 */
export async function fakeSession(page: Page, user: unknown): Promise<void> {
  await page.context().addCookies([{ name: SESSION_HINT_COOKIE, value: "1", url: E2E_BASE_URL }]);
  await page.route("**/api/auth/user", (route) => route.fulfill({ json: user }));
}
