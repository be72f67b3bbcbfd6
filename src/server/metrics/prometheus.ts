import { sql } from "drizzle-orm";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { z } from "zod";
import { MODEL_BUDGET_KEY, MODEL_BUDGET_WINDOW_MS } from "../ai/model-budget";
import { RateLimiter } from "../http/rate-limit";
import type { Metrics, MetricsDeps } from "./metrics";

/** Seconds: from a cached page (well under a millisecond) to a slow model answer. */
const HTTP_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30];
const ENGINE_BUCKETS = [0.001, 0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60];

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

const outboxRows = z.array(z.object({ status: z.string(), depth: z.coerce.number() }));

/**
 * The app's metrics in a Registry of its own (never prom-client's global one), so several apps
 * in one process (the tests) keep their own counts. Label values are bounded: route patterns,
 * the module registry's tool types, fixed sources and outcomes.
 */
export function createPrometheusMetrics({ config, database, logger }: MetricsDeps): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const limiter = new RateLimiter(database.db);

  const requests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests answered, by method, matched route pattern and status code.",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer an HTTP request, by method and matched route pattern.",
    labelNames: ["method", "route"] as const,
    buckets: HTTP_BUCKETS,
    registers: [registry],
  });
  const engine = new Histogram({
    name: "ninefold_engine_duration_seconds",
    help: "Time the strategy engine took to answer a tool request, by module and source (offline, cache, model).",
    labelNames: ["module", "source"] as const,
    buckets: ENGINE_BUCKETS,
    registers: [registry],
  });
  const modelCalls = new Counter({
    name: "ninefold_model_calls_total",
    help: "Language-model calls asked for by this instance, by module and outcome (allowed, budget_exhausted).",
    labelNames: ["module", "outcome"] as const,
    registers: [registry],
  });

  new Gauge({
    name: "ninefold_model_budget_limit",
    help: "Model calls allowed per UTC day across all instances (AI_DAILY_CALL_BUDGET).",
    registers: [registry],
    collect() {
      this.set(config.ai.dailyCallBudget);
    },
  });
  new Gauge({
    name: "ninefold_model_budget_used",
    help: "Model calls spent today (UTC) across all instances sharing the database.",
    registers: [registry],
    async collect() {
      try {
        // The engine's own counter, read through the limiter it spends from (no copy of its
        // windows). The counter also counts the calls it refused; only the allowed ones were spent.
        const budget = config.ai.dailyCallBudget;
        const { count } = await limiter.peek(MODEL_BUDGET_KEY, budget, MODEL_BUDGET_WINDOW_MS);
        this.set(Math.min(count, budget));
      } catch (err) {
        logger.warn({ err }, "metrics: the model budget could not be read");
      }
    },
  });
  new Gauge({
    name: "ninefold_mail_outbox_depth",
    help: "Mail waiting in the outbox, by status (pending: not sent yet; failed: to be retried).",
    labelNames: ["status"] as const,
    registers: [registry],
    async collect() {
      try {
        const result = await database.db.execute(sql`
          select status, count(*) as depth from mail_outbox
          where status in ('pending', 'failed') group by status`);
        const depth = new Map(
          outboxRows.parse((result as { rows: unknown }).rows).map((r) => [r.status, r.depth]),
        );
        for (const status of ["pending", "failed"]) this.set({ status }, depth.get(status) ?? 0);
      } catch (err) {
        logger.warn({ err }, "metrics: the mail outbox could not be read");
      }
    },
  });
  new Gauge({
    name: "ninefold_db_pool_connections",
    help: "Database connections of this instance by state (total, idle, waiting). PGlite is one in-process connection.",
    labelNames: ["driver", "state"] as const,
    registers: [registry],
    collect() {
      const pool = database.pool();
      const driver = database.kind;
      this.set({ driver, state: "total" }, pool.total);
      this.set({ driver, state: "idle" }, pool.idle);
      this.set({ driver, state: "waiting" }, pool.waiting);
    },
  });

  return {
    request(method, route, status, seconds) {
      const m = METHODS.has(method) ? method : "OTHER";
      requests.inc({ method: m, route, status: String(status) });
      duration.observe({ method: m, route }, seconds);
    },
    engine(module, source, seconds) {
      engine.observe({ module, source }, seconds);
    },
    modelCall(module, outcome) {
      modelCalls.inc({ module, outcome });
    },
    async render() {
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };
}
