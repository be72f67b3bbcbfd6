import { ArrowRight, Check, Circle, Plus, RefreshCw } from "lucide-react";
import { type FormEvent, type ReactNode, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { MODULE_REGISTRY, toolModuleFor } from "../../../modules/registry";
import { BRIEF_VALUE_MAX } from "../../../shared/venture-brief";
import type { VentureSummary } from "../../../shared/ventures";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Skeleton } from "../../components/ui/skeleton";
import { apiRequest } from "../../lib/api";
import { useMutation, useQueryClient } from "../../lib/query";
import { toast } from "../../lib/toast-store";
import { useVenturesListing } from "../../lib/workspace/listing-query";
import { postTool, serverErrorOf } from "../../lib/workspace/post-tool";
import { updatedLine, WORKSPACE_KEY } from "../../lib/workspace/projects";
import { quotaTitle } from "../../lib/workspace/quota";
import {
  caughtUpLine,
  messageOf,
  nextStep,
  progressLine,
  readVentures,
  refreshedToast,
  refreshRequest,
  VENTURES_KEY,
  type VentureStep,
  ventureSteps,
} from "../../lib/workspace/ventures";
import { readProject } from "../../lib/workspace/workspace-query";
import { LoadFailed } from "./load-failed";
import { VentureTitle } from "./venture-actions";
import { AddVentureBrief, IdeaTextField, VentureBriefPanel } from "./venture-brief";

/** GET /api/ventures, once the founder is known to be signed in (spec §7's query semantics). */
export function useVentures(enabled: boolean) {
  return useVenturesListing(enabled, readVentures);
}

/**
 * A stale result re-run in its venture: its saved request without the fields filled from
 * earlier results, posted into the same project, so the server fills them from the current ones.
 */
async function refreshStep(step: VentureStep, ventureId: string): Promise<void> {
  const module = toolModuleFor(step.toolType);
  if (!module || !step.projectId) throw new Error(`${step.displayName} has no tool to re-run.`);
  const response = await apiRequest("GET", `/api/workspace/${encodeURIComponent(step.projectId)}`);
  const project = readProject(await response.json());
  const reply = await postTool(module, refreshRequest(project.inputData, module.tool.refill), {
    venture: ventureId,
    project: step.projectId,
  });
  if (!reply.ok) {
    throw new Error(
      serverErrorOf(reply.body) ?? `${reply.status}: ${reply.text || reply.statusText}`,
    );
  }
}

function StatusIcon({ status }: { status: VentureStep["status"] }) {
  const base = "flex size-6 shrink-0 items-center justify-center rounded-full [&_svg]:size-3.5";
  if (status === "done") {
    return (
      <span className={`${base} bg-emerald-600 text-white`} aria-hidden="true">
        <Check strokeWidth={3} />
      </span>
    );
  }
  if (status === "stale") {
    return (
      <span
        className={`${base} bg-amber-100 text-amber-800 ring-1 ring-amber-300`}
        aria-hidden="true"
      >
        <RefreshCw strokeWidth={2.5} />
      </span>
    );
  }
  return (
    <span className={`${base} bg-slate-100 text-slate-400`} aria-hidden="true">
      <Circle strokeWidth={2.5} />
    </span>
  );
}

const STATUS_TEXT: Record<VentureStep["status"], string> = {
  done: "text-emerald-800",
  stale: "text-amber-800",
  "not-started": "text-slate-500",
};

