import { and, desc, eq, gte, inArray, isNull, lt, max, or, sql } from "drizzle-orm";
import { z } from "zod";
import {
  INCIDENT_CAUSES,
  type IncidentCause,
  STATUS_COMPONENT_IDS,
  STATUS_HISTORY_DAYS,
  STATUS_RETENTION_DAYS,
  type StatusComponent,
  type StatusComponentId,
  type StatusHistory,
  type StatusIncident,
} from "../../shared/status";
import type { Db } from "../db/client";
import { statusChecks, statusIncidents } from "../db/schema";

/**
 * The status page's history (issue 17, decision 018): each instance's check rounds, the
 * incidents they open and close, and what the page reads back (uptime, average response).
 */

const DAY_MS = 86_400_000;

/** A component that fails this many rounds running on one instance opens an incident. */
export const INCIDENT_AFTER_FAILURES = 3;
/** …within this time (three rounds a minute apart, with slack for a slow round). */
const FAILURES_WITHIN_MS = 5 * 60_000;

/** Another instance's failed check this recent keeps an incident open (two and a half rounds). */
const OTHERS_FAILING_WITHIN_MS = 150_000;

/** An incident this round opened or closed: what its subscribers are told (status/notify.ts). */
export interface IncidentChange {
  component: StatusComponentId;
  startedAt: Date;
  endedAt: Date | null;
  cause: IncidentCause;
}

/**
 * A pause in the records longer than this many rounds is an incident of its own: no instance
 * was recording, so nothing says the site was up.
 */
export const UNRECORDED_AFTER_ROUNDS = 5;

/** The component an unrecorded stretch is charged to: the site itself. */
const UNRECORDED_COMPONENT: StatusComponentId = "web";

/**
 * Before a round is written: when the newest record of any instance is older than
 * UNRECORDED_AFTER_ROUNDS rounds, the time between (from the round that should have followed it) becomes an
 * ended `unrecorded` incident. Several instances resuming together record it once (a partial
 * unique index on its start); the one that did answers it, so subscribers are told once.
 */
export async function recordGap(
  db: Db,
  at: Date,
  instanceId: string,
  intervalMs: number,
): Promise<IncidentChange | null> {
  const [newest] = await db
    .select({ at: max(statusChecks.checkedAt) })
    .from(statusChecks)
    .where(eq(statusChecks.component, UNRECORDED_COMPONENT));
  const last = newest?.at ? new Date(newest.at) : null;
  if (last === null || at.getTime() - last.getTime() <= UNRECORDED_AFTER_ROUNDS * intervalMs) {
    return null;
  }
  const [row] = await db
    .insert(statusIncidents)
    .values({
      component: UNRECORDED_COMPONENT,
      startedAt: new Date(last.getTime() + intervalMs),
      endedAt: at,
      openedBy: instanceId,
      cause: "unrecorded",
    })
    .onConflictDoNothing()
    .returning({
      component: statusIncidents.component,
      startedAt: statusIncidents.startedAt,
      endedAt: statusIncidents.endedAt,
      cause: statusIncidents.cause,
    });
  return row ? incidentChange(row) : null;
}

/**
 * Writes one round (one row per component) and opens or closes incidents from it. Answers the
 * incidents this call opened and closed: with several instances, exactly one of them sees each
 * change (the update and the conflict-guarded insert are single statements).
 */
