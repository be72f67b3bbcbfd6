import { APICallError, RetryError } from "ai";
import { describe, expect, it } from "vitest";
import { mapCallError, redact, retryAfterSeconds } from "./model-errors";

const apiError = (statusCode: number | undefined, extra: Partial<{ responseBody: string }> = {}) =>
  new APICallError({
    message: `HTTP ${statusCode ?? "none"}`,
    url: "https://api.example.com/v1/chat/completions?key=abc",
    requestBodyValues: { messages: ["the founder's private idea"] },
    statusCode,
    ...extra,
  });

describe("mapCallError", () => {
  it.each([
    [429, "ai_rate_limited", 429],
    [401, "ai_unavailable", 503],
    [403, "ai_unavailable", 503],
    [404, "ai_unavailable", 503],
    [400, "ai_unavailable", 503],
    [500, "ai_unavailable", 503],
    [503, "ai_unavailable", 503],
    [undefined, "ai_unavailable", 503],
  ])("maps HTTP %s to %s (%s)", (status, code, httpStatus) => {
    const mapped = mapCallError(apiError(status), []);
    expect([mapped?.error.code, mapped?.error.status]).toEqual([code, httpStatus]);
  });

  it("tells the operator what to fix", () => {
    expect(mapCallError(apiError(401), [])?.operatorMessage).toContain("check AI_API_KEY");
    expect(mapCallError(apiError(404), [])?.operatorMessage).toContain("check AI_MODEL");
    expect(mapCallError(apiError(undefined), [])?.operatorMessage).toContain("check AI_BASE_URL");
    expect(mapCallError(apiError(400), [])?.operatorMessage).toContain("AI_STRUCTURED_OUTPUTS");
  });

  it("keeps the prompt, the query string and the key out of the log detail", () => {
    const key = "sk-live-abcdefghijklmnop";
    const mapped = mapCallError(apiError(401, { responseBody: `bad key ${key}` }), [key]);
    const detail = JSON.stringify(mapped?.detail);
    expect(detail).not.toContain(key);
    expect(detail).not.toContain("private idea");
    expect(detail).not.toContain("key=abc");
  });

  it("unwraps a RetryError and ignores errors that are not the provider's", () => {
    const retry = new RetryError({
      message: "failed after retries",
      reason: "maxRetriesExceeded",
      errors: [apiError(500)],
    });
    expect(mapCallError(retry, [])?.error.code).toBe("ai_unavailable");
    expect(mapCallError(new TypeError("bug"), [])).toBeUndefined();
  });
});

describe("retryAfterSeconds", () => {
  it("reads seconds, defaults to a minute and caps at an hour", () => {
    expect(retryAfterSeconds({ "retry-after": "12" })).toBe(12);
    expect(retryAfterSeconds({})).toBe(60);
    expect(retryAfterSeconds({ "retry-after": "soon" })).toBe(60);
    expect(retryAfterSeconds({ "retry-after": "99999" })).toBe(3600);
  });

  it("says 'in about n minutes' to the founder when the wait is long", () => {
    const error = new APICallError({
      message: "slow down",
      url: "https://api.example.com",
      requestBodyValues: {},
      statusCode: 429,
      responseHeaders: { "retry-after": "600" },
    });
    expect(mapCallError(error, [])?.error.message).toContain("in about 10 minutes");
  });
});

describe("redact", () => {
  it("removes configured secrets and key-shaped tokens", () => {
    expect(redact("key my-secret-value and sk-ant-api03-XYZXYZXYZ", ["my-secret-value"])).toBe(
      "key [redacted] and [redacted]",
    );
  });
});
