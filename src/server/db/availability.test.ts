import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../http/context";
import { errorHandler } from "../http/errors";
import { isDatabaseUnavailable } from "./availability";

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

describe("the error handler and a database that does not answer", () => {
  function appThrowing(error: Error, databaseAnswers: boolean) {
    const app = new Hono<AppEnv>();
    app.onError(
      errorHandler({
        ping: () => (databaseAnswers ? Promise.resolve(1) : Promise.reject(new Error("down"))),
      }),
    );
    app.get("/", () => {
      throw error;
    });
    return app;
  }

  it("answers 503 database_unavailable with Retry-After for a connection error", async () => {
    const response = await appThrowing(
      coded("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"),
      true,
    ).request("/");
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect(await response.json()).toEqual({
      error: expect.stringMatching(/database is not answering/),
      code: "database_unavailable",
    });
  });

  it("answers 503 for an opaque error while the database does not answer a round trip", async () => {
    const response = await appThrowing(new Error("Failed to get session"), false).request("/");
    expect(response.status).toBe(503);
    expect(((await response.json()) as { code: string }).code).toBe("database_unavailable");
  });

  it("answers 500 for the same error while the database answers: it is a bug", async () => {
    const response = await appThrowing(new Error("Failed to get session"), true).request("/");
    expect(response.status).toBe(500);
    expect(((await response.json()) as { code: string }).code).toBe("internal_error");
  });
});
