import type { ModuleDefinition } from "../../../modules/define-module";
import { MONTHS } from "../../../shared/dates";
import type { AuthUser } from "../../../shared/user";
import type { ProjectSummary } from "../../../shared/workspace";
import { toolModuleIn } from "../modules";

/**
 * The dashboard's figures and the text of its project cards (spec §2, §9): pure functions of
 * the project list, so they are tested without a browser. Those that name a tool take the app's
 * modules (the registry, wired in by src/web/app; useModules() in a component).
 */

/** Spec §9: Recent Work shows at most 6 projects. */
export const RECENT_WORK_LIMIT = 6;
/** Spec §9: 'Recent Activity' counts projects updated within the last 7 days. */
export const RECENT_ACTIVITY_DAYS = 7;
/** Spec §9: the preview is cut at 150 characters. */
export const PREVIEW_LENGTH = 150;
/** Spec §9: the signed-out redirect waits 500 ms. */
export const REDIRECT_DELAY_MS = 500;

export { projectHref, projectKey, WORKSPACE_KEY } from "./keys";

const DAY_MS = 24 * 60 * 60 * 1000;

type Summary = Pick<ProjectSummary, "toolType" | "updatedAt">;

export interface WorkspaceStats {
  totalProjects: number;
  /** Distinct toolType values. */
  toolsUsed: number;
  /** Projects updated within the last 7 days. */
  recentActivity: number;
}

export function workspaceStats(projects: readonly Summary[], now: number): WorkspaceStats {
  const since = now - RECENT_ACTIVITY_DAYS * DAY_MS;
  return {
    totalProjects: projects.length,
    toolsUsed: new Set(projects.map((p) => p.toolType)).size,
    recentActivity: projects.filter((p) => {
      const updated = Date.parse(p.updatedAt);
      return Number.isFinite(updated) && updated >= since;
    }).length,
  };
}

/** The newest projects first, at most six (the server sends them newest first already). */
export function recentWork<T extends Summary>(projects: readonly T[]): T[] {
  return [...projects]
    .sort((a, b) => (Date.parse(b.updatedAt) || 0) - (Date.parse(a.updatedAt) || 0))
    .slice(0, RECENT_WORK_LIMIT);
}

/**
 * The All projects list's search (issue 12): projects whose title or tool display name contains
 * the query, case-insensitive, ignoring surrounding and repeated spaces. An empty query keeps all.
 */
export function filterProjects<T extends Pick<ProjectSummary, "title" | "toolType">>(
  projects: readonly T[],
  query: string,
  modules: readonly ModuleDefinition[],
): T[] {
  const needle = normalised(query);
  if (!needle) return [...projects];
  return projects.filter(
    (project) =>
      normalised(project.title).includes(needle) ||
      normalised(toolDisplayName(project.toolType, modules)).includes(needle),
  );
}

function normalised(text: string): string {
  return text.replace(/\s+/g, " ").trim().toLocaleLowerCase();
}

/** What the search says when nothing matches. */
export function noMatchLine(query: string): string {
  return `No projects match '${query.trim()}'`;
}

/** Spec §3's display name of a toolType ("market-analysis" → "Market Analysis"). */
export function toolDisplayName(toolType: string, modules: readonly ModuleDefinition[]): string {
  return modules.find((module) => module.toolType === toolType)?.displayName ?? toolType;
}

