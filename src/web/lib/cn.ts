import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names (conditionally). It does not merge conflicting Tailwind utilities (that
 * library cost 8 KB of every page's JavaScript: docs/decisions/005): a component's variants and a
 * caller's className must not set the same property. To override a variant's utility on
 * purpose, use Tailwind's important modifier, e.g. `className="border-white!"`.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
