import { useQuery } from "@tanstack/react-query";
import type { AuthUser } from "../../shared/user";
import { getQueryFn } from "./api";

/** Signed in when the user query returns a user object (spec §4); no retry on failure. */
export function useAuth() {
  const { data, isLoading } = useQuery<AuthUser | null>({
    queryKey: ["/api/auth/user"],
    queryFn: getQueryFn<AuthUser>({ on401: "returnNull" }),
  });
  return { user: data ?? null, isLoading, isAuthenticated: Boolean(data) };
}
