import {
  type ModuleDefinition,
  PHASES,
  type PhaseId,
  type ToolModule,
} from "../../../modules/define-module";
import { MONTHS } from "../../../shared/dates";
import {
  type ImportVentureInput,
  type ModuleProgress,
  type ModuleStatus,
  type VentureSummary,
  ventureSummarySchema,
} from "../../../shared/ventures";
import { HttpError } from "../api";
import { resultNoun } from "./built-on";
import { projectHref } from "./projects";
import type { VisitorResult } from "./visitor-work";

/**
 * The dashboard's ventures (issue 12): a venture's progress through the nine modules grouped by
 * phase, the words of each step, the next-step link, the body of a one-click refresh and of the
 * import of a visitor's work. Pure functions of the API's answers (src/shared/ventures.ts) and
 * of the app's modules (the registry, wired in by src/web/app), so they are tested without a
 * browser.
 */

/** A tool module by its toolType (the registry's `toolModuleFor`). */
export type ToolModuleLookup = (toolType: string) => ToolModule | undefined;

export { resultNoun } from "./built-on";
export { VENTURES_KEY } from "./keys";

/** GET /api/ventures's body, each venture checked against the contract; unreadable ones dropped. */
export function readVentures(body: unknown): VentureSummary[] {
  if (!Array.isArray(body)) throw new Error("The ventures answered with something unexpected.");
  return body.flatMap((item) => {
    const parsed = ventureSummarySchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** What a founder reads for each status: text, never colour alone. */
export const STATUS_LABELS: Record<ModuleStatus, string> = {
  done: "Done",
  stale: "Needs refresh",
  "not-started": "Not started",
};

function withArticle(noun: string): string {
  return /^[aeiou]/i.test(noun) ? `an ${noun}` : `a ${noun}`;
}

/**
 * Why a step needs a refresh: "Built on an older market analysis", "Built on an older idea list
 * and market analysis", "Built on older earlier results" when the server names none.
 */
export function staleNote(
  staleBecause: readonly string[] | undefined,
  modules: readonly ModuleDefinition[],
) {
  const nouns = [...new Set(staleBecause ?? [])].map((toolType) =>
    toolType === "brief" ? "venture brief" : resultNoun(toolType, modules),
  );
  if (nouns.length === 0) return "Built on older earlier results";
  const list =
    nouns.length === 1 ? nouns[0]! : `${nouns.slice(0, -1).join(", ")} and ${nouns.at(-1)!}`;
  return `Built on ${withArticle(`older ${list}`)}`;
}

/** One module of a venture as the dashboard shows it. */
export interface VentureStep {
  toolType: string;
  displayName: string;
  status: ModuleStatus;
  /** "Done", "Needs refresh", "Not started". */
  statusLabel: string;
  /** The current result's project page (done and stale steps only). */
  href?: string;
  /** The current result's project id (done and stale steps only). */
  projectId?: string;
  updatedAt?: string;
  /** Stale steps: what changed ("Built on an older market analysis"). */
  note?: string;
  /** Stale steps whose tool exists: the one-click refresh can re-run it. */
  refreshable: boolean;
  /** False for the idea generator of a venture with its own idea: not counted in the progress. */
  needed: boolean;
}

export interface VenturePhase {
  id: PhaseId;
  name: string;
  steps: VentureStep[];
}

/** The idea generator's step in a venture that has its founder's own idea and no idea list. */
export const OWN_IDEA_LABEL = "Not needed: the venture has your own idea";

/** The idea generator's step in a venture with an idea list but no idea adopted from it. */
export const CHOOSE_IDEA_LABEL = "Not done: choose an idea to develop";

function stepOf(
  module: ModuleDefinition,
  progress: ModuleProgress | undefined,
  hasIdea: boolean,
  modules: readonly ModuleDefinition[],
): VentureStep {
  const status: ModuleStatus = progress?.status ?? "not-started";
  const current = status === "not-started" ? undefined : progress?.current;
  const step: VentureStep = {
    toolType: module.toolType,
    displayName: module.displayName,
    status: current ? status : "not-started",
    statusLabel: STATUS_LABELS[current ? status : "not-started"],
    refreshable: false,
    needed: true,
  };
  if (!current) {
    if (hasIdea && module.tool?.choosesIdea) {
      step.statusLabel = OWN_IDEA_LABEL;
      step.needed = false;
    } else if (module.tool?.choosesIdea && progress?.current) {
      // Ideas generated, none adopted yet: not done, and the list is a click away.
      step.statusLabel = CHOOSE_IDEA_LABEL;
      step.href = projectHref(progress.current.projectId);
      step.projectId = progress.current.projectId;
      step.updatedAt = progress.current.updatedAt;
    }
    return step;
  }
  step.href = projectHref(current.projectId);
  step.projectId = current.projectId;
  step.updatedAt = current.updatedAt;
  if (status === "stale") {
    step.note = staleNote(progress?.staleBecause, modules);
    step.refreshable = module.tool !== undefined;
  }
  return step;
}

/**
 * The venture's nine steps in registry order, grouped by the three phases (PHASES). A module the
 * server did not report counts as not started; a done or stale module without a current result
 * (an answer that breaks the contract) too, so no step links to a page that does not exist.
 * A venture with an idea says the idea generator is not needed rather than not started.
 */
export function ventureSteps(
  venture: Pick<VentureSummary, "progress"> & { idea?: VentureSummary["idea"] },
  modules: readonly ModuleDefinition[],
): VenturePhase[] {
  const byType = new Map(venture.progress.map((entry) => [entry.toolType, entry]));
  return PHASES.map((phase) => ({
    id: phase.id,
    name: phase.name,
    steps: modules
      .filter((module) => module.phase === phase.id)
      .map((module) => stepOf(module, byType.get(module.toolType), Boolean(venture.idea), modules)),
  })).filter((phase) => phase.steps.length > 0);
}

/** "2 of 9 modules done · 1 needs a refresh"; a step the venture does not need is not counted. */
export function progressLine(phases: readonly VenturePhase[]): string {
  const steps = phases.flatMap((phase) => phase.steps).filter((step) => step.needed);
  const done = steps.filter((step) => step.status === "done").length;
  const stale = steps.filter((step) => step.status === "stale").length;
  const line = `${done} of ${steps.length} modules done`;
  return stale > 0 ? `${line} · ${stale} ${stale === 1 ? "needs" : "need"} a refresh` : line;
}

/**
 * The next-step button: "Next: Market Analysis" → the module's tool in the venture
 * (`/tools/market-analysis-tool?venture=<id>`); null when every tool is done or the next module
 * has no tool (nowhere to go).
 */
export function nextStep(
  venture: Pick<VentureSummary, "id" | "next">,
  lookup: ToolModuleLookup,
): { label: string; href: string } | null {
  if (!venture.next) return null;
  const module = lookup(venture.next);
  if (!module) return null;
  return {
    label: `Next: ${module.displayName}`,
    href: `${module.tool.path}?venture=${encodeURIComponent(venture.id)}`,
  };
}

/**
 * What the card says instead of a next step when every module the venture needs is done (the idea
 * generator is not needed once it has its own idea) and none is
 * stale (`next` is null): null while there is a next step or nothing is done yet.
 */
export function caughtUpLine(
  venture: Pick<VentureSummary, "next">,
  phases: readonly VenturePhase[],
): string | null {
  if (venture.next) return null;
  const steps = phases.flatMap((phase) => phase.steps);
  if (!steps.some((step) => step.status === "done")) return null;
  return "Every module this venture needs is done and up to date.";
}

/**
 * The body of a one-click refresh: the stale result's saved request without the fields the
 * module fills from earlier results (`tool.refill`), so the server fills them from the current
 * ones. No saved request: an empty body, which the venture fills.
 */
export function refreshRequest(
  inputData: Record<string, unknown> | null | undefined,
  refill: Readonly<Record<string, string>>,
): Record<string, unknown> {
  if (!isRecord(inputData)) return {};
  const drop = new Set(Object.keys(refill));
  return Object.fromEntries(Object.entries(inputData).filter(([key]) => !drop.has(key)));
}

/** The refresh's success toast. */
export function refreshedToast(displayName: string) {
  return {
    title: "Refreshed",
    description: `${displayName} now builds on your latest results.`,
  };
}

// ---------------------------------------------------------------------------------------------
// Work made before sign-up (visitor-work.ts) offered for import.

/** A visitor's result the import can take: a tool's, with an object as its result. */
export interface ImportableResult {
  toolType: string;
  displayName: string;
  inputData: Record<string, unknown> | null;
  outputData: Record<string, unknown>;
  savedAt: string;
}

/**
 * The visitor's results the server can import: one per tool (the newest), tools that exist, an
 * object as output (so at most one per tool module, the server's cap), oldest first.
 */
export function importableResults(
  results: readonly VisitorResult[],
  lookup: ToolModuleLookup,
): ImportableResult[] {
  const newest = new Map<string, VisitorResult>();
  for (const result of results) {
    const seen = newest.get(result.toolType);
    if (!seen || seen.savedAt <= result.savedAt) newest.set(result.toolType, result);
  }
  return [...newest.values()]
    .flatMap((result) => {
      const module = lookup(result.toolType);
      if (!module || !isRecord(result.outputData)) return [];
      return [
        {
          toolType: result.toolType,
          displayName: module.displayName,
          inputData: isRecord(result.inputData) ? result.inputData : null,
          outputData: result.outputData,
          savedAt: result.savedAt,
        },
      ];
    })
    .sort((a, b) => a.savedAt.localeCompare(b.savedAt));
}

/** POST /api/ventures/import's body. */
export function importBody(results: readonly ImportableResult[]): ImportVentureInput {
  return {
    results: results.map(({ toolType, inputData, outputData }) => ({
      toolType,
      inputData,
      outputData,
    })),
  };
}

/** "Keep these 3 results in a new venture?" / "Keep this result in a new venture?" */
export function importQuestion(count: number): string {
  return count === 1
    ? "Keep this result in a new venture?"
    : `Keep these ${count} results in a new venture?`;
}

/** The import's success toast, naming the new venture. */
export function importedToast(ventureName: string, count: number) {
  return {
    title: "Saved to a new venture",
    description: `${count === 1 ? "Your result is" : `Your ${count} results are`} now in “${ventureName}”.`,
  };
}

function clock(date: Date): string {
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, "0");
  return `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? "AM" : "PM"}`;
}

function sameDay(a: Date, b: Date): boolean {
  return (
    a.getFullYear() === b.getFullYear() &&
    a.getMonth() === b.getMonth() &&
    a.getDate() === b.getDate()
  );
}

/**
 * When a visitor's result was made, in the founder's time zone: "Today, 3:04 PM",
 * "Yesterday, 9:30 AM", "March 5, 2026"; "Earlier" when unreadable.
 */
export function madeLine(iso: string, now: Date): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "Earlier";
  if (sameDay(date, now)) return `Today, ${clock(date)}`;
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (sameDay(date, yesterday)) return `Yesterday, ${clock(date)}`;
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/** The message of a failed call: the server's `{ error }` when it sent one. */
export function messageOf(error: unknown): string {
  if (error instanceof HttpError) return error.serverMessage ?? error.message;
  if (error instanceof Error && error.message) return error.message;
  return "Something went wrong. Please try again.";
}
