/**
 * The rate-limit counter that holds the day's model calls: the strategy engine spends from it,
 * /metrics reads it (metrics/prometheus.ts). Its own file, so reading it loads no engine.
 */
export const MODEL_BUDGET_KEY = "ai:model-calls";
