import type * as z from "zod/mini";

/**
 * The core of a tool's contract (spec §7) that the engine layer runs: request and result schemas,
 * the JSON body the endpoint answers with, and the founder's free text. Browser-safe; a module's
 * full tool definition (src/modules/define-module.ts) extends it, and the engine layer
 * (src/engine/tool-engine.ts) reads it, which is why it lives here and not in either
 * (decision 010). Methods, not function properties, so a tool with its own request type fits
 * where any tool is expected.
 */
export interface ToolCore<
  Request extends z.ZodMiniType = z.ZodMiniType,
  Result extends z.ZodMiniType = z.ZodMiniType,
> {
  request: Request;
  result: Result;
  /** Wraps a result in the endpoint's body exactly as spec §7 reads it. */
  toResponse(result: z.output<Result>): unknown;
  /** The founder's free-text fields, whose numbers a result may quote as input. */
  founderText(request: z.output<Request>): string[];
}

/** A tool as the engines run it: its core and its endpoint (named in logs). */
export type EngineTool<Result extends z.ZodMiniType = z.ZodMiniType> = ToolCore<
  z.ZodMiniType,
  Result
> & { endpoint: string };
