import path from "node:path";
import { z } from "zod";

/**
 * The server's environment, parsed once at start (GUIDE §5). A bad value stops the server with a
 * message naming the variable and what it expects. README.md documents each variable.
 */

const booleanFromEnv = z
  .enum(["true", "false", "1", "0", "yes", "no"], {
    error: "expected one of true, false, 1, 0, yes, no",
  })
  .transform((value) => value === "true" || value === "1" || value === "yes");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce
    .number({ error: "expected a port number" })
    .int("expected a whole number")
    .min(0, "expected 0-65535")
    .max(65535, "expected 0-65535")
    .default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  PUBLIC_URL: z
    .url({
      protocol: /^https?$/,
      error: "expected an absolute http(s) URL such as https://ninefold.app",
    })
    .optional(),
  DATA_DIR: z.string().min(1, "expected a folder path").default("./data"),
  DIST_DIR: z.string().min(1, "expected a folder path").optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "expected a postgres:// or postgresql:// connection URL")
    .optional(),
  DATABASE_POOL_MAX: z.coerce
    .number({ error: "expected a number" })
    .int()
    .min(1, "expected at least 1")
    .max(100, "expected at most 100")
    .default(10),
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
      error: "expected one of fatal, error, warn, info, debug, trace, silent",
    })
    .default("info"),
  TRUST_PROXY: booleanFromEnv.default(false),
  GA_MEASUREMENT_ID: z
    .string()
    .regex(/^G-[A-Z0-9]{4,20}$/, "expected a Google Analytics 4 measurement id such as G-ABC123XYZ")
    .optional(),
  EVENTS_RATE_LIMIT_PER_MINUTE: z.coerce
    .number({ error: "expected a number" })
    .int()
    .min(1, "expected at least 1")
    .default(120),
  FORMS_RATE_LIMIT_PER_HOUR: z.coerce
    .number({ error: "expected a number" })
    .int("expected a whole number")
    .min(1, "expected at least 1")
    .default(20),
  FORMS_EMAIL_RATE_LIMIT_PER_HOUR: z.coerce
    .number({ error: "expected a number" })
    .int("expected a whole number")
    .min(1, "expected at least 1")
    .default(5),
  SMTP_URL: z
    .url({
      protocol: /^smtps?$/,
      error:
        "expected an smtp:// or smtps:// URL such as smtps://user:password@smtp.example.com:465",
    })
    .optional(),
  MAIL_FROM: z
    .string()
    .regex(
      /^(?:[^<>@\r\n]*<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/,
      'expected an address such as hello@ninefold.app or "Ninefold <hello@ninefold.app>"',
    )
    .default("Ninefold <hello@ninefold.app>"),
  SUPPORT_INBOX: z
    .email({ error: "expected an email address such as support@ninefold.app" })
    .default("support@ninefold.app"),
  SHUTDOWN_TIMEOUT_MS: z.coerce
    .number({ error: "expected milliseconds" })
    .int()
    .min(0)
    .default(10_000),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env["NODE_ENV"];
  port: number;
  host: string;
  /** The site's public origin without a trailing slash, e.g. https://ninefold.app. */
  publicUrl: string;
  dataDir: string;
  /** The build to serve: `npm run build`'s output (default ./dist). */
  distDir: string | undefined;
  database:
    | { kind: "pglite"; dataDir: string }
    | { kind: "postgres"; url: string; poolMax: number };
  logLevel: Env["LOG_LEVEL"];
  trustProxy: boolean;
  gaMeasurementId: string | undefined;
  eventsRateLimitPerMinute: number;
  /** Public form submissions (newsletter, contact, status updates) per client per hour. */
  formsRateLimitPerHour: number;
  /** Public form submissions naming one email address, per hour. */
  formsEmailRateLimitPerHour: number;
  mail: {
    /** smtp(s)://… to send mail; undefined keeps every message in the outbox table. */
    smtpUrl: string | undefined;
    from: string;
    supportInbox: string;
  };
  shutdownTimeoutMs: number;
}

export class ConfigError extends Error {
  readonly issues: string[];
  constructor(issues: string[]) {
    super(`Invalid configuration:\n${issues.map((issue) => `  - ${issue}`).join("\n")}`);
    this.name = "ConfigError";
    this.issues = issues;
  }
}

const SECRET_VARIABLES = new Set(["DATABASE_URL", "SMTP_URL"]);

/** Empty strings count as unset, so `PORT=` in a .env file means the default. */
function withoutEmpty(env: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    if (value !== undefined && value.trim() !== "") out[key] = value.trim();
  }
  return out;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => {
      const name = issue.path.join(".") || "environment";
      const variable = String(issue.path[0]);
      // Connection URLs may carry a password: never echo them into logs.
      const given = SECRET_VARIABLES.has(variable) ? undefined : env[variable];
      return `${name}: ${issue.message}${given === undefined ? "" : ` (got "${given}")`}`;
    });
    throw new ConfigError(issues);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    dataDir,
    distDir: e.DIST_DIR ? path.resolve(e.DIST_DIR) : undefined,
    database: e.DATABASE_URL
      ? { kind: "postgres", url: e.DATABASE_URL, poolMax: e.DATABASE_POOL_MAX }
      : { kind: "pglite", dataDir: path.join(dataDir, "pglite") },
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    gaMeasurementId: e.GA_MEASUREMENT_ID,
    eventsRateLimitPerMinute: e.EVENTS_RATE_LIMIT_PER_MINUTE,
    formsRateLimitPerHour: e.FORMS_RATE_LIMIT_PER_HOUR,
    formsEmailRateLimitPerHour: e.FORMS_EMAIL_RATE_LIMIT_PER_HOUR,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, supportInbox: e.SUPPORT_INBOX },
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
  };
}
