import { type Context, Hono } from "hono";
import { z } from "zod";
import { AppError } from "../../../shared/errors";
import {
  LEAN_PAGE_MAX,
  LEAN_PAGE_SIZE,
  NEXT_CURSOR_HEADER,
  projectPatchSchema,
  WORKSPACE_PAGE_MAX,
  WORKSPACE_PAGE_SIZE,
} from "../../../shared/workspace";
import { requireUser } from "../../auth/session";
import type { WorkspaceListCache } from "../../workspace/list-cache";
import {
  deleteProject,
  findProject,
  type ListPosition,
  listProjectsJson,
  listProjectsLean,
  type PageRequest,
  updateProject,
} from "../../workspace/projects";
import type { AppDeps, AppEnv } from "../context";
import { readJson } from "../json-body";
import type { RateLimiter } from "../rate-limit";
import { withinStorage, workspaceWriter } from "../write-quota";

export function projectNotFound(id: string): AppError {
  return new AppError("not_found", `There is no project ${id} in your workspace.`);
}

/**
 * The workspace (spec §3, §7; issue 6): the signed-in founder's projects. Signed out: 401.
 * Another user's project answers exactly like an unknown id: 404.
 */
export function workspaceRoutes(
  deps: AppDeps,
  listCache: WorkspaceListCache,
  limiter: RateLimiter,
): Hono<AppEnv> {
  const { database } = deps;
  const requireWriter = workspaceWriter(deps, limiter);
  const app = new Hono<AppEnv>();
  const { db } = database;

  // A founder's own data: never stored by a browser or a proxy. ("/workspace/*" matches
  // "/workspace" too.)
  app.use("/workspace/*", async (c, next) => {
    c.header("Cache-Control", "private, no-store");
    await next();
  });

  // Paged (issue 25): spec §3's array, a page at a time; the next page's cursor in a header.
  app.get("/workspace", async (c) => {
    const { user } = await requireUser(c);
    const query = listQuery(c.req.query());
    if (query.lean) {
      const { projects, next } = await listProjectsLean(db, user.id, query);
      nextPage(c, next, query);
      return c.json(projects);
    }
    const { body, next } = await listProjectsJson(db, user.id, listCache, query);
    nextPage(c, next, query);
    c.header("Content-Type", "application/json; charset=utf-8");
    return c.body(body);
  });

  app.get("/workspace/:id", async (c) => {
    const { user } = await requireUser(c);
    const id = c.req.param("id");
    const project = await findProject(db, user.id, id);
    if (!project) throw projectNotFound(id);
    return c.json(project);
  });

  app.patch("/workspace/:id", async (c) => {
    const { user, storageLimitBytes } = await requireWriter(c);
    const id = c.req.param("id");
    const patch = await readJson(c, projectPatchSchema);
    const project = await withinStorage(db, user.id, storageLimitBytes, (tx) =>
      updateProject(tx, user.id, id, patch),
    );
    if (!project) throw projectNotFound(id);
    return c.json(project);
  });

  app.delete("/workspace/:id", async (c) => {
    const { user } = await requireUser(c);
    const id = c.req.param("id");
    if (!(await deleteProject(db, user.id, id))) throw projectNotFound(id);
    listCache.forgetProject(user.id, id);
    return c.body(null, 204);
  });

  return app;
}

const positionSchema = z.tuple([z.iso.datetime({ offset: true, precision: 6 }), z.string().min(1)]);

/** A page's position as the opaque `cursor` the client sends back (base64url JSON). */
function encodeCursor(position: ListPosition): string {
  return Buffer.from(JSON.stringify([position.updatedAt, position.id])).toString("base64url");
}

function decodeCursor(cursor: string): ListPosition {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    value = undefined;
  }
  const parsed = positionSchema.safeParse(value);
  if (!parsed.success) {
    throw new AppError(
      "bad_request",
      "That cursor is not one this list gave: send back X-Next-Cursor as it came, or leave it out for the first page.",
    );
  }
  return { updatedAt: parsed.data[0], id: parsed.data[1] };
}

interface ListQuery extends PageRequest {
  limit: number;
  lean: boolean;
}

/** GET /api/workspace's query: `fields`, `limit` and `cursor`, each checked (400 otherwise). */
function listQuery(query: Record<string, string>): ListQuery {
  const lean = query.fields === "lean";
  if (query.fields !== undefined && !lean) {
    throw new AppError("bad_request", 'fields can only be "lean" (the list without results).');
  }
  const max = lean ? LEAN_PAGE_MAX : WORKSPACE_PAGE_MAX;
  let limit = lean ? LEAN_PAGE_SIZE : WORKSPACE_PAGE_SIZE;
  if (query.limit !== undefined) {
    limit = Number(query.limit);
    if (!/^\d+$/.test(query.limit) || limit < 1 || limit > max) {
      throw new AppError("bad_request", `limit must be a whole number from 1 to ${max}.`);
    }
  }
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  return { lean, limit, after };
}

/** Names the next page, when there is one: X-Next-Cursor, and its address in a Link header. */
function nextPage(c: Context<AppEnv>, next: ListPosition | null, query: ListQuery): void {
  if (!next) return;
  const cursor = encodeCursor(next);
  const params = new URLSearchParams({
    ...(query.lean ? { fields: "lean" } : {}),
    limit: String(query.limit),
    cursor,
  });
  c.header(NEXT_CURSOR_HEADER, cursor);
  c.header("Link", `</api/workspace?${params.toString()}>; rel="next"`);
}
