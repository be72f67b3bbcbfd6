import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useAuth } from "../lib/use-auth";
import { Button } from "./ui/button";

/**
 * A free-trial call to action for visitors; a signed-in founder, who has the trial or a plan
 * already, is sent to the dashboard instead (issue 12). Prerendered pages show the visitor's
 * version until the session is known.
 */
export function TrialOrDashboard({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useAuth();
  if (!isAuthenticated) return children;
  return (
    <Button asChild size="lg">
      <Link to="/dashboard">
        Go to your dashboard
        <ArrowRight aria-hidden="true" />
      </Link>
    </Button>
  );
}
