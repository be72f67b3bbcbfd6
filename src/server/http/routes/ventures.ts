import { Hono } from "hono";
import { z } from "zod";
import { correctBrief, readBrief, splitFounderText } from "../../../engine/reading/brief";
import {
  type EarlierWork,
  isToolModule,
  type ModuleDefinition,
  type ToolDefinition,
  type ToolModule,
} from "../../../modules/define-module";
import { titleSubject, ventureName } from "../../../modules/project-title";
import { AppError } from "../../../shared/errors";
import { ideaAsBusinessIdea, type SavedIdea } from "../../../shared/saved-idea";
import {
  type AboutFounder,
  briefPatchSchema,
  type VentureBrief,
} from "../../../shared/venture-brief";
import {
  createVentureSchema,
  type ImportedResult,
  importVentureSchema,
  VENTURE_NAME_MAX,
  ventureUpdateSchema,
} from "../../../shared/ventures";
import { PROJECT_TITLE_MAX } from "../../../shared/workspace";
import type { BriefHintsReader } from "../../ai/brief-hints";
import { requireUser } from "../../auth/session";
import {
  createVenture,
  deleteVenture,
  findVenture,
  type ImportedProject,
  importVenture,
  listVentures,
  saveBrief,
  updateVenture,
  ventureIdea,
  ventureNotFound,
} from "../../workspace/ventures";
import type { AppDeps, AppEnv } from "../context";
import { describeIssues, readJson } from "../json-body";
import type { RateLimiter } from "../rate-limit";
import { withinStorage, workspaceWriter } from "../write-quota";

/** The name of a venture imported with no name and no idea to name it after. */
export const IMPORTED_VENTURE_NAME = "My first venture";

/**
 * Ventures (issue 12; the contract is src/shared/ventures.ts): the signed-in founder's ventures,
 * with their progress through the modules. Signed out: 401. Another founder's venture answers
 * exactly like an unknown id: 404.
 */
