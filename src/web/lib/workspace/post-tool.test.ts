import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { marketAnalysisModule } from "../../../modules/market-analysis";
import { postTool, serverErrorOf, toolPath } from "./post-tool";
import {
  clearVisitorWork,
  readVisitorWork,
  recordVisitorWork,
  VISITOR_WORK_KEY,
} from "./visitor-work";

/** A Map behind the Storage interface, as window.localStorage. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

let storage: Storage;
beforeEach(() => {
  storage = memoryStorage();
  vi.stubGlobal("window", { localStorage: storage });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function answer(body: unknown, status = 200) {
  const send = vi.fn(async () =>
    typeof body === "string"
      ? new Response(body, { status })
      : Response.json(body, { status, statusText: status === 200 ? "OK" : "Bad" }),
  );
  return send as unknown as typeof fetch & typeof send;
}

describe("postTool: the one client of the tool endpoints", () => {
  it("aims a request at a project or a venture", () => {
    expect(toolPath("/api/market-analysis", {})).toBe("/api/market-analysis");
    expect(toolPath("/api/market-analysis", { project: "a/b" })).toBe(
      "/api/market-analysis?project=a%2Fb",
    );
    expect(toolPath("/api/market-analysis", { project: "p", venture: "v" })).toBe(
      "/api/market-analysis?project=p&venture=v",
    );
  });

  it("posts JSON with the cookie and reads the saved project and venture", async () => {
    const send = answer({ analysis: { x: 1 }, projectId: "p1", ventureId: "v1" });
    const reply = await postTool(marketAnalysisModule, { businessIdea: "x" }, { fetch: send });
    const [url, init] = send.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/market-analysis");
    expect(init).toMatchObject({ method: "POST", credentials: "include" });
    expect(JSON.parse(String(init.body))).toEqual({ businessIdea: "x" });
    expect(reply).toMatchObject({ ok: true, status: 200, projectId: "p1", ventureId: "v1" });
    // Saved to the workspace: nothing kept in the browser.
    expect(readVisitorWork(storage)).toEqual([]);
  });

  it("keeps a visitor's result (unwrapped) for import at sign-up, one per tool", async () => {
    await postTool(
      marketAnalysisModule,
      { businessIdea: "a" },
      { fetch: answer({ analysis: { n: 1 } }) },
    );
    await postTool(
      marketAnalysisModule,
      { businessIdea: "b" },
      { fetch: answer({ analysis: { n: 2 } }) },
    );
    const kept = readVisitorWork(storage);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({
      toolType: "market-analysis",
      inputData: { businessIdea: "b" },
      outputData: { n: 2 },
    });
    clearVisitorWork(storage);
    expect(storage.getItem(VISITOR_WORK_KEY)).toBeNull();
  });

  it("reads failures without judging them, and keeps nothing from them", async () => {
    const reply = await postTool(
      marketAnalysisModule,
      {},
      { fetch: answer({ error: "Slow down" }, 429) },
    );
    expect(reply).toMatchObject({ ok: false, status: 429, body: { error: "Slow down" } });
    expect(serverErrorOf(reply.body)).toBe("Slow down");
    const text = await postTool(marketAnalysisModule, {}, { fetch: answer("<html>", 502) });
    expect(text).toMatchObject({ ok: false, status: 502, text: "<html>", body: undefined });
    expect(serverErrorOf({ error: "  " })).toBeUndefined();
    expect(readVisitorWork(storage)).toEqual([]);
  });
});

describe("visitor work", () => {
  it("ignores what it cannot read and refuses what is too large", () => {
    storage.setItem(VISITOR_WORK_KEY, "not json");
    expect(readVisitorWork(storage)).toEqual([]);
    storage.setItem(VISITOR_WORK_KEY, JSON.stringify({ results: [{ toolType: 5 }] }));
    expect(readVisitorWork(storage)).toEqual([]);
    const huge = { text: "x".repeat(600 * 1024) };
    expect(
      recordVisitorWork(
        { toolType: "market-analysis", inputData: null, outputData: huge },
        new Date(),
        storage,
      ),
    ).toBe(false);
    const full = {
      ...memoryStorage(),
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError");
      },
    };
    expect(
      recordVisitorWork({ toolType: "a", inputData: null, outputData: 1 }, new Date(), full),
    ).toBe(false);
  });
});
