import { lt, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client";
import { rateLimitCounters } from "../db/schema";

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  limit: number;
  /** Seconds until the current window ends. */
  retryAfterSeconds: number;
}

const counterRows = z.array(z.object({ key: z.string(), count: z.coerce.number() }));

/** One limit: at most `limit` requests per `windowMs` for `key`. */
export interface RateLimit {
  key: string;
  limit: number;
  windowMs: number;
}

/** The fixed window `now` falls in: windows start at multiples of `windowMs` since the epoch. */
function windowStartOf(now: number, windowMs: number): Date {
  return new Date(Math.floor(now / windowMs) * windowMs);
}

/** Whole seconds until the window ends, at least one. */
function retryAfterSeconds(windowStart: Date, windowMs: number, now: number): number {
  return Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now) / 1000));
}

/**
 * Fixed-window counters in the database, so a limit holds across every server instance that
 * shares it. One upsert per check; old windows are swept now and then.
 */
export class RateLimiter {
  private lastSweep = 0;

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  async consume(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    const [result] = await this.consumeAll([{ key, limit, windowMs }]);
    return result!;
  }

  /**
   * Counts one request against several limits in one statement (one round trip), e.g. a
   * per-minute and a per-day window. Results come back in the order of `limits`.
   */
  async consumeAll(limits: readonly RateLimit[]): Promise<RateLimitResult[]> {
    const now = this.now();
    const windows = limits.map(({ key, windowMs }) => ({
      key,
      windowStart: windowStartOf(now, windowMs),
      count: 1,
    }));
    // One statement for every window (a hand-written upsert: the query builder's own work cost
    // as much as the statement on the embedded database).
    const values = windows.map(
      (w) => sql`(${w.key}, ${w.windowStart.toISOString()}::timestamptz, 1)`,
    );
    const result = await this.db.execute(sql`
      insert into rate_limit_counters (key, window_start, count)
      values ${sql.join(values, sql`, `)}
      on conflict (key, window_start) do update set count = rate_limit_counters.count + 1
      returning key, count`);
    const rows = counterRows.parse((result as { rows: unknown }).rows);
    await this.maybeSweep(now);
    const counts = new Map(rows.map((row) => [row.key, row.count]));
    return limits.map(({ key, limit, windowMs }, index) => {
      const count = counts.get(key) ?? 1;
      return {
        allowed: count <= limit,
        count,
        limit,
        retryAfterSeconds: retryAfterSeconds(windows[index]!.windowStart, windowMs, now),
      };
    });
  }

  /**
   * Where `key` stands in its current window, without counting a request: `count` so far (0 for
   * a window nobody used), and `allowed` when one more would be. Read-only, so /metrics can show
   * a limit's use with this class's windows (the model budget, metrics/prometheus.ts) rather than
   * a copy of their arithmetic.
   */
  async peek(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    const now = this.now();
    const windowStart = windowStartOf(now, windowMs);
    const result = await this.db.execute(sql`
      select key, count from rate_limit_counters
      where key = ${key} and window_start = ${windowStart.toISOString()}::timestamptz`);
    const [row] = counterRows.parse((result as { rows: unknown }).rows);
    const count = row?.count ?? 0;
    return {
      allowed: count < limit,
      count,
      limit,
      retryAfterSeconds: retryAfterSeconds(windowStart, windowMs, now),
    };
  }

  /**
   * Takes one request back from the current windows of `limits` (e.g. a sign-in that succeeded:
   * only failed attempts should count). Never below zero.
   */
  async release(limits: readonly Omit<RateLimit, "limit">[]): Promise<void> {
    const now = this.now();
    for (const { key, windowMs } of limits) {
      const windowStart = windowStartOf(now, windowMs).toISOString();
      await this.db.execute(sql`
        update rate_limit_counters set count = greatest(count - 1, 0)
        where key = ${key} and window_start = ${windowStart}::timestamptz`);
    }
  }

  /** Deletes windows older than a day, at most once a minute. */
  private async maybeSweep(now: number): Promise<void> {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    await this.db
      .delete(rateLimitCounters)
      .where(lt(rateLimitCounters.windowStart, new Date(now - 86_400_000)));
  }
}

/** "in 30 seconds", "in 42 minutes", "in 5 hours": when a rate-limited person may try again. */
export function retryIn(seconds: number): string {
  if (seconds < 90) return `in ${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes <= 120) return `in ${minutes} minutes`;
  return `in ${Math.ceil(minutes / 60)} hours`;
}
