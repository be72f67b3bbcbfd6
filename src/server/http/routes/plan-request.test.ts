import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { itFinancialLegalResultSchema } from "../../../modules/it-financial-legal/schema";
import { toolModuleFor } from "../../../modules/registry";
import { projectSchema } from "../../../shared/workspace";
import { MAX_BODY_BYTES } from "../../app";
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

const MODEL = toolModuleFor("it-financial-legal")!;

const MARKET_REQUEST = {
  businessIdea:
    "ShiftWise: ICU nurse scheduling software for community hospitals. Nurses swap shifts by text today.",
  industry: "Healthcare",
  targetMarket: "Nurse managers at community hospitals",
  competitorAnalysis: "QGenda, ShiftWizard",
};

/** Every plan before the financial model, run in the venture, so its saved request carries them. */
const EARLIER_PLANS = [
  "customer-discovery",
  "strategic-planning",
  "product-development",
  "go-to-market",
  "team-planning",
];

describe.each(testDatabases)(
  "writing a saved plan again from changed answers on $kind",
  ({ open }) => {
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

    /** A founder whose venture holds every module before the financial model, and that plan. */
    async function founderWithModel() {
      const { browser } = await signedUpBrowser(app);
      const market = (await (
        await browser.post("/api/market-analysis", MARKET_REQUEST)
      ).json()) as {
        ventureId: string;
      };
      const ventureId = market.ventureId;
      for (const toolType of EARLIER_PLANS) {
        const response = await browser.post(
          `${toolModuleFor(toolType)!.tool.endpoint}?venture=${ventureId}`,
          { businessIdea: "", ...(toolType === "customer-discovery" ? { marketData: {} } : {}) },
        );
        expect(response.status, toolType).toBe(200);
      }
      const run = (await (
        await browser.post(`${MODEL.tool.endpoint}?venture=${ventureId}`, { businessIdea: "" })
      ).json()) as { projectId: string };
      const project = await readProject(browser, run.projectId);
      return { browser, ventureId, project };
    }

    async function readProject(browser: Browser, id: string) {
      return projectSchema.parse(await (await browser.get(`/api/workspace/${id}`)).json());
    }

    it("takes the model's inputs alone where sending the whole saved request was refused (413)", async () => {
      const { browser, ventureId, project } = await founderWithModel();
      const request = project.inputData as Record<string, unknown>;
      const plan = itFinancialLegalResultSchema.parse(project.outputData);
      const inputs = plan.financialModel.inputs;
      // What the page sent before: the saved request (with the earlier results it read) and the
      // inputs, over the body limit.
      const whole = {
        ...request,
        modelInputs: { ...inputs, pricePerMonth: inputs.pricePerMonth * 3 },
      };
      expect(JSON.stringify(whole).length).toBeGreaterThan(MAX_BODY_BYTES);
      const before = await browser.post(
        `${MODEL.tool.endpoint}?project=${project.id}&venture=${ventureId}`,
        whole,
      );
      expect(before.status).toBe(413);

      // A section the founder edited, to be kept.
      const edited = plan.sections[1]!.id;
      expect(
        (
          await browser.request("PUT", `/api/workspace/${project.id}/sections/${edited}`, {
            text: "Our own words on this.",
          })
        ).status,
      ).toBe(200);

      const price = inputs.pricePerMonth * 3;
      const changes = { modelInputs: { ...inputs, pricePerMonth: price } };
      expect(JSON.stringify(changes).length).toBeLessThan(10_000);
      const saved = await browser.patch(`/api/workspace/${project.id}/request`, changes);
      expect(saved.status, await saved.clone().text()).toBe(200);
      const body = (await saved.json()) as { plan: unknown; projectId: string; builtOn: unknown[] };
      const answered = itFinancialLegalResultSchema.parse(body.plan);
      expect(body.projectId).toBe(project.id);
      expect(answered.financialModel.inputs.pricePerMonth).toBe(price);
      expect(
        answered.assumptions.some(
          (item) => item.basis.kind === "input" && item.basis.field === "modelInputs.pricePerMonth",
        ),
      ).toBe(true);
      expect(answered.sections.find((section) => section.id === edited)?.edited?.text).toBe(
        "Our own words on this.",
      );

      // Stored: the new inputs beside the rest of the saved request, one revision on, and what the
      // plan was built on kept (so the venture still knows when it goes stale).
      const after = await readProject(browser, project.id);
      const storedRequest = after.inputData as Record<string, unknown>;
      expect((storedRequest.modelInputs as { pricePerMonth: number }).pricePerMonth).toBe(price);
      for (const [key, value] of Object.entries(request)) {
        if (key !== "modelInputs") expect(storedRequest[key], key).toEqual(value);
      }
      expect(itFinancialLegalResultSchema.parse(after.outputData).financialModel.inputs).toEqual(
        changes.modelInputs,
      );
      expect(after.builtOn).toEqual(project.builtOn);
      expect(after.builtOn?.length).toBeGreaterThan(0);
      const venture = (await (await browser.get(`/api/ventures/${ventureId}`)).json()) as {
        progress: { toolType: string; status: string }[];
      };
      expect(venture.progress.find((step) => step.toolType === "it-financial-legal")?.status).toBe(
        "done",
      );
    }, 120_000);

    it("checks the changed request with the tool's schema and refuses what it cannot change", async () => {
      const { browser, project } = await founderWithModel();
      const path = `/api/workspace/${project.id}/request`;
      const inputs = itFinancialLegalResultSchema.parse(project.outputData).financialModel.inputs;

      const negative = await browser.patch(path, {
        modelInputs: { ...inputs, pricePerMonth: -5 },
      });
      expect(negative.status).toBe(400);
      expect(await negative.json()).toMatchObject({ code: "validation_failed" });
      expect((await browser.patch(path, { modelInputs: "cheap" })).status).toBe(400);
      const unknown = await browser.patch(path, { modelInput: inputs });
      expect(unknown.status).toBe(400);
      expect(((await unknown.json()) as { error: string }).error).toContain('"modelInput"');
      expect((await browser.patch(path, { regenerate: { section: "x", round: 1 } })).status).toBe(
        400,
      );
      expect((await browser.patch(path, {})).status).toBe(400);
      expect((await browser.patch(path, [])).status).toBe(400);
      // Nothing changed by the refusals.
      expect(await readProject(browser, project.id)).toEqual(project);

      // Another founder's plan, a visitor, an unknown project, a project that is not a plan.
      const { browser: other } = await signedUpBrowser(app);
      expect((await other.patch(path, { modelInputs: inputs })).status).toBe(404);
      expect((await new Browser(app).patch(path, { modelInputs: inputs })).status).toBe(401);
      expect(
        (await browser.patch("/api/workspace/no-such-project/request", { modelInputs: inputs }))
          .status,
      ).toBe(404);
      const market = (await (
        await browser.post("/api/market-analysis", MARKET_REQUEST)
      ).json()) as {
        projectId: string;
      };
      const notPlan = await browser.patch(`/api/workspace/${market.projectId}/request`, {
        industry: "Retail",
      });
      expect(notPlan.status).toBe(404);
      expect(await notPlan.json()).toMatchObject({ code: "not_found" });
    }, 120_000);
  },
);
