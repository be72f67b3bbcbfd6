import { useQuery } from "@tanstack/react-query";
import type { AuthUser } from "../../shared/user";
import { getQueryFn } from "./api";

/**
 * Signed in when the user query returns a user object (spec §4); no retry on failure.
 * `readOnly`: the trial or plan has ended (issue 15): work can be read and exported as Markdown,
 * nothing new made. The server refuses the rest with 402 anyway; this only greys the buttons.
 */
export function useAuth() {
  const { data, isLoading } = useQuery<AuthUser | null>({
    queryKey: ["/api/auth/user"],
    queryFn: getQueryFn<AuthUser>({ on401: "returnNull" }),
  });
  return {
    user: data ?? null,
    isLoading,
    isAuthenticated: Boolean(data),
    readOnly: data?.access === "read_only",
  };
}
