import { count, eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { customerDiscoveryResponseSchema } from "../../../modules/customer-discovery/schema";
import { marketAnalysisResponseSchema } from "../../../modules/market-analysis/schema";
import { MODULE_REGISTRY } from "../../../modules/registry";
import {
  type VentureDetail,
  type VentureSummary,
  ventureDetailSchema,
  ventureSummarySchema,
} from "../../../shared/ventures";
import { projectSchema, savedVentureRunSchema } from "../../../shared/workspace";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { projects, rateLimitCounters, user, ventures } from "../../db/schema";
import { testApp } from "../../testing/app-harness";
import { Browser, signedUpBrowser } from "../../testing/browser";
import { testDatabases } from "../../testing/databases";
import { IDEA_REQUEST } from "../../testing/tool-requests";
import { IMPORTED_VENTURE_NAME } from "./ventures";

const GENEROUS: Partial<Config> = {
  tools: {
    rateLimitPerMinute: 10_000,
    rateLimitPerDay: 100_000,
    accountRateLimitPerMinute: 10_000,
    accountRateLimitPerDay: 100_000,
  },
} as Partial<Config>;

const IDEA = {
  title: "Shift swaps for ICU nurses",
  description: "A scheduling app that lets ICU nurses at community hospitals swap shifts safely",
  category: "Healthcare",
  marketSize: "$1.2B",
  targetMarket: "Nurse managers at community hospitals",
};
const MARKET_REQUEST = {
  businessIdea: "A booking app for independent yoga studios",
  industry: "Sports & Fitness",
  targetMarket: "Independent yoga studio owners",
  researchGoals: ["Pricing Strategy"],
  previousData: JSON.stringify({ title: "Yoga studio booking", description: "Bookings" }),
};

const summaries = (body: unknown) => z.array(ventureSummarySchema).parse(body);

function statusOf(venture: VentureSummary, toolType: string) {
  return venture.progress.find((entry) => entry.toolType === toolType);
}

describe.each(testDatabases)("ventures on $kind", ({ open }) => {
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

  async function founder() {
    return (await signedUpBrowser(app)).browser;
  }

  async function create(browser: Browser, body: unknown): Promise<VentureDetail> {
    const response = await browser.post("/api/ventures", body);
    expect(response.status, await response.clone().text()).toBe(201);
    return ventureDetailSchema.parse(await response.json());
  }

  async function run(browser: Browser, path: string, body: unknown) {
    const response = await browser.post(path, body);
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as Record<string, unknown>;
  }

  async function detail(browser: Browser, id: string): Promise<VentureDetail> {
    const response = await browser.get(`/api/ventures/${id}`);
    expect(response.status).toBe(200);
    return ventureDetailSchema.parse(await response.json());
  }

  async function ventureCount(): Promise<number> {
    const [row] = await database.db.select({ n: count() }).from(ventures);
    return row!.n;
  }

  it("answers 401 to a visitor on every route, a tool's ?venture= included", async () => {
    const visitor = new Browser(app);
    const calls: [string, string, unknown?][] = [
      ["GET", "/api/ventures"],
      ["POST", "/api/ventures", { name: "X" }],
      ["GET", "/api/ventures/abc"],
      ["PATCH", "/api/ventures/abc", { name: "Y" }],
      ["DELETE", "/api/ventures/abc"],
      ["POST", "/api/ventures/import", { results: [] }],
      ["POST", "/api/market-analysis?venture=abc", MARKET_REQUEST],
    ];
    for (const [method, path, body] of calls) {
      const response = await visitor.request(method, path, body);
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(await response.json()).toMatchObject({ code: "unauthenticated" });
    }
  });

  it("creates, lists, reads, renames and deletes a venture, keeping its projects", async () => {
    const browser = await founder();
    const ideas = await run(browser, "/api/generate-ideas", IDEA_REQUEST);
    const ideasProject = ideas.projectId as string;

    const created = await create(browser, {
      name: "  ICU shifts  ",
      idea: IDEA,
      projectIds: [ideasProject],
    });
    expect(created).toMatchObject({ name: "ICU shifts", idea: IDEA });
    // Every module, in the registry's order.
    expect(created.progress.map((entry) => entry.toolType)).toEqual(
      MODULE_REGISTRY.map((module) => module.toolType),
    );
    expect(created.progress).toHaveLength(9);
    expect(statusOf(created, "idea-generation")).toMatchObject({
      status: "done",
      current: { projectId: ideasProject, builtOn: [] },
    });
    expect(statusOf(created, "market-analysis")).toEqual({
      toolType: "market-analysis",
      status: "not-started",
    });
    expect(created.next).toBe("market-analysis");
    expect(created.history[0]).toMatchObject({
      toolType: "idea-generation",
      projects: [{ id: ideasProject }],
    });

    const list = await browser.get("/api/ventures");
    expect(list.status).toBe(200);
    expect(list.headers.get("cache-control")).toBe("private, no-store");
    const listed = summaries(await list.json());
    expect(listed.map((venture) => venture.id)).toEqual([created.id]);
    expect(listed[0]).not.toHaveProperty("history");

    const second = await create(browser, { name: "Second idea" });
    expect(second.idea).toBeNull();
    expect(second.next).toBe("idea-generation");
    const newestFirst = summaries(await (await browser.get("/api/ventures")).json());
    expect(newestFirst.map((venture) => venture.name)).toEqual(["Second idea", "ICU shifts"]);

    const renamed = await browser.patch(`/api/ventures/${created.id}`, { name: "Night shifts" });
    expect(renamed.status).toBe(200);
    expect(ventureDetailSchema.parse(await renamed.json())).toMatchObject({
      name: "Night shifts",
      idea: IDEA,
    });
    const cleared = await browser.patch(`/api/ventures/${created.id}`, { idea: null });
    expect(ventureDetailSchema.parse(await cleared.json()).idea).toBeNull();

    const removed = await browser.delete(`/api/ventures/${created.id}`);
    expect(removed.status).toBe(204);
    expect((await browser.get(`/api/ventures/${created.id}`)).status).toBe(404);
    const kept = await browser.get(`/api/workspace/${ideasProject}`);
    expect(kept.status).toBe(200);
    expect(projectSchema.parse(await kept.json()).ventureId).toBeNull();
  });

  it("refuses bad bodies with a 4xx and changes nothing", async () => {
    const browser = await founder();
    const venture = await create(browser, { name: "Kept" });
    const before = await ventureCount();
    const bad: [string, string, unknown, number, RegExp][] = [
      ["POST", "/api/ventures", {}, 400, /name/],
      ["POST", "/api/ventures", { name: "   " }, 400, /Enter a name/],
      ["POST", "/api/ventures", { name: "x".repeat(121) }, 400, /at most 120/],
      ["POST", "/api/ventures", { name: "A", idea: { title: "" } }, 400, /idea\.title/],
      ["POST", "/api/ventures", { name: "A", admin: true }, 400, /admin/],
      ["POST", "/api/ventures", { name: "A", projectIds: ["nope"] }, 404, /nope/],
      ["PATCH", `/api/ventures/${venture.id}`, {}, 400, /Send a name or an idea/],
      ["PATCH", `/api/ventures/${venture.id}`, { name: 42 }, 400, /name/],
    ];
    for (const [method, path, body, status, message] of bad) {
      const response = await browser.request(method, path, body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      const error = (await response.json()) as { error: string; code: string };
      expect(error.error).toMatch(message);
      expect(typeof error.code).toBe("string");
    }
    const malformed = await app.request(`/api/ventures/${venture.id}`, {
      method: "PATCH",
      headers: {
        Origin: "http://localhost:3000",
        "Content-Type": "application/json",
        Cookie: [...browser.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
      },
      body: "{",
    });
    expect(await malformed.json()).toMatchObject({ code: "invalid_json" });
    expect(await ventureCount()).toBe(before);
    expect((await detail(browser, venture.id)).name).toBe("Kept");
  });

  it("keeps each founder's ventures to themselves: another founder gets 404", async () => {
    const owner = await founder();
    const ideas = await run(owner, "/api/generate-ideas", IDEA_REQUEST);
    const venture = await create(owner, { name: "Mine", projectIds: [ideas.projectId] });
    const other = await founder();

    expect(summaries(await (await other.get("/api/ventures")).json())).toEqual([]);
    for (const [method, body] of [["GET"], ["PATCH", { name: "Theirs" }], ["DELETE"]] as const) {
      const response = await other.request(method, `/api/ventures/${venture.id}`, body);
      expect(response.status, method).toBe(404);
      expect(await response.json()).toMatchObject({ code: "not_found" });
    }
    const stolen = await other.post("/api/ventures", {
      name: "Stolen",
      projectIds: [ideas.projectId],
    });
    expect(stolen.status).toBe(404);
    const intoTheirs = await other.post(
      `/api/market-analysis?venture=${venture.id}`,
      MARKET_REQUEST,
    );
    expect(intoTheirs.status).toBe(404);
    expect(summaries(await (await other.get("/api/ventures")).json())).toEqual([]);
    const mine = await detail(owner, venture.id);
    expect(mine.name).toBe("Mine");
    expect(statusOf(mine, "idea-generation")?.current?.projectId).toBe(ideas.projectId);
    expect(statusOf(mine, "market-analysis")?.status).toBe("not-started");
  });

  it("chains idea → market analysis → discovery, records builtOn, marks stale, refreshes", async () => {
    const browser = await founder();
    const ideas = await run(browser, "/api/generate-ideas", IDEA_REQUEST);
    const venture = await create(browser, {
      name: "ICU",
      idea: IDEA,
      projectIds: [ideas.projectId],
    });

    // The founder leaves the idea's fields empty: the venture's idea fills them.
    const market = await run(browser, `/api/market-analysis?venture=${venture.id}`, {
      businessIdea: "",
      researchGoals: ["Pricing Strategy"],
    });
    const marketRun = savedVentureRunSchema.parse(market);
    expect(marketRun).toMatchObject({ ventureId: venture.id, builtOn: [] });
    const { analysis } = marketAnalysisResponseSchema.parse(market);
    expect(analysis.builtOn).toContain(`Saved idea: ${IDEA.title}`);
    const marketProject = projectSchema.parse(
      await (await browser.get(`/api/workspace/${marketRun.projectId}`)).json(),
    );
    expect(marketProject.inputData).toMatchObject({
      businessIdea: IDEA.description,
      targetMarket: IDEA.targetMarket,
      industry: "Healthcare",
    });
    expect(JSON.parse(marketProject.inputData!.previousData as string)).toMatchObject({
      title: IDEA.title,
    });
    expect(marketProject.ventureId).toBe(venture.id);

    // Discovery with empty marketData gets the venture's market analysis.
    const discovery = await run(browser, `/api/customer-discovery?venture=${venture.id}`, {
      businessIdea: " ",
      marketData: {},
    });
    customerDiscoveryResponseSchema.parse(discovery);
    const discoveryRun = savedVentureRunSchema.parse(discovery);
    expect(discoveryRun.builtOn).toEqual([
      {
        toolType: "market-analysis",
        projectId: marketRun.projectId,
        updatedAt: marketProject.updatedAt,
      },
    ]);
    const discoveryProject = projectSchema.parse(
      await (await browser.get(`/api/workspace/${discoveryRun.projectId}`)).json(),
    );
    expect(discoveryProject.builtOn).toEqual(discoveryRun.builtOn);
    expect(discoveryProject.inputData?.businessIdea).toBe(`${IDEA.title}: ${IDEA.description}`);
    expect(discoveryProject.inputData?.marketData).toMatchObject({
      marketOverview: analysis.marketOverview,
    });

    let now = await detail(browser, venture.id);
    expect(now.progress.slice(0, 3).map((entry) => entry.status)).toEqual(["done", "done", "done"]);
    expect(statusOf(now, "customer-discovery")?.current?.builtOn).toEqual(discoveryRun.builtOn);
    expect(now.next).toBe("strategic-planning");

    // The founder's own fields win, and a founder-given marketData is not "built on".
    const own = savedVentureRunSchema.parse(
      await run(browser, `/api/customer-discovery?venture=${venture.id}`, {
        businessIdea: "My own words",
        marketData: { marketOverview: "Typed by hand." },
      }),
    );
    expect(own.builtOn).toEqual([]);
    const ownProject = projectSchema.parse(
      await (await browser.get(`/api/workspace/${own.projectId}`)).json(),
    );
    expect(ownProject.inputData).toMatchObject({
      businessIdea: "My own words",
      marketData: { marketOverview: "Typed by hand." },
    });

    // A new run is a new project of the venture: the history keeps the earlier one.
    const refreshed = savedVentureRunSchema.parse(
      await run(browser, `/api/customer-discovery?venture=${venture.id}`, { businessIdea: "" }),
    );
    now = await detail(browser, venture.id);
    expect(now.history.find((entry) => entry.toolType === "customer-discovery")?.projects).toEqual(
      [refreshed.projectId, own.projectId, discoveryRun.projectId].map((id) =>
        expect.objectContaining({ id }),
      ),
    );
    expect(statusOf(now, "customer-discovery")).toMatchObject({
      status: "done",
      current: { projectId: refreshed.projectId },
    });

    // Regenerating the market analysis (same project, new revision) makes discovery stale.
    await run(
      browser,
      `/api/market-analysis?venture=${venture.id}&project=${marketRun.projectId}`,
      {
        businessIdea: "",
        researchGoals: ["Competitive Analysis"],
      },
    );
    now = await detail(browser, venture.id);
    expect(statusOf(now, "market-analysis")?.status).toBe("done");
    expect(statusOf(now, "customer-discovery")).toMatchObject({
      status: "stale",
      staleBecause: ["market-analysis"],
    });
    expect(now.next).toBe("customer-discovery");
    const listed = summaries(await (await browser.get("/api/ventures")).json());
    expect(statusOf(listed[0]!, "customer-discovery")?.status).toBe("stale");

    // Running discovery again refreshes it: not stale.
    const again = savedVentureRunSchema.parse(
      await run(browser, `/api/customer-discovery?venture=${venture.id}`, { businessIdea: "" }),
    );
    now = await detail(browser, venture.id);
    expect(statusOf(now, "customer-discovery")).toEqual({
      toolType: "customer-discovery",
      status: "done",
      current: expect.objectContaining({ projectId: again.projectId }),
    });
    expect(now.next).toBe("strategic-planning");

    // Renaming the market analysis changes no result: discovery stays up to date.
    const renamed = await browser.patch(`/api/workspace/${marketRun.projectId}`, {
      title: "Market analysis: renamed",
    });
    expect(renamed.status).toBe(200);
    now = await detail(browser, venture.id);
    expect(statusOf(now, "customer-discovery")?.status).toBe("done");

    // A newer market analysis project (not the one discovery read) makes it stale too.
    await run(browser, `/api/market-analysis?venture=${venture.id}`, {
      businessIdea: "",
      researchGoals: ["Market Size Validation"],
    });
    now = await detail(browser, venture.id);
    expect(statusOf(now, "customer-discovery")?.status).toBe("stale");
  });

  it("starts a venture for a run outside one, not for ideas or an Edit; 404 for an unknown venture", async () => {
    const browser = await founder();
    // Ideas stay on their own until the founder develops one.
    const ideas = savedVentureRunSchema.parse(
      await run(browser, "/api/generate-ideas", IDEA_REQUEST),
    );
    expect(ideas).toMatchObject({ ventureId: null, builtOn: [] });
    // A market analysis outside any venture starts one, holding the idea it was run on.
    const plain = savedVentureRunSchema.parse(
      await run(browser, "/api/market-analysis", MARKET_REQUEST),
    );
    expect(plain.ventureId).not.toBeNull();
    expect(plain.builtOn).toEqual([]);
    const started = await detail(browser, plain.ventureId!);
    expect(started.name).toBe("Yoga studio booking");
    expect(started.idea).toMatchObject({ title: "Yoga studio booking", description: "Bookings" });
    // Without an idea, the venture is named after the business idea.
    const { previousData: _, ...withoutIdea } = MARKET_REQUEST;
    const named = savedVentureRunSchema.parse(
      await run(browser, "/api/market-analysis", withoutIdea),
    );
    expect((await detail(browser, named.ventureId!)).name).toBe(MARKET_REQUEST.businessIdea);
    expect(statusOf(started, "market-analysis")?.current?.projectId).toBe(plain.projectId);
    // Editing that project (?project=) stays in its venture and starts no other.
    const edited = savedVentureRunSchema.parse(
      await run(browser, `/api/market-analysis?project=${plain.projectId}`, MARKET_REQUEST),
    );
    expect(edited.ventureId).toBe(plain.ventureId);
    expect(summaries(await (await browser.get("/api/ventures")).json())).toHaveLength(2);
    const unknown = await browser.post("/api/market-analysis?venture=nope", MARKET_REQUEST);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: "not_found" });
    // A venture with no idea and no earlier work: the founder's required fields are still required.
    const empty = await create(browser, { name: "Blank" });
    const missing = await browser.post(`/api/market-analysis?venture=${empty.id}`, {});
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ code: "validation_failed" });
    expect((await detail(browser, empty.id)).history.every((m) => m.projects.length === 0)).toBe(
      true,
    );
  });

  describe("POST /api/ventures/import", () => {
    /** What a visitor's browser holds after running the three free tools signed out. */
    async function visitorResults() {
      const visitor = new Browser(app);
      const ideasBody = await run(visitor, "/api/generate-ideas", IDEA_REQUEST);
      const marketBody = await run(visitor, "/api/market-analysis", MARKET_REQUEST);
      const discoveryRequest = {
        businessIdea: "A booking app for independent yoga studios",
        marketData: (marketBody as { analysis: unknown }).analysis,
      };
      const discoveryBody = await run(visitor, "/api/customer-discovery", discoveryRequest);
      return [
        { toolType: "idea-generation", inputData: IDEA_REQUEST, outputData: ideasBody },
        { toolType: "market-analysis", inputData: MARKET_REQUEST, outputData: marketBody },
        {
          toolType: "customer-discovery",
          inputData: discoveryRequest,
          outputData: discoveryBody,
        },
      ];
    }

    it("keeps work made before sign-up as a new venture, one project per result", async () => {
      const results = await visitorResults();
      const browser = await founder();
      // Discovery first: the server stores them in the modules' order.
      const response = await browser.post("/api/ventures/import", {
        results: [results[2], results[0], results[1]],
      });
      expect(response.status, await response.clone().text()).toBe(201);
      const venture = ventureDetailSchema.parse(await response.json());
      expect(venture.name).toBe("Yoga studio booking");
      expect(venture.idea).toMatchObject({ title: "Yoga studio booking" });
      expect(venture.progress.slice(0, 3).map((entry) => entry.status)).toEqual([
        "done",
        "done",
        "done",
      ]);
      expect(venture.next).toBe("strategic-planning");
      const titles = venture.progress.slice(0, 3).map((entry) => entry.current?.title);
      expect(titles).toEqual([
        "Startup ideas: Fitness",
        "Market analysis: A booking app for independent yoga studios",
        "Customer discovery: A booking app for independent yoga studios",
      ]);
      const market = statusOf(venture, "market-analysis")!.current!;
      expect(statusOf(venture, "customer-discovery")?.current?.builtOn).toEqual([
        { toolType: "market-analysis", projectId: market.projectId, updatedAt: market.updatedAt },
      ]);
      const stored = projectSchema.parse(
        await (await browser.get(`/api/workspace/${market.projectId}`)).json(),
      );
      expect(stored.inputData).toMatchObject({ businessIdea: MARKET_REQUEST.businessIdea });
      expect(stored.outputData).toMatchObject({
        marketOverview: (results[1]!.outputData as { analysis: { marketOverview: string } })
          .analysis.marketOverview,
      });

      // A result with no inputs is titled with the module's name; the given name wins.
      const named = await browser.post("/api/ventures/import", {
        name: "Later",
        results: [{ ...results[2], inputData: null }],
      });
      expect(named.status).toBe(201);
      const later = ventureDetailSchema.parse(await named.json());
      expect(later.name).toBe("Later");
      expect(statusOf(later, "customer-discovery")?.current?.title).toBe("Customer Discovery");
      expect(
        summaries(await (await browser.get("/api/ventures")).json()).map((v) => v.name),
      ).toEqual(["Later", "Yoga studio booking"]);
    });

    it("names a venture without an idea after the first generated idea, or a default", async () => {
      const [ideas] = await visitorResults();
      const browser = await founder();
      const fromIdeas = ventureDetailSchema.parse(
        await (await browser.post("/api/ventures/import", { results: [ideas] })).json(),
      );
      const first = (ideas!.outputData as { ideas: { title: string }[] }).ideas[0]!.title;
      expect(fromIdeas.name).toBe(first);
      expect(fromIdeas.idea).toBeNull();
      const bare = ventureDetailSchema.parse(
        await (
          await browser.post("/api/ventures/import", {
            results: [{ ...ideas, inputData: null }],
          })
        ).json(),
      );
      expect(bare.name).toBe(first);
      const discovery = (await visitorResults())[2]!;
      const unnamed = ventureDetailSchema.parse(
        await (
          await browser.post("/api/ventures/import", {
            results: [{ ...discovery, inputData: null }],
          })
        ).json(),
      );
      expect(unnamed.name).toBe(IMPORTED_VENTURE_NAME);
    });

    it("refuses an invalid body whole, naming the item, and stores nothing", async () => {
      const results = await visitorResults();
      const browser = await founder();
      const [ideas, market, discovery] = results as [
        (typeof results)[number],
        (typeof results)[number],
        (typeof results)[number],
      ];
      const bodies: [string, unknown, number, RegExp][] = [
        ["empty", { results: [] }, 400, /at least one/],
        ["not a list", { results: ideas }, 400, /results/],
        [
          "unknown toolType",
          { results: [ideas, { ...market, toolType: "astrology" }] },
          400,
          /results\.1: there is no tool "astrology"/,
        ],
        [
          "another tool's result",
          { results: [{ ...market, toolType: "iteration-scaling" }] },
          400,
          /results\.0 is not the result of Iteration & Scaling/,
        ],
        [
          "bad output",
          { results: [ideas, { ...market, outputData: { analysis: { marketOverview: 1 } } }] },
          400,
          /results\.1 is not the result of Market Analysis/,
        ],
        [
          "another tool's output",
          { results: [{ ...discovery, outputData: market.outputData }] },
          400,
          /results\.0 is not the result of Customer Discovery/,
        ],
        [
          "bad input",
          { results: [{ ...market, inputData: { industry: "Astrology" } }] },
          400,
          /results\.0\.inputData is not a request of Market Analysis/,
        ],
        ["duplicate toolType", { results: [ideas, ideas] }, 400, /one result per tool/],
        ["ten items", { results: Array.from({ length: 10 }, () => ideas) }, 400, /at most 9/],
        ["a blank name", { name: " ", results: [ideas] }, 400, /Enter a name/],
        ["an unknown field", { results: [{ ...ideas, extra: 1 }] }, 400, /extra/],
        [
          "too large",
          { results: [{ ...ideas, inputData: { pad: "x".repeat(1_100_000) } }] },
          413,
          /larger than 1 MB/,
        ],
      ];
      for (const [what, body, status, message] of bodies) {
        const response = await browser.post("/api/ventures/import", body);
        expect(response.status, what).toBe(status);
        const error = (await response.json()) as { error: string; code: string };
        expect(error.error, what).toMatch(message);
      }
      expect(summaries(await (await browser.get("/api/ventures")).json())).toEqual([]);
      expect(await (await browser.get("/api/workspace")).json()).toEqual([]);
    });

    it("takes bodies over the 100 KB limit of other routes, up to 1 MB", async () => {
      const results = await visitorResults();
      // The real sizes: three results are tens of KB (a market analysis alone is about 20 KB).
      expect(JSON.stringify({ results }).length).toBeGreaterThan(20_000);
      const browser = await founder();
      // A browser's extra field is dropped by the request schema; the body is about 300 KB.
      const large = {
        results: results.map((result) => ({
          ...result,
          inputData: { ...result.inputData, notes: "x".repeat(100 * 1024) },
        })),
      };
      const response = await browser.post("/api/ventures/import", large);
      expect(response.status).toBe(201);
      const venture = ventureDetailSchema.parse(await response.json());
      const ideas = statusOf(venture, "idea-generation")!.current!;
      const stored = projectSchema.parse(
        await (await browser.get(`/api/workspace/${ideas.projectId}`)).json(),
      );
      expect(stored.inputData).not.toHaveProperty("notes");
      const elsewhere = await browser.post("/api/ventures", { name: "x".repeat(150 * 1024) });
      expect(elsewhere.status).toBe(413);
    });
  });

  it("puts ventures in the account export and deletes them with the account", async () => {
    const { browser, email } = await signedUpBrowser(app);
    const ideas = await run(browser, "/api/generate-ideas", IDEA_REQUEST);
    const venture = await create(browser, { name: "Exported", projectIds: [ideas.projectId] });

    const response = await browser.get("/api/account/export");
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const exported = summaries(JSON.parse(strFromU8(files["ventures.json"]!)));
    expect(exported).toEqual([expect.objectContaining({ id: venture.id, name: "Exported" })]);
    const exportedProjects = JSON.parse(strFromU8(files["projects.json"]!)) as unknown[];
    expect(exportedProjects).toEqual([expect.objectContaining({ ventureId: venture.id })]);

    const [owner] = await database.db.select().from(user).where(eq(user.email, email));
    const deleted = await browser.post("/api/account/delete", { confirm: email });
    expect(deleted.status).toBe(204);
    const left = await database.db
      .select({ n: count() })
      .from(ventures)
      .where(eq(ventures.userId, owner!.id));
    expect(left[0]!.n).toBe(0);
    const leftProjects = await database.db
      .select({ n: count() })
      .from(projects)
      .where(eq(projects.userId, owner!.id));
    expect(leftProjects[0]!.n).toBe(0);
  });
});
