import { type ComponentType, lazy, Suspense, useState } from "react";
import { useSearchParams } from "react-router";
import type { ToolModule } from "../../../modules/define-module";
import { LoadErrorBoundary } from "../../components/load-error-boundary";
import { useQuery } from "../query";
import { useAuth } from "../use-auth";
import { ventureKey } from "./keys";
import { readVentureContext } from "./venture";

/** The saved result's view: loaded only when a founder comes back to a module of a venture. */
const SavedInVenture = lazy(() => import("./saved-in-venture"));

/** What the page shows for this visit: the tool's own page, or the venture's saved result. */
type Shown = { kind: "page" } | { kind: "saved"; projectId: string };

/**
 * What to show when a tool page opens (issue 23, the revisit path), decided once per visit: a
 * signed-in founder opening a module in a venture (`?venture=<id>`) that already holds its result
 * sees that result, with Edit and Regenerate; anyone else gets the tool's page as the spec draws
 * it (a visitor's forms and browser storage untouched), and so does a founder whose venture has
 * no result of the module yet. Edit (`?project=<id>`) always opens the page's form. Once the page
 * is shown it stays for the visit, so a run that adopts a venture keeps its result on screen.
 */
export function decideShown(input: {
  ventureId: string;
  editing: boolean;
  signedIn: boolean | undefined;
  venture: { current: ReadonlyMap<string, { projectId: string }> } | undefined;
  ventureFailed: boolean;
  toolType: string;
}): Shown | undefined {
  if (input.editing || input.ventureId === "" || input.signedIn === false || input.ventureFailed) {
    return { kind: "page" };
  }
  if (!input.venture) return undefined;
  const current = input.venture.current.get(input.toolType);
  return current ? { kind: "saved", projectId: current.projectId } : { kind: "page" };
}

export function ToolPageInVenture({ module, Page }: { module: ToolModule; Page: ComponentType }) {
  const { toolType } = module;
  const [params] = useSearchParams();
  const ventureId = params.get("venture") ?? "";
  const editing = params.has("project");
  const { user, isLoading } = useAuth();
  const asks = ventureId !== "" && !editing;
  const query = useQuery({
    queryKey: ventureKey(ventureId),
    enabled: Boolean(user) && asks,
    select: readVentureContext,
  });
  const [decided, setDecided] = useState<Shown>();
  let shown = decided;
  if (!shown) {
    shown = decideShown({
      ventureId,
      editing,
      signedIn: isLoading ? undefined : Boolean(user),
      venture: query.data,
      ventureFailed: query.isError,
      toolType,
    });
    // Kept for the visit (React's pattern for state derived once from what a render reads).
    if (shown) setDecided(shown);
  }
  if (editing || shown?.kind === "page") return <Page />;
  if (!shown || !query.data) {
    return (
      <div className="mx-auto max-w-4xl px-4 py-16 sm:px-6" aria-busy="true">
        <p role="status" className="sr-only">
          Opening your venture…
        </p>
        <div className="h-9 w-72 max-w-full animate-pulse rounded bg-slate-200 motion-reduce:animate-none" />
        <div className="mt-8 h-64 animate-pulse rounded-card bg-slate-100 motion-reduce:animate-none" />
      </div>
    );
  }
  return (
    <LoadErrorBoundary title="Your saved result could not be loaded" fallback={<Page />}>
      <Suspense fallback={null}>
        <SavedInVenture
          module={module}
          venture={query.data}
          projectId={shown.projectId}
          fallback={<Page />}
        />
      </Suspense>
    </LoadErrorBoundary>
  );
}
