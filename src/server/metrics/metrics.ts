import type { Config } from "../config";
import type { Database } from "../db/client";
import type { Logger } from "../logger";

/**
 * What the app reports to /metrics (issue 17, decision 018). The app calls these synchronously
 * on its hot paths; with METRICS_TOKEN unset it gets NO_METRICS, and prom-client is never loaded.
 * The Prometheus implementation (prometheus.ts) and its background loader (lazy.ts) build on
 * this contract.
 */
export interface Metrics {
  /** One answered HTTP request; `route` is the matched route pattern, never the raw path. */
  request(method: string, route: string, status: number, seconds: number): void;
  /** One tool request answered by the strategy engine, by module and by who answered. */
  engine(module: string, source: EngineSource, seconds: number): void;
  /** One model call asked for (a repair included): allowed, or refused by the day's budget. */
  modelCall(module: string, outcome: "allowed" | "budget_exhausted"): void;
  /** The exposition text, with the gauges read from the database at this moment. */
  render(): Promise<{ contentType: string; body: string }>;
}

export type EngineSource = "offline" | "cache" | "model";

/** Metrics off: every observation is dropped. */
export const NO_METRICS: Metrics = {
  request: () => {},
  engine: () => {},
  modelCall: () => {},
  render: () => Promise.reject(new Error("metrics are off")),
};

export interface MetricsDeps {
  config: Pick<Config, "ai">;
  database: Pick<Database, "db" | "kind" | "pool">;
  logger: Logger;
}
