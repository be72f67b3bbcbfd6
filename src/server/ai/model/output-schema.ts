import * as z from "zod/mini";

/**
 * The schema a language model answers with: the tool's result schema without the provenance the
 * engine fills in itself (`dataSource`, and `sources` wherever an object carries assumptions), so
 * the model cannot list a publication it was not given, nor a plan section's edit. Object refinements (e.g. "SOM ≤ SAM ≤
 * TAM") are dropped here because JSON schema cannot carry them; the engine checks the assembled
 * result against the tool's full schema, refinements included, and asks for a repair on failure.
 */

/**
 * Keys the engine fills, removed from every object of the model's schema: the provenance it
 * fills, and a plan section's regenerate count and the founder's edit (src/shared/plan.ts).
 */
export const ENGINE_FILLED_KEYS: ReadonlySet<string> = new Set([
  "dataSource",
  "sources",
  "round",
  "edited",
  // The idea generator's "every set shown" note: the offline engine's Regenerate walk.
  "regenerateNote",
  // And its "these ideas score within one point" note, from the offline engine's candidate pool.
  "spreadNote",
  // And its note of the interests and skills no idea of the set uses.
  "setAsideNote",
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
