import { randomBytes } from "node:crypto";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { leanProjectSchema, projectSummarySchema } from "../../shared/workspace";
import { writeBillingRow } from "../billing/store";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { rateLimitCounters, user, ventures } from "../db/schema";
import { testApp, testConfig } from "../testing/app-harness";
import { type Browser, signedUpBrowser } from "../testing/browser";
import { testDatabases } from "../testing/databases";
import { IDEA_REQUEST } from "../testing/tool-requests";
import { expectedListBody } from "../testing/workspace";
import { storedBytes } from "./write-quota";

/**
 * Issue 25's quotas: writes per minute and per day per account (429 with Retry-After), stored
 * bytes per plan (413, nothing changed), and GET /api/workspace in pages with a lean listing.
 */

const base = testConfig();
const GENEROUS_TOOLS: Config["tools"] = {
  rateLimitPerMinute: 10_000,
  rateLimitPerDay: 100_000,
  accountRateLimitPerMinute: 10_000,
  accountRateLimitPerDay: 100_000,
};
const MIB = 1024 * 1024;

/** Text that does not compress: what a 95 KB PATCH of real, varied writing costs to store. */
function incompressible(bytes: number): string {
  return randomBytes(Math.ceil((bytes * 3) / 4))
    .toString("base64")
    .slice(0, bytes);
}

