import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect } from "react";
import { useSearchParams } from "react-router";
import { HttpError } from "../api";
import { toast } from "../toast-store";
import { useAuth } from "../use-auth";
import { WORKSPACE_KEY } from "./keys";
import { readVentureContext, VENTURES_KEY, ventureKey } from "./venture";

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
