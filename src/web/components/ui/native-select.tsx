import { ChevronDown } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";
import { fieldClasses } from "./input";

/**
 * A native select with the house chevron: light, keyboard- and screen-reader-friendly, and it
 * can carry `required` (a Radix select cannot). Used by the contact form and the tool forms.
 */
export function NativeSelect({
  className,
  wrapperClassName = "mt-2",
  children,
  ...props
}: ComponentProps<"select"> & {
  /**
   * The wrapper's classes, which hold the chevron over the select: a label's gap above it by
   * default; a table cell passes its own (no gap, a width for its longest option).
   */
  wrapperClassName?: string;
}) {
  return (
    <div className={cn("relative", wrapperClassName)}>
      <select
        className={cn(fieldClasses, "h-10 scroll-mt-28 appearance-none pr-10", className)}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 opacity-60"
        aria-hidden="true"
      />
    </div>
  );
}
