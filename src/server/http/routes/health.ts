import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../context";
import { DATABASE_RETRY_AFTER_SECONDS } from "../errors";

const startedAt = Date.now();

/** GET /api/health: the database round trip, for load balancers and the status page. */
export function healthRoutes({ database, logger }: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get("/health", async (c) => {
    c.header("Cache-Control", "no-store");
    const uptimeSeconds = Math.round((Date.now() - startedAt) / 1000);
    try {
      const latencyMs = await database.ping();
      return c.json({
        status: "ok",
        uptimeSeconds,
        database: { kind: database.kind, ok: true, latencyMs: Math.round(latencyMs * 100) / 100 },
      });
    } catch (err) {
      logger.error({ err }, "database unavailable: the health check's round trip failed");
      c.header("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
      return c.json(
        {
          status: "unavailable",
          error: "The database is not answering.",
          code: "database_unavailable",
          uptimeSeconds,
          database: { kind: database.kind, ok: false },
        },
        503,
      );
    }
  });
  return app;
}
