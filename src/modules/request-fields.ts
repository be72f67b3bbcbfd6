import { z } from "zod";

/**
 * Field builders shared by the modules' request schemas, so every tool answers a bad field with
 * the same kind of sentence: which field, what is wrong (issue 4: "a message a founder
 * understands"). Unknown fields are stripped by z.object; oversized strings are refused.
 */

/** A required text field: trimmed, not blank, at most `max` characters. */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} can be at most ${max} characters.`);

/** An optional text field: trimmed, "" when absent, at most `max` characters. */
export const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} can be at most ${max} characters.`)
    .optional()
    .default("");

/** An optional choice from a list; "" or null (an unselected select) counts as absent. */
export function optionalChoice<const T extends readonly [string, ...string[]]>(
  label: string,
  values: T,
) {
  return z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    z.enum(values, { error: `${label} must be one of: ${values.join(", ")}.` }).optional(),
  );
}

/** A required choice from a list. */
export function requiredChoice<const T extends readonly [string, ...string[]]>(
  label: string,
  values: T,
) {
  return z.preprocess(
    (value) => (typeof value === "string" ? value.trim() : value),
    z.enum(values, {
      error: (issue) =>
        issue.input === undefined || issue.input === ""
          ? `${label} is required.`
          : `${label} must be one of: ${values.join(", ")}.`,
    }),
  );
}

/** A list of choices, each from `values`, without repeats. */
export function choiceList<const T extends readonly [string, ...string[]]>(
  label: string,
  values: T,
) {
  return z
    .array(z.enum(values, { error: `${label} may only contain: ${values.join(", ")}.` }), {
      error: `${label} must be a list.`,
    })
    .max(values.length, `${label} has more entries than there are options.`)
    .transform((list) => [...new Set(list)])
    .optional()
    .default([]);
}

/** Regenerate's counter: a whole number (or numeric text), 0 when absent. */
export const variantField = z.coerce
  .number({ error: "variant must be a whole number." })
  .int("variant must be a whole number.")
  .min(0, "variant must be 0 or more.")
  .max(1_000_000, "variant must be at most 1000000.")
  .optional()
  .default(0);
