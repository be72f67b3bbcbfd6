import pino from "pino";
import { createApp } from "../app";
import { type Config, loadConfig } from "../config";
import type { Database } from "../db/client";
import type { Site } from "../http/site";

/** A test config: the real loader with test values, plus overrides. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }), ...overrides };
}

/** The app as production builds it, on a given database, without listening on a port. */
export function testApp(database: Database, overrides: Partial<Config> = {}, site?: Site) {
  const config = testConfig(overrides);
  const logger = pino({ level: "silent" });
  return { app: createApp({ config, database, logger }, site), config };
}

export const JSON_HEADERS = { "Content-Type": "application/json" };
