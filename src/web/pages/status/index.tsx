import {
  CircleAlert,
  CircleCheck,
  CircleDashed,
  CircleHelp,
  CircleMinus,
  RefreshCw,
} from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { Link } from "react-router";
import {
  COMPONENT_STATE_LABELS,
  type ComponentState,
  STATUS_COMPONENT_IDS,
  STATUS_TARGETS,
  type StatusComponentId,
  type StatusHistory,
  type StatusIncident,
  type StatusResponse,
  statusResponseSchema,
} from "../../../shared/status";
import { Button } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { useQuery } from "../../lib/query";
import { SubscribeForm } from "./subscribe-form";

/**
 * /status (spec §2 "Legal and status", GUIDE §2): the spec's layout with live checks. The
 * prerendered page shows every component as "Checking…"; the browser then asks GET /api/status
 * and shows what the server measured. The spec's fixed figures are never shown as measurements:
 * its targets are labelled as targets.
 */

const STATUS_KEY = "/api/status";

/** The seven components in the spec's order, named as the page shows them before the checks. */
const COMPONENT_NAMES: Record<StatusComponentId, string> = {
  web: "Web Application",
  ai_engine: "AI Planning Engine",
  modules: "Planning Modules (all 9)",
  auth: "Authentication",
  billing: "Billing & Payments",
  database: "Database",
  api: "API Services",
};

type RowState = ComponentState | "checking" | "unknown";

const STATE_STYLES: Record<RowState, { label: string; icon: ReactNode; badge: string }> = {
  operational: {
    label: COMPONENT_STATE_LABELS.operational,
    icon: <CircleCheck className="size-5 text-accent" aria-hidden="true" />,
    badge: "bg-accent-soft text-emerald-800",
  },
  degraded: {
    label: COMPONENT_STATE_LABELS.degraded,
    icon: <CircleAlert className="size-5 text-warning" aria-hidden="true" />,
    badge: "bg-amber-100 text-amber-900",
  },
  not_configured: {
    label: COMPONENT_STATE_LABELS.not_configured,
    icon: <CircleMinus className="size-5 text-slate-500" aria-hidden="true" />,
    badge: "bg-slate-100 text-slate-700",
  },
  checking: {
    label: "Checking…",
    icon: <CircleDashed className="size-5 text-slate-400" aria-hidden="true" />,
    badge: "bg-slate-100 text-slate-700",
  },
  unknown: {
    label: "Unknown",
    icon: <CircleHelp className="size-5 text-slate-500" aria-hidden="true" />,
    badge: "bg-slate-100 text-slate-700",
  },
};

/** 0.07 → "0.07 ms"; 4.26 → "4.3 ms"; 42.3 → "42 ms"; 1234 → "1.23 s". */
export function formatMs(ms: number): string {
  if (ms < 1) return `${ms.toFixed(2)} ms`;
  if (ms < 10) return `${ms.toFixed(1)} ms`;
  if (ms < 1000) return `${Math.round(ms)} ms`;
  return `${(ms / 1000).toFixed(2)} s`;
}

/** 3725 → "1 h 2 min"; 42 → "42 s". */
export function formatDuration(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (days > 0) return `${days} d ${hours} h`;
  if (hours > 0) return `${hours} h ${minutes} min`;
  return `${minutes} min`;
}

const targetSeconds = (ms: number) => `${ms / 1000} s`;

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { dateStyle: "medium", timeZone: "UTC" });
const timeOf = (iso: string) =>
  new Date(iso).toLocaleString(undefined, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "UTC",
  });

/** "over the last 30 days", or "since 21 Nov 2026" while the records are younger than that. */
export function historyWindow(history: Pick<StatusHistory, "days" | "since" | "partial">): string {
  if (history.since === null) return "no checks recorded yet";
  return history.partial ? `since ${dateOf(history.since)}` : `over the last ${history.days} days`;
}

