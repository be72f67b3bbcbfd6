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
 * Resolves once the toast `id` is on screen (the toast area's code loads with the first toast,
 * then Radix renders into its viewport), or after `maxWaitMs` if it never shows, so a caller that
 * shows a toast and then leaves the page gives the founder the time to read it: the spec's
 * 'Unauthorized' toast, then the login page 500 ms later. Never rejects.
 */
export function toastShown(id: string, maxWaitMs = 5000): Promise<void> {
  const selector = `[data-toast-id="${CSS.escape(id)}"]`;
  if (document.querySelector(selector)) return Promise.resolve();
  void loadToaster().catch(() => undefined);
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new MutationObserver(() => {
      if (document.querySelector(selector)) done();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = setTimeout(done, maxWaitMs);
  });
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
