/** Where the market analysis tool keeps its last result (spec §3). */
export const MARKET_ANALYSIS_KEY = "marketAnalysisResult";

/**
 * The stored market analysis as an object, or undefined when there is none or it is not a JSON
 * object (spec §4: read once on load; unparsable data is ignored). Storage that throws (blocked
 * by the browser) counts as none.
 */
export function readStoredMarketAnalysis(
  storage: Pick<Storage, "getItem"> | undefined,
): Record<string, unknown> | undefined {
  let raw: string | null | undefined;
  try {
    raw = storage?.getItem(MARKET_ANALYSIS_KEY);
  } catch {
    return undefined;
  }
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isPlainObject(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The browser's localStorage, or undefined where there is none or it is blocked. */
export function browserStorage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The business idea of the market analysis this browser kept (its request, in the visitor's
 * work), so the idea box starts from it when the stored analysis is detected; "" when none.
 */
export function storedAnalysisIdea(
  work: readonly { toolType: string; inputData: Record<string, unknown> | null }[],
): string {
  const market = work.find((item) => item.toolType === "market-analysis");
  const idea = market?.inputData?.businessIdea;
  return typeof idea === "string" ? idea.trim() : "";
}
