import { X } from "lucide-react";
import { type PointerEvent, useEffect, useRef, useState } from "react";
import { cn } from "../../lib/cn";
import {
  dismissToast,
  peekToasts,
  TOAST_DURATION_MS,
  type ToastItem,
  useToasts,
} from "../../lib/toast-store";

/** Spec §9: swipe right to dismiss past 50 px; F8 focuses the toast viewport. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = "F8";
/** The region's name, as screen readers list it among the page's landmarks. */
export const TOAST_REGION_LABEL = `Notifications (${TOAST_HOTKEY})`;
/** Overlays that close on Escape themselves. */
const OVERLAYS = '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]';
/** How long the announcement stays in the live region (long enough to be read out once). */
const ANNOUNCE_MS = 1000;

/**
 * The toast area: one toast per open store entry, bottom right, above everything. It is loaded
 * with the first toast (src/web/app/lazy-toaster.tsx), so pages that never toast never pay for it.
 *
 * Our own, in the markup and behaviour Radix's toast had (decision 036, addendum 2): that library
 * and the primitives it brings (Slot, Presence, Collection, DismissableLayer) were 13.7 KB gzip of
 * every tool page, whose success toast comes with the first result. What it keeps: a labelled
 * region whose list F8 focuses; each toast a list item that closes after 5000 ms, the
 * timer paused while the pointer is over the area, focus is in it or the window is in the
 * background; Escape closes it (unless a dialog or menu has the focus); a swipe right past 50 px dismisses it; the text
 * (the action's alternative instead of its label) is announced through a live region.
 */
export default function Toaster() {
  const toasts = useToasts().filter((item) => item.open);
  const region = useRef<HTMLElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const [paused, setPaused] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const hasToasts = toasts.length > 0;

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code === TOAST_HOTKEY) list.current?.focus();
      // Escape closes the toast on screen, as Radix's did, unless an overlay that Escape closes
      // (a dialog, a menu, a list box) has the focus: that overlay is the one Escape is for.
      if (event.key !== "Escape" || event.defaultPrevented) return;
      const focused = document.activeElement;
      if (focused?.closest(OVERLAYS) && !region.current?.contains(focused)) return;
      const open = peekToasts().find((item) => item.open);
      if (!open) return;
      if (region.current?.contains(focused)) list.current?.focus();
      dismissToast(open.id);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  useEffect(() => {
    const wrapper = region.current;
    if (!hasToasts || !wrapper) return;
    const pause = () => setPaused(true);
    const resume = () => setPaused(false);
    const onFocusOut = (event: FocusEvent) => {
      if (!wrapper.contains(event.relatedTarget as Node | null)) resume();
    };
    const onPointerLeave = () => {
      if (!wrapper.contains(document.activeElement)) resume();
    };
    // One signal removes every listener below when the toasts are gone.
    const listening = new AbortController();
    const options = { signal: listening.signal };
    wrapper.addEventListener("focusin", pause, options);
    wrapper.addEventListener("focusout", onFocusOut, options);
    wrapper.addEventListener("pointermove", pause, options);
    wrapper.addEventListener("pointerleave", onPointerLeave, options);
    window.addEventListener("blur", pause, options);
    window.addEventListener("focus", resume, options);
    return () => {
      listening.abort();
      setPaused(false);
    };
  }, [hasToasts]);

  useEffect(() => {
    if (!announcement) return;
    const timer = setTimeout(() => setAnnouncement(""), ANNOUNCE_MS);
    return () => clearTimeout(timer);
  }, [announcement]);

  return (
    <>
      <section
        ref={region}
        aria-label={TOAST_REGION_LABEL}
        tabIndex={-1}
        style={hasToasts ? undefined : { pointerEvents: "none" }}
        // A press on a toast is not a press outside an open dialog or menu (Radix's overlays
        // listen on the document), which would close it under the founder's hand.
        onPointerDown={(event) => event.stopPropagation()}
      >
        <ol
          ref={list}
          tabIndex={-1}
          className="fixed bottom-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:max-w-md"
        >
          {toasts.map((item) => (
            <ToastCard
              key={item.id}
              item={item}
              paused={paused}
              onShown={setAnnouncement}
              onClose={(node) => {
                if (node?.contains(document.activeElement)) list.current?.focus();
                dismissToast(item.id);
              }}
            />
          ))}
        </ol>
      </section>
      <div role="status" aria-live="assertive" aria-atomic="true" className="sr-only">
        {announcement}
      </div>
    </>
  );
}

