import type { ComponentType, ReactNode } from "react";
import type * as z from "zod/mini";
import type { DocumentModel } from "../shared/document";
import type { PlanSectionSpec } from "../shared/plan";
import type { SavedIdea } from "../shared/saved-idea";
import type { ServiceContent } from "../shared/service-content";
import type { ToolCore } from "../shared/tool-definition";
import type { VentureBrief } from "../shared/venture-brief";

/**
 * The module contract (GUIDE §4, decision 011). A module is one folder under src/modules and one
 * line in registry.ts. Its `index.ts` calls `defineModule` with everything the product needs to
 * name it, route to it and show its saved results: light data and small functions, so public
 * pages (navigation, landing, service pages) can read the registry without loading any schema.
 * The heavy parts load on demand:
 *  - `tool.load()`: its `tool.ts` (`defineTool`): zod request and result schemas, project titles,
 *    the export document and file name;
 *  - `tool.page()`: its `ui/page.tsx`, the tool page (form and result view);
 *  - `service()`: its `content.ts`, the copy of its service page (/services/<slug>), which
 *    src/web/app/pages.ts renders with the one service-page template;
 *  - on the server only, by convention: `engine.server.ts` next to `index.ts` exports `engine`
 *    (the offline generator and the model prompt; src/modules/engines.server.ts finds it).
 */

export const PHASES = [
  { id: 1, name: "Foundation and Discovery" },
  { id: 2, name: "Strategic Planning" },
  { id: 3, name: "Preparation, Launch and Scale" },
] as const;
export type PhaseId = (typeof PHASES)[number]["id"];

/** How the product names a module (spec §1, §3). */
export interface ModuleEntry {
  /** The workspace toolType (spec §3), also the module's folder name. */
  toolType: string;
  /** The display name of the toolType (spec §3), used on badges. */
  displayName: string;
  /** The module's full name on service pages and in navigation (spec §1). */
  name: string;
  /** Path segment under /services. */
  serviceSlug: string;
  phase: PhaseId;
  /** A one-line summary for cards and menus. */
  summary: string;
  /**
   * The copy of its service page (`/services/<serviceSlug>`), loaded on that page only:
   * `() => import("./content")`. Every module has one; the build fails when it cannot render.
   */
  service: () => Promise<{ serviceContent: ServiceContent }>;
}

/** A tool page's description and keywords: the module's `head.ts`. */
export interface ToolHead {
  description: string;
  keywords: string[];
}

/**
 * The head tags of a tool page (src/modules/routes.ts adds it to the route registry). The title
 * is here, for menus and cards; the description and keywords load with the route registry, so
 * they are not in every page's code (decision 005).
 */
export interface ToolRouteMeta {
  title: string;
  head: () => Promise<{ default: ToolHead }>;
}

/**
 * What a module's `tool.ts` exports as default: the tool's core contract (schemas, response body,
 * founder text; src/shared/tool-definition.ts) and the parts the workspace needs.
 */
export interface ToolDefinition<
  Request extends z.ZodMiniType = z.ZodMiniType,
  Result extends z.ZodMiniType = z.ZodMiniType,
> extends ToolCore<Request, Result> {
  /**
   * A saved result's title, specific to the founder's venture ("Market analysis: ICU
   * scheduling for community hospitals"); the workspace cuts it at PROJECT_TITLE_MAX.
   */
  projectTitle(request: z.output<Request>): string;
  /**
   * The export document of a result (Markdown, PDF and Word read it). `request` is what produced
   * it when known (a saved project's inputData, checked with the request schema).
   */
  document(
    result: z.output<Result>,
    context: { request?: z.output<Request>; date?: Date },
  ): DocumentModel;
  /** The export file name without its extension (spec §9's names for the free tools). */
  exportBaseName(request: z.output<Request> | undefined, now: Date): string;
  /**
   * A run inside a venture (issue 12, `POST /api/<tool>?venture=<id>`): fills the fields the
   * founder left empty in the raw body, before it is validated, from the venture's idea and its
   * current results of the modules in `reads`. The founder's non-empty fields always win.
   * `used` names the modules whose results went into the body: the saved project records them
   * as built on, and a later change to one of them marks it stale.
   */
  withEarlier?(body: Record<string, unknown>, earlier: EarlierWork): FilledRequest;
  /**
   * A signed-in run outside any venture starts one named after the founder's subject (and holding
   * the idea the request carries, if any). Absent (the idea generator): its runs stay on their
   * own until the founder develops an idea.
   */
  startVenture?(request: z.output<Request>): { name: string; idea: SavedIdea | null };
  /**
   * A planning module's sections (src/modules/_kit/plan/tool.ts): its result is a plan whose sections
   * a founder regenerates one at a time and edits (src/server/http/routes/plan-sections.ts).
   */
  sections?: readonly PlanSectionSpec[];
  /**
   * Fields of the result the founder fills in over time (a results log): each replaced whole by
   * `PUT /api/workspace/<id>/data/<field>` with a value its schema accepts, and kept when the
   * result is generated again into its project.
   */
  editable?: Readonly<Record<string, z.ZodMiniType>>;
}

