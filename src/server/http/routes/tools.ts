import type { Context } from "hono";
import { Hono } from "hono";
import { type EarlierWork, isRecord } from "../../../modules/define-module";
import type { LoadedTool } from "../../../modules/engines.server";
import type { ToolModule } from "../../../modules/registry";
import { AppError } from "../../../shared/errors";
import type { SavedIdea } from "../../../shared/saved-idea";
import { ventureBriefSchema } from "../../../shared/venture-brief";
import { VENTURE_NAME_MAX } from "../../../shared/ventures";
import type { StrategyEngine } from "../../ai/strategy-engine";
import { getSessionUser } from "../../auth/session";
import { requireFullAccess } from "../../billing/service";
import { readBillingState } from "../../billing/store";
import type { Db } from "../../db/client";
import { BRIEF_BUILT_ON, type StoredBuiltOn } from "../../workspace/built-on";
import { createProject, findProject, updateProject } from "../../workspace/projects";
import {
  createVenture,
  currentProjects,
  type EarlierProject,
  touchVenture,
  ventureIdea,
  ventureNotFound,
} from "../../workspace/ventures";
import { clientKey } from "../client-id";
import type { AppDeps, AppEnv } from "../context";
import { readJsonValue, validateBody } from "../json-body";
import { type LimitCounter, retryIn } from "../rate-limit";
import { billingDepsOf } from "../require-plan";
import { storageLimitOf, withinStorage } from "../write-quota";
import { keepEdits } from "./plan-sections";

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/**
 * Every tool module's endpoint (spec §7, issue 4), from the module registry: POST
 * /api/generate-ideas, /api/market-analysis, /api/customer-discovery, and each later module's.
 * A tool whose access is "signed-in" answers 401 to a visitor. Each request is counted against the client's per-minute and
 * per-day limits (in the database, so they hold across instances), validated with the tool's
 * request schema, run by the strategy engine and answered in the body spec §7 names.
 *
 * For a signed-in founder the result is saved to the workspace (issue 6) and the body gains
 * `projectId`; `?project=<id>` regenerates into that project (404 unless it is the founder's own
 * project of this tool). Signed out: the same answer as before, nothing saved.
 *
 * `?venture=<id>` (issue 12; signed in, else 401; 404 unless it is the founder's venture) runs
 * the tool inside a venture: the module's `withEarlier` fills the fields the founder left empty
 * from the venture's idea and current earlier results, the result is saved as a new project of
 * the venture (or into `?project=`) with `built_on`, and the body gains `ventureId` and
 * `builtOn`. Without it, a `?project=` run keeps the project's venture and clears its built_on
 * (it read nothing).
 */
