import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Pencil, Trash2 } from "lucide-react";
import { type FormEvent, lazy, Suspense, useId, useState } from "react";
import { VENTURE_NAME_MAX, type VentureSummary } from "../../../shared/ventures";
import { LoadErrorBoundary } from "../../components/load-error-boundary";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { apiRequest } from "../../lib/api";
import { toast } from "../../lib/toast-store";
import { VENTURES_KEY, WORKSPACE_KEY } from "../../lib/workspace/keys";
import { messageOf } from "../../lib/workspace/ventures";

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
  const inputId = useId();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(venture.name);
  const [problem, setProblem] = useState<string>();
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
    onError: (error) => setProblem(messageOf(error)),
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

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (rename.isPending) return;
    const trimmed = name.trim();
    if (!trimmed) {
      setProblem("Enter a name for the venture.");
      return;
    }
    setProblem(undefined);
    if (trimmed === venture.name) setEditing(false);
    else rename.mutate(trimmed);
  };

  if (editing) {
    return (
      <form onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
        <h3 id={titleId} className="sr-only">
          Rename {venture.name}
        </h3>
        <label htmlFor={inputId} className="sr-only">
          Venture name
        </label>
        <div className="flex flex-wrap gap-2">
          <Input
            id={inputId}
            value={name}
            onChange={(event) => setName(event.target.value)}
            maxLength={VENTURE_NAME_MAX}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${inputId}-problem` : undefined}
            className="h-9 min-w-0 flex-1 sm:w-72"
            autoFocus
          />
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
              setName(venture.name);
              setProblem(undefined);
            }}
          >
            Cancel
          </Button>
        </div>
        {problem ? (
          <p id={`${inputId}-problem`} role="alert" className="mt-1.5 text-xs text-destructive">
            {problem}
          </p>
        ) : null}
      </form>
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
