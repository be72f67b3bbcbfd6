import path from "node:path";
import { z } from "zod";
import { STORAGE_LIMIT_MB } from "../shared/plans";

/**
 * The server's environment, parsed once at start (GUIDE §5). A bad value stops the server with a
 * message naming the variable and what it expects. README.md documents each variable.
 */

const booleanFromEnv = z
  .enum(["true", "false", "1", "0", "yes", "no"], {
    error: "expected one of true, false, 1, 0, yes, no",
  })
  .transform((value) => value === "true" || value === "1" || value === "yes");

/** Who answers the free tools: the offline knowledge engine, or a language model (issue 4). */
export const AI_PROVIDERS = ["builtin", "openai", "anthropic", "openai-compatible"] as const;
export type AiProvider = (typeof AI_PROVIDERS)[number];
/** The providers that call a language model. */
export type ModelProvider = Exclude<AiProvider, "builtin">;

const MODEL_EXAMPLES: Record<ModelProvider, string> = {
  openai: "gpt-4o-mini",
  anthropic: "claude-sonnet-4-5",
  "openai-compatible": "llama3.1 for Ollama",
};

const wholeNumber = (what: string, min: number, max: number) =>
  z.coerce
    .number({ error: `expected ${what}` })
    .int("expected a whole number")
    .min(min, `expected at least ${min}`)
    .max(max, `expected at most ${max}`);

/** A size in megabytes (MiB), fractions allowed (0.5 is 512 KiB). */
const megabytes = () =>
  z.coerce
    .number({ error: "expected a number of megabytes" })
    .positive("expected more than 0")
    .max(1_000_000, "expected at most 1000000");

const envObjectSchema = z.object({
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
  DATABASE_CONNECT_TIMEOUT_MS: wholeNumber("milliseconds", 100, 600_000).default(5000),
  DATABASE_QUERY_TIMEOUT_MS: wholeNumber("milliseconds", 100, 3_600_000).default(30_000),
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
  HTTP_REQUEST_TIMEOUT_MS: wholeNumber("milliseconds", 1000, 600_000).default(30_000),
  HTTP_HEADERS_TIMEOUT_MS: wholeNumber("milliseconds", 1000, 600_000).default(10_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: wholeNumber("milliseconds", 1000, 600_000).default(5_000),
  SHUTDOWN_TIMEOUT_MS: z.coerce
    .number({ error: "expected milliseconds" })
    .int()
    .min(0)
    .default(10_000),
  TOOLS_RATE_LIMIT_PER_MINUTE: wholeNumber("a number", 1, 10_000_000).default(10),
  TOOLS_RATE_LIMIT_PER_DAY: wholeNumber("a number", 1, 1_000_000_000).default(200),
  AI_PROVIDER: z
    .enum(AI_PROVIDERS, { error: `expected one of ${AI_PROVIDERS.join(", ")}` })
    .default("builtin"),
  AI_MODEL: z.string().max(200, "expected a model name of at most 200 characters").optional(),
  AI_API_KEY: z.string().max(1000, "expected an API key of at most 1000 characters").optional(),
  AI_BASE_URL: z
    .url({
      protocol: /^https?$/,
      error: "expected an absolute http(s) URL such as http://localhost:11434/v1",
    })
    .optional(),
  AI_TIMEOUT_MS: wholeNumber("milliseconds", 1000, 600_000).default(30_000),
  AI_MAX_OUTPUT_TOKENS: wholeNumber("a number of tokens", 256, 200_000).default(4000),
  AI_MAX_INPUT_CHARS: wholeNumber("a number of characters", 4000, 2_000_000).default(24_000),
  AI_DAILY_CALL_BUDGET: wholeNumber("a number of calls", 1, 10_000_000).default(500),
  AI_CACHE_TTL_HOURS: wholeNumber("a number of hours", 0, 8760).default(168),
  AI_STRUCTURED_OUTPUTS: booleanFromEnv.default(true),
  BETTER_AUTH_SECRET: z
    .string()
    .min(32, "expected at least 32 characters (e.g. the output of `openssl rand -base64 32`)")
    .optional(),
  AUTH_SECRET: z
    .string()
    .min(32, "expected at least 32 characters (e.g. the output of `openssl rand -base64 32`)")
    .optional(),
  GOOGLE_CLIENT_ID: z.string().max(500).optional(),
  GOOGLE_CLIENT_SECRET: z.string().max(500).optional(),
  GITHUB_CLIENT_ID: z.string().max(500).optional(),
  GITHUB_CLIENT_SECRET: z.string().max(500).optional(),
  AUTH_SIGNIN_LIMIT_PER_ACCOUNT: wholeNumber("a number", 1, 10_000).default(5),
  AUTH_SIGNIN_LIMIT_PER_CLIENT: wholeNumber("a number", 1, 1_000_000).default(20),
  AUTH_SIGNUP_LIMIT_PER_HOUR: wholeNumber("a number", 1, 1_000_000).default(20),
  TOOLS_ACCOUNT_RATE_LIMIT_PER_MINUTE: wholeNumber("a number", 1, 10_000_000).default(30),
  TOOLS_ACCOUNT_RATE_LIMIT_PER_DAY: wholeNumber("a number", 1, 1_000_000_000).default(2000),
  WORKSPACE_WRITES_PER_MINUTE: wholeNumber("a number", 1, 10_000_000).default(60),
  WORKSPACE_WRITES_PER_DAY: wholeNumber("a number", 1, 1_000_000_000).default(2000),
  WORKSPACE_IMPORTS_PER_MINUTE: wholeNumber("a number", 1, 10_000_000).default(20),
  WORKSPACE_IMPORTS_PER_DAY: wholeNumber("a number", 1, 1_000_000_000).default(200),
  STORAGE_LIMIT_TRIAL_MB: megabytes().default(STORAGE_LIMIT_MB.trial),
  STORAGE_LIMIT_PAID_MB: megabytes().default(STORAGE_LIMIT_MB.paid),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, "expected a Stripe secret key (sk_live_… or sk_test_…)")
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, "expected a webhook signing secret (whsec_…)")
    .optional(),
  STRIPE_PRICE_MONTHLY: z
    .string()
    .regex(/^price_\w+$/, "expected a price id (price_…)")
    .optional(),
  STRIPE_PRICE_ANNUAL: z
    .string()
    .regex(/^price_\w+$/, "expected a price id (price_…)")
    .optional(),
  METRICS_TOKEN: z
    .string()
    .min(16, "expected at least 16 characters (e.g. the output of `openssl rand -hex 24`)")
    .max(500, "expected at most 500 characters")
    .regex(/^[\x21-\x7e]+$/, "expected printable characters without spaces")
    .optional(),
  STRIPE_API_URL: z
    .url({ protocol: /^https?$/, error: "expected an http(s) URL such as http://127.0.0.1:12111" })
    .optional(),
});

