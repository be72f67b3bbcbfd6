import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { testDatabases } from "../testing/databases";
import { RateLimiter, retryIn } from "./rate-limit";

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
