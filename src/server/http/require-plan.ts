import type { Context } from "hono";
import { requireUser, type SignedIn } from "../auth/session";
import { requireFullAccess } from "../billing/service";
import type { AppDeps, AppEnv } from "./context";

/**
 * The signed-in founder, for a route that changes their workspace: 401 signed out, 402
 * `plan_required` once their trial or plan has ended (issue 15: the workspace is read-only then;
 * reading, Markdown, deleting and "Download my data" do not use this).
 */
export function planGuard({ database, config, now = () => new Date() }: AppDeps) {
  return async (c: Context<AppEnv>): Promise<SignedIn> => {
    const signedIn = await requireUser(c);
    await requireFullAccess({ db: database.db, config, log: c.get("log"), now }, signedIn.user.id);
    return signedIn;
  };
}