/** The variables a model provider needs, checked once the single values parse. */
const envSchema = envObjectSchema.superRefine((env, context) => {
  for (const provider of ["GOOGLE", "GITHUB"] as const) {
    const id = env[`${provider}_CLIENT_ID`];
    const secret = env[`${provider}_CLIENT_SECRET`];
    if ((id === undefined) !== (secret === undefined)) {
      const missing = id === undefined ? `${provider}_CLIENT_ID` : `${provider}_CLIENT_SECRET`;
      context.addIssue({
        code: "custom",
        path: [missing],
        message: `required with ${id === undefined ? `${provider}_CLIENT_SECRET` : `${provider}_CLIENT_ID`} (both or neither)`,
      });
    }
  }
  if (requiresAuthSecret(env) && !env.BETTER_AUTH_SECRET && !env.AUTH_SECRET) {
    context.addIssue({
      code: "custom",
      path: ["BETTER_AUTH_SECRET"],
      message:
        "required in production behind an https PUBLIC_URL or with DATABASE_URL (every instance must sign sessions with the same secret; e.g. `openssl rand -base64 32`)",
    });
  }
  const stripe = [
    "STRIPE_SECRET_KEY",
    "STRIPE_WEBHOOK_SECRET",
    "STRIPE_PRICE_MONTHLY",
    "STRIPE_PRICE_ANNUAL",
  ] as const;
  const given = stripe.filter((variable) => env[variable] !== undefined);
  if (given.length > 0 && given.length < stripe.length) {
    for (const variable of stripe.filter((name) => env[name] === undefined))
      context.addIssue({
        code: "custom",
        path: [variable],
        message: `required with ${given.join(", ")} (the four Stripe variables go together)`,
      });
  }
  if (env.HTTP_HEADERS_TIMEOUT_MS > env.HTTP_REQUEST_TIMEOUT_MS) {
    context.addIssue({
      code: "custom",
      path: ["HTTP_HEADERS_TIMEOUT_MS"],
      message: `expected at most HTTP_REQUEST_TIMEOUT_MS (${env.HTTP_REQUEST_TIMEOUT_MS}): the headers are part of the request`,
    });
  }
  const provider = env.AI_PROVIDER;
  if (provider === "builtin") return;
  const require = (variable: keyof typeof env, what: string) => {
    if (env[variable] !== undefined) return;
    context.addIssue({
      code: "custom",
      path: [variable],
      message: `required when AI_PROVIDER is ${provider} (${what})`,
    });
  };
  require("AI_MODEL", `the model name, e.g. ${MODEL_EXAMPLES[provider]}`);
  if (provider === "openai-compatible") {
    require("AI_BASE_URL", "the server's OpenAI-compatible URL, e.g. http://localhost:11434/v1");
  } else {
    require("AI_API_KEY", `the ${provider === "openai" ? "OpenAI" : "Anthropic"} API key`);
  }
});

