import { randomUUID } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Project, ProjectPatch, ProjectSummary } from "../../shared/workspace";
import type { Db } from "../db/client";
import { projects } from "../db/schema";

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
  };
}

const listRows = z.array(
  z.object({
    id: z.string(),
    title: z.string(),
    tool_type: z.string(),
    output: z.string(),
    updated_at: z.string(),
  }),
);

/**
 * GET /api/workspace's body as JSON text, ProjectSummary[] newest first (the index on user_id, updated_at desc answers it): the stored results
 * (jsonb, printed as JSON text by the database) are spliced in as they are. A founder's saved
 * results are megabytes of JSON; parsing them into objects only to serialise them again cost
 * more than the query (bench/workspace.mjs).
 */
export async function listProjectsJson(db: Db, userId: string): Promise<string> {
  const result = await db.execute(sql`
    select id, title, tool_type, output_data::text as output,
      to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as updated_at
    from projects where user_id = ${userId}
    order by projects.updated_at desc`);
  const rows = listRows.parse((result as { rows: unknown }).rows);
  const items = rows.map(
    (row) =>
      `{"id":${JSON.stringify(row.id)},"title":${JSON.stringify(row.title)},"toolType":${JSON.stringify(row.tool_type)},"outputData":${row.output},"updatedAt":"${row.updated_at}"}`,
  );
  return `[${items.join(",")}]`;
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
}

export async function createProject(db: Db, userId: string, project: NewProject): Promise<Project> {
  const [row] = await db
    .insert(projects)
    .values({ id: randomUUID(), userId, ...project })
    .returning();
  if (!row) throw new Error("projects insert returned no row");
  return toProject(row);
}

/** Null when the project is not this user's (or does not exist). */
export async function updateProject(
  db: Db,
  userId: string,
  id: string,
  patch: ProjectPatch & { title?: string },
): Promise<Project | null> {
  const [row] = await db
    .update(projects)
    .set({ ...patch, updatedAt: new Date() })
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
