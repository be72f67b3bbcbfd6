import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { betterAuth } from "better-auth/minimal";
import { BRAND } from "../../shared/brand";
import { type Config, isLocalAddress } from "../config";
import type { Database } from "../db/client";
import { account, session, user, verification } from "../db/schema";
import type { AfterResponse } from "../http/after-response";
import type { Logger } from "../logger";
import type { Mailer } from "../mail/mailer";
import { emailVerificationMail, passwordResetMail, signUpAttemptMail } from "../mail/messages";
import { PasswordHasher } from "./password";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./password-policy";
import { revokeResetTokens } from "./reset-tokens";

/** How long a sign-up's confirmation link works. */
export const EMAIL_VERIFICATION_SECONDS = 24 * 60 * 60;

/**
 * The link that confirms a new account's address: our GET /api/auth/verify-email (routes/auth.ts),
 * which signs the founder in and sends them on to `next`.
 */
export function verifyEmailUrl(publicUrl: string, token: string, next: string): string {
  return `${publicUrl}/api/auth/verify-email?token=${encodeURIComponent(token)}&next=${encodeURIComponent(next)}`;
}

/** The `callbackURL` Better Auth put in its own verification link (our sign-up's `next`). */
function callbackOf(url: string): string {
  try {
    return new URL(url).searchParams.get("callbackURL") ?? "/dashboard";
  } catch {
    return "/dashboard";
  }
}

/** Where the browser lands to choose a new password (the SPA's /api/login page, reset view). */
export function resetPasswordUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/api/login?view=reset&token=${encodeURIComponent(token)}`;
}

export interface AuthDeps {
  config: Config;
  database: Database;
  logger: Logger;
  mailer: Mailer;
  /** Account mails are sent once the response is made (no timing difference to read). */
  afterResponse: AfterResponse;
  /** The signing secret (auth/secret.ts). */
  secret: string;
  /** Production strength unless a test passes cheaper parameters. */
  hasher?: PasswordHasher;
}

/** "Ada Lovelace" → Ada / Lovelace, for sign-ups through Google or GitHub. */
function splitName(name: string): { firstName: string | null; lastName: string | null } {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return { firstName: null, lastName: null };
  return { firstName: parts[0]!, lastName: parts.length > 1 ? parts.slice(1).join(" ") : null };
}

/**
 * Better Auth 1.6 (GUIDE §3) over our Drizzle database: email and password with our scrypt
 * hasher, database sessions in HttpOnly SameSite=Lax cookies (Secure over https), Google and
 * GitHub when their keys are set. Its own rate limiter is off: sign-in attempts are limited by
 * our database counters before it runs (http/routes/auth.ts). docs/decisions/008-accounts.md.
 */
export function createAuth({
  config,
  database,
  logger,
  mailer,
  afterResponse,
  secret,
  hasher = new PasswordHasher(),
}: AuthDeps) {
  const publicOrigin = new URL(config.publicUrl).origin;
  const { google, github } = config.auth;
  const log = logger.child({ component: "auth" });
  /**
   * A link for the log when no SMTP server is set: in development, and on a local trial (a
   * public address on this machine), never on a public production server.
   */
  const logLink = (url: string, what: string) => {
    if (mailer.delivers) return;
    if (config.env !== "production" || isLocalAddress(config.publicUrl)) {
      log.info({ url }, `${what} (SMTP_URL is not set: open this link to continue)`);
    }
  };
  return betterAuth({
    appName: BRAND.name,
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret,
    database: drizzleAdapter(database.db, {
      provider: "pg",
      schema: { user, session, account, verification },
    }),
    emailAndPassword: {
      enabled: true,
      // A new account signs in through the link mailed to its address, never at sign-up: so
      // sign-up answers alike for a new address and a taken one (no account enumeration), and
      // Better Auth answers a taken one with a synthetic user and onExistingUserSignUp.
      requireEmailVerification: true,
      autoSignIn: false,
      onExistingUserSignUp: async ({ user: owner }) => {
        afterResponse.defer(() => mailer.send(signUpAttemptMail(owner.email, config.publicUrl)));
      },
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: {
        hash: (password) => hasher.hash(password),
        verify: ({ hash, password }) => hasher.verify(hash, password),
      },
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // A reset consumes its own link; every other outstanding link dies with it.
      onPasswordReset: async ({ user: target }) => {
        await revokeResetTokens(database.db, target.id);
      },
      sendResetPassword: async ({ user: target, token }) => {
        const url = resetPasswordUrl(config.publicUrl, token);
        logLink(url, "password reset link");
        afterResponse.defer(() => mailer.send(passwordResetMail(target.email, url)));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // Signing in with the right password to an unconfirmed account mails a new link.
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: EMAIL_VERIFICATION_SECONDS,
      sendVerificationEmail: async ({ user: target, token, url: theirs }) => {
        const url = verifyEmailUrl(config.publicUrl, token, callbackOf(theirs));
        logLink(url, "email confirmation link");
        afterResponse.defer(() => mailer.send(emailVerificationMail(target.email, url)));
      },
    },
    user: {
      additionalFields: {
        firstName: { type: "string", required: false },
        lastName: { type: "string", required: false },
        trialStartedAt: { type: "date", required: false, input: false },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    socialProviders: {
      ...(google
        ? { google: { clientId: google.clientId, clientSecret: google.clientSecret } }
        : {}),
      ...(github
        ? { github: { clientId: github.clientId, clientSecret: github.clientSecret } }
        : {}),
    },
    trustedOrigins: (request) => [
      publicOrigin,
      // The origin the request came to: the same check as our own CSRF middleware.
      request ? new URL(request.url).origin : undefined,
    ],
    advanced: {
      useSecureCookies: config.publicUrl.startsWith("https://"),
      cookiePrefix: "ninefold",
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", path: "/" },
      // Sessions list no addresses: less personal data kept.
      ipAddress: { disableIpTracking: true },
    },
    rateLimit: { enabled: false },
    // One query for a request's session and its user (relations in db/schema.ts), not two.
    experimental: { joins: true },
    telemetry: { enabled: false },
    onAPIError: { errorURL: `${config.publicUrl}/api/login` },
    logger: {
      level: "warn",
      log: (level, message) => {
        if (level === "error") log.error(message);
        else if (level === "warn") log.warn(message);
        else log.debug(message);
      },
    },
    databaseHooks: {
      user: {
        create: {
          // Every new account starts the 7-day trial (spec §9); names split for social sign-ups.
          before: async (data) => {
            const names =
              typeof data.firstName === "string" && data.firstName
                ? { firstName: data.firstName, lastName: data.lastName ?? null }
                : splitName(data.name);
            return { data: { ...data, ...names, trialStartedAt: new Date() } };
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
