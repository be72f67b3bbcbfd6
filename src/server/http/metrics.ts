import { createHash, timingSafeEqual } from "node:crypto";
import { Hono, type MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import { AppError } from "../../shared/errors";
import type { Metrics } from "../metrics/metrics";
import type { AppEnv } from "./context";
import { errorResponse } from "./errors";

/**
 * Counts and times every request under its matched route pattern ("/api/workspace/:id", "/*"
 * for the site's pages), never the raw path: a label per URL would grow without bound.
 */
export function requestMetrics(metrics: Metrics): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      // After next(), the route index is the handler that answered.
      const route = routePath(c) || "unmatched";
      metrics.request(
        c.req.method,
        route === "*" || route === "/*" ? "/*" : route,
        c.res.status,
        (performance.now() - started) / 1000,
      );
    }
  };
}

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Compares in constant time: both sides are hashed first, so their lengths leak nothing. */
export function tokenMatches(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * GET /metrics in Prometheus' text format (issue 17, decision 018), only with
 * `Authorization: Bearer <METRICS_TOKEN>`; 401 `{ error, code }` otherwise. Without a token the
 * route is not registered at all, so /metrics is the site's 404 like any unknown path.
 */
export function metricsRoutes(token: string, metrics: Metrics): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get("/metrics", async (c) => {
    const header = c.req.header("authorization") ?? "";
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match?.[1] || !tokenMatches(match[1], token)) {
      c.header("WWW-Authenticate", 'Bearer realm="metrics"');
      return errorResponse(
        c,
        new AppError("unauthenticated", "The metrics endpoint needs its bearer token."),
      );
    }
    const { contentType, body } = await metrics.render();
    c.header("Cache-Control", "no-store");
    return c.body(body, 200, { "Content-Type": contentType });
  });
  return app;
}