describe.each(testDatabases)("workspace quotas on $kind", ({ open }) => {
  let database: Database & { dispose(): Promise<void> };

  beforeAll(async () => {
    database = await open();
  });
  afterAll(() => database.dispose());
  beforeEach(async () => {
    await database.db.delete(rateLimitCounters);
  });

  const appWith = (workspace: Partial<Config["workspace"]> = {}) =>
    testApp(database, {
      tools: GENEROUS_TOOLS,
      workspace: { ...base.workspace, ...workspace },
    }).app;

  async function userIdOf(email: string): Promise<string> {
    const [row] = await database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    return row!.id;
  }

  /** What a visitor's browser offers to import after one free tool run signed out. */
  async function ideasResult(app: ReturnType<typeof appWith>) {
    const { browser } = await signedUpBrowser(app);
    const response = await browser.post("/api/generate-ideas", IDEA_REQUEST);
    expect(response.status, await response.clone().text()).toBe(200);
    const {
      projectId: _saved,
      ventureId: _venture,
      builtOn: _built,
      ...outputData
    } = (await response.json()) as Record<string, unknown>;
    return { toolType: "idea-generation", inputData: IDEA_REQUEST, outputData };
  }

  /** A founder with one imported project: its id. */
  async function withProject(browser: Browser, app: ReturnType<typeof appWith>) {
    const response = await browser.post("/api/ventures/import", {
      results: [await ideasResult(app)],
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const list = (await (await browser.get("/api/workspace")).json()) as { id: string }[];
    return list[0]!.id;
  }

  it("refuses the 41st import in a minute with 429, Retry-After and { error, code }", async () => {
    const app = appWith();
    const { importsPerMinute } = base.workspace;
    expect(importsPerMinute).toBeLessThan(41);
    const result = await ideasResult(app);
    const { browser, email } = await signedUpBrowser(app);
    const statuses: number[] = [];
    let refused: Response | undefined;
    for (let attempt = 1; attempt <= 41; attempt += 1) {
      const response = await browser.post("/api/ventures/import", { results: [result] });
      statuses.push(response.status);
      if (attempt === 41) refused = response;
    }
    expect(statuses.slice(0, importsPerMinute).every((status) => status === 201)).toBe(true);
    expect(statuses.slice(importsPerMinute).every((status) => status === 429)).toBe(true);
    expect(refused!.status).toBe(429);
    const retryAfter = Number(refused!.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const body = (await refused!.json()) as { error: string; code: string };
    expect(body.code).toBe("rate_limited");
    expect(body.error).toMatch(/imported \d+ ventures this minute.*try again in \d+ seconds?/);
    // Only the allowed imports were stored.
    const [row] = await database.db
      .select({ n: count() })
      .from(ventures)
      .where(eq(ventures.userId, await userIdOf(email)));
    expect(row!.n).toBe(importsPerMinute);
    // Another founder's imports are their own.
    const other = (await signedUpBrowser(app)).browser;
    expect((await other.post("/api/ventures/import", { results: [result] })).status).toBe(201);
  });

  it("counts changes per minute and per day per account, and a refused change changes nothing", async () => {
    const app = appWith({ writesPerMinute: 3, writesPerDay: 1000 });
    const { browser } = await signedUpBrowser(app);
    const created = await browser.post("/api/ventures", { name: "First" });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    for (const name of ["Second", "Third"]) {
      expect((await browser.patch(`/api/ventures/${id}`, { name })).status).toBe(200);
    }
    const refused = await browser.patch(`/api/ventures/${id}`, { name: "Fourth" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(await refused.json()).toMatchObject({
      code: "rate_limited",
      error: expect.stringMatching(/made 3 changes this minute/),
    });
    expect(
      ((await (await browser.get(`/api/ventures/${id}`)).json()) as { name: string }).name,
    ).toBe("Third");

    const daily = appWith({ writesPerMinute: 100, writesPerDay: 2 });
    const founder = (await signedUpBrowser(daily)).browser;
    expect((await founder.post("/api/ventures", { name: "A" })).status).toBe(201);
    expect((await founder.post("/api/ventures", { name: "B" })).status).toBe(201);
    const overDay = await founder.post("/api/ventures", { name: "C" });
    expect(overDay.status).toBe(429);
    expect(Number(overDay.headers.get("retry-after"))).toBeGreaterThan(60);
    expect(((await overDay.json()) as { error: string }).error).toMatch(/this day/);
  });

  it("refuses a write over the plan's stored bytes with 413, changing nothing; a paid plan stores more", async () => {
    const app = appWith({ storageBytes: { trial: 60_000, paid: 10 * MIB } });
    const { browser, email } = await signedUpBrowser(app);
    const projectId = await withProject(browser, app);
    const userId = await userIdOf(email);
    const before = await (await browser.get(`/api/workspace/${projectId}`)).text();
    const bytesBefore = await storedBytes(database.db, userId);
    expect(bytesBefore).toBeLessThan(60_000);

    const big = { outputData: { notes: incompressible(95_000) } };
    const refused = await browser.patch(`/api/workspace/${projectId}`, big);
    expect(refused.status).toBe(413);
    const body = (await refused.json()) as { error: string; code: string };
    expect(body.code).toBe("storage_limit_reached");
    expect(body.error).toMatch(/over your plan's 59 KB\. Nothing was changed/);
    expect(await (await browser.get(`/api/workspace/${projectId}`)).text()).toBe(before);
    expect(await storedBytes(database.db, userId)).toBe(bytesBefore);
    // A small change still fits.
    expect((await browser.patch(`/api/workspace/${projectId}`, { title: "Renamed" })).status).toBe(
      200,
    );

    // The same founder on a paid plan has the paid plan's limit.
    await writeBillingRow(
      database.db,
      userId,
      {
        plan: "monthly",
        status: "active",
        source: "grant",
        currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
      },
      new Date(),
    );
    expect((await browser.patch(`/api/workspace/${projectId}`, big)).status).toBe(200);
    expect(await storedBytes(database.db, userId)).toBeGreaterThan(60_000);
  });

  it("rolls back an import, and a tool run's save, that would pass the limit", async () => {
    const result = await ideasResult(appWith());
    const tight = appWith({ storageBytes: { trial: 1000, paid: 10 * MIB } });
    const { browser, email } = await signedUpBrowser(tight);
    const refused = await browser.post("/api/ventures/import", { results: [result] });
    expect(refused.status).toBe(413);
    expect(await refused.json()).toMatchObject({ code: "storage_limit_reached" });
    const run = await browser.post("/api/generate-ideas", IDEA_REQUEST);
    expect(run.status).toBe(413);
    expect(await browser.get("/api/ventures").then((r) => r.json())).toEqual([]);
    expect(await browser.get("/api/workspace").then((r) => r.json())).toEqual([]);
    expect(await storedBytes(database.db, await userIdOf(email))).toBe(0);
  });

  it("lists a 1,000-project account in pages that follow each other, and a lean listing without results", async () => {
    const app = appWith();
    const { browser, email } = await signedUpBrowser(app);
    const userId = await userIdOf(email);
    // Inserted directly; every third project shares its updated time, so pages must break ties.
    await database.db.execute(sql`
      insert into projects (id, user_id, tool_type, title, output_data, updated_at)
      select 'p-' || lpad(i::text, 4, '0'), ${userId}, 'market-analysis', 'Project ' || i,
        json_build_object('summary', 'Result ' || i),
        timestamptz '2026-01-01T00:00:00Z' + ((i / 3) || ' seconds')::interval
      from generate_series(1, 1000) as i`);

    const first = await browser.get("/api/workspace");
    expect(first.status).toBe(200);
    const firstPage = (await first.json()) as unknown[];
    expect(firstPage).toHaveLength(20);
    for (const item of firstPage) projectSummarySchema.parse(item);
    expect(first.headers.get("link")).toMatch(
      /^<\/api\/workspace\?limit=20&cursor=[\w-]+>; rel="next"$/,
    );

    const listed: unknown[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const url: string = `/api/workspace?limit=100${cursor ? `&cursor=${cursor}` : ""}`;
      const response = await browser.get(url);
      expect(response.status).toBe(200);
      const page = (await response.json()) as unknown[];
      expect(page.length).toBeLessThanOrEqual(100);
      listed.push(...page);
      cursor = response.headers.get("x-next-cursor");
      pages += 1;
    } while (cursor !== null && pages < 20);
    expect(pages).toBe(10);
    expect(JSON.stringify(listed)).toBe(await expectedListBody(database.db, userId));

    const lean = await browser.get("/api/workspace?fields=lean&limit=1000");
    expect(lean.status).toBe(200);
    expect(lean.headers.get("x-next-cursor")).toBeNull();
    const leanItems = (await lean.json()) as Record<string, unknown>[];
    expect(leanItems).toHaveLength(1000);
    for (const item of leanItems) {
      expect(item).not.toHaveProperty("outputData");
      leanProjectSchema.parse(item);
    }
    expect(leanItems.map((item) => item.id)).toEqual(
      (listed as { id: string }[]).map((item) => item.id),
    );
    const leanDefault = await browser.get("/api/workspace?fields=lean");
    expect((await leanDefault.json()) as unknown[]).toHaveLength(500);
    expect(leanDefault.headers.get("link")).toMatch(/fields=lean&limit=500&cursor=/);
  });

  it("answers 400 with { error, code } to a bad page request", async () => {
    const { browser } = await signedUpBrowser(appWith());
    for (const query of [
      "limit=0",
      "limit=101",
      "limit=ten",
      "fields=all",
      "cursor=bm90LWEtY3Vyc29y",
    ]) {
      const response = await browser.get(`/api/workspace?${query}`);
      expect(response.status, query).toBe(400);
      expect(await response.json()).toMatchObject({ code: "bad_request" });
    }
    expect((await browser.get("/api/workspace?fields=lean&limit=1000")).status).toBe(200);
  });
});
