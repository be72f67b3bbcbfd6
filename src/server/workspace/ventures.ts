import { randomUUID } from "node:crypto";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { ModuleDefinition } from "../../modules/define-module";
import { AppError } from "../../shared/errors";
import type { SavedIdea } from "../../shared/saved-idea";
import { type VentureBrief, ventureBriefSchema } from "../../shared/venture-brief";
import type {
  ModuleProgress,
  VentureDetail,
  VentureSummary,
  VentureUpdate,
} from "../../shared/ventures";
import type { Db } from "../db/client";
import { projects, ventures } from "../db/schema";
import { BRIEF_BUILT_ON, builtOnOf, parsedBuiltOn, type StoredBuiltOn } from "./built-on";
import type { NewProject } from "./projects";

/**
 * Ventures (issue 12, decision 012): the founder's projects grouped by the idea they pursue.
 * Every function takes the owner's id and every query filters by it: another user's venture is
 * simply not found. A module's progress is derived on every read from the venture's projects:
 * its current result is its most recently updated project, stale when an earlier result it was
 * built on has since changed (another project, or the same one at another revision).
 */

type VentureRow = typeof ventures.$inferSelect;

export function ventureNotFound(id: string): AppError {
  return new AppError("not_found", `There is no venture ${id} in your workspace.`);
}

/** A venture's project, without its inputs and result. */
export interface ProjectRef {
  id: string;
  title: string;
  toolType: string;
  revision: number;
  updatedAt: Date;
  ventureId: string | null;
  builtOn: unknown;
}

const projectRefColumns = {
  id: projects.id,
  title: projects.title,
  toolType: projects.toolType,
  revision: projects.revision,
  updatedAt: projects.updatedAt,
  ventureId: projects.ventureId,
  builtOn: projects.builtOn,
};

/** The projects of these ventures, most recently updated first. */
async function projectsOf(db: Db, userId: string, ventureIds: string[]): Promise<ProjectRef[]> {
  if (ventureIds.length === 0) return [];
  return db
    .select(projectRefColumns)
    .from(projects)
    .where(and(eq(projects.userId, userId), inArray(projects.ventureId, ventureIds)))
    .orderBy(desc(projects.updatedAt), desc(projects.createdAt));
}

/** Each module's projects, newest first (the input is newest first). */
function byModule(refs: readonly ProjectRef[]): Map<string, ProjectRef[]> {
  const grouped = new Map<string, ProjectRef[]>();
  for (const ref of refs) {
    const list = grouped.get(ref.toolType) ?? [];
    list.push(ref);
    grouped.set(ref.toolType, list);
  }
  return grouped;
}

/**
 * The progress of a venture through `modules` (registry order) and its next step. `hasIdea`: the
 * venture holds an idea already (the founder's own or one adopted from a list), so the module
 * that chooses one is not a step to take. Without one, that module is not done until an idea is
 * adopted: its list stays its current result (`current`), but its status is `not-started`.
 */
export function progressOf(
  modules: readonly ModuleDefinition[],
  refs: readonly ProjectRef[],
  hasIdea = false,
  brief: Pick<VentureBrief, "revision" | "changedAt"> | null = null,
): { progress: ModuleProgress[]; next: string | null } {
  const grouped = byModule(refs);
  const current = (toolType: string) => grouped.get(toolType)?.[0];
  const progress = modules.map((module): ModuleProgress => {
    const ref = current(module.toolType);
    if (!ref) return { toolType: module.toolType, status: "not-started" };
    if (module.tool?.choosesIdea && !hasIdea) {
      return { toolType: module.toolType, status: "not-started", current: currentOf(ref) };
    }
    const stored = parsedBuiltOn(ref.builtOn);
    const staleBecause = [
      ...(briefChangedSince(ref, stored, brief) ? [BRIEF_BUILT_ON] : []),
      ...new Set(
        stored
          .filter((earlier) => earlier.toolType !== BRIEF_BUILT_ON)
          .filter((earlier) => {
            const now = current(earlier.toolType);
            // An earlier module with no current result any more (deleted or moved out) leaves
            // nothing to refresh from: not stale.
            return (
              now !== undefined &&
              (now.id !== earlier.projectId || now.revision !== earlier.revision)
            );
          })
          .map((earlier) => earlier.toolType),
      ),
    ];
    return {
      toolType: module.toolType,
      status: staleBecause.length > 0 ? "stale" : "done",
      current: currentOf(ref),
      ...(staleBecause.length > 0 ? { staleBecause } : {}),
    };
  });
  return { progress, next: nextStep(modules, progress, hasIdea) };
}

function currentOf(ref: ProjectRef): NonNullable<ModuleProgress["current"]> {
  return {
    projectId: ref.id,
    title: ref.title,
    updatedAt: ref.updatedAt.toISOString(),
    builtOn: builtOnOf(ref.builtOn),
  };
}

