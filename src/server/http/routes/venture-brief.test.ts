import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { VentureBrief } from "../../../shared/venture-brief";
import { type VentureDetail, ventureDetailSchema } from "../../../shared/ventures";
import { projectSchema } from "../../../shared/workspace";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { rateLimitCounters, ventures } from "../../db/schema";
import { testApp } from "../../testing/app-harness";
import { Browser, signedUpBrowser } from "../../testing/browser";
import { testDatabases } from "../../testing/databases";

/**
 * The venture brief (issue 23): a venture started from the founder's own idea text, read once
 * into a brief, corrected line by line, attached to every run in the venture, and marking the
 * results built before a correction stale.
 */

const GENEROUS: Partial<Config> = {
  tools: {
    rateLimitPerMinute: 10_000,
    rateLimitPerDay: 100_000,
    accountRateLimitPerMinute: 10_000,
    accountRateLimitPerDay: 100_000,
  },
} as Partial<Config>;

const IDEA_TEXT =
  "A subscription computer-vision service that flags shoplifting on an independent grocer's " +
  "existing CCTV, for independent grocery stores in the US. $249 per store a month. " +
  "Founder: ex-retail loss-prevention manager, knows Python. I can give 30 hours a week.";

const CORRECTED_BUYER = "independent grocery stores with 1-3 locations";

