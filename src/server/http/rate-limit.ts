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

/** What counts a request against limits: `RateLimiter`, or `HeldRateLimiter` in front of it. */
export interface LimitCounter {
  consumeAll(limits: readonly RateLimit[]): Promise<RateLimitResult[]>;
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
export class RateLimiter implements LimitCounter {
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
    await sweepOldWindows(this.db, now);
  }
}

/** Deletes the counters of windows that began more than a day before `now`. */
async function sweepOldWindows(db: Db, now: number): Promise<void> {
  await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.windowStart, new Date(now - 86_400_000)));
}

/** One window's count as `HeldRateLimiter` holds it. */
interface HeldWindow {
  key: string;
  windowStart: Date;
  windowMs: number;
  /** The stored count has been read: `count` is the window's whole count. */
  ready: boolean;
  /** Settles when the stored count has been read (rejects when it could not be). */
  loaded: Promise<void>;
  count: number;
  /** Requests counted here and not yet added to the stored count. */
  pending: number;
}

/** Rows per statement when the held counts are written (three parameters each). */
const FLUSH_ROWS = 500;

/**
 * The same fixed windows as `RateLimiter`, counted in memory and written to
 * `rate_limit_counters` a moment later: for a database no other process counts in (PGlite, which
 * one process opens), so the memory is the whole count and a request costs no statement
 * (decision 037). A window's stored count is read once, at its first request here; after that
 * each request adds one in memory, and every `flushEveryMs` the increments go to the database in
 * one upsert, so a restart (the server flushes on shutdown) goes on from the stored counts. A
 * process killed outright loses at most the last `flushEveryMs` of counts. A failed write keeps
 * its increments for the next. Windows that have ended are dropped from memory once written,
 * and past `maxHeld` windows the written ones are, to be read again when used.
 *
 * Never in front of a database other processes count in (PostgreSQL's instances): each would
 * hold its own count.
 */
export class HeldRateLimiter implements LimitCounter {
  private readonly windows = new Map<string, HeldWindow>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private flushing: Promise<void> | undefined;
  private lastSweep = 0;

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
    private readonly flushEveryMs = 250,
    private readonly maxHeld = 10_000,
    /** Told of a timed write that failed; its counts are kept and written with the next. */
    private readonly onWriteError: (error: unknown) => void = () => undefined,
  ) {}

  async consumeAll(limits: readonly RateLimit[]): Promise<RateLimitResult[]> {
    const now = this.now();
    for (;;) {
      const held = limits.map(({ key, windowMs }) =>
        this.windowOf(key, windowStartOf(now, windowMs), windowMs),
      );
      const waiting = held.filter((window) => !window.ready);
      if (waiting.length > 0) {
        // Read, then look again: a window may have been dropped meanwhile.
        await Promise.all(waiting.map((window) => window.loaded));
        continue;
      }
      for (const window of held) {
        window.count += 1;
        window.pending += 1;
      }
      this.scheduleFlush();
      return limits.map(({ limit, windowMs }, index) => {
        const { count, windowStart } = held[index]!;
        return {
          allowed: count <= limit,
          count,
          limit,
          retryAfterSeconds: retryAfterSeconds(windowStart, windowMs, now),
        };
      });
    }
  }

  /**
   * Writes every held increment to the database (one upsert per `FLUSH_ROWS` windows). The
   * server calls it on shutdown, before the database closes; a timer calls it between.
   */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing.catch(() => undefined);
    const due = [...this.windows.values()].filter((window) => window.pending > 0);
    const taken = due.map((window) => ({ window, count: window.pending }));
    for (const window of due) window.pending = 0;
    this.flushing = this.write(taken).finally(() => {
      this.flushing = undefined;
    });
    await this.flushing;
    this.drop(this.now());
  }

  /** Stops the timer and writes what is held (shutdown). */
  async close(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.flush();
  }

  private async write(taken: readonly { window: HeldWindow; count: number }[]): Promise<void> {
    for (let start = 0; start < taken.length; start += FLUSH_ROWS) {
      const rows = taken.slice(start, start + FLUSH_ROWS);
      const values = rows.map(
        ({ window, count }) =>
          sql`(${window.key}, ${window.windowStart.toISOString()}::timestamptz, ${count}::integer)`,
      );
      try {
        await this.db.execute(sql`
          insert into rate_limit_counters (key, window_start, count)
          values ${sql.join(values, sql`, `)}
          on conflict (key, window_start)
          do update set count = rate_limit_counters.count + excluded.count`);
      } catch (error) {
        // This statement's rows and the ones after it are kept for the next write; the ones
        // before it are stored.
        for (const { window, count } of taken.slice(start)) window.pending += count;
        this.scheduleFlush();
        throw error;
      }
    }
    const now = this.now();
    if (now - this.lastSweep >= 60_000) {
      this.lastSweep = now;
      await sweepOldWindows(this.db, now);
    }
  }

  private windowOf(key: string, windowStart: Date, windowMs: number): HeldWindow {
    const id = `${windowStart.getTime()} ${key}`;
    const held = this.windows.get(id);
    if (held) return held;
    const window: HeldWindow = {
      key,
      windowStart,
      windowMs,
      ready: false,
      loaded: Promise.resolve(),
      count: 0,
      pending: 0,
    };
    window.loaded = this.storedCount(key, windowStart).then(
      (stored) => {
        window.count += stored;
        window.ready = true;
      },
      (error: unknown) => {
        // Read again by the next request; this one fails as a failed statement does.
        if (this.windows.get(id) === window) this.windows.delete(id);
        throw error;
      },
    );
    this.windows.set(id, window);
    return window;
  }

  private async storedCount(key: string, windowStart: Date): Promise<number> {
    const result = await this.db.execute(sql`
      select key, count from rate_limit_counters
      where key = ${key} and window_start = ${windowStart.toISOString()}::timestamptz`);
    const [row] = counterRows.parse((result as { rows: unknown }).rows);
    return row?.count ?? 0;
  }

  private scheduleFlush(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      // A failed write keeps its counts and is tried again (write); it is reported, not thrown.
      this.flush().catch(this.onWriteError);
    }, this.flushEveryMs);
    this.timer.unref();
  }

  /** Drops written windows that have ended, and written ones beyond `maxHeld`, oldest first. */
  private drop(now: number): void {
    for (const [id, window] of this.windows) {
      const ended = window.windowStart.getTime() + window.windowMs <= now;
      if (ended && window.ready && window.pending === 0) this.windows.delete(id);
    }
    if (this.windows.size <= this.maxHeld) return;
    for (const [id, window] of this.windows) {
      if (this.windows.size <= this.maxHeld / 2) break;
      if (window.ready && window.pending === 0) this.windows.delete(id);
    }
  }
}

/** "in 30 seconds", "in 42 minutes", "in 5 hours": when a rate-limited person may try again. */
export function retryIn(seconds: number): string {
  if (seconds < 90) return `in ${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes <= 120) return `in ${minutes} minutes`;
  return `in ${Math.ceil(minutes / 60)} hours`;
}
