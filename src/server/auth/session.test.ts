import type { Context } from "hono";
import { describe, expect, it, vi } from "vitest";
import type { AppEnv } from "../http/context";
import { safeNextPath } from "../http/routes/auth";
import { getSessionUser, toAuthUser } from "./session";

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

describe("getSessionUser", () => {
  /** Just what getSessionUser reads of a request's context. */
  const contextWith = (cookie: string | undefined) => {
    const vars = new Map<string, unknown>();
    const getSession = vi.fn(async () => null);
    const c = {
      get: (name: string) => (name === "auth" ? { api: { getSession } } : vars.get(name)),
      set: (name: string, value: unknown) => vars.set(name, value),
      req: {
        header: (name: string) => (name.toLowerCase() === "cookie" ? cookie : undefined),
        raw: { headers: new Headers(cookie === undefined ? {} : { cookie }) },
      },
    } as unknown as Context<AppEnv>;
    return { c, getSession };
  };

  it("answers a request without a session cookie as signed out, without asking Better Auth", async () => {
    for (const cookie of [undefined, "", "nf_signed_in=1", "ninefold.session_token="]) {
      const { c, getSession } = contextWith(cookie);
      expect(await getSessionUser(c)).toBeNull();
      expect(getSession).not.toHaveBeenCalled();
    }
  });

  it("asks Better Auth when a session cookie is there, with or without the secure prefix", async () => {
    for (const cookie of [
      "ninefold.session_token=abc.def",
      "theme=dark; __Secure-ninefold.session_token=abc.def",
    ]) {
      const { c, getSession } = contextWith(cookie);
      expect(await getSessionUser(c)).toBeNull();
      expect(getSession).toHaveBeenCalledTimes(1);
    }
  });
});
