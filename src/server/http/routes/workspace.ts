import { Hono } from "hono";
import { AppError } from "../../../shared/errors";
import { projectPatchSchema } from "../../../shared/workspace";
import { requireUser } from "../../auth/session";
import type { WorkspaceListCache } from "../../workspace/list-cache";
import {
  deleteProject,
  findProject,
  listProjectsJson,
  updateProject,
} from "../../workspace/projects";
import type { AppDeps, AppEnv } from "../context";
import { readJson } from "../json-body";
import { planGuard } from "../require-plan";

export function projectNotFound(id: string): AppError {
  return new AppError("not_found", `There is no project ${id} in your workspace.`);
}

/**
 * The workspace (spec §3, §7; issue 6): the signed-in founder's projects. Signed out: 401.
 * Another user's project answers exactly like an unknown id: 404.
 */
export function workspaceRoutes(deps: AppDeps, listCache: WorkspaceListCache): Hono<AppEnv> {
  const { database } = deps;
  const requireWriter = planGuard(deps);
  const app = new Hono<AppEnv>();
  const { db } = database;

  // A founder's own data: never stored by a browser or a proxy. ("/workspace/*" matches
  // "/workspace" too.)
  app.use("/workspace/*", async (c, next) => {
    c.header("Cache-Control", "private, no-store");
    await next();
  });

  app.get("/workspace", async (c) => {
    const { user } = await requireUser(c);
    c.header("Content-Type", "application/json; charset=utf-8");
    return c.body(await listProjectsJson(db, user.id, listCache));
  });

  app.get("/workspace/:id", async (c) => {
    const { user } = await requireUser(c);
    const id = c.req.param("id");
    const project = await findProject(db, user.id, id);
    if (!project) throw projectNotFound(id);
    return c.json(project);
  });

  app.patch("/workspace/:id", async (c) => {
    const { user } = await requireWriter(c);
    const id = c.req.param("id");
    const patch = await readJson(c, projectPatchSchema);
    const project = await updateProject(db, user.id, id, patch);
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
