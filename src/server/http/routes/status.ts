import { Hono } from "hono";
import {
  STATUS_TARGETS,
  type StatusHistory,
  type StatusIncident,
  type StatusResponse,
} from "../../../shared/status";
import { runStatusChecks } from "../../status/checks";
import { readHistory, readIncidents } from "../../status/history";
import type { AppDeps, AppEnv } from "../context";
import type { Site } from "../site";

/** How long an instance reuses the recorded history it read (the recorder writes once a minute). */
const HISTORY_TTL_MS = 30_000;

/**
 * GET /api/status: live checks of what this server can check (spec §2 /status, GUIDE §2), in
 * the order the status page lists them, with the recorded history (uptime and average response
 * over 30 days, recent incidents; src/server/status/). The checks run on every call; the
 * history, which changes once a minute and costs aggregate queries over 30 days of rows, is read
 * at most every HISTORY_TTL_MS per instance (concurrent calls share one read).
 */
export function statusRoutes(deps: AppDeps, site?: Site): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  let history: { readAt: number; value: Promise<[StatusHistory, StatusIncident[]]> } | undefined;
  const readRecorded = (now: Date) => {
    const at = Date.now();
    if (history === undefined || at - history.readAt > HISTORY_TTL_MS) {
      const { db } = deps.database;
      const value = Promise.all([readHistory(db, now), readIncidents(db, now)]);
      history = { readAt: at, value };
      // A failed read is not kept: the next call tries again.
      value.catch(() => {
        if (history?.value === value) history = undefined;
      });
    }
    return history.value;
  };
  app.get("/status", async (c) => {
    c.header("Cache-Control", "no-store");
    const now = deps.now?.() ?? new Date();
    const [round, recorded] = await Promise.all([
      runStatusChecks(deps, site),
      readRecorded(now).catch((err: unknown) => {
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
