import type { Context } from "hono";
import { Hono } from "hono";
import type { ToolEngine } from "../../../engine/tool-engine";
import { AppError } from "../../../shared/errors";
import type { StrategyEngine } from "../../ai/strategy-engine";
import { getSessionUser } from "../../auth/session";
import { createProject, findProject, updateProject } from "../../workspace/projects";
import { projectTitle } from "../../workspace/titles";
import { clientKey } from "../client-id";
import type { AppDeps, AppEnv } from "../context";
import { readJson } from "../json-body";
import { type RateLimiter, retryIn } from "../rate-limit";

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/**
 * The free tools' endpoints (spec §7, issue 4): POST /api/generate-ideas, /api/market-analysis
 * and /api/customer-discovery. Each request is counted against the client's per-minute and
 * per-day limits (in the database, so they hold across instances), validated with the tool's
 * request schema, run by the strategy engine and answered in the body spec §7 names.
 *
 * For a signed-in founder the result is saved to the workspace (issue 6) and the body gains
 * `projectId`; `?project=<id>` regenerates into that project (404 unless it is the founder's own
 * project of this tool). Signed out: the same answer as before, nothing saved.
 */
export function toolRoutes(
  { config, database }: AppDeps,
  strategyEngine: StrategyEngine,
  engines: readonly ToolEngine[],
  limiter: RateLimiter,
): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  async function limitClient(c: Context<AppEnv>): Promise<void> {
    const client = clientKey(c, config.trustProxy);
    const windows = [
      { name: "minute", limit: config.tools.rateLimitPerMinute, windowMs: MINUTE_MS },
      { name: "day", limit: config.tools.rateLimitPerDay, windowMs: DAY_MS },
    ];
    const results = await limiter.consumeAll(
      windows.map(({ name, limit, windowMs }) => ({
        key: `tools:${name}:${client}`,
        limit,
        windowMs,
      })),
    );
    const refused = results.findIndex((result) => !result.allowed);
    if (refused === -1) return;
    const { retryAfterSeconds } = results[refused]!;
    throw new AppError(
      "rate_limited",
      `You have reached the free tools' limit of ${windows[refused]!.limit} requests per ${windows[refused]!.name}. Please try again ${retryIn(retryAfterSeconds)}.`,
      { "Retry-After": String(retryAfterSeconds) },
    );
  }

  for (const engine of engines) {
    const { tool } = engine;
    app.post(tool.endpoint.replace(/^\/api/, ""), async (c) => {
      await limitClient(c);
      const request = await readJson(c, tool.request);
      const signedIn = await getSessionUser(c);
      const projectId = c.req.query("project");
      if (signedIn && projectId !== undefined) {
        const project = await findProject(database.db, signedIn.user.id, projectId);
        if (!project || project.toolType !== engine.toolType) {
          throw new AppError(
            "not_found",
            `There is no ${engine.toolType} project ${projectId} in your workspace.`,
          );
        }
      }
      const result = await strategyEngine.run(engine, request as never);
      const body = tool.toResponse(result) as Record<string, unknown>;
      if (!signedIn) return c.json(body);
      const saved = {
        inputData: request as Record<string, unknown>,
        outputData: result as Record<string, unknown>,
      };
      const project =
        projectId !== undefined
          ? await updateProject(database.db, signedIn.user.id, projectId, saved)
          : await createProject(database.db, signedIn.user.id, {
              toolType: engine.toolType,
              title: projectTitle(engine.toolType, request as Record<string, unknown>),
              ...saved,
            });
      if (!project) {
        throw new AppError("not_found", `There is no project ${projectId} in your workspace.`);
      }
      return c.json({ ...body, projectId: project.id });
    });
  }
  return app;
}
