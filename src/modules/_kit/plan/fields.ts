import * as z from "zod/mini";

/**
 * Number and date fields of the planning modules' own questions, apart from request-fields.ts
 * so the free tools' pages (which load that file) do not carry them. Same rule: an empty form
 * field is absent, and each refusal is a sentence naming the field.
 */
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
