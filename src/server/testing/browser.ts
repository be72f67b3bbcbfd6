import { createEmailVerificationToken } from "better-auth/api";
import type { Hono } from "hono";
import { TEST_AUTH_SECRET } from "./app-harness";

/** The origin the test browser sends (the config's default PUBLIC_URL). */
export const TEST_ORIGIN = "http://localhost:3000";

/** A browser: keeps the cookies the server sets and sends the site's Origin on every request. */
export class Browser {
  cookies = new Map<string, string>();
  constructor(
    // biome-ignore lint/suspicious/noExplicitAny: any app's env (tests build several)
    private readonly app: Hono<any>,
    private readonly origin = TEST_ORIGIN,
    /** Sent on every request, e.g. X-Forwarded-For to act as another client behind a proxy. */
    private readonly extraHeaders: Record<string, string> = {},
  ) {}

  async request(method: string, path: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = {
      Origin: this.origin,
      "User-Agent": "vitest",
      ...this.extraHeaders,
    };
    if (this.cookies.size > 0) {
      headers.Cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    }
    if (body !== undefined) headers["Content-Type"] = "application/json";
    const response = await this.app.request(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair, ...attributes] = cookie.split(";");
      const [name, value] = pair!.split("=") as [string, string];
      const expired = attributes.some((a) => /max-age=0\b/i.test(a.trim()));
      if (expired || value === "") this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    return response;
  }
  get = (path: string) => this.request("GET", path);
  post = (path: string, body?: unknown) => this.request("POST", path, body ?? {});
  patch = (path: string, body: unknown) => this.request("PATCH", path, body);
  delete = (path: string) => this.request("DELETE", path);
}

export const TEST_PASSWORD = "correct horse battery staple";
let emails = 0;

/** A valid sign-up body with a fresh email. */
export function signUpBody(overrides: Record<string, unknown> = {}) {
  emails += 1;
  return {
    firstName: "Ada",
    lastName: "Lovelace",
    email: `ada${emails}-${process.pid}@example.com`,
    password: TEST_PASSWORD,
    acceptTerms: true,
    ...overrides,
  };
}

/**
 * The link a sign-up mails to confirm `email` (GET /api/auth/verify-email), signed with the test
 * secret as the server signs it: helpers sign founders in without reading the outbox. The mail
 * itself is tested in routes/accounts.test.ts.
 */
export async function confirmationPath(email: string, next = "/dashboard"): Promise<string> {
  const token = await createEmailVerificationToken(TEST_AUTH_SECRET, email, undefined, 3600);
  return `/api/auth/verify-email?token=${encodeURIComponent(token)}&next=${encodeURIComponent(next)}`;
}

/** A browser signed up as a new founder, its address confirmed: signed in. */
// biome-ignore lint/suspicious/noExplicitAny: any app's env
export async function signedUpBrowser(app: Hono<any>, overrides: Record<string, unknown> = {}) {
  const browser = new Browser(app);
  const body = signUpBody(overrides);
  const email = String(body.email).trim().toLowerCase();
  const response = await browser.post("/api/auth/sign-up/email", body);
  if (response.status !== 200) throw new Error(`sign-up failed: ${await response.text()}`);
  const confirmed = await browser.get(await confirmationPath(email));
  if (confirmed.status !== 302 || browser.cookies.size === 0) {
    throw new Error(
      `confirming ${email} failed: ${confirmed.status} ${confirmed.headers.get("location")}`,
    );
  }
  return { browser, email: body.email as string };
}
