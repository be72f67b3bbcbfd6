import { useCallback, useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import type { SavedIdea } from "../../../shared/saved-idea";
import type { VentureBrief } from "../../../shared/venture-brief";
import { HttpError } from "../api";
import { useQuery, useQueryClient } from "../query";
import { toast } from "../toast-store";
import { useAuth } from "../use-auth";
import { VENTURES_KEY, ventureKey, WORKSPACE_KEY } from "./keys";
import { readVentureContext } from "./venture";

/**
 * The venture a tool page runs in (issue 12): `?venture=<id>`, read when the founder is signed
 * in. The tool sends it with each run, so the server fills what the founder left empty from the
 * venture's idea and earlier results and saves the result to the venture.
 */
export function useVenture(
  options: {
    /** Called once with the venture's idea (and its brief, issue 23), to start the form from them. */
    prefill?: (idea: SavedIdea, brief: VentureBrief | null) => void;
    /** True while the form holds something else (a project opened by Edit). */
    keepForm?: boolean;
  } = {},
) {
  const [params, setParams] = useSearchParams();
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
  const venture = query.data;
  const prefilled = useRef(false);
  const prefill = useRef(options.prefill);
  prefill.current = options.prefill;
  useEffect(() => {
    if (!venture?.idea || options.keepForm || prefilled.current || !prefill.current) return;
    prefilled.current = true;
    prefill.current(venture.idea, venture.brief);
  }, [venture, options.keepForm]);
  /**
   * A run outside any venture started one (the server answers its id): the page carries on in it,
   * its address saying so, and its form is left as the founder filled it.
   */
  const adopt = useCallback(
    (id: string | undefined) => {
      if (!id || requested) return;
      prefilled.current = true;
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set("venture", id);
          return next;
        },
        { replace: true },
      );
    },
    [requested, setParams],
  );
  return { venture, ventureId: venture?.id, adopt };
}

/** After a run in a venture: the venture (its progress) and the workspace list are stale. */
export function useVentureRefresh() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: VENTURES_KEY });
    void queryClient.invalidateQueries({ queryKey: WORKSPACE_KEY, exact: true });
  }, [queryClient]);
}