export async function recordRound(
  db: Db,
  instanceId: string,
  checkedAt: Date,
  components: readonly StatusComponent[],
): Promise<{ opened: IncidentChange[]; closed: IncidentChange[] }> {
  const opened: IncidentChange[] = [];
  const closed: IncidentChange[] = [];
  if (components.length === 0) return { opened, closed };
  await db.insert(statusChecks).values(
    components.map((component) => ({
      instanceId,
      checkedAt,
      component: component.id,
      status: component.status,
      latencyMs: component.latencyMs,
    })),
  );
  const passing = components.filter((c) => c.status === "operational").map((c) => c.id);
  if (passing.length > 0) {
    // A passing check closes the component's incident unless another instance still saw it fail
    // lately: an incident stays open while any instance sees the failure, and one that stopped
    // reporting stops holding it open after OTHERS_FAILING_WITHIN_MS.
    const lately = new Date(checkedAt.getTime() - OTHERS_FAILING_WITHIN_MS).toISOString();
    const ended = await db
      .update(statusIncidents)
      // Its subscribers have not been told it ended yet (notify.ts sweepIncidentMail).
      .set({ endedAt: checkedAt, notifiedAt: null })
      .where(
        and(
          isNull(statusIncidents.endedAt),
          inArray(statusIncidents.component, passing),
          sql`not exists (
            select 1 from status_checks as other
            where other.component = ${statusIncidents.component}
              and other.instance_id <> ${instanceId}
              and other.status = 'degraded'
              and other.checked_at > ${lately}::timestamptz)`,
        ),
      )
      .returning({
        component: statusIncidents.component,
        startedAt: statusIncidents.startedAt,
        endedAt: statusIncidents.endedAt,
        cause: statusIncidents.cause,
      });
    for (const row of ended) closed.push(incidentChange(row));
  }
  for (const component of components.filter((c) => c.status === "degraded")) {
    const recent = await db
      .select({ status: statusChecks.status, checkedAt: statusChecks.checkedAt })
      .from(statusChecks)
      .where(and(eq(statusChecks.instanceId, instanceId), eq(statusChecks.component, component.id)))
      .orderBy(desc(statusChecks.checkedAt))
      .limit(INCIDENT_AFTER_FAILURES);
    // Running: the failures are this instance's last rounds and close together, not rounds from
    // before a restart under the same instance id (a container's pid 1) or a pause.
    const oldest = recent[recent.length - 1]?.checkedAt;
    const failedRunning =
      recent.length === INCIDENT_AFTER_FAILURES &&
      recent.every((r) => r.status === "degraded") &&
      oldest !== undefined &&
      checkedAt.getTime() - new Date(oldest).getTime() <= FAILURES_WITHIN_MS;
    if (!failedRunning) continue;
    // At most one open incident per component (a partial unique index): another instance that
    // saw the same failure first has opened it already.
    const inserted = await db
      .insert(statusIncidents)
      .values({
        component: component.id,
        startedAt: recent[recent.length - 1]?.checkedAt ?? checkedAt,
        openedBy: instanceId,
      })
      .onConflictDoNothing()
      .returning({
        component: statusIncidents.component,
        startedAt: statusIncidents.startedAt,
        endedAt: statusIncidents.endedAt,
        cause: statusIncidents.cause,
      });
    for (const row of inserted) opened.push(incidentChange(row));
  }
  return { opened, closed };
}

/** An incident row as its subscribers are told of it. */
export function incidentChange(row: {
  component: string;
  startedAt: Date | string;
  endedAt: Date | string | null;
  cause: string;
}): IncidentChange {
  return {
    component: componentId.parse(row.component),
    startedAt: new Date(row.startedAt),
    endedAt: row.endedAt === null ? null : new Date(row.endedAt),
    cause: incidentCause.parse(row.cause),
  };
}

/** Deletes checks and ended incidents older than STATUS_RETENTION_DAYS. */
export async function pruneHistory(db: Db, now: Date): Promise<void> {
  const before = new Date(now.getTime() - STATUS_RETENTION_DAYS * DAY_MS);
  await db.delete(statusChecks).where(lt(statusChecks.checkedAt, before));
  await db.delete(statusIncidents).where(lt(statusIncidents.endedAt, before));
}

/** One component's checks in the window, as the database counts them. */
export interface ComponentTally {
  component: string;
  /** Checks that were operational or degraded (not_configured is not counted). */
  counted: number;
  operational: number;
  avgLatencyMs: number | null;
  first: Date;
}

/** The window's rounds (one instance's checks at one minute). */
export interface RoundTally {
  rounds: number;
  /** Rounds with no degraded component. */
  healthy: number;
  /** Time in the window covered by `unrecorded` incidents (no round recorded at all). */
  unrecordedMs?: number;
  /** Where the earliest of them starts in the window: the uptime's span starts there if earlier. */
  unrecordedFrom?: Date;
}

const percent = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((part / whole) * 100_000) / 1000;
const roundMs = (ms: number) => Math.round(ms * 100) / 100;

/**
 * What the page shows from the window's tallies: uptime as the share of healthy rounds times the
 * share of the time since the first record that was recorded at all (to three decimals), each
 * component's passing checks over checked ones times that same share (nothing answered while
 * nothing was recorded), the mean latency, and from when the records
 * run. Pure, so the figures can be checked by hand.
 */
