import type * as z from "zod/mini";
import { MODULES, type ModuleEntry } from "../shared/modules-catalog";

/**
 * A module's browser-safe definition (GUIDE §4): its catalog entry (names, phase, slug) and, for
 * modules whose tool exists, the tool's endpoint, request and result schemas and the JSON body the
 * endpoint answers with. Engines live beside it in `generate.server.ts` and `prompt.server.ts`
 * and are wired in `engines.server.ts`, so no server code reaches the browser through this file.
 */
export interface ToolDefinition<
  Request extends z.ZodMiniType = z.ZodMiniType,
  Result extends z.ZodMiniType = z.ZodMiniType,
> {
  /** The POST endpoint of spec §7, e.g. "/api/market-analysis". */
  endpoint: `/api/${string}`;
  request: Request;
  result: Result;
  /** Wraps a result in the endpoint's body exactly as spec §7 reads it. */
  toResponse: (result: z.output<Result>) => unknown;
  /** The founder's free-text fields, whose numbers a result may quote as input. */
  founderText: (request: z.output<Request>) => string[];
}

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
