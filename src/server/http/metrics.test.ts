import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeOpenAIServer } from "../ai/model/fake-openai-server";
import { marketModelOutput, marketRequest } from "../ai/model/fixtures/market-analysis";
import { MODEL_BUDGET_KEY, MODEL_BUDGET_WINDOW_MS } from "../ai/model-budget";
import type { Database } from "../db/client";
import { generationCache, mailOutbox, rateLimitCounters } from "../db/schema";
import { JSON_HEADERS, testApp } from "../testing/app-harness";
import { testDatabases } from "../testing/databases";
import { IDEA_REQUEST } from "../testing/tool-requests";
import { tokenMatches } from "./metrics";
import { RateLimiter } from "./rate-limit";

const TOKEN = "metrics-token-for-tests-0123456789";
const GENEROUS = {
  tools: {
    rateLimitPerMinute: 10_000,
    rateLimitPerDay: 100_000,
    accountRateLimitPerMinute: 10_000,
    accountRateLimitPerDay: 100_000,
  },
};

type App = ReturnType<typeof testApp>["app"];
const scrape = (app: App, authorization?: string) =>
  app.request("/metrics", { headers: authorization ? { Authorization: authorization } : {} });

/** The value of one sample line, e.g. `http_requests_total{method="GET",...}`. */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe("tokenMatches", () => {
  it("accepts the token only, whatever the lengths", () => {
    expect(tokenMatches(TOKEN, TOKEN)).toBe(true);
    expect(tokenMatches(`${TOKEN}x`, TOKEN)).toBe(false);
    expect(tokenMatches("", TOKEN)).toBe(false);
    expect(tokenMatches(TOKEN.toUpperCase(), TOKEN)).toBe(false);
  });
});

