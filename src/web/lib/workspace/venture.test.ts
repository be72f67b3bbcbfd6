import { describe, expect, it } from "vitest";
import { MODULE_REGISTRY, TOOL_MODULES } from "../../../modules/registry";
import { builtOnText, shortDate, willBuildOn } from "./built-on";
import { nextToolModule, readBuiltOn, readVentureContext, toolHref } from "./venture";

const BODY = {
  id: "v1",
  name: "Shiftswap",
  idea: { title: "Shiftswap", description: "Shift swaps for ICU nurses", extra: 1 },
  progress: [
    {
      toolType: "idea-generation",
      status: "done",
      current: { projectId: "p1", updatedAt: "2026-11-23T10:00:00Z", title: "x", builtOn: [] },
    },
    {
      toolType: "market-analysis",
      status: "done",
      current: { projectId: "p2", updatedAt: "2026-11-24T10:00:00Z", title: "y", builtOn: [] },
    },
    { toolType: "customer-discovery", status: "not-started" },
  ],
};

describe("a venture on a tool page", () => {
  it("reads the venture's name, idea and current results", () => {
    const venture = readVentureContext(BODY);
    expect(venture.name).toBe("Shiftswap");
    expect(venture.idea).toEqual({
      title: "Shiftswap",
      description: "Shift swaps for ICU nurses",
      category: "",
      marketSize: "",
      targetMarket: "",
    });
    expect([...venture.current.keys()]).toEqual(["idea-generation", "market-analysis"]);
    expect(() => readVentureContext({ name: "x" })).toThrow();
    expect(readVentureContext({ ...BODY, idea: { title: " " } }).idea).toBeNull();
  });

  it("says what a run builds on, before and after", () => {
    const venture = readVentureContext(BODY);
    const discovery = TOOL_MODULES.find((m) => m.toolType === "customer-discovery")!;
    const planned = willBuildOn(discovery, venture);
    expect(planned.map((entry) => entry.projectId)).toEqual(["p2"]);
    expect(
      builtOnText(
        [{ toolType: "market-analysis", projectId: "p2", updatedAt: "2026-11-24T10:00:00" }],
        MODULE_REGISTRY,
      ),
    ).toBe("market analysis of 24 Nov");
    expect(
      readBuiltOn({
        builtOn: [{ toolType: "market-analysis", projectId: "p", updatedAt: "x" }, { bad: 1 }],
      }),
    ).toHaveLength(1);
    expect(readBuiltOn({ analysis: {} })).toEqual([]);
    expect(shortDate("nonsense")).toBe("");
  });

  it("points to the next tool, inside the venture", () => {
    expect(nextToolModule("idea-generation", MODULE_REGISTRY)?.toolType).toBe("market-analysis");
    expect(nextToolModule("market-analysis", MODULE_REGISTRY)?.toolType).toBe("customer-discovery");
    const discovery = nextToolModule("market-analysis", MODULE_REGISTRY)!;
    expect(toolHref(discovery, "v 1")).toBe("/tools/customer-discovery-tool?venture=v%201");
    expect(toolHref(discovery, undefined)).toBe("/tools/customer-discovery-tool");
  });
});
