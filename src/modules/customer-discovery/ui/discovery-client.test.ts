import { afterEach, describe, expect, it, vi } from "vitest";
import { customerDiscoveryModule } from "..";
import {
  failureMessage,
  INVALID_RESPONSE_MESSAGE,
  requestCustomerDiscovery,
  UNEXPECTED_ERROR_MESSAGE,
} from "./discovery-client";
import { SAMPLE_RESULT } from "./sample-result";

const REQUEST = { businessIdea: "Clinic booking", marketData: { marketOverview: "x" } };

function answer(body: string, status = 200): void {
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async () => new Response(body, { status, headers: { "Content-Type": "application/json" } }),
    ),
  );
}

/** The message requestCustomerDiscovery fails with. */
async function failure(): Promise<string> {
  try {
    await requestCustomerDiscovery(customerDiscoveryModule, REQUEST);
  } catch (error) {
    return failureMessage(error);
  }
  throw new Error("expected a failure");
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("requestCustomerDiscovery (spec §7, §8)", () => {
  it("posts businessIdea and marketData as JSON and returns analysis.CustomerDiscoveryResult", async () => {
    answer(JSON.stringify({ analysis: { CustomerDiscoveryResult: SAMPLE_RESULT } }));
    await expect(requestCustomerDiscovery(customerDiscoveryModule, REQUEST)).resolves.toEqual(
      SAMPLE_RESULT,
    );
    const fetchMock = vi.mocked(fetch);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/customer-discovery");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual(REQUEST);
  });

  it("uses the server's error field on a non-OK answer", async () => {
    answer(JSON.stringify({ error: "Too many requests, try again in a minute." }), 429);
    expect(await failure()).toBe("Too many requests, try again in a minute.");
  });

  it.each([
    ["no error field", JSON.stringify({ code: "X" })],
    ["an empty error field", JSON.stringify({ error: "" })],
    ["a body that is not JSON", "<html>Bad gateway</html>"],
    ["an empty body", ""],
  ])("says 'Server error: {status}' for %s", async (_name, body) => {
    answer(body, 502);
    expect(await failure()).toBe("Server error: 502");
  });

  it.each([
    ["no analysis", JSON.stringify({ ideas: [] })],
    ["no CustomerDiscoveryResult", JSON.stringify({ analysis: {} })],
    [
      "an incomplete result",
      JSON.stringify({ analysis: { CustomerDiscoveryResult: { executiveSummary: "x" } } }),
    ],
    ["a body that is not JSON", "not json"],
  ])("says 'Invalid response format from server' for %s", async (_name, body) => {
    answer(body);
    expect(await failure()).toBe(INVALID_RESPONSE_MESSAGE);
  });

  it("passes any other exception's message through (a network failure)", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    expect(await failure()).toBe("Failed to fetch");
  });
});

describe("failureMessage", () => {
  it("falls back to the spec's text for an exception with no message", () => {
    expect(failureMessage(new Error(""))).toBe(UNEXPECTED_ERROR_MESSAGE);
    expect(failureMessage("a string")).toBe(UNEXPECTED_ERROR_MESSAGE);
    expect(failureMessage(undefined)).toBe(UNEXPECTED_ERROR_MESSAGE);
  });
});

describe("the form's limit", () => {
  it("matches the request schema's businessIdea maximum", async () => {
    const { customerDiscoveryRequestSchema } = await import("../schema");
    const { IDEA_MAX } = await import("./discovery-form");
    const maxLength = customerDiscoveryRequestSchema.shape.businessIdea._zod.def.checks
      ?.map((check) => check._zod.def)
      .find((def) => def.check === "max_length");
    expect(maxLength).toMatchObject({ maximum: IDEA_MAX });
  });
});
