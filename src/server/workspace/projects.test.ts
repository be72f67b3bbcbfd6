import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, Db } from "../db/client";
import { projects, user } from "../db/schema";
import { testDatabases } from "../testing/databases";
import { expectedListBody } from "../testing/workspace";
import { WorkspaceListCache } from "./list-cache";
import { createProject, deleteProject, listProjectsJson, updateProject } from "./projects";

let users = 0;

async function newUser(database: Database): Promise<string> {
  users += 1;
  const id = `user-${users}-${Math.random().toString(36).slice(2)}`;
  await database.db.insert(user).values({ id, name: "Ada", email: `${id}@example.com` });
  return id;
}

/** A saved result of roughly `size` characters, with text that is not plain ASCII. */
function output(label: string, size = 2000): Record<string, unknown> {
  return {
    label,
    summary: `Café owners — “${label}” … ${"x".repeat(size)}`,
    numbers: [1, 2.5, -3e-7],
    nested: { ok: true, none: null },
  };
}

const list = async (database: Database, userId: string, cache: WorkspaceListCache) =>
  new TextDecoder().decode((await listProjectsJson(database.db, userId, cache)).body);

describe.each(testDatabases)("the workspace list and its cache on $kind", ({ open }) => {
  let database: Database & { dispose(): Promise<void> };

  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database.dispose();
  });

  async function withProjects(count: number): Promise<{ userId: string; ids: string[] }> {
    const userId = await newUser(database);
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const project = await createProject(database.db, userId, {
        toolType: "market-analysis",
        title: `Market analysis: "quoted" \\ ${i} ✓`,
        inputData: { i },
        outputData: i === 1 ? "a result saved as text" : output(`project ${i}`),
      });
      ids.push(project.id);
      // Distinct times, so "newest first" has one answer: project 0 is the newest.
      await database.db
        .update(projects)
        .set({ updatedAt: new Date(Date.UTC(2026, 0, 1) - i * 60_000) })
        .where(eq(projects.id, project.id));
    }
    return { userId, ids };
  }

  it("starts projects at revision 1 and bumps it when the request or result changes", async () => {
    const { userId, ids } = await withProjects(1);
    const revision = async () =>
      (
        await database.db
          .select({ revision: projects.revision })
          .from(projects)
          .where(eq(projects.id, ids[0]!))
      )[0]?.revision;
    expect(await revision()).toBe(1);
    // A new title is not a new result: later results built on it stay up to date.
    await updateProject(database.db, userId, ids[0]!, { title: "Renamed" });
    expect(await revision()).toBe(1);
    await updateProject(database.db, userId, ids[0]!, { outputData: output("new") });
    expect(await revision()).toBe(2);
    await updateProject(database.db, userId, ids[0]!, { inputData: { idea: "new" } });
    expect(await revision()).toBe(3);
    // Another user's update changes nothing.
    const other = await newUser(database);
    expect(
      await updateProject(database.db, other, ids[0]!, { outputData: output("x") }),
    ).toBeNull();
    expect(await revision()).toBe(3);
  });

  it("answers the same bytes cold, warm, and with no room to cache", async () => {
    const { userId } = await withProjects(6);
    const expected = await expectedListBody(database.db, userId);
    const cache = new WorkspaceListCache();
    const cold = await list(database, userId, cache);
    expect(cache.has(userId)).toBe(true);
    const warm = await list(database, userId, cache);
    const uncached = await list(database, userId, new WorkspaceListCache(0));
    expect(cold).toBe(expected);
    expect(warm).toBe(expected);
    expect(uncached).toBe(expected);
    expect(JSON.parse(warm)).toHaveLength(6);
  });

  it("answers [] for a founder with no projects", async () => {
    const userId = await newUser(database);
    expect(await list(database, userId, new WorkspaceListCache())).toBe("[]");
  });

  it("shows every update and deletion, even made by another instance with its own cache", async () => {
    const { userId, ids } = await withProjects(4);
    const here = new WorkspaceListCache();
    await list(database, userId, here);

    // Another server on the same database writes; this one's cache is warm and stale.
    await updateProject(database.db, userId, ids[2]!, { outputData: output("changed elsewhere") });
    await new Promise((resolve) => setTimeout(resolve, 2)); // distinct updated times
    await updateProject(database.db, userId, ids[0]!, { title: "Renamed elsewhere" });
    await deleteProject(database.db, userId, ids[3]!);
    const after = await list(database, userId, here);
    expect(after).toBe(await expectedListBody(database.db, userId));
    expect(after).toContain("changed elsewhere");
    expect(after).toContain("Renamed elsewhere");
    expect(after).not.toContain(ids[3]!);
    // The deleted project's result is no longer held.
    expect(here.get(userId, ids[3]!, 1)).toBeUndefined();
  });

  it("shows a change even when the updated time does not move", async () => {
    const { userId, ids } = await withProjects(2);
    const cache = new WorkspaceListCache();
    const [before] = await database.db
      .select({ updatedAt: projects.updatedAt })
      .from(projects)
      .where(eq(projects.id, ids[0]!));
    await list(database, userId, cache);
    await updateProject(database.db, userId, ids[0]!, { outputData: output("same millisecond") });
    // Two writes within one millisecond: the timestamp alone could not tell them apart.
    await database.db
      .update(projects)
      .set({ updatedAt: before!.updatedAt })
      .where(eq(projects.id, ids[0]!));
    const after = await list(database, userId, cache);
    expect(after).toContain("same millisecond");
    expect(after).toBe(await expectedListBody(database.db, userId));
  });

  it("never answers one founder with another's projects, warm cache or not", async () => {
    const alice = await withProjects(3);
    const bob = await withProjects(2);
    const cache = new WorkspaceListCache();
    await list(database, alice.userId, cache);
    const bobsList = JSON.parse(await list(database, bob.userId, cache)) as { id: string }[];
    expect(bobsList.map((p) => p.id).sort()).toEqual([...bob.ids].sort());
    // Even a cache entry filed under Bob with Alice's project id is never listed for him: the
    // list asks the database for Bob's projects only.
    cache.set(bob.userId, alice.ids[0]!, 1, new TextEncoder().encode('{"leak":true}'));
    const again = await list(database, bob.userId, cache);
    expect(again).toBe(await expectedListBody(database.db, bob.userId));
    expect(again).not.toContain("leak");
    expect(again).not.toContain(alice.ids[0]!);
  });

  it("stays correct when the cache is smaller than one founder's results", async () => {
    const { userId } = await withProjects(5);
    const cache = new WorkspaceListCache(5000);
    const expected = await expectedListBody(database.db, userId);
    expect(await list(database, userId, cache)).toBe(expected);
    expect(cache.bytes).toBeLessThanOrEqual(5000);
    expect(await list(database, userId, cache)).toBe(expected);
  });

  it("leaves out a project deleted between the two queries", async () => {
    const { userId, ids } = await withProjects(3);
    // The database as the list sees it: right after the first query answers, another request
    // deletes project 1.
    let queries = 0;
    const racing = new Proxy(database.db, {
      get(target, property, receiver) {
        if (property !== "execute") return Reflect.get(target, property, receiver);
        return async (query: Parameters<Db["execute"]>[0]) => {
          const result = await target.execute(query);
          queries += 1;
          if (queries === 1) await deleteProject(target, userId, ids[1]!);
          return result;
        };
      },
    });
    const cache = new WorkspaceListCache();
    const body = new TextDecoder().decode((await listProjectsJson(racing, userId, cache)).body);
    expect(queries).toBe(2);
    expect((JSON.parse(body) as { id: string }[]).map((p) => p.id)).toEqual([ids[0], ids[2]]);
    expect(body).toBe(await expectedListBody(database.db, userId));
  });
});
