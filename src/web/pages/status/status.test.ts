import { describe, expect, it } from "vitest";
import { HttpError } from "../../lib/api";
import { formatDuration, formatMs } from "./index";
import { subscribeFailure } from "./subscribe-form";

describe("status page formatting", () => {
  it("prints measured times in ms below a second and in seconds above", () => {
    expect(formatMs(0.07)).toBe("0.07 ms");
    expect(formatMs(4.26)).toBe("4.3 ms");
    expect(formatMs(42.3)).toBe("42 ms");
    expect(formatMs(1234)).toBe("1.23 s");
  });

  it("prints the server's uptime in the largest sensible units", () => {
    expect(formatDuration(42)).toBe("42 s");
    expect(formatDuration(125)).toBe("2 min");
    expect(formatDuration(3725)).toBe("1 h 2 min");
    expect(formatDuration(2 * 86_400 + 3 * 3600)).toBe("2 d 3 h");
  });
});

describe("subscribe failures", () => {
  const http = (status: number, body: string) => new HttpError(status, body, "Status");

  it("shows the server's message for a refused request", () => {
    const body = JSON.stringify({ error: "Please enter a valid email address.", code: "x" });
    expect(subscribeFailure(http(400, body))).toBe("Please enter a valid email address.");
    expect(subscribeFailure(http(429, JSON.stringify({ error: "Slow down." })))).toBe("Slow down.");
  });

  it("explains failures that carry no message", () => {
    expect(subscribeFailure(http(400, ""))).toMatch(/Check your email address/);
    expect(subscribeFailure(http(503, "<html>"))).toMatch(/could not save your subscription/);
    expect(subscribeFailure(new TypeError("Failed to fetch"))).toMatch(
      /couldn't reach Ninefold\. Check your internet connection/,
    );
  });
});
