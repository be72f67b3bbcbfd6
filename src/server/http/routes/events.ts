import { Hono } from "hono";
import { analyticsBatchSchema } from "../../../shared/analytics";
import { AppError } from "../../../shared/errors";
import { analyticsEvents } from "../../db/schema";
import { clientKey } from "../client-id";
import type { AppDeps, AppEnv } from "../context";
import { readJson } from "../json-body";
import type { RateLimiter } from "../rate-limit";

/**
 * POST /api/events: the first-party analytics collector (spec §2, GUIDE §2). Validated, stored,
 * rate-limited per client, no cookies read or set.
 */
export function eventRoutes({ config, database }: AppDeps, limiter: RateLimiter): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post("/events", async (c) => {
    const limit = await limiter.consume(
      `events:${clientKey(c, config.trustProxy)}`,
      config.eventsRateLimitPerMinute,
      60_000,
    );
    if (!limit.allowed) {
      throw new AppError(
        "rate_limited",
        `Too many analytics events from this client. Try again in ${limit.retryAfterSeconds} seconds.`,
        { "Retry-After": String(limit.retryAfterSeconds) },
      );
    }
    const { events } = await readJson(c, analyticsBatchSchema);
    await database.db.insert(analyticsEvents).values(
      events.map((event) => ({
        type: event.type,
        path: event.path,
        title: event.type === "page_view" ? (event.title ?? null) : null,
        referrer: event.type === "page_view" ? (event.referrer ?? null) : null,
        category: event.type === "click" ? event.category : null,
        label: event.type === "click" ? event.label : null,
      })),
    );
    return c.json({ accepted: events.length }, 202);
  });
  return app;
}
