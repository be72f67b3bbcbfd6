import { Badge } from "../../components/ui/badge";
import { useAuth } from "../use-auth";

/**
 * A tool page's badge: spec §2's 'FREE VERSION' for a visitor; a signed-in founder's results are
 * saved to their workspace, so they are told that instead (issue 12).
 */
export function ToolBadge() {
  const { isAuthenticated } = useAuth();
  return isAuthenticated ? (
    <Badge>IN YOUR WORKSPACE</Badge>
  ) : (
    <Badge variant="success">FREE VERSION</Badge>
  );
}

/** ' No account needed.' for a visitor, nothing for a signed-in founder. */
export function NoAccountNeeded() {
  const { isAuthenticated } = useAuth();
  return isAuthenticated ? null : <> No account needed.</>;
}