describe.each(testDatabases)("GET /metrics on $kind", ({ kind, open }) => {
  let database: Database & { dispose(): Promise<void> };
  let model: FakeOpenAIServer;
  beforeAll(async () => {
    database = await open();
    model = await FakeOpenAIServer.start();
  });
  afterAll(async () => {
    await model.stop();
    await database.dispose();
  });
  beforeEach(async () => {
    model.reset();
    await database.db.delete(generationCache);
    await database.db.delete(rateLimitCounters);
    await database.db.delete(mailOutbox);
  });

  it("does not exist without METRICS_TOKEN", async () => {
    const { app } = testApp(database);
    expect((await scrape(app, `Bearer ${TOKEN}`)).status).toBe(404);
    expect((await scrape(app)).status).toBe(404);
  });

  it("answers 401 { error, code } without the right bearer token", async () => {
    const { app } = testApp(database, { metricsToken: TOKEN });
    for (const header of [undefined, "Bearer wrong-token", `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const res = await scrape(app, header);
      expect(res.status).toBe(401);
      expect(res.headers.get("www-authenticate")).toMatch(/^Bearer/);
      expect(await res.json()).toEqual({
        error: expect.stringMatching(/bearer token/),
        code: "unauthenticated",
      });
    }
  });

  it("reports requests by route pattern, engine latency, the outbox and the pool", async () => {
    const { app } = testApp(database, { metricsToken: TOKEN, ...GENEROUS });
    expect((await app.request("/api/health")).status).toBe(200);
    expect((await app.request("/api/health")).status).toBe(200);
    expect((await app.request("/api/workspace/some-project-id")).status).toBe(401);
    expect((await app.request("/api/no-such-endpoint")).status).toBe(404);
    const ideas = await app.request("/api/generate-ideas", {
      method: "POST",
      headers: JSON_HEADERS,
      body: JSON.stringify(IDEA_REQUEST),
    });
    expect(ideas.status).toBe(200);
    await database.db.insert(mailOutbox).values([
      { to: "a@example.com", subject: "A", textBody: "x" },
      { to: "b@example.com", subject: "B", textBody: "x" },
      { to: "c@example.com", subject: "C", textBody: "x", status: "failed", attempts: 1 },
      { to: "d@example.com", subject: "D", textBody: "x", status: "sent" },
    ]);

    const res = await scrape(app, `Bearer ${TOKEN}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(sample(text, 'http_requests_total{method="GET",route="/api/health",status="200"}')).toBe(
      2,
    );
    expect(
      sample(text, 'http_requests_total{method="GET",route="/api/workspace/:id",status="401"}'),
    ).toBe(1);
    expect(sample(text, 'http_requests_total{method="GET",route="/api/*",status="404"}')).toBe(1);
    expect(text).not.toContain("some-project-id");
    expect(text).not.toContain("no-such-endpoint");
    expect(
      sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/health"}'),
    ).toBe(2);
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.005",method="GET"');
    expect(
      sample(
        text,
        'ninefold_engine_duration_seconds_count{module="idea-generation",source="offline"}',
      ),
    ).toBe(1);
    expect(sample(text, 'ninefold_mail_outbox_depth{status="pending"}')).toBe(2);
    expect(sample(text, 'ninefold_mail_outbox_depth{status="failed"}')).toBe(1);
    expect(sample(text, "ninefold_model_budget_used")).toBe(0);
    expect(sample(text, "ninefold_model_budget_limit")).toBe(500);
    const pool = (state: string) =>
      sample(text, `ninefold_db_pool_connections{driver="${kind}",state="${state}"}`);
    expect(pool("total")).toBeGreaterThanOrEqual(1);
    expect(pool("waiting")).toBe(0);
    expect(pool("idle")).toBeGreaterThanOrEqual(0);
    expect(text).toContain("process_resident_memory_bytes");
    expect(text).toContain("nodejs_eventloop_lag_seconds");
  });

  it("reads the model budget spent through the rate limiter the engine spends from (peek)", async () => {
    const { app } = testApp(database, { metricsToken: TOKEN });
    const limiter = new RateLimiter(database.db);
    for (let i = 0; i < 3; i++)
      await limiter.consume(MODEL_BUDGET_KEY, 500, MODEL_BUDGET_WINDOW_MS);
    const peek = vi.spyOn(RateLimiter.prototype, "peek");
    try {
      const text = await (await scrape(app, `Bearer ${TOKEN}`)).text();
      expect(sample(text, "ninefold_model_budget_used")).toBe(3);
      expect(peek).toHaveBeenCalledWith(MODEL_BUDGET_KEY, 500, MODEL_BUDGET_WINDOW_MS);
    } finally {
      peek.mockRestore();
    }
  });

  it("keeps each app's counts apart (a registry per app)", async () => {
    const first = testApp(database, { metricsToken: TOKEN }).app;
    const second = testApp(database, { metricsToken: TOKEN }).app;
    await first.request("/api/health");
    await first.request("/api/health");
    await second.request("/api/health");
    const series = 'http_requests_total{method="GET",route="/api/health",status="200"}';
    expect(sample(await (await scrape(first, `Bearer ${TOKEN}`)).text(), series)).toBe(2);
    expect(sample(await (await scrape(second, `Bearer ${TOKEN}`)).text(), series)).toBe(1);
  });

  it("counts model calls and the day's budget spent, and cache answers apart", async () => {
    const ai = model.modelConfig({ dailyCallBudget: 1 });
    const { app } = testApp(database, { metricsToken: TOKEN, ...GENEROUS, ai });
    const post = (body: unknown) =>
      app.request("/api/market-analysis", {
        method: "POST",
        headers: JSON_HEADERS,
        body: JSON.stringify(body),
      });
    model.enqueue({ content: JSON.stringify(marketModelOutput) });
    expect((await post(marketRequest)).status).toBe(200);
    expect((await post(marketRequest)).status).toBe(200);
    expect((await post({ ...marketRequest, businessIdea: "Another idea entirely" })).status).toBe(
      503,
    );

    const text = await (await scrape(app, `Bearer ${TOKEN}`)).text();
    const calls = (outcome: string) =>
      sample(text, `ninefold_model_calls_total{module="market-analysis",outcome="${outcome}"}`);
    expect(calls("allowed")).toBe(1);
    expect(calls("budget_exhausted")).toBe(1);
    expect(sample(text, "ninefold_model_budget_used")).toBe(1);
    expect(sample(text, "ninefold_model_budget_limit")).toBe(1);
    const engine = (source: string) =>
      sample(
        text,
        `ninefold_engine_duration_seconds_count{module="market-analysis",source="${source}"}`,
      );
    expect(engine("model")).toBe(1);
    expect(engine("cache")).toBe(1);
  });
});
