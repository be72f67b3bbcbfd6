import { and, desc, eq, gt } from "drizzle-orm";
import type { Context } from "hono";
import { Hono } from "hono";
import { z } from "zod";
import { MODULE_REGISTRY } from "../../../modules/registry";
import { AppError } from "../../../shared/errors";
import { isCommonPassword, PASSWORD_MAX_LENGTH } from "../../auth/password-policy";
import { revokeResetTokens } from "../../auth/reset-tokens";
import { authUserFor, requireUser, type SessionUserRecord } from "../../auth/session";
import { cancelForDeletion } from "../../billing/service";
import { session, user } from "../../db/schema";
import { exportFileName, exportStream } from "../../workspace/export";
import type { WorkspaceListCache } from "../../workspace/list-cache";
import { countProjects, projectPages } from "../../workspace/projects";
import { listVentures } from "../../workspace/ventures";
import { clientKey } from "../client-id";
import type { AppDeps, AppEnv } from "../context";
import { readJson } from "../json-body";
import type { RateLimiter } from "../rate-limit";
import { billingDepsOf } from "../require-plan";
import {
  asResponse,
  copyCookies,
  countPasswordAttempt,
  newPassword,
  passwordAttemptLimits,
  rewriteAuthError,
} from "./auth";

const nameField = (what: string) =>
  z
    .string()
    .trim()
    .min(1, `Enter your ${what}.`)
    .max(100, `Your ${what} can be at most 100 characters.`);
const nameSchema = z.object({
  firstName: nameField("first name"),
  lastName: nameField("last name"),
});
const passwordSchema = z.object({
  currentPassword: z
    .string()
    .min(1, "Enter your current password.")
    .max(PASSWORD_MAX_LENGTH * 4),
  newPassword,
});
const deleteSchema = z.object({ confirm: z.string().max(300) });

/**
 * A founder's own account and data (issue 6; the privacy policy's rights): name, password,
 * sessions, export, deletion. All need a session; all act on the signed-in user only.
 */
export function accountRoutes(
  deps: AppDeps,
  limiter: RateLimiter,
  listCache: WorkspaceListCache,
): Hono<AppEnv> {
  const { config, database, modules, now = () => new Date() } = deps;
  const app = new Hono<AppEnv>();
  const { db } = database;

  // A founder's own data: never stored by a browser or a proxy. ("/account/*" matches
  // "/account" too.)
  app.use("/account/*", async (c, next) => {
    c.header("Cache-Control", "private, no-store");
    await next();
  });

  /** Cookie-clearing headers for the request's session, which is ended on the way. */
  async function signOut(c: Context<AppEnv>): Promise<Response> {
    return asResponse(() =>
      c.get("auth").api.signOut({ headers: c.req.raw.headers, asResponse: true }),
    );
  }

  app.patch("/account", async (c) => {
    const signedIn = await requireUser(c);
    const { firstName, lastName } = await readJson(c, nameSchema);
    const [row] = await db
      .update(user)
      .set({ firstName, lastName, name: `${firstName} ${lastName}`, updatedAt: new Date() })
      .where(eq(user.id, signedIn.user.id))
      .returning();
    if (!row) throw new AppError("unauthenticated", "You are not signed in.");
    return c.json(await authUserFor(db, row as SessionUserRecord, now()));
  });

  app.post("/account/password", async (c) => {
    const signedIn = await requireUser(c);
    const form = await readJson(c, passwordSchema);
    if (isCommonPassword(form.newPassword)) {
      throw new AppError(
        "password_too_common",
        "This password is one of the most common passwords and easy to guess. Please choose another.",
      );
    }
    // A wrong current password counts like a failed sign-in for this account.
    const limits = await countPasswordAttempt(
      limiter,
      config,
      passwordAttemptLimits(config, signedIn.user.email, clientKey(c, config.trustProxy)),
      [
        "Too many password attempts for this account.",
        "Too many password attempts from your connection.",
      ],
    );
    const response = await asResponse(() =>
      c.get("auth").api.changePassword({
        body: {
          currentPassword: form.currentPassword,
          newPassword: form.newPassword,
          revokeOtherSessions: true,
        },
        headers: c.req.raw.headers,
        asResponse: true,
      }),
    );
    if (response.status >= 400) throw await rewriteAuthError(response);
    await limiter.release(limits);
    // A reset link mailed before the change would otherwise still set the password.
    await revokeResetTokens(db, signedIn.user.id);
    // Every other session is ended; this browser gets a new session cookie.
    return copyCookies(
      response,
      c.json({
        message: "Your password has been changed. Your other sessions have been signed out.",
      }),
    );
  });

  app.get("/account/sessions", async (c) => {
    const signedIn = await requireUser(c);
    const rows = await db
      .select({
        id: session.id,
        createdAt: session.createdAt,
        expiresAt: session.expiresAt,
        userAgent: session.userAgent,
      })
      .from(session)
      .where(and(eq(session.userId, signedIn.user.id), gt(session.expiresAt, new Date())))
      .orderBy(desc(session.createdAt));
    return c.json(
      rows.map((row) => ({
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        expiresAt: row.expiresAt.toISOString(),
        userAgent: row.userAgent,
        current: row.id === signedIn.session.id,
      })),
    );
  });

  app.delete("/account/sessions/:id", async (c) => {
    const signedIn = await requireUser(c);
    const id = c.req.param("id");
    if (id === signedIn.session.id) {
      return copyCookies(await signOut(c), c.body(null, 204));
    }
    const rows = await db
      .delete(session)
      .where(and(eq(session.id, id), eq(session.userId, signedIn.user.id)))
      .returning({ id: session.id });
    if (rows.length === 0)
      throw new AppError("not_found", "There is no such session on your account.");
    return c.body(null, 204);
  });

  app.get("/account/export", async (c) => {
    const signedIn = await requireUser(c);
    const userId = signedIn.user.id;
    const ventures = await listVentures(db, userId, modules ?? MODULE_REGISTRY);
    const account = {
      ...(await authUserFor(db, signedIn.user, now())),
      name: signedIn.user.name,
      createdAt: new Date(signedIn.user.createdAt).toISOString(),
    };
    // Streamed (issue 25): the projects are read a page at a time as the zip is sent.
    const zip = exportStream({
      account,
      ventures,
      projectCount: await countProjects(db, userId),
      projectPages: () => projectPages(db, userId),
    });
    return c.body(zip, 200, {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${exportFileName(new Date())}"`,
    });
  });

  app.post("/account/delete", async (c) => {
    const signedIn = await requireUser(c);
    const { confirm } = await readJson(c, deleteSchema);
    if (confirm.trim().toLowerCase() !== signedIn.user.email.toLowerCase()) {
      throw new AppError(
        "validation_failed",
        "Type your account's email address exactly to confirm that you want to delete the account.",
      );
    }
    // A live subscription is cancelled first: a deleted account is never charged again.
    await cancelForDeletion(billingDepsOf(deps, c), signedIn.user.id);
    const cleared = await signOut(c);
    // Sessions, sign-in methods and projects go with the user row (ON DELETE CASCADE).
    await db.delete(user).where(eq(user.id, signedIn.user.id));
    listCache.forget(signedIn.user.id);
    c.get("log").info({ userId: signedIn.user.id }, "account deleted at its owner's request");
    return copyCookies(cleared, c.body(null, 204));
  });

  return app;
}
