import { useEffect } from "react";
import { toast } from "../../lib/toast-store";
import { useAuth } from "../../lib/use-auth";
import { loginFor, REDIRECT_DELAY_MS } from "./projects";

/**
 * The signed-in pages' guard (spec §4, §8): once the user query has answered and there is no
 * user, the 'Unauthorized' toast, then after 500 ms a full navigation to the login page, which
 * brings the founder back to `returnTo`.
 */
export function useRequireSignIn(returnTo: string) {
  const auth = useAuth();
  const signedOut = !auth.isLoading && !auth.user;
  useEffect(() => {
    if (!signedOut) return;
    toast({
      variant: "destructive",
      title: "Unauthorized",
      description: "You are logged out. Logging in again...",
    });
    const timer = setTimeout(() => window.location.assign(loginFor(returnTo)), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [signedOut, returnTo]);
  return { ...auth, signedOut };
}
