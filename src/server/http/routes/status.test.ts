import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MODULE_REGISTRY as MODULES } from "../../../modules/registry";
import { STATUS_COMPONENT_IDS, statusResponseSchema } from "../../../shared/status";
import type { Database } from "../../db/client";
import { statusChecks, statusIncidents } from "../../db/schema";
import { recordRound } from "../../status/history";
import { testApp } from "../../testing/app-harness";
import { testDatabases } from "../../testing/databases";
import { loadSite, type Site } from "../site";

/** A built site with the home page and, when asked, every module's service page. */
function fixtureSite(withServices: boolean): { site: Site; dir: string } {
  const dir = mkdtempSync(path.join(tmpdir(), "ninefold-status-"));
  mkdirSync(path.join(dir, "pages"), { recursive: true });
  mkdirSync(path.join(dir, "client"), { recursive: true });
  const pages = [{ path: "/", file: "index.html" }];
  if (withServices) {
    for (const m of MODULES) pages.push({ path: `/services/${m.serviceSlug}`, file: "index.html" });
  }
  writeFileSync(path.join(dir, "pages", "index.html"), "<html><body>Page</body></html>");
  writeFileSync(
    path.join(dir, "pages", "manifest.json"),
    JSON.stringify({ pages, notFound: "index.html" }),
  );
  writeFileSync(path.join(dir, "client", "favicon.svg"), "<svg/>");
  const site = loadSite(dir, { publicUrl: "http://localhost:3000", gaMeasurementId: undefined });
  return { site, dir };
}