/** 99.9871 → "99.987%"; 100 → "100%". */
export function formatPercent(value: number): string {
  return `${Number(value.toFixed(3))}%`;
}

/** A component's recorded line: "99.98% uptime, average 3.2 ms since 21 Nov 2026". */
export function componentHistoryLine(
  history: StatusHistory,
  id: StatusComponentId,
): string | undefined {
  const entry = history.components.find((c) => c.id === id);
  if (!entry || (entry.uptimePercent === null && entry.avgLatencyMs === null)) return undefined;
  const parts = [
    entry.uptimePercent === null ? undefined : `${formatPercent(entry.uptimePercent)} uptime`,
    entry.avgLatencyMs === null ? undefined : `average ${formatMs(entry.avgLatencyMs)}`,
  ].filter((part) => part !== undefined);
  return `${parts.join(", ")} ${historyWindow(history)}`;
}

/** GET /api/status through the default query function, checked against the shared schema. */
function useStatus() {
  return useQuery({
    queryKey: [STATUS_KEY],
    select: (data: unknown): StatusResponse => {
      const parsed = statusResponseSchema.safeParse(data);
      if (!parsed.success) throw new Error("The status service answered in an unexpected format.");
      return parsed.data;
    },
  });
}

/** How long the browser's GET /api/status took, from the Resource Timing API (after a fetch). */
function useRoundTrip(dataUpdatedAt: number): number | null {
  const [ms, setMs] = useState<number | null>(null);
  useEffect(() => {
    if (!dataUpdatedAt || typeof performance === "undefined") return;
    const entries = performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name, window.location.href).pathname === STATUS_KEY);
    const last = entries[entries.length - 1];
    setMs(last && last.duration > 0 ? last.duration : null);
  }, [dataUpdatedAt]);
  return ms;
}

function Overall({
  status,
  data,
  error,
  onRefresh,
  refreshing,
}: {
  status: "pending" | "error" | "success";
  data: StatusResponse | undefined;
  error: Error | null;
  onRefresh: () => void;
  refreshing: boolean;
}) {
  let icon: ReactNode;
  let headline: string;
  let detail: ReactNode;
  let tone: string;
  if (status === "success" && data) {
    const degraded = data.components.filter((c) => c.status === "degraded");
    const unchecked = data.components.filter((c) => c.status === "not_configured");
    const checkedAt = new Date(data.checkedAt);
    const time = (
      <time dateTime={data.checkedAt}>
        {checkedAt.toLocaleString(undefined, { dateStyle: "medium", timeStyle: "medium" })}
      </time>
    );
    if (data.overall === "operational" && degraded.length === 0) {
      icon = <CircleCheck className="size-8 text-accent" aria-hidden="true" />;
      headline = "All Systems Operational";
      tone = "border-emerald-200 bg-accent-soft";
    } else {
      icon = <CircleAlert className="size-8 text-warning" aria-hidden="true" />;
      headline =
        degraded.length === 1
          ? `${degraded[0]?.name} is degraded`
          : `${degraded.length} systems are degraded`;
      tone = "border-amber-200 bg-amber-50";
    }
    detail = (
      <>
        Checked {time}.
        {degraded.length > 0 ? ` Affected: ${degraded.map((c) => c.name).join(", ")}.` : null}
        {unchecked.length > 0
          ? ` Not configured on this server, so not checked: ${unchecked.map((c) => c.name).join(", ")}.`
          : null}
      </>
    );
  } else if (status === "error") {
    icon = <CircleHelp className="size-8 text-slate-500" aria-hidden="true" />;
    headline = "Live status unavailable";
    detail = `We couldn't load the live checks (${error?.message ?? "no answer"}). This page did load, so the website itself is answering.`;
    tone = "border-border bg-muted";
  } else {
    icon = <CircleDashed className="size-8 animate-spin text-slate-400" aria-hidden="true" />;
    headline = "Checking systems…";
    detail = "Running live checks of each component.";
    tone = "border-border bg-muted";
  }
  return (
    <div
      className={cn("mt-8 flex flex-col gap-4 rounded-card border p-5 sm:flex-row sm:p-6", tone)}
      data-overall={status === "success" ? (data?.overall ?? "") : status}
    >
      <div className="shrink-0">{icon}</div>
      <div className="flex-1" role="status" aria-live="polite">
        <p className="text-xl font-bold sm:text-2xl" data-testid="overall-status">
          {headline}
        </p>
        <p className="mt-1 text-sm leading-relaxed text-slate-700">{detail}</p>
      </div>
      <div className="shrink-0">
        <Button
          type="button"
          variant="outline"
          onClick={onRefresh}
          disabled={status === "pending" || refreshing}
        >
          <RefreshCw className={cn(refreshing && "animate-spin")} aria-hidden="true" />
          {refreshing ? "Checking…" : "Check again"}
        </Button>
      </div>
    </div>
  );
}

