import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, isLocalAddress, loadConfig, noSmtpNotice } from "./config";

function issuesOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.issues;
    throw error;
  }
  throw new Error("expected a ConfigError");
}

describe("loadConfig", () => {
  it("runs with no environment at all: port 3000, PGlite under ./data", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.database).toEqual({
      kind: "pglite",
      dataDir: path.resolve("data", "pglite"),
    });
    expect(config.logLevel).toBe("info");
    expect(config.gaMeasurementId).toBeUndefined();
  });

  it("reads PORT, DATA_DIR, PUBLIC_URL, DATABASE_URL and LOG_LEVEL", () => {
    const config = loadConfig({
      PORT: "8080",
      DATA_DIR: "/tmp/nf",
      PUBLIC_URL: "https://ninefold.app/",
      DATABASE_URL: "postgres://u@db:5432/ninefold",
      LOG_LEVEL: "warn",
      BETTER_AUTH_SECRET: "s".repeat(32),
    });
    expect(config.port).toBe(8080);
    expect(config.dataDir).toBe("/tmp/nf");
    expect(config.publicUrl).toBe("https://ninefold.app");
    expect(config.database).toEqual({
      kind: "postgres",
      url: "postgres://u@db:5432/ninefold",
      poolMax: 10,
      connectTimeoutMs: 5000,
      queryTimeoutMs: 30_000,
    });
    expect(config.logLevel).toBe("warn");
  });

  it("reads the PostgreSQL timeouts and refuses nonsense", () => {
    const config = loadConfig({
      NODE_ENV: "test",
      DATABASE_URL: "postgres://u@db:5432/ninefold",
      DATABASE_CONNECT_TIMEOUT_MS: "1500",
      DATABASE_QUERY_TIMEOUT_MS: "8000",
    });
    expect(config.database).toMatchObject({ connectTimeoutMs: 1500, queryTimeoutMs: 8000 });
    expect(() => loadConfig({ DATABASE_QUERY_TIMEOUT_MS: "0" })).toThrow(
      /DATABASE_QUERY_TIMEOUT_MS: expected at least 100/,
    );
  });

  it("treats empty values as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: " " }).port).toBe(3000);
  });

  it.each([
    [{ PORT: "abc" }, "PORT: expected a port number"],
    [{ PORT: "70000" }, "PORT: expected 0-65535"],
    [{ PUBLIC_URL: "ninefold.app" }, "PUBLIC_URL: expected an absolute http(s) URL"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL: expected a postgres:// or postgresql://"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL: expected one of"],
    [{ TRUST_PROXY: "maybe" }, "TRUST_PROXY: expected one of true, false"],
    [{ GA_MEASUREMENT_ID: "UA-1234" }, "GA_MEASUREMENT_ID: expected a Google Analytics 4"],
  ])("refuses %o, naming the variable and what it expects", (env, message) => {
    const issues = issuesOf(env);
    expect(issues).toHaveLength(1);
    expect(issues[0]).toContain(message);
  });

  it("reports every bad variable at once, with the value it got", () => {
    const issues = issuesOf({ PORT: "x", LOG_LEVEL: "y" });
    expect(issues).toHaveLength(2);
    expect(issues.join("\n")).toContain('(got "x")');
  });
});

