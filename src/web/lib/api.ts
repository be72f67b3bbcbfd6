import type { QueryFunction } from "@tanstack/react-query";

/**
 * The API client with spec §7's semantics: a GET's path is its query key joined with slashes;
 * cookies are sent; a 401 raises or yields null where asked; data never goes stale on its own;
 * no refetch on focus, no polling, no retry (the query client's defaults: `createQueryClient`,
 * lib/query.ts, which only pages that query load). A failed response becomes spec §8's generic
 * error: '{status}: {body text or status text}'.
 */

export class HttpError extends Error {
  readonly status: number;
  readonly bodyText: string;
  constructor(status: number, bodyText: string, statusText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = "HttpError";
    this.status = status;
    this.bodyText = bodyText;
  }

  /** The server's `{ error }` message when the body carries one. */
  get serverMessage(): string | undefined {
    try {
      const parsed: unknown = JSON.parse(this.bodyText);
      if (parsed && typeof parsed === "object" && "error" in parsed) {
        const { error } = parsed as { error: unknown };
        return typeof error === "string" ? error : undefined;
      }
    } catch {
      // Not JSON: no server message.
    }
    return undefined;
  }
}

export async function throwIfNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = await res.text();
    throw new HttpError(res.status, text, res.statusText);
  }
}

/** A write (or any request) to our API; throws HttpError on a non-2xx answer. */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: data === undefined ? {} : { "Content-Type": "application/json" },
    body: data === undefined ? undefined : JSON.stringify(data),
    credentials: "include",
  });
  await throwIfNotOk(res);
  return res;
}

export type UnauthorizedBehavior = "returnNull" | "throw";

export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(queryKey.join("/"), { credentials: "include", signal });
    if (options.on401 === "returnNull" && res.status === 401) return null;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}