export function toolRoutes(
  deps: AppDeps,
  strategyEngine: StrategyEngine,
  modules: readonly ToolModule[],
  loadTool: (module: ToolModule) => Promise<LoadedTool>,
  limiter: LimitCounter,
): Hono<AppEnv> {
  const { config, database, now = () => new Date() } = deps;
  const app = new Hono<AppEnv>();

  const limitClient = toolRateLimit(config, limiter);
  const stateOf = async (userId: string) =>
    (await readBillingState(database.db, userId, now()))?.state ?? null;

  for (const module of modules) {
    const { toolType } = module;
    app.post(module.tool.endpoint.replace(/^\/api/, ""), async (c) => {
      const founder = await getSessionUser(c);
      if (module.tool.access === "signed-in" && !founder) {
        throw new AppError("unauthenticated", `Sign in to use ${module.name}.`);
      }
      // A paid module needs a running trial or plan (402 plan_required). A free tool stays free,
      // but a read-only workspace takes no new results: the founder gets the result as a visitor
      // does, and a run into a venture or a project is refused like a paid module.
      const state = founder ? await stateOf(founder.user.id) : null;
      const canSave = state?.access === "full";
      if (
        founder &&
        !canSave &&
        (module.tool.access === "signed-in" ||
          c.req.query("venture") !== undefined ||
          c.req.query("project") !== undefined)
      )
        await requireFullAccess(billingDepsOf(deps, c), founder.user.id);
      await limitClient(c);
      const { definition, engine } = await loadTool(module);
      const raw = await readJsonValue(c);
      const signedIn = canSave ? founder : null;
      const ventureId = c.req.query("venture");
      if (ventureId !== undefined && !founder) {
        throw new AppError("unauthenticated", "Sign in to work in a venture.");
      }
      const venture =
        signedIn && ventureId !== undefined
          ? await ventureIdea(database.db, signedIn.user.id, ventureId)
          : null;
      if (ventureId !== undefined && !venture) throw ventureNotFound(ventureId);
      let body = raw;
      let builtOn: StoredBuiltOn[] = [];
      if (signedIn && venture && definition.withEarlier && isRecord(raw)) {
        const earlier = await currentProjects(
          database.db,
          signedIn.user.id,
          venture.id,
          module.tool.reads,
        );
        const filled = definition.withEarlier(withoutOldBrief(raw, definition.withEarlier), {
          idea: venture.idea,
          brief: venture.brief,
          results: earlierResults(earlier, modules),
        });
        body = filled.body;
        builtOn = builtOnFrom(earlier, filled.used);
      }
      // The venture's brief travels with every run in it (issue 23): the modules read it as the
      // founder's statements, and the result records the revision it read (stale once corrected).
      if (signedIn && venture?.brief && isRecord(body)) {
        body = { ...body, brief: venture.brief };
        builtOn = [
          ...builtOn,
          {
            toolType: BRIEF_BUILT_ON,
            projectId: venture.id,
            revision: venture.brief.revision,
            updatedAt: venture.brief.changedAt,
          },
        ];
      }
      const request = validateBody(definition.request, body);
      const projectId = c.req.query("project");
      const previous =
        signedIn && projectId !== undefined
          ? await findProject(database.db, signedIn.user.id, projectId)
          : null;
      if (projectId !== undefined && signedIn && previous?.toolType !== toolType) {
        throw new AppError(
          "not_found",
          `There is no ${toolType} project ${projectId} in your workspace.`,
        );
      }
      const generated = await strategyEngine.run(engine, request as never);
      // A plan run again into its project keeps the founder's edited sections.
      const result =
        previous && definition.sections
          ? keepEdits(
              module.tool.unwrap(previous.outputData),
              generated,
              Object.keys(definition.editable ?? {}),
            )
          : generated;
      const response = definition.toResponse(result) as Record<string, unknown>;
      if (!signedIn) return c.json(response);
      // A run outside any venture (not an Edit) starts one, when its module names ventures.
      // Saved within the plan's stored bytes (decision 027): over them, nothing is kept (413).
      const userId = signedIn.user.id;
      const project = await withinStorage(
        database.db,
        userId,
        storageLimitOf(config, state?.plan ?? "trial"),
        async (tx) => {
          const ventureForRun =
            venture?.id ??
            (projectId === undefined && definition.startVenture
              ? await startVenture(tx, userId, definition.startVenture(request))
              : undefined);
          const saved = {
            inputData: request as Record<string, unknown>,
            outputData: result as Record<string, unknown>,
            builtOn,
            ...(ventureForRun ? { ventureId: ventureForRun } : {}),
          };
          const stored =
            projectId !== undefined
              ? await updateProject(tx, userId, projectId, saved)
              : await createProject(tx, userId, {
                  toolType,
                  title: definition.projectTitle(request),
                  ...saved,
                });
          if (stored && venture) await touchVenture(tx, userId, venture.id);
          return stored;
        },
      );
      if (!project) {
        throw new AppError("not_found", `There is no project ${projectId} in your workspace.`);
      }
      return c.json({
        ...response,
        projectId: project.id,
        ventureId: project.ventureId ?? null,
        builtOn: project.builtOn ?? [],
      });
    });
  }
  return app;
}

