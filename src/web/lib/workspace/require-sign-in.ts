import { useEffect } from "react";
import { toastShown } from "../../app/lazy-toaster";
import { toast } from "../toast-store";
import { useAuth } from "../use-auth";
import { loginFor, REDIRECT_DELAY_MS } from "./projects";

/**
 * The signed-in pages' guard (spec §4, §8): once the user query has answered and there is no
 * user, the 'Unauthorized' toast, then after 500 ms a full navigation to the login page, which
 * brings the founder back to `returnTo`. The 500 ms start once the toast is on screen (its
 * code loads with the first toast), so a slow connection does not navigate away unread.
 */
export function useRequireSignIn(returnTo: string) {
  const auth = useAuth();
  const signedOut = !auth.isLoading && !auth.user;
  useEffect(() => {
    if (!signedOut) return;
    const { id } = toast({
      variant: "destructive",
      title: "Unauthorized",
      description: "You are logged out. Logging in again...",
    });
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelled = false;
    void toastShown(id).then(() => {
      if (cancelled) return;
      timer = setTimeout(() => window.location.assign(loginFor(returnTo)), REDIRECT_DELAY_MS);
    });
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [signedOut, returnTo]);
  return { ...auth, signedOut };
}