export function summariseHistory(
  components: readonly ComponentTally[],
  rounds: RoundTally,
  now: Date,
  days = STATUS_HISTORY_DAYS,
): StatusHistory {
  const windowStart = now.getTime() - days * DAY_MS;
  const firsts = components.map((c) => c.first.getTime());
  const first = firsts.length > 0 ? Math.min(...firsts) : null;
  const byId = new Map(components.map((c) => [c.component, c]));
  const spanFrom = Math.min(
    first ?? Number.POSITIVE_INFINITY,
    rounds.unrecordedFrom?.getTime() ?? Number.POSITIVE_INFINITY,
  );
  const span = first === null ? 0 : now.getTime() - Math.max(spanFrom, windowStart);
  const unrecordedMs = Math.min(Math.max(0, rounds.unrecordedMs ?? 0), span);
  const recordedShare = span > 0 ? 1 - unrecordedMs / span : 1;
  return {
    days,
    since: first === null ? null : new Date(first).toISOString(),
    // A minute's slack: a record made exactly at the window's start still covers it all.
    partial: first === null || first > windowStart + 60_000,
    uptimePercent:
      rounds.rounds === 0
        ? null
        : Math.round((rounds.healthy / rounds.rounds) * recordedShare * 100_000) / 1000,
    rounds: rounds.rounds,
    unrecordedMinutes: Math.round(unrecordedMs / 60_000),
    components: STATUS_COMPONENT_IDS.map((id) => {
      const tally = byId.get(id);
      return {
        id,
        uptimePercent: tally ? percent(tally.operational * recordedShare, tally.counted) : null,
        avgLatencyMs:
          tally?.avgLatencyMs === null || tally === undefined ? null : roundMs(tally.avgLatencyMs),
        checks: tally?.counted ?? 0,
      };
    }),
  };
}

const componentRows = z.array(
  z.object({
    component: z.string(),
    counted: z.coerce.number(),
    operational: z.coerce.number(),
    avg_latency_ms: z.nullable(z.coerce.number()),
    first: z.coerce.date(),
  }),
);
const roundRows = z.array(z.object({ rounds: z.coerce.number(), healthy: z.coerce.number() }));
const unrecordedRows = z.array(
  z.object({ ms: z.coerce.number(), since: z.nullable(z.coerce.date()) }),
);

/** The last `days` days of records, summarised for the page. */
export async function readHistory(
  db: Db,
  now: Date,
  days = STATUS_HISTORY_DAYS,
): Promise<StatusHistory> {
  const from = new Date(now.getTime() - days * DAY_MS).toISOString();
  const perComponent = await db.execute(sql`
    select component,
      count(*) filter (where status <> 'not_configured') as counted,
      count(*) filter (where status = 'operational') as operational,
      avg(latency_ms) as avg_latency_ms,
      min(checked_at) as first
    from status_checks
    where checked_at >= ${from}::timestamptz
    group by component`);
  const perRound = await db.execute(sql`
    select count(*) as rounds, count(*) filter (where not degraded) as healthy
    from (
      select bool_or(status = 'degraded') as degraded
      from status_checks
      where checked_at >= ${from}::timestamptz
      group by instance_id, checked_at
    ) as round`);
  const components = componentRows.parse((perComponent as { rows: unknown }).rows).map((row) => ({
    component: row.component,
    counted: row.counted,
    operational: row.operational,
    avgLatencyMs: row.avg_latency_ms,
    first: row.first,
  }));
  const [tally] = roundRows.parse((perRound as { rows: unknown }).rows);
  const unrecorded = await db.execute(sql`
    select coalesce(sum(extract(epoch from
      least(ended_at, ${now.toISOString()}::timestamptz)
        - greatest(started_at, ${from}::timestamptz))), 0) * 1000 as ms,
      min(greatest(started_at, ${from}::timestamptz)) as since
    from status_incidents
    where cause = 'unrecorded' and ended_at > ${from}::timestamptz`);
  const [gaps] = unrecordedRows.parse((unrecorded as { rows: unknown }).rows);
  return summariseHistory(
    components,
    {
      ...(tally ?? { rounds: 0, healthy: 0 }),
      unrecordedMs: gaps?.ms ?? 0,
      ...(gaps?.since ? { unrecordedFrom: gaps.since } : {}),
    },
    now,
    days,
  );
}

const componentId = z.enum(STATUS_COMPONENT_IDS);
const incidentCause = z.enum(INCIDENT_CAUSES);

/** Incidents open now or ended within the window, newest first (at most `limit`). */
export async function readIncidents(
  db: Db,
  now: Date,
  days = STATUS_HISTORY_DAYS,
  limit = 20,
): Promise<StatusIncident[]> {
  const from = new Date(now.getTime() - days * DAY_MS);
  const rows = await db
    .select({
      component: statusIncidents.component,
      startedAt: statusIncidents.startedAt,
      endedAt: statusIncidents.endedAt,
      cause: statusIncidents.cause,
    })
    .from(statusIncidents)
    .where(or(isNull(statusIncidents.endedAt), gte(statusIncidents.endedAt, from)))
    .orderBy(desc(statusIncidents.startedAt))
    .limit(limit);
  return rows.flatMap((row) => {
    const component = componentId.safeParse(row.component);
    const cause = incidentCause.safeParse(row.cause);
    if (!component.success || !cause.success) return [];
    return [
      {
        component: component.data,
        cause: cause.data,
        startedAt: row.startedAt.toISOString(),
        endedAt: row.endedAt?.toISOString() ?? null,
      },
    ];
  });
}
