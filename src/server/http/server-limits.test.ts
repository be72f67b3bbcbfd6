import type { AddressInfo } from "node:net";
import net from "node:net";
import { Writable } from "node:stream";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { type Config, ConfigError, loadConfig } from "../config";
import type { Database } from "../db/client";
import { FAST_TEST_HASHER, testConfig } from "../testing/app-harness";
import { TEST_ORIGIN } from "../testing/browser";
import { testDatabases } from "../testing/databases";
import { httpServerOptions } from "./server-limits";

/**
 * The server's limits on slow clients (decision 029), over a real socket to the real app served
 * as start.ts serves it, with limits of one second so the test is quick. Before, Node's defaults
 * held a dribbled body for 300 s.
 */
const LIMITS: Config["http"] = {
  requestTimeoutMs: 1000,
  headersTimeoutMs: 1000,
  keepAliveTimeoutMs: 1000,
};

type Served = ReturnType<typeof serve>;

function listen(fetch: (request: Request) => Response | Promise<Response>): Promise<{
  server: Served;
  port: number;
}> {
  return new Promise((resolve) => {
    const server: Served = serve(
      { fetch, port: 0, hostname: "127.0.0.1", serverOptions: httpServerOptions(LIMITS) },
      (info: AddressInfo) => resolve({ server, port: info.port }),
    );
  });
}

/** Writes `text` on a new connection and keeps it open; resolves with all it read once closed. */
function rawRequest(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(text));
    let received = "";
    socket.on("data", (chunk) => {
      received += chunk;
    });
    socket.on("error", reject);
    socket.on("close", () => resolve(received));
  });
}

describe("the HTTP server's limits", () => {
  let database: Database & { dispose(): Promise<void> };
  let served: { server: Served; port: number };
  const logged: { level: number; msg?: string }[] = [];

  beforeAll(async () => {
    database = await testDatabases[0]!.open();
    const sink = new Writable({
      write(chunk, _encoding, done) {
        logged.push(JSON.parse(String(chunk)) as { level: number; msg?: string });
        done();
      },
    });
    const app = createApp({
      config: testConfig({ http: LIMITS }),
      database,
      logger: pino({ level: "info" }, sink),
      passwordHasher: FAST_TEST_HASHER,
    });
    served = await listen(app.fetch);
  });
  afterAll(async () => {
    served.server.close();
    await database.dispose();
  });

  it("applies the configured timeouts to the server", () => {
    expect(served.server).toMatchObject({
      requestTimeout: 1000,
      headersTimeout: 1000,
      keepAliveTimeout: 1000,
    });
  });

  it("answers a body that stops arriving 408 and closes the connection, logging no fault", async () => {
    const body = JSON.stringify({ email: "slow@example.com" });
    const received = await rawRequest(
      served.port,
      [
        "POST /api/newsletter HTTP/1.1",
        "Host: 127.0.0.1",
        `Origin: ${TEST_ORIGIN}`,
        "Content-Type: application/json",
        `Content-Length: ${body.length + 100}`,
        "",
        body,
      ].join("\r\n"),
    );
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(logged.filter((line) => line.level >= 50)).toEqual([]);
  });

  it("answers headers that never finish 408", async () => {
    const received = await rawRequest(served.port, "GET /api/health HTTP/1.1\r\nHost: a\r\n");
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
  });

  it("does not cut an answer that takes longer than the limit once the request has arrived", async () => {
    const slow = new Hono().post("/", async (c) => {
      const text = await c.req.text();
      await new Promise((resolve) => setTimeout(resolve, LIMITS.requestTimeoutMs + 300));
      return c.text(`read ${text.length}`);
    });
    const { server, port } = await listen(slow.fetch);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/`, { method: "POST", body: "hello" });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe("read 5");
    } finally {
      server.close();
    }
  });
});

describe("the limits' configuration", () => {
  it("defaults to 30 s for a request, 10 s for headers and 5 s for an idle connection", () => {
    expect(loadConfig({ NODE_ENV: "test" }).http).toEqual({
      requestTimeoutMs: 30_000,
      headersTimeoutMs: 10_000,
      keepAliveTimeoutMs: 5_000,
    });
  });

  it("refuses a headers limit longer than the request limit", () => {
    expect(() =>
      loadConfig({
        NODE_ENV: "test",
        HTTP_REQUEST_TIMEOUT_MS: "5000",
        HTTP_HEADERS_TIMEOUT_MS: "6000",
      }),
    ).toThrow(ConfigError);
  });
});
