import { lazy, Suspense } from "react";
import { useToasts } from "../lib/toast-store";

const Toaster = lazy(() => import("../components/ui/toast"));

/** Mounts the toast area once the first toast exists, then keeps it. */
export function LazyToaster() {
  const toasts = useToasts();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
