import { Hono } from "hono";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { AfterResponse } from "./after-response";

describe("AfterResponse", () => {
  it("starts a task deferred in a request only once the handler has its response", async () => {
    const after = new AfterResponse(pino({ level: "silent" }));
    const events: string[] = [];
    const app = new Hono();
    app.use("*", after.middleware());
    app.get("/", async (c) => {
      after.defer(async () => {
        events.push("task");
      });
      // The handler goes on after deferring, through macrotasks too.
      await new Promise((resolve) => setTimeout(resolve, 5));
      await new Promise((resolve) => setImmediate(resolve));
      events.push("handler done");
      return c.text("ok");
    });
    const response = await app.request("/");
    events.push("response");
    expect(await response.text()).toBe("ok");
    await after.settled();
    expect(events).toEqual(["handler done", "response", "task"]);
  });

  it("logs a failed task and still settles; a task deferred outside a request runs too", async () => {
    const errors: unknown[] = [];
    const logger = pino({ level: "error" }, { write: (line: string) => errors.push(line) });
    const after = new AfterResponse(logger);
    let ran = false;
    after.defer(async () => {
      throw new Error("SMTP down");
    });
    after.defer(async () => {
      ran = true;
    });
    await after.settled();
    expect(ran).toBe(true);
    expect(errors.join("")).toContain("SMTP down");
  });
});
