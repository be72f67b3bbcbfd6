import type { Context } from "hono";
import { requireUser, type SignedIn } from "../auth/session";
import { type BillingDeps, requireFullAccess } from "../billing/service";
import type { AppDeps, AppEnv } from "./context";

/** What the billing service needs for one request: the app's database, config and clock. */
export function billingDepsOf(
  { database, config, now = () => new Date() }: AppDeps,
  c: Context<AppEnv>,
): BillingDeps {
  return { db: database.db, config, log: c.get("log"), now };
}

/**
 * The signed-in founder, for a route that changes their workspace: 401 signed out, 402
 * `plan_required` once their trial or plan has ended (issue 15: the workspace is read-only then;
 * reading, Markdown, deleting and "Download my data" do not use this).
 */
export function planGuard(deps: AppDeps) {
  return async (c: Context<AppEnv>): Promise<SignedIn> => {
    const signedIn = await requireUser(c);
    await requireFullAccess(billingDepsOf(deps, c), signedIn.user.id);
    return signedIn;
  };
}
