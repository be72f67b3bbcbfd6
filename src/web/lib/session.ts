import { hasSessionHint } from "../../shared/session-hint";
import type { AuthUser } from "../../shared/user";

/**
 * Who is signed in, for every page (the navbar, the plan cards, the sign-in guard): a small store
 * read with `useSyncExternalStore` by `useAuth`, so the shell every page loads needs no query
 * library (decision 036). Pages that use TanStack Query share it with the query cache under
 * `SESSION_KEY` (`lib/query.ts`): a page's `setQueryData` or `invalidateQueries` on that key
 * reaches this store, and this store's answers reach the cache.
 *
 * Spec §7: GET /api/auth/user, a 401 meaning signed out, no retry. A visitor without the
 * signed-in hint cookie is known to be signed out without asking (issue 17,
 * src/shared/session-hint.ts).
 */

export const SESSION_KEY = ["/api/auth/user"] as const;

export interface SessionState {
  /** The signed-in user, or null (signed out, not known yet, or the request failed). */
  readonly user: AuthUser | null;
  /** True until the first answer (as TanStack Query's `isLoading` was for the user query). */
  readonly isLoading: boolean;
}

/** What the prerendered HTML was rendered with: nobody known yet. */
const PENDING: SessionState = { user: null, isLoading: true };

let state: SessionState = PENDING;
let started = false;
/** Bumped by every load and every direct write, so a stale answer never overwrites a newer one. */
let generation = 0;
const listeners = new Set<() => void>();

function publish(next: SessionState): void {
  if (next.user === state.user && next.isLoading === state.isLoading) return;
  state = next;
  for (const listener of listeners) listener();
}

async function fetchUser(): Promise<AuthUser | null> {
  const res = await fetch(SESSION_KEY.join("/"), { credentials: "include" });
  if (res.status === 401) return null;
  // Any other failure counts as no answer (loadSession); api.ts, with spec §8's error text, is
  // not the shell's to load for it.
  if (!res.ok) throw new Error(`${res.status}: ${res.statusText}`);
  return (await res.json()) as AuthUser;
}

/**
 * Asks the server who is signed in (again). A failed first answer counts as signed out; a failed
 * later one keeps what was known, as the query cache kept its data after a failed refetch.
 */
export async function loadSession(): Promise<void> {
  started = true;
  const mine = ++generation;
  if (typeof document === "undefined" || !hasSessionHint(document.cookie)) {
    publish({ user: null, isLoading: false });
    return;
  }
  let user: AuthUser | null;
  try {
    user = await fetchUser();
  } catch {
    if (mine === generation) publish({ user: state.user, isLoading: false });
    return;
  }
  if (mine === generation) publish({ user, isLoading: false });
}

/** Starts the first load once, in the browser (main.tsx calls it before the page's code loads). */
export function startSession(): void {
  if (started || typeof document === "undefined") return;
  void loadSession();
}

/** Sets the signed-in user directly (an account page's answer, a test's founder). */
export function setSessionUser(user: AuthUser | null): void {
  started = true;
  if (user === state.user && !state.isLoading) return;
  generation += 1;
  publish({ user, isLoading: false });
}

/** Back to "not known yet", as the prerenderer sees it (tests). */
export function resetSession(): void {
  started = false;
  generation += 1;
  publish(PENDING);
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  startSession();
  return () => {
    listeners.delete(listener);
  };
}

export function sessionSnapshot(): SessionState {
  return state;
}

/**
 * The state hydration starts from. In the browser that is always what the prerenderer rendered
 * (nobody known yet), even when the answer arrived before hydration: React then re-renders with
 * the answer, as it did when the query answered. On the server (the prerenderer, tests) it is the
 * store's own state.
 */
export function serverSessionSnapshot(): SessionState {
  return typeof document === "undefined" ? state : PENDING;
}
