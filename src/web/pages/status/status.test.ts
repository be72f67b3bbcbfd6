import { describe, expect, it } from "vitest";
import { HttpError } from "../../lib/api";
import {
  componentHistoryLine,
  formatDuration,
  formatMs,
  formatPercent,
  historyWindow,
  incidentHeading,
  uptimeNote,
} from "./index";
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

describe("the recorded history's words", () => {
  const history = {
    days: 30,
    since: "2026-11-21T10:30:00.000Z",
    partial: true,
    uptimePercent: 99.5,
    rounds: 100,
    unrecordedMinutes: 0,
    components: [
      { id: "database" as const, uptimePercent: 99.987, avgLatencyMs: 4.26, checks: 100 },
      { id: "web" as const, uptimePercent: 100, avgLatencyMs: null, checks: 100 },
      { id: "billing" as const, uptimePercent: null, avgLatencyMs: null, checks: 0 },
    ],
  };

  it("says 'since <date>' until the records cover the window", () => {
    expect(historyWindow(history)).toMatch(/^since .*2026/);
    expect(historyWindow(history)).toMatch(/21/);
    expect(historyWindow({ ...history, partial: false })).toBe("over the last 30 days");
    expect(historyWindow({ ...history, since: null })).toBe("no checks recorded yet");
  });

  it("prints percentages to at most three decimals", () => {
    expect(formatPercent(99.987)).toBe("99.987%");
    expect(formatPercent(100)).toBe("100%");
    expect(formatPercent(99.5)).toBe("99.5%");
  });

  it("says how much unrecorded time the uptime counts as down, and names such an incident", () => {
    const full = { ...history, partial: false };
    expect(uptimeNote(full)).toBe("Checks with every component up, over the last 30 days");
    expect(uptimeNote({ ...full, unrecordedMinutes: 95 })).toBe(
      "Checks with every component up, over the last 30 days; 1 h 35 min with no checks recorded count as down",
    );
    expect(incidentHeading({ component: "web", cause: "unrecorded", endedAt: "x" })).toBe(
      "No checks recorded: the site was unavailable",
    );
    expect(incidentHeading({ component: "database", cause: "failed_checks", endedAt: null })).toBe(
      "Database is failing its checks",
    );
  });

  it("gives each recorded component one line, and none to an unrecorded one", () => {
    const full = { ...history, partial: false };
    expect(componentHistoryLine(full, "database")).toBe(
      "99.987% uptime, average 4.3 ms over the last 30 days",
    );
    expect(componentHistoryLine(full, "web")).toBe("100% uptime over the last 30 days");
    expect(componentHistoryLine(full, "billing")).toBeUndefined();
    expect(componentHistoryLine(full, "api")).toBeUndefined();
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
