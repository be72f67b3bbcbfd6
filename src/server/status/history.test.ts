import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  STATUS_COMPONENT_IDS,
  type StatusComponent,
  type StatusComponentId,
} from "../../shared/status";
import type { Database } from "../db/client";
import { statusChecks, statusIncidents } from "../db/schema";
import { testDatabases } from "../testing/databases";
import { readHistory, readIncidents, recordRound, summariseHistory } from "./history";

const NOW = new Date("2026-11-26T12:00:00.000Z");
const DAY = 86_400_000;
const MINUTE = 60_000;
const at = (msBeforeNow: number) => new Date(NOW.getTime() - msBeforeNow);

/** A round: every component operational (billing not configured), some overridden. */
function round(
  overrides: Partial<Record<StatusComponentId, Pick<StatusComponent, "status" | "latencyMs">>> = {},
): StatusComponent[] {
  return STATUS_COMPONENT_IDS.map((id) => ({
    id,
    name: id,
    detail: "",
    status: id === "billing" ? "not_configured" : "operational",
    latencyMs: id === "api" || id === "database" ? 10 : null,
    ...overrides[id],
  }));
}

describe("summariseHistory (figures worked by hand)", () => {
  it("a full 30-day window: uptime to three decimals, averages, not partial", () => {
    const history = summariseHistory(
      [
        {
          component: "database",
          counted: 43_200,
          operational: 43_197,
          avgLatencyMs: 4.256,
          first: at(30 * DAY),
        },
        {
          component: "api",
          counted: 43_200,
          operational: 43_200,
          avgLatencyMs: 12,
          first: at(DAY),
        },
        {
          component: "billing",
          counted: 0,
          operational: 0,
          avgLatencyMs: null,
          first: at(30 * DAY),
        },
      ],
      { rounds: 43_200, healthy: 43_190 },
      NOW,
    );
    // 43197 / 43200 = 0.9999305…; 43190 / 43200 = 0.9997685…
    expect(history.uptimePercent).toBe(99.977);
    expect(history.rounds).toBe(43_200);
    expect(history.partial).toBe(false);
    expect(history.since).toBe("2026-10-27T12:00:00.000Z");
    expect(history.days).toBe(30);
    const byId = Object.fromEntries(history.components.map((c) => [c.id, c]));
    expect(byId.database).toEqual({
      id: "database",
      uptimePercent: 99.993,
      avgLatencyMs: 4.26,
      checks: 43_200,
    });
    expect(byId.api).toMatchObject({ uptimePercent: 100, avgLatencyMs: 12 });
    // Not configured all along: no uptime to speak of.
    expect(byId.billing).toMatchObject({ uptimePercent: null, avgLatencyMs: null, checks: 0 });
    // Never recorded: listed, empty.
    expect(byId.web).toEqual({ id: "web", uptimePercent: null, avgLatencyMs: null, checks: 0 });
    expect(history.components.map((c) => c.id)).toEqual([...STATUS_COMPONENT_IDS]);
  });

  it("records younger than the window are partial; none at all say so", () => {
    const young = summariseHistory(
      [{ component: "api", counted: 8, operational: 6, avgLatencyMs: 1, first: at(2 * DAY) }],
      { rounds: 8, healthy: 6 },
      NOW,
    );
    expect(young).toMatchObject({
      partial: true,
      uptimePercent: 75,
      since: at(2 * DAY).toISOString(),
    });
    const none = summariseHistory([], { rounds: 0, healthy: 0 }, NOW);
    expect(none).toMatchObject({ partial: true, since: null, uptimePercent: null, rounds: 0 });
  });

  it("counts time nobody recorded as down: 10% of two days unrecorded takes 75% to 67.5%", () => {
    const history = summariseHistory(
      [{ component: "api", counted: 8, operational: 6, avgLatencyMs: 1, first: at(2 * DAY) }],
      { rounds: 8, healthy: 6, unrecordedMs: 0.1 * 2 * DAY },
      NOW,
    );
    expect(history).toMatchObject({ uptimePercent: 67.5, unrecordedMinutes: 288 });
    expect(history.components.find((c) => c.id === "api")?.uptimePercent).toBe(67.5);
  });

  it("spans the uptime from an unrecorded stretch that began before the first record", () => {
    // Records from 2 days ago; nothing recorded for the 2 days before that: half the time down.
    const history = summariseHistory(
      [{ component: "api", counted: 8, operational: 8, avgLatencyMs: 1, first: at(2 * DAY) }],
      { rounds: 8, healthy: 8, unrecordedMs: 2 * DAY, unrecordedFrom: at(4 * DAY) },
      NOW,
    );
    expect(history.uptimePercent).toBe(50);
  });
});

