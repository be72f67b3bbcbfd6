import { Hono } from "hono";
import { STATUS_TARGETS, type StatusResponse } from "../../../shared/status";
import { runStatusChecks } from "../../status/checks";
import { readHistory, readIncidents } from "../../status/history";
import type { AppDeps, AppEnv } from "../context";
import type { Site } from "../site";

/**
 * GET /api/status: live checks of what this server can check (spec §2 /status, GUIDE §2), in
 * the order the status page lists them, with the recorded history (uptime and average response
 * over 30 days, recent incidents; src/server/status/). Never cached: every call measures again.
 */
export function statusRoutes(deps: AppDeps, site?: Site): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get("/status", async (c) => {
    c.header("Cache-Control", "no-store");
    const now = deps.now?.() ?? new Date();
    const { db } = deps.database;
    const [round, recorded] = await Promise.all([
      runStatusChecks(deps, site),
      Promise.all([readHistory(db, now), readIncidents(db, now)]).catch((err: unknown) => {
        c.get("log").warn({ err }, "status history could not be read");
        return undefined;
      }),
    ]);
    const body: StatusResponse = {
      overall: round.overall,
      checkedAt: new Date().toISOString(),
      components: round.components,
      targets: { ...STATUS_TARGETS },
      uptimeSeconds: Math.floor(process.uptime()),
      history: recorded?.[0] ?? null,
      incidents: recorded?.[1] ?? [],
    };
    return c.json(body);
  });
  return app;
}
