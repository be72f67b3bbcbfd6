import { type Context, Hono } from "hono";
import * as z from "zod/mini";
import { isRecord } from "../../../modules/define-module";
import type { LoadedTool } from "../../../modules/engines.server";
import type { ToolModule } from "../../../modules/registry";
import { AppError } from "../../../shared/errors";
import {
  anyPlanResultSchema,
  type PlanResult,
  type PlanSection,
  SECTION_EDIT_MAX,
} from "../../../shared/plan";
import { type Assumption, numbersIn, type SourceRef } from "../../../shared/provenance";
import type { Project } from "../../../shared/workspace";
import type { StrategyEngine } from "../../ai/strategy-engine";
import { blocksOfEdit } from "../../workspace/plan-edit";
import { findProject, updateProject } from "../../workspace/projects";
import type { AppDeps, AppEnv } from "../context";
import { readJson, validateBody } from "../json-body";
import type { RateLimiter } from "../rate-limit";
import { withinStorage, workspaceWriter } from "../write-quota";
import { projectNotFound } from "./workspace";

const editSchema = z.object({
  text: z
    .string({ error: "text must be the section's text." })
    .check(
      z.trim(),
      z.minLength(1, "The section is empty. Write its text, or restore the generated version."),
      z.maxLength(SECTION_EDIT_MAX, `A section can hold at most ${SECTION_EDIT_MAX} characters.`),
    ),
});

/**
 * The sections of a saved plan (issue 13, decision 013), for the planning modules (a tool whose
 * definition has `sections`):
 *  - `POST /api/<module>/sections/<section>?project=<id>` regenerates one section from the plan's
 *    saved request (the same earlier results as the rest of the plan), the engine told which
 *    section and the how-many-th time so it takes another angle; the other sections, and edits
 *    to them, are kept.
 *  - `PUT /api/workspace/<id>/sections/<section>` `{ text }` keeps the founder's edit of a section
 *    (read as paragraphs, lists and tables); `DELETE` restores the generated text.
 *  - `PUT /api/workspace/<id>/data/<field>` replaces a result field the founder fills in over
 *    time (the definition's `editable`, e.g. a results log), checked with its schema.
 *  - `PATCH /api/workspace/<id>/request` `{ <field>: value, … }` writes the plan again from its
 *    saved request with only the fields sent changed (the financial model's `modelInputs`): the
 *    saved request carries the earlier results it read, far over the body limit, so the page
 *    sends what changed and the server checks the whole request with the tool's schema. Edits,
 *    filled-in fields and what it was built on are kept.
 * Signed in only; another founder's project is a 404. Each change bumps the project's revision,
 * so later results of the venture built on this plan are marked stale.
 */
