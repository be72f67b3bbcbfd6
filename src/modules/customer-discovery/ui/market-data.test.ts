import { describe, expect, it } from "vitest";
import { MARKET_ANALYSIS_KEY, readStoredMarketAnalysis, storedAnalysisIdea } from "./market-data";

function storageWith(value: string | null): Pick<Storage, "getItem"> {
  return { getItem: (key) => (key === MARKET_ANALYSIS_KEY ? value : null) };
}

describe("readStoredMarketAnalysis (spec §4: read once, unparsable ignored)", () => {
  it("returns the stored analysis when it is a JSON object", () => {
    expect(readStoredMarketAnalysis(storageWith('{"marketOverview":"Big","n":1}'))).toEqual({
      marketOverview: "Big",
      n: 1,
    });
  });

  it.each([
    ["nothing stored", null],
    ["an empty string", ""],
    ["broken JSON", "{not json"],
    ["a JSON array", "[1,2]"],
    ["JSON null", "null"],
    ["a JSON string", '"text"'],
    ["a JSON number", "42"],
  ])("ignores %s", (_name, value) => {
    expect(readStoredMarketAnalysis(storageWith(value))).toBeUndefined();
  });

  it("treats missing or blocked storage as none", () => {
    expect(readStoredMarketAnalysis(undefined)).toBeUndefined();
    const blocked = {
      getItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(readStoredMarketAnalysis(blocked)).toBeUndefined();
  });
});

describe("storedAnalysisIdea", () => {
  it("is the kept market analysis request's idea, or empty", () => {
    const work = [
      { toolType: "idea-generation", inputData: { interests: "x" } },
      { toolType: "market-analysis", inputData: { businessIdea: " ICU shift swaps " } },
    ];
    expect(storedAnalysisIdea(work)).toBe("ICU shift swaps");
    expect(storedAnalysisIdea([])).toBe("");
    expect(storedAnalysisIdea([{ toolType: "market-analysis", inputData: null }])).toBe("");
  });
});
