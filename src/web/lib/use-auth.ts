import { useSyncExternalStore } from "react";
import { serverSessionSnapshot, sessionSnapshot, subscribeSession } from "./session";

/**
 * Signed in when GET /api/auth/user returns a user object (spec §4); no retry on failure.
 * `readOnly`: the trial or plan has ended (issue 15): work can be read and exported as Markdown,
 * nothing new made. The server refuses the rest with 402 anyway; this only greys the buttons.
 * A visitor without the signed-in hint cookie is known to be signed out without asking, so
 * public pages make no request that answers 401 (issue 17; src/shared/session-hint.ts).
 * The answer lives in the session store (`lib/session.ts`), which the query cache keeps in step
 * with; reading it needs no query library (decision 036).
 */
export function useAuth() {
  const { user, isLoading } = useSyncExternalStore(
    subscribeSession,
    sessionSnapshot,
    serverSessionSnapshot,
  );
  return {
    user,
    isLoading,
    isAuthenticated: Boolean(user),
    readOnly: user?.access === "read_only",
  };
}
