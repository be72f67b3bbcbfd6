import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

/**
 * A form field's label; `required` adds the asterisk of spec §5 (the field itself carries
 * `required`). A plain <label>: Radix's Label adds nothing a native one lacks and would pull
 * the shared Radix chunk into every form page.
 */
export function Label({
  className,
  required,
  children,
  ...props
}: ComponentProps<"label"> & { required?: boolean }) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor or nest the control.
    <label className={cn("text-sm font-medium leading-none text-foreground", className)} {...props}>
      {children}
      {required ? (
        <span className="ml-0.5 text-destructive" aria-hidden="true">
          *
        </span>
      ) : null}
    </label>
  );
}
