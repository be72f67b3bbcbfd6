import { X } from "lucide-react";
import { Toast as ToastPrimitive } from "radix-ui";
import { cn } from "../../lib/cn";
import { dismissToast, TOAST_DURATION_MS, useToasts } from "../../lib/toast-store";

/** Spec §9: swipe right to dismiss past 50 px; F8 focuses the toast viewport. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ["F8"];

/**
 * The toast area: one Radix toast per store entry, bottom right, above everything. It is loaded
 * with the first toast (src/web/app/lazy-toaster.tsx), so pages that never toast never pay for it.
 */
export default function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
      {toasts.map(({ id, title, description, action, variant = "default", open }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
          data-variant={variant}
          data-toast-id={id}
          className={cn(
            "group pointer-events-auto relative flex w-full items-start justify-between gap-4 rounded-card border p-4 pr-10 shadow-lg animate-slide-in-right",
            "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-full data-[state=closed]:hidden",
            variant === "destructive"
              ? "border-red-700 bg-destructive text-destructive-foreground"
              : "border-border bg-background text-foreground",
          )}
        >
          <div className="grid gap-1">
            {title ? (
              <ToastPrimitive.Title className="text-sm font-semibold">{title}</ToastPrimitive.Title>
            ) : null}
            {description ? (
              <ToastPrimitive.Description className="text-sm opacity-90">
                {description}
              </ToastPrimitive.Description>
            ) : null}
          </div>
          {action ? (
            <ToastPrimitive.Action
              altText={action.altText}
              onClick={action.onClick}
              className="inline-flex h-8 shrink-0 items-center justify-center self-center rounded-md border border-current/30 px-3 text-sm font-semibold hover:bg-black/5"
            >
              {action.label}
            </ToastPrimitive.Action>
          ) : null}
          <ToastPrimitive.Close
            className="absolute right-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100"
            aria-label="Close"
          >
            <X className="size-4" aria-hidden="true" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={TOAST_HOTKEY}
        className="fixed bottom-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:max-w-md"
      />
    </ToastPrimitive.Provider>
  );
}
