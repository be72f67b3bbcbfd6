import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { contactMessages, projects, user } from "../db/schema";
import { testApp } from "../testing/app-harness";
import { type Browser, signedUpBrowser, TEST_ORIGIN } from "../testing/browser";
import { testDatabases } from "../testing/databases";
import { MAX_JSON_DEPTH } from "./json-body";

/**
 * What PostgreSQL cannot store or Node cannot walk, refused as 400 before any route reads it.
 * Each case answered 500 before (found by the HTTP fuzz test, issue 17): the NUL character in a
 * body's string or key, or in an id of the address; a lone surrogate in a field saved as jsonb;
 * a body nested thousands of levels deep. (A lone surrogate in a text column was stored as
 * U+FFFD; it is refused the same way now.)
 */
describe.each(testDatabases)("bodies and addresses no database can hold, on $kind", ({ open }) => {
  let database: Database & { dispose(): Promise<void> };
  let app: ReturnType<typeof testApp>["app"];
  let browser: Browser;
  let projectId: string;

  beforeAll(async () => {
    database = await open();
    app = testApp(database).app;
    ({ browser } = await signedUpBrowser(app));
    const run = await browser.post("/api/customer-discovery", {
      businessIdea: "A scheduling SaaS for dental clinics",
    });
    projectId = ((await run.json()) as { projectId: string }).projectId;
  });
  afterAll(() => database.dispose());

  const raw = (method: string, url: string, text: string) =>
    app.request(url, {
      method,
      body: text,
      headers: {
        Origin: TEST_ORIGIN,
        "Content-Type": "application/json",
        Cookie: [...browser.cookies].map(([name, value]) => `${name}=${value}`).join("; "),
      },
    });

  const stored = async () => ({
    users: await database.db.select().from(user),
    projects: await database.db.select().from(projects),
    contact: await database.db.select().from(contactMessages),
  });

  it.each([
    ["PATCH", "/api/account", { firstName: "Ada\u0000", lastName: "Lovelace" }, "firstName"],
    [
      "POST",
      "/api/contact",
      {
        firstName: "Ada",
        lastName: "Lovelace",
        email: "ada@example.com",
        subject: "support",
        message: "The export \u0000 stops halfway.",
      },
      "message",
    ],
    [
      "POST",
      "/api/events",
      { events: [{ type: "click", path: "/", category: "engagement", label: "a\u0000" }] },
      "events.0.label",
    ],
    [
      "POST",
      "/api/customer-discovery",
      { businessIdea: "Dental \u0000 scheduling" },
      "businessIdea",
    ],
    ["POST", "/api/ventures", { name: "Yoga", idea: { "ti\u0000tle": "x" } }, "idea"],
    ["POST", "/api/ventures", { name: "Yoga \udc00" }, "name"],
    ["PATCH", "/api/account", { firstName: "Ada \ud800", lastName: "Lovelace" }, "firstName"],
  ])(
    "%s %s with U+0000 or a lone surrogate in a field: 400 naming it, nothing stored",
    async (method, url, body, field) => {
      const before = await stored();
      const response = await browser.request(method, url, body);
      expect(response.status).toBe(400);
      const answer = (await response.json()) as { error: string; code: string };
      expect(answer.code).toBe("validation_failed");
      expect(answer.error).toContain(`${field}:`);
      expect(answer.error).toMatch(/U\+0000|unpaired surrogate/);
      expect(await stored()).toEqual(before);
    },
  );

  it("refuses a lone surrogate in a project's saved request (jsonb refuses it)", async () => {
    const before = await stored();
    const response = await browser.patch(`/api/workspace/${projectId}`, {
      inputData: { businessIdea: "Dental \udc00 scheduling" },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "validation_failed" });
    expect(await stored()).toEqual(before);
  });

  it("refuses a body nested deeper than the limit, and takes one at it", async () => {
    const nested = (depth: number) => `${"[".repeat(depth)}1${"]".repeat(depth)}`;
    const before = await stored();
    for (const depth of [MAX_JSON_DEPTH, 5000, 40_000]) {
      const response = await raw(
        "PATCH",
        `/api/workspace/${projectId}`,
        `{"inputData":{"a":${nested(depth)}}}`,
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: "validation_failed" });
    }
    expect(await stored()).toEqual(before);
    const within = await raw(
      "PATCH",
      `/api/workspace/${projectId}`,
      `{"inputData":{"a":${nested(MAX_JSON_DEPTH - 3)}}}`,
    );
    expect(within.status).toBe(200);
  });

  it.each([
    ["DELETE", "/api/workspace/a%00b"],
    ["PATCH", "/api/ventures/a%00b"],
    ["DELETE", "/api/account/sessions/a%00b"],
    ["PUT", "/api/workspace/a%00b/data/resultsLog"],
    ["POST", "/api/market-analysis?venture=a%00b"],
    ["GET", "/api/workspace/a%00b"],
  ])("%s %s: 400 for U+0000 in the address", async (method, url) => {
    const response = await app.request(url, {
      method,
      headers: {
        Origin: TEST_ORIGIN,
        "Content-Type": "application/json",
        Cookie: [...browser.cookies].map(([name, value]) => `${name}=${value}`).join("; "),
      },
      body: method === "GET" ? undefined : "{}",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "bad_request" });
  });
});
