import { describe, expect, it, vi } from "vitest";
import { ideaGenerationModule } from "..";
import {
  GENERATE_IDEAS_PATH,
  GENERATION_FALLBACK_MESSAGE,
  generationFailureMessage,
  generationSuccessMessage,
  IdeaGenerationError,
  INVALID_RESPONSE_MESSAGE,
  isAbort,
  readIdeasBody,
  requestIdeas,
  serverErrorOf,
} from "./generate-ideas";
import { EMPTY_PROFILE, toIdeaRequest } from "./profile";
import { sampleIdea, sampleResult } from "./test-fixtures";

const BODY = toIdeaRequest({ ...EMPTY_PROFILE, interests: "dogs", skills: "python" });

function answering(status: number, body: string) {
  return vi.fn<typeof fetch>(async () => new Response(body, { status }));
}

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected the request to fail");
}

describe("requestIdeas (spec §7, §8)", () => {
  it("posts the profile as JSON to /api/generate-ideas and returns the ideas", async () => {
    const send = answering(200, JSON.stringify(sampleResult()));
    const result = await requestIdeas(ideaGenerationModule, BODY, { fetch: send });
    expect(result.ideas).toHaveLength(3);
    const [url, init] = send.mock.calls[0] ?? [];
    expect(url).toBe(GENERATE_IDEAS_PATH);
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("Content-Type")).toBe("application/json");
    expect(JSON.parse(String(init?.body))).toEqual(BODY);
  });

  it("a non-OK status without an error field fails with 'HTTP error! status: {code}'", async () => {
    for (const [status, body] of [
      [500, ""],
      [502, "<html>Bad gateway</html>"],
      [503, JSON.stringify({ message: "down" })],
    ] as const) {
      const error = await failureOf(
        requestIdeas(ideaGenerationModule, BODY, { fetch: answering(status, body) }),
      );
      expect(error).toBeInstanceOf(IdeaGenerationError);
      expect((error as Error).message).toBe(`HTTP error! status: ${status}`);
    }
  });

  it("a non-OK status with an error field fails with that message", async () => {
    const send = answering(429, JSON.stringify({ error: "Too many requests.", code: "RATE" }));
    const error = await failureOf(requestIdeas(ideaGenerationModule, BODY, { fetch: send }));
    expect((error as Error).message).toBe("Too many requests.");
  });

  it.each([
    ["not JSON", "{oops"],
    ["an error field", JSON.stringify({ error: "model down", ideas: [] })],
    ["no ideas array", JSON.stringify({ ideas: "three" })],
    ["a JSON array", JSON.stringify([sampleIdea()])],
    ["an idea missing fields", JSON.stringify({ ideas: [{ title: "x" }], dataSource: "x" })],
  ])("a 200 with %s fails with 'Invalid response format'", async (_, body) => {
    const error = await failureOf(
      requestIdeas(ideaGenerationModule, BODY, { fetch: answering(200, body) }),
    );
    expect((error as Error).message).toBe(INVALID_RESPONSE_MESSAGE);
  });

  it("a network failure rejects with fetch's error", async () => {
    const send = vi.fn<typeof fetch>(async () => {
      throw new TypeError("Failed to fetch");
    });
    const error = await failureOf(requestIdeas(ideaGenerationModule, BODY, { fetch: send }));
    expect(error).toBeInstanceOf(TypeError);
  });
});

describe("readIdeasBody and serverErrorOf", () => {
  it("accepts a valid result and rejects an empty error field too", () => {
    expect(readIdeasBody(sampleResult()).ideas[0]?.title).toBe(sampleIdea().title);
    expect(() => readIdeasBody({ ...sampleResult(), error: "" })).toThrow(INVALID_RESPONSE_MESSAGE);
    expect(() => readIdeasBody(null)).toThrow(INVALID_RESPONSE_MESSAGE);
  });

  it("reads only a non-empty string error field", () => {
    expect(serverErrorOf({ error: "Nope" })).toBe("Nope");
    expect(serverErrorOf({ error: "  " })).toBeUndefined();
    expect(serverErrorOf({ error: { message: "x" } })).toBeUndefined();
    expect(serverErrorOf("error")).toBeUndefined();
  });
});

describe("toast texts (spec §8)", () => {
  it("uses the failure's message, or the fallback when it has none a founder can use", () => {
    expect(generationFailureMessage(new IdeaGenerationError("HTTP error! status: 500"))).toBe(
      "HTTP error! status: 500",
    );
    expect(generationFailureMessage(new TypeError("Failed to fetch"))).toBe(
      GENERATION_FALLBACK_MESSAGE,
    );
    expect(generationFailureMessage(new Error(""))).toBe(GENERATION_FALLBACK_MESSAGE);
    expect(generationFailureMessage("boom")).toBe(GENERATION_FALLBACK_MESSAGE);
    expect(GENERATION_FALLBACK_MESSAGE).toBe("Unable to generate ideas. Please try again.");
  });

  it("counts the ideas in the success text", () => {
    expect(generationSuccessMessage(5)).toBe(
      "Generated 5 personalized startup ideas using AI based on your profile.",
    );
  });

  it("recognises our own cancellation", () => {
    expect(isAbort(new DOMException("aborted", "AbortError"))).toBe(true);
    expect(isAbort(new Error("AbortError"))).toBe(false);
  });
});
