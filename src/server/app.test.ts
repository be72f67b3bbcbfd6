import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_BODY_BYTES } from "./app";
import type { Database } from "./db/client";
import { analyticsEvents } from "./db/schema";
import { JSON_HEADERS, testApp } from "./testing/app-harness";
import { testDatabases } from "./testing/databases";

const pageView = { type: "page_view", path: "/", title: "Home" };
const click = { type: "click", path: "/", category: "engagement", label: "Get Started - navbar" };

describe.each(testDatabases)("the API on $kind", ({ open }) => {
  let database: Database & { dispose(): Promise<void> };

  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database.dispose();
  });

  async function storedEvents(): Promise<number> {
    const rows = await database.db.select({ n: count() }).from(analyticsEvents);
    return rows[0]?.n ?? 0;
  }

  const post = (body: string, headers: Record<string, string> = JSON_HEADERS, limit = 1000) =>
    testApp(database, { eventsRateLimitPerMinute: limit }).app.request("/api/events", {
      method: "POST",
      headers,
      body,
    });

  it("GET /api/health reports the database round trip", async () => {
    const res = await testApp(database).app.request("/api/health");
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ status: "ok", database: { ok: true, kind: database.kind } });
    expect(body.database.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it("GET /api/health answers 503 with { error, code } when the database is gone", async () => {
    const broken = { ...database, ping: () => Promise.reject(new Error("down")) };
    const res = await testApp(broken).app.request("/api/health");
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({
      code: "database_unavailable",
      database: { ok: false },
    });
  });

  it("stores page views and clicks", async () => {
    const before = await storedEvents();
    const res = await post(JSON.stringify({ events: [pageView, click] }));
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ accepted: 2 });
    expect(await storedEvents()).toBe(before + 2);
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  it.each([
    ["malformed JSON", "{bad", JSON_HEADERS, 400, "invalid_json"],
    ["an empty body", "", JSON_HEADERS, 400, "invalid_json"],
    [
      "a wrong content type",
      JSON.stringify({ events: [pageView] }),
      { "Content-Type": "text/plain" },
      415,
      "unsupported_media_type",
    ],
    ["no events", JSON.stringify({ events: [] }), JSON_HEADERS, 400, "validation_failed"],
    [
      "a click without a label",
      JSON.stringify({ events: [{ ...click, label: undefined }] }),
      JSON_HEADERS,
      400,
      "validation_failed",
    ],
    ["a wrong type", JSON.stringify({ events: "lots" }), JSON_HEADERS, 400, "validation_failed"],
    [
      "a path that is not a path",
      JSON.stringify({ events: [{ ...pageView, path: "javascript:alert(1)" }] }),
      JSON_HEADERS,
      400,
      "validation_failed",
    ],
    [
      "a huge label",
      JSON.stringify({ events: [{ ...click, label: "x".repeat(5000) }] }),
      JSON_HEADERS,
      400,
      "validation_failed",
    ],
  ])(
    "refuses %s with a clear 4xx and stores nothing",
    async (_name, body, headers, status, code) => {
      const before = await storedEvents();
      const res = await post(body, headers as Record<string, string>);
      expect(res.status).toBe(status);
      const json = await res.json();
      expect(json.code).toBe(code);
      expect(typeof json.error).toBe("string");
      expect(json.error.length).toBeGreaterThan(10);
      expect(await storedEvents()).toBe(before);
    },
  );

  it("names the field that is wrong", async () => {
    const res = await post(JSON.stringify({ events: [{ ...click, label: 7 }] }));
    expect((await res.json()).error).toContain("events.0.label");
  });

  it(`refuses bodies over ${MAX_BODY_BYTES / 1024} KB with 413`, async () => {
    const before = await storedEvents();
    const huge = JSON.stringify({ events: [{ ...pageView, title: "x".repeat(MAX_BODY_BYTES) }] });
    const res = await post(huge, { ...JSON_HEADERS, "Content-Length": String(huge.length) });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: "payload_too_large" });
    expect(await storedEvents()).toBe(before);
  });

  it("rate-limits a client, with a Retry-After it can act on", async () => {
    const { app } = testApp(database, { eventsRateLimitPerMinute: 2, trustProxy: true });
    const send = () =>
      app.request("/api/events", {
        method: "POST",
        headers: { ...JSON_HEADERS, "X-Forwarded-For": "203.0.113.9" },
        body: JSON.stringify({ events: [pageView] }),
      });
    expect((await send()).status).toBe(202);
    expect((await send()).status).toBe(202);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await refused.json()).error).toMatch(/Try again in \d+ seconds/);
  });

  it("refuses a state-changing request from another origin", async () => {
    const before = await storedEvents();
    const res = await post(JSON.stringify({ events: [pageView] }), {
      ...JSON_HEADERS,
      Origin: "https://evil.example",
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: "bad_origin" });
    expect(await storedEvents()).toBe(before);
  });

  it("accepts a request from its own origin", async () => {
    const res = await post(JSON.stringify({ events: [pageView] }), {
      ...JSON_HEADERS,
      Origin: "http://localhost:3000",
    });
    expect(res.status).toBe(202);
  });
});

describe("the API's cross-cutting behaviour", () => {
  let database: Database & { dispose(): Promise<void> };
  beforeAll(async () => {
    database = await testDatabases[0]!.open();
  });
  afterAll(() => database.dispose());

  it("answers an unknown /api path with 404 JSON", async () => {
    const res = await testApp(database).app.request("/api/nope", { method: "DELETE" });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      error: "No API endpoint at DELETE /api/nope.",
      code: "not_found",
    });
  });

  it("GET /api/auth/user is 401 for a visitor", async () => {
    const res = await testApp(database).app.request("/api/auth/user");
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: "unauthenticated" });
  });

  it("sets the security headers on every response", async () => {
    const res = await testApp(database).app.request("/api/health");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("strict-transport-security")).toBeNull();
  });

  it("adds HSTS when the site is served over https", async () => {
    const res = await testApp(database, { publicUrl: "https://ninefold.app" }).app.request(
      "/api/health",
    );
    expect(res.headers.get("strict-transport-security")).toContain("max-age=");
  });

  it("allows Google Analytics in the CSP only when a measurement id is set", async () => {
    const without = await testApp(database).app.request("/api/health");
    const withGa = await testApp(database, { gaMeasurementId: "G-TEST12345" }).app.request(
      "/api/health",
    );
    expect(without.headers.get("content-security-policy")).not.toContain("googletagmanager");
    expect(withGa.headers.get("content-security-policy")).toContain(
      "script-src 'self' https://www.googletagmanager.com",
    );
  });

  it("echoes a well-formed request id and replaces a malformed one", async () => {
    const { app } = testApp(database);
    const kept = await app.request("/api/health", { headers: { "X-Request-Id": "abc-123" } });
    expect(kept.headers.get("x-request-id")).toBe("abc-123");
    const replaced = await app.request("/api/health", { headers: { "X-Request-Id": "<script>" } });
    expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("turns an unexpected fault into a 500 that reveals nothing internal", async () => {
    // The database answers, so the fault is a bug, not an outage (that is a 503: decision 019).
    const { app } = testApp(database);
    app.get("/boom", () => {
      throw new Error("secret detail");
    });
    const res = await app.request("/boom");
    expect(res.status).toBe(500);
    const body = await res.json();
    expect(body.code).toBe("internal_error");
    expect(body.error).not.toContain("secret");
  });
});
