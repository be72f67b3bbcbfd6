import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { testDatabases } from "../testing/databases";
import { HeldRateLimiter, RateLimiter, retryIn } from "./rate-limit";

describe.each(testDatabases)("RateLimiter on $kind", ({ open }) => {
  let database: Database & { dispose(): Promise<void> };
  beforeAll(async () => {
    database = await open();
  });
  afterAll(() => database.dispose());

  it("counts per key within a window and starts again in the next", async () => {
    let now = Date.UTC(2026, 0, 1, 12, 0, 10);
    const limiter = new RateLimiter(database.db, () => now);
    const results = [];
    for (let i = 0; i < 3; i++) results.push(await limiter.consume("t:a", 2, 60_000));
    expect(results.map((r) => r.allowed)).toEqual([true, true, false]);
    expect(results[2]?.retryAfterSeconds).toBe(50);
    expect((await limiter.consume("t:b", 2, 60_000)).allowed).toBe(true);
    now += 60_000;
    expect((await limiter.consume("t:a", 2, 60_000)).count).toBe(1);
  });

  it("peeks at a window without counting a request", async () => {
    let now = Date.UTC(2026, 0, 3, 12, 0, 10);
    const limiter = new RateLimiter(database.db, () => now);
    expect(await limiter.peek("t:peek", 2, 60_000)).toEqual({
      allowed: true,
      count: 0,
      limit: 2,
      retryAfterSeconds: 50,
    });
    await limiter.consume("t:peek", 2, 60_000);
    await limiter.consume("t:peek", 2, 60_000);
    expect(await limiter.peek("t:peek", 2, 60_000)).toMatchObject({ allowed: false, count: 2 });
    expect(await limiter.peek("t:peek", 2, 60_000)).toMatchObject({ count: 2 });
    now += 60_000;
    expect(await limiter.peek("t:peek", 2, 60_000)).toMatchObject({ allowed: true, count: 0 });
  });

  it("holds across limiter instances sharing the database", async () => {
    const now = () => Date.UTC(2026, 0, 2);
    const one = new RateLimiter(database.db, now);
    const two = new RateLimiter(database.db, now);
    await one.consume("t:shared", 1, 60_000);
    expect((await two.consume("t:shared", 1, 60_000)).allowed).toBe(false);
  });
});
describe.each(testDatabases)("HeldRateLimiter on $kind", ({ open }) => {
  let database: Database & { dispose(): Promise<void> };
  beforeAll(async () => {
    database = await open();
  });
  afterAll(() => database.dispose());

  it("answers as RateLimiter does, request by request and across windows", async () => {
    let now = Date.UTC(2026, 1, 1, 12, 0, 10);
    const stored = new RateLimiter(database.db, () => now);
    const held = new HeldRateLimiter(database.db, () => now);
    const limits = (name: string) => [
      { key: `h:${name}:minute`, limit: 3, windowMs: 60_000 },
      { key: `h:${name}:day`, limit: 5, windowMs: 86_400_000 },
    ];
    for (let i = 0; i < 7; i++) {
      if (i === 4) now += 60_000;
      expect(await held.consumeAll(limits("held"))).toEqual(
        await stored.consumeAll(limits("stored")),
      );
    }
    await held.close();
  });

  it("goes on from the stored count and writes its own when flushed", async () => {
    const now = () => Date.UTC(2026, 1, 2, 8, 30);
    const stored = new RateLimiter(database.db, now);
    await stored.consume("h:restart", 10, 60_000);
    await stored.consume("h:restart", 10, 60_000);
    const first = new HeldRateLimiter(database.db, now);
    expect(
      (await first.consumeAll([{ key: "h:restart", limit: 10, windowMs: 60_000 }]))[0],
    ).toMatchObject({ count: 3 });
    await first.consumeAll([{ key: "h:restart", limit: 10, windowMs: 60_000 }]);
    await first.close();
    expect(await stored.peek("h:restart", 10, 60_000)).toMatchObject({ count: 4 });
    // A restart: a new limiter reads what the last one wrote.
    const second = new HeldRateLimiter(database.db, now);
    expect(
      (await second.consumeAll([{ key: "h:restart", limit: 4, windowMs: 60_000 }]))[0],
    ).toMatchObject({ count: 5, allowed: false });
    await second.close();
  });

  it("counts requests arriving together once each", async () => {
    const now = () => Date.UTC(2026, 1, 3, 9, 0);
    const held = new HeldRateLimiter(database.db, now);
    const results = await Promise.all(
      Array.from({ length: 12 }, () =>
        held.consumeAll([{ key: "h:together", limit: 4, windowMs: 60_000 }]),
      ),
    );
    expect(results.map(([result]) => result!.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 1),
    );
    expect(results.filter(([result]) => result!.allowed)).toHaveLength(4);
    await held.close();
    expect(await new RateLimiter(database.db, now).peek("h:together", 4, 60_000)).toMatchObject({
      count: 12,
    });
  });

  it("writes on its own a moment later", async () => {
    const now = () => Date.UTC(2026, 1, 4, 9, 0);
    const held = new HeldRateLimiter(database.db, now, 10);
    await held.consumeAll([{ key: "h:timer", limit: 4, windowMs: 60_000 }]);
    const stored = new RateLimiter(database.db, now);
    await expect
      .poll(async () => (await stored.peek("h:timer", 4, 60_000)).count, { timeout: 5_000 })
      .toBe(1);
    await held.close();
  });

  it("keeps the counts of a failed write for the next", async () => {
    const now = () => Date.UTC(2026, 1, 5, 9, 0);
    let failing = false;
    const db = Object.create(database.db) as typeof database.db;
    db.execute = ((query: Parameters<typeof database.db.execute>[0]) => {
      if (failing) return Promise.reject(new Error("connection refused"));
      return database.db.execute(query);
    }) as typeof database.db.execute;
    const held = new HeldRateLimiter(db, now, 60_000);
    await held.consumeAll([{ key: "h:failed", limit: 4, windowMs: 60_000 }]);
    await held.consumeAll([{ key: "h:failed", limit: 4, windowMs: 60_000 }]);
    failing = true;
    await expect(held.flush()).rejects.toThrow("connection refused");
    failing = false;
    await held.close();
    expect(await new RateLimiter(database.db, now).peek("h:failed", 4, 60_000)).toMatchObject({
      count: 2,
    });
  });

  it("drops ended windows and, past its bound, written ones, reading them again when used", async () => {
    let now = Date.UTC(2026, 1, 6, 9, 0);
    const held = new HeldRateLimiter(database.db, () => now, 60_000, 4);
    for (let i = 0; i < 6; i++) {
      await held.consumeAll([{ key: `h:bound:${i}`, limit: 9, windowMs: 86_400_000 }]);
    }
    await held.consumeAll([{ key: "h:bound:0", limit: 9, windowMs: 86_400_000 }]);
    await held.consumeAll([{ key: "h:minute", limit: 9, windowMs: 60_000 }]);
    await held.flush();
    now += 60_000;
    await held.flush();
    expect(
      (await held.consumeAll([{ key: "h:bound:0", limit: 9, windowMs: 86_400_000 }]))[0],
    ).toMatchObject({ count: 3 });
    expect(
      (await held.consumeAll([{ key: "h:minute", limit: 9, windowMs: 60_000 }]))[0],
    ).toMatchObject({ count: 1 });
    await held.close();
  });
});

