import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasSessionHint, SESSION_HINT_COOKIE } from "../../shared/session-hint";
import type { Database } from "../db/client";
import { testApp } from "../testing/app-harness";
import { signedUpBrowser, TEST_ORIGIN } from "../testing/browser";
import { testDatabases } from "../testing/databases";

describe("hasSessionHint", () => {
  it("reads the hint among other cookies and nothing else", () => {
    expect(hasSessionHint(`a=b; ${SESSION_HINT_COOKIE}=1; c=d`)).toBe(true);
    expect(hasSessionHint(`${SESSION_HINT_COOKIE}=1`)).toBe(true);
    expect(hasSessionHint(`${SESSION_HINT_COOKIE}=`)).toBe(false);
    expect(hasSessionHint("x-ninefold.signed_in=1")).toBe(false);
    expect(hasSessionHint("")).toBe(false);
  });
});

const [pglite] = testDatabases;

describe("the signed-in hint follows the session (issue 17: no 401 for visitors)", () => {
  let database: Database & { dispose(): Promise<void> };
  let app: ReturnType<typeof testApp>["app"];

  beforeAll(async () => {
    database = await pglite!.open();
    app = testApp(database, {}).app;
  });
  afterAll(async () => {
    await database.dispose();
  });

  it("is set when the sign-up's confirmation link signs in, kept while signed in, cleared at sign-out", async () => {
    const { browser } = await signedUpBrowser(app);
    expect(browser.cookies.get(SESSION_HINT_COOKIE)).toBe("1");
    expect((await browser.get("/api/auth/user")).status).toBe(200);
    expect(browser.cookies.get(SESSION_HINT_COOKIE)).toBe("1");
    expect((await browser.post("/api/auth/sign-out")).status).toBe(200);
    expect(browser.cookies.has(SESSION_HINT_COOKIE)).toBe(false);
    expect(browser.cookies.has("ninefold.session_token")).toBe(false);
  });

  it("is given to a session that predates it, on an API answer", async () => {
    const { browser } = await signedUpBrowser(app);
    browser.cookies.delete(SESSION_HINT_COOKIE);
    const response = await browser.get("/api/auth/user");
    expect(response.status).toBe(200);
    expect(
      response.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_HINT_COOKIE}=1`)),
    ).toBe(true);
  });

  it("is never set for a visitor", async () => {
    const response = await app.request("/api/health", { headers: { Origin: TEST_ORIGIN } });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("a session that no longer signs anyone in: 401 clears the hint and the session cookie", async () => {
    const response = await app.request("/api/auth/user", {
      headers: {
        Origin: TEST_ORIGIN,
        Cookie: `ninefold.session_token=forged.value; ${SESSION_HINT_COOKIE}=1`,
      },
    });
    expect(response.status).toBe(401);
    const cookies = response.headers.getSetCookie();
    expect(cookies).toContainEqual(expect.stringMatching(/^ninefold\.signed_in=; .*Max-Age=0/));
    expect(cookies).toContainEqual(expect.stringMatching(/^ninefold\.session_token=; .*Max-Age=0/));
  });
});