/**
 * A stored request sent again (a refresh, an Edit) carries the brief it was run with: the fields
 * that brief filled, still holding what it filled, are dropped so the venture's current brief
 * fills them again (a corrected buyer reaches the refreshed result). What the founder typed
 * themselves differs from the old brief's fill and is kept.
 */
function withoutOldBrief(
  raw: Record<string, unknown>,
  withEarlier: NonNullable<LoadedTool["definition"]["withEarlier"]>,
): Record<string, unknown> {
  const old = ventureBriefSchema.safeParse(raw.brief);
  if (!old.success) return raw;
  const filledByOld = withEarlier({}, { idea: null, brief: old.data, results: {} }).body;
  const kept = { ...raw };
  for (const [field, value] of Object.entries(filledByOld)) {
    if (JSON.stringify(kept[field]) === JSON.stringify(value)) delete kept[field];
  }
  delete kept.brief;
  return kept;
}

/** The earlier projects as a module's withEarlier reads them: request and unwrapped result. */
function earlierResults(
  earlier: ReadonlyMap<string, EarlierProject>,
  modules: readonly ToolModule[],
): EarlierWork["results"] {
  const results: EarlierWork["results"] = {};
  for (const [toolType, project] of earlier) {
    const module = modules.find((candidate) => candidate.toolType === toolType);
    const output = module ? module.tool.unwrap(project.output) : project.output;
    results[toolType] = { input: project.input, output };
  }
  return results;
}

/** What the saved project records as built on: the used projects at the revision read. */
function builtOnFrom(
  earlier: ReadonlyMap<string, EarlierProject>,
  used: readonly string[],
): StoredBuiltOn[] {
  return used.flatMap((toolType) => {
    const project = earlier.get(toolType);
    if (!project) return [];
    const { projectId, revision, updatedAt } = project;
    return [{ toolType, projectId, revision, updatedAt }];
  });
}

/** A new venture for a run that had none, named within the API's limit. */
function startVenture(
  db: Db,
  userId: string,
  start: { name: string; idea: SavedIdea | null },
): Promise<string> {
  const name = start.name.trim().slice(0, VENTURE_NAME_MAX) || "My venture";
  return createVenture(db, userId, { name, idea: start.idea, projectIds: [] });
}

/**
 * The tools' limits, per minute and per day, in the database so they hold across instances: per
 * client for a visitor, per account (generous: a plan's "unlimited AI analysis") for a signed-in
 * founder, so a shared office network does not cap them. Over either: 429 with Retry-After.
 */
export function toolRateLimit(config: AppDeps["config"], limiter: LimitCounter) {
  return async (c: Context<AppEnv>): Promise<void> => {
    const signedIn = await getSessionUser(c);
    const who = signedIn ? `account:${signedIn.user.id}` : clientKey(c, config.trustProxy);
    const { tools } = config;
    const windows = [
      {
        name: "minute",
        limit: signedIn ? tools.accountRateLimitPerMinute : tools.rateLimitPerMinute,
        windowMs: MINUTE_MS,
      },
      {
        name: "day",
        limit: signedIn ? tools.accountRateLimitPerDay : tools.rateLimitPerDay,
        windowMs: DAY_MS,
      },
    ];
    const results = await limiter.consumeAll(
      windows.map(({ name, limit, windowMs }) => ({
        key: `tools:${name}:${who}`,
        limit,
        windowMs,
      })),
    );
    const refused = results.findIndex((result) => !result.allowed);
    if (refused === -1) return;
    const { retryAfterSeconds } = results[refused]!;
    const { limit, name } = windows[refused]!;
    throw new AppError(
      "rate_limited",
      signedIn
        ? `You have made ${limit} analyses this ${name}, the most one account can make. Please try again ${retryIn(retryAfterSeconds)}.`
        : `You have reached the free tools' limit of ${limit} requests per ${name}. Please try again ${retryIn(retryAfterSeconds)}.`,
      { "Retry-After": String(retryAfterSeconds) },
    );
  };
}
