import type { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiRequest, getQueryFn, HttpError } from "./api";
import { createQueryClient } from "./query";

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => response);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const context = (queryKey: string[]) =>
  ({ queryKey, signal: new AbortController().signal, meta: undefined }) as never;

afterEach(() => vi.unstubAllGlobals());

describe("spec §8's generic error", () => {
  it("is the status, a colon, a space and the body text", async () => {
    stubFetch(new Response("Bad things", { status: 500, statusText: "Internal Server Error" }));
    await expect(apiRequest("POST", "/api/x", { a: 1 })).rejects.toThrow("500: Bad things");
  });

  it("falls back to the status text when the body is empty", async () => {
    stubFetch(new Response("", { status: 503, statusText: "Service Unavailable" }));
    await expect(apiRequest("GET", "/api/x")).rejects.toThrow("503: Service Unavailable");
  });

  it("exposes the server's { error } message", () => {
    const error = new HttpError(400, '{"error":"Interests are required","code":"x"}', "Bad");
    expect(error.serverMessage).toBe("Interests are required");
    expect(new HttpError(400, "not json", "Bad").serverMessage).toBeUndefined();
  });
});

describe("apiRequest", () => {
  it("sends JSON with cookies", async () => {
    const fetchMock = stubFetch(new Response("{}", { status: 200 }));
    await apiRequest("POST", "/api/events", { a: 1 });
    expect(fetchMock).toHaveBeenCalledWith("/api/events", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: '{"a":1}',
      credentials: "include",
    });
  });
});

describe("getQueryFn", () => {
  it("GETs the query key joined with slashes, with cookies", async () => {
    const fetchMock = stubFetch(Response.json([{ id: 1 }]));
    const data = await getQueryFn({ on401: "throw" })(context(["/api/workspace", "42"]));
    expect(data).toEqual([{ id: 1 }]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/workspace/42");
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ credentials: "include" });
  });

  it("yields null on 401 where configured, and raises otherwise", async () => {
    stubFetch(new Response("no", { status: 401, statusText: "Unauthorized" }));
    expect(await getQueryFn({ on401: "returnNull" })(context(["/api/auth/user"]))).toBeNull();
    stubFetch(new Response("no", { status: 401, statusText: "Unauthorized" }));
    await expect(getQueryFn({ on401: "throw" })(context(["/api/auth/user"]))).rejects.toThrow(
      "401: no",
    );
  });
});

describe("createQueryClient", () => {
  it("never refetches on its own and never retries (spec §7)", () => {
    const client: QueryClient = createQueryClient();
    const { queries, mutations } = client.getDefaultOptions();
    expect(queries?.staleTime).toBe(Number.POSITIVE_INFINITY);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.refetchInterval).toBe(false);
    expect(queries?.retry).toBe(false);
    expect(mutations?.retry).toBe(false);
  });
});
