import { describe, expect, it } from "vitest";
import type { AuthUser } from "../../shared/user";
import { appQueryClient } from "./query";
import {
  resetSession,
  SESSION_KEY,
  serverSessionSnapshot,
  sessionSnapshot,
  setSessionUser,
} from "./session";

const ada: AuthUser = {
  id: "u1",
  email: "ada@example.com",
  firstName: "Ada",
  lastName: null,
  plan: "trial",
  trial: { startedAt: "2026-11-01T12:00:00Z", endsAt: "2026-11-08T12:00:00Z", daysLeft: 3 },
  access: "full",
  pastDue: false,
};

describe("the session store and the query cache (decision 036)", () => {
  it("starts as the prerenderer rendered: nobody known yet", () => {
    resetSession();
    expect(sessionSnapshot()).toEqual({ user: null, isLoading: true });
    expect(serverSessionSnapshot()).toBe(sessionSnapshot());
  });

  it("takes a page's setQueryData on the user's key, and writes its own answers back", async () => {
    resetSession();
    const client = appQueryClient();
    client.setQueryData(SESSION_KEY, ada);
    expect(sessionSnapshot()).toEqual({ user: ada, isLoading: false });

    const renamed = { ...ada, firstName: "Augusta" };
    setSessionUser(renamed);
    expect(client.getQueryData(SESSION_KEY)).toEqual(renamed);

    // An invalidation asks again; with no signed-in hint (no document here) that is signed out.
    await client.invalidateQueries({ queryKey: SESSION_KEY });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sessionSnapshot()).toEqual({ user: null, isLoading: false });
    expect(client.getQueryData(SESSION_KEY)).toBeNull();
  });
});
