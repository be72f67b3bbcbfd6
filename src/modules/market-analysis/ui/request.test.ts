import { afterEach, describe, expect, it, vi } from "vitest";
import { HttpError } from "../../../web/lib/api";
import { marketAnalysisModule } from "..";
import { DEFAULT_VALUES, toRequest } from "./form-values";
import { MalformedAnalysisError, requestMarketAnalysis } from "./request";
import { FIXTURE_RESULT } from "./test-fixture";

const body = toRequest(
  {
    ...DEFAULT_VALUES,
    businessIdea: "GroomBook",
    industry: "Technology",
    targetMarket: "Groomers",
  },
  null,
);

function answer(response: Response | Error) {
  const fetchMock = vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("requestMarketAnalysis (spec §7)", () => {
  it("posts the request as JSON and returns the analysis", async () => {
    const fetchMock = answer(Response.json({ analysis: FIXTURE_RESULT }));
    await expect(requestMarketAnalysis(marketAnalysisModule, body)).resolves.toEqual(
      FIXTURE_RESULT,
    );
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/market-analysis");
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual(body);
  });

  it("throws HttpError on a non-OK answer", async () => {
    answer(Response.json({ error: "Too many requests" }, { status: 429 }));
    await expect(requestMarketAnalysis(marketAnalysisModule, body)).rejects.toBeInstanceOf(
      HttpError,
    );
  });

  it("throws on a body that is not JSON, not { analysis }, or not a valid analysis", async () => {
    for (const response of [
      new Response("<html>", { status: 200 }),
      Response.json({ result: FIXTURE_RESULT }),
      Response.json({ analysis: { ...FIXTURE_RESULT, opportunities: [] } }),
    ]) {
      answer(response);
      await expect(requestMarketAnalysis(marketAnalysisModule, body)).rejects.toBeInstanceOf(
        MalformedAnalysisError,
      );
    }
  });

  it("passes a network failure on", async () => {
    answer(new TypeError("Failed to fetch"));
    await expect(requestMarketAnalysis(marketAnalysisModule, body)).rejects.toThrow(
      "Failed to fetch",
    );
  });
});
