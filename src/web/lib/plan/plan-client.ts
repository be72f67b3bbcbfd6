import type { ToolModule } from "../../../modules/define-module";
import {
  anyPlanResultSchema,
  type PlanResult,
  type PlanSection,
  planSectionSchema,
} from "../../../shared/plan";
import { serverErrorOf } from "../workspace/post-tool";

/**
 * The planning modules' calls on a saved plan (issues 13, 14): regenerate one section, keep the
 * founder's edit of one or restore the generated text, save a field the founder fills in, and
 * write the plan again from changed answers. Each answers the plan or the section
 * as the server saved it; a refusal rejects with the server's message.
 */

export class PlanRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

async function send(method: string, url: string, body?: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: "include",
  });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  if (!response.ok) {
    throw new PlanRequestError(
      serverErrorOf(parsed) ?? `The server answered ${response.status}. Please try again.`,
      response.status,
    );
  }
  return parsed;
}

const UNEXPECTED = "The server answered with something unexpected. Please try again.";

/** A plan endpoint's `{ plan }`, checked. */
export function readPlan(body: unknown): PlanResult {
  const plan =
    typeof body === "object" && body !== null ? (body as { plan?: unknown }).plan : undefined;
  const parsed = anyPlanResultSchema.safeParse(plan);
  if (!parsed.success) throw new PlanRequestError(UNEXPECTED, 502);
  return parsed.data;
}

function readSection(body: unknown): PlanSection {
  const section =
    typeof body === "object" && body !== null ? (body as { section?: unknown }).section : undefined;
  const parsed = planSectionSchema.safeParse(section);
  if (!parsed.success) throw new PlanRequestError(UNEXPECTED, 502);
  return parsed.data;
}

const sectionPath = (projectId: string, sectionId: string) =>
  `/api/workspace/${encodeURIComponent(projectId)}/sections/${encodeURIComponent(sectionId)}`;

export async function regenerateSection(
  module: Pick<ToolModule, "tool">,
  projectId: string,
  sectionId: string,
): Promise<PlanResult> {
  const url = `${module.tool.endpoint}/sections/${encodeURIComponent(sectionId)}?project=${encodeURIComponent(projectId)}`;
  return readPlan(await send("POST", url, {}));
}

export async function saveSectionEdit(
  projectId: string,
  sectionId: string,
  text: string,
): Promise<PlanSection> {
  return readSection(await send("PUT", sectionPath(projectId, sectionId), { text }));
}

export async function restoreSection(projectId: string, sectionId: string): Promise<PlanSection> {
  return readSection(await send("DELETE", sectionPath(projectId, sectionId)));
}

/**
 * Writes a saved plan again with only the request fields that changed (the financial model's
 * inputs): the server takes the rest from the plan's saved request, which carries the earlier
 * results it read and is too large to send back.
 */
export async function saveRequestChanges(
  projectId: string,
  changes: Record<string, unknown>,
): Promise<PlanResult> {
  return readPlan(
    await send("PATCH", `/api/workspace/${encodeURIComponent(projectId)}/request`, changes),
  );
}

/** What a failed call tells the founder (a network failure included). */
export function planFailureMessage(error: unknown): string {
  if (error instanceof PlanRequestError) return error.message;
  return "Could not reach Ninefold. Check your connection and try again.";
}

/** Replaces a result field the founder fills in (a tool's `editable`, e.g. a results log). */
export async function saveResultData(
  projectId: string,
  field: string,
  value: unknown,
): Promise<void> {
  await send(
    "PUT",
    `/api/workspace/${encodeURIComponent(projectId)}/data/${encodeURIComponent(field)}`,
    value,
  );
}
