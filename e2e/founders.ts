import { expect, type Locator, type Page } from "@playwright/test";
import { E2E_BASE_URL } from "../playwright.config";
import { SESSION_HINT_COOKIE } from "../src/shared/session-hint";
import { latestMailTo } from "./mail";

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
  // Sign-up signs in through the link it mails to the address (docs/decisions/028).
  await expect(page.getByText("Check your email")).toBeVisible();
  await page.goto(await confirmationLink(email));
  await page.waitForURL("**/dashboard");
}

/** The confirmation link in the newest mail to `email` (the sign-up's). */
export async function confirmationLink(email: string): Promise<string> {
  const { subject, body } = await latestMailTo(email, /Confirm your email address/);
  expect(subject).toMatch(/Confirm your email address/);
  const link = /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/.exec(body)?.[0];
  expect(link, body).toBeTruthy();
  return link as string;
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