export type Env = z.infer<typeof envSchema>;

/**
 * A real deployment must name its session secret: production behind https, or several instances
 * sharing a PostgreSQL. Elsewhere (`npm start` on a laptop, tests) one is generated once and kept
 * in $DATA_DIR (src/server/auth/secret.ts).
 */
function requiresAuthSecret(env: z.infer<typeof envObjectSchema>): boolean {
  if (env.NODE_ENV !== "production") return false;
  const postgres = /^postgres(ql)?:\/\//.test(env.DATABASE_URL ?? "");
  return env.PUBLIC_URL?.startsWith("https://") === true || postgres;
}

/** Limits that hold whichever engine answers. */
export interface AiLimits {
  /** The longest one answer may take, repair included (AI_TIMEOUT_MS). */
  timeoutMs: number;
  /** Cap on the tokens a model may write per call (AI_MAX_OUTPUT_TOKENS). */
  maxOutputTokens: number;
  /** Cap on the characters of one prompt, instructions included (AI_MAX_INPUT_CHARS). */
  maxInputChars: number;
  /** Model calls allowed per UTC day across all instances (AI_DAILY_CALL_BUDGET). */
  dailyCallBudget: number;
  /** How long an identical request's model answer is reused (AI_CACHE_TTL_HOURS). */
  cacheTtlMs: number;
}

/** The offline knowledge engine: no model, no network. */
export interface BuiltinAiConfig extends AiLimits {
  provider: "builtin";
}

/** OpenAI or Anthropic, with their own API. */
export interface HostedModelConfig extends AiLimits {
  provider: "openai" | "anthropic";
  model: string;
  apiKey: string;
  /** A proxy or gateway in front of the provider's API; undefined means the provider's own. */
  baseUrl: string | undefined;
}

/** Any server speaking OpenAI's chat API: Ollama, vLLM, llama.cpp, LM Studio… */
export interface CompatibleModelConfig extends AiLimits {
  provider: "openai-compatible";
  model: string;
  /** Sent as a bearer token when set; local servers usually need none. */
  apiKey: string | undefined;
  baseUrl: string;
  /** Whether the server honours a JSON schema in response_format (AI_STRUCTURED_OUTPUTS). */
  structuredOutputs: boolean;
}

/** A configured language model. */
export type ModelAiConfig = HostedModelConfig | CompatibleModelConfig;
export type AiConfig = BuiltinAiConfig | ModelAiConfig;

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
    | {
        kind: "postgres";
        url: string;
        poolMax: number;
        /** How long to wait for a new connection before the request fails with 503. */
        connectTimeoutMs: number;
        /** How long a statement may wait for the server's answer before it fails with 503. */
        queryTimeoutMs: number;
      };
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
  /**
   * The HTTP server's limits on a client (src/server/http-server.ts): the whole request, headers
   * and body, must arrive within `requestTimeoutMs` and its headers within `headersTimeoutMs`,
   * or the connection is answered 408 and closed; an idle keep-alive connection is closed after
   * `keepAliveTimeoutMs`.
   */
  http: { requestTimeoutMs: number; headersTimeoutMs: number; keepAliveTimeoutMs: number };
  /**
   * The tools' limits: per client for visitors (issue 4 "Abuse and load"), per account for
   * signed-in founders (issue 15: generous, so a plan's "unlimited AI analysis" holds in practice).
   */
  tools: {
    rateLimitPerMinute: number;
    rateLimitPerDay: number;
    accountRateLimitPerMinute: number;
    accountRateLimitPerDay: number;
  };
  /**
   * Per-account quotas on workspace writes (issue 25): changes (a new venture, a brief, a project,
   * its request or a section) per minute and per day, imports on top of them, and the bytes an
   * account may store, by plan (decision 027).
   */
  workspace: WorkspaceQuotaConfig;
  /** Stripe billing (issue 15); undefined: the trial works, paid plans are set by `npm run plan`. */
  stripe: StripeConfig | undefined;
  ai: AiConfig;
  auth: AuthConfig;
  /**
   * GET /metrics (Prometheus text) answers only with `Authorization: Bearer <token>`;
   * undefined: /metrics does not exist (METRICS_TOKEN, issue 17).
   */
  metricsToken: string | undefined;
}

