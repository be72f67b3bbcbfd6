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
  refuseUnstorable(body);
  return body;
}

/** Deeper than any body of ours nests; far below what JSON.stringify and jsonb can take. */
export const MAX_JSON_DEPTH = 64;

/**
 * What no endpoint stores, checked once for every JSON body (found by the HTTP fuzz test, issue
 * 17, each a 500 at the insert before): the NUL character (U+0000), which PostgreSQL's text and
 * jsonb cannot hold, and unpaired UTF-16 surrogates, which jsonb refuses, in any string or key;
 * and nesting deeper than MAX_JSON_DEPTH, which
 * overflows the stack of whatever walks it later. Refused with 400 naming the field.
 */
export function refuseUnstorable(body: unknown): void {
  const stack: { value: unknown; path: string[] }[] = [{ value: body, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value === "string") {
      const problem = unstorableText(value);
      if (problem) throw unstorable(path, problem);
      continue;
    }
    if (value === null || typeof value !== "object") continue;
    if (path.length >= MAX_JSON_DEPTH) {
      throw unstorable(path.slice(0, 3), `nested more than ${MAX_JSON_DEPTH} levels deep`);
    }
    for (const [key, child] of Object.entries(value)) {
      const problem = unstorableText(key);
      if (problem) throw unstorable(path, `a key: ${problem}`);
      stack.push({ value: child, path: [...path, key] });
    }
  }
}

/** A surrogate half without its other half: not Unicode, refused by jsonb's parser. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function unstorableText(text: string): string | null {
  if (text.includes("\u0000")) return "text may not contain the NUL character (U+0000)";
  if (LONE_SURROGATE.test(text))
    return "text may not contain an unpaired surrogate (invalid Unicode)";
  return null;
}

function unstorable(path: string[], problem: string): AppError {
  const field = path.length > 0 ? path.join(".") : "body";
  return new AppError("validation_failed", `Please check the request. ${field}: ${problem}.`);
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