describe.each(testDatabases)("GET /api/status on $kind", ({ kind, open }) => {
  let database: Database & { dispose(): Promise<void> };
  const dirs: string[] = [];
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    await database.dispose();
  });

  async function status(db: Database, withServices: boolean | undefined) {
    let site: Site | undefined;
    if (withServices !== undefined) {
      const fixture = fixtureSite(withServices);
      dirs.push(fixture.dir);
      site = fixture.site;
    }
    const res = await testApp(db, {}, site).app.request("/api/status");
    return { res, body: statusResponseSchema.parse(await res.json()) };
  }

  it("reports the seven components in the page's order, never cached", async () => {
    const { res, body } = await status(database, true);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(body.components.map((c) => c.id)).toEqual([...STATUS_COMPONENT_IDS]);
    expect(body.components.map((c) => c.name)).toEqual([
      "Web Application",
      "AI Planning Engine",
      "Planning Modules (all 9)",
      "Authentication",
      "Billing & Payments",
      "Database",
      "API Services",
    ]);
    expect(body.overall).toBe("operational");
    expect(Math.abs(Date.parse(body.checkedAt) - Date.now())).toBeLessThan(10_000);
    expect(body.targets).toEqual({ uptimePercent: 99.5, responseMs: 2000, aiResponseMs: 5000 });
  });

  it("measures what it can: the database round trip, its own handling, the engine, the build", async () => {
    const { body } = await status(database, true);
    const byId = Object.fromEntries(body.components.map((c) => [c.id, c]));
    expect(byId.database?.status).toBe("operational");
    expect(byId.database?.latencyMs).toBeGreaterThanOrEqual(0);
    expect(byId.database?.detail).toContain(kind === "postgres" ? "PostgreSQL" : "PGlite");
    expect(byId.api?.status).toBe("operational");
    expect(byId.api?.latencyMs).toBeGreaterThanOrEqual(byId.database?.latencyMs ?? 0);
    expect(byId.ai_engine?.status).toBe("operational");
    expect(byId.ai_engine?.detail).toMatch(/built-in/);
    expect(byId.web).toMatchObject({ status: "operational" });
    expect(byId.web?.detail).toMatch(/10 prerendered pages and 1 assets/);
    expect(byId.modules).toMatchObject({ status: "operational" });
  });

  it("checks that the account tables answer, and says payments are not configured", async () => {
    const { body } = await status(database, true);
    const auth = body.components.find((c) => c.id === "auth");
    expect(auth?.status).toBe("operational");
    expect(auth?.detail).toMatch(/account and session tables answered in [\d.]+ ms/);
    const billing = body.components.find((c) => c.id === "billing");
    expect(billing?.status).toBe("not_configured");
    expect(billing?.detail).toMatch(/not set up on this server/);
  });

  it("is degraded when the account tables do not answer", async () => {
    const broken = {
      ...database,
      db: { execute: () => Promise.reject(new Error("down")) } as unknown as Database["db"],
    };
    const { body } = await status(broken, true);
    expect(body.components.find((c) => c.id === "auth")).toMatchObject({
      status: "degraded",
      latencyMs: null,
    });
  });

  it("is degraded when the database does not answer, and says so", async () => {
    const broken = { ...database, ping: () => Promise.reject(new Error("down")) };
    const { res, body } = await status(broken, true);
    expect(res.status).toBe(200);
    expect(body.overall).toBe("degraded");
    const db = body.components.find((c) => c.id === "database");
    expect(db).toMatchObject({ status: "degraded", latencyMs: null });
    expect(db?.detail).toMatch(/did not answer/);
  });

  it("is degraded when module pages are missing from the build, naming them", async () => {
    const { body } = await status(database, false);
    expect(body.overall).toBe("degraded");
    const modules = body.components.find((c) => c.id === "modules");
    expect(modules?.status).toBe("degraded");
    expect(modules?.detail).toContain("0 of 9");
    expect(modules?.detail).toContain("Market and Industry Analysis");
  });

  it("without a built site (the API-only development server) reports the website as not configured", async () => {
    const { body } = await status(database, undefined);
    expect(body.components.find((c) => c.id === "web")?.status).toBe("not_configured");
    expect(body.overall).toBe("operational");
  });

  it("reads the recorded history at most every 30 seconds per instance; the checks run every call", async () => {
    await database.db.delete(statusChecks);
    await database.db.delete(statusIncidents);
    const { app } = testApp(database);
    const first = statusResponseSchema.parse(await (await app.request("/api/status")).json());
    expect(first.history).toMatchObject({ rounds: 0 });
    await recordRound(database.db, "i-1", new Date(), first.components);
    const second = statusResponseSchema.parse(await (await app.request("/api/status")).json());
    expect(second.history).toMatchObject({ rounds: 0 });
    expect(second.checkedAt >= first.checkedAt).toBe(true);
    // Another instance (a new app) reads the new round.
    const other = statusResponseSchema.parse(
      await (await testApp(database).app.request("/api/status")).json(),
    );
    expect(other.history).toMatchObject({ rounds: 1 });
  });

  it("carries the recorded history and the recent incidents", async () => {
    await database.db.delete(statusChecks);
    await database.db.delete(statusIncidents);
    const empty = await status(database, true);
    expect(empty.body.history).toMatchObject({ since: null, rounds: 0, uptimePercent: null });
    expect(empty.body.incidents).toEqual([]);

    const now = new Date("2026-11-26T12:00:00.000Z");
    const minute = (n: number) => new Date(now.getTime() - n * 60_000);
    const live = empty.body.components;
    const failing = live.map((c) =>
      c.id === "database" ? { ...c, status: "degraded" as const, latencyMs: null } : c,
    );
    for (const n of [5, 4, 3]) await recordRound(database.db, "i-1", minute(n), failing);
    await recordRound(database.db, "i-1", minute(2), live);

    const res = await testApp(database, {}, undefined, { now: () => now }).app.request(
      "/api/status",
    );
    const body = statusResponseSchema.parse(await res.json());
    expect(body.history).toMatchObject({
      rounds: 4,
      uptimePercent: 25,
      since: minute(5).toISOString(),
      partial: true,
    });
    expect(body.history?.components.find((c) => c.id === "database")).toMatchObject({
      uptimePercent: 25,
      checks: 4,
    });
    expect(body.incidents).toEqual([
      {
        component: "database",
        cause: "failed_checks",
        startedAt: minute(5).toISOString(),
        endedAt: minute(2).toISOString(),
      },
    ]);
  });
});