export interface WorkspaceQuotaConfig {
  writesPerMinute: number;
  writesPerDay: number;
  importsPerMinute: number;
  importsPerDay: number;
  /** Bytes an account may store in its projects and ventures: the trial, and a paid plan. */
  storageBytes: { trial: number; paid: number };
}

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  prices: { monthly: string; annual: string };
  /** Another API host (stripe-mock, the tests' fake Stripe); undefined: api.stripe.com. */
  apiUrl: string | undefined;
}

export interface OAuthClient {
  clientId: string;
  clientSecret: string;
}

/** Accounts (issue 6, docs/decisions/008-accounts.md). */
export interface AuthConfig {
  /** BETTER_AUTH_SECRET or AUTH_SECRET; undefined: generated once under $DATA_DIR. */
  secret: string | undefined;
  google: OAuthClient | undefined;
  github: OAuthClient | undefined;
  /**
   * Failed sign-ins per account from one client per 15 minutes, then 429 for that client; beyond
   * it from all clients together, a growing delay (http/routes/auth.ts signInDelayMs), never a lock.
   */
  signInLimitPerAccount: number;
  /** Sign-in attempts per client per 15 minutes (successful ones are not counted). */
  signInLimitPerClient: number;
  /** Sign-ups per client per hour. */
  signUpLimitPerHour: number;
}

export class ConfigError extends Error {
  readonly issues: string[];
  constructor(issues: string[]) {
    super(`Invalid configuration:\n${issues.map((issue) => `  - ${issue}`).join("\n")}`);
    this.name = "ConfigError";
    this.issues = issues;
  }
}

const SECRET_VARIABLES = new Set([
  "DATABASE_URL",
  "SMTP_URL",
  "AI_API_KEY",
  "BETTER_AUTH_SECRET",
  "AUTH_SECRET",
  "GOOGLE_CLIENT_SECRET",
  "GITHUB_CLIENT_SECRET",
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "METRICS_TOKEN",
]);

/** The value to echo in a config error: never a secret, never a URL carrying credentials. */
function displayValue(variable: string, value: string | undefined): string | undefined {
  if (value === undefined || SECRET_VARIABLES.has(variable)) return undefined;
  if (variable === "AI_BASE_URL" && value.includes("@")) return undefined;
  return value;
}

/** Empty strings count as unset, so `PORT=` in a .env file means the default. */
function withoutEmpty(env: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    if (value !== undefined && value.trim() !== "") out[key] = value.trim();
  }
  return out;
}

const MIB = 1024 * 1024;

/**
 * Whether the site's public address is this machine (localhost, 127.0.0.1, ::1): a local trial
 * of `npm start`, not a deployment. Without SMTP_URL such a server logs account links
 * (confirmation, reset), so a founder trying it can finish signing up; a public one never does.
 */
export function isLocalAddress(publicUrl: string): boolean {
  const host = new URL(publicUrl).hostname;
  return (
    host === "localhost" ||
    host.endsWith(".localhost") ||
    host === "[::1]" ||
    /^127(?:\.\d{1,3}){3}$/.test(host)
  );
}

/**
 * Said once at start when no SMTP server is set: account mails (sign-up confirmation, password
 * reset) wait in the outbox, so a founder would otherwise sign up and never get the link.
 */
