import { describe, expect, it } from "vitest";
import { toolLoader } from "./engines.server";
import { TOOL_MODULES } from "./registry";

describe("the server's tool engines", () => {
  it("find every tool module's engine.server.ts by its folder, with its definition", async () => {
    const load = toolLoader();
    for (const module of TOOL_MODULES) {
      const { engine, definition } = await load(module);
      expect(engine.toolType).toBe(module.toolType);
      expect(engine.tool.endpoint).toBe(module.tool.endpoint);
      expect(engine.tool.result).toBe(definition.result);
      expect(typeof engine.generate).toBe("function");
      expect(typeof engine.buildPrompt).toBe("function");
      expect(await load(module)).toBe(await load(module));
    }
  });
});
