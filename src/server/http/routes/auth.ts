import { Hono } from "hono";
import { AppError } from "../../../shared/errors";
import type { AppEnv } from "../context";

/**
 * GET /api/auth/user (spec §7): the signed-in user, or 401 meaning "signed out". Accounts and
 * sessions arrive with the accounts issue; until then no request carries a session, so every
 * caller is a visitor and the answer is an honest 401.
 */
export function authRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get("/auth/user", (c) => {
    c.header("Cache-Control", "no-store");
    throw new AppError("unauthenticated", "You are not signed in.");
  });
  return app;
}
