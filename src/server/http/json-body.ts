import type { Context } from "hono";
import { z } from "zod";
import { AppError } from "../../shared/errors";

/**
 * Reads a JSON request body and validates it with a zod schema. Every failure is a clear 4xx:
 * 415 for another content type, 400 for malformed JSON or a field that breaks the schema (the
 * message names the field). Body size is capped earlier, by the body-limit middleware.
 */
export async function readJson<T extends z.core.$ZodType>(
  c: Context,
  schema: T,
): Promise<z.output<T>> {
  return validateBody(schema, await readJsonValue(c));
}

/** A value checked with a schema: 400 naming the field that breaks it. */
export function validateBody<T extends z.core.$ZodType>(schema: T, body: unknown): z.output<T> {
  const parsed = z.safeParse(schema, body);
  if (!parsed.success) throw new AppError("validation_failed", describeIssues(parsed.error));
  return parsed.data;
}

/** The request body as parsed JSON, not yet validated (415, 400 as readJson). */
export async function readJsonValue(c: Context): Promise<unknown> {
  const contentType = c.req.header("content-type") ?? "";
  if (!/^application\/(.+\+)?json\b/i.test(contentType)) {
    throw new AppError(
      "unsupported_media_type",
      "Send the request body as JSON with the header Content-Type: application/json.",
    );
  }
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    throw new AppError("invalid_json", "The request body is not valid JSON.");
  }
  return body;
}

/** A founder-readable sentence from zod's issues: which field, what is wrong. */
export function describeIssues(error: z.ZodError): string {
  const parts = error.issues.slice(0, 3).map((issue) => {
    const field = issue.path.length > 0 ? issue.path.join(".") : "body";
    return `${field}: ${issue.message.replace(/[.\s]+$/, "")}`;
  });
  const more = error.issues.length > 3 ? ` (and ${error.issues.length - 3} more)` : "";
  return `Please check the request. ${parts.join("; ")}${more}.`;
}
