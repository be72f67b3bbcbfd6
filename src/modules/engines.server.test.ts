import { describe, expect, it } from "vitest";
import { TOOL_ENGINES } from "./engines.server";
import { TOOL_MODULES } from "./registry";

describe("the server's tool engines", () => {
  it("cover exactly the registry's tool modules, in its order, with their definitions", () => {
    expect(TOOL_ENGINES.map((engine) => engine.toolType)).toEqual(
      TOOL_MODULES.map((module) => module.toolType),
    );
    TOOL_ENGINES.forEach((engine, index) => {
      expect(engine.tool).toBe(TOOL_MODULES[index]?.tool);
    });
  });
});
