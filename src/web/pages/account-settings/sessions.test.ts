import { describe, expect, it } from "vitest";
import { confirmsEmail, describeUserAgent, readSessions } from "./sessions";

describe("sessions", () => {
  it("lists the current session first, then the newest", () => {
    const session = (id: string, createdAt: string, current = false) => ({
      id,
      createdAt,
      expiresAt: createdAt,
      userAgent: null,
      current,
    });
    const sessions = readSessions([
      session("old", "2026-01-01T00:00:00Z"),
      session("new", "2026-03-01T00:00:00Z"),
      session("mine", "2025-12-01T00:00:00Z", true),
    ]);
    expect(sessions.map((s) => s.id)).toEqual(["mine", "new", "old"]);
    expect(() => readSessions([{ id: 1 }])).toThrow();
  });

  it("names the browser and system of a session", () => {
    expect(
      describeUserAgent(
        "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36",
      ),
    ).toBe("Chrome on macOS");
    expect(
      describeUserAgent(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile Safari/604.1",
      ),
    ).toBe("Safari on iOS");
    expect(
      describeUserAgent("Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0"),
    ).toBe("Firefox on Linux");
    expect(describeUserAgent(null)).toBe("Unknown device");
  });

  it("confirms deletion only with the account's email", () => {
    expect(confirmsEmail(" Ada@Example.com ", "ada@example.com")).toBe(true);
    expect(confirmsEmail("ada@example.org", "ada@example.com")).toBe(false);
    expect(confirmsEmail("", "")).toBe(false);
  });
});