function Metric({
  id,
  title,
  value,
  note,
  target,
}: {
  id: string;
  title: string;
  value: string;
  note: string;
  target?: string;
}) {
  return (
    <div data-metric={id} className="rounded-card border border-border bg-background p-5">
      <dt className="text-sm font-semibold text-slate-700">{title}</dt>
      <dd className="mt-2">
        <span className="block text-3xl font-bold tabular-nums">{value}</span>
        <span className="mt-1 block text-sm text-slate-600">{note}</span>
        {target ? (
          <span className="mt-3 inline-block rounded-full bg-primary-soft px-2.5 py-0.5 text-xs font-semibold text-primary">
            {target}
          </span>
        ) : null}
      </dd>
    </div>
  );
}

/** An incident's heading: what failed, or that nothing was recorded. */
export function incidentHeading({
  component,
  cause,
  endedAt,
}: Pick<StatusIncident, "component" | "cause" | "endedAt">): string {
  if (cause === "unrecorded") return "No checks recorded: the site was unavailable";
  return `${COMPONENT_NAMES[component]} ${endedAt === null ? "is failing its checks" : "was down"}`;
}

/** The uptime card's note: what the figure counts, and the unrecorded time it counts as down. */
export function uptimeNote(history: StatusHistory): string {
  const base = `Checks with every component up, ${historyWindow(history)}`;
  const minutes = history.unrecordedMinutes;
  if (minutes === 0) return base;
  return `${base}; ${formatDuration(minutes * 60)} with no checks recorded count as down`;
}

function IncidentRow({ component, cause, startedAt, endedAt }: StatusIncident) {
  return (
    <li data-incident={component} className="flex gap-3 p-4">
      <span className="mt-0.5 shrink-0">
        {endedAt === null ? (
          <CircleAlert className="size-5 text-warning" aria-hidden="true" />
        ) : (
          <CircleCheck className="size-5 text-accent" aria-hidden="true" />
        )}
      </span>
      <div>
        <h3 className="font-semibold">{incidentHeading({ component, cause, endedAt })}</h3>
        <p className="mt-1 text-sm text-slate-600">
          Started <time dateTime={startedAt}>{timeOf(startedAt)} UTC</time>
          {endedAt === null ? (
            "; not resolved yet."
          ) : (
            <>
              ; resolved <time dateTime={endedAt}>{timeOf(endedAt)} UTC</time>.
            </>
          )}
        </p>
      </div>
    </li>
  );
}

