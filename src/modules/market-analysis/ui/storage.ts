import {
  SAVED_IDEA_STORAGE_KEY,
  type SavedIdea,
  savedIdeaSchema,
} from "../../../shared/saved-idea";
import { MARKET_ANALYSIS_STORAGE_KEY, type MarketAnalysisResult } from "../schema";

/**
 * The browser storage this tool reads and writes (spec §3, §7; GUIDE §2): the saved idea under
 * `selectedStartupIdea` (read) and the latest analysis under `marketAnalysisResult` (written).
 * Storage can be missing or refuse access (private modes, quotas): both are treated as "nothing
 * stored" and never break the tool.
 */

/** The string limits of savedIdeaSchema; longer text is cut rather than the idea ignored. */
const SAVED_IDEA_LIMITS = {
  title: 300,
  description: 3000,
  category: 100,
  marketSize: 1000,
  targetMarket: 500,
} as const;

/** The window's localStorage, or null where it cannot be used. */
export function browserStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * A stored idea parsed leniently: JSON with at least a title; strings over the schema's limits
 * are cut, non-string fields dropped. Anything else (absent, not JSON, no title) is null.
 */
export function parseSavedIdea(raw: string | null): SavedIdea | null {
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!data || typeof data !== "object" || Array.isArray(data)) return null;
  const record = data as Record<string, unknown>;
  const trimmed: Record<string, string> = {};
  for (const [field, max] of Object.entries(SAVED_IDEA_LIMITS)) {
    const value = record[field];
    if (typeof value === "string") trimmed[field] = value.trim().slice(0, max);
  }
  const parsed = savedIdeaSchema.safeParse(trimmed);
  return parsed.success ? parsed.data : null;
}

/** The saved startup idea, if one is stored and readable. */
export function readSavedIdea(storage: Storage | null): SavedIdea | null {
  try {
    return parseSavedIdea(storage?.getItem(SAVED_IDEA_STORAGE_KEY) ?? null);
  } catch {
    return null;
  }
}

/** Keeps the analysis as JSON for the customer discovery tool; false when storage refused. */
export function saveAnalysis(storage: Storage | null, result: MarketAnalysisResult): boolean {
  if (!storage) return false;
  try {
    storage.setItem(MARKET_ANALYSIS_STORAGE_KEY, JSON.stringify(result));
    return true;
  } catch {
    return false;
  }
}
