import { type Context, Hono } from "hono";
import { z } from "zod";
import { PAID_PLANS } from "../../../shared/billing";
import { AppError } from "../../../shared/errors";
import { requireUser } from "../../auth/session";
import {
  billingSummary,
  openPortal,
  previewUpgrade,
  receiveWebhook,
  setCancelAtPeriodEnd,
  startCheckout,
  upgradeToAnnual,
} from "../../billing/service";
import type { AppDeps, AppEnv } from "../context";
import { readJson } from "../json-body";
import type { RateLimiter } from "../rate-limit";
import { billingDepsOf } from "../require-plan";

const checkoutSchema = z.strictObject({
  plan: z.enum(PAID_PLANS, { error: `plan must be one of ${PAID_PLANS.join(", ")}` }),
});

/** A founder's billing actions a minute: Stripe calls cost time and are not for scripts. */
const ACTIONS_PER_MINUTE = 10;

/**
 * Billing (issue 15; contract src/shared/billing.ts). Every action is the signed-in founder's
 * own; the webhook is Stripe's, verified by its signature instead of a session.
 */
export function billingRoutes(deps: AppDeps, limiter: RateLimiter) {
  const app = new Hono<AppEnv>();
  const billing = (c: Context<AppEnv>) => billingDepsOf(deps, c);

  /** The signed-in founder, limited to ACTIONS_PER_MINUTE billing actions. */
  const founderAct = async (c: Context<AppEnv>) => {
    const signedIn = await requireUser(c);
    const [result] = await limiter.consumeAll([
      { key: `billing:${signedIn.user.id}`, limit: ACTIONS_PER_MINUTE, windowMs: 60_000 },
    ]);
    if (result && !result.allowed)
      throw new AppError("rate_limited", "Too many billing requests. Please wait a minute.", {
        "Retry-After": String(result.retryAfterSeconds),
      });
    return signedIn;
  };

  app.get("/billing", async (c) => {
    c.header("Cache-Control", "no-store");
    const { user } = await requireUser(c);
    return c.json(await billingSummary(billing(c), user.id));
  });

  app.post("/billing/checkout", async (c) => {
    const { user } = await founderAct(c);
    const { plan } = await readJson(c, checkoutSchema);
    return c.json(
      await startCheckout(billing(c), { id: user.id, email: user.email, name: user.name }, plan),
    );
  });

  app.post("/billing/portal", async (c) => {
    const { user } = await founderAct(c);
    return c.json(await openPortal(billing(c), user.id));
  });

  app.get("/billing/upgrade-preview", async (c) => {
    c.header("Cache-Control", "no-store");
    const { user } = await founderAct(c);
    return c.json(await previewUpgrade(billing(c), user.id));
  });

  app.post("/billing/upgrade", async (c) => {
    const { user } = await founderAct(c);
    return c.json(await upgradeToAnnual(billing(c), user.id));
  });

  app.post("/billing/cancel", async (c) => {
    const { user } = await founderAct(c);
    return c.json(await setCancelAtPeriodEnd(billing(c), user.id, true));
  });

  app.post("/billing/resume", async (c) => {
    const { user } = await founderAct(c);
    return c.json(await setCancelAtPeriodEnd(billing(c), user.id, false));
  });

  app.post("/billing/webhook", async (c) => {
    const { type, duplicate } = await receiveWebhook(
      billing(c),
      await c.req.text(),
      c.req.header("stripe-signature"),
    );
    c.get("log").info({ stripeEvent: type, duplicate }, "Stripe webhook");
    return c.json({ received: true, duplicate });
  });

  return app;
}
