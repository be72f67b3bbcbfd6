import { lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rateLimitCounters } from "../db/schema";

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  limit: number;
  /** Seconds until the current window ends. */
  retryAfterSeconds: number;
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
    const now = this.now();
    const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
    const rows = await this.db
      .insert(rateLimitCounters)
      .values({ key, windowStart, count: 1 })
      .onConflictDoUpdate({
        target: [rateLimitCounters.key, rateLimitCounters.windowStart],
        set: { count: sql`${rateLimitCounters.count} + 1` },
      })
      .returning({ count: rateLimitCounters.count });
    const count = rows[0]?.count ?? 1;
    await this.maybeSweep(now);
    return {
      allowed: count <= limit,
      count,
      limit,
      retryAfterSeconds: Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now) / 1000)),
    };
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
