import { History } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "../../components/ui/button";
import { apiRequest } from "../../lib/api";
import { toolModuleIn, useModules } from "../../lib/modules";
import { useMutation, useQueryClient } from "../../lib/query";
import { toast } from "../../lib/toast-store";
import { WORKSPACE_KEY } from "../../lib/workspace/projects";
import { quotaTitle } from "../../lib/workspace/quota";
import {
  type ImportableResult,
  importableResults,
  importBody,
  importedToast,
  importQuestion,
  madeLine,
  messageOf,
  VENTURES_KEY,
} from "../../lib/workspace/ventures";
import { clearVisitorWork, readVisitorWork } from "../../lib/workspace/visitor-work";

/**
 * Work made before sign-up (issue 12): the results this browser kept while the founder was
 * signed out, offered as a new venture. "Keep them" imports them all at once (the server takes
 * all or nothing) and forgets them here; "No thanks" forgets them. A failure keeps them in the
 * browser and says why.
 */
export function ImportOffer() {
  const queryClient = useQueryClient();
  const [results, setResults] = useState<ImportableResult[]>([]);
  const [problem, setProblem] = useState<string | undefined>();
  const running = useRef(false);
  const modules = useModules();

  // Read after mount: browser storage only exists in the browser.
  useEffect(() => {
    setResults(importableResults(readVisitorWork(), (toolType) => toolModuleIn(modules, toolType)));
  }, [modules]);

  const keep = useMutation({
    mutationFn: async (chosen: ImportableResult[]) => {
      const response = await apiRequest("POST", "/api/ventures/import", importBody(chosen));
      return (await response.json()) as { name?: unknown };
    },
    onSuccess: async (venture, chosen) => {
      clearVisitorWork();
      setResults([]);
      const name = typeof venture.name === "string" ? venture.name : "your new venture";
      toast(importedToast(name, chosen.length));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: VENTURES_KEY }),
        queryClient.invalidateQueries({ queryKey: WORKSPACE_KEY }),
      ]);
    },
    onError: (error) => {
      const message = messageOf(error);
      setProblem(message);
      toast({
        variant: "destructive",
        title: quotaTitle(error, "Import Failed"),
        description: message,
      });
    },
    onSettled: () => {
      running.current = false;
    },
  });

  if (results.length === 0) return null;

  const onKeep = () => {
    if (running.current) return;
    running.current = true;
    setProblem(undefined);
    keep.mutate(results);
  };
  const onDecline = () => {
    if (running.current) return;
    clearVisitorWork();
    setResults([]);
  };
  const now = new Date();
  return (
    <section
      aria-labelledby="import-offer-title"
      className="mt-8 rounded-card border border-primary/30 bg-primary-soft p-5 sm:p-6"
      data-location="dashboard-import-offer"
    >
      <div className="flex gap-3">
        <span className="hidden size-10 shrink-0 items-center justify-center rounded-full bg-background text-primary sm:flex">
          <History className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="import-offer-title" className="text-lg font-semibold">
            {importQuestion(results.length)}
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            You made {results.length === 1 ? "this" : "these"} in this browser before signing in.
            Keep {results.length === 1 ? "it" : "them"} in your workspace, grouped as one venture,
            to pick up where you left off on any device.
          </p>
          <ul className="mt-3 grid gap-1.5 text-sm" aria-label="Results made before signing in">
            {results.map((result) => (
              <li
                key={result.toolType}
                className="flex flex-wrap items-baseline justify-between gap-x-4 rounded-lg bg-background px-3 py-2"
              >
                <span className="font-medium">{result.displayName}</span>
                <time dateTime={result.savedAt} className="text-xs text-slate-500">
                  {madeLine(result.savedAt, now)}
                </time>
              </li>
            ))}
          </ul>
          {problem ? (
            <p role="alert" className="mt-3 text-sm text-red-800">
              {problem} Your results are still kept in this browser.
            </p>
          ) : null}
          <div className="mt-4 flex flex-wrap gap-2">
            <Button onClick={onKeep} disabled={keep.isPending} aria-busy={keep.isPending}>
              {keep.isPending ? "Keeping…" : results.length === 1 ? "Keep it" : "Keep them"}
            </Button>
            <Button variant="outline" onClick={onDecline} disabled={keep.isPending}>
              No thanks
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
