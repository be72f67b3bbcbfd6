import {
  QueryClient,
  QueryClientContext,
  useMutation as useMutationWith,
  useQuery as useQueryWith,
} from "@tanstack/react-query";
import { useContext } from "react";
import type { AuthUser } from "../../shared/user";
import { getQueryFn } from "./api";
import {
  loadSession,
  SESSION_KEY,
  sessionSnapshot,
  setSessionUser,
  subscribeSession,
} from "./session";

/**
 * TanStack Query for the pages and components that query (decision 036). The shell every page
 * loads has no QueryClientProvider, so the landing page and other public pages never load the
 * library: these hooks use the provider's client where there is one (the prerenderer, tests) and
 * otherwise the browser's one client, made on first use. Code the browser runs imports the hooks
 * from here, never from "@tanstack/react-query" (.dependency-cruiser.cjs).
 */

/** Spec §7's defaults: data never goes stale on its own, no refetch on focus, no polling, no retry. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

let browserClient: QueryClient | undefined;

function sameKey(key: readonly unknown[]): boolean {
  return key.length === SESSION_KEY.length && key[0] === SESSION_KEY[0];
}

/**
 * The session store and the cache agree on the signed-in user: a page's `setQueryData` on
 * SESSION_KEY sets the store, its `invalidateQueries` asks the server again (the store's answer
 * is then written back), and each answer of the store is written into the cache.
 */
function bridgeSession(client: QueryClient): QueryClient {
  const writeBack = () => {
    const { user, isLoading } = sessionSnapshot();
    if (!isLoading && client.getQueryData(SESSION_KEY) !== user) {
      client.setQueryData(SESSION_KEY, user);
    }
  };
  writeBack();
  subscribeSession(writeBack);
  client.getQueryCache().subscribe((event) => {
    if (event.type !== "updated" || !sameKey(event.query.queryKey)) return;
    if (event.action.type === "success") {
      setSessionUser((event.query.state.data as AuthUser | null | undefined) ?? null);
    } else if (event.action.type === "invalidate") {
      void loadSession().then(() => {
        // Always written, so the query is no longer marked invalid and the next invalidation is seen.
        client.setQueryData(SESSION_KEY, sessionSnapshot().user);
      });
    }
  });
  return client;
}

/** The browser's one query client (with the session bridged in), made on first use. */
export function appQueryClient(): QueryClient {
  browserClient ??= bridgeSession(createQueryClient());
  return browserClient;
}

/** The provider's client where there is one, else the browser's. */
export function useQueryClient(): QueryClient {
  return useContext(QueryClientContext) ?? appQueryClient();
}

export const useQuery = ((options: Parameters<typeof useQueryWith>[0]) => {
  const client = useQueryClient();
  return useQueryWith(options, client);
}) as typeof useQueryWith;

export const useMutation = ((options: Parameters<typeof useMutationWith>[0]) => {
  const client = useQueryClient();
  return useMutationWith(options, client);
}) as typeof useMutationWith;
