import type { ModuleDefinition, ToolModule } from "../../../modules/define-module";
import type { SavedIdea } from "../../../shared/saved-idea";
import { type VentureBrief, ventureBriefSchema } from "../../../shared/venture-brief";
import { toolModulesOf } from "../modules";

/**
 * What a tool page needs of a venture (issue 12): read by hand from GET /api/ventures/:id
 * (src/shared/ventures.ts has the full contract) so the tool pages carry no extra schema code.
 */

export interface VentureContext {
  id: string;
  name: string;
  idea: SavedIdea | null;
  /** The venture's brief (issue 23): a module's form starts from it. Null without one. */
  brief: VentureBrief | null;
  /** The current result of each module that has one. */
  current: ReadonlyMap<string, { projectId: string; updatedAt: string }>;
}

/** One earlier result a run was built on (the endpoints' `builtOn`). */
export interface BuiltOnEntry {
  toolType: string;
  projectId: string;
  updatedAt: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

function readIdea(value: unknown): SavedIdea | null {
  if (!isRecord(value) || !text(value.title).trim()) return null;
  return {
    title: text(value.title),
    description: text(value.description),
    category: text(value.category),
    marketSize: text(value.marketSize),
    targetMarket: text(value.targetMarket),
  };
}

export function readVentureContext(body: unknown): VentureContext {
  if (!isRecord(body) || typeof body.id !== "string" || typeof body.name !== "string") {
    throw new Error("The venture answered with something unexpected.");
  }
  const current = new Map<string, { projectId: string; updatedAt: string }>();
  for (const step of Array.isArray(body.progress) ? body.progress : []) {
    if (!isRecord(step) || typeof step.toolType !== "string" || !isRecord(step.current)) continue;
    const { projectId, updatedAt } = step.current;
    if (typeof projectId === "string" && typeof updatedAt === "string") {
      current.set(step.toolType, { projectId, updatedAt });
    }
  }
  const brief = ventureBriefSchema.safeParse(body.brief);
  return {
    id: body.id,
    name: body.name,
    idea: readIdea(body.idea),
    brief: brief.success ? brief.data : null,
    current,
  };
}

/** The `builtOn` of an endpoint's body (a signed-in run), or [] when it has none. */
export function readBuiltOn(body: unknown): BuiltOnEntry[] {
  if (!isRecord(body) || !Array.isArray(body.builtOn)) return [];
  return body.builtOn.flatMap((entry) =>
    isRecord(entry) &&
    typeof entry.toolType === "string" &&
    typeof entry.projectId === "string" &&
    typeof entry.updatedAt === "string"
      ? [{ toolType: entry.toolType, projectId: entry.projectId, updatedAt: entry.updatedAt }]
      : [],
  );
}

/** The tool that comes after this one among the modules (the registry's order), if any is built. */
export function nextToolModule(
  toolType: string,
  modules: readonly ModuleDefinition[],
): ToolModule | undefined {
  const tools = toolModulesOf(modules);
  const index = tools.findIndex((module) => module.toolType === toolType);
  return index === -1 ? undefined : tools[index + 1];
}

/** A tool's address inside a venture (or outside one, for a visitor). */
export function toolHref(module: ToolModule, ventureId: string | undefined): string {
  return ventureId
    ? `${module.tool.path}?venture=${encodeURIComponent(ventureId)}`
    : module.tool.path;
}
