import { describe, expect, it } from "vitest";
import { MODULE_REGISTRY, TOOL_MODULES, toolModuleFor } from "../../../modules/registry";
import type { ModuleProgress, VentureSummary } from "../../../shared/ventures";
import {
  CHOOSE_IDEA_LABEL,
  caughtUpLine,
  importableResults,
  importBody,
  importedToast,
  importQuestion,
  madeLine,
  nextStep,
  OWN_IDEA_LABEL,
  progressLine,
  readVentures,
  refreshedToast,
  refreshRequest,
  resultNoun,
  staleNote,
  ventureSteps,
} from "./ventures";

const current = (projectId: string) => ({
  projectId,
  title: `Project ${projectId}`,
  updatedAt: "2026-03-05T10:00:00.000Z",
  builtOn: [],
});

function venture(progress: ModuleProgress[], next: string | null = null): VentureSummary {
  return {
    id: "v 1",
    name: "ICU shifts",
    idea: null,
    brief: null,
    createdAt: "2026-03-01T10:00:00.000Z",
    updatedAt: "2026-03-05T10:00:00.000Z",
    progress: MODULE_REGISTRY.map(
      (module) =>
        progress.find((entry) => entry.toolType === module.toolType) ?? {
          toolType: module.toolType,
          status: "not-started",
        },
    ),
    next,
  };
}

describe("a venture's steps (issue 12)", () => {
  const sample = venture(
    [
      { toolType: "idea-generation", status: "done", current: current("p1") },
      { toolType: "market-analysis", status: "done", current: current("p2") },
      {
        toolType: "customer-discovery",
        status: "stale",
        current: current("p3"),
        staleBecause: ["market-analysis"],
      },
    ],
    "customer-discovery",
  );

  it("lists the nine modules in registry order, grouped by the three phases", () => {
    const phases = ventureSteps(sample, MODULE_REGISTRY);
    expect(phases.map((phase) => phase.name)).toEqual([
      "Foundation and Discovery",
      "Strategic Planning",
      "Preparation, Launch and Scale",
    ]);
    expect(phases.flatMap((phase) => phase.steps.map((step) => step.toolType))).toEqual(
      MODULE_REGISTRY.map((module) => module.toolType),
    );
    for (const phase of phases) {
      for (const step of phase.steps) {
        expect(MODULE_REGISTRY.find((m) => m.toolType === step.toolType)?.phase).toBe(phase.id);
      }
    }
  });

  it("says each status in words, links done and stale steps to their project, and no other", () => {
    const steps = ventureSteps(sample, MODULE_REGISTRY).flatMap((phase) => phase.steps);
    expect(steps[0]).toMatchObject({
      displayName: "Startup Idea Generator",
      status: "done",
      statusLabel: "Done",
      href: "/dashboard/projects/p1",
      refreshable: false,
    });
    expect(steps[2]).toMatchObject({
      status: "stale",
      statusLabel: "Needs refresh",
      href: "/dashboard/projects/p3",
      projectId: "p3",
      note: "Built on an older market analysis",
      refreshable: true,
    });
    for (const step of steps.slice(3)) {
      expect(step).toMatchObject({ status: "not-started", statusLabel: "Not started" });
      expect(step.href).toBeUndefined();
      expect(step.refreshable).toBe(false);
    }
  });

  it("counts a module the server left out, or a done one without a result, as not started", () => {
    const broken: VentureSummary = {
      ...sample,
      progress: [{ toolType: "idea-generation", status: "done" }],
    };
    const steps = ventureSteps(broken, MODULE_REGISTRY).flatMap((phase) => phase.steps);
    expect(steps).toHaveLength(MODULE_REGISTRY.length);
    expect(steps.every((step) => step.status === "not-started" && !step.href)).toBe(true);
  });

  it("says the idea generator is not needed in a venture that has the founder's own idea", () => {
    const own = venture([{ toolType: "market-analysis", status: "done", current: current("p2") }]);
    own.idea = {
      title: "PawLedger",
      description: "Bookkeeping for vet clinics",
      category: "Healthcare",
      marketSize: "",
      targetMarket: "Practice managers",
    };
    const [ideas] = ventureSteps(own, MODULE_REGISTRY).flatMap((phase) => phase.steps);
    expect(ideas).toMatchObject({ status: "not-started", statusLabel: OWN_IDEA_LABEL });
    expect(progressLine(ventureSteps(own, MODULE_REGISTRY))).toBe("1 of 8 modules done");
    const [withoutIdea] = ventureSteps({ ...own, idea: null }, MODULE_REGISTRY).flatMap(
      (phase) => phase.steps,
    );
    expect(withoutIdea?.statusLabel).toBe("Not started");
  });

  it("does not count an idea list as done until an idea is adopted, and links to the list", () => {
    const listed = venture([
      { toolType: "idea-generation", status: "not-started", current: current("p1") },
      { toolType: "market-analysis", status: "done", current: current("p2") },
    ]);
    const [ideas] = ventureSteps(listed, MODULE_REGISTRY).flatMap((phase) => phase.steps);
    expect(ideas).toMatchObject({
      status: "not-started",
      statusLabel: CHOOSE_IDEA_LABEL,
      href: "/dashboard/projects/p1",
      needed: true,
    });
    expect(progressLine(ventureSteps(listed, MODULE_REGISTRY))).toBe("1 of 9 modules done");
  });

  it("sums the progress up in a line", () => {
    expect(progressLine(ventureSteps(sample, MODULE_REGISTRY))).toBe(
      "2 of 9 modules done · 1 needs a refresh",
    );
    expect(progressLine(ventureSteps(venture([]), MODULE_REGISTRY))).toBe("0 of 9 modules done");
  });
});

