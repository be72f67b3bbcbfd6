/**
 * Reading a saved project's inputData back into a tool's form ('Edit', GUIDE §2). The inputs were
 * checked by the server when they were sent, but a project outlives form changes, so each field
 * is taken only when it is still one the form accepts; anything else keeps the form's default.
 * Each tool's `prefill.ts` builds its form values with these.
 */

export type ProjectInput = Record<string, unknown> | null | undefined;

/** A text field, cut to the form's maximum; "" when absent. */
export function text(input: ProjectInput, key: string, max: number): string {
  const value = input?.[key];
  return typeof value === "string" ? value.slice(0, max) : "";
}

/** A select's value when it is still one of the options. */
export function oneOf<T extends string>(
  input: ProjectInput,
  key: string,
  allowed: readonly T[],
): T | undefined {
  const value = input?.[key];
  return typeof value === "string" && (allowed as readonly string[]).includes(value)
    ? (value as T)
    : undefined;
}

/** A multi-select's values still on offer, in the options' order. */
export function listOf<T extends string>(
  input: ProjectInput,
  key: string,
  allowed: readonly T[],
): T[] {
  const value = input?.[key];
  if (!Array.isArray(value)) return [];
  const chosen = new Set(value.filter((item): item is string => typeof item === "string"));
  return allowed.filter((item) => chosen.has(item));
}

/** The `value`s of an option list of `{ value, label }`. */
export const valuesOf = <T extends { value: string }>(list: readonly T[]) =>
  list.map((item) => item.value);
