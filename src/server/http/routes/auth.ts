import { createHash } from "node:crypto";
import { APIError } from "better-auth/api";
import type { Context } from "hono";
import { Hono } from "hono";
import { z } from "zod";
import { AppError, type ErrorCode } from "../../../shared/errors";
import {
  isCommonPassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from "../../auth/password-policy";
import {
  authUserFor,
  getSessionUser,
  requireUser,
  type SessionUserRecord,
} from "../../auth/session";
import type { AfterResponse } from "../after-response";
import { clientKey } from "../client-id";
import type { AppDeps, AppEnv } from "../context";
import { readJson } from "../json-body";
import { type RateLimit, type RateLimiter, retryIn } from "../rate-limit";
import { type Site, sendAppPage } from "../site";

const MINUTE_MS = 60_000;
const SIGN_IN_WINDOW_MS = 15 * MINUTE_MS;
const HOUR_MS = 60 * MINUTE_MS;

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, "Enter an email address of at most 254 characters.")
  .pipe(z.email("Enter a valid email address."));
const name = (what: string) =>
  z
    .string()
    .trim()
    .min(1, `Enter your ${what}.`)
    .max(100, `Your ${what} can be at most 100 characters.`);
export const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters for your password.`)
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters for your password.`);

const signUpSchema = z.object({
  firstName: name("first name"),
  lastName: name("last name"),
  email,
  password: newPassword,
  // Checked apart from the schema, so a missing tick gets its own code.
  acceptTerms: z.unknown().optional(),
  /** Where the confirmation link lands, signed in (a path on this site; default /dashboard). */
  next: z.string().max(2000).optional(),
});
const signInSchema = z.object({
  email,
  password: z
    .string()
    .min(1, "Enter your password.")
    .max(PASSWORD_MAX_LENGTH * 4),
  rememberMe: z.boolean().optional(),
});
const resetRequestSchema = z.object({ email, redirectTo: z.string().max(2000).optional() });
const resetSchema = z.object({
  newPassword,
  token: z.string().min(1, "The reset link has no token.").max(500),
});
const verifyQuerySchema = z.object({
  token: z.string().min(1).max(2000),
  next: z.string().max(2000).optional(),
});
const socialSchema = z.object({
  provider: z.enum(["google", "github"]),
  callbackURL: z.string().max(2000).optional(),
});

/** Better Auth's response body on an error. */
const authErrorBody = z.object({ code: z.string().optional(), message: z.string().optional() });
/** Its success body for sign-up and sign-in: the user with our additional fields. */
const authUserBody = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    firstName: z.string().nullish(),
    lastName: z.string().nullish(),
    trialStartedAt: z.union([z.string(), z.date()]).nullish(),
    plan: z.string().nullish(),
    createdAt: z.union([z.string(), z.date()]),
  }),
});

/** Better Auth's error codes → ours, with a sentence a founder can act on. */
const AUTH_ERRORS: Record<string, [ErrorCode, string]> = {
  INVALID_EMAIL_OR_PASSWORD: [
    "invalid_credentials",
    "The email or password is incorrect. Check them and try again, or reset your password.",
  ],
  INVALID_TOKEN: [
    "invalid_token",
    "This password reset link is invalid or has already been used. Ask for a new one.",
  ],
  TOKEN_EXPIRED: ["invalid_token", "This password reset link has expired. Ask for a new one."],
  INVALID_PASSWORD: ["invalid_password", "Your current password is incorrect."],
  EMAIL_NOT_VERIFIED: [
    "email_not_verified",
    "Confirm your email address first: we've sent a new link to it. Open it to sign in.",
  ],
  PASSWORD_TOO_SHORT: [
    "validation_failed",
    `Use at least ${PASSWORD_MIN_LENGTH} characters for your password.`,
  ],
  PASSWORD_TOO_LONG: [
    "validation_failed",
    `Use at most ${PASSWORD_MAX_LENGTH} characters for your password.`,
  ],
  INVALID_EMAIL: ["validation_failed", "Enter a valid email address."],
  INVALID_ORIGIN: ["bad_origin", "This request came from another site and was refused."],
  MISSING_OR_NULL_ORIGIN: ["bad_origin", "This request came from another site and was refused."],
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: [
    "bad_origin",
    "This request came from another site and was refused.",
  ],
  INVALID_CALLBACK_URL: ["validation_failed", "The address to return to is not on this site."],
  INVALID_REDIRECT_URL: ["validation_failed", "The address to return to is not on this site."],
  PROVIDER_NOT_FOUND: ["validation_failed", "This sign-in provider is not available."],
  CREDENTIAL_ACCOUNT_NOT_FOUND: [
    "bad_request",
    "This account signs in with Google or GitHub and has no password to change.",
  ],
  SESSION_EXPIRED: ["unauthenticated", "Your session has ended. Please sign in again."],
};

