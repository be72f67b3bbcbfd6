import { randomUUID } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Project, ProjectPatch, ProjectSummary } from "../../shared/workspace";
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
 * GET /api/workspace's body as UTF-8 JSON, ProjectSummary[] newest first: the stored results
 * (json text as written) are spliced in as they are. A founder's saved results are megabytes of
 * JSON; parsing them into objects only to serialise them again cost more than the query, and so
 * do moving them out of the database and encoding them on every dashboard load
 * (bench/workspace.mjs). So: one query for the list without results (the index on user_id,
 * updated_at desc answers it), then the results only of the projects whose revision `cache` does
 * not hold, kept under the revision that second query read. A project deleted between the two
 * queries is left out.
 */
export async function listProjectsJson(
  db: Db,
  userId: string,
  cache: WorkspaceListCache,
): Promise<Uint8Array<ArrayBuffer>> {
  const listed = await db.execute(sql`
    select id, title, tool_type, revision,
      to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as updated_at
    from projects where user_id = ${userId}
    order by projects.updated_at desc`);
  const rows = listRows.parse((listed as { rows: unknown }).rows);
  cache.retain(userId, new Set(rows.map((row) => row.id)));

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
  return Buffer.concat([utf8.encode("["), ...parts, utf8.encode("]")]);
}

/** Every project with its inputs (the account export). */
export async function allProjects(db: Db, userId: string): Promise<Project[]> {
  const rows = await db
    .select()
    .from(projects)
    .where(eq(projects.userId, userId))
    .orderBy(desc(projects.updatedAt));
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
