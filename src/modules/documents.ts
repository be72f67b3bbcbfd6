import type { DocumentModel } from "../shared/document";
import { toolModuleFor } from "./registry";

/**
 * The export document of a saved result (the project page, the account export): the stored
 * output unwrapped and checked with its module's result schema, then that module's builder. Null
 * for a module without a tool or an output that does not parse (an old or hand-edited project).
 * `input` (the project's inputData, optional) adds the request lines under the title when it
 * parses with the module's request schema.
 */
export async function documentFor(
  toolType: string,
  outputData: unknown,
  options: { input?: unknown; date?: Date } = {},
): Promise<DocumentModel | null> {
  const module = toolModuleFor(toolType);
  if (!module) return null;
  const { default: tool } = await module.tool.load();
  const parsed = tool.result.safeParse(module.tool.unwrap(outputData));
  if (!parsed.success) return null;
  const request = tool.request.safeParse(options.input);
  return tool.document(parsed.data, {
    request: request.success ? request.data : undefined,
    date: options.date,
  });
}

/** The export file name without its extension (its module's rule), or null for no tool. */
export async function exportBaseNameFor(
  toolType: string,
  input: unknown,
  now: Date,
): Promise<string | null> {
  const module = toolModuleFor(toolType);
  if (!module) return null;
  const { default: tool } = await module.tool.load();
  const request = tool.request.safeParse(input);
  return tool.exportBaseName(request.success ? request.data : undefined, now);
}
