import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { TOOL_MODULES } from "../../../modules/registry";
import { COMMON_ENGINE_FILLED_KEYS, ENGINE_FILLED_KEYS } from "./output-schema";

/** Every key of every object in a schema, at any depth. */
function keysOf(schema: z.ZodMiniType, into = new Set<string>()): Set<string> {
  const def = schema.def as { type: string; innerType?: z.ZodMiniType; element?: z.ZodMiniType };
  if (schema instanceof z.ZodMiniObject) {
    for (const [key, child] of Object.entries(schema.shape as Record<string, z.ZodMiniType>)) {
      into.add(key);
      keysOf(child, into);
    }
  } else if (def.element) keysOf(def.element, into);
  else if (def.innerType) keysOf(def.innerType, into);
  return into;
}

describe("the keys the engines fill, from the registry", () => {
  it("are the common provenance and plan keys and each tool's own", () => {
    expect([...ENGINE_FILLED_KEYS].sort()).toEqual(
      [
        ...COMMON_ENGINE_FILLED_KEYS,
        ...TOOL_MODULES.flatMap((module) => module.tool.engineFills ?? []),
      ].sort(),
    );
    // The idea generator's notes of its offline walk, declared in its index.ts.
    for (const key of ["regenerateNote", "spreadNote", "setAsideNote"])
      expect(ENGINE_FILLED_KEYS.has(key)).toBe(true);
  });

  it.each(
    TOOL_MODULES.filter((module) => module.tool.engineFills?.length).map(
      (m) => [m.toolType, m] as const,
    ),
  )("%s: each key its engine fills is a key of its result", async (_toolType, module) => {
    const { default: tool } = await module.tool.load();
    const keys = keysOf(tool.result);
    for (const key of module.tool.engineFills ?? []) expect(keys, key).toContain(key);
  });
});
