import pino from "pino";
import { createApp } from "../app";
import { PasswordHasher } from "../auth/password";
import { type Config, loadConfig } from "../config";
import type { Database } from "../db/client";
import { AfterResponse } from "../http/after-response";
import type { AppDeps } from "../http/context";
import type { Site } from "../http/site";

/** A fixed session secret, so tests never write one into ./data. */
export const TEST_AUTH_SECRET = "test-secret-for-the-ninefold-test-suite-only-0123456789";

/** A test config: the real loader with test values, plus overrides. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" });
  return { ...base, auth: { ...base.auth, secret: TEST_AUTH_SECRET }, ...overrides };
}

/**
 * Tests only: scrypt at N = 2^10 so a sign-up takes a millisecond, passed explicitly to the app.
 * The product always hashes at production strength (auth/password.ts).
 */
export const FAST_TEST_HASHER = new PasswordHasher({ logN: 10, r: 8, p: 1 });

const MINUTE_MS = 60_000;

/**
 * The system clock moved forward to one second past the start of its next minute: the rate limits
 * count in fixed minutes, and a test that ran across a minute's end would see its count start
 * again. An app made with it has 59 seconds before its first minute ends; no test takes that long.
 */
function minuteAlignedClock(): () => Date {
  const shift = MINUTE_MS - (Date.now() % MINUTE_MS) + 1000;
  return () => new Date(Date.now() + shift);
}

/**
 * The app as production builds it, on a given database, without listening on a port, on a
 * minute-aligned clock unless a test passes its own (`deps.now`).
 */
export function testApp(
  database: Database,
  overrides: Partial<Config> = {},
  site?: Site,
  deps: Pick<AppDeps, "modules" | "loadEngine" | "now"> = {},
) {
  const config = testConfig(overrides);
  const logger = pino({ level: "silent" });
  const afterResponse = new AfterResponse(logger);
  const now = deps.now ?? minuteAlignedClock();
  return {
    app: createApp(
      { config, database, logger, passwordHasher: FAST_TEST_HASHER, afterResponse, ...deps, now },
      site,
    ),
    config,
    /** Resolves once the mail the requests so far caused is in the outbox. */
    settled: () => afterResponse.settled(),
  };
}

export const JSON_HEADERS = { "Content-Type": "application/json" };