describe("retryIn", () => {
  it.each([
    [1, "in 1 second"],
    [45, "in 45 seconds"],
    [89, "in 89 seconds"],
    [90, "in 2 minutes"],
    [3599, "in 60 minutes"],
    [7200, "in 120 minutes"],
    [7201, "in 3 hours"],
    [86_399, "in 24 hours"],
  ])("%i s → %s", (seconds, text) => {
    expect(retryIn(seconds)).toBe(text);
  });
});

describe("HeldRateLimiter's timed write", () => {
  it("reports a failed write and keeps its counts for the next", async () => {
    let failWrites = true;
    const writes: string[] = [];
    // A database that answers reads with no stored count and refuses writes while failWrites.
    const db = {
      execute: async (query: { queryChunks?: unknown[] }) => {
        const text = JSON.stringify(query.queryChunks ?? query);
        if (!text.includes("insert into")) return { rows: [] };
        writes.push(text);
        if (failWrites) throw new Error("disk full");
        return { rows: [] };
      },
      // The old windows' sweep after a write.
      delete: () => ({ where: async () => undefined }),
    } as unknown as Database["db"];
    const errors: unknown[] = [];
    const held = new HeldRateLimiter(
      db,
      () => 1_000_000,
      5,
      10_000,
      (error) => errors.push(error),
    );
    await held.consumeAll([{ key: "tool:1.2.3.4", limit: 10, windowMs: 60_000 }]);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(errors.length).toBeGreaterThan(0);
    expect(String(errors[0])).toContain("disk full");
    failWrites = false;
    await held.close();
    // The count refused before is written with the next write.
    expect(writes.at(-1)).toContain("tool:1.2.3.4");
  });
});
