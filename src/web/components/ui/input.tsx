import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

export const fieldClasses =
  "w-full rounded-lg border border-border bg-background px-3 text-sm text-foreground placeholder:text-slate-500 transition-colors focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(fieldClasses, "h-10", className)} {...props} />;
}
