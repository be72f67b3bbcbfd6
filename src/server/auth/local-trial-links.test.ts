import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { AfterResponse } from "../http/after-response";
import { FAST_TEST_HASHER, JSON_HEADERS, testConfig } from "../testing/app-harness";
import { signUpBody } from "../testing/browser";
import { testDatabases } from "../testing/databases";

/**
 * Without SMTP_URL an account mail waits in the outbox. A local trial of `npm start` (production,
 * public address on this machine) logs the confirmation link so the founder can finish signing
 * up; a public production server never writes it to its log.
 */
const pglite = testDatabases[0]!;

describe("account links in the log without SMTP_URL", () => {
  let database: Database & { dispose(): Promise<void> };
  beforeAll(async () => {
    database = await pglite.open();
  });
  afterAll(async () => {
    await database.dispose();
  });

  async function signUpLog(overrides: Partial<Config>, email: string): Promise<string> {
    let written = "";
    const sink = new Writable({
      write(chunk, _encoding, done) {
        written += String(chunk);
        done();
      },
    });
    const logger = pino({ level: "info" }, sink);
    const config = {
      ...testConfig(),
      ...overrides,
      mail: { ...testConfig().mail, smtpUrl: undefined },
    };
    const afterResponse = new AfterResponse(logger);
    const app = createApp({
      config,
      database,
      logger,
      passwordHasher: FAST_TEST_HASHER,
      afterResponse,
    });
    const res = await app.request(`${config.publicUrl}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { ...JSON_HEADERS, Origin: new URL(config.publicUrl).origin },
      body: JSON.stringify(signUpBody({ email })),
    });
    expect(res.status).toBe(200);
    await afterResponse.settled();
    return written;
  }

  it("logs the confirmation link on a local trial in production", async () => {
    const log = await signUpLog(
      { env: "production", publicUrl: "http://localhost:3000" },
      "local-trial@example.com",
    );
    expect(log).toContain(
      "email confirmation link (SMTP_URL is not set: open this link to continue)",
    );
    expect(log).toMatch(/verify-email\?token=/);
  });

  it("never logs it on a public production server", async () => {
    const log = await signUpLog(
      { env: "production", publicUrl: "https://ninefold.example" },
      "public-server@example.com",
    );
    expect(log).not.toMatch(/verify-email\?token=/);
    expect(log).not.toContain("open this link to continue");
  });
});