const STATUS_CODES: Partial<Record<number, ErrorCode>> = {
  400: "bad_request",
  401: "unauthenticated",
  403: "forbidden",
  404: "not_found",
  422: "validation_failed",
  429: "rate_limited",
};

/** Better Auth's `{ code, message }` error as our AppError (5xx stays a fault: thrown as is). */
export async function rewriteAuthError(response: Response): Promise<AppError> {
  const parsed = authErrorBody.safeParse(await response.json().catch(() => ({})));
  const body = parsed.success ? parsed.data : {};
  const mapped = body.code ? AUTH_ERRORS[body.code] : undefined;
  if (mapped) return new AppError(mapped[0], mapped[1]);
  const code = STATUS_CODES[response.status];
  if (!code)
    throw new Error(`auth answered ${response.status}: ${body.code ?? ""} ${body.message ?? ""}`);
  const message = body.message?.trim() ? body.message.trim().replace(/\.?$/, ".") : "";
  return new AppError(code, message || "The request was not accepted.");
}

/** Copies the Set-Cookie headers of Better Auth's response onto ours. */
export function copyCookies(from: Response, to: Response): Response {
  for (const cookie of from.headers.getSetCookie()) to.headers.append("Set-Cookie", cookie);
  return to;
}

/** A same-origin path to return to (`next`, social callbacks); anything else is the default. */
export function safeNextPath(value: string | undefined, fallback = "/dashboard"): string {
  if (!value?.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) {
    return fallback;
  }
  try {
    const url = new URL(value, "http://same.origin");
    return url.origin === "http://same.origin"
      ? `${url.pathname}${url.search}${url.hash}`
      : fallback;
  } catch {
    return fallback;
  }
}

/** Better Auth's refusal of a right password for an account whose address is not confirmed. */
async function notVerified(response: Response): Promise<boolean> {
  if (response.status !== 403) return false;
  const body = authErrorBody.safeParse(
    await response
      .clone()
      .json()
      .catch(() => ({})),
  );
  return body.success && body.data.code === "EMAIL_NOT_VERIFIED";
}

/** Runs a Better Auth API call as a Response, its thrown errors included. */
export async function asResponse(call: () => Promise<Response>): Promise<Response> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof APIError) {
      return Response.json(error.body ?? {}, { status: error.statusCode });
    }
    throw error;
  }
}

function hashed(value: string): string {
  return createHash("sha256").update(value).digest("base64url").slice(0, 22);
}

/** The first delayed attempt waits this long; each further failure doubles it, up to the cap. */
export const SIGN_IN_DELAY_BASE_MS = 250;
export const SIGN_IN_DELAY_MAX_MS = 8_000;

/**
 * The wait before an account's next password check, given its failed attempts in the window
 * from every client together: none while they are within the per-account-and-client limit
 * (`free`), then 250 ms, doubling with each further failure, at most 8 s. A delay, never a lock:
 * a stranger's wrong passwords slow the owner's next sign-in a little but cannot refuse it.
 */
export function signInDelayMs(priorFailures: number, free: number): number {
  if (priorFailures < free) return 0;
  return Math.min(SIGN_IN_DELAY_MAX_MS, SIGN_IN_DELAY_BASE_MS * 2 ** (priorFailures - free));
}

/** The limits one password attempt counts against: locks first, the delay counter last. */
export interface PasswordAttemptLimits {
  /** 429 once over: this account from this client, and this client on any account. */
  locks: RateLimit[];
  /** This account from every client: drives signInDelayMs, never refuses. */
  account: RateLimit;
}

/**
 * Sign-in and the settings' password change count wrong passwords against the same limits, so
 * neither can be used to guess around the other. The lock is per account AND client: five wrong
 * passwords from a stranger's connection lock that connection out of the account, not the owner.
 */
