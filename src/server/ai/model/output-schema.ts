import * as z from "zod/mini";
import { TOOL_MODULES } from "../../../modules/registry";

/**
 * The schema a language model answers with: the tool's result schema without the provenance the
 * engine fills in itself (`dataSource`, and `sources` wherever an object carries assumptions), so
 * the model cannot list a publication it was not given, nor a plan section's edit. Object refinements (e.g. "SOM ≤ SAM ≤
 * TAM") are dropped here because JSON schema cannot carry them; the engine checks the assembled
 * result against the tool's full schema, refinements included, and asks for a repair on failure.
 */

/**
 * Keys every engine fills, whatever the tool: the provenance (`dataSource`, `sources`) and a plan
 * section's regenerate count and the founder's edit (src/shared/plan.ts's section shape).
 */
export const COMMON_ENGINE_FILLED_KEYS = ["dataSource", "sources", "round", "edited"] as const;

/**
 * Keys the engine fills, removed from every object of the model's schema: the common ones above
 * and those each tool declares its own engine fills (`tool.engineFills` in its module's index.ts,
 * e.g. the idea generator's notes of its offline walk), from the registry.
 */
export const ENGINE_FILLED_KEYS: ReadonlySet<string> = new Set([
  ...COMMON_ENGINE_FILLED_KEYS,
  ...TOOL_MODULES.flatMap((module) => module.tool.engineFills ?? []),
]);

const cache = new WeakMap<z.ZodMiniType, z.ZodMiniType>();

/** The model's output schema for a tool's result schema (memoised per schema). */
export function modelOutputSchema(resultSchema: z.ZodMiniType): z.ZodMiniType {
  const known = cache.get(resultSchema);
  if (known !== undefined) return known;
  const stripped = withoutEngineKeys(resultSchema);
  cache.set(resultSchema, stripped);
  return stripped;
}

/** The JSON schema sent to the model (or written into its prompt). */
export function modelJsonSchema(resultSchema: z.ZodMiniType): Record<string, unknown> {
  return z.toJSONSchema(modelOutputSchema(resultSchema), { io: "output", unrepresentable: "any" });
}

function withoutEngineKeys(schema: z.ZodMiniType): z.ZodMiniType {
  if (schema instanceof z.ZodMiniObject) {
    const shape: Record<string, z.ZodMiniType> = {};
    for (const [key, child] of Object.entries(schema.shape as Record<string, z.ZodMiniType>)) {
      if (!ENGINE_FILLED_KEYS.has(key)) shape[key] = withoutEngineKeys(child);
    }
    return z.object(shape);
  }
  if (schema instanceof z.ZodMiniArray) {
    const element = withoutEngineKeys(schema.def.element as z.ZodMiniType);
    return schema.clone({ ...schema.def, element });
  }
  return schema;
}