export function noSmtpNotice(config: Pick<Config, "env" | "publicUrl">): string {
  const links =
    config.env !== "production" || isLocalAddress(config.publicUrl)
      ? "their links are written to this log (look for 'open this link to continue')"
      : "nobody can confirm a new account until SMTP_URL is set";
  return `SMTP_URL is not set: mail waits in the mail_outbox table and is not sent; for account mails (sign-up confirmation, password reset) ${links}. See README.md, "Configuration".`;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => {
      const name = issue.path.join(".") || "environment";
      const variable = String(issue.path[0]);
      // Connection URLs and keys may carry a password: never echo them into logs.
      const given = displayValue(variable, env[variable]);
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
      ? {
          kind: "postgres",
          url: e.DATABASE_URL,
          poolMax: e.DATABASE_POOL_MAX,
          connectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
          queryTimeoutMs: e.DATABASE_QUERY_TIMEOUT_MS,
        }
      : { kind: "pglite", dataDir: path.join(dataDir, "pglite") },
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    gaMeasurementId: e.GA_MEASUREMENT_ID,
    eventsRateLimitPerMinute: e.EVENTS_RATE_LIMIT_PER_MINUTE,
    formsRateLimitPerHour: e.FORMS_RATE_LIMIT_PER_HOUR,
    formsEmailRateLimitPerHour: e.FORMS_EMAIL_RATE_LIMIT_PER_HOUR,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, supportInbox: e.SUPPORT_INBOX },
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    http: {
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
      headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_MS,
      keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    },
    tools: {
      rateLimitPerMinute: e.TOOLS_RATE_LIMIT_PER_MINUTE,
      rateLimitPerDay: e.TOOLS_RATE_LIMIT_PER_DAY,
      accountRateLimitPerMinute: e.TOOLS_ACCOUNT_RATE_LIMIT_PER_MINUTE,
      accountRateLimitPerDay: e.TOOLS_ACCOUNT_RATE_LIMIT_PER_DAY,
    },
    workspace: {
      writesPerMinute: e.WORKSPACE_WRITES_PER_MINUTE,
      writesPerDay: e.WORKSPACE_WRITES_PER_DAY,
      importsPerMinute: e.WORKSPACE_IMPORTS_PER_MINUTE,
      importsPerDay: e.WORKSPACE_IMPORTS_PER_DAY,
      storageBytes: {
        trial: Math.round(e.STORAGE_LIMIT_TRIAL_MB * MIB),
        paid: Math.round(e.STORAGE_LIMIT_PAID_MB * MIB),
      },
    },
    stripe:
      e.STRIPE_SECRET_KEY &&
      e.STRIPE_WEBHOOK_SECRET &&
      e.STRIPE_PRICE_MONTHLY &&
      e.STRIPE_PRICE_ANNUAL
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            prices: { monthly: e.STRIPE_PRICE_MONTHLY, annual: e.STRIPE_PRICE_ANNUAL },
            apiUrl: e.STRIPE_API_URL?.replace(/\/+$/, ""),
          }
        : undefined,
    ai: aiConfigOf(e),
    auth: {
      secret: e.BETTER_AUTH_SECRET ?? e.AUTH_SECRET,
      google: oauthClient(e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET),
      github: oauthClient(e.GITHUB_CLIENT_ID, e.GITHUB_CLIENT_SECRET),
      signInLimitPerAccount: e.AUTH_SIGNIN_LIMIT_PER_ACCOUNT,
      signInLimitPerClient: e.AUTH_SIGNIN_LIMIT_PER_CLIENT,
      signUpLimitPerHour: e.AUTH_SIGNUP_LIMIT_PER_HOUR,
    },
    metricsToken: e.METRICS_TOKEN,
  };
}

function oauthClient(
  clientId: string | undefined,
  clientSecret: string | undefined,
): OAuthClient | undefined {
  return clientId && clientSecret ? { clientId, clientSecret } : undefined;
}

/** config.ai from the parsed environment (the refinement guarantees the required variables). */
function aiConfigOf(e: Env): AiConfig {
  const limits: AiLimits = {
    timeoutMs: e.AI_TIMEOUT_MS,
    maxOutputTokens: e.AI_MAX_OUTPUT_TOKENS,
    maxInputChars: e.AI_MAX_INPUT_CHARS,
    dailyCallBudget: e.AI_DAILY_CALL_BUDGET,
    cacheTtlMs: e.AI_CACHE_TTL_HOURS * 3_600_000,
  };
  const provider = e.AI_PROVIDER;
  if (provider === "builtin") return { provider, ...limits };
  const model = e.AI_MODEL ?? "";
  if (provider === "openai-compatible") {
    return {
      provider,
      ...limits,
      model,
      apiKey: e.AI_API_KEY,
      baseUrl: (e.AI_BASE_URL ?? "").replace(/\/+$/, ""),
      structuredOutputs: e.AI_STRUCTURED_OUTPUTS,
    };
  }
  return {
    provider,
    ...limits,
    model,
    apiKey: e.AI_API_KEY ?? "",
    baseUrl: e.AI_BASE_URL?.replace(/\/+$/, ""),
  };
}
