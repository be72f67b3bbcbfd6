import { describe, expect, it } from "vitest";
import { withTimeout } from "./timeout";

describe("withTimeout", () => {
  it("answers what the work answers in time", async () => {
    await expect(withTimeout(Promise.resolve(42), 50, "work")).resolves.toBe(42);
    await expect(withTimeout(Promise.reject(new Error("refused")), 50, "work")).rejects.toThrow(
      "refused",
    );
  });

  it("rejects, naming what did not answer, once the time is up", async () => {
    const silent = new Promise<never>(() => {});
    await expect(withTimeout(silent, 10, "database")).rejects.toThrow(
      "database: no answer within 10 ms",
    );
  });
});