interface ToastCardProps {
  item: ToastItem;
  paused: boolean;
  /** Called a frame after the toast is on screen with the words to announce. */
  onShown: (text: string) => void;
  onClose: (node: HTMLLIElement | null) => void;
}

function ToastCard({ item, paused, onShown, onClose }: ToastCardProps) {
  const { title, description, action, variant = "default" } = item;
  const node = useRef<HTMLLIElement>(null);
  const remaining = useRef(TOAST_DURATION_MS);
  const close = () => onClose(node.current);
  const closeRef = useRef(close);
  closeRef.current = close;
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const swipeDelta = useRef<number | null>(null);

  // The close timer runs while the area is not paused, and resumes with what was left.
  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => closeRef.current(), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused]);

  // Announced a frame later, into a live region that is already there, so it is read out.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const words = [...(node.current?.querySelectorAll("[data-toast-text]") ?? [])].map(
        (element) => element.textContent ?? "",
      );
      if (action) words.push(action.altText);
      onShown(["Notification", ...words].join(" ").trim());
    });
    return () => cancelAnimationFrame(frame);
  }, [action, onShown]);

  const setSwipe = (element: HTMLElement, state: string, x?: number) => {
    element.setAttribute("data-swipe", state);
    if (x === undefined) element.style.removeProperty("--toast-swipe-move-x");
    else element.style.setProperty("--toast-swipe-move-x", `${x}px`);
  };

  const onPointerMove = (event: PointerEvent<HTMLLIElement>) => {
    const start = swipeStart.current;
    if (!start) return;
    const x = event.clientX - start.x;
    const y = event.clientY - start.y;
    const delta = Math.max(0, x);
    const buffer = event.pointerType === "touch" ? 10 : 2;
    if (swipeDelta.current !== null) {
      swipeDelta.current = delta;
      setSwipe(event.currentTarget, "move", delta);
    } else if (delta > buffer) {
      swipeDelta.current = delta;
      setSwipe(event.currentTarget, "start");
      (event.target as Element).setPointerCapture(event.pointerId);
    } else if (Math.abs(x) > buffer || Math.abs(y) > buffer) {
      swipeStart.current = null;
    }
  };

  const onPointerUp = (event: PointerEvent<HTMLLIElement>) => {
    const target = event.target as Element;
    if (target.hasPointerCapture(event.pointerId)) target.releasePointerCapture(event.pointerId);
    const delta = swipeDelta.current;
    swipeStart.current = null;
    swipeDelta.current = null;
    if (delta === null) return;
    // A swipe is not a click on the toast's buttons.
    event.currentTarget.addEventListener("click", (click) => click.preventDefault(), {
      once: true,
    });
    if (delta > TOAST_SWIPE_THRESHOLD_PX) {
      setSwipe(event.currentTarget, "end");
      close();
    } else {
      setSwipe(event.currentTarget, "cancel");
    }
  };

  return (
    <li
      ref={node}
      data-state="open"
      data-swipe-direction="right"
      data-variant={variant}
      data-toast-id={item.id}
      style={{ userSelect: "none", touchAction: "none" }}
      onPointerDown={(event) => {
        if (event.button === 0) swipeStart.current = { x: event.clientX, y: event.clientY };
      }}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      className={cn(
        "group pointer-events-auto relative flex w-full items-start justify-between gap-4 rounded-card border p-4 pr-10 shadow-lg animate-slide-in-right",
        "data-[swipe=move]:translate-x-[var(--toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-full",
        variant === "destructive"
          ? "border-red-700 bg-destructive text-destructive-foreground"
          : "border-border bg-background text-foreground",
      )}
    >
      <div className="grid gap-1">
        {title ? (
          <div data-toast-text="" className="text-sm font-semibold">
            {title}
          </div>
        ) : null}
        {description ? (
          <div data-toast-text="" className="text-sm opacity-90">
            {description}
          </div>
        ) : null}
      </div>
      {action ? (
        <button
          type="button"
          onClick={(event) => {
            action.onClick();
            if (!event.defaultPrevented) close();
          }}
          className="inline-flex h-8 shrink-0 items-center justify-center self-center rounded-md border border-current/30 px-3 text-sm font-semibold hover:bg-black/5"
        >
          {action.label}
        </button>
      ) : null}
      <button
        type="button"
        onClick={(event) => {
          if (!event.defaultPrevented) close();
        }}
        className="absolute right-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100"
        aria-label="Close"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </li>
  );
}
