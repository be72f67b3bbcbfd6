import type * as z from "zod/mini";

/**
 * A tool's contract (spec §7): its endpoint, request and result schemas, the JSON body the
 * endpoint answers with and the founder's free text. Browser-safe; the modules define their
 * tools with it (src/modules/define-module.ts) and the engine layer runs them
 * (src/engine/tool-engine.ts), which is why it lives here and not in either (decision 010).
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
