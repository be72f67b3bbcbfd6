import { useQuery } from "@tanstack/react-query";
import { hasSessionHint } from "../../shared/session-hint";
import type { AuthUser } from "../../shared/user";
import { getQueryFn } from "./api";

const fetchUser = getQueryFn<AuthUser>({ on401: "returnNull" });

/**
 * Signed in when the user query returns a user object (spec §4); no retry on failure.
 * `readOnly`: the trial or plan has ended (issue 15): work can be read and exported as Markdown,
 * nothing new made. The server refuses the rest with 402 anyway; this only greys the buttons.
 * A visitor without the signed-in hint cookie is known to be signed out without asking, so
 * public pages make no request that answers 401 (issue 17; src/shared/session-hint.ts).
 */
export function useAuth() {
  const { data, isLoading } = useQuery<AuthUser | null>({
    queryKey: ["/api/auth/user"],
    queryFn: (context) =>
      typeof document === "undefined" || !hasSessionHint(document.cookie)
        ? null
        : fetchUser(context),
  });
  return {
    user: data ?? null,
    isLoading,
    isAuthenticated: Boolean(data),
    readOnly: data?.access === "read_only",
  };
}
