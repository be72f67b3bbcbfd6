import { ExternalLink, Loader2, Pencil, RefreshCw } from "lucide-react";
import { type ComponentType, lazy, type ReactNode, Suspense, useRef, useState } from "react";
import { Link } from "react-router";
import type { SavedResultProps, ToolModule } from "../../../modules/define-module";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { HttpError } from "../api";
import { useQueryClient } from "../query";
import { toast } from "../toast-store";
import { useAuth } from "../use-auth";
import { projectHref, projectKey, VENTURES_KEY, WORKSPACE_KEY } from "./keys";
import { postTool, serverErrorOf } from "./post-tool";
import { updatedLine } from "./projects";
import { NextStep } from "./tool-venture";
import type { VentureContext } from "./venture";
import VentureNote from "./venture-note";
import { refreshRequest } from "./ventures";
import { useProject } from "./workspace-query";

/** Each tool's saved-result view (its ui/saved-result.tsx), made lazy once per tool. */
const VIEWS = new Map<string, ComponentType<SavedResultProps>>();
function savedView(module: ToolModule): ComponentType<SavedResultProps> {
  let view = VIEWS.get(module.toolType);
  if (!view) {
    view = lazy(module.tool.savedResult);
    VIEWS.set(module.toolType, view);
  }
  return view;
}

/** The address of a tool opened by Edit inside its venture: the form holds the saved inputs. */
export function editInVentureHref(module: ToolModule, ventureId: string, projectId: string) {
  const query = new URLSearchParams({ venture: ventureId, project: projectId });
  return `${module.tool.path}?${query.toString()}`;
}

function Unreadable() {
  return (
    <Card>
      <p className="text-sm text-slate-700">
        This result was saved in an older form and can't be shown here. Regenerate it, or open the
        project page.
      </p>
    </Card>
  );
}

/**
 * A module opened again inside its venture (issue 23, the revisit path): the venture's current
 * result of the module, as its project page draws it (sections regenerated and edited in place
 * for a plan), with Edit (the form, holding the saved inputs), Regenerate (the saved request run
 * again into the same project, built on the venture's latest results, as the dashboard's
 * refresh does) and the next step. A project that is gone shows the tool's page instead.
 */
export default function SavedInVenture({
  module,
  venture,
  projectId,
  fallback,
}: {
  module: ToolModule;
  venture: VentureContext;
  projectId: string;
  /** The tool's own page, for a result that cannot be read. */
  fallback: ReactNode;
}) {
  const query = useProject(projectId, true);
  const queryClient = useQueryClient();
  const { readOnly } = useAuth();
  const [busy, setBusy] = useState(false);
  // Counts the regenerations: each is a new view (a plan's view keeps its plan in state).
  const [round, setRound] = useState(0);
  const running = useRef(false);

  if (query.isError) {
    if (query.error instanceof HttpError && query.error.status === 404) return fallback;
  }
  const project = query.data;

  const regenerate = async () => {
    if (!project || running.current) return;
    running.current = true;
    setBusy(true);
    try {
      const reply = await postTool(module, refreshRequest(project.inputData, module.tool.refill), {
        venture: venture.id,
        project: project.id,
      });
      if (!reply.ok) {
        throw new Error(
          serverErrorOf(reply.body) ?? `The server answered ${reply.status}. Please try again.`,
        );
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKey(project.id) }),
        queryClient.invalidateQueries({ queryKey: VENTURES_KEY }),
        queryClient.invalidateQueries({ queryKey: WORKSPACE_KEY, exact: true }),
      ]);
      setRound((count) => count + 1);
      toast({
        title: "Regenerated",
        description: `Your ${module.tool.resultNoun} is written again from your latest results.`,
      });
    } catch (error) {
      toast({
        variant: "destructive",
        title: "Regenerate Failed",
        description:
          error instanceof TypeError
            ? "Could not reach Ninefold. Check your connection and try again."
            : error instanceof Error
              ? error.message
              : "Please try again.",
      });
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  const View = savedView(module);
  return (
    <>
      <section
        aria-labelledby="saved-title"
        data-location="saved-result-hero"
        className="border-b border-border bg-linear-to-b from-primary-soft to-background"
      >
        <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
          <p className="text-sm font-semibold text-primary">Phase {module.phase}</p>
          <h1 id="saved-title" className="mt-3 text-3xl font-bold sm:text-4xl">
            {module.name}
          </h1>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-slate-600">
            Your saved {module.tool.resultNoun} for {venture.name}. Edit the answers it was made
            from, or regenerate it from your latest results.
          </p>
        </div>
      </section>
      <div className="mx-auto max-w-4xl space-y-6 px-4 py-10 sm:px-6" data-location="saved-result">
        <VentureNote module={module} venture={venture} builtOn={project?.builtOn ?? []} />
        <Card className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-600" data-testid="saved-result-updated">
            {project ? updatedLine(project.updatedAt) : "Loading your result…"}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button asChild size="sm">
              <Link to={editInVentureHref(module, venture.id, projectId)}>
                <Pencil aria-hidden="true" />
                Edit
              </Link>
            </Button>
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={!project || busy || readOnly}
              aria-busy={busy || undefined}
              onClick={() => void regenerate()}
            >
              {busy ? (
                <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
              ) : (
                <RefreshCw aria-hidden="true" />
              )}
              {busy ? "Regenerating..." : "Regenerate"}
            </Button>
            <Button asChild size="sm" variant="ghost">
              <Link to={projectHref(projectId)}>
                <ExternalLink aria-hidden="true" />
                Project page
              </Link>
            </Button>
          </div>
        </Card>
        {project ? (
          <Suspense fallback={<Card aria-busy="true" className="h-64" />}>
            <View
              key={round}
              output={module.tool.unwrap(project.outputData)}
              input={project.inputData}
              project={{ id: project.id, ventureId: project.ventureId ?? venture.id }}
              fallback={<Unreadable />}
            />
          </Suspense>
        ) : query.isError ? (
          <Card role="alert" className="space-y-3">
            <p className="font-semibold">Your saved result could not be loaded.</p>
            <Button size="sm" onClick={() => void query.refetch()}>
              Try Again
            </Button>
          </Card>
        ) : (
          <Card aria-busy="true" className="h-64" />
        )}
        <NextStep toolType={module.toolType} ventureId={venture.id} />
      </div>
    </>
  );
}
