import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { TOOL_MODULES, toolModuleFor } from "../../../modules/registry";
import { anyPlanResultSchema, type PlanResult } from "../../../shared/plan";
import { type Assumption, unexplainedNumbers } from "../../../shared/provenance";
import { projectSchema } from "../../../shared/workspace";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { rateLimitCounters } from "../../db/schema";
import { testApp } from "../../testing/app-harness";
import { Browser, signedUpBrowser } from "../../testing/browser";
import { testDatabases } from "../../testing/databases";

const GENEROUS: Partial<Config> = {
  tools: {
    rateLimitPerMinute: 10_000,
    rateLimitPerDay: 100_000,
    accountRateLimitPerMinute: 10_000,
    accountRateLimitPerDay: 100_000,
  },
} as Partial<Config>;

const MARKET_REQUEST = {
  businessIdea:
    "ShiftWise: ICU nurse scheduling software for community hospitals. Nurses swap shifts by text today.",
  industry: "Healthcare",
  targetMarket: "Nurse managers at community hospitals",
  competitorAnalysis: "QGenda, ShiftWizard",
};

/** Every signed-in tool is a planning module (decision 013). */
const PLAN_MODULES = TOOL_MODULES.filter((module) => module.tool.access === "signed-in").map(
  (module) => module.toolType,
);

const planOf = async (response: Response): Promise<PlanResult> =>
  anyPlanResultSchema.parse(((await response.json()) as { plan: unknown }).plan);

const allNumbersExplained = (plan: PlanResult, founderText: string[]) =>
  unexplainedNumbers(
    { summary: plan.summary, sections: plan.sections },
    plan.assumptions as Assumption[],
    founderText,
  );