describe("loadConfig: the strategy engine's AI variables", () => {
  it("defaults to the offline engine with the documented limits", () => {
    const config = loadConfig({});
    expect(config.ai).toEqual({
      provider: "builtin",
      timeoutMs: 30_000,
      maxOutputTokens: 4000,
      maxInputChars: 24_000,
      dailyCallBudget: 500,
      cacheTtlMs: 168 * 3_600_000,
    });
    expect(config.tools).toEqual({
      rateLimitPerMinute: 10,
      rateLimitPerDay: 200,
      accountRateLimitPerMinute: 30,
      accountRateLimitPerDay: 2000,
    });
  });

  it("reads an OpenAI-compatible server (Ollama) without a key", () => {
    const config = loadConfig({
      AI_PROVIDER: "openai-compatible",
      AI_MODEL: "llama3.1",
      AI_BASE_URL: "http://localhost:11434/v1/",
      AI_STRUCTURED_OUTPUTS: "false",
      AI_TIMEOUT_MS: "90000",
      AI_MAX_OUTPUT_TOKENS: "8000",
      AI_MAX_INPUT_CHARS: "50000",
      AI_DAILY_CALL_BUDGET: "20",
      AI_CACHE_TTL_HOURS: "0",
    });
    expect(config.ai).toEqual({
      provider: "openai-compatible",
      model: "llama3.1",
      apiKey: undefined,
      baseUrl: "http://localhost:11434/v1",
      structuredOutputs: false,
      timeoutMs: 90_000,
      maxOutputTokens: 8000,
      maxInputChars: 50_000,
      dailyCallBudget: 20,
      cacheTtlMs: 0,
    });
  });

  it("reads OpenAI and Anthropic with their keys", () => {
    const openai = loadConfig({
      AI_PROVIDER: "openai",
      AI_MODEL: "gpt-4o-mini",
      AI_API_KEY: "sk-1",
    });
    expect(openai.ai).toMatchObject({ provider: "openai", model: "gpt-4o-mini", apiKey: "sk-1" });
    expect(openai.ai.provider === "openai" && openai.ai.baseUrl).toBeUndefined();
    const anthropic = loadConfig({
      AI_PROVIDER: "anthropic",
      AI_MODEL: "claude-sonnet-4-5",
      AI_API_KEY: "sk-ant-1",
    });
    expect(anthropic.ai).toMatchObject({ provider: "anthropic", apiKey: "sk-ant-1" });
  });

  it.each([
    [
      { AI_PROVIDER: "gemini" },
      "AI_PROVIDER: expected one of builtin, openai, anthropic, openai-compatible",
    ],
    [
      { AI_PROVIDER: "openai", AI_API_KEY: "k" },
      "AI_MODEL: required when AI_PROVIDER is openai (the model name, e.g. gpt-4o-mini)",
    ],
    [
      { AI_PROVIDER: "anthropic", AI_MODEL: "m" },
      "AI_API_KEY: required when AI_PROVIDER is anthropic (the Anthropic API key)",
    ],
    [
      { AI_PROVIDER: "openai-compatible", AI_MODEL: "m" },
      "AI_BASE_URL: required when AI_PROVIDER is openai-compatible",
    ],
    [{ AI_BASE_URL: "localhost:11434" }, "AI_BASE_URL: expected an absolute http(s) URL"],
    [{ AI_TIMEOUT_MS: "50" }, "AI_TIMEOUT_MS: expected at least 1000"],
    [{ AI_MAX_OUTPUT_TOKENS: "many" }, "AI_MAX_OUTPUT_TOKENS: expected a number of tokens"],
    [{ AI_MAX_INPUT_CHARS: "100" }, "AI_MAX_INPUT_CHARS: expected at least 4000"],
    [{ AI_DAILY_CALL_BUDGET: "0" }, "AI_DAILY_CALL_BUDGET: expected at least 1"],
    [{ AI_STRUCTURED_OUTPUTS: "sometimes" }, "AI_STRUCTURED_OUTPUTS: expected one of true, false"],
    [{ TOOLS_RATE_LIMIT_PER_MINUTE: "0" }, "TOOLS_RATE_LIMIT_PER_MINUTE: expected at least 1"],
  ])("refuses %o, naming the variable", (env, message) => {
    const issues = issuesOf(env);
    expect(issues).toHaveLength(1);
    expect(issues[0]).toContain(message);
  });

  it("lists every missing variable of a provider at once", () => {
    expect(issuesOf({ AI_PROVIDER: "openai" })).toEqual([
      "AI_MODEL: required when AI_PROVIDER is openai (the model name, e.g. gpt-4o-mini)",
      "AI_API_KEY: required when AI_PROVIDER is openai (the OpenAI API key)",
    ]);
  });

  it("turns /metrics on with METRICS_TOKEN, refusing a short one without echoing it", () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: "t".repeat(24) }).metricsToken).toBe("t".repeat(24));
    const issues = issuesOf({ METRICS_TOKEN: "short-secret" });
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatch(/^METRICS_TOKEN: expected at least 16 characters/);
    expect(issues[0]).not.toContain("short-secret");
    expect(issuesOf({ METRICS_TOKEN: "has a space in the middle" })[0]).toMatch(/without spaces/);
  });

  it("never echoes the API key or a base URL carrying credentials", () => {
    const issues = issuesOf({
      AI_API_KEY: "x".repeat(1001),
      AI_BASE_URL: "ftp://user:secret@host",
    });
    expect(issues.join("\n")).not.toContain("xxxx");
    expect(issues.join("\n")).not.toContain("secret");
    expect(issuesOf({ AI_BASE_URL: "localhost:11434" })[0]).toContain('(got "localhost:11434")');
  });

  it("needs a session secret in production behind https or with PostgreSQL, and only there", () => {
    for (const env of <Record<string, string>[]>[
      { PUBLIC_URL: "https://ninefold.app" },
      { DATABASE_URL: "postgres://u@db:5432/ninefold" },
    ]) {
      const issues = issuesOf(env);
      expect(issues).toHaveLength(1);
      expect(issues[0]).toMatch(/^BETTER_AUTH_SECRET: required in production/);
      expect(loadConfig({ ...env, AUTH_SECRET: "a".repeat(32) }).auth.secret).toBe("a".repeat(32));
    }
    expect(loadConfig({}).auth.secret).toBeUndefined();
    expect(loadConfig({ NODE_ENV: "development", PUBLIC_URL: "https://x.app" }).auth.secret).toBe(
      undefined,
    );
    expect(issuesOf({ BETTER_AUTH_SECRET: "short" })[0]).toMatch(/at least 32 characters/);
    expect(issuesOf({ BETTER_AUTH_SECRET: "short" })[0]).not.toContain('short"');
  });

  it("turns on Google and GitHub sign-in only with both their id and secret", () => {
    expect(loadConfig({}).auth).toMatchObject({ google: undefined, github: undefined });
    const config = loadConfig({ GITHUB_CLIENT_ID: "id", GITHUB_CLIENT_SECRET: "secret" });
    expect(config.auth.github).toEqual({ clientId: "id", clientSecret: "secret" });
    expect(issuesOf({ GOOGLE_CLIENT_ID: "id" })).toEqual([
      "GOOGLE_CLIENT_SECRET: required with GOOGLE_CLIENT_ID (both or neither)",
    ]);
  });
});

describe("isLocalAddress: a local trial, not a deployment", () => {
  it("is true for this machine's addresses only", () => {
    for (const url of [
      "http://localhost:3000",
      "http://127.0.0.1:3300",
      "http://app.localhost",
      "http://[::1]:3000",
    ]) {
      expect(isLocalAddress(url), url).toBe(true);
    }
    for (const url of [
      "https://ninefold.example",
      "http://10.0.0.5:3000",
      "https://localhost.example.com",
      "http://127.0.0.1.example.com",
    ]) {
      expect(isLocalAddress(url), url).toBe(false);
    }
  });
});

describe("noSmtpNotice: said at start without SMTP_URL", () => {
  it("points a local trial at the log, and warns a public server that nobody can confirm", () => {
    expect(noSmtpNotice({ env: "production", publicUrl: "http://localhost:3000" })).toContain(
      "written to this log",
    );
    expect(noSmtpNotice({ env: "development", publicUrl: "https://ninefold.example" })).toContain(
      "written to this log",
    );
    const publicNotice = noSmtpNotice({ env: "production", publicUrl: "https://ninefold.example" });
    expect(publicNotice).toContain("nobody can confirm a new account until SMTP_URL is set");
    expect(publicNotice).not.toContain("written to this log");
  });
});
