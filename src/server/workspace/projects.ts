import { randomUUID } from "node:crypto";
import { and, count, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { LeanProject, Project, ProjectPatch, ProjectSummary } from "../../shared/workspace";
import type { Db } from "../db/client";
import { projects } from "../db/schema";
import { builtOnOf, type StoredBuiltOn } from "./built-on";
import type { WorkspaceListCache } from "./list-cache";

/**
 * The workspace's projects (spec §3, issue 6). Every function takes the owner's id and every
 * query filters by it: another user's project is simply not found.
 */

type ProjectRow = typeof projects.$inferSelect;
type OutputData = ProjectSummary["outputData"];

function outputOf(value: unknown): OutputData {
  return typeof value === "string" ? value : ((value ?? {}) as Record<string, unknown>);
}

export function toProject(row: ProjectRow): Project {
  return {
    id: row.id,
    title: row.title,
    toolType: row.toolType,
    outputData: outputOf(row.outputData),
    updatedAt: row.updatedAt.toISOString(),
    inputData: (row.inputData as Record<string, unknown> | null) ?? null,
    createdAt: row.createdAt.toISOString(),
    ventureId: row.ventureId,
    builtOn: builtOnOf(row.builtOn),
  };
}

const listRows = z.array(
  z.object({
    id: z.string(),
    title: z.string(),
    tool_type: z.string(),
    revision: z.number().int(),
    updated_at: z.string(),
    /** updated_at to the microsecond, for the next page's cursor. */
    position: z.string(),
  }),
);

const outputRows = z.array(
  z.object({
    id: z.string(),
    revision: z.number().int(),
    output: z.string(),
  }),
);

const utf8 = new TextEncoder();

/**
 * Where a page of the list starts: after the project last listed (newest first, so the next page
 * holds older projects; ties on updated_at are broken by id). Sent to the client as an opaque
 * cursor (src/shared/workspace.ts).
 */
export interface ListPosition {
  updatedAt: string;
  id: string;
}

export interface PageRequest {
  /** Projects per page; null: every project (the tests' whole list). */
  limit: number | null;
  after?: ListPosition | undefined;
}

export interface ListedPage {
  body: Uint8Array<ArrayBuffer>;
  /** Where the next page starts, or null on the last page. */
  next: ListPosition | null;
}

/** One page of the founder's projects without results, newest first, and where the next starts. */
async function listRowsOf(db: Db, userId: string, page: PageRequest) {
  const listed = await db.execute(sql`
    select id, title, tool_type, revision,
      to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as updated_at,
      to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as position
    from projects where user_id = ${userId}
    ${page.after ? sql`and (updated_at, id) < (${page.after.updatedAt}::timestamptz, ${page.after.id})` : sql``}
    order by updated_at desc, id desc
    ${page.limit === null ? sql`` : sql`limit ${page.limit + 1}`}`);
  const rows = listRows.parse((listed as { rows: unknown }).rows);
  const more = page.limit !== null && rows.length > page.limit;
  const shown = more ? rows.slice(0, page.limit ?? undefined) : rows;
  const last = shown.at(-1);
  return { rows: shown, next: more && last ? { updatedAt: last.position, id: last.id } : null };
}

/**
 * A page of GET /api/workspace's body as UTF-8 JSON, ProjectSummary[] newest first: the stored
 * results (json text as written) are spliced in as they are. A founder's saved results are
 * megabytes of JSON; parsing them into objects only to serialise them again cost more than the
 * query, and so do moving them out of the database and encoding them on every dashboard load
 * (bench/workspace.mjs). So: one query for the page without results (the index on user_id,
 * updated_at desc answers it), then the results only of the projects whose revision `cache` does
 * not hold, kept under the revision that second query read. A project deleted between the two
 * queries is left out. Pages follow each other by position (keyset), never by offset, so a page
 * costs the same wherever it is and a project saved meanwhile never shifts one into the next.
 */
export async function listProjectsJson(
  db: Db,
  userId: string,
  cache: WorkspaceListCache,
  page: PageRequest = { limit: null },
): Promise<ListedPage> {
  const { rows, next } = await listRowsOf(db, userId, page);
  // Only a whole list says which projects are gone (deleted on another instance); a page does
  // not, and the cache's byte bound holds either way.
  if (page.after === undefined && next === null) {
    cache.retain(userId, new Set(rows.map((row) => row.id)));
  }

  const outputs = new Map<string, Uint8Array>();
  const missing: string[] = [];
  for (const row of rows) {
    const json = cache.get(userId, row.id, row.revision);
    if (json === undefined) missing.push(row.id);
    else outputs.set(row.id, json);
  }
  if (missing.length > 0) {
    const fetched = await db.execute(sql`
      select id, revision, output_data::text as output
      from projects where user_id = ${userId} and id = any(${sql.param(missing)}::text[])`);
    for (const row of outputRows.parse((fetched as { rows: unknown }).rows)) {
      const json = utf8.encode(row.output);
      outputs.set(row.id, json);
      cache.set(userId, row.id, row.revision, json);
    }
  }

  const parts: Uint8Array[] = [];
  for (const row of rows) {
    const output = outputs.get(row.id);
    if (output === undefined) continue;
    parts.push(
      utf8.encode(
        `${parts.length === 0 ? "" : ","}{"id":${JSON.stringify(row.id)},"title":${JSON.stringify(row.title)},"toolType":${JSON.stringify(row.tool_type)},"outputData":`,
      ),
      output,
      utf8.encode(`,"updatedAt":"${row.updated_at}"}`),
    );
  }
  return { body: Buffer.concat([utf8.encode("["), ...parts, utf8.encode("]")]), next };
}

/**
 * A page of the lean listing (GET /api/workspace?fields=lean): each project's id, title, tool
 * and last update, no result, newest first. What the dashboard's full list and figures need.
 */
export async function listProjectsLean(
  db: Db,
  userId: string,
  page: PageRequest,
): Promise<{ projects: LeanProject[]; next: ListPosition | null }> {
  const { rows, next } = await listRowsOf(db, userId, page);
  return {
    projects: rows.map((row) => ({
      id: row.id,
      title: row.title,
      toolType: row.tool_type,
      updatedAt: row.updated_at,
    })),
    next,
  };
}

/** How many projects the founder has (the export numbers its files by it). */
export async function countProjects(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(projects).where(eq(projects.userId, userId));
  return row?.n ?? 0;
}

/**
 * Every project with its inputs, newest first, `pageSize` at a time (the account export, which
 * streams them): each page starts after the last one's position, as the list's pages do.
 */
export async function* projectPages(
  db: Db,
  userId: string,
  pageSize = 25,
): AsyncGenerator<Project[], void, undefined> {
  let after: ListPosition | undefined;
  for (;;) {
    const rows = await db
      .select({
        row: projects,
        position: sql<string>`to_char(${projects.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      })
      .from(projects)
      .where(
        and(
          eq(projects.userId, userId),
          after
            ? sql`(${projects.updatedAt}, ${projects.id}) < (${after.updatedAt}::timestamptz, ${after.id})`
            : undefined,
        ),
      )
      .orderBy(desc(projects.updatedAt), desc(projects.id))
      .limit(pageSize);
    if (rows.length > 0) yield rows.map(({ row }) => toProject(row));
    const last = rows.at(-1);
    if (rows.length < pageSize || !last) return;
    after = { updatedAt: last.position, id: last.row.id };
  }
}

/** Every project with its inputs (tests compare the list with it). */
export async function allProjects(db: Db, userId: string): Promise<Project[]> {
  const rows = await db
    .select()
    .from(projects)
    .where(eq(projects.userId, userId))
    .orderBy(desc(projects.updatedAt), desc(projects.id));
  return rows.map(toProject);
}

export async function findProject(db: Db, userId: string, id: string): Promise<Project | null> {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, id), eq(projects.userId, userId)))
    .limit(1);
  return row ? toProject(row) : null;
}

export interface NewProject {
  toolType: string;
  title: string;
  inputData: Record<string, unknown> | null;
  outputData: OutputData;
  /** The venture it is saved into (issue 12), and the earlier results it was built on. */
  ventureId?: string | null;
  builtOn?: StoredBuiltOn[] | null;
}

export async function createProject(db: Db, userId: string, project: NewProject): Promise<Project> {
  const [row] = await db
    .insert(projects)
    .values({ id: randomUUID(), userId, ...project })
    .returning();
  if (!row) throw new Error("projects insert returned no row");
  return toProject(row);
}

/**
 * Null when the project is not this user's (or does not exist). Every write bumps the project's
 * revision, which the workspace list's cache keys results by (list-cache.ts).
 */
export async function updateProject(
  db: Db,
  userId: string,
  id: string,
  patch: ProjectPatch & {
    title?: string;
    ventureId?: string | null;
    builtOn?: StoredBuiltOn[] | null;
  },
): Promise<Project | null> {
  const [row] = await db
    .update(projects)
    .set({
      ...patch,
      // The revision counts changes to what the project holds (its request and result): the
      // list cache keys results by it, and later results in a venture go stale when it moves.
      // A new title alone changes neither.
      ...(patch.inputData !== undefined || patch.outputData !== undefined
        ? { revision: sql`${projects.revision} + 1` }
        : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(projects.id, id), eq(projects.userId, userId)))
    .returning();
  return row ? toProject(row) : null;
}

/** False when the project is not this user's (or does not exist). */
export async function deleteProject(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(projects)
    .where(and(eq(projects.id, id), eq(projects.userId, userId)))
    .returning({ id: projects.id });
  return rows.length > 0;
}