/**
 * Whether the venture's brief changed after a result was built (decision 025): the result read
 * an earlier revision of it, or, built without reading it, was saved before the brief's last
 * correction (revision 1 is the brief the venture started with).
 */
function briefChangedSince(
  ref: ProjectRef,
  stored: readonly StoredBuiltOn[],
  brief: Pick<VentureBrief, "revision" | "changedAt"> | null,
): boolean {
  if (brief === null) return false;
  const read = stored.find((earlier) => earlier.toolType === BRIEF_BUILT_ON);
  if (read) return read.revision !== brief.revision;
  return brief.revision > 1 && ref.updatedAt.getTime() < Date.parse(brief.changedAt);
}

/** A stored brief, or null when absent or unreadable. */
export function storedBrief(value: unknown): VentureBrief | null {
  if (value === null || value === undefined) return null;
  const parsed = ventureBriefSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * The next step: a stale result first (refresh it); else the first module not started after the
 * furthest one done (a venture begun with a market analysis goes on to discovery, not back to
 * ideas); else any module not started; only modules whose tool exists, and not the idea
 * generator once the venture has an idea; null when none is left.
 */
function nextStep(
  modules: readonly ModuleDefinition[],
  progress: readonly ModuleProgress[],
  hasIdea: boolean,
): string | null {
  const tools = progress.filter((_, index) => {
    const tool = modules[index]!.tool;
    return tool !== undefined && !(hasIdea && tool.choosesIdea);
  });
  const stale = tools.find((entry) => entry.status === "stale");
  if (stale) return stale.toolType;
  const furthest = tools.findLastIndex((entry) => entry.status === "done");
  const ahead = tools.slice(furthest + 1).find((entry) => entry.status === "not-started");
  return (ahead ?? tools.find((entry) => entry.status === "not-started"))?.toolType ?? null;
}

function summaryOf(
  modules: readonly ModuleDefinition[],
  row: VentureRow,
  refs: readonly ProjectRef[],
): VentureSummary {
  return {
    id: row.id,
    name: row.name,
    idea: (row.idea as SavedIdea | null) ?? null,
    brief: storedBrief(row.brief),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...progressOf(modules, refs, Boolean(row.idea), storedBrief(row.brief)),
  };
}

/** GET /api/ventures: the founder's ventures, most recently updated first, with progress. */
export async function listVentures(
  db: Db,
  userId: string,
  modules: readonly ModuleDefinition[],
): Promise<VentureSummary[]> {
  const rows = await db
    .select()
    .from(ventures)
    .where(eq(ventures.userId, userId))
    .orderBy(desc(ventures.updatedAt), desc(ventures.createdAt));
  const refs = await projectsOf(
    db,
    userId,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    summaryOf(
      modules,
      row,
      refs.filter((ref) => ref.ventureId === row.id),
    ),
  );
}

async function ventureRow(db: Db, userId: string, id: string): Promise<VentureRow | null> {
  const [row] = await db
    .select()
    .from(ventures)
    .where(and(eq(ventures.id, id), eq(ventures.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** GET /api/ventures/:id: the venture, its progress and each module's history; null if not theirs. */
export async function findVenture(
  db: Db,
  userId: string,
  id: string,
  modules: readonly ModuleDefinition[],
): Promise<VentureDetail | null> {
  const row = await ventureRow(db, userId, id);
  if (!row) return null;
  const refs = await projectsOf(db, userId, [id]);
  const grouped = byModule(refs);
  return {
    ...summaryOf(modules, row, refs),
    history: modules.map((module) => ({
      toolType: module.toolType,
      projects: (grouped.get(module.toolType) ?? []).map((ref) => ({
        id: ref.id,
        title: ref.title,
        updatedAt: ref.updatedAt.toISOString(),
      })),
    })),
  };
}

/** The venture's id, idea and brief, or null when it is not this founder's. */
export async function ventureIdea(
  db: Db,
  userId: string,
  id: string,
): Promise<{ id: string; idea: SavedIdea | null; brief: VentureBrief | null } | null> {
  const row = await ventureRow(db, userId, id);
  return row
    ? { id: row.id, idea: (row.idea as SavedIdea | null) ?? null, brief: storedBrief(row.brief) }
    : null;
}

/** Stores a venture's new brief; false when the venture is not this founder's. */
export async function saveBrief(
  db: Db,
  userId: string,
  id: string,
  brief: VentureBrief,
): Promise<boolean> {
  const rows = await db
    .update(ventures)
    .set({ brief, updatedAt: new Date() })
    .where(and(eq(ventures.id, id), eq(ventures.userId, userId)))
    .returning({ id: ventures.id });
  return rows.length > 0;
}

/** Moves the founder's projects into a venture; throws not_found (no change) if one is not theirs. */
async function attachProjects(
  db: Db,
  userId: string,
  ventureId: string,
  projectIds: readonly string[],
): Promise<void> {
  const ids = [...new Set(projectIds)];
  if (ids.length === 0) return;
  const moved = await db
    .update(projects)
    .set({ ventureId })
    .where(and(eq(projects.userId, userId), inArray(projects.id, ids)))
    .returning({ id: projects.id });
  if (moved.length !== ids.length) {
    const found = new Set(moved.map((row) => row.id));
    const missing = ids.find((id) => !found.has(id));
    throw new AppError("not_found", `There is no project ${missing} in your workspace.`);
  }
}

export interface NewVenture {
  name: string;
  idea: SavedIdea | null;
  /** The founder's idea read into a brief (issue 23), or null. */
  brief?: VentureBrief | null;
  projectIds: readonly string[];
}

/** POST /api/ventures, in one transaction: an unknown project id leaves nothing behind. */
export async function createVenture(db: Db, userId: string, venture: NewVenture): Promise<string> {
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(ventures).values({
      id,
      userId,
      name: venture.name,
      idea: venture.idea,
      brief: venture.brief ?? null,
    });
    await attachProjects(tx as unknown as Db, userId, id, venture.projectIds);
  });
  return id;
}

/** False when the venture is not this founder's. */
export async function updateVenture(
  db: Db,
  userId: string,
  id: string,
  patch: VentureUpdate,
): Promise<boolean> {
  const rows = await db
    .update(ventures)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(ventures.id, id), eq(ventures.userId, userId)))
    .returning({ id: ventures.id });
  return rows.length > 0;
}

/** A venture's activity (a project saved into it) makes it the most recently updated. */
export async function touchVenture(db: Db, userId: string, id: string): Promise<void> {
  await db
    .update(ventures)
    .set({ updatedAt: new Date() })
    .where(and(eq(ventures.id, id), eq(ventures.userId, userId)));
}

/** False when the venture is not this founder's. Its projects stay, unlinked (on delete set null). */
export async function deleteVenture(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(ventures)
    .where(and(eq(ventures.id, id), eq(ventures.userId, userId)))
    .returning({ id: ventures.id });
  return rows.length > 0;
}

/** An earlier result a tool may build on: the module's current project in the venture. */
export interface EarlierProject {
  toolType: string;
  projectId: string;
  revision: number;
  updatedAt: string;
  input: unknown;
  output: unknown;
}

/** The venture's current project of each of `toolTypes` that has one. */
export async function currentProjects(
  db: Db,
  userId: string,
  ventureId: string,
  toolTypes: readonly string[],
): Promise<Map<string, EarlierProject>> {
  const found = new Map<string, EarlierProject>();
  if (toolTypes.length === 0) return found;
  const rows = await db
    .select({
      id: projects.id,
      toolType: projects.toolType,
      revision: projects.revision,
      updatedAt: projects.updatedAt,
      input: projects.inputData,
      output: projects.outputData,
    })
    .from(projects)
    .where(
      and(
        eq(projects.userId, userId),
        eq(projects.ventureId, ventureId),
        inArray(projects.toolType, [...toolTypes]),
      ),
    )
    .orderBy(desc(projects.updatedAt), desc(projects.createdAt));
  for (const row of rows) {
    if (found.has(row.toolType)) continue;
    found.set(row.toolType, {
      toolType: row.toolType,
      projectId: row.id,
      revision: row.revision,
      updatedAt: row.updatedAt.toISOString(),
      input: row.input,
      output: row.output,
    });
  }
  return found;
}

/** An imported result, checked, ready to store; `builtOn` names earlier imported toolTypes. */
export interface ImportedProject extends Omit<NewProject, "builtOn" | "ventureId"> {
  builtOn: readonly string[];
}

/**
 * POST /api/ventures/import, in one transaction: the venture and one project per result, in
 * the modules' order. A project records the earlier imported ones it was built on in built_on,
 * so a later change there marks it stale.
 */
export async function importVenture(
  db: Db,
  userId: string,
  venture: { name: string; idea: SavedIdea | null },
  imported: readonly ImportedProject[],
): Promise<string> {
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(ventures).values({ id, userId, name: venture.name, idea: venture.idea });
    const saved = new Map<string, StoredBuiltOn>();
    // Earlier modules first, so a later one can name them.
    for (const project of imported) {
      const builtOn = project.builtOn.flatMap((toolType) => {
        const earlier = saved.get(toolType);
        return earlier ? [earlier] : [];
      });
      const [row] = await tx
        .insert(projects)
        .values({
          id: randomUUID(),
          userId,
          ventureId: id,
          builtOn,
          toolType: project.toolType,
          title: project.title,
          inputData: project.inputData,
          outputData: project.outputData,
        })
        .returning();
      if (!row) throw new Error("projects insert returned no row");
      saved.set(row.toolType, {
        toolType: row.toolType,
        projectId: row.id,
        revision: row.revision,
        updatedAt: row.updatedAt.toISOString(),
      });
    }
  });
  return id;
}