describe.each(testDatabases)("status history on $kind", ({ open }) => {
  let database: Database & { dispose(): Promise<void> };
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database.dispose();
  });
  beforeEach(async () => {
    await database.db.delete(statusChecks);
    await database.db.delete(statusIncidents);
  });

  it("reads uptime and average response from the recorded rounds", async () => {
    const { db } = database;
    // Outside the window: not counted.
    await recordRound(
      db,
      "a",
      at(31 * DAY),
      round({ database: { status: "degraded", latencyMs: null } }),
    );
    await recordRound(
      db,
      "a",
      at(4 * MINUTE),
      round({ api: { status: "operational", latencyMs: 10 } }),
    );
    await recordRound(
      db,
      "a",
      at(3 * MINUTE),
      round({
        database: { status: "degraded", latencyMs: null },
        api: { status: "operational", latencyMs: 20 },
      }),
    );
    await recordRound(
      db,
      "a",
      at(2 * MINUTE),
      round({ api: { status: "operational", latencyMs: 30 } }),
    );
    await recordRound(
      db,
      "a",
      at(MINUTE),
      round({ api: { status: "operational", latencyMs: 40 } }),
    );
    await recordRound(
      db,
      "b",
      at(MINUTE),
      round({ api: { status: "operational", latencyMs: 50 } }),
    );

    const history = await readHistory(db, NOW);
    // Five rounds (four of a, one of b), one with the database degraded: 4 / 5.
    expect(history.rounds).toBe(5);
    expect(history.uptimePercent).toBe(80);
    expect(history.since).toBe(at(4 * MINUTE).toISOString());
    expect(history.partial).toBe(true);
    const byId = Object.fromEntries(history.components.map((c) => [c.id, c]));
    // The database: 4 of 5 checks passed; its failed check has no latency, the others 10 ms.
    expect(byId.database).toMatchObject({ uptimePercent: 80, avgLatencyMs: 10, checks: 5 });
    // The API: (10 + 20 + 30 + 40 + 50) / 5 = 30 ms.
    expect(byId.api).toMatchObject({ uptimePercent: 100, avgLatencyMs: 30, checks: 5 });
    expect(byId.billing).toMatchObject({ uptimePercent: null, checks: 0 });
    expect(byId.web).toMatchObject({ uptimePercent: 100, avgLatencyMs: null, checks: 5 });
  });

  it("lists open incidents and those ended within 30 days, newest first", async () => {
    const { db } = database;
    await db.insert(statusIncidents).values([
      { component: "database", startedAt: at(40 * DAY), endedAt: at(35 * DAY), openedBy: "a" },
      {
        component: "auth",
        startedAt: at(10 * DAY),
        endedAt: at(10 * DAY - 5 * MINUTE),
        openedBy: "a",
      },
      { component: "api", startedAt: at(5 * MINUTE), endedAt: null, openedBy: "b" },
    ]);
    expect(await readIncidents(db, NOW)).toEqual([
      {
        component: "api",
        cause: "failed_checks",
        startedAt: at(5 * MINUTE).toISOString(),
        endedAt: null,
      },
      {
        component: "auth",
        cause: "failed_checks",
        startedAt: at(10 * DAY).toISOString(),
        endedAt: at(10 * DAY - 5 * MINUTE).toISOString(),
      },
    ]);
  });
});
