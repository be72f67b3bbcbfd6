import { describe, expect, it } from "vitest";
import { safeNextPath } from "../http/routes/auth";
import { toAuthUser } from "./session";

const DAY = 86_400_000;
const started = new Date("2026-03-01T12:00:00Z");
const record = {
  id: "u1",
  email: "ada@example.com",
  name: "Ada Lovelace",
  firstName: "Ada",
  lastName: "Lovelace",
  trialStartedAt: started,
  createdAt: started,
};

describe("toAuthUser", () => {
  it("counts the 7-day trial's days left, rounded up", () => {
    expect(toAuthUser(record, null, started).trial).toEqual({
      startedAt: "2026-03-01T12:00:00.000Z",
      endsAt: "2026-03-08T12:00:00.000Z",
      daysLeft: 7,
    });
    expect(toAuthUser(record, null, new Date(started.getTime() + 1)).trial.daysLeft).toBe(7);
    expect(toAuthUser(record, null, new Date(started.getTime() + 6.5 * DAY)).trial.daysLeft).toBe(
      1,
    );
  });

  it("says the trial expired once it has ended, unless a plan was bought", () => {
    const later = new Date(started.getTime() + 7 * DAY);
    expect(toAuthUser(record, null, later)).toMatchObject({
      plan: "trial_expired",
      trial: { daysLeft: 0 },
    });
    const monthly = {
      plan: "monthly" as const,
      status: "active" as const,
      source: "stripe" as const,
      currentPeriodEnd: new Date(later.getTime() + 20 * DAY),
      cancelAtPeriodEnd: false,
      pastDueSince: null,
      endedAt: null,
    };
    expect(toAuthUser(record, monthly, later)).toMatchObject({
      plan: "monthly",
      access: "full",
      pastDue: false,
    });
    expect(toAuthUser(record, null, later).access).toBe("read_only");
  });
});

describe("safeNextPath", () => {
  it("keeps a same-origin path and refuses everything else", () => {
    expect(safeNextPath("/tools/market-analysis-tool?project=1")).toBe(
      "/tools/market-analysis-tool?project=1",
    );
    for (const bad of [undefined, "", "https://evil.example/", "//evil.example", "/\\evil", "x"]) {
      expect(safeNextPath(bad)).toBe("/dashboard");
    }
  });
});
