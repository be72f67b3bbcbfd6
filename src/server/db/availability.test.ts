import { Writable } from "node:stream";
import { Hono } from "hono";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createApp } from "../app";
import { createAuth } from "../auth/auth";
import { getSessionUser } from "../auth/session";
import { AfterResponse } from "../http/after-response";
import type { AppDeps, AppEnv } from "../http/context";
import { errorHandler } from "../http/errors";
import { Mailer } from "../mail/mailer";
import { FAST_TEST_HASHER, TEST_AUTH_SECRET, testConfig } from "../testing/app-harness";
import { testDatabases } from "../testing/databases";
import { isDatabaseUnavailable } from "./availability";
import type { Database } from "./client";

/** An error as `pg` and Node raise it: a message and a code. */
function coded(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

describe("isDatabaseUnavailable", () => {
  it.each([
    ["a refused connection", coded("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED")],
    ["a reset connection", coded("read ECONNRESET", "ECONNRESET")],
    ["pg's connect timeout", new Error("timeout exceeded when trying to connect")],
    ["pg's query timeout", new Error("Query read timeout")],
    ["a connection PostgreSQL ended", new Error("Connection terminated unexpectedly")],
    [
      "an admin shutdown (57P01)",
      coded("terminating connection due to administrator command", "57P01"),
    ],
    ["a connection exception (08006)", coded("connection failure", "08006")],
    [
      "the server's statement timeout (57014)",
      coded("canceling statement due to statement timeout", "57014"),
    ],
    [
      "Drizzle's wrapper around a refused connection",
      new Error("Failed query: select 1", {
        cause: coded("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"),
      }),
    ],
    [
      "a connection to every address refused",
      new AggregateError([coded("connect ECONNREFUSED ::1:5432", "ECONNREFUSED")], ""),
    ],
  ])("is true for %s", (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ["a bug", new TypeError("Cannot read properties of undefined")],
    ["a unique violation", coded("duplicate key value violates unique constraint", "23505")],
    ["a syntax error", coded('syntax error at or near "selec"', "42601")],
    ["not an error", "ECONNREFUSED"],
    ["null", null],
  ])("is false for %s", (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

/**
 * Where a fault becomes 503 (decision 029): only an error that says the database is away, and
 * the session lookup, whose library swallows the driver's error, after a failed round trip. A
 * genuine fault stays a logged 500 even while the database does not answer a round trip (it was
 * a 503 before: the error handler pinged the database for every unknown error).
 */
describe("500 or 503: a fault, or a database that does not answer", () => {
  let database: Database & { dispose(): Promise<void> };
  const lines: Array<{ level: number; msg: string; err?: unknown }> = [];
  const logger = pino(
    { level: "info" },
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    }),
  );
  let pingFails = false;
  /** The app on a database whose round trip fails when the test says so. */
  const appOn = (deps: Partial<AppDeps> = {}) =>
    createApp({
      config: testConfig(),
      database: {
        ...database,
        ping: () => (pingFails ? Promise.reject(new Error("no answer")) : database.ping()),
      },
      logger,
      passwordHasher: FAST_TEST_HASHER,
      ...deps,
    });

  beforeAll(async () => {
    database = await testDatabases[0]!.open();
  });
  afterAll(() => database.dispose());
  beforeEach(() => {
    lines.length = 0;
    pingFails = false;
  });

  it("answers 503 database_unavailable with Retry-After for a connection error", async () => {
    const app = appOn({
      now: () => {
        throw coded("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED");
      },
    });
    const response = await app.request("/api/status");
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect(await response.json()).toEqual({
      error: expect.stringMatching(/database is not answering/),
      code: "database_unavailable",
    });
    expect(lines.map((line) => line.msg)).toContain("database unavailable");
  });

  it("answers a genuine fault 500 and logs it, even while the database does not answer", async () => {
    pingFails = true;
    const app = appOn({
      now: () => {
        throw new TypeError("Cannot read properties of undefined (reading 'getTime')");
      },
    });
    const response = await app.request("/api/status");
    expect(response.status).toBe(500);
    expect(((await response.json()) as { code: string }).code).toBe("internal_error");
    const logged = lines.find((line) => line.msg === "unhandled error");
    expect(logged?.level).toBe(50);
    expect(JSON.stringify(logged?.err)).toContain("reading 'getTime'");
  });

  it("answers 503 when the session lookup fails while the database does not answer, 500 while it does", async () => {
    const auth = createAuth({
      config: testConfig(),
      database,
      logger,
      mailer: new Mailer(database.db, testConfig().mail, logger),
      secret: TEST_AUTH_SECRET,
      afterResponse: new AfterResponse(logger),
    });
    // Better Auth's own error, the driver's swallowed (as it does when the query fails).
    vi.spyOn(auth.api, "getSession").mockRejectedValue(new Error("Failed to get session"));
    const failing = new Hono<AppEnv>();
    failing.onError(errorHandler());
    failing.use("*", async (c, next) => {
      c.set("auth", auth);
      c.set("database", {
        ping: () => (pingFails ? Promise.reject(new Error("no answer")) : database.ping()),
      });
      await next();
    });
    failing.get("/who", async (c) => c.json(await getSessionUser(c)));
    // A founder's request carries a session cookie: without one there is nothing to look up
    // (decision 037), so the lookup this test fails is never made.
    const request = () =>
      failing.request("/who", { headers: { cookie: "ninefold.session_token=expired.token" } });

    pingFails = true;
    const away = await request();
    expect(away.status).toBe(503);
    expect(((await away.json()) as { code: string }).code).toBe("database_unavailable");
    pingFails = false;
    const fault = await request();
    expect(fault.status).toBe(500);
  });
});
