import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { projectSummarySchema } from "../../../shared/workspace";
import { createApp } from "../../app";
import type { Database } from "../../db/client";
import { projects, rateLimitCounters, user } from "../../db/schema";
import { FAST_TEST_HASHER, testConfig } from "../../testing/app-harness";
import { confirmationPath } from "../../testing/browser";
import { testDatabases } from "../../testing/databases";
import { expectedListBody } from "../../testing/workspace";
import { WorkspaceListCache } from "../../workspace/list-cache";

const ORIGIN = "http://localhost:3000";
const PASSWORD = "correct horse battery staple";
let emails = 0;

const MARKET_REQUEST = {
  businessIdea: "Booking software for yoga studios",
  industry: "Sports & Fitness",
  targetMarket: "Independent studio owners",
};

type App = ReturnType<typeof createApp>;

/** One signed-in founder: sends the session cookie and the site's Origin. */
async function signUp(app: App): Promise<{ id: string; email: string; send: Send }> {
  emails += 1;
  const email = `workspace-cache-${emails}@example.com`;
  const response = await app.request("/api/auth/sign-up/email", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: ORIGIN },
    body: JSON.stringify({
      firstName: "Ada",
      lastName: "Lovelace",
      email,
      password: PASSWORD,
      acceptTerms: true,
    }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  // Signed in by the confirmation link the sign-up mails.
  const confirmed = await app.request(await confirmationPath(email), {
    headers: { Origin: ORIGIN },
  });
  expect(confirmed.status).toBe(302);
  const cookie = confirmed.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const me = await app.request("/api/auth/user", { headers: { Cookie: cookie, Origin: ORIGIN } });
  const created = (await me.json()) as { id: string };
  const send: Send = async (method, path, body) =>
    app.request(path, {
      method,
      headers: {
        Cookie: cookie,
        Origin: ORIGIN,
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return { id: created.id, email, send };
}
type Send = (method: string, path: string, body?: unknown) => Promise<Response>;

describe.each(testDatabases)("GET /api/workspace with its cache on $kind", ({ open }) => {
  let database: Database & { dispose(): Promise<void> };
  let cache: WorkspaceListCache;
  let app: App;

  beforeAll(async () => {
    database = await open();
    cache = new WorkspaceListCache();
    app = createApp({
      config: testConfig(),
      database,
      logger: pino({ level: "silent" }),
      passwordHasher: FAST_TEST_HASHER,
      workspaceListCache: cache,
    });
  });
  afterAll(async () => {
    await database.dispose();
  });
  beforeEach(async () => {
    await database.db.delete(rateLimitCounters);
  });

  /** The list's body as text, after checking it is what the stored projects say, byte for byte. */
  async function listOf(founder: { id: string; send: Send }): Promise<string> {
    const response = await founder.send("GET", "/api/workspace");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const body = await response.text();
    expect(body).toBe(await expectedListBody(database.db, founder.id));
    for (const item of JSON.parse(body) as unknown[]) projectSummarySchema.parse(item);
    return body;
  }

  async function generated(founder: { send: Send }, request = MARKET_REQUEST): Promise<string> {
    const response = await founder.send("POST", "/api/market-analysis", request);
    expect(response.status).toBe(200);
    return ((await response.json()) as { projectId: string }).projectId;
  }

  it("shows a PATCHed title and output, a regenerated result and a deletion on the next list", async () => {
    const founder = await signUp(app);
    const first = await generated(founder);
    const second = await generated(founder, { ...MARKET_REQUEST, industry: "Technology" });
    const cold = await listOf(founder);
    expect(cache.has(founder.id)).toBe(true);
    expect(await listOf(founder)).toBe(cold);

    expect(
      (await founder.send("PATCH", `/api/workspace/${first}`, { title: "Yoga, renamed" })).status,
    ).toBe(200);
    expect(await listOf(founder)).toContain('"title":"Yoga, renamed"');

    expect(
      (
        await founder.send("PATCH", `/api/workspace/${first}`, {
          outputData: { note: "edited by hand" },
        })
      ).status,
    ).toBe(200);
    expect(await listOf(founder)).toContain('"outputData":{"note":"edited by hand"}');

    const again = await founder.send("POST", `/api/market-analysis?project=${first}`, {
      ...MARKET_REQUEST,
      businessIdea: "Booking software for pilates studios",
    });
    expect(again.status).toBe(200);
    const regenerated = await listOf(founder);
    expect(regenerated).not.toContain("edited by hand");
    expect(regenerated).toContain("pilates");

    expect((await founder.send("DELETE", `/api/workspace/${second}`)).status).toBe(204);
    const [revision] = await database.db
      .select({ revision: projects.revision })
      .from(projects)
      .where(eq(projects.id, first));
    // Created (1), output patched (2), regenerated (3); the new title alone is no new revision.
    expect(revision?.revision).toBe(3);
    expect(cache.get(founder.id, second, 1)).toBeUndefined();
    const afterDelete = JSON.parse(await listOf(founder)) as { id: string }[];
    expect(afterDelete.map((p) => p.id)).toEqual([first]);
  });

  it("never shows a founder another's projects, however warm the cache", async () => {
    const alice = await signUp(app);
    const bob = await signUp(app);
    const alices = [await generated(alice), await generated(alice)];
    await listOf(alice);
    await listOf(alice);
    expect(await listOf(bob)).toBe("[]");
    const bobs = await generated(bob);
    const bobsList = await listOf(bob);
    expect((JSON.parse(bobsList) as { id: string }[]).map((p) => p.id)).toEqual([bobs]);
    for (const id of alices) expect(bobsList).not.toContain(id);
    // Alice's own list is unchanged by Bob's.
    expect((JSON.parse(await listOf(alice)) as { id: string }[]).map((p) => p.id).sort()).toEqual(
      [...alices].sort(),
    );
  });

  it("forgets a deleted account's results", async () => {
    const founder = await signUp(app);
    await generated(founder);
    await listOf(founder);
    expect(cache.has(founder.id)).toBe(true);
    const deleted = await founder.send("POST", "/api/account/delete", { confirm: founder.email });
    expect(deleted.status).toBe(204);
    expect(cache.has(founder.id)).toBe(false);
    expect(await database.db.select().from(user).where(eq(user.id, founder.id))).toEqual([]);
  });
});
