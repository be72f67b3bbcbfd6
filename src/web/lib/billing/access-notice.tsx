import { lazy, Suspense } from "react";
import { LoadErrorBoundary } from "../../components/load-error-boundary";
import { useAuth } from "../use-auth";

const AccessBanner = lazy(() => import("../../components/access-banner"));

/**
 * Where the workspace shows the read-only or past-due banner (issue 15): the dashboard and a
 * project (the planning pages keep their own copy of these lines, plan-tool-page.tsx). Most founders need neither, so the banner's code loads only for those
 * who do (the tool pages have no bytes to spare, decision 005).
 */
export function AccessNotice({ className }: { className?: string }) {
  const { user } = useAuth();
  if (!user || (user.access !== "read_only" && !user.pastDue)) return null;
  return (
    <div className={className}>
      <LoadErrorBoundary title="A notice about your plan could not be loaded">
        <Suspense fallback={null}>
          <AccessBanner user={user} />
        </Suspense>
      </LoadErrorBoundary>
    </div>
  );
}