describe("what a stale step says", () => {
  it("names the earlier results that changed", () => {
    expect(staleNote(["market-analysis"], MODULE_REGISTRY)).toBe(
      "Built on an older market analysis",
    );
    expect(staleNote(["idea-generation", "market-analysis"], MODULE_REGISTRY)).toBe(
      "Built on an older idea list and market analysis",
    );
    expect(staleNote(["market-analysis", "market-analysis"], MODULE_REGISTRY)).toBe(
      "Built on an older market analysis",
    );
    expect(staleNote([], MODULE_REGISTRY)).toBe("Built on older earlier results");
    expect(staleNote(undefined, MODULE_REGISTRY)).toBe("Built on older earlier results");
  });

  it("names each module's result by its tool, and an unknown one generically", () => {
    expect(resultNoun("it-financial-legal", MODULE_REGISTRY)).toBe("financial and legal plan");
    expect(resultNoun("unknown", MODULE_REGISTRY)).toBe("earlier result");
  });
});

describe("the next-step button", () => {
  it("opens the next module's tool in the venture", () => {
    expect(nextStep({ id: "v 1", next: "market-analysis" }, toolModuleFor)).toEqual({
      label: "Next: Market Analysis",
      href: "/tools/market-analysis-tool?venture=v%201",
    });
  });

  it("is absent when every tool is done or the module is unknown", () => {
    expect(nextStep({ id: "v1", next: null }, toolModuleFor)).toBeNull();
    expect(nextStep({ id: "v1", next: "no-such-module" }, toolModuleFor)).toBeNull();
  });
});

describe("a venture with nothing left to do", () => {
  it("says it is up to date once every tool is done, and nothing before", () => {
    const done = venture([
      { toolType: "idea-generation", status: "done", current: current("p1") },
      { toolType: "market-analysis", status: "done", current: current("p2") },
      { toolType: "customer-discovery", status: "done", current: current("p3") },
    ]);
    expect(caughtUpLine(done, ventureSteps(done, MODULE_REGISTRY))).toBe(
      "Every module this venture needs is done and up to date.",
    );
    const started = { ...done, next: "customer-discovery" };
    expect(caughtUpLine(started, ventureSteps(started, MODULE_REGISTRY))).toBeNull();
    const empty = venture([]);
    expect(caughtUpLine(empty, ventureSteps(empty, MODULE_REGISTRY))).toBeNull();
  });
});

