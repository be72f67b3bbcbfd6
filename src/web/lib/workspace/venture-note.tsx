import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowRight, Layers } from "lucide-react";
import { useCallback, useEffect } from "react";
import { Link, useSearchParams } from "react-router";
import type { ToolModule } from "../../../modules/registry";
import { Button } from "../../components/ui/button";
import { HttpError } from "../api";
import { toast } from "../toast-store";
import { useAuth } from "../use-auth";
import { WORKSPACE_KEY } from "./projects";
import {
  type BuiltOnEntry,
  builtOnText,
  nextToolModule,
  readVentureContext,
  toolHref,
  VENTURES_KEY,
  type VentureContext,
  ventureKey,
  willBuildOn,
} from "./venture";

/**
 * The venture a tool page runs in (issue 12): `?venture=<id>`, read when the founder is signed
 * in. The tool sends it with each run, so the server fills what the founder left empty from the
 * venture's idea and earlier results and saves the result to the venture.
 */
export function useVenture() {
  const [params] = useSearchParams();
  const requested = params.get("venture") ?? "";
  const { user } = useAuth();
  const query = useQuery({
    queryKey: ventureKey(requested),
    enabled: Boolean(user) && requested !== "",
    select: readVentureContext,
  });
  const failed = query.isError && requested !== "";
  useEffect(() => {
    if (!failed) return;
    const missing = query.error instanceof HttpError && query.error.status === 404;
    toast({
      variant: "destructive",
      title: missing ? "Venture not found" : "Venture not opened",
      description: missing
        ? "That venture isn't in your workspace. What you generate now is saved on its own."
        : "That venture could not be opened. What you generate now is saved on its own.",
    });
  }, [failed, query.error]);
  return { venture: query.data, ventureId: query.data?.id };
}

/** After a run in a venture: the venture (its progress) and the workspace list are stale. */
export function useVentureRefresh() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: VENTURES_KEY });
    void queryClient.invalidateQueries({ queryKey: WORKSPACE_KEY, exact: true });
  }, [queryClient]);
}

/**
 * The line over a tool run in a venture: its name, and the earlier results the run uses
 * ("Built on: market analysis of 24 Nov") once it has run, or will use before.
 */
export function VentureNote({
  module,
  venture,
  builtOn,
}: {
  module: ToolModule;
  venture: VentureContext;
  /** The last run's `builtOn`; undefined before any run. */
  builtOn?: readonly BuiltOnEntry[];
}) {
  const planned = willBuildOn(module, venture);
  const used = builtOn ?? planned;
  return (
    <aside
      aria-label="Venture"
      data-testid="venture-note"
      className="mb-5 flex gap-3 rounded-card border border-indigo-200 bg-primary-soft p-4 text-sm"
    >
      <Layers className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
      <div className="min-w-0 space-y-1 text-slate-700">
        <p>
          Part of your venture <strong className="font-semibold">{venture.name}</strong>.
        </p>
        {used.length > 0 ? (
          <p>
            {builtOn ? "Built on" : "Builds on"}: {builtOnText(used)}.
          </p>
        ) : null}
        {venture.idea && venture.idea.title !== venture.name && module.tool.reads.length > 0 ? (
          <p>
            The venture's idea: <strong className="font-semibold">{venture.idea.title}</strong>.
          </p>
        ) : null}
      </div>
    </aside>
  );
}

/**
 * The end of a tool page's result (issue 12): a button to the next module, inside the venture
 * when there is one; after the last built module, back to the dashboard's venture.
 */
export function NextStep({ toolType, ventureId }: { toolType: string; ventureId?: string }) {
  const next = nextToolModule(toolType);
  return (
    <nav aria-label="Next step" className="mt-8 flex flex-wrap items-center gap-3">
      {next ? (
        <Button asChild size="lg">
          <Link to={toolHref(next, ventureId)} data-location="next-step">
            Next: {next.displayName}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      ) : ventureId ? (
        <Button asChild size="lg">
          <Link to="/dashboard" data-location="next-step">
            See your venture's progress
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      ) : null}
    </nav>
  );
}