describe.each(testDatabases)("the planning modules on $kind", ({ open }) => {
  let database: Database & { dispose(): Promise<void> };
  let app: ReturnType<typeof testApp>["app"];

  beforeAll(async () => {
    database = await open();
    app = testApp(database, GENEROUS).app;
  });
  afterAll(() => database.dispose());
  beforeEach(async () => {
    await database.db.delete(rateLimitCounters);
  });

  /** A founder whose venture holds a market analysis and a customer discovery. */
  async function founderWithVenture() {
    const { browser } = await signedUpBrowser(app);
    const market = (await (await browser.post("/api/market-analysis", MARKET_REQUEST)).json()) as {
      ventureId: string;
    };
    const discovery = await browser.post(`/api/customer-discovery?venture=${market.ventureId}`, {
      businessIdea: "",
      marketData: {},
    });
    expect(discovery.status).toBe(200);
    return { browser, ventureId: market.ventureId };
  }

  it.each(PLAN_MODULES)(
    "%s: refuses a visitor and a bad body, storing nothing",
    async (toolType) => {
      const module = toolModuleFor(toolType)!;
      const visitor = await new Browser(app).post(module.tool.endpoint, { businessIdea: "A plan" });
      expect(visitor.status).toBe(401);
      const { browser } = await signedUpBrowser(app);
      const bad = await browser.post(module.tool.endpoint, { businessIdea: "" });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({ code: "validation_failed" });
      const wrongType = await browser.post(module.tool.endpoint, {
        businessIdea: "A plan",
        marketAnalysis: "not an object",
      });
      expect(wrongType.status).toBe(400);
      expect(await (await browser.get("/api/workspace")).json()).toEqual([]);
    },
  );

  it.each(PLAN_MODULES)(
    "%s: a run in a venture reads its results, regenerates a section, keeps an edit",
    async (toolType) => {
      const module = toolModuleFor(toolType)!;
      const { default: tool } = await module.tool.load();
      const specs = tool.sections!;
      const { browser, ventureId } = await founderWithVenture();

      const run = await browser.post(`${module.tool.endpoint}?venture=${ventureId}`, {
        businessIdea: "",
      });
      expect(run.status).toBe(200);
      const body = (await run.clone().json()) as {
        projectId: string;
        ventureId: string;
        builtOn: { toolType: string }[];
      };
      const plan = await planOf(run);
      expect(body.ventureId).toBe(ventureId);
      expect(body.builtOn.map((entry) => entry.toolType)).toEqual(
        expect.arrayContaining(["market-analysis", "customer-discovery"]),
      );
      expect(plan.sections.map((section) => section.id)).toEqual(specs.map((spec) => spec.id));
      expect(plan.builtOn.join(" ")).toMatch(/Market analysis/);
      expect(JSON.stringify(plan.sections)).toContain("ShiftWise");

      const project = projectSchema.parse(
        await (await browser.get(`/api/workspace/${body.projectId}`)).json(),
      );
      const founderText = tool.founderText(project.inputData as never);
      expect(allNumbersExplained(plan, founderText)).toEqual([]);

      // Regenerate one section: it changes, counts its round, the others stay.
      const target = specs[1]!.id;
      const regenerated = await browser.post(
        `${module.tool.endpoint}/sections/${target}?project=${body.projectId}`,
      );
      expect(regenerated.status).toBe(200);
      const next = await planOf(regenerated);
      const before = plan.sections.find((section) => section.id === target)!;
      const after = next.sections.find((section) => section.id === target)!;
      expect(after.round).toBe(1);
      expect(after.blocks).not.toEqual(before.blocks);
      for (const section of next.sections.filter((candidate) => candidate.id !== target)) {
        expect(section).toEqual(plan.sections.find((candidate) => candidate.id === section.id));
      }
      expect(allNumbersExplained(next, founderText)).toEqual([]);

      // Edit another: kept, saved and shown in the project.
      const edited = specs[2]!.id;
      const put = await browser.request(
        "PUT",
        `/api/workspace/${body.projectId}/sections/${edited}`,
        { text: "Pilot with two wards first.\n\n- Ask the ward sisters\n- Count swaps" },
      );
      expect(put.status).toBe(200);
      const saved = projectSchema.parse(
        await (await browser.get(`/api/workspace/${body.projectId}`)).json(),
      );
      const stored = anyPlanResultSchema.parse(saved.outputData);
      const section = stored.sections.find((candidate) => candidate.id === edited)!;
      expect(section.edited?.blocks).toEqual([
        { kind: "paragraph", text: "Pilot with two wards first." },
        { kind: "list", ordered: false, items: ["Ask the ward sisters", "Count swaps"] },
      ]);
      expect(stored.sections.find((candidate) => candidate.id === target)).toEqual(after);

      // The plan generated again into its project keeps the edit.
      const again = await browser.post(`${module.tool.endpoint}?project=${body.projectId}`, {
        ...(project.inputData as Record<string, unknown>),
      });
      expect(again.status).toBe(200);
      const rerun = await planOf(again);
      expect(rerun.sections.find((candidate) => candidate.id === edited)?.edited?.text).toContain(
        "Count swaps",
      );

      // Restore: the edit is gone.
      const restored = await browser.delete(`/api/workspace/${body.projectId}/sections/${edited}`);
      expect(restored.status).toBe(200);
      expect(((await restored.json()) as { section: { edited?: unknown } }).section.edited).toBe(
        undefined,
      );
    },
  );

  it("refuses what it cannot do with a clear 4xx, and another founder's plan is a 404", async () => {
    const module = toolModuleFor("strategic-planning")!;
    const { browser, ventureId } = await founderWithVenture();
    const run = (await (
      await browser.post(`${module.tool.endpoint}?venture=${ventureId}`, { businessIdea: "" })
    ).json()) as { projectId: string };
    const path = `/api/workspace/${run.projectId}/sections/positioning`;

    expect((await browser.post(`${module.tool.endpoint}/sections/positioning`)).status).toBe(400);
    const unknown = await browser.post(
      `${module.tool.endpoint}/sections/no-such-section?project=${run.projectId}`,
    );
    expect(unknown.status).toBe(404);
    expect((await browser.request("PUT", path, { text: "   " })).status).toBe(400);
    expect((await browser.request("PUT", path, { text: 42 })).status).toBe(400);
    const tooLong = await browser.request("PUT", path, { text: "x".repeat(20_001) });
    expect(tooLong.status).toBe(400);

    const { browser: other } = await signedUpBrowser(app);
    expect((await other.request("PUT", path, { text: "Mine now" })).status).toBe(404);
    expect(
      (await other.post(`${module.tool.endpoint}/sections/positioning?project=${run.projectId}`))
        .status,
    ).toBe(404);
    expect((await new Browser(app).request("PUT", path, { text: "Hi" })).status).toBe(401);

    // A project of another tool is not a plan.
    const market = (await (await browser.post("/api/market-analysis", MARKET_REQUEST)).json()) as {
      projectId: string;
    };
    const notPlan = await browser.request(
      "PUT",
      `/api/workspace/${market.projectId}/sections/positioning`,
      { text: "Hi" },
    );
    expect(notPlan.status).toBe(404);
  });

  it("keeps a results log the founder fills in, checks it, and carries it through a new run", async () => {
    const module = toolModuleFor("iteration-scaling")!;
    const { browser, ventureId } = await founderWithVenture();
    const run = (await (
      await browser.post(`${module.tool.endpoint}?venture=${ventureId}`, { businessIdea: "" })
    ).json()) as { projectId: string };
    const path = `/api/workspace/${run.projectId}/data/resultsLog`;
    const entry = {
      id: "result-1",
      date: "2026-11-20",
      experiment: "Onboarding call for every trial",
      metric: "Activation rate",
      result: "9 of 20 trials reached a first rota",
      decision: "keep",
    };

    const saved = await browser.request("PUT", path, [entry]);
    expect(saved.status).toBe(200);
    const project = projectSchema.parse(
      await (await browser.get(`/api/workspace/${run.projectId}`)).json(),
    );
    expect((project.outputData as { resultsLog: unknown }).resultsLog).toEqual([entry]);

    // Refused whole, nothing changed: a bad date, a repeated id, an unknown field, a visitor.
    const bad = await browser.request("PUT", path, [{ ...entry, date: "2026-02-30" }]);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: "validation_failed" });
    expect((await browser.request("PUT", path, [entry, entry])).status).toBe(400);
    const unknown = await browser.request(
      "PUT",
      `/api/workspace/${run.projectId}/data/sections`,
      [],
    );
    expect(unknown.status).toBe(404);
    expect((await new Browser(app).request("PUT", path, [entry])).status).toBe(401);
    const { browser: other } = await signedUpBrowser(app);
    expect((await other.request("PUT", path, [])).status).toBe(404);

    // The plan generated again into its project keeps the log.
    const again = await browser.post(`${module.tool.endpoint}?project=${run.projectId}`, {
      ...(project.inputData as Record<string, unknown>),
    });
    expect(again.status).toBe(200);
    const body = (await again.json()) as { plan: { resultsLog: unknown } };
    expect(body.plan.resultsLog).toEqual([entry]);
  });
});