describe("a one-click refresh", () => {
  it("re-sends the saved request without the fields filled from earlier results", () => {
    const discovery = TOOL_MODULES.find((module) => module.toolType === "customer-discovery")!;
    expect(
      refreshRequest(
        { businessIdea: "ICU shift swaps", marketData: { marketOverview: "old" } },
        discovery.tool.refill,
      ),
    ).toEqual({ businessIdea: "ICU shift swaps" });
    // The market analysis reads the venture's idea, not an earlier result: nothing to drop.
    const market = TOOL_MODULES.find((module) => module.toolType === "market-analysis")!;
    expect(
      refreshRequest(
        { businessIdea: "x", industry: "Healthcare", previousData: "{}" },
        market.tool.refill,
      ),
    ).toEqual({ businessIdea: "x", industry: "Healthcare", previousData: "{}" });
  });

  it("sends an empty body when no request was saved, and never changes the saved one", () => {
    expect(refreshRequest(null, { marketData: "market-analysis" })).toEqual({});
    const saved = { businessIdea: "x", marketData: {} };
    refreshRequest(saved, { marketData: "market-analysis" });
    expect(saved).toEqual({ businessIdea: "x", marketData: {} });
  });

  it("toasts what was refreshed", () => {
    expect(refreshedToast("Customer Discovery")).toEqual({
      title: "Refreshed",
      description: "Customer Discovery now builds on your latest results.",
    });
  });
});

describe("reading GET /api/ventures", () => {
  it("keeps ventures that match the contract and drops the rest", () => {
    const good = venture([]);
    expect(readVentures([good, { id: 1 }])).toEqual([good]);
    expect(() => readVentures({})).toThrow();
  });
});

describe("the import of work made before sign-up", () => {
  const made = (toolType: string, savedAt: string, outputData: unknown = { ideas: [] }) => ({
    toolType,
    inputData: { a: 1 },
    outputData,
    savedAt,
  });

  it("takes one result per existing tool, objects only, oldest first", () => {
    const results = importableResults(
      [
        made("market-analysis", "2026-03-05T10:00:00.000Z"),
        made("idea-generation", "2026-03-04T10:00:00.000Z"),
        made("idea-generation", "2026-03-05T11:00:00.000Z"),
        made("customer-discovery", "2026-03-05T12:00:00.000Z", "just text"),
        made("no-such-tool", "2026-03-05T12:00:00.000Z"),
      ],
      toolModuleFor,
    );
    expect(results.map((result) => [result.toolType, result.savedAt])).toEqual([
      ["market-analysis", "2026-03-05T10:00:00.000Z"],
      ["idea-generation", "2026-03-05T11:00:00.000Z"],
    ]);
    expect(results[0]!.displayName).toBe("Market Analysis");
    expect(importBody(results)).toEqual({
      results: [
        { toolType: "market-analysis", inputData: { a: 1 }, outputData: { ideas: [] } },
        { toolType: "idea-generation", inputData: { a: 1 }, outputData: { ideas: [] } },
      ],
    });
  });

  it("asks in the singular for one result", () => {
    expect(importQuestion(1)).toBe("Keep this result in a new venture?");
    expect(importQuestion(3)).toBe("Keep these 3 results in a new venture?");
  });

  it("names the new venture in its toast", () => {
    expect(importedToast("Dog walking", 2)).toEqual({
      title: "Saved to a new venture",
      description: "Your 2 results are now in “Dog walking”.",
    });
    expect(importedToast("Dog walking", 1).description).toBe(
      "Your result is now in “Dog walking”.",
    );
  });

  it("says when each result was made", () => {
    const now = new Date(2026, 2, 5, 18, 0);
    expect(madeLine(new Date(2026, 2, 5, 15, 4).toISOString(), now)).toBe("Today, 3:04 PM");
    expect(madeLine(new Date(2026, 2, 5, 0, 30).toISOString(), now)).toBe("Today, 12:30 AM");
    expect(madeLine(new Date(2026, 2, 4, 9, 30).toISOString(), now)).toBe("Yesterday, 9:30 AM");
    expect(madeLine(new Date(2026, 1, 27, 9, 30).toISOString(), now)).toBe("February 27, 2026");
    expect(madeLine("not a date", now)).toBe("Earlier");
  });
});
