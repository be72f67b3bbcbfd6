import { describe, expect, it } from "vitest";
import { SIGN_IN_DELAY_BASE_MS, SIGN_IN_DELAY_MAX_MS, signInDelayMs } from "./auth";

describe("signInDelayMs: the account's progressive delay", () => {
  it("waits nothing within the free attempts, then doubles from 250 ms up to the cap", () => {
    expect([0, 1, 4].map((failures) => signInDelayMs(failures, 5))).toEqual([0, 0, 0]);
    expect([5, 6, 7, 8, 9].map((failures) => signInDelayMs(failures, 5))).toEqual([
      SIGN_IN_DELAY_BASE_MS,
      500,
      1_000,
      2_000,
      4_000,
    ]);
    expect(signInDelayMs(10, 5)).toBe(SIGN_IN_DELAY_MAX_MS);
    expect(signInDelayMs(10_000, 5)).toBe(SIGN_IN_DELAY_MAX_MS);
  });
});
