import { createHash } from "node:crypto";
import type { Context } from "hono";
import { Hono } from "hono";
import { AppError } from "../../../shared/errors";
import {
  contactRequestSchema,
  type FormResponse,
  newsletterRequestSchema,
  statusSubscribeRequestSchema,
} from "../../../shared/forms";
import { getSessionUser } from "../../auth/session";
import { readBillingState } from "../../billing/store";
import { contactMessages, newsletterSubscribers, statusSubscribers } from "../../db/schema";
import { Mailer } from "../../mail/mailer";
import {
  contactAcknowledgement,
  contactToSupport,
  newsletterConfirmation,
  responseTimeFor,
  statusSubscriptionConfirmation,
} from "../../mail/messages";
import { clientKey } from "../client-id";
import type { AppDeps, AppEnv } from "../context";
import { readJson } from "../json-body";
import { type RateLimiter, retryIn } from "../rate-limit";

const HOUR_MS = 3_600_000;

type FormName = "newsletter" | "status" | "contact";

function emailKey(email: string): string {
  return createHash("sha256").update(email).digest("base64url").slice(0, 22);
}

/**
 * The public forms (issue 3, GUIDE §2): newsletter, status updates, contact. Each is validated
 * with its shared schema, rate-limited per client and per address, stored, and mailed through
 * the Mailer (sent over SMTP when configured, else kept in the outbox). A filled-in honeypot
 * (`website`) gets the same answer as a success and nothing is stored or sent.
 */
export function formRoutes(
  { config, database, logger, now = () => new Date() }: AppDeps,
  limiter: RateLimiter,
): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const mailer = new Mailer(database.db, config.mail, logger);

  async function limitClient(c: Context<AppEnv>, form: FormName): Promise<void> {
    const limit = await limiter.consume(
      `forms:${form}:client:${clientKey(c, config.trustProxy)}`,
      config.formsRateLimitPerHour,
      HOUR_MS,
    );
    if (!limit.allowed) {
      throw new AppError(
        "rate_limited",
        `Too many submissions from your connection. Please try again ${retryIn(limit.retryAfterSeconds)}.`,
        { "Retry-After": String(limit.retryAfterSeconds) },
      );
    }
  }

  async function limitAddress(form: FormName, email: string): Promise<void> {
    const limit = await limiter.consume(
      `forms:${form}:email:${emailKey(email)}`,
      config.formsEmailRateLimitPerHour,
      HOUR_MS,
    );
    if (!limit.allowed) {
      throw new AppError(
        "rate_limited",
        `Too many submissions for this email address. Please try again ${retryIn(limit.retryAfterSeconds)}.`,
        { "Retry-After": String(limit.retryAfterSeconds) },
      );
    }
  }

  const reply = (c: Context<AppEnv>, message: string, status: 200 | 201) =>
    c.json<FormResponse>({ message }, status);

  app.post("/newsletter", async (c) => {
    await limitClient(c, "newsletter");
    const { email, website } = await readJson(c, newsletterRequestSchema);
    const subscribed = `You're subscribed. We'll send new guides for founders to ${email}.`;
    if (website) {
      c.get("log").info({ form: "newsletter" }, "honeypot filled in; submission dropped");
      return reply(c, subscribed, 201);
    }
    await limitAddress("newsletter", email);
    const inserted = await database.db
      .insert(newsletterSubscribers)
      .values({ email })
      .onConflictDoNothing({ target: newsletterSubscribers.email })
      .returning({ id: newsletterSubscribers.id });
    if (inserted.length === 0) {
      return reply(c, `${email} is already subscribed to the newsletter.`, 200);
    }
    await mailer.send(newsletterConfirmation(email, config.publicUrl));
    return reply(c, subscribed, 201);
  });

  app.post("/status/subscribe", async (c) => {
    await limitClient(c, "status");
    const { email, website } = await readJson(c, statusSubscribeRequestSchema);
    const subscribed = `You're subscribed to status updates. We'll email ${email} when an incident starts or ends and before scheduled maintenance.`;
    if (website) {
      c.get("log").info({ form: "status" }, "honeypot filled in; submission dropped");
      return reply(c, subscribed, 201);
    }
    await limitAddress("status", email);
    const inserted = await database.db
      .insert(statusSubscribers)
      .values({ email })
      .onConflictDoNothing({ target: statusSubscribers.email })
      .returning({ id: statusSubscribers.id });
    if (inserted.length === 0) {
      return reply(c, `${email} is already subscribed to status updates.`, 200);
    }
    await mailer.send(statusSubscriptionConfirmation(email, config.publicUrl));
    return reply(c, subscribed, 201);
  });

  app.post("/contact", async (c) => {
    await limitClient(c, "contact");
    const form = await readJson(c, contactRequestSchema);
    const received = `Thanks, ${form.firstName}. Your message has reached our team; we'll reply to ${form.email} within ${responseTimeFor(form.subject)}.`;
    if (form.website) {
      c.get("log").info({ form: "contact" }, "honeypot filled in; submission dropped");
      return reply(c, received, 201);
    }
    await limitAddress("contact", form.email);
    const details = {
      firstName: form.firstName,
      lastName: form.lastName,
      email: form.email,
      subject: form.subject,
      message: form.message,
      updates: form.updates,
    };
    await database.db.insert(contactMessages).values(details);
    // An annual founder's message goes to the front of the queue (spec §6, §9: priority support).
    const founder = await getSessionUser(c);
    const priority = founder
      ? ((await readBillingState(database.db, founder.user.id, now()))?.state.prioritySupport ??
        false)
      : false;
    await Promise.all([
      mailer.send(contactToSupport({ ...details, priority }, config.mail.supportInbox)),
      mailer.send(contactAcknowledgement(details, config.publicUrl)),
    ]);
    return reply(c, received, 201);
  });

  return app;
}