export function planSectionRoutes(
  deps: AppDeps,
  strategyEngine: StrategyEngine,
  modules: readonly ToolModule[],
  loadTool: (module: ToolModule) => Promise<LoadedTool>,
  limitClient: (c: Context<AppEnv>) => Promise<void>,
  limiter: RateLimiter,
): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { db } = deps.database;
  const requireWriter = workspaceWriter(deps, limiter);

  /** The signed-in founder's plan of a planning module, its definition, and the section asked. */
  async function openPlan(userId: string, module: ToolModule, projectId: string, id: string) {
    const tool = await loadTool(module);
    const specs = tool.definition.sections;
    if (!specs) throw new AppError("not_found", `${module.name} has no sections to change.`);
    const index = specs.findIndex((spec) => spec.id === id);
    if (index === -1) {
      throw new AppError(
        "not_found",
        `There is no section "${id}" in a ${module.tool.resultNoun}.`,
      );
    }
    const project = await findProject(db, userId, projectId);
    if (!project || project.toolType !== module.toolType) throw projectNotFound(projectId);
    const plan = tool.definition.result.safeParse(module.tool.unwrap(project.outputData));
    if (!plan.success) {
      throw new AppError(
        "outdated_result",
        `This ${module.tool.resultNoun} was saved in an older form. Generate it again to change its sections.`,
      );
    }
    return { tool, project, plan: plan.data as PlanResult, index };
  }

  async function save(
    writer: { user: { id: string }; storageLimitBytes: number },
    project: Project,
    plan: PlanResult,
  ): Promise<void> {
    const userId = writer.user.id;
    const updated = await withinStorage(db, userId, writer.storageLimitBytes, (tx) =>
      updateProject(tx, userId, project.id, {
        outputData: plan as unknown as Record<string, unknown>,
      }),
    );
    if (!updated) throw projectNotFound(project.id);
  }

  for (const module of modules) {
    app.post(`${module.tool.endpoint.replace(/^\/api/, "")}/sections/:section`, async (c) => {
      const writer = await requireWriter(c);
      const { user } = writer;
      await limitClient(c);
      const projectId = c.req.query("project");
      if (!projectId) {
        throw new AppError("bad_request", "Say which saved plan to change: ?project=<id>.");
      }
      const id = c.req.param("section");
      const { tool, project, plan, index } = await openPlan(user.id, module, projectId, id);
      const request = tool.definition.request.safeParse(project.inputData);
      if (!request.success) {
        throw new AppError(
          "outdated_result",
          `This ${module.tool.resultNoun} was saved from an older form. Generate it again to change its sections.`,
        );
      }
      const round = (plan.sections[index]?.round ?? 0) + 1;
      const fresh = (await strategyEngine.run(tool.engine, {
        ...(request.data as Record<string, unknown>),
        regenerate: { section: id, round },
      } as never)) as PlanResult;
      const section = fresh.sections.find((candidate) => candidate.id === id);
      if (!section) throw new Error(`The ${module.toolType} engine left out section ${id}`);
      const merged = withSection(plan, { ...section, round, edited: undefined }, fresh);
      await save(writer, project, merged);
      return c.json({
        ...(tool.definition.toResponse(merged) as Record<string, unknown>),
        projectId: project.id,
        ventureId: project.ventureId ?? null,
        builtOn: project.builtOn ?? [],
      });
    });
  }

  const sectionPath = "/workspace/:id/sections/:section";
  async function planModuleOf(userId: string, projectId: string): Promise<ToolModule> {
    const project = await findProject(db, userId, projectId);
    const module = project && modules.find((candidate) => candidate.toolType === project.toolType);
    if (!module) throw projectNotFound(projectId);
    return module;
  }

  app.put(sectionPath, async (c) => {
    const writer = await requireWriter(c);
    const { user } = writer;
    const { text } = await readJson(c, editSchema);
    const projectId = c.req.param("id");
    const module = await planModuleOf(user.id, projectId);
    const { project, plan, index } = await openPlan(
      user.id,
      module,
      projectId,
      c.req.param("section"),
    );
    const blocks = blocksOfEdit(text);
    const section: PlanSection = {
      ...plan.sections[index]!,
      edited: { text, blocks, at: new Date().toISOString() },
    };
    await save(writer, project, withSection(plan, section));
    return c.json({ section });
  });

  app.delete(sectionPath, async (c) => {
    const writer = await requireWriter(c);
    const { user } = writer;
    const projectId = c.req.param("id");
    const module = await planModuleOf(user.id, projectId);
    const { project, plan, index } = await openPlan(
      user.id,
      module,
      projectId,
      c.req.param("section"),
    );
    const { edited: _dropped, ...section } = plan.sections[index]!;
    await save(writer, project, withSection(plan, section));
    return c.json({ section });
  });

  app.patch("/workspace/:id/request", async (c) => {
    const writer = await requireWriter(c);
    const { user } = writer;
    const changes = await readJson(c, requestChangesSchema);
    await limitClient(c);
    const projectId = c.req.param("id");
    const module = await planModuleOf(user.id, projectId);
    const tool = await loadTool(module);
    const { definition } = tool;
    if (!definition.sections) {
      throw new AppError("not_found", `A ${module.tool.resultNoun} can't be changed this way.`);
    }
    const fields = requestFieldsOf(definition.request);
    const unknown = Object.keys(changes).filter(
      (key) => key === "regenerate" || (fields !== undefined && !fields.has(key)),
    );
    if (unknown.length > 0) {
      throw new AppError(
        "validation_failed",
        `A ${module.tool.resultNoun} has no field ${unknown.map((key) => `"${key}"`).join(", ")} to change.`,
      );
    }
    const project = await findProject(db, user.id, projectId);
    if (!project) throw projectNotFound(projectId);
    const saved = isRecord(project.inputData) ? project.inputData : {};
    const previous = definition.result.safeParse(module.tool.unwrap(project.outputData));
    if (!previous.success || !definition.request.safeParse(saved).success) {
      throw new AppError(
        "outdated_result",
        `This ${module.tool.resultNoun} was saved from an older form. Generate it again to change it.`,
      );
    }
    const { regenerate: _once, ...kept } = saved;
    const request = validateBody(definition.request, { ...kept, ...changes });
    const generated = await strategyEngine.run(tool.engine, request as never);
    const result = keepEdits(
      previous.data,
      generated,
      Object.keys(definition.editable ?? {}),
    ) as PlanResult;
    const updated = await withinStorage(db, user.id, writer.storageLimitBytes, (tx) =>
      updateProject(tx, user.id, project.id, {
        inputData: request as Record<string, unknown>,
        outputData: result as unknown as Record<string, unknown>,
      }),
    );
    if (!updated) throw projectNotFound(project.id);
    return c.json({
      ...(definition.toResponse(result) as Record<string, unknown>),
      projectId: updated.id,
      ventureId: updated.ventureId ?? null,
      builtOn: updated.builtOn ?? [],
    });
  });

  // A result field the founder fills in (definition.editable), replaced whole.
  app.put("/workspace/:id/data/:field", async (c) => {
    const writer = await requireWriter(c);
    const { user } = writer;
    const projectId = c.req.param("id");
    const field = c.req.param("field");
    const module = await planModuleOf(user.id, projectId);
    const { definition } = await loadTool(module);
    const schema = definition.editable?.[field];
    if (!schema) {
      throw new AppError("not_found", `A ${module.tool.resultNoun} has no "${field}" to fill in.`);
    }
    const value = await readJson(c, schema);
    const project = await findProject(db, user.id, projectId);
    if (!project) throw projectNotFound(projectId);
    const current = definition.result.safeParse(module.tool.unwrap(project.outputData));
    if (!current.success) {
      throw new AppError(
        "outdated_result",
        `This ${module.tool.resultNoun} was saved in an older form. Generate it again to fill it in.`,
      );
    }
    await save(writer, project, { ...(current.data as PlanResult), [field]: value });
    return c.json({ [field]: value });
  });

  return app;
}

