import type { Context } from "hono";
import { AppError } from "../../shared/errors";
import { TRIAL_DAYS } from "../../shared/plans";
import type { AuthUser } from "../../shared/user";
import { type BillingRecord, billingState, DAY_MS, planStateOf } from "../billing/access";
import { readBillingRow, recordOf } from "../billing/store";
import { databaseAnswers, isDatabaseUnavailable } from "../db/availability";
import type { Db } from "../db/client";
import type { AppEnv } from "../http/context";
import { databaseUnavailable, reasonOf } from "../http/errors";
import { HAS_SESSION_COOKIE } from "../http/session-hint";
import type { SessionUserRecord, SignedIn } from "./signed-in";

export type { SessionUserRecord, SignedIn } from "./signed-in";

/**
 * The request's signed-in user, or null: Better Auth reads the signed session cookie and looks
 * the session up in the database (an ended or expired session is null). Looked up once per
 * request.
 *
 * Better Auth replaces the driver's error with its own ("Failed to get session"), so the error
 * alone cannot say the database is away: when the lookup fails, the database is asked for a
 * round trip, and if that fails too the answer is 503 `database_unavailable`; otherwise the error
 * goes on as the fault it is (500, logged). The one place this mapping lives (decision 029).
 *
 * A request without a session cookie (a visitor) is null at once: Better Auth, asked, would
 * find no token to look up, and its call was about 6% of a free tool's request (decision 037).
 */
export async function getSessionUser(c: Context<AppEnv>): Promise<SignedIn | null> {
  const cached = c.get("signedIn");
  if (cached !== undefined) return cached;
  if (!HAS_SESSION_COOKIE.test(c.req.header("cookie") ?? "")) {
    c.set("signedIn", null);
    return null;
  }
  const found = await c
    .get("auth")
    .api.getSession({ headers: c.req.raw.headers })
    .catch(async (error: unknown) => {
      if (!isDatabaseUnavailable(error) && (await databaseAnswers(c.get("database")))) throw error;
      c.get("log")?.error(
        { path: c.req.path, method: c.req.method, reason: reasonOf(error) },
        "database unavailable",
      );
      throw databaseUnavailable();
    });
  const signedIn: SignedIn | null = found
    ? {
        user: found.user as SessionUserRecord,
        session: {
          id: found.session.id,
          token: found.session.token,
          userId: found.session.userId,
          expiresAt: new Date(found.session.expiresAt),
        },
      }
    : null;
  c.set("signedIn", signedIn);
  return signedIn;
}

/** The signed-in user, or 401 `unauthenticated` for a route that needs one. */
export async function requireUser(c: Context<AppEnv>): Promise<SignedIn> {
  const signedIn = await getSessionUser(c);
  if (!signedIn) throw new AppError("unauthenticated", "You are not signed in.");
  return signedIn;
}

/**
 * GET /api/auth/user's body: the user with their plan, access and trial days left (spec §4, §9),
 * from their billing row (billing/store.ts readBillingRow; null: the sign-up trial only).
 */
export function toAuthUser(
  record: SessionUserRecord,
  billing: BillingRecord | null,
  now: Date = new Date(),
): AuthUser {
  const startedAt = new Date(record.trialStartedAt ?? record.createdAt);
  const state = billingState(startedAt, billing, now);
  const endsAt = state.trialEndsAt ?? new Date(startedAt.getTime() + TRIAL_DAYS * DAY_MS);
  const daysLeft = Math.max(0, Math.ceil((endsAt.getTime() - now.getTime()) / DAY_MS));
  return {
    id: record.id,
    email: record.email,
    firstName: record.firstName ?? null,
    lastName: record.lastName ?? null,
    plan: planStateOf(state),
    access: state.access,
    pastDue: state.status === "past_due",
    trial: { startedAt: startedAt.toISOString(), endsAt: endsAt.toISOString(), daysLeft },
  };
}

/** toAuthUser with the founder's billing row read from the database. */
export async function authUserFor(
  db: Db,
  record: SessionUserRecord,
  now: Date = new Date(),
): Promise<AuthUser> {
  return toAuthUser(record, recordOf(await readBillingRow(db, record.id)), now);
}
