import * as z from "zod/mini";

/**
 * Field builders shared by the modules' request schemas, so every tool answers a bad field with
 * the same kind of sentence: which field, what is wrong (issue 4: "a message a founder
 * understands"). Unknown fields are stripped by z.object; oversized strings are refused.
 * Written with zod/mini like every schema the browser runs (decision 009).
 */

/** A required text field: trimmed, not blank, at most `max` characters. */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .check(
      z.trim(),
      z.minLength(1, `${label} is required.`),
      z.maxLength(max, `${label} can be at most ${max} characters.`),
    );

/** An optional text field: trimmed, "" when absent, at most `max` characters. */
export const optionalText = (label: string, max: number) =>
  z._default(
    z.optional(
      z
        .string({ error: `${label} must be text.` })
        .check(z.trim(), z.maxLength(max, `${label} can be at most ${max} characters.`)),
    ),
    "",
  );

/** An optional choice from a list; "" or null (an unselected select) counts as absent. */
export function optionalChoice<const T extends readonly [string, ...string[]]>(
  label: string,
  values: T,
) {
  // The outer optional makes the key optional; the inner one takes "" and null, mapped to absent.
  return z.optional(
    z.pipe(
      z.transform((value: unknown) => (value === "" || value === null ? undefined : value)),
      z.optional(z.enum(values, { error: `${label} must be one of: ${values.join(", ")}.` })),
    ),
  );
}

/** A required choice from a list. */
export function requiredChoice<const T extends readonly [string, ...string[]]>(
  label: string,
  values: T,
) {
  return z.pipe(
    z.transform((value: unknown) => (typeof value === "string" ? value.trim() : value)),
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
  const list = z
    .array(z.enum(values, { error: `${label} may only contain: ${values.join(", ")}.` }), {
      error: `${label} must be a list.`,
    })
    .check(z.maxLength(values.length, `${label} has more entries than there are options.`));
  return z._default(
    z.optional(
      z.pipe(
        list,
        z.transform((chosen: T[number][]) => [...new Set(chosen)]),
      ),
    ),
    [],
  );
}

/** Regenerate's counter: a whole number (or numeric text), 0 when absent. */
export const variantField = z._default(
  z.optional(
    z.coerce
      .number({ error: "variant must be a whole number." })
      .check(
        z.int("variant must be a whole number."),
        z.gte(0, "variant must be 0 or more."),
        z.lte(1_000_000, "variant must be at most 1000000."),
      ),
  ),
  0,
);
