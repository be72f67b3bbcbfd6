import { lazy, Suspense } from "react";
import { useToasts } from "../lib/toast-store";

const importToaster = () => import("../components/ui/toast");
let toasterModule: ReturnType<typeof importToaster> | undefined;
const loadToaster = () => {
  toasterModule ??= importToaster();
  return toasterModule;
};

const Toaster = lazy(loadToaster);

/**
 * Resolves once the toast area's code is loaded (it loads on the first toast), so a caller that
 * shows a toast and then leaves the page can give the founder time to read it: the spec's
 * 'Unauthorized' toast, then the login page 500 ms later. Never rejects.
 */
export function toasterReady(): Promise<void> {
  return loadToaster().then(
    () => undefined,
    () => undefined,
  );
}

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
