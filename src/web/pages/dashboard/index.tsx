import { lazy, Suspense, useEffect } from "react";
import { useVenturesListing, useWorkspaceListing } from "../../lib/workspace/listing-query";
import { RECENT_WORK_LIMIT } from "../../lib/workspace/projects";
import { useRequireSignIn } from "../../lib/workspace/require-sign-in";
import { DashboardSkeleton } from "./skeleton";

const loadContent = () => import("./content");
const DashboardContent = lazy(loadContent);

/**
 * /dashboard (spec §2, §4, §9; issue 6): a skeleton while the user and the workspace load; then
 * the dashboard's content (content.tsx). Signed out: the 'Unauthorized' toast and, 500 ms later,
 * the login page. What the prerendered skeleton needs to hydrate is all this page loads first:
 * once the founder is known, the workspace's and the ventures' requests start and the content's
 * code loads beside them, read by the content when both have arrived (decision 036).
 */
export default function DashboardPage() {
  const { user, isLoading } = useRequireSignIn("/dashboard");
  const workspace = useWorkspaceListing(Boolean(user), RECENT_WORK_LIMIT);
  useVenturesListing(Boolean(user));
  useEffect(() => {
    if (user) void loadContent();
  }, [user]);

  if (isLoading || !user || workspace.isPending) return <DashboardSkeleton />;
  return (
    <Suspense fallback={<DashboardSkeleton />}>
      <DashboardContent user={user} />
    </Suspense>
  );
}
