import { ChevronDown } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { PHASES } from "../../../modules/define-module";
import { cn } from "../../lib/cn";
import { useModules } from "../../lib/modules";
import { navLinkBase, navLinkIdle } from "./nav-styles";

/**
 * The Modules dropdown of spec §2: the nine service pages by phase. Built as a disclosure (a
 * button that shows a panel of links), the WAI-ARIA pattern for site navigation, rather than an
 * application menu: it costs a few hundred bytes instead of a menu library on every page.
 * Escape, a click outside, focus moving elsewhere and a route change all close it.
 */
export function ModulesMenu() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const modules = useModules();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing on every route change is the point.
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("focusin", onFocusIn);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("focusin", onFocusIn);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        className={cn(
          navLinkBase,
          "inline-flex items-center gap-1",
          open ? "text-foreground" : navLinkIdle,
        )}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        Modules
        <ChevronDown
          className={cn("size-4 transition-transform duration-150", open && "rotate-180")}
          aria-hidden="true"
        />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute left-0 top-full z-50 mt-2 w-[36rem] rounded-card border border-border bg-background p-4 shadow-lg animate-fade-in"
      >
        <div className="grid grid-cols-3 gap-4">
          {PHASES.map((phase) => (
            <div key={phase.id}>
              <p className="px-2 pb-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                Phase {phase.id}
                <span className="block font-medium normal-case tracking-normal">{phase.name}</span>
              </p>
              <ul className="space-y-1">
                {modules
                  .filter((m) => m.phase === phase.id)
                  .map((module) => (
                    <li key={module.serviceSlug}>
                      <Link
                        to={`/services/${module.serviceSlug}`}
                        className="block rounded-md px-2 py-2 text-sm text-foreground hover:bg-primary-soft hover:text-primary focus-visible:bg-primary-soft"
                      >
                        {module.name}
                      </Link>
                    </li>
                  ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