/** What a venture offers a tool run: its chosen idea and its current earlier results. */
export interface EarlierWork {
  idea: SavedIdea | null;
  /**
   * The venture's brief (issue 23), when it has one: a form's empty fields start from it, and the
   * server attaches it to the request as `brief` for the modules that read it.
   */
  brief?: VentureBrief | null;
  /** By toolType, among the module's `reads`: the current project's request and result (unwrapped). */
  results: Partial<Record<string, { input: unknown; output: unknown }>>;
}

export interface FilledRequest {
  body: Record<string, unknown>;
  /** The toolTypes of `earlier.results` the body now draws on. */
  used: readonly string[];
}

/** True when a founder left a request field empty: absent, null, blank text or {}. */
export function isEmptyField(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === "string") return value.trim() === "";
  return isRecord(value) && Object.keys(value).length === 0;
}

/** The tool page and endpoint of a module whose tool exists. */
export interface ToolMeta {
  /** The tool page ("/tools/market-analysis-tool", "/strategic-planning"). */
  path: `/${string}`;
  /** Other paths that 301-redirect to `path` (spec §2's shorthand link targets). */
  aliases: readonly `/${string}`[];
  /** The POST endpoint of spec §7, e.g. "/api/market-analysis". */
  endpoint: `/api/${string}`;
  /** free: works signed out (spec §1's free tools); signed-in: trial or plan. */
  access: "free" | "signed-in";
  /** Earlier modules (toolTypes) whose results in the same venture this module builds on. */
  reads: readonly string[];
  /**
   * The module whose result gives a venture its idea (the idea generator). A venture that already
   * has an idea, the founder's own, does not need it: it is never that venture's next step.
   */
  choosesIdea?: true;
  /**
   * The request fields `withEarlier` fills from those earlier results, each with the module whose
   * result it takes (`{ marketData: "market-analysis" }`). A page says what a run will build on
   * from it, and refreshing a stale result sends its saved request without these fields, so the
   * server fills them from the current results.
   */
  refill: Readonly<Record<string, string>>;
  route: ToolRouteMeta;
  /** Its result named inside a sentence: "Built on an older market analysis", "idea list". */
  resultNoun: string;
  /**
   * A tool's result inside a stored outputData, which holds the result itself or the endpoint's
   * response around it (`{ analysis }`). Pure and light: the dashboard's previews use it.
   */
  unwrap: (output: unknown) => unknown;
  /** The preview text of a result when the generic one (its first strings) reads badly. */
  preview?: (result: unknown) => string | undefined;
  /**
   * Result keys this tool's engine fills in itself (notes of its offline walk), beyond the
   * provenance and plan-section keys every engine fills: the model's output schema leaves them
   * out (src/server/ai/model/output-schema.ts), so a model never writes them.
   */
  engineFills?: readonly string[];
  load: () => Promise<{ default: ToolDefinition }>;
  page: () => Promise<{ default: ComponentType }>;
  /**
   * A saved result on its project page (`ui/saved-result.tsx`): the tool's own result view, or
   * `fallback` when the output does not parse as this tool's result.
   */
  savedResult: () => Promise<{ default: ComponentType<SavedResultProps> }>;
}

export interface SavedResultProps {
  /** The stored outputData, already unwrapped (`unwrap`). */
  output: unknown;
  /** What the founder asked (the project's inputData), when stored. */
  input: Record<string, unknown> | null;
  /** What to show instead when the output is not this tool's result (an old or edited project). */
  fallback: ReactNode;
  /** The saved project: its id and the venture it belongs to. */
  project: { id: string; ventureId?: string };
}

export interface ModuleDefinition<ToolType extends string = string> extends ModuleEntry {
  toolType: ToolType;
  /** Absent while the module has only its service page. */
  tool?: ToolMeta;
}

/** Keeps the module's own type: a module defined with a tool is a ToolModule. */
export function defineModule<const Module extends ModuleDefinition>(module: Module): Module {
  return module;
}

/** Builds a typed tool definition (keeps the request and result types linked). */
export function defineTool<Request extends z.ZodMiniType, Result extends z.ZodMiniType>(
  tool: ToolDefinition<Request, Result>,
): ToolDefinition<Request, Result> {
  return tool;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A module whose tool exists. */
export type ToolModule = ModuleDefinition & { tool: ToolMeta };

/** True when the module's tool exists (a module may have only its service page). */
export function isToolModule(module: ModuleDefinition): module is ToolModule {
  return module.tool !== undefined;
}

/** The registry's lists and lookups over a list of modules (registry.ts holds the product's). */
export function makeRegistry(modules: readonly ModuleDefinition[]) {
  const tools = modules.filter(isToolModule);
  return {
    MODULE_REGISTRY: modules,
    /** How many modules the product has: every "nine" of the copy and the kits. */
    MODULE_COUNT: modules.length,
    /** The modules whose tool (page, endpoint, engine) exists, in the registry's order. */
    TOOL_MODULES: tools as readonly ToolModule[],
    /** A module by its toolType, or undefined. */
    moduleFor: (toolType: string): ModuleDefinition | undefined =>
      modules.find((module) => module.toolType === toolType),
    /** A tool module by its toolType, or undefined (no such module, or no tool yet). */
    toolModuleFor: (toolType: string): ToolModule | undefined =>
      tools.find((module) => module.toolType === toolType),
  };
}
