import { describe, expect, it } from "vitest";
import { MARKET_ANALYSIS_STORAGE_KEY } from "../schema";
import { parseSavedIdea, readSavedIdea, saveAnalysis } from "./storage";
import { FIXTURE_RESULT } from "./test-fixture";

/** An in-memory Storage; `refuse` makes every call throw, like a blocked localStorage. */
function memoryStorage(initial: Record<string, string> = {}, refuse = false): Storage {
  const data = new Map(Object.entries(initial));
  const guard = () => {
    if (refuse) throw new Error("SecurityError");
  };
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => {
      guard();
      return data.get(key) ?? null;
    },
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => {
      guard();
      data.set(key, value);
    },
  };
}

describe("parseSavedIdea (lenient)", () => {
  it("reads a full idea", () => {
    const idea = {
      title: "GroomBook",
      description: "d",
      category: "Technology",
      marketSize: "m",
      targetMarket: "t",
    };
    expect(parseSavedIdea(JSON.stringify(idea))).toEqual(idea);
  });

  it("fills missing fields, drops unknown or non-text ones and cuts long text", () => {
    const parsed = parseSavedIdea(
      JSON.stringify({
        title: " GroomBook ",
        description: 7,
        extra: true,
        targetMarket: "x".repeat(900),
      }),
    );
    expect(parsed).toEqual({
      title: "GroomBook",
      description: "",
      category: "",
      marketSize: "",
      targetMarket: "x".repeat(500),
    });
  });

  it("ignores anything without a title, not an object, or not JSON", () => {
    for (const raw of [
      null,
      "",
      "not json",
      "[]",
      "42",
      "null",
      '{"title":"  "}',
      '{"description":"x"}',
    ]) {
      expect(parseSavedIdea(raw)).toBeNull();
    }
  });
});

describe("readSavedIdea and saveAnalysis", () => {
  it("reads selectedStartupIdea", () => {
    const storage = memoryStorage({ selectedStartupIdea: JSON.stringify({ title: "GroomBook" }) });
    expect(readSavedIdea(storage)?.title).toBe("GroomBook");
    expect(readSavedIdea(null)).toBeNull();
  });

  it("writes the analysis as JSON under marketAnalysisResult", () => {
    const storage = memoryStorage();
    expect(saveAnalysis(storage, FIXTURE_RESULT)).toBe(true);
    expect(JSON.parse(storage.getItem(MARKET_ANALYSIS_STORAGE_KEY) ?? "")).toEqual(FIXTURE_RESULT);
  });

  it("survives a storage that refuses access", () => {
    const blocked = memoryStorage({}, true);
    expect(readSavedIdea(blocked)).toBeNull();
    expect(saveAnalysis(blocked, FIXTURE_RESULT)).toBe(false);
    expect(saveAnalysis(null, FIXTURE_RESULT)).toBe(false);
  });
});
