import { HttpError } from "../api";

/**
 * The toast title for a workspace write the server refused for the account's quotas (issue 25,
 * decision 027): 429 `rate_limited` (too many changes or imports this minute or day; its message
 * says when to try again) and 413 `storage_limit_reached` (the plan's stored bytes; its message
 * says how much). The server's message is the toast's description, as for every other refusal.
 * Any other failure keeps the caller's own title (`fallback`).
 */
export function quotaTitle(error: unknown, fallback: string): string {
  const status =
    error instanceof HttpError
      ? error.status
      : typeof error === "object" && error !== null && "status" in error
        ? (error as { status: unknown }).status
        : undefined;
  if (status === 429) return "Too many changes";
  if (status === 413 && error instanceof HttpError && codeOf(error) === "storage_limit_reached") {
    return "Workspace full";
  }
  return fallback;
}

function codeOf(error: HttpError): string | undefined {
  try {
    const parsed: unknown = JSON.parse(error.bodyText);
    const code = (parsed as { code?: unknown } | null)?.code;
    return typeof code === "string" ? code : undefined;
  } catch {
    return undefined;
  }
}