export function passwordAttemptLimits(
  config: AppDeps["config"],
  email: string,
  client: string,
): PasswordAttemptLimits {
  const account = hashed(email.trim().toLowerCase());
  return {
    locks: [
      {
        key: `auth:signin:account-client:${account}:${client}`,
        limit: config.auth.signInLimitPerAccount,
        windowMs: SIGN_IN_WINDOW_MS,
      },
      {
        key: `auth:signin:client:${client}`,
        limit: config.auth.signInLimitPerClient,
        windowMs: SIGN_IN_WINDOW_MS,
      },
    ],
    account: {
      key: `auth:signin:account:${account}`,
      limit: Number.MAX_SAFE_INTEGER,
      windowMs: SIGN_IN_WINDOW_MS,
    },
  };
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Counts one password attempt: 429 `rate_limited` with Retry-After when a lock is over its limit
 * (`messages` in the order of `limits.locks`), else waits the account's progressive delay. Returns
 * every limit counted, for `limiter.release` when the password turns out right.
 */
export async function countPasswordAttempt(
  limiter: RateLimiter,
  config: AppDeps["config"],
  limits: PasswordAttemptLimits,
  messages: string[],
): Promise<RateLimit[]> {
  const all = [...limits.locks, limits.account];
  const results = await limiter.consumeAll(all);
  const refused = results.findIndex((result) => !result.allowed);
  if (refused !== -1) {
    const { retryAfterSeconds } = results[refused]!;
    throw new AppError(
      "rate_limited",
      `${messages[refused]} Please try again ${retryIn(retryAfterSeconds)}.`,
      { "Retry-After": String(retryAfterSeconds) },
    );
  }
  const priorFailures = results[results.length - 1]!.count - 1;
  const delay = signInDelayMs(priorFailures, config.auth.signInLimitPerAccount);
  if (delay > 0) await wait(delay);
  return all;
}

/**
 * Accounts (issue 6, docs/decisions/008-accounts.md). Better Auth answers under /api/auth/*, but
 * only through the routes below: each reads its body with our zod schema first (sign-up's names,
 * the terms tick and the common-password list; sign-in's limits per account and per client),
 * then hands Better Auth a clean request, and rewrites its answer to our `{ error, code }` and
 * AuthUser shapes. Its other endpoints are not exposed. Also GET /api/login (the page) and
 * GET /api/logout.
 */
export function authRoutes(
  { config, database, now = () => new Date() }: AppDeps,
  limiter: RateLimiter,
  afterResponse: AfterResponse,
  site?: Site,
): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  /** Runs Better Auth on this request, with `body` as its JSON body when given. */
  function callAuth(c: Context<AppEnv>, body?: unknown): Promise<Response> {
    return c.get("auth").handler(authRequest(c, body));
  }

  /** This request for Better Auth, with `body` as its JSON body when given. */
  function authRequest(c: Context<AppEnv>, body?: unknown): Request {
    const raw = c.req.raw;
    const headers = new Headers(raw.headers);
    const init: RequestInit = { method: raw.method, headers };
    if (body !== undefined) {
      headers.set("Content-Type", "application/json");
      headers.delete("Content-Length");
      init.body = JSON.stringify(body);
    }
    return new Request(raw.url, init);
  }

  /** Better Auth's answer, errors rewritten; success bodies passed on as they are. */
  async function passOn(response: Response): Promise<Response> {
    if (response.status >= 400) throw await rewriteAuthError(response);
    return response;
  }

  /** Sign-up and sign-in answer `{ user: AuthUser }` with Better Auth's session cookie. */
  async function withUser(c: Context<AppEnv>, response: Response): Promise<Response> {
    if (response.status >= 400) throw await rewriteAuthError(response);
    const { user } = authUserBody.parse(await response.json());
    c.header("Cache-Control", "no-store");
    return copyCookies(
      response,
      c.json({ user: await authUserFor(database.db, user as SessionUserRecord, now()) }),
    );
  }

  async function limit(limits: RateLimit[], messages: string[]): Promise<void> {
    const results = await limiter.consumeAll(limits);
    const refused = results.findIndex((result) => !result.allowed);
    if (refused === -1) return;
    const { retryAfterSeconds } = results[refused]!;
    throw new AppError(
      "rate_limited",
      `${messages[refused]} Please try again ${retryIn(retryAfterSeconds)}.`,
      { "Retry-After": String(retryAfterSeconds) },
    );
  }

  app.get("/auth/user", async (c) => {
    c.header("Cache-Control", "no-store");
    const { user } = await requireUser(c);
    return c.json(await authUserFor(database.db, user, now()));
  });

  app.get("/auth/providers", (c) =>
    c.json({ google: config.auth.google !== undefined, github: config.auth.github !== undefined }),
  );

  app.post("/auth/sign-up/email", async (c) => {
    const form = await readJson(c, signUpSchema);
    if (form.acceptTerms !== true) {
      throw new AppError(
        "terms_not_accepted",
        "Please confirm that you are 18 or older and accept the Terms of Service and the Privacy Policy.",
      );
    }
    if (isCommonPassword(form.password)) {
      throw new AppError(
        "password_too_common",
        "This password is one of the most common passwords and easy to guess. Please choose another.",
      );
    }
    await limit(
      [
        {
          key: `auth:signup:client:${clientKey(c, config.trustProxy)}`,
          limit: config.auth.signUpLimitPerHour,
          windowMs: HOUR_MS,
        },
        // Each sign-up mails the address: no more of them to one address than the forms allow.
        {
          key: `auth:signup:email:${hashed(form.email)}`,
          limit: config.formsEmailRateLimitPerHour,
          windowMs: HOUR_MS,
        },
      ],
      ["Too many sign-ups from your connection.", "Too many sign-ups for this email address."],
    );
    const response = await callAuth(c, {
      name: `${form.firstName} ${form.lastName}`,
      email: form.email,
      password: form.password,
      firstName: form.firstName,
      lastName: form.lastName,
      callbackURL: safeNextPath(form.next),
    });
    await passOn(response);
    // The same answer for a new address and a taken one (no account enumeration): a new account
    // gets a confirmation link, the owner of a taken one a mail saying someone tried (auth.ts).
    // Neither signs anyone in here: the link does.
    c.header("Cache-Control", "no-store");
    return c.json({
      message: `Check your email: we've sent a message to ${form.email}. Open the link in it to confirm your address and sign in. The link works for 24 hours.`,
    });
  });

  app.post("/auth/sign-in/email", async (c) => {
    const form = await readJson(c, signInSchema);
    const limits = await countPasswordAttempt(
      limiter,
      config,
      passwordAttemptLimits(config, form.email, clientKey(c, config.trustProxy)),
      [
        "Too many sign-in attempts for this account.",
        "Too many sign-in attempts from your connection.",
      ],
    );
    const response = await callAuth(c, {
      email: form.email,
      password: form.password,
      rememberMe: form.rememberMe,
    });
    // Only failed attempts count: a correct password takes its attempt back (an unconfirmed
    // account's too: Better Auth checks the password before it refuses it).
    if (response.ok || (await notVerified(response))) await limiter.release(limits);
    return withUser(c, response);
  });

  app.post("/auth/request-password-reset", async (c) => {
    const form = await readJson(c, resetRequestSchema);
    await limit(
      [
        {
          key: `auth:reset:client:${clientKey(c, config.trustProxy)}`,
          limit: config.formsRateLimitPerHour,
          windowMs: HOUR_MS,
        },
        {
          key: `auth:reset:email:${hashed(form.email)}`,
          limit: config.formsEmailRateLimitPerHour,
          windowMs: HOUR_MS,
        },
      ],
      [
        "Too many password reset requests from your connection.",
        "Too many password reset requests for this email address.",
      ],
    );
    // The mailed link always opens the reset view of /api/login (auth.ts builds it).
    // Better Auth looks the address up, stores a link for a real account and mails it once this
    // request has its answer: the same answer, in the same time, whether or not an account exists
    // (no account enumeration; decision 028). A fault there is logged, never shown.
    const auth = c.get("auth");
    const request = authRequest(c, { email: form.email, redirectTo: "/api/login?view=reset" });
    const log = c.get("log");
    afterResponse.defer(async () => {
      const response = await auth.handler(request);
      if (!response.ok) {
        log.error(
          { status: response.status, body: await response.text() },
          "password reset request failed after the response",
        );
      }
    });
    return c.json({
      message: `If an account exists for ${form.email}, we've sent it a link to reset the password. The link works for one hour.`,
    });
  });

  app.post("/auth/reset-password", async (c) => {
    const form = await readJson(c, resetSchema);
    if (isCommonPassword(form.newPassword)) {
      throw new AppError(
        "password_too_common",
        "This password is one of the most common passwords and easy to guess. Please choose another.",
      );
    }
    await passOn(await callAuth(c, { newPassword: form.newPassword, token: form.token }));
    return c.json({ message: "Your password has been changed. Sign in with the new password." });
  });

  app.post("/auth/sign-in/social", async (c) => {
    const form = await readJson(c, socialSchema);
    if (!config.auth[form.provider]) {
      throw new AppError(
        "validation_failed",
        `Sign-in with ${form.provider === "google" ? "Google" : "GitHub"} is not set up on this server.`,
      );
    }
    const callbackURL = safeNextPath(form.callbackURL);
    return passOn(
      await callAuth(c, {
        provider: form.provider,
        callbackURL,
        errorCallbackURL: `/api/login?next=${encodeURIComponent(callbackURL)}`,
      }),
    );
  });

  // The provider sends the browser back here (a redirect either way).
  app.get("/auth/callback/:provider", async (c) => callAuth(c));

  app.post("/auth/sign-out", async (c) => passOn(await callAuth(c, {})));

  /**
   * GET /api/auth/verify-email: the link mailed at sign-up. Confirms the address, signs the
   * founder in and sends them on to `next`. A link already used sends them to sign in; a bad or
   * expired one to the sign-in page, which says so (signing in mails a new link).
   */
  app.get("/auth/verify-email", async (c) => {
    const parsed = verifyQuerySchema.safeParse(c.req.query());
    const next = safeNextPath(parsed.data?.next);
    const nextParam = next === "/dashboard" ? "" : `&next=${encodeURIComponent(next)}`;
    const toLogin = (link: string) => c.redirect(`/api/login?link=${link}${nextParam}`, 302);
    c.header("Cache-Control", "no-store");
    if (!parsed.success) return toLogin("invalid");
    const response = await asResponse(() =>
      c.get("auth").api.verifyEmail({
        query: { token: parsed.data.token },
        headers: c.req.raw.headers,
        asResponse: true,
      }),
    );
    if (response.status >= 500) throw await rewriteAuthError(response);
    if (!response.ok) return toLogin("invalid");
    if (response.headers.getSetCookie().length === 0) return toLogin("used");
    return copyCookies(response, c.redirect(next === "/" ? "/dashboard" : next, 302));
  });

  app.all("/auth/*", (c) => {
    throw new AppError("not_found", `No API endpoint at ${c.req.method} ${c.req.path}.`);
  });

  /**
   * GET /api/logout (spec §6's route, reached by a link): a page with one button that posts to
   * POST /api/logout. A GET changes nothing, so another site cannot sign a founder out
   * (docs/decisions/028-account-safety.md). Signed out, it goes home.
   */
  app.get("/logout", async (c) => {
    c.header("Cache-Control", "no-store");
    if (!(await getSessionUser(c))) return c.redirect("/", 302);
    if (!site) {
      return c.text(
        "The logout page is served by the website build (npm start), or by Vite in development at the same path.",
        404,
      );
    }
    return sendAppPage(site, "/api/logout", c.req.raw);
  });

  /**
   * POST /api/logout: the Logout button's form post (the origin check runs first). Ends the
   * session on the server, clears the cookie, and sends the browser home.
   */
  app.post("/logout", async (c) => {
    const redirect = c.redirect("/", 303);
    redirect.headers.set("Cache-Control", "no-store");
    if (!(await getSessionUser(c))) return redirect;
    const response = await c.get("auth").api.signOut({
      headers: c.req.raw.headers,
      asResponse: true,
    });
    return copyCookies(response, redirect);
  });

  /** GET /api/login: the sign-in page, rendered by the SPA (full page navigation, spec §6). */
  app.get("/login", (c) => {
    if (!site) {
      // Development: the API runs alone and Vite serves the pages.
      return c.text(
        "The sign-in page is served by the website build (npm start), or by Vite in development at the same path.",
        404,
      );
    }
    return sendAppPage(site, "/api/login", c.req.raw);
  });

  return app;
}