/** PATCH /api/workspace/:id/request: the request fields to change, at least one. */
const requestChangesSchema = z
  .record(z.string(), z.unknown(), { error: "Send the fields to change as an object." })
  .check(
    z.refine((changes) => Object.keys(changes).length > 0, "Send at least one field to change."),
  );

/** The field names of a tool's request schema (an object schema), or undefined when it has none. */
function requestFieldsOf(schema: object): ReadonlySet<string> | undefined {
  const { shape } = schema as { shape?: unknown };
  return isRecord(shape) ? new Set(Object.keys(shape)) : undefined;
}

/**
 * The plan with one section replaced; with `from` (a regenerated plan), its provenance joined in,
 * so the new section's figures are explained and the kept sections' still are.
 */
export function withSection(plan: PlanResult, section: PlanSection, from?: PlanResult): PlanResult {
  const sections = plan.sections.map((current) => (current.id === section.id ? section : current));
  if (!from) return { ...plan, sections };
  return {
    ...plan,
    sections,
    sources: unique([...plan.sources, ...from.sources], (source: SourceRef) => source.id),
    assumptions: withinLimit(
      unique(
        [...plan.assumptions, ...from.assumptions],
        (item: Assumption) => `${item.label}\u0000${item.value}`,
      ),
      sections,
    ),
  };
}

/** A result holds at most this many assumptions (src/shared/provenance.ts). */
const MAX_ASSUMPTIONS = 200;

/** Over the limit, only the assumptions whose figures the sections still show are kept. */
function withinLimit(assumptions: Assumption[], sections: readonly PlanSection[]): Assumption[] {
  if (assumptions.length <= MAX_ASSUMPTIONS) return assumptions;
  const shown = new Set(numbersIn(JSON.stringify(sections)));
  return assumptions
    .filter((item) => numbersIn(item.value).some((number) => shown.has(number)))
    .slice(0, MAX_ASSUMPTIONS);
}

function unique<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const id = key(item);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/**
 * A plan generated again into its saved project: each section the founder had edited keeps the
 * edit (the generated text under it is the new one, shown by "Restore generated").
 */
export function keepEdits(
  previous: unknown,
  generated: unknown,
  editable: readonly string[] = [],
): unknown {
  const old = anyPlanResultSchema.safeParse(previous);
  const fresh = anyPlanResultSchema.safeParse(generated);
  if (!old.success || !fresh.success) return generated;
  const edits = new Map(old.data.sections.map((section) => [section.id, section.edited]));
  const before = previous as Record<string, unknown>;
  // What the founder filled in (a results log) stays as they left it.
  const kept = Object.fromEntries(
    editable.filter((field) => before[field] !== undefined).map((field) => [field, before[field]]),
  );
  // The generated result as it came (a module's own data kept), its sections with the edits.
  return {
    ...(generated as Record<string, unknown>),
    ...kept,
    sections: fresh.data.sections.map((section) => {
      const edited = edits.get(section.id);
      return edited ? { ...section, edited } : section;
    }),
  };
}