export default function StatusPage() {
  const query = useStatus();
  const { data, status, error, isRefetching, dataUpdatedAt } = query;
  const roundTrip = useRoundTrip(dataUpdatedAt);
  const targets = data?.targets ?? STATUS_TARGETS;
  const byId = new Map(data?.components.map((c) => [c.id, c]));
  const engine = byId.get("ai_engine");
  const measuring = status === "pending" ? "Checking…" : "Not measured";
  const history = data?.history ?? null;
  const recorded = (id: StatusComponentId) =>
    history?.components.find((c) => c.id === id && c.checks > 0);
  const apiRecord = recorded("api");
  const engineRecord = recorded("ai_engine");
  const incidents = data?.incidents ?? [];
  const openIncidents = incidents.filter((incident) => incident.endedAt === null);

  return (
    <>
      <section
        aria-labelledby="status-title"
        data-location="status-overview"
        className="border-b border-border bg-linear-to-b from-primary-soft to-background"
      >
        <div className="mx-auto max-w-5xl px-4 py-14 sm:px-6 sm:py-16">
          <p className="text-sm font-semibold uppercase tracking-widest text-primary">
            System status
          </p>
          <h1 id="status-title" className="mt-3 text-4xl font-bold sm:text-5xl">
            Ninefold status
          </h1>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-slate-600">
            Live checks of the website, the strategy engine, the database and the API, run when you
            open this page and recorded by each server every minute.
          </p>
          <Overall
            status={status}
            data={data}
            error={error}
            onRefresh={() => void query.refetch()}
            refreshing={isRefetching}
          />
        </div>
      </section>

      <section
        aria-labelledby="components-title"
        data-location="status-components"
        className="py-12 sm:py-14"
      >
        <div className="mx-auto max-w-5xl px-4 sm:px-6">
          <h2 id="components-title" className="text-2xl font-bold">
            Components
          </h2>
          <ul className="mt-6 divide-y divide-border rounded-card border border-border">
            {STATUS_COMPONENT_IDS.map((id) => {
              const component = byId.get(id);
              const state: RowState =
                component?.status ?? (status === "error" ? "unknown" : "checking");
              const style = STATE_STYLES[state];
              return (
                <li
                  key={id}
                  data-component={id}
                  data-state={state}
                  className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:gap-4 sm:p-5"
                >
                  <div className="flex flex-1 gap-3">
                    <span className="mt-0.5 shrink-0">{style.icon}</span>
                    <div>
                      <h3 className="font-semibold">{component?.name ?? COMPONENT_NAMES[id]}</h3>
                      <p className="mt-1 text-sm leading-relaxed text-slate-600">
                        {component?.detail ??
                          (status === "error"
                            ? "Not checked: the live checks could not be loaded."
                            : "Waiting for the live check.")}
                      </p>
                      {history && componentHistoryLine(history, id) ? (
                        <p className="mt-1 text-xs text-slate-500" data-history={id}>
                          {componentHistoryLine(history, id)}
                        </p>
                      ) : null}
                    </div>
                  </div>
                  <div className="flex shrink-0 items-center gap-3 pl-8 sm:pl-0">
                    {component?.latencyMs != null ? (
                      <span className="text-sm tabular-nums text-slate-600">
                        {formatMs(component.latencyMs)}
                      </span>
                    ) : null}
                    <span
                      className={cn(
                        "rounded-full px-2.5 py-0.5 text-xs font-semibold",
                        style.badge,
                      )}
                    >
                      {style.label}
                    </span>
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section
        aria-labelledby="metrics-title"
        data-location="status-metrics"
        className="border-y border-border bg-muted py-12 sm:py-14"
      >
        <div className="mx-auto max-w-5xl px-4 sm:px-6">
          <h2 id="metrics-title" className="text-2xl font-bold">
            Metrics
          </h2>
          <p className="mt-2 max-w-2xl text-sm leading-relaxed text-slate-600">
            Measured by the servers' checks, beside the targets we hold ourselves to. Targets are
            goals, not measurements.
          </p>
          <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <Metric
              id="response"
              title="Response time"
              value={
                apiRecord?.avgLatencyMs != null
                  ? formatMs(apiRecord.avgLatencyMs)
                  : roundTrip != null
                    ? formatMs(roundTrip)
                    : "—"
              }
              note={
                apiRecord?.avgLatencyMs != null && history
                  ? `Average of the API checks ${historyWindow(history)}`
                  : roundTrip != null
                    ? "Your browser's status request, round trip"
                    : measuring
              }
              target={`Target: average under ${targetSeconds(targets.responseMs)}`}
            />
            <Metric
              id="ai-response"
              title="AI engine response"
              value={
                engineRecord?.avgLatencyMs != null
                  ? formatMs(engineRecord.avgLatencyMs)
                  : engine?.latencyMs != null
                    ? formatMs(engine.latencyMs)
                    : "—"
              }
              note={
                engineRecord?.avgLatencyMs != null && history
                  ? `Average of the engine's checks ${historyWindow(history)}`
                  : engine?.latencyMs != null
                    ? "The engine's check on the server"
                    : measuring
              }
              target={`Target: under ${targetSeconds(targets.aiResponseMs)}`}
            />
            <Metric
              id="uptime"
              title="Uptime"
              value={
                history?.uptimePercent != null
                  ? formatPercent(history.uptimePercent)
                  : data
                    ? formatDuration(data.uptimeSeconds)
                    : "—"
              }
              note={
                history?.uptimePercent != null
                  ? uptimeNote(history)
                  : data
                    ? "Since this server last started; no checks recorded yet"
                    : measuring
              }
              target={`Target: ${targets.uptimePercent}% uptime`}
            />
            <Metric
              id="incidents"
              title="Open incidents"
              value={data ? String(openIncidents.length) : "—"}
              note={
                !data
                  ? measuring
                  : openIncidents.length === 0
                    ? "None open"
                    : `Since ${timeOf(openIncidents[openIncidents.length - 1]?.startedAt ?? "")} UTC`
              }
            />
          </dl>
        </div>
      </section>

      <section aria-label="Incidents and maintenance" className="py-12 sm:py-14">
        <div className="mx-auto grid max-w-5xl gap-6 px-4 sm:px-6 md:grid-cols-2">
          <div data-location="status-incidents">
            <h2 className="text-2xl font-bold">Recent incidents</h2>
            {incidents.length > 0 ? (
              <ul className="mt-4 divide-y divide-border rounded-card border border-border">
                {incidents.map((incident) => (
                  <IncidentRow key={`${incident.component}-${incident.startedAt}`} {...incident} />
                ))}
              </ul>
            ) : (
              <div className="mt-4 rounded-card border border-dashed border-border p-6 text-center">
                <CircleCheck className="mx-auto size-6 text-accent" aria-hidden="true" />
                <p className="mt-2 font-semibold">No incidents in the last 30 days</p>
                <p className="mt-1 text-sm text-slate-600">
                  A component that fails its check three minutes running is listed here, with when
                  it started and when it recovered.
                </p>
              </div>
            )}
          </div>
          <div data-location="status-maintenance">
            <h2 className="text-2xl font-bold">Scheduled maintenance</h2>
            <div className="mt-4 rounded-card border border-dashed border-border p-6 text-center">
              <CircleMinus className="mx-auto size-6 text-slate-500" aria-hidden="true" />
              <p className="mt-2 font-semibold">No maintenance scheduled</p>
              <p className="mt-1 text-sm text-slate-600">
                Planned work is announced here, and to subscribers by email, before it starts.
              </p>
            </div>
          </div>
        </div>
      </section>

      <section
        aria-labelledby="updates-title"
        data-location="status-updates"
        className="mx-auto max-w-5xl px-4 pb-20 sm:px-6"
      >
        <div className="rounded-2xl border border-border bg-primary-soft p-6 sm:p-8">
          <h2 id="updates-title" className="text-2xl font-bold">
            Stay informed
          </h2>
          <p className="mt-2 max-w-2xl leading-relaxed text-slate-700">
            Get an email when an incident starts or ends. Seeing a problem that isn't listed here?
            Tell us and we'll look into it.
          </p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-start">
            <SubscribeForm />
            <Button asChild size="lg" variant="outline" className="sm:ml-auto">
              <Link to="/contact-us">Report an Issue</Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
