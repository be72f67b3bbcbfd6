import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

/** Soft badges; the difficulty colours of spec §9 are low/medium/high. */
const VARIANTS = {
  default: "bg-primary-soft text-primary",
  neutral: "bg-slate-100 text-slate-700",
  success: "bg-accent-soft text-emerald-800",
  low: "bg-green-100 text-green-800",
  medium: "bg-yellow-100 text-yellow-800",
  high: "bg-red-100 text-red-800",
  outline: "border border-border text-foreground",
} as const;

/** The class string class-variance-authority wrote (decision 036: plain tables, no library). */
export function badgeVariants({
  variant = "default",
}: {
  variant?: keyof typeof VARIANTS;
} = {}): string {
  return `inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ${VARIANTS[variant]}`;
}

export function Badge({
  className,
  variant,
  ...props
}: ComponentProps<"span"> & { variant?: keyof typeof VARIANTS }) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
