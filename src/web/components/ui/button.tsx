import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";
import { Slot } from "./slot";

// Plain tables rather than class-variance-authority: the button is in every page's core chunk
// (decision 036). The class string is the one cva wrote: base, variant, size.
const BASE =
  "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-lg text-sm font-semibold transition-colors duration-150 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0";
const VARIANTS = {
  primary: "bg-primary text-primary-foreground hover:bg-primary-hover",
  secondary: "bg-primary-soft text-primary hover:bg-indigo-100",
  outline: "border border-border bg-background text-foreground hover:bg-muted",
  ghost: "text-foreground hover:bg-muted",
  destructive: "bg-destructive text-destructive-foreground hover:bg-red-800",
  link: "text-primary underline-offset-4 hover:underline",
} as const;
const SIZES = {
  sm: "h-8 px-3",
  md: "h-10 px-4",
  lg: "h-12 px-6 text-base",
  icon: "size-10",
} as const;

export interface ButtonVariants {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
}

export function buttonVariants({ variant = "primary", size = "md" }: ButtonVariants = {}): string {
  return `${BASE} ${VARIANTS[variant]} ${SIZES[size]}`;
}

export type ButtonProps = ComponentProps<"button"> &
  ButtonVariants & {
    /** Render the child element (a link) with the button's look. */
    asChild?: boolean;
  };

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Component = asChild ? Slot : "button";
  return (
    <Component
      data-button=""
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    />
  );
}