export function ventureRoutes(
  deps: AppDeps,
  modules: readonly ModuleDefinition[],
  limiter: RateLimiter,
  readHints: BriefHintsReader = async () => undefined,
): Hono<AppEnv> {
  const { database } = deps;
  const requireWriter = workspaceWriter(deps, limiter);
  const app = new Hono<AppEnv>();
  const { db } = database;
  const tools = modules.filter(isToolModule);
  // At most one imported result per tool: the cap is the registry's number of tools.
  const importSchema = importVentureSchema(tools.length);

  // A founder's own data: never stored by a browser or a proxy.
  app.use("/ventures/*", async (c, next) => {
    c.header("Cache-Control", "private, no-store");
    await next();
  });

  async function detail(userId: string, id: string) {
    const venture = await findVenture(db, userId, id, modules);
    if (!venture) throw ventureNotFound(id);
    return venture;
  }

  app.get("/ventures", async (c) => {
    const { user } = await requireUser(c);
    return c.json(await listVentures(db, user.id, modules));
  });

  app.post("/ventures", async (c) => {
    const { user, storageLimitBytes } = await requireWriter(c);
    const body = await readJson(c, createVentureSchema);
    const start = await startFromText(
      body.ideaText,
      body.idea ?? null,
      body.about,
      readHints,
      body.whoPays,
    );
    const id = await withinStorage(db, user.id, storageLimitBytes, (tx) =>
      createVenture(tx, user.id, {
        name: body.name ?? start.name,
        idea: start.idea,
        brief: start.brief,
        projectIds: body.projectIds ?? [],
      }),
    );
    return c.json(await detail(user.id, id), 201);
  });

  app.post("/ventures/import", async (c) => {
    const { user, storageLimitBytes } = await requireWriter(c, "import");
    const body = await readJson(c, importSchema);
    const checked = await Promise.all(
      body.results.map((item, index) => checkImported(tools, item, index)),
    );
    // Registry order, so a module is stored after the ones it reads.
    checked.sort((a, b) => tools.indexOf(a.module) - tools.indexOf(b.module));
    const started = startedBy(checked);
    const idea = started?.idea ?? null;
    const name =
      body.name ??
      (titleSubject(started?.name ?? firstIdeaTitle(checked), VENTURE_NAME_MAX) ||
        IMPORTED_VENTURE_NAME);
    const id = await withinStorage(db, user.id, storageLimitBytes, (tx) =>
      importVenture(
        tx,
        user.id,
        { name, idea },
        checked.map((item) => ({ ...item.project, builtOn: importedBuiltOn(item, checked, idea) })),
      ),
    );
    return c.json(await detail(user.id, id), 201);
  });

  app.get("/ventures/:id", async (c) => {
    const { user } = await requireUser(c);
    return c.json(await detail(user.id, c.req.param("id")));
  });

  app.patch("/ventures/:id", async (c) => {
    const { user, storageLimitBytes } = await requireWriter(c);
    const id = c.req.param("id");
    const patch = await readJson(c, ventureUpdateSchema);
    const updated = await withinStorage(db, user.id, storageLimitBytes, (tx) =>
      updateVenture(tx, user.id, id, patch),
    );
    if (!updated) throw ventureNotFound(id);
    return c.json(await detail(user.id, id));
  });

  // Corrects lines of the brief (each becomes the founder's statement) or reads a new idea text,
  // keeping the corrections. Results built on the brief before are then shown stale.
  app.patch("/ventures/:id/brief", async (c) => {
    const { user, storageLimitBytes } = await requireWriter(c);
    const id = c.req.param("id");
    const patch = await readJson(c, briefPatchSchema);
    const venture = await ventureIdea(db, user.id, id);
    if (!venture) throw ventureNotFound(id);
    let brief: VentureBrief;
    if (venture.brief) {
      brief = correctBrief(venture.brief, patch);
    } else if (patch.text !== undefined) {
      const hints = await readHints(patch.text);
      brief = correctBrief(
        readBrief({ text: patch.text, from: "founder", ...(hints && { hints }) }),
        {
          ...patch,
          text: undefined,
        },
      );
    } else {
      throw new AppError(
        "validation_failed",
        "This venture has no brief yet: send its idea text (text) to read one.",
      );
    }
    const saved = await withinStorage(db, user.id, storageLimitBytes, (tx) =>
      saveBrief(tx, user.id, id, brief),
    );
    if (!saved) throw ventureNotFound(id);
    return c.json(await detail(user.id, id));
  });

  app.delete("/ventures/:id", async (c) => {
    const { user } = await requireUser(c);
    const id = c.req.param("id");
    if (!(await deleteVenture(db, user.id, id))) throw ventureNotFound(id);
    return c.body(null, 204);
  });

  return app;
}

/**
 * What a new venture starts from (issue 23): the founder's own idea text read into a brief (the
 * venture's idea made of its words, never of what they say about themselves), else a chosen idea
 * read into one, else nothing.
 */
async function startFromText(
  ideaText: string | undefined,
  idea: SavedIdea | null,
  about: AboutFounder | undefined,
  readHints: BriefHintsReader,
  whoPays?: string,
): Promise<{ name: string; idea: SavedIdea | null; brief: VentureBrief | null }> {
  const aboutField = about === undefined ? {} : { about };
  if (ideaText !== undefined) {
    const hints = await readHints(ideaText);
    const hintsField = hints === undefined ? {} : { hints };
    const words = splitFounderText(ideaText).idea || ideaText;
    const name = ventureName(words).slice(0, VENTURE_NAME_MAX) || "My venture";
    return {
      name,
      idea: idea ?? {
        title: titleSubject(words, 120) || name,
        description: words.slice(0, 3000),
        category: "",
        marketSize: "",
        targetMarket: "",
      },
      brief: statedWhoPays(
        readBrief({ text: ideaText, from: "founder", ...aboutField, ...hintsField }),
        whoPays,
      ),
    };
  }
  if (idea !== null) {
    const text = ideaAsBusinessIdea(idea);
    const hints = await readHints(text);
    return {
      name: idea.title.slice(0, VENTURE_NAME_MAX),
      idea,
      brief: statedWhoPays(
        readBrief({
          text,
          from: "adopted-idea",
          ...(idea.targetMarket.trim() ? { targetMarket: idea.targetMarket.trim() } : {}),
          ...aboutField,
          ...(hints === undefined ? {} : { hints }),
        }),
        whoPays,
      ),
    };
  }
  return { name: "My venture", idea: null, brief: null };
}

