import type { ToolModule } from "../../../modules/define-module";
import { type BuiltOnEntry, readBuiltOn } from "./venture";
import { recordVisitorWork } from "./visitor-work";

/** What a tool endpoint answered, before the tool reads it with its own schema and messages. */
export interface ToolReply {
  ok: boolean;
  status: number;
  statusText: string;
  /** The body as text, and parsed as JSON (undefined when it is not JSON). */
  text: string;
  body: unknown;
  /** Signed in: the workspace project the result was saved to. */
  projectId?: string;
  /** Signed in, in a venture: the venture it belongs to. */
  ventureId?: string;
}

export interface PostToolOptions {
  /** Regenerate into this workspace project (Edit). */
  project?: string;
  /** Run inside this venture (the server reads its earlier results). */
  venture?: string;
  fetch?: typeof fetch;
  signal?: AbortSignal;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function stringField(body: unknown, name: string): string | undefined {
  const value = isRecord(body) ? body[name] : undefined;
  return typeof value === "string" && value !== "" ? value : undefined;
}

/** A tool endpoint's address with the workspace's query (`?project=`, `?venture=`). */
export function toolPath(endpoint: string, options: Pick<PostToolOptions, "project" | "venture">) {
  const query = new URLSearchParams();
  if (options.project) query.set("project", options.project);
  if (options.venture) query.set("venture", options.venture);
  const search = query.toString();
  return search ? `${endpoint}?${search}` : endpoint;
}

/**
 * The one client of every tool endpoint (spec §7, issue 12): POSTs the request as JSON with the
 * session cookie and reads the answer without judging it, so each tool keeps spec §8's own
 * messages. A network failure rejects as fetch does. A visitor's successful result is also kept
 * in this browser (visitor-work.ts) so it can be imported at sign-up.
 */
export async function postTool(
  module: Pick<ToolModule, "toolType" | "tool">,
  request: object,
  options: PostToolOptions = {},
): Promise<ToolReply> {
  const send = options.fetch ?? fetch;
  const response = await send(toolPath(module.tool.endpoint, options), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(request),
    credentials: "include",
    signal: options.signal,
  });
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const reply: ToolReply = {
    ok: response.ok,
    status: response.status,
    statusText: response.statusText,
    text,
    body,
  };
  const projectId = stringField(body, "projectId");
  const ventureId = stringField(body, "ventureId");
  if (projectId) reply.projectId = projectId;
  if (ventureId) reply.ventureId = ventureId;
  if (response.ok && !projectId && body !== undefined) {
    recordVisitorWork({
      toolType: module.toolType,
      inputData: request as Record<string, unknown>,
      outputData: module.tool.unwrap(body),
    });
  }
  return reply;
}

/** The server's `{ error }` message, when the body is JSON and carries a non-empty one. */
export function serverErrorOf(body: unknown): string | undefined {
  const error = stringField(body, "error");
  return error?.trim() ? error : undefined;
}

/** Where a signed-in run was saved: its project, its venture and what it was built on. */
export interface SavedRun {
  projectId?: string;
  ventureId?: string;
  builtOn: BuiltOnEntry[];
}

export function savedRun(reply: ToolReply): SavedRun {
  const run: SavedRun = { builtOn: readBuiltOn(reply.body) };
  if (reply.projectId) run.projectId = reply.projectId;
  if (reply.ventureId) run.ventureId = reply.ventureId;
  return run;
}
