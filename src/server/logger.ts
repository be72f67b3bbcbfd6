import pino from "pino";
import type { Config } from "./config";

export type Logger = pino.Logger;

/** JSON logs, one line per event (GUIDE §3). Secrets never reach a log line. */
export function createLogger(config: Pick<Config, "logLevel">): Logger {
  return pino({
    level: config.logLevel,
    base: { service: "ninefold" },
    redact: {
      paths: ["req.headers.cookie", "req.headers.authorization", "*.password", "*.apiKey"],
      censor: "[redacted]",
    },
  });
}
