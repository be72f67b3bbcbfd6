import { Pencil, Trash2 } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import type { VentureSummary } from "../../../shared/ventures";
import { LoadErrorBoundary } from "../../components/load-error-boundary";
import { Button } from "../../components/ui/button";
import { apiRequest } from "../../lib/api";
import { useMutation, useQueryClient } from "../../lib/query";
import { toast } from "../../lib/toast-store";
import { VENTURES_KEY, WORKSPACE_KEY } from "../../lib/workspace/keys";
import { messageOf } from "../../lib/workspace/ventures";
import { VentureNameForm } from "./venture-name-form";

const ConfirmDialog = lazy(() => import("../../components/confirm-dialog"));

function ventureUrl(id: string): string {
  return `/api/ventures/${encodeURIComponent(id)}`;
}

/**
 * A venture's name with its two actions (issue 12): rename it in place, or delete it. Deleting a
 * venture keeps its results in the workspace, outside any venture (the API sets them free).
 */
export function VentureTitle({ venture, titleId }: { venture: VentureSummary; titleId: string }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: VENTURES_KEY }),
      queryClient.invalidateQueries({ queryKey: WORKSPACE_KEY, exact: true }),
    ]);

  const rename = useMutation({
    mutationFn: (next: string) => apiRequest("PATCH", ventureUrl(venture.id), { name: next }),
    onSuccess: async () => {
      setEditing(false);
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: () => apiRequest("DELETE", ventureUrl(venture.id)),
    onSuccess: async () => {
      setConfirming(false);
      toast({
        title: "Venture deleted",
        description: `“${venture.name}” is gone; its results are still in your workspace.`,
      });
      await refresh();
    },
    onError: (error) =>
      toast({ variant: "destructive", title: "Not deleted", description: messageOf(error) }),
  });

  if (editing) {
    return (
      <VentureNameForm
        label="Venture name"
        initialName={venture.name}
        pending={rename.isPending}
        problem={rename.error ? messageOf(rename.error) : undefined}
        onSave={(name) => (name === venture.name ? setEditing(false) : rename.mutate(name))}
        inputClassName="h-9 min-w-0 flex-1 sm:w-72"
        autoFocus
        before={
          <h3 id={titleId} className="sr-only">
            Rename {venture.name}
          </h3>
        }
      >
        <Button type="submit" size="sm" className="h-9" disabled={rename.isPending}>
          {rename.isPending ? "Saving..." : "Save"}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          className="h-9"
          onClick={() => {
            setEditing(false);
            rename.reset();
          }}
        >
          Cancel
        </Button>
      </VentureNameForm>
    );
  }

  return (
    <div className="-my-1 flex items-center gap-1">
      <h3 id={titleId} className="text-lg font-semibold leading-snug break-words">
        {venture.name}
      </h3>
      <Button
        type="button"
        size="icon"
        variant="ghost"
        className="size-8 shrink-0"
        aria-label={`Rename ${venture.name}`}
        onClick={() => setEditing(true)}
      >
        <Pencil aria-hidden="true" />
      </Button>
      <Button
        type="button"
        size="icon"
        variant="ghost"
        className="size-8 shrink-0 text-slate-500 hover:text-destructive"
        aria-label={`Delete ${venture.name}`}
        onClick={() => setConfirming(true)}
      >
        <Trash2 aria-hidden="true" />
      </Button>
      {confirming ? (
        <LoadErrorBoundary title="The confirmation could not be loaded">
          <Suspense fallback={null}>
            <ConfirmDialog
              open={confirming}
              onOpenChange={setConfirming}
              title="Delete this venture?"
              description={
                <>
                  "{venture.name}" will no longer group its results. The results themselves stay in
                  your workspace, under Recent Work and All projects.
                </>
              }
              confirmLabel="Delete Venture"
              pendingLabel="Deleting..."
              pending={remove.isPending}
              onConfirm={() => remove.mutate()}
            />
          </Suspense>
        </LoadErrorBoundary>
      ) : null}
    </div>
  );
}
