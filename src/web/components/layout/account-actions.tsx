import { Link } from "react-router";
import { useAuth } from "../../lib/use-auth";
import { Button } from "../ui/button";

/**
 * Dashboard when signed in; otherwise Login and Get Started. Login and sign-up are server routes
 * reached by full page navigation (spec §6), so they are plain <a>, not router links. Get Started
 * opens the login page on its create-account form.
 */
export function AccountActions({ onNavigate }: { onNavigate?: () => void }) {
  const { isAuthenticated } = useAuth();
  if (isAuthenticated) {
    return (
      <Button asChild>
        <Link to="/dashboard" onClick={onNavigate}>
          Dashboard
        </Link>
      </Button>
    );
  }
  return (
    <>
      <Button asChild variant="ghost">
        <a href="/api/login">Login</a>
      </Button>
      <Button asChild>
        <a href="/api/login?view=signup">Get Started</a>
      </Button>
    </>
  );
}
