import { describe, expect, it } from "vitest";
import { MODULE_REGISTRY, TOOL_MODULES } from "../../modules/registry";
import { type ProjectRef, progressOf } from "./ventures";

let ids = 0;
function ref(toolType: string, builtOn: unknown = []): ProjectRef {
  ids += 1;
  return {
    id: `p${ids}`,
    title: toolType,
    toolType,
    revision: 1,
    updatedAt: new Date(2026, 10, ids),
    ventureId: "v",
    builtOn,
  };
}

const statuses = (refs: ProjectRef[]) =>
  Object.fromEntries(progressOf(MODULE_REGISTRY, refs).progress.map((p) => [p.toolType, p.status]));

describe("a venture's progress and next step", () => {
  it("starts with the first module", () => {
    expect(progressOf(MODULE_REGISTRY, []).next).toBe("idea-generation");
  });

  it("goes on from the furthest module done, not back to an earlier one", () => {
    const market = ref("market-analysis");
    expect(progressOf(MODULE_REGISTRY, [market]).next).toBe("customer-discovery");
  });

  it("sends a stale result first, then falls back to what was skipped", () => {
    const market = ref("market-analysis");
    const discovery = ref("customer-discovery", [
      { toolType: "market-analysis", projectId: market.id, revision: 1, updatedAt: "x" },
    ]);
    expect(progressOf(MODULE_REGISTRY, [discovery, market]).next).toBe("strategic-planning");
    const newer = { ...market, revision: 2 };
    expect(statuses([discovery, newer])["customer-discovery"]).toBe("stale");
    expect(progressOf(MODULE_REGISTRY, [discovery, newer]).next).toBe("customer-discovery");
    // Every tool after the ideas done: back to what was skipped.
    const rest = TOOL_MODULES.slice(1).map((module) => ref(module.toolType));
    expect(progressOf(MODULE_REGISTRY, rest).next).toBe("idea-generation");
  });

  it("never sends a venture that has its founder's own idea to the idea generator", () => {
    const rest = TOOL_MODULES.slice(1).map((module) => ref(module.toolType));
    expect(progressOf(MODULE_REGISTRY, rest, true).next).toBeNull();
    expect(progressOf(MODULE_REGISTRY, [], true).next).toBe("market-analysis");
    expect(progressOf(MODULE_REGISTRY, [], false).next).toBe("idea-generation");
  });

  it("counts the idea generator done only once the venture has an idea", () => {
    const ideas = ref("idea-generation");
    const market = ref("market-analysis");
    const without = progressOf(MODULE_REGISTRY, [market, ideas], false).progress[0]!;
    // The list stays the step's current result, so the founder can go back and choose one.
    expect(without).toMatchObject({
      toolType: "idea-generation",
      status: "not-started",
      current: { projectId: ideas.id },
    });
    expect(progressOf(MODULE_REGISTRY, [ideas], false).next).toBe("idea-generation");
    expect(progressOf(MODULE_REGISTRY, [market, ideas], true).progress[0]).toMatchObject({
      status: "done",
      current: { projectId: ideas.id },
    });
    // A result built on the list still goes stale when the list changes.
    const discovery = ref("customer-discovery", [
      { toolType: "idea-generation", projectId: ideas.id, revision: 1, updatedAt: "x" },
    ]);
    expect(statuses([discovery, { ...ideas, revision: 2 }])["customer-discovery"]).toBe("stale");
  });

  it("has no next step when every tool is done", () => {
    const refs = TOOL_MODULES.map((module) => ref(module.toolType));
    expect(progressOf(MODULE_REGISTRY, refs, true).next).toBeNull();
    // Without an adopted idea the idea list is not done: choosing one is the step left.
    expect(progressOf(MODULE_REGISTRY, refs, false).next).toBe("idea-generation");
  });
});
