import { type Idea, SAVED_IDEA_STORAGE_KEY, type SavedIdea } from "../schema";

/** Where 'Develop This Idea Further' takes the founder (GUIDE §2). */
export const MARKET_ANALYSIS_PATH = "/tools/market-analysis-tool";

/** The part of an idea the market analysis tool reads back (spec §3 'Saved startup idea'). */
export function toSavedIdea(idea: Idea): SavedIdea {
  return {
    title: idea.title,
    description: idea.description,
    category: idea.category,
    marketSize: idea.marketSize,
    targetMarket: idea.targetMarket,
  };
}

/**
 * Keeps the idea under `selectedStartupIdea` as JSON (GUIDE §2). Returns false when the browser
 * refuses (storage disabled or full), so the page can say so instead of failing silently.
 */
export function saveSelectedIdea(
  storage: Pick<Storage, "setItem"> | undefined,
  idea: Idea,
): boolean {
  if (!storage) return false;
  try {
    storage.setItem(SAVED_IDEA_STORAGE_KEY, JSON.stringify(toSavedIdea(idea)));
    return true;
  } catch {
    return false;
  }
}

/** The browser's localStorage, or undefined where reading it throws (blocked by settings). */
export function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