/**
 * A new venture's first brief with who pays as the founder said it apart from the idea: their
 * statement on the buyer line, counted from those words (or asked), kept on every re-reading.
 */
function statedWhoPays(brief: VentureBrief, whoPays: string | undefined): VentureBrief {
  if (whoPays === undefined) return brief;
  return { ...correctBrief(brief, { buyer: { who: whoPays } }), revision: brief.revision };
}

interface CheckedResult {
  module: ToolModule;
  definition: ToolDefinition;
  request: Record<string, unknown> | null;
  result: Record<string, unknown>;
  project: Omit<ImportedProject, "builtOn">;
}

/**
 * The imported results a result was built on: those its module draws on when the founder gives
 * nothing (its withEarlier on an empty body), as a run inside the venture would record them.
 */
function importedBuiltOn(
  item: CheckedResult,
  checked: readonly CheckedResult[],
  idea: SavedIdea | null,
): string[] {
  if (!item.definition.withEarlier) return [];
  const results: EarlierWork["results"] = {};
  for (const earlier of checked) {
    if (item.module.tool.reads.includes(earlier.module.toolType)) {
      results[earlier.module.toolType] = { input: earlier.request, output: earlier.result };
    }
  }
  return [...item.definition.withEarlier({}, { idea, results }).used];
}

/** An imported result checked against its module's schemas; 400 naming the item otherwise. */
async function checkImported(
  tools: readonly ToolModule[],
  item: ImportedResult,
  index: number,
): Promise<CheckedResult> {
  const where = `results.${index}`;
  const module = tools.find((candidate) => candidate.toolType === item.toolType);
  if (!module) {
    throw new AppError(
      "validation_failed",
      `${where}: there is no tool "${item.toolType}" to import a result of.`,
    );
  }
  const { default: definition } = await module.tool.load();
  const result = z.safeParse(definition.result, module.tool.unwrap(item.outputData));
  if (!result.success) {
    throw new AppError(
      "validation_failed",
      `${where} is not the result of ${module.displayName}. ${describeIssues(result.error)}`,
    );
  }
  let request: Record<string, unknown> | null = null;
  if (item.inputData !== null) {
    const parsed = z.safeParse(definition.request, item.inputData);
    if (!parsed.success) {
      throw new AppError(
        "validation_failed",
        `${where}.inputData is not a request of ${module.displayName}. ${describeIssues(parsed.error)}`,
      );
    }
    request = parsed.data as Record<string, unknown>;
  }
  const title = request === null ? module.displayName : definition.projectTitle(request);
  return {
    module,
    definition,
    request,
    result: result.data as Record<string, unknown>,
    project: {
      toolType: module.toolType,
      title: title.slice(0, PROJECT_TITLE_MAX),
      inputData: request,
      outputData: result.data as Record<string, unknown>,
    },
  };
}

/**
 * The venture imported work starts, as a run of it would (the module's `startVenture`): the
 * first result, in registry order, whose module names ventures and whose request is known. A
 * market analysis gives the idea it was run on, else one made of the founder's words.
 */
function startedBy(checked: readonly CheckedResult[]) {
  for (const item of checked) {
    if (item.request && item.definition.startVenture) {
      return item.definition.startVenture(item.request);
    }
  }
  return null;
}

/** Ideas alone name the venture after the first idea generated. */
function firstIdeaTitle(checked: readonly CheckedResult[]): string {
  for (const { result } of checked) {
    const [first] = Array.isArray(result.ideas) ? result.ideas : [];
    const title = (first as { title?: unknown } | undefined)?.title;
    if (typeof title === "string" && title.trim()) return title;
  }
  return "";
}
