import type * as z from "zod/mini";

/**
 * Reading a model's text as the object it was asked for. Structured outputs usually give bare
 * JSON; servers without them (or "thinking" models) wrap it in code fences or reasoning, which is
 * peeled off here before parsing. Problems come back as short lines the repair prompt can quote.
 */

export type ParsedOutput =
  | { ok: true; value: unknown }
  | { ok: false; reason: "json" | "schema"; problems: string[] };

const MAX_PROBLEMS = 20;

/** The JSON object in a model's text: reasoning and code fences removed, braces matched. */
export function extractJson(text: string): string {
  const withoutThinking = text.replace(/<think(?:ing)?>[\s\S]*?<\/think(?:ing)?>/gi, "");
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(withoutThinking);
  const body = fenced?.[1] ?? withoutThinking;
  const start = body.indexOf("{");
  const end = body.lastIndexOf("}");
  return start >= 0 && end > start ? body.slice(start, end + 1) : body.trim();
}

/** Parses the text as JSON and checks it against the schema. */
export function parseModelText(text: string, schema: z.ZodMiniType): ParsedOutput {
  let value: unknown;
  try {
    value = JSON.parse(extractJson(text));
  } catch (error) {
    const detail = error instanceof Error ? error.message : "not JSON";
    return { ok: false, reason: "json", problems: [`The answer is not valid JSON: ${detail}.`] };
  }
  return checkValue(value, schema);
}

/** Checks a value against a schema, returning the parsed value or readable problems. */
export function checkValue(value: unknown, schema: z.ZodMiniType): ParsedOutput {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, reason: "schema", problems: describeIssues(parsed.error.issues) };
}

/** "ideas[0].score: score must equal the rubric's points, rounded", at most twenty. */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): string[] {
  const lines = issues.slice(0, MAX_PROBLEMS).map((issue) => {
    const path = pathText(issue.path);
    return path === "" ? issue.message : `${path}: ${issue.message}`;
  });
  if (issues.length > MAX_PROBLEMS) lines.push(`…and ${issues.length - MAX_PROBLEMS} more.`);
  return lines;
}

function pathText(path: readonly PropertyKey[]): string {
  return path
    .map((part, index) => {
      if (typeof part === "number") return `[${part}]`;
      return index === 0 ? String(part) : `.${String(part)}`;
    })
    .join("");
}
