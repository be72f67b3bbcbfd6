import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

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
    });
    expect(config.port).toBe(8080);
    expect(config.dataDir).toBe("/tmp/nf");
    expect(config.publicUrl).toBe("https://ninefold.app");
    expect(config.database).toEqual({
      kind: "postgres",
      url: "postgres://u@db:5432/ninefold",
      poolMax: 10,
    });
    expect(config.logLevel).toBe("warn");
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
