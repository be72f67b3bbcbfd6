/**
 * The rate-limit counter that holds the day's model calls: the strategy engine spends from it,
 * /metrics reads it (metrics/prometheus.ts). Its own file, so reading it loads no engine.
 */
export const MODEL_BUDGET_KEY = "ai:model-calls";

/** The budget's window: a UTC day (AI_DAILY_CALL_BUDGET calls per day across all instances). */
export const MODEL_BUDGET_WINDOW_MS = 86_400_000;
