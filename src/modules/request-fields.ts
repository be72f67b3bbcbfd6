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

/** A form's number field as sent: "" or null is absent, numeric text is read as a number. */
function formNumber(value: unknown): unknown {
  if (value === "" || value === null) return undefined;
  if (typeof value === "string" && value.trim() !== "") return Number(value.trim());
  return value;
}

/**
 * An optional number from a form, between `min` (default 0) and `max`, in `unit` when it has
 * one ("US dollars", "percent"); `whole` refuses fractions. Each refusal is a sentence naming the
 * field: "Monthly churn cannot be negative.", "Founders can be at most 10."
 */
export function optionalNumber(
  label: string,
  options: { min?: number; max: number; unit?: string; whole?: boolean },
) {
  const { min = 0, max, unit = "", whole = false } = options;
  const number = z
    .number({ error: `${label} must be a number${unit ? ` of ${unit}` : ""}.` })
    .check(
      z.refine((value) => !whole || Number.isInteger(value), `${label} must be a whole number.`),
      z.gte(
        min,
        min === 0
          ? `${label} cannot be negative.`
          : `${label} must be at least ${min.toLocaleString("en-US")}.`,
      ),
      z.lte(
        max,
        unit === "percent"
          ? `${label} is a percentage: at most ${max}.`
          : `${label} can be at most ${max.toLocaleString("en-US")}${unit ? ` ${unit}` : ""}.`,
      ),
    );
  return z.optional(z.pipe(z.transform(formNumber), z.optional(number)));
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** An optional date written YYYY-MM-DD (trimmed; "" or null is absent), a real calendar day. */
export function optionalIsoDate(label: string) {
  return z.optional(
    z.pipe(
      z.transform((value: unknown) =>
        value === null || (typeof value === "string" && value.trim() === "")
          ? undefined
          : typeof value === "string"
            ? value.trim()
            : value,
      ),
      z.optional(
        z
          .string({ error: `${label} must be a date written YYYY-MM-DD.` })
          .check(
            z.refine(
              isIsoDate,
              `${label} must be a real date written YYYY-MM-DD, e.g. 2026-03-02.`,
            ),
          ),
      ),
    ),
  );
}
