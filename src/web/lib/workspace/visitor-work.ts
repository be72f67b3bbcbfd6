/**
 * What a visitor made in this browser before signing up (issue 12: "work made before sign-up is
 * kept"): each tool's latest request and result, so the first signed-in visit can offer to keep
 * them in a new venture. A key of our own beside spec §3's (`selectedStartupIdea`,
 * `marketAnalysisResult`), which keep their behaviour. Storage that is missing, full or blocked
 * means nothing is kept, never an error.
 */

export const VISITOR_WORK_KEY = "ninefold.visitorWork";

/** Above this the newest result is not kept (localStorage holds about 5 MB per site). */
const MAX_BYTES = 512 * 1024;

export interface VisitorResult {
  toolType: string;
  inputData: Record<string, unknown> | null;
  outputData: unknown;
  /** When it was made (ISO). */
  savedAt: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function storage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** The kept results, oldest first (one per tool). Unreadable data counts as none. */
export function readVisitorWork(store: Pick<Storage, "getItem"> | undefined = storage()) {
  let parsed: unknown;
  try {
    parsed = JSON.parse(store?.getItem(VISITOR_WORK_KEY) ?? "null");
  } catch {
    return [];
  }
  if (!isRecord(parsed) || !Array.isArray(parsed.results)) return [];
  return parsed.results
    .filter(
      (item): item is VisitorResult =>
        isRecord(item) &&
        typeof item.toolType === "string" &&
        typeof item.savedAt === "string" &&
        (item.inputData === null || isRecord(item.inputData)) &&
        "outputData" in item,
    )
    .sort((a, b) => a.savedAt.localeCompare(b.savedAt));
}

/** Keeps a visitor's result, replacing that tool's earlier one; false when it was not kept. */
export function recordVisitorWork(
  result: Omit<VisitorResult, "savedAt">,
  now = new Date(),
  store: Storage | undefined = storage(),
): boolean {
  if (!store) return false;
  const results = [
    ...readVisitorWork(store).filter((item) => item.toolType !== result.toolType),
    { ...result, savedAt: now.toISOString() },
  ];
  const text = JSON.stringify({ results });
  if (text.length > MAX_BYTES) return false;
  try {
    store.setItem(VISITOR_WORK_KEY, text);
    return true;
  } catch {
    return false;
  }
}

/** Forgets the kept results (imported, or declined). */
export function clearVisitorWork(store: Pick<Storage, "removeItem"> | undefined = storage()) {
  try {
    store?.removeItem(VISITOR_WORK_KEY);
  } catch {
    // Blocked storage holds nothing to forget.
  }
}
