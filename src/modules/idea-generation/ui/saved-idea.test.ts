import { describe, expect, it } from "vitest";
import { SAVED_IDEA_STORAGE_KEY, savedIdeaSchema } from "../schema";
import { saveSelectedIdea, toSavedIdea } from "./saved-idea";
import { sampleIdea } from "./test-fixtures";

function memoryStorage() {
  const items = new Map<string, string>();
  return { items, setItem: (key: string, value: string) => void items.set(key, value) };
}

describe("'Develop This Idea Further' storage (GUIDE §2)", () => {
  it("keeps exactly title, description, category, marketSize and targetMarket", () => {
    const idea = sampleIdea();
    expect(toSavedIdea(idea)).toEqual({
      title: idea.title,
      description: idea.description,
      category: idea.category,
      marketSize: idea.marketSize,
      targetMarket: idea.targetMarket,
    });
  });

  it("writes JSON under selectedStartupIdea that the saved-idea schema reads back", () => {
    const storage = memoryStorage();
    expect(saveSelectedIdea(storage, sampleIdea())).toBe(true);
    expect(SAVED_IDEA_STORAGE_KEY).toBe("selectedStartupIdea");
    const stored = storage.items.get("selectedStartupIdea");
    expect(savedIdeaSchema.parse(JSON.parse(stored ?? "null"))).toEqual(toSavedIdea(sampleIdea()));
  });

  it("reports a refusal instead of throwing", () => {
    const full = {
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError");
      },
    };
    expect(saveSelectedIdea(full, sampleIdea())).toBe(false);
    expect(saveSelectedIdea(undefined, sampleIdea())).toBe(false);
  });
});