function StepItem({ step, ventureId }: { step: VentureStep; ventureId: string }) {
  const queryClient = useQueryClient();
  const running = useRef(false);
  const refresh = useMutation({
    mutationFn: () => refreshStep(step, ventureId),
    onSuccess: async () => {
      toast(refreshedToast(step.displayName));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: VENTURES_KEY }),
        queryClient.invalidateQueries({ queryKey: WORKSPACE_KEY }),
      ]);
    },
    onError: (error) => {
      toast({
        variant: "destructive",
        title: quotaTitle(error, "Refresh Failed"),
        description: messageOf(error),
      });
    },
    onSettled: () => {
      running.current = false;
    },
  });
  const onRefresh = () => {
    if (running.current) return;
    running.current = true;
    refresh.mutate();
  };

  const name = step.href ? (
    <Link
      to={step.href}
      className="font-medium text-foreground underline-offset-4 hover:text-primary hover:underline focus-visible:outline-2 focus-visible:outline-ring"
      aria-label={`${step.displayName} (${step.statusLabel.toLowerCase()}): open the result`}
    >
      {step.displayName}
    </Link>
  ) : (
    <span className="font-medium text-slate-600">{step.displayName}</span>
  );

  return (
    <li className="flex gap-2.5 py-1.5" data-status={step.status} data-tool-type={step.toolType}>
      <StatusIcon status={step.status} />
      <div className="min-w-0 flex-1 text-sm">
        <p className="leading-6 break-words">{name}</p>
        <p className={`text-xs ${STATUS_TEXT[step.status]}`}>
          <span className="font-semibold">{step.statusLabel}</span>
          {step.status === "done" && step.updatedAt ? (
            <span className="text-slate-500"> · {updatedLine(step.updatedAt)}</span>
          ) : null}
        </p>
        {step.note ? <p className="mt-0.5 text-xs text-slate-600">{step.note}</p> : null}
        {step.refreshable ? (
          <Button
            size="sm"
            variant="outline"
            className="mt-2 h-7 border-amber-300 px-2.5 text-amber-900 hover:bg-amber-50"
            onClick={onRefresh}
            disabled={refresh.isPending}
            aria-busy={refresh.isPending}
            aria-label={`Refresh ${step.displayName}`}
          >
            <RefreshCw className={refresh.isPending ? "motion-safe:animate-spin" : undefined} />
            {refresh.isPending ? "Refreshing…" : "Refresh"}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

function VentureCard({ venture }: { venture: VentureSummary }) {
  const phases = ventureSteps(venture, MODULE_REGISTRY);
  const next = nextStep(venture, toolModuleFor);
  const caughtUp = caughtUpLine(venture, phases);
  const titleId = `venture-${venture.id}-title`;
  return (
    <Card className="p-5 sm:p-6" role="article" aria-labelledby={titleId}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <VentureTitle venture={venture} titleId={titleId} />
          {venture.idea && venture.idea.title !== venture.name ? (
            <p className="mt-1 text-sm text-slate-600 break-words">
              <span className="font-medium text-slate-700">Idea:</span> {venture.idea.title}
            </p>
          ) : null}
          <p className="mt-1 text-xs text-slate-500">{progressLine(phases)}</p>
        </div>
        {next ? (
          <Button asChild size="sm" className="self-start">
            <Link to={next.href}>
              {next.label}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        ) : caughtUp ? (
          <p className="flex items-start gap-1.5 self-start rounded-lg bg-accent-soft px-3 py-1.5 text-xs font-semibold text-emerald-800 sm:max-w-64">
            <Check className="mt-px size-3.5 shrink-0" strokeWidth={3} aria-hidden="true" />
            {caughtUp}
          </p>
        ) : null}
      </div>
      {venture.brief ? (
        <VentureBriefPanel ventureId={venture.id} brief={venture.brief} />
      ) : (
        <AddVentureBrief ventureId={venture.id} ventureName={venture.name} />
      )}
      <div
        className="mt-5 grid gap-5 border-t border-border pt-4 md:grid-cols-3 md:gap-6"
        data-venture-progress=""
      >
        {phases.map((phase) => (
          <div key={phase.id} className="min-w-0">
            <h4 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
              Phase {phase.id} · {phase.name}
            </h4>
            <ol className="mt-2" aria-label={`Phase ${phase.id}: ${phase.name}`}>
              {phase.steps.map((step) => (
                <StepItem key={step.toolType} step={step} ventureId={venture.id} />
              ))}
            </ol>
          </div>
        ))}
      </div>
    </Card>
  );
}

/**
 * A venture from the founder's own idea, typed once (issue 23): the server reads it into the
 * venture's brief and names the venture after it; the next-step button then leads through the
 * modules, each form starting from the brief.
 */
function StartVenture() {
  const queryClient = useQueryClient();
  const fieldId = useId();
  const whoId = useId();
  const [text, setText] = useState("");
  const [whoPays, setWhoPays] = useState("");
  const [problem, setProblem] = useState<string>();
  const create = useMutation({
    mutationFn: async (body: { ideaText: string; whoPays?: string }) => {
      const response = await apiRequest("POST", "/api/ventures", body);
      return (await response.json()) as { name?: unknown };
    },
    onSuccess: async (venture) => {
      setText("");
      setWhoPays("");
      toast({
        title: "Venture started",
        description: `“${typeof venture.name === "string" ? venture.name : "Your venture"}” is read into its brief: check each line and correct what we got wrong.`,
      });
      await queryClient.invalidateQueries({ queryKey: VENTURES_KEY });
    },
    onError: (error) => {
      toast({
        variant: "destructive",
        title: quotaTitle(error, "Venture not started"),
        description: messageOf(error),
      });
    },
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    const idea = text.trim();
    if (idea.length < 10) {
      setProblem("Describe your idea in a sentence or more (at least 10 characters).");
      return;
    }
    setProblem(undefined);
    const who = whoPays.trim();
    create.mutate(who.length >= 2 ? { ideaText: idea, whoPays: who } : { ideaText: idea });
  };
  const shown = problem ?? (create.error ? messageOf(create.error) : undefined);
  return (
    <form onSubmit={onSubmit} noValidate className="w-full lg:max-w-xl" data-start-venture="">
      <IdeaTextField
        id={fieldId}
        value={text}
        onChange={setText}
        problem={shown}
        placeholder="What it is, who pays and what you would charge: “Shoplifting alerts from a grocer's existing CCTV, for independent grocery stores in the US, $249 per store a month.”"
      />
      <Label htmlFor={whoId} className="mt-3 block">
        Who pays for it? <span className="font-normal text-slate-500">(optional)</span>
      </Label>
      <Input
        id={whoId}
        value={whoPays}
        onChange={(event) => setWhoPays(event.target.value)}
        maxLength={BRIEF_VALUE_MAX}
        className="mt-2"
        placeholder="Independent grocery stores in Ireland"
        aria-describedby={`${whoId}-hint`}
      />
      <p id={`${whoId}-hint`} className="mt-1 text-xs text-slate-500">
        The businesses or people who pay, and where. We count them from this.
      </p>
      <Button type="submit" size="sm" className="mt-2" disabled={create.isPending}>
        <Plus aria-hidden="true" />
        {create.isPending ? "Starting…" : "Start a venture"}
      </Button>
    </form>
  );
}

/**
 * Your ventures (issue 12): each venture's progress through the nine modules by phase, with its
 * next step and a one-click refresh of each stale result.
 */
export function VenturesSection({ query }: { query: ReturnType<typeof useVentures> }) {
  let body: ReactNode;
  if (query.isPending) {
    body = <Skeleton className="h-56" />;
  } else if (query.isError) {
    body = <LoadFailed what="Your ventures" onRetry={() => void query.refetch()} />;
  } else if (query.data.length === 0) {
    body = (
      <p className="rounded-card border border-dashed border-border bg-muted px-5 py-6 text-sm leading-relaxed text-slate-600">
        No ventures yet. A venture follows one idea through the nine modules: each module builds on
        the results before it, and you see what is done, what needs a refresh and what comes next.
      </p>
    );
  } else {
    body = (
      <ul className="grid gap-4">
        {query.data.map((venture) => (
          <li key={venture.id}>
            <VentureCard venture={venture} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby="ventures-title" className="mt-12" data-location="dashboard-ventures">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div>
          <h2 id="ventures-title" className="text-xl font-bold">
            Your ventures
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            One idea, nine modules: where each venture stands and what to do next.
          </p>
        </div>
        <StartVenture />
      </div>
      <div className="mt-4">{body}</div>
    </section>
  );
}
