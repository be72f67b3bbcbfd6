import type * as z from "zod/mini";
import { MODULES, type ModuleEntry } from "../shared/modules-catalog";
import type { ToolDefinition } from "../shared/tool-definition";

export type { ToolDefinition };

/**
 * A module's browser-safe definition (GUIDE §4): its catalog entry (names, phase, slug) and, for
 * modules whose tool exists, the tool's endpoint, request and result schemas and the JSON body the
 * endpoint answers with. Engines live beside it in `generate.server.ts` and `prompt.server.ts`
 * and are wired in `engines.server.ts`, so no server code reaches the browser through this file.
 */
export interface ModuleDefinition<
  ToolType extends string = string,
  Tool extends ToolDefinition | undefined = ToolDefinition | undefined,
> extends ModuleEntry {
  toolType: ToolType;
  tool: Tool;
}

export function defineModule<
  const ToolType extends string,
  Tool extends ToolDefinition | undefined,
>(toolType: ToolType, tool: Tool): ModuleDefinition<ToolType, Tool> {
  const entry = MODULES.find((module) => module.toolType === toolType);
  if (entry === undefined) throw new Error(`No catalog entry for module ${toolType}`);
  return { ...entry, toolType, tool };
}

/** Builds a typed tool definition (keeps the request and result types linked). */
export function defineTool<Request extends z.ZodMiniType, Result extends z.ZodMiniType>(
  tool: ToolDefinition<Request, Result>,
): ToolDefinition<Request, Result> {
  return tool;
}