describe.each(testDatabases)("the venture brief on $kind", ({ open }) => {
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

  async function startFromText(browser: Browser, body: unknown = { ideaText: IDEA_TEXT }) {
    const response = await browser.post("/api/ventures", body);
    expect(response.status, await response.clone().text()).toBe(201);
    return ventureDetailSchema.parse(await response.json());
  }

  async function detail(browser: Browser, id: string): Promise<VentureDetail> {
    const response = await browser.get(`/api/ventures/${id}`);
    expect(response.status).toBe(200);
    return ventureDetailSchema.parse(await response.json());
  }

  async function storedBrief(id: string): Promise<unknown> {
    const [row] = await database.db
      .select({ brief: ventures.brief })
      .from(ventures)
      .where(eq(ventures.id, id));
    return row?.brief;
  }

  it("reads the founder's idea, typed once, into the venture's brief; the bio stays theirs", async () => {
    const browser = await founder();
    const venture = await startFromText(browser, {
      ideaText: IDEA_TEXT,
      about: { money: 15000 },
    });
    const brief = venture.brief!;
    expect(brief.revision).toBe(1);
    expect(brief.text).toBe(IDEA_TEXT);
    const { buyer, price, model, founder: me, users } = brief.lines;
    expect(buyer.value.who).toMatch(/grocery stores/);
    expect(buyer.value.kind).toBe("organisations");
    expect(buyer.value.scope).toBe("United States");
    expect(buyer.read).toMatchObject({ by: "reading" });
    expect(price.value).toEqual({ amount: 249, currency: "USD", per: "store", period: "month" });
    expect(price.read).toEqual({ by: "reading", words: ["$249 per store a month"] });
    expect(model.value).toEqual({ model: "b2b-saas", orientation: "B2B" });
    expect(me.value).toMatchObject({ money: 15000, hours: 30 });
    expect(me.value.skills).toMatch(/Python/);
    // The bio is never the customer's words, nor the idea's.
    for (const words of [buyer.value.who, users.value.who, brief.idea, venture.idea?.description]) {
      expect(words).not.toMatch(/Python|loss-prevention manager/);
    }
    // Named after the idea, which it holds now.
    expect(venture.name.length).toBeGreaterThan(0);
    expect(venture.idea?.description).toMatch(/shoplifting/);
    expect((await detail(browser, venture.id)).brief).toEqual(brief);
  });

  it("corrects a line as the founder's statement, kept when the idea is read again", async () => {
    const browser = await founder();
    const venture = await startFromText(browser);
    const response = await browser.patch(`/api/ventures/${venture.id}/brief`, {
      buyer: { who: CORRECTED_BUYER, count: 41000 },
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const corrected = ventureDetailSchema.parse(await response.json()).brief!;
    expect(corrected.revision).toBe(2);
    expect(corrected.lines.buyer.read).toEqual({ by: "founder" });
    expect(corrected.lines.buyer.value).toMatchObject({
      who: CORRECTED_BUYER,
      count: 41000,
      countSource: "stated by you",
    });
    // Lines not corrected are still the reading's.
    expect(corrected.lines.price.read.by).toBe("reading");

    const reread = await browser.patch(`/api/ventures/${venture.id}/brief`, {
      text: "Shoplifting alerts from existing CCTV for convenience stores, $199 per store a month.",
    });
    expect(reread.status).toBe(200);
    const after = ventureDetailSchema.parse(await reread.json()).brief!;
    expect(after.revision).toBe(3);
    expect(after.lines.buyer.value.who).toBe(CORRECTED_BUYER);
    expect(after.lines.buyer.value.count).toBe(41000);
    expect(after.lines.price.value.amount).toBe(199);
  });

  it("attaches the brief to every run in the venture; a correction marks earlier results stale", async () => {
    const browser = await founder();
    const venture = await startFromText(browser);
    await browser.patch(`/api/ventures/${venture.id}/brief`, {
      buyer: { who: CORRECTED_BUYER },
    });

    // Market analysis: the form's empty fields start from the brief.
    const market = await browser.post(`/api/market-analysis?venture=${venture.id}`, {
      businessIdea: "",
      industry: "Retail",
      targetMarket: "",
      researchGoals: ["Market Size Validation"],
    });
    expect(market.status, await market.clone().text()).toBe(200);
    const marketBody = (await market.json()) as { projectId: string; builtOn: unknown[] };
    // The brief is not an earlier result: "Built on" does not list it.
    expect(marketBody.builtOn).toEqual([]);
    const marketProject = projectSchema.parse(
      await (await browser.get(`/api/workspace/${marketBody.projectId}`)).json(),
    );
    expect(marketProject.inputData?.targetMarket).toMatch(/independent grocery stores with 1-3/);
    expect(marketProject.inputData?.businessIdea).not.toMatch(/Python/);
    expect((marketProject.inputData as { brief: VentureBrief }).brief.revision).toBe(2);

    // Go-to-market: the customer and the price are the brief's.
    const plan = await browser.post(`/api/go-to-market?venture=${venture.id}`, {
      businessIdea: "",
    });
    expect(plan.status, await plan.clone().text()).toBe(200);
    const planBody = (await plan.json()) as { projectId: string };
    const planProject = projectSchema.parse(
      await (await browser.get(`/api/workspace/${planBody.projectId}`)).json(),
    );
    expect(planProject.inputData).toMatchObject({
      targetCustomer: expect.stringMatching(/independent grocery stores with 1-3/),
      price: 249,
    });
    const planText = JSON.stringify(planProject.outputData);
    expect(planText).toContain("$249");
    expect(planText).toMatch(/independent grocery stores/i);

    let now = await detail(browser, venture.id);
    for (const toolType of ["market-analysis", "go-to-market"]) {
      expect(now.progress.find((entry) => entry.toolType === toolType)?.status).toBe("done");
    }
    const fix = await browser.patch(`/api/ventures/${venture.id}/brief`, {
      price: { amount: 299 },
    });
    expect(fix.status).toBe(200);
    now = await detail(browser, venture.id);
    for (const toolType of ["market-analysis", "go-to-market"]) {
      const step = now.progress.find((entry) => entry.toolType === toolType);
      expect(step, toolType).toMatchObject({ status: "stale", staleBecause: ["brief"] });
    }
    expect(now.next).toBe("market-analysis");

    // A refresh sends the stored request again: what the old brief filled is filled anew.
    await browser.patch(`/api/ventures/${venture.id}/brief`, {
      buyer: { who: "convenience stores" },
    });
    const refreshed = await browser.post(
      `/api/market-analysis?venture=${venture.id}&project=${marketBody.projectId}`,
      { ...marketProject.inputData, competitorAnalysis: "Veesion" },
    );
    expect(refreshed.status, await refreshed.clone().text()).toBe(200);
    const again = projectSchema.parse(
      await (await browser.get(`/api/workspace/${marketBody.projectId}`)).json(),
    );
    expect(again.inputData?.targetMarket).toBe("convenience stores");
    // What the founder typed themselves is kept.
    expect(again.inputData?.competitorAnalysis).toBe("Veesion");
    expect((again.inputData as { brief: VentureBrief }).brief.revision).toBe(4);
    now = await detail(browser, venture.id);
    expect(now.progress.find((entry) => entry.toolType === "market-analysis")?.status).toBe("done");
  });

  it("reads a brief from an adopted idea: its place and currency", async () => {
    const browser = await founder();
    const venture = await startFromText(browser, {
      name: "Yoga bookings",
      idea: {
        title: "Yoga studio bookings",
        description: "A booking app for independent yoga studios in the UK, £39 a month",
        targetMarket: "independent yoga studio owners",
      },
    });
    expect(venture.brief?.from).toBe("adopted-idea");
    expect(venture.brief?.lines.price.value).toMatchObject({ amount: 39, currency: "GBP" });
    expect(venture.brief?.lines.buyer.value.place).toBe("the United Kingdom");
  });

  it("keeps another founder's venture to itself: 404, its brief unchanged", async () => {
    const owner = await founder();
    const venture = await startFromText(owner);
    const before = await storedBrief(venture.id);
    const other = await founder();
    const response = await other.patch(`/api/ventures/${venture.id}/brief`, {
      buyer: { who: "everyone" },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: "not_found" });
    expect((await other.get(`/api/ventures/${venture.id}`)).status).toBe(404);
    expect(await storedBrief(venture.id)).toEqual(before);
    const visitor = await new Browser(app).patch(`/api/ventures/${venture.id}/brief`, {
      buyer: { who: "everyone" },
    });
    expect(visitor.status).toBe(401);
  });

  it("refuses bad bodies with 400 { error, code } and changes nothing", async () => {
    const browser = await founder();
    const venture = await startFromText(browser);
    const before = await storedBrief(venture.id);
    const path = `/api/ventures/${venture.id}/brief`;
    const bad: [string, string, unknown, RegExp][] = [
      ["PATCH", path, {}, /at least one line/],
      ["PATCH", path, { buyer: {} }, /names at least one field/],
      ["PATCH", path, { buyer: { count: -3 } }, /cannot be negative/],
      ["PATCH", path, { buyer: { who: "   " } }, /cannot be empty/],
      ["PATCH", path, { price: { currency: "XYZ" } }, /Currency/],
      ["PATCH", path, { model: { model: "pyramid" } }, /business models/],
      ["PATCH", path, { founder: { hours: 200 } }, /at most 168/],
      ["PATCH", path, { buyer: { who: "x", admin: true } }, /admin/],
      ["PATCH", path, { secret: 1 }, /secret/],
      ["PATCH", path, { text: "short" }, /at least 10/],
      ["PATCH", path, { text: "x".repeat(2001) }, /at most 2000/],
      ["POST", "/api/ventures", { ideaText: "tiny" }, /at least 10/],
      ["POST", "/api/ventures", { ideaText: IDEA_TEXT, about: { skills: 3 } }, /about/],
      ["POST", "/api/ventures", { ideaText: IDEA_TEXT, about: { hours: -1 } }, /negative/],
      ["POST", "/api/ventures", { name: "Shop", whoPays: "florists" }, /describe your idea too/],
      ["POST", "/api/ventures", { ideaText: IDEA_TEXT, whoPays: " " }, /Say who pays/],
      ["POST", "/api/ventures", { ideaText: IDEA_TEXT, whoPays: "x".repeat(501) }, /at most 500/],
    ];
    const count = (await (await browser.get("/api/ventures")).json()) as unknown[];
    for (const [method, target, body, message] of bad) {
      const response = await browser.request(method, target, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const error = (await response.json()) as { error: string; code: string };
      expect(error.error, JSON.stringify(body)).toMatch(message);
      expect(error.code).toBe("validation_failed");
    }
    expect(await storedBrief(venture.id)).toEqual(before);
    expect(((await (await browser.get("/api/ventures")).json()) as unknown[]).length).toBe(
      count.length,
    );
  });

  it("takes who pays, said apart from the idea, as the founder's statement, counted in their country", async () => {
    const browser = await founder();
    const venture = await startFromText(browser, {
      ideaText:
        "Wedding and funeral orders, stock and delivery rounds in one app, with reminders. €39 a month.",
      whoPays: "independent florists in Ireland",
    });
    const { buyer, price } = venture.brief!.lines;
    expect(venture.brief!.revision).toBe(1);
    expect(buyer.read).toEqual({ by: "founder" });
    // The place has its own field; the words are the founder's.
    expect(buyer.value).toMatchObject({
      who: "independent florists",
      kind: "organisations",
      place: "Ireland",
    });
    expect(buyer.value.count).toBeGreaterThan(100);
    expect(buyer.value.countSource).toBeTruthy();
    expect(price.value).toMatchObject({ amount: 39, currency: "EUR", period: "month" });
  });

  it("reads a brief into a venture that had none only from its idea text", async () => {
    const browser = await founder();
    const venture = await startFromText(browser, { name: "Named only" });
    expect(venture.brief).toBeNull();
    const refused = await browser.patch(`/api/ventures/${venture.id}/brief`, {
      buyer: { who: "florists" },
    });
    expect(refused.status).toBe(400);
    expect(await storedBrief(venture.id)).toBeNull();
    const read = await browser.patch(`/api/ventures/${venture.id}/brief`, {
      text: "Booking software for independent florists in Ireland, €39 a month.",
    });
    expect(read.status).toBe(200);
    const brief = ventureDetailSchema.parse(await read.json()).brief!;
    expect(brief.lines.buyer.value).toMatchObject({ place: "Ireland", scope: "Europe" });
    expect(brief.lines.price.value).toMatchObject({ amount: 39, currency: "EUR", period: "month" });
  });
});
