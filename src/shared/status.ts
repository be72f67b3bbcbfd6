import * as z from "zod/mini";

/**
 * GET /api/status (spec §2 /status, GUIDE §2): the seven components of the status page, each
 * with what the server could measure about it just now. Shared so the status page parses the
 * same shape the server writes.
 *
 * - `operational`: checked and working.
 * - `degraded`: checked and failing or slow.
 * - `not_configured`: the feature does not exist on this server yet (authentication, billing);
 *   reported as such rather than as a fake "Operational". It does not make `overall` degraded.
 */

export const STATUS_COMPONENT_IDS = [
  "web",
  "ai_engine",
  "modules",
  "auth",
  "billing",
  "database",
  "api",
] as const;
export type StatusComponentId = (typeof STATUS_COMPONENT_IDS)[number];

export const COMPONENT_STATES = ["operational", "degraded", "not_configured"] as const;
export type ComponentState = (typeof COMPONENT_STATES)[number];

/** How the page labels each state. */
export const COMPONENT_STATE_LABELS: Record<ComponentState, string> = {
  operational: "Operational",
  degraded: "Degraded",
  not_configured: "Not configured",
};

export const statusComponentSchema = z.object({
  id: z.enum(STATUS_COMPONENT_IDS),
  /** "Web Application", "AI Planning Engine", ... as the page shows it. */
  name: z.string(),
  status: z.enum(COMPONENT_STATES),
  /** One honest sentence: what was checked and what it found. */
  detail: z.string(),
  /** Measured time of this check in milliseconds, when something was timed; else null. */
  latencyMs: z.nullable(z.number().check(z.nonnegative())),
});
export type StatusComponent = z.infer<typeof statusComponentSchema>;

/** Spec §9's targets: what the service aims for, not measurements. */
export const STATUS_TARGETS = {
  uptimePercent: 99.5,
  responseMs: 2000,
  aiResponseMs: 5000,
} as const;

/** The window the status page's uptime and averages cover, and how long records are kept. */
export const STATUS_HISTORY_DAYS = 30;
export const STATUS_RETENTION_DAYS = 90;

/** A component's recorded checks over the window (issue 17). */
export const componentHistorySchema = z.object({
  id: z.enum(STATUS_COMPONENT_IDS),
  /**
   * Passing checks as a percentage of the checked ones (not_configured is not counted), times
   * the share of the time that was recorded at all (history's `unrecordedMinutes`).
   */
  uptimePercent: z.nullable(z.number().check(z.minimum(0), z.maximum(100))),
  /** The mean measured time of its checks; null when it is not timed. */
  avgLatencyMs: z.nullable(z.number().check(z.nonnegative())),
  /** Checks counted for uptime. */
  checks: z.int().check(z.nonnegative()),
});
export type ComponentHistory = z.infer<typeof componentHistorySchema>;

/**
 * Every instance records the seven checks once a minute; this is what those records say over the
 * last STATUS_HISTORY_DAYS days. `since` is the first record in the window (null: none yet);
 * `partial` says the records cover less than the whole window, so the page says "since <date>".
 */
export const statusHistorySchema = z.object({
  days: z.int().check(z.positive()),
  since: z.nullable(z.iso.datetime()),
  partial: z.boolean(),
  /**
   * The share of the time since the first record that the site was up with every component
   * passing: rounds with no component degraded, as a share of all rounds, times the share of
   * the time that was recorded at all.
   */
  uptimePercent: z.nullable(z.number().check(z.minimum(0), z.maximum(100))),
  rounds: z.int().check(z.nonnegative()),
  /**
   * Minutes of the window in which no instance recorded a round (none was running, or none
   * reached the database): counted as down in `uptimePercent`.
   */
  unrecordedMinutes: z.int().check(z.nonnegative()),
  components: z.array(componentHistorySchema),
});
export type StatusHistory = z.infer<typeof statusHistorySchema>;

/**
 * Why an incident was opened: `failed_checks`, a component failed its check three minutes
 * running, until it passed again; `unrecorded`, no instance recorded its checks for a while (no
 * server was running, or none could reach the database), found when recording resumed.
 */
export const INCIDENT_CAUSES = ["failed_checks", "unrecorded"] as const;
export type IncidentCause = (typeof INCIDENT_CAUSES)[number];

export const statusIncidentSchema = z.object({
  component: z.enum(STATUS_COMPONENT_IDS),
  cause: z.enum(INCIDENT_CAUSES),
  startedAt: z.iso.datetime(),
  /** null: still open. */
  endedAt: z.nullable(z.iso.datetime()),
});
export type StatusIncident = z.infer<typeof statusIncidentSchema>;

export const statusResponseSchema = z.object({
  overall: z.enum(["operational", "degraded"]),
  /** ISO 8601 time the checks ran. */
  checkedAt: z.iso.datetime(),
  components: z.array(statusComponentSchema).check(z.length(STATUS_COMPONENT_IDS.length)),
  targets: z.object({
    uptimePercent: z.number(),
    responseMs: z.number(),
    aiResponseMs: z.number(),
  }),
  /** Seconds since this server process started. */
  uptimeSeconds: z.int().check(z.nonnegative()),
  /** The recorded checks over the window; null when they could not be read. */
  history: z.nullable(statusHistorySchema),
  /** Incidents open now or ended within the window, newest first. */
  incidents: z.array(statusIncidentSchema),
});
export type StatusResponse = z.infer<typeof statusResponseSchema>;

/** Status subscription uses the same body as the newsletter: see forms.ts. */
export const STATUS_SUBSCRIBE_PATH = "/api/status/subscribe";