/** Where 'Edit' opens a project (GUIDE §2): its tool, prefilled; undefined when none exists. */
export function editHref(
  project: Pick<ProjectSummary, "id" | "toolType">,
  modules: readonly ModuleDefinition[],
): string | undefined {
  const path = toolModuleIn(modules, project.toolType)?.tool.path;
  return path ? `${path}?project=${encodeURIComponent(project.id)}` : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A tool's result inside a project's outputData, by its module's rule (define-module.ts). */
export function unwrapOutput(
  toolType: string,
  output: unknown,
  modules: readonly ModuleDefinition[],
): unknown {
  const module = toolModuleIn(modules, toolType);
  return module ? module.tool.unwrap(output) : output;
}

/** The first strings of a value, depth first, skipping provenance and identifiers. */
const SKIPPED_KEYS = new Set([
  "id",
  "sources",
  "assumptions",
  "dataSource",
  "provenance",
  "scoreBreakdown",
  "builtOn",
  "sizing",
]);

function collectText(value: unknown, into: string[], budget: number): number {
  if (budget <= 0) return budget;
  if (typeof value === "string") {
    const text = value.replace(/\s+/g, " ").trim();
    if (text) {
      into.push(text);
      return budget - text.length;
    }
    return budget;
  }
  if (Array.isArray(value)) {
    let left = budget;
    for (const item of value) left = collectText(item, into, left);
    return left;
  }
  if (isRecord(value)) {
    let left = budget;
    for (const [key, item] of Object.entries(value)) {
      if (!SKIPPED_KEYS.has(key)) left = collectText(item, into, left);
    }
    return left;
  }
  return budget;
}

/** The readable text a preview starts from: the part of each tool's result a founder reads first. */
function previewSource(
  toolType: string,
  output: unknown,
  modules: readonly ModuleDefinition[],
): string {
  const result = unwrapOutput(toolType, output, modules);
  if (typeof result === "string") return result;
  if (!isRecord(result)) return "";
  const own = toolModuleIn(modules, toolType)?.tool.preview?.(result);
  if (own) return own;
  if (typeof result.marketOverview === "string") return result.marketOverview;
  if (typeof result.executiveSummary === "string") return result.executiveSummary;
  const parts: string[] = [];
  collectText(result, parts, PREVIEW_LENGTH * 2);
  return parts.join(" · ");
}

/** Spec §2, §9: the output as text, cut at 150 characters (an ellipsis marks the cut). */
export function outputPreview(
  toolType: string,
  output: unknown,
  modules: readonly ModuleDefinition[],
): string {
  const text = previewSource(toolType, output, modules).replace(/\s+/g, " ").trim();
  if (text.length <= PREVIEW_LENGTH) return text;
  return `${text.slice(0, PREVIEW_LENGTH).trimEnd()}…`;
}

/** "Updated March 5, 2026" in the founder's own time zone ("Updated recently" if unreadable). */
export function updatedLine(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "Updated recently";
  return `Updated ${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/** 'Welcome back, {firstName or there}' (spec §2). */
export function greetingName(user: Pick<AuthUser, "firstName"> | null): string {
  const name = user?.firstName?.trim();
  return name ? name : "there";
}

/** How long after sign-up an account with no saved work is greeted as new. */
export const NEW_ACCOUNT_MS = 60 * 60 * 1000;

/**
 * The dashboard's greeting (spec §2, issue 12): 'Welcome, Ada!' for an account made within the
 * last hour that has saved nothing yet, 'Welcome back, Ada!' otherwise.
 */
export function greeting(
  user: Pick<AuthUser, "firstName" | "trial">,
  projectCount: number,
  now: number,
): string {
  const signedUp = Date.parse(user.trial.startedAt);
  const isNew = projectCount === 0 && Number.isFinite(signedUp) && now - signedUp < NEW_ACCOUNT_MS;
  return `${isNew ? "Welcome" : "Welcome back"}, ${greetingName(user)}!`;
}

/** The plan line: the trial's days left, or the plan the founder is on (spec §4, §9). */
export function planLine(user: Pick<AuthUser, "plan" | "trial">): string {
  switch (user.plan) {
    case "trial": {
      const days = user.trial.daysLeft;
      if (days <= 0) return "Free trial: ends today";
      return `Free trial: ${days} ${days === 1 ? "day" : "days"} left`;
    }
    case "trial_expired":
      return "Your free trial has ended";
    case "monthly":
      return "Monthly plan";
    case "annual":
      return "Annual plan";
    case "canceled":
      return "Plan canceled: access until the end of the paid period";
  }
}

export { loginFor } from "./keys";
